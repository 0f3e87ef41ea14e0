// Issue 23, offline, round 27 (a): recall of the extractor. The past progressive of a lasting doing is a past state
// ("I was working for X", "until 2020 I was teaching …"), a stretch of life somewhere ("spent five years at X") and a
// verb of an occupation in the past are past jobs or homes that never move a current field; introductions by their
// shape after a greeting ("it's X again", "it's me, X", "X again", "X from Y here", "X's the name"); a negated doing of
// an occupation ends the role its agent noun names, "don't work there any more" ends the employer, being off a
// brand or a regimen named by its substance ends what says it, and "retrained as <agent noun>" is the role now.
// Through the assistant that `mnemo ask` runs, on a real SQLite file with no model. The sentences are written here,
// for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-06T12:00:00Z');
const h = offlineAssistant('round27a', now);
const { profileOf, ask, hasTriple, seedField, seed, stored, trap } = h;

describe('the past progressive and other past states', () => {
  test('"I was working for X" is a past employer; the current one stays', async () => {
    await seedField('p1', 'employer', 'Vantor Labs');
    await ask('p1', 'I was working for Quillon Systems when my daughter was born');
    await hasTriple('p1', /^user · worked_at · Quillon Systems$/);
    assert.equal((await profileOf('p1'))['employer'], 'Vantor Labs');
  });

  test('a fronted time and a past progressive of teaching: a past role', async () => {
    await seedField('p2', 'role', 'copywriter');
    await ask('p2', 'Until 2021 I was teaching geography at a comprehensive');
    await hasTriple('p2', /^user · worked_as · geography teacher$/);
    assert.equal((await profileOf('p2'))['role'], 'copywriter');
  });

  test('"we were living in X" is a past home', async () => {
    await seedField('p3', 'location', 'Tallaght');
    await ask('p3', 'we were living in Limerick back then');
    await hasTriple('p3', /^user · lived_in · Limerick$/);
    assert.equal((await profileOf('p3'))['location'], 'Tallaght');
  });

  test('a past progressive of a passing doing stores no past job', async () => {
    await ask('p4', 'I was working on the shed all afternoon');
    assert.ok(!(await stored('p4')).some((r) => r.triple?.predicate === 'worked_at' || r.triple?.predicate === 'worked_as'));
  });

  test('years spent at an organisation or a part of life in a place', async () => {
    await seedField('p5', 'employer', 'Ordwell');
    await ask('p5', 'before Ordwell I spent six years at Maristow Insurance');
    await hasTriple('p5', /^user · worked_at · Maristow Insurance$/);
    await ask('p6', 'I spent most of my thirties in Valparaíso');
    await hasTriple('p6', /^user · lived_in · Valparaíso$/);
  });

  test('a week spent somewhere is a visit, no past home', async () => {
    await ask('p7', 'I spent a week in Dubrovnik');
    assert.ok(!(await stored('p7')).some((r) => r.triple?.predicate === 'lived_in'));
  });

  test('"used to" with a verb of an occupation: a past role', async () => {
    await ask('p8', 'I used to teach secondary physics');
    await hasTriple('p8', /^user · worked_as · secondary physics teacher$/);
  });
});

describe('introductions by their shape', () => {
  test('"it\'s X again" after a greeting, typed in lower case', async () => {
    await ask('n1', "hiya it's radovan again");
    assert.equal((await profileOf('n1'))['name'], 'Radovan');
  });

  test('"it\'s me, X" and "X again" after a greeting', async () => {
    await ask('n2', "hey, it's me, Ottoline");
    assert.equal((await profileOf('n2'))['name'], 'Ottoline');
    await ask('n3', 'morning all, Tamsin again 🙂 quick one about pensions');
    assert.equal((await profileOf('n3'))['name'], 'Tamsin');
  });

  test('"X from Y here" and "X\'s the name"', async () => {
    await ask('n4', 'hello, Ebba from the Malmö office here');
    assert.equal((await profileOf('n4'))['name'], 'Ebba');
    await ask('n5', "Caspar's the name");
    assert.equal((await profileOf('n5'))['name'], 'Caspar');
  });

  test('a hyphenated given name the lexicon lacks', async () => {
    await ask('n6', 'good evening, this is Min-jun');
    assert.equal((await profileOf('n6'))['name'], 'Min-jun');
  });

  test('weather, a day or "it\'s me again" after a greeting names no one', async () => {
    await trap('n7', "hi, it's pouring here today");
    await trap('n8', "hey, it's Saturday again");
    await trap('n9', "hello it's me again");
  });
});

describe('ceased doings and states as the new state', () => {
  test('a negated doing of an occupation ends the role its agent noun names', async () => {
    await seedField('c1', 'role', 'music teacher');
    await ask('c1', "I'm not teaching any more, I retired in the spring");
    assert.equal((await profileOf('c1'))['role'], undefined);
  });

  test('a negated doing with another object leaves a different role', async () => {
    await seedField('c2', 'role', 'music teacher');
    await ask('c2', "I don't teach swimming anymore");
    assert.equal((await profileOf('c2'))['role'], 'music teacher');
  });

  test('"don\'t work there any more" ends the employer', async () => {
    await ask('c3', 'I work at Brackenfield Dairy');
    await ask('c3', "don't work there anymore, left last week");
    assert.equal((await profileOf('c3'))['employer'], undefined);
  });

  test('off a medicine by its brand for good ends the fact that says it', async () => {
    await seed('c4', 'The user takes Wegovy weekly.', { subject: 'user', predicate: 'takes_medication', object: 'Wegovy' });
    await ask('c4', "I'm off Wegovy now");
    assert.ok(!(await stored('c4')).some((r) => r.triple?.predicate === 'takes_medication'));
  });

  test('off a regimen named by its substance since a time', async () => {
    await seed('c5', 'The user uses nicotine patches.', { subject: 'user', predicate: 'uses', object: 'nicotine patches' });
    await ask('c5', 'been off the nicotine patches since june');
    assert.ok(!(await stored('c5')).some((r) => r.triple?.predicate === 'uses'));
  });

  test('retrained as any agent noun: the role now', async () => {
    await seedField('c6', 'role', 'bank clerk');
    await ask('c6', "I'm not a bank clerk any more, retrained as a saddler last year");
    assert.equal((await profileOf('c6'))['role'], 'saddler');
  });
});
