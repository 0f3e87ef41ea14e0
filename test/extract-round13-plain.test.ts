// Issue 23, offline, thirteenth pass: plain statements about the user that no reader makes a field of are
// still kept, in the user's own words, with no triple guessed and no profile edit — "I'm a thatcher", "been a
// luthier since 2012", "me gran …", "my nephews, Kofi and Ama, …", "no gifs in answers please". A moment, a
// hedge, a modal, a negation, a question or a frame of play keeps nothing. Through extraction jobs on a real
// SQLite file with no model. The sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round13plain', now);
const { profileOf, say, stored, contents, holds } = h;

describe('what the user says they are is kept in their words', () => {
  test('"I am a <noun>" with a noun no role table knows: a fact, no triple, no profile edit', async () => {
    await say('p1', "i'm a thatcher by trade");
    await holds('p1', 'thatcher');
    const r = (await stored('p1')).find((x) => x.content.toLowerCase().includes('thatcher'));
    assert.equal(r?.triple ?? null, null);
    assert.equal((await profileOf('p1'))['role'], undefined);
  });

  test('a dropped "I" before "been a …": the user is one since then', async () => {
    await say('p2', 'been a luthier since 2012');
    await holds('p2', 'luthier');
    assert.equal((await profileOf('p2'))['role'], undefined);
  });

  test('a moment, a hedge, a modal, a question and a role-play keep nothing', async () => {
    for (const t of [
      "i'm a wreck this morning",
      'I might be a natural at chess',
      'maybe I am a perfectionist',
      'am i a hoarder?',
      "pretend you're a chef and I'm a food critic",
    ])
      await say('p3', t);
    assert.deepEqual(await contents('p3'), []);
  });
});

describe('people of the user said in chat register', () => {
  test('"me <relation>" at a clause start is "my": a fact about that person', async () => {
    await say('p4', 'me gran still plays bowls every thursday');
    await holds('p4', 'bowls');
    assert.equal((await profileOf('p4'))['name'], undefined);
  });

  test('an apposition naming several people: "my nephews, Kofi and Ama, …"', async () => {
    await say('p5', 'My nieces, Kofi and Ama, both sing in the cathedral choir.');
    await holds('p5', 'kofi');
    await holds('p5', 'ama');
  });
});

describe('a refusal with where it applies', () => {
  test('"no gifs in answers please": a preference, its reason no memory of its own', async () => {
    await say('p6', 'no gifs in answers please');
    await holds('p6', 'gifs in answers');
  });
});

describe('an upbringing told in the past is a lasting fact', () => {
  test('"grew up in a lighthouse", with or without its "I": a fact, not an episode; a supposition keeps nothing', async () => {
    await say('p7', 'grew up in a lighthouse, believe it or not');
    await say('p7', 'I was brought up by my aunties');
    const facts = (await stored('p7')).filter((r) => r.kind === 'fact').map((r) => r.content.toLowerCase());
    assert.ok(
      facts.some((c) => c.includes('lighthouse')),
      facts.join('; '),
    );
    assert.ok(
      facts.some((c) => c.includes('aunties')),
      facts.join('; '),
    );
    await say('p8', "if i'd grown up by the sea i'd surf");
    assert.deepEqual(await contents('p8'), []);
  });
});

describe('a rule labelled by a colon', () => {
  test('"our landlord\'s rule: no bikes in the hallway" is kept; no profile field changes', async () => {
    await say('p9', "our landlord's rule: no bikes in the hallway");
    await holds('p9', 'bikes in the hallway');
    assert.deepEqual(await profileOf('p9'), {});
  });
});

describe('a rule or field of someone of the user’s, said with a possessive', () => {
  test('its predicate is plain word characters: no apostrophe, no "_\'s"', async () => {
    await say('p9', "Our head chef's motto: mise en place before anything");
    const predicates = (await stored('p9')).flatMap((r) => (r.triple ? [r.triple.predicate] : []));
    assert.ok(predicates.length > 0, 'the rule is kept with a triple');
    for (const p of predicates) assert.match(p, /^[\p{L}\p{N}_.]+$/u, p);
  });
});
