// Issue 23, offline, twelfth pass (importance of who the user is): a pronoun set said with "pronouns" or a polite
// word is the user's pronouns, also beside another clause ("I'm genderqueer — xe/xem please"); a state of health said
// as a bare fragment ending in a word of health is kept high; "blind drunk" is no state of health. Through
// extraction jobs and the assistant that `mnemo ask` runs, on a real SQLite file with no model. The sentences are
// written here, for these tests; none comes from the corpus.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round12i', now);
const { profileOf, current, say, ask } = h;

describe('who the user is, said as a fragment', () => {
  test('"he/him pronouns pls" sets the pronouns (extraction job)', async () => {
    await say('i1', 'he/him pronouns pls');
    assert.equal((await profileOf('i1'))['pronouns'], 'he/him');
  });

  test('a pronoun set beside an identity (assistant)', async () => {
    await ask('i2', "I'm genderqueer — they/them only");
    assert.equal((await profileOf('i2'))['pronouns'], 'they/them');
  });

  test('"my partner uses she/her pronouns" sets no pronouns of the user', async () => {
    await say('i3', 'my partner uses she/her pronouns');
    assert.equal((await profileOf('i3'))['pronouns'], undefined);
  });

  test('a bare "registered deaf" is kept', async () => {
    await say('i4', 'registered deaf, so captions on please');
    assert.ok(
      (await current('i4')).some((c) => /deaf/i.test(c)),
      (await current('i4')).join(' | '),
    );
  });

  test('a habit said with a meal is kept: "for lunch I normally have …"', async () => {
    await say('i6', 'for lunch I normally eat lentil soup and rye bread');
    assert.ok(
      (await current('i6')).some((c) => /lentil/i.test(c)),
      (await current('i6')).join(' | '),
    );
  });

  test('"blind drunk" is no state of health: nothing is kept', async () => {
    await say('i5', 'blind drunk at the staff party lol');
    assert.ok(!(await current('i5')).some((c) => /blind/i.test(c)), (await current('i5')).join(' | '));
  });
});
