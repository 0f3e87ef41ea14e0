// Issue 23, offline: the sentence kinds the rules read, through an extraction job (sessions.append +
// the job worker: rules, guards, consolidation) on a real SQLite file with the local embedder and no
// model. The sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { extractFromText } from '../src/write/extract/index.js';

let dir: string;
let m: Mnemo;
const at = new Date('2026-06-15T12:00:00Z');
const profileOf = async (userId: string) => Object.fromEntries((await m.profile({ userId })).map((p) => [p.key, p.value]));
const say = async (userId: string, text: string) => {
  const s = await m.sessions.open({ userId });
  await m.sessions.append({ userId }, s.id, [{ role: 'user', content: text, at }]);
  await m.flush({ scope: { userId } });
  return m.list({ userId }, { limit: 1000 });
};
const triples = (records: Awaited<ReturnType<typeof say>>, predicate: string) =>
  records
    .filter((r) => r.triple?.predicate === predicate)
    .map((r) => r.triple?.object ?? '')
    .sort();

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-kinds-'));
  m = await createMnemo({ db: join(dir, 'k.db'), llm: null, now: () => at, writePath: { background: false } });
});
after(async () => {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('what people say, offline (issue 23)', () => {
  test('a list keeps every item, one relation fact each; allergies are kept high', async () => {
    const all = await say('list', "I'm allergic to mustard, kiwi and ibuprofen");
    assert.deepEqual(triples(all, 'allergic_to'), ['ibuprofen', 'kiwi', 'mustard']);
    assert.ok(all.filter((r) => r.triple?.predicate === 'allergic_to').every((r) => r.importance >= 0.7));
    const spoken = await say('list', 'I speak Dutch, a little Greek and some Swahili');
    assert.deepEqual(triples(spoken, 'speaks'), ['Dutch', 'Greek', 'Swahili']);
    assert.equal((await profileOf('list')).language, undefined, 'languages spoken are not the reply language');
  });

  test('"I\'m X" is a name only when X can be one: adjectives, nationalities, diets and conditions are not', async () => {
    for (const said of ['im vegetarian', "I'm Peruvian", "I'm Blind, so describe images please", 'i am diabetic']) {
      assert.equal(
        extractFromText(said).candidates.find((c) => c.profile?.key === 'name'),
        undefined,
        said,
      );
    }
    for (const name of ['Fred', 'Clive', 'Val'])
      assert.equal(extractFromText(`Hi, I'm ${name}`).candidates.find((c) => c.profile?.key === 'name')?.profile?.value, name);
    await say('names', 'im pescatarian');
    assert.deepEqual(await profileOf('names'), { diet: 'pescatarian' });
    await say('names', "I'm Tobias, nice to meet you");
    assert.equal((await profileOf('names')).name, 'Tobias');
  });

  test('a past residence or employer is its own fact and never moves the current field', async () => {
    await say('past', 'I live in Porto');
    const all = await say('past', 'I lived in Ghent from 2011 to 2015');
    assert.equal((await profileOf('past')).location, 'Porto');
    assert.deepEqual(triples(all, 'lived_in'), ['Ghent']);
    const worked = await say('past', 'I worked at Unilever for a decade');
    assert.deepEqual(triples(worked, 'worked_at'), ['Unilever']);
    assert.equal((await profileOf('past')).employer, undefined);
  });

  test("family members are their own subjects and set none of the user's fields", async () => {
    const all = await say('family', "My sister's name is Ilse and my son is allergic to peanuts");
    const name = all.find((r) => r.triple?.predicate === 'name');
    assert.equal(name?.triple?.subject, 'sister');
    assert.equal(name?.triple?.object, 'Ilse');
    const allergy = all.find((r) => r.triple?.predicate === 'allergic_to');
    assert.equal(allergy?.triple?.subject, 'son');
    assert.deepEqual(await profileOf('family'), {});
  });

  test('organisation names keep their apostrophes, ampersands and dots', async () => {
    await say('org', "I work at Lloyd's of Fenwick & Sons");
    assert.match(String((await profileOf('org')).employer), /^Lloyd's/);
    await say('org2', 'I work for A.B. Holdings');
    assert.equal((await profileOf('org2')).employer, 'A.B. Holdings');
  });

  test('trivia falls below the floor; a medical device is kept high', async () => {
    const trivia = await say('weights', 'I had a bagel for breakfast');
    assert.equal(trivia.length, 0);
    const device = await say('weights', 'I wear an insulin pump');
    assert.ok(device.some((r) => /insulin pump/.test(r.content) && r.importance >= 0.7));
  });

  test('the extractor says when a turn also asks a question, and which clauses it did not understand', () => {
    const mixed = extractFromText('I work at Verbund now. What is my team called?');
    assert.equal(mixed.asks, true);
    assert.ok(mixed.candidates.some((c) => c.profile?.key === 'employer'));
    const unsure = extractFromText("I don't work on the billing side");
    assert.equal(unsure.candidates.length, 0);
    assert.equal(unsure.forget.length, 0);
    assert.deepEqual(unsure.notUnderstood.length, 1);
  });
});
