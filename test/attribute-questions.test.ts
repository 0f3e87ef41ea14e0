/**
 * How a question asks for an attribute (issue 24, second round): by word families, not phrases.
 * Each case is a kind of wording — an inflection, a slip, a chat spelling, a particle verb, a kind
 * of value in the question's focus, the household without "my" — with questions that are in no
 * corpus file, and the readings that must not ask for the user's attributes: someone else, an event
 * at a time, a past event, a word that is not the head of its phrase.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { askedAttributes, AttributeTable, DEFAULT_ATTRIBUTES } from '../src/core/attributes/index.js';
import { nounForms, questionWords, verbForms } from '../src/core/attributes/forms.js';

const asked = (q: string, table = DEFAULT_ATTRIBUTES) =>
  askedAttributes(q, table)
    .filter((a) => a.via === 'asked')
    .map((a) => a.key);

describe('word forms', () => {
  test('inflections of nouns and verbs, and chat spellings spelled out', () => {
    assert.deepEqual(nounForms('allergy'), ['allergy', 'allergies']);
    assert.ok(verbForms('live').includes('living') && verbForms('live').includes('lived'));
    assert.ok(verbForms('speak').includes('spoke') && verbForms('study').includes('studies'));
    assert.deepEqual(questionWords("whats ur bf's name"), ['what', 'is', 'your', 'bf', 'name']);
    assert.deepEqual(questionWords("I can't stand it"), ['i', 'can', 'not', 'stand', 'it']);
  });
});

describe('which attributes a question asks for', () => {
  test('a name of the attribute, in any form or with one slip', () => {
    assert.deepEqual(asked('remind me of my occupation'), ['role']);
    assert.deepEqual(asked('what are my allergies'), ['allergic_to']);
    assert.deepEqual(asked('whens my birthdya'), ['birthday']);
    assert.deepEqual(asked('wat is my ocupation'), ['role']);
  });

  test('a verb with the user as its subject, a particle verb, and the question word it needs', () => {
    assert.deepEqual(asked('where am i living these days'), ['location']);
    assert.deepEqual(asked('who do i report to'), ['manager']);
    // The particle makes it another attribute: a coworker, a flatmate.
    assert.deepEqual(asked('who do i work with'), ['works_with']);
    assert.deepEqual(asked('who do i live with'), ['roommate']);
    assert.deepEqual(asked('can i speak portuguese'), ['speaks']);
    // The verb alone, without the question word its family needs: no location, no employer.
    assert.deepEqual(asked('i live for the weekend, any ideas'), []);
    assert.deepEqual(asked("I'm working on the parser, how should I split it?"), []);
  });

  test('a kind of value counts in the focus and as the head of its phrase', () => {
    assert.deepEqual(asked('what breed is my puppy'), ['has_pet']);
    assert.ok(asked('what sort of films am i into').includes('likes'));
    assert.deepEqual(asked('which clinic am i at'), ['employer']);
    // Not the head of its phrase ("my weather app"), not in the focus ("went fishing").
    assert.deepEqual(asked('how do I cache my weather app requests'), []);
    assert.deepEqual(asked('where do i usually go to fish'), []);
  });

  test('verbs of taste ask for likes and dislikes alike; "would like" is a wish', () => {
    assert.deepEqual(asked('do i enjoy opera').sort(), ['dislikes', 'favourite', 'likes']);
    assert.deepEqual(asked("I'd like a summary of the thread"), []);
  });

  test('idioms and frames', () => {
    assert.deepEqual(asked('what do i do for a living'), ['role']);
    assert.deepEqual(asked('what do i do in my spare time').sort(), ['hobby', 'likes']);
    assert.deepEqual(asked('what do i do if the alarm goes off'), []);
    assert.deepEqual(asked('what kind of nurse am i'), ['role']);
  });

  test('a person of the user is asked for, not the attributes the question says of them', () => {
    assert.deepEqual(asked('where does my stepdaughter live'), ['child']);
    // The household without "my".
    assert.deepEqual(asked("what's the cat called"), ['has_pet']);
    assert.deepEqual(asked('when is mum coming over'), ['parent']);
    // Someone else: a name, a pronoun, a possessive.
    assert.deepEqual(asked('Where does Priya live?'), []);
    assert.deepEqual(asked('what does tomas do for a living'), []);
    assert.deepEqual(asked("whats tomas's job"), []);
    assert.deepEqual(asked('Do both James and John have pets?'), []);
  });

  test('a time or a past event asks for the event, not the current value', () => {
    assert.deepEqual(asked('which dog did i walk last saturday'), []);
    assert.deepEqual(asked('where did i live in 2015'), []);
    assert.deepEqual(asked('have i ever worked at a bakery'), []);
    // …but a family that tells of the past, and a name, still count.
    assert.deepEqual(asked('where did i grow up'), ['hometown']);
    assert.deepEqual(asked('what was my job in 2015'), ['role']);
  });

  test('a configured wording matches in any form', () => {
    const table = new AttributeTable([{ key: 'blood_type', cardinality: 'single', asked: ['blood group'] }]);
    assert.deepEqual(asked('what are my blood groups', table), ['blood_type']);
  });
});
