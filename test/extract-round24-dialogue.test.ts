// Issue 23, round 24 (branch x24c): a later turn that undoes an earlier one, read against the turn before.
// - an object pronoun ("it", "them") of any verb, with its particles ("took me off it", "gave it up"), is the one thing
//   the user's turn before was about, when exactly one thing fits in number and no person is meant;
// - a negated verb of feeling with a word of ending ("can't bear it anymore", "don't enjoy X any more") is the liking
//   ended, not a doing stopped; what is liked ends before a word of time or a reason ("since the move").
// Traps: a command ("bin it"), a verb of mind ("I'll think about it"), a list before the pronoun, a number that does not
// agree, a pronoun in a question. Through the assistant behind `mnemo ask`, several turns on one SQLite file, no model;
// every sentence is new (none is in a corpus file).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round24-dialogue', new Date('2026-12-06T12:00:00Z'));
const low = async (userId: string) => h.lowTriples(userId);
const holdsTriple = async (userId: string, pattern: RegExp) => (await low(userId)).some((t) => pattern.test(t));

describe('an object pronoun is the thing of the turn before', () => {
  test('a medicine someone took the user off', async () => {
    await h.ask('p1', "I'm on lisinopril for my blood pressure");
    assert.ok(await holdsTriple('p1', /lisinopril/));
    await h.ask('p1', 'the cardiologist took me off it in october');
    assert.equal(await holdsTriple('p1', /user · takes_medication · lisinopril/), false, (await low('p1')).join('; '));
    await h.holds('p1', 'lisinopril');
  });

  test('an instrument given up, the particle after the pronoun', async () => {
    await h.ask('p2', 'i play the bassoon in a wind band');
    await h.ask('p2', 'well, used to. gave it up in the spring');
    assert.equal(await holdsTriple('p2', /user · plays · .*bassoon/), false, (await low('p2')).join('; '));
  });

  test('a liking that turned, said with a reason after the pronoun', async () => {
    await h.ask('p3', 'I love marmite');
    await h.ask('p3', "honestly can't bear it anymore since the pregnancy");
    assert.equal(await holdsTriple('p3', /user · likes · marmite/), false, (await low('p3')).join('; '));
    await h.holds('p3', 'marmite');
    const profile = await h.profileOf('p3');
    assert.ok(!Object.keys(profile).some((k) => /pregnancy/.test(k)), JSON.stringify(profile));
  });
});

describe('a negated feeling with a word of ending ends the liking', () => {
  test('"don\'t enjoy X any more" after a liking of X', async () => {
    await h.ask('n1', 'I really like cricket');
    await h.ask('n1', "I don't enjoy cricket any more");
    assert.equal(await holdsTriple('n1', /user · likes · cricket/), false, (await low('n1')).join('; '));
  });

  test('"i cant stomach X these days" keeps X as the thing, not the days', async () => {
    await h.ask('n2', 'i cant stomach oysters these days');
    const profile = await h.profileOf('n2');
    assert.ok(!('preference.days' in profile), JSON.stringify(profile));
    await h.holds('n2', 'oyster');
  });
});

describe('a standing request of how the output should be: keep/make <things> <adjective>', () => {
  test('"the" before a plural of the output is still a standing request', async () => {
    await h.ask('r1', 'keep the explanations simple, im new to this stuff');
    await h.holds('r1', 'simple', 'explanation');
  });

  test('trap: a thing that is not the output is no taste', async () => {
    await h.trap('r2', 'keep the dogs inside tonight');
  });
});

describe('traps: the turn after changes nothing', () => {
  test('a command with "it" forgets or ends nothing it does not name', async () => {
    await h.ask('t1', 'I have a sourdough starter');
    await h.ask('t1', 'what temperature should I keep it at?');
    await h.holds('t1', 'sourdough');
  });

  test('a verb of mind takes no thing', async () => {
    await h.ask('t2', 'I ride a vespa to work');
    await h.ask('t2', "I'll think about it and let you know");
    await h.holds('t2', 'vespa');
  });

  test('a pronoun after a list is not sure: every item stays', async () => {
    await h.ask('t3', 'we keep goats, geese and a pony');
    await h.ask('t3', 'sold it last week');
    await h.holds('t3', 'pony');
    await h.holds('t3', 'goat');
  });

  test('"them" does not stand for one thing', async () => {
    await h.ask('t4', 'I drive a campervan');
    await h.ask('t4', 'sold them all in the end');
    await h.holds('t4', 'campervan');
  });
});
