/**
 * Recall, fourteenth round of issue 24: the soft word-to-word match (`read/retrieve/word-match.ts`, score part `words`)
 * is cheaper (each memory's words are read once per text) but stays an option, off by default: on the merged round
 * it still cost more than 10 % of recall p95 at 10k memories (docs/benchmarks.md). Turned on (`blend.words: 0.15`), a
 * paraphrase that shares no content word with its memory ("which relative of mine is in ireland" → "The user's aunt
 * Rosalind lives in Galway.") is found through the library and HTTP, and the part shows in the breakdown; a memory
 * replaced since (a superseded value) is never recalled by it, and `blend.words: 0` (the default) turns it off.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { recallOverHttp, seededRecall } from './support/recall-engine.js';

const U = { userId: 'bo' };
const ON = { blend: { words: 0.15 } };
const MEMORIES = {
  scull: 'The user rows a single scull on the Thames at dawn.',
  quilt: 'The user sews patchwork quilts for the local hospice.',
  aunt: "The user's aunt Rosalind lives in Galway.",
  flat: 'The user rents a two-bedroom flat above a bakery.',
  tooth: 'The user had a tooth pulled in March.',
  choir: 'The user sings bass in a male voice choir.',
  oat: 'The user buys oat milk every week.',
  wheel: 'The user throws pots on a wheel at an evening class.',
} as const;

describe('the words part, turned on (library)', () => {
  const s = seededRecall('round14', U, { embedder: 'local', recall: ON }, async (add) => {
    for (const [name, content] of Object.entries(MEMORIES)) await add(name, content);
  });
  const ids = s.ids;

  test('a place by its country and a person by a class word: "which relative of mine is in ireland"', async () => {
    const got = await s.mnemo.recall(U, 'which relative of mine is in ireland', { k: 3 });
    const hit = got.find((r) => r.memory.id === ids.aunt);
    assert.ok(hit, 'the aunt in Galway is recalled with the part on');
    assert.ok(hit.scores.words > 0, 'the part shows in the breakdown');
  });

  test('a range of the voice for the part sung: "what vocal range have i got"', async () => {
    const got = await s.mnemo.recall(U, 'what vocal range have i got', { k: 3 });
    const hit = got.find((r) => r.memory.id === ids.choir);
    assert.ok(hit);
    assert.ok(hit.scores.words > 0);
  });

  test('the same question asked twice reads the same (the memory words read once are the same words)', async () => {
    const a = await s.mnemo.recall(U, 'which relative of mine is in ireland', { k: 5 });
    const b = await s.mnemo.recall(U, 'which relative of mine is in ireland', { k: 5 });
    assert.deepEqual(
      b.map((r) => [r.memory.id, r.scores.words]),
      a.map((r) => [r.memory.id, r.scores.words]),
    );
  });

  test("a time expression's words are the time part's: a month does not read close to another month's memory", async () => {
    const anniversary = await s.mnemo.remember(U, { content: "The user's wedding anniversary falls in July." }, { consolidate: false });
    const got = await s.mnemo.recall(U, 'where did i go away in early june', { k: 10, includeInvalid: true });
    const lure = got.find((r) => r.memory.id === anniversary.id);
    assert.equal(lure?.scores.words ?? 0, 0);
    await s.mnemo.forget(U, anniversary.id);
  });

  test('off by config: blend.words 0 shows no words part', async () => {
    const got = await s.mnemo.recall(U, 'which relative of mine is in ireland', { k: 5, config: { blend: { words: 0 } } });
    assert.ok(got.every((r) => r.scores.words === 0));
  });

  test('a replaced memory is not recalled by its words; its successor is, and the old one only when asked for', async () => {
    const old = await s.mnemo.remember(U, { content: "The user's uncle Declan lives in Cork." }, { consolidate: false });
    await s.mnemo.recall(U, 'which relative of mine is in ireland', { k: 10 });
    const replaced = await s.mnemo.update(U, old.id, "The user's uncle Declan moved to Lyon.");
    const got = await s.mnemo.recall(U, 'which relative of mine is in ireland', { k: 10 });
    assert.ok(!got.some((r) => r.memory.id === old.id), 'the superseded value stays out');
    assert.ok(replaced.current.id !== old.id);
    const all = await s.mnemo.recall(U, 'which relative of mine is in ireland', { k: 10, includeInvalid: true });
    assert.ok(
      all.some((r) => r.memory.id === old.id),
      'includeInvalid still reaches it',
    );
  });
});

describe("HTTP: the words part in /v1/recall, turned on in the server's configuration", () => {
  const http = recallOverHttp(ON);

  test('a paraphrase shows the part for the memory its words read close to', async () => {
    const memories = [MEMORIES.aunt, MEMORIES.flat, MEMORIES.oat, MEMORIES.tooth].map((content) => [content, 0.7] as const);
    await http.assertPartShown('bo', memories, 'which relative of mine is in ireland', 'Galway', 'words');
  });
});
