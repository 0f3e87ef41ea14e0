// Issue 23, round 20 (branch x20a): turns read against the turn before, relatives and companions.
// - a bare value of the field the user's turn before set or asked about ("well, a <role> really", "it's <Place>, fyi");
//   "there" pointing back at the place of the turn before;
// - a coordinated clause inherits a relative's or a named person's subject ("my stepdad is 64 and has a … allergy");
// - someone the user shares a lasting activity with is tied to the user (joint subject, habitual "with", at work);
// - animals kept or owned are pets, by the noun groups of the attribute lexicon.
// Traps: a one-off meeting, a negated habit, a value beside other words, a question about what the user should do.
// Through the assistant behind `mnemo ask`, several turns on one SQLite file with no model; every sentence is new.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round20-dialogue', new Date('2026-12-05T12:00:00Z'));
const field = async (userId: string, key: string) => (await h.profileOf(userId))[key];
const has = async (userId: string, triple: string) => (await h.triples(userId)).some((t) => t.toLowerCase() === triple.toLowerCase());
const mentions = async (userId: string, word: string) => (await h.triples(userId)).some((t) => t.toLowerCase().includes(word.toLowerCase()));

describe('a bare value read against the turn before', () => {
  test('a refinement of the role just said', async () => {
    await h.ask('d1', "i'm a plumber");
    await h.ask('d1', 'well, a gas engineer really');
    assert.equal(await field('d1', 'role'), 'gas engineer');
  });

  test('the answer to the user’s own question about where they live', async () => {
    await h.ask('d2', 'what city do I live in again?');
    await h.ask('d2', "it's Dunedin, fyi");
    assert.equal(await field('d2', 'location'), 'Dunedin');
  });

  test('"there" is the place of the turn before', async () => {
    await h.ask('d3', 'would I need a new visa if I moved to Halifax?');
    await h.ask('d3', 'funny you ask, I actually did move there last month');
    assert.equal(await field('d3', 'location'), 'Halifax');
  });

  test('trap: a place beside other words changes nothing', async () => {
    await h.ask('d4', 'I live in Nantes');
    await h.ask('d4', 'Rennes is prettier though');
    assert.equal(await field('d4', 'location'), 'Nantes');
  });

  test('trap: a likely answer to a question about what to do sets nothing', async () => {
    await h.ask('d5', 'should I take the job at Orbitline?');
    await h.ask('d5', 'Orbitline, probably');
    assert.equal(await field('d5', 'employer'), undefined);
  });

  test('trap: a confirmation changes nothing', async () => {
    await h.ask('d6', 'my manager is Ottoline');
    await h.ask('d6', 'yes that is correct');
    assert.equal(await field('d6', 'manager'), 'Ottoline');
  });
});

describe('a coordinated clause keeps its subject', () => {
  test("a relative's second predicate is theirs", async () => {
    await h.ask('f1', 'my stepdad is 64 and has a shellfish allergy');
    assert.ok(await has('f1', 'stepdad · allergic_to · shellfish'));
    assert.equal(await has('f1', 'user · allergic_to · shellfish'), false);
  });

  test("a named relative's second verb is theirs", async () => {
    await h.ask('f2', 'my niece Oona plays the harp and speaks Irish');
    assert.ok(await has('f2', 'niece · speaks · Irish'));
    assert.equal(await has('f2', 'user · speaks · Irish'), false);
  });

  test('the user\'s own "and have a … allergy" is no question', async () => {
    await h.ask('f3', "I'm 52 and have a latex allergy");
    assert.ok(await has('f3', 'user · allergic_to · latex'));
  });

  test('animals kept are pets', async () => {
    await h.ask('f4', 'I keep two geckos and a cockatiel');
    assert.ok(await mentions('f4', 'has_pet · two geckos'));
    assert.ok(await mentions('f4', 'has_pet · cockatiel'));
  });
});

describe('companions tied to the user', () => {
  test('a joint subject with any verb', async () => {
    await h.ask('r1', 'Saoirse and I swim at the lido most mornings');
    assert.ok(await has('r1', 'user · friend · Saoirse'));
  });

  test('a habit "with" someone', async () => {
    await h.ask('r2', 'I do pottery with Bongani on wednesdays');
    assert.ok(await has('r2', 'user · friend · Bongani'));
  });

  test('someone beside the user at work', async () => {
    await h.ask('r3', 'Ifeoma sits opposite me in the office');
    assert.ok(await has('r3', 'user · works_with · Ifeoma'));
  });

  test('"both X and Y report to me"', async () => {
    await h.ask('r4', 'Both Casimir and Wanjiru report to me now');
    assert.ok(await has('r4', 'user · manages · Casimir'));
    assert.ok(await has('r4', 'user · manages · Wanjiru'));
  });

  test('trap: a one-off meeting ties no one', async () => {
    await h.ask('r5', 'I had coffee with Leopold yesterday');
    assert.equal(await mentions('r5', 'Leopold'), false);
  });

  test('trap: a habit said to be over ties no one', async () => {
    await h.ask('r6', "I don't go climbing with Anselm every week anymore");
    assert.equal(await has('r6', 'user · friend · Anselm'), false);
  });
});
