// Issue 23, offline, sixteenth pass (change of state: correction, negation/cessation, tense). A correction is read as
// one pair — the value after the turn's one "not" and the value said on the other side — in any shape (a dropped
// subject, an emoji or an aside after it, a cessation that names its successor, a count), and tied to what is stored:
// the one field holding the old value, else the one memory holding it; a guess, someone else's value or a sentence
// naming someone else changes nothing. Through the assistant behind `mnemo ask`, on a real SQLite file with no model.
// Every sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round16c', now);
const { profileOf, ask } = h;
const triples = async (userId: string) => (await h.triples(userId)).map((t) => t.toLowerCase());
const contents = async (userId: string) => (await h.stored(userId)).map((r) => r.content.toLowerCase());

describe('a correction in any shape is tied to the value stored', () => {
  test('a dropped-subject statement of upbringing, "Raised in X, not Y", corrects the hometown that holds Y', async () => {
    await h.seedField('c1', 'hometown', 'Falkirk');
    await ask('c1', 'Raised in Stirling, not Falkirk. Falkirk is just where my school was.');
    assert.equal((await profileOf('c1'))['hometown'], 'Stirling');
  });

  test('an emoji and an aside after "not Y" do not hide the correction', async () => {
    await h.seedField('c2', 'nationality', 'Slovenian');
    await ask('c2', "Slovak, not Slovenian 😅 (you'd be amazed how often)");
    assert.equal((await profileOf('c2'))['nationality'], 'Slovak');
  });

  test('a cessation that names its successor ("not really Y any more, X tbh") replaces the field', async () => {
    await h.seedField('c3', 'diet', 'vegan');
    await ask('c3', "i've started on eggs again so i'm not really vegan anymore, vegetarian tbh");
    assert.equal((await profileOf('c3'))['diet'], 'vegetarian');
  });

  test('a count corrected ("it\'s four hens, not five") revises the one memory that holds the old count', async () => {
    await h.seed('c4', 'The user keeps five hens.', { subject: 'user', predicate: 'has_pet', object: 'five hens' });
    await ask('c4', 'sorry its four hens, not five');
    const c = await contents('c4');
    assert.ok(
      c.some((x) => /four hens/.test(x)),
      c.join(' | '),
    );
    assert.ok(!c.some((x) => /five hens/.test(x)), c.join(' | '));
  });

  test('an old value no field or memory holds changes nothing', async () => {
    await h.seedField('c5', 'hometown', 'Falkirk');
    await ask('c5', 'Raised in Stirling, not Perth. Perth is where my gran lived.');
    assert.equal((await profileOf('c5'))['hometown'], 'Falkirk');
  });

  test("a sentence that names someone else corrects nothing of the user's", async () => {
    await h.seedField('c6', 'nationality', 'Slovenian');
    await ask('c6', 'Slovak, not Slovenian - my husband I mean');
    assert.equal((await profileOf('c6'))['nationality'], 'Slovenian');
    const t = await triples('c6');
    assert.ok(!t.includes('user · nationality · slovak'), t.join('; '));
  });
});
