// Issue 23, offline, twelfth pass (negation, tense, correction, forget, dialogue): states that end said without
// "I" or by an event, a completed course against a finished book, a forget whose topic is pointed at ("the bit
// about", "from your records") or named in the singular over two values, a correction of part of a known value,
// a slip ("I wrote X but meant Y"), and a first day said without "is". Through extraction jobs (sessions.append +
// the job worker) and the assistant behind `mnemo ask`, on a real SQLite file with no model. Every sentence is
// written here, for these tests; none comes from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round12c', now);
const { profileOf, current, say, ask, lowTriples: triples } = h;

describe('a state that ends, said without "I" or by an event', () => {
  test('"packed in the roll-ups back in june" ends the stored habit (extraction job)', async () => {
    await h.seed('e1', 'The user smokes roll-ups.', { subject: 'user', predicate: 'smokes', object: 'roll-ups' });
    await say('e1', 'packed in the roll-ups back in june, feel loads better');
    assert.ok(!(await triples('e1')).includes('user · smokes · roll-ups'));
    assert.ok((await current('e1')).some((c) => /packed in the roll-ups/i.test(c)));
  });

  test('a course of medicine finished ends it (assistant)', async () => {
    await h.seed('e2', 'The user takes amoxicillin.', { subject: 'user', predicate: 'takes_medication', object: 'amoxicillin' });
    await ask('e2', 'finished the amoxicillin course yesterday');
    assert.ok(!(await triples('e2')).includes('user · takes_medication · amoxicillin'));
  });

  test('a book finished ends nothing (extraction job)', async () => {
    await h.seed('e3', 'The user plays chess.', { subject: 'user', predicate: 'plays', object: 'chess' });
    await say('e3', 'finished the chess book last night');
    assert.ok((await triples('e3')).includes('user · plays · chess'));
  });

  test('a pet that died is a fact that ends the pet (extraction job)', async () => {
    await h.seed('e4', 'The user has a tabby called Marmalade.', { subject: 'user', predicate: 'has_pet', object: 'tabby called Marmalade' });
    await say('e4', 'marmalade died on tuesday, gutted');
    assert.ok(!(await triples('e4')).some((t) => t.includes('has_pet')));
    assert.ok((await h.stored('e4')).some((r) => r.kind === 'fact' && /marmalade died/i.test(r.content)));
  });

  test('"cancelled my X subscription" ends the stored subscription (extraction job)', async () => {
    await h.seed('e5', 'The user has a Spotify subscription.', { subject: 'user', predicate: 'uses', object: 'Spotify subscription' });
    await say('e5', 'cancelled my spotify subscription last week, never used it');
    assert.ok(!(await triples('e5')).some((t) => t.includes('spotify')));
  });

  test('a pet "put to sleep" ends the pet; "my phone died" is no death (extraction job)', async () => {
    await h.seed('e7', 'The user has a rabbit called Clover.', { subject: 'user', predicate: 'has_pet', object: 'rabbit called Clover' });
    await say('e7', 'our old rabbit clover was put to sleep on monday');
    assert.ok(!(await triples('e7')).some((t) => t.includes('has_pet')));
    await h.seed('e8', 'The user uses a Pixel phone.', { subject: 'user', predicate: 'uses', object: 'Pixel phone' });
    await say('e8', 'my phone died halfway through the call');
    assert.ok((await triples('e8')).includes('user · uses · pixel phone'));
  });

  test('"never owned X" without "I" keeps its "never" (extraction job)', async () => {
    await say('e9', 'never owned a telly and never will, the radio does me');
    assert.ok((await current('e9')).some((c) => /never owned a telly/i.test(c)));
  });

  test('chatter of the day said without "I" stays chatter (extraction job)', async () => {
    await say('e6', 'knocked my tea over the keyboard again lol');
    assert.deepEqual(await current('e6'), []);
  });
});

describe('a forget request points at what it means', () => {
  test('"the bit about my brother\'s surgery" forgets that, not where he lives (extraction job)', async () => {
    await h.seed('f1', "The user's brother had surgery on his hip.");
    await h.seed('f1', "The user's brother lives in Galway.", { subject: 'brother', predicate: 'location', object: 'Galway' });
    await say('f1', "can you remove the bit about my brother's surgery");
    const left = await current('f1');
    assert.ok(!left.some((c) => /surgery/i.test(c)));
    assert.ok(left.some((c) => /galway/i.test(c)));
  });

  test('"scrub my birthday from your records" unsets the birthday (assistant)', async () => {
    await h.seedField('f2', 'birthday', '2 February');
    await ask('f2', 'scrub my birthday from your records pls');
    assert.equal((await profileOf('f2'))['birthday'], undefined);
  });

  test('"my allergy" over two allergies forgets neither (extraction job)', async () => {
    await h.seed('f3', 'The user is allergic to latex.', { subject: 'user', predicate: 'allergic_to', object: 'latex' });
    await h.seed('f3', 'The user is allergic to penicillin.', { subject: 'user', predicate: 'allergic_to', object: 'penicillin' });
    await say('f3', 'forget my allergy');
    const t = await triples('f3');
    assert.ok(t.includes('user · allergic_to · latex') && t.includes('user · allergic_to · penicillin'));
  });
});

describe('a correction without its statement', () => {
  test('"X*, not Y" naming the wrong part of the employer (extraction job)', async () => {
    await h.seedField('c1', 'employer', 'Harlow Brewing Co');
    await say('c1', 'Harlow Cider Co*, not Brewing');
    assert.equal((await profileOf('c1'))['employer'], 'Harlow Cider Co');
  });

  test('"i wrote X but meant Y" revises the stored value (extraction job)', async () => {
    await h.seed('c2', 'The user is allergic to hazelnuts.', { subject: 'user', predicate: 'allergic_to', object: 'hazelnuts' });
    await say('c2', 'i wrote hazelnuts but meant macadamias, hazelnuts are fine');
    const t = await triples('c2');
    assert.ok(t.some((x) => x.startsWith('user · allergic_to · macadamia')));
    assert.ok(!t.includes('user · allergic_to · hazelnuts'));
  });

  test('"X, not Y, oops" after a relative\'s job corrects theirs, never the user\'s role (extraction job)', async () => {
    await say('c4', 'my sister is a paralegal at Vance & Ode');
    await say('c4', 'solicitor, not paralegal, oops - she would be livid');
    const t = await triples('c4');
    assert.ok(t.some((x) => x.startsWith('sister') && x.includes('solicitor')));
    assert.ok(!t.some((x) => x.includes('paralegal')));
    assert.equal((await profileOf('c4'))['role'], undefined);
  });

  test('a field said with "nowadays" keeps only its value (assistant)', async () => {
    await h.seedField('c3', 'timezone', 'UTC');
    await ask('c3', 'my time zone is IST nowadays');
    assert.equal((await profileOf('c3'))['timezone'], 'IST');
  });
});

describe('a later turn changes or corrects the job', () => {
  test('"first day at X today!" without "is" is the new employer; tomorrow is not yet (extraction job)', async () => {
    await say('d1', 'I work at Quarry Lane Studio');
    await say('d1', 'first day at Tamsin Labs tomorrow, bit nervous');
    assert.equal((await profileOf('d1'))['employer'], 'Quarry Lane Studio');
    await say('d1', 'first day at Bellweather & Rook today!');
    assert.equal((await profileOf('d1'))['employer'], 'Bellweather & Rook');
  });

  test('the employer said in full after a cue (extraction job)', async () => {
    await say('d3', 'I work at Tolland & Pryce');
    await say('d3', 'sorry, Tolland, Pryce & Webb. I keep dropping the last one');
    assert.equal((await profileOf('d3'))['employer'], 'Tolland, Pryce & Webb');
  });

  test('"oops, meant X" after the employer (extraction job)', async () => {
    await say('d2', 'I work at Penhallow Surveys');
    await say('d2', 'oops, meant Penrose Surveys');
    assert.equal((await profileOf('d2'))['employer'], 'Penrose Surveys');
  });
});
