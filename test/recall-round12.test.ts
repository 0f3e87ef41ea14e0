/**
 * Recall, twelfth round of issue 24: a paraphrase that shares no content word with its memory ("what race am i
 * getting fit for" → "The user is training for a half marathon") is found by the soft word-to-word match of the
 * question's content words with each candidate's in the local word vectors (`read/retrieve/word-match.ts`), shown as
 * its own score part `words`; a word the memory says too is the keyword leg's and adds nothing there.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';

const U = { userId: 'ines' };

describe('paraphrases found word by word in the word vectors', () => {
  let dir: string;
  let mnemo: Mnemo;
  let hashed: Mnemo;
  const ids: Record<string, string> = {};
  // The part is an option (off by default: it costs ~10 % of recall p95 at 10k); these tests turn it on.
  const ON = { blend: { words: 0.15 } };
  const add = async (name: string, content: string) => {
    ids[name] = (await mnemo.remember(U, { content }, { consolidate: false })).id;
    await hashed.remember(U, { content }, { consolidate: false });
  };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round12-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null });
    hashed = await createMnemo({ db: join(dir, 'h.db'), embedder: 'hash', llm: null });
    await add('race', 'The user is training for a half marathon in October.');
    await add('shelter', 'The user volunteers at the animal shelter on Thursdays.');
    await add('sister', "The user's sister Ines runs a bakery in Porto.");
    await add('flat', "The user's flat is on the fourth floor with no lift.");
    await add('paella', 'The user cooks a big paella every Sunday for the family.');
    await add('studied', 'The user studied architecture at university in Lisbon.');
    await add('sail', 'The user is learning to sail a dinghy on the river.');
    await add('tax', "The user's accountant files the tax return each January.");
    await add('pens', 'The user collects vintage fountain pens.');
  });
  after(async () => {
    await mnemo.close();
    await hashed.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a hypernym and a phrase: "which race am i getting fit for"', async () => {
    const got = await mnemo.recall(U, 'which race am i getting fit for', { k: 3, config: ON });
    const hit = got.find((r) => r.memory.id === ids.race);
    assert.ok(hit, 'the marathon is recalled');
    assert.ok(hit.scores.words > 0, 'the part shows in the breakdown');
  });

  test('a regional wording: "what little yacht am i picking up how to handle"', async () => {
    const got = await mnemo.recall(U, 'what little yacht am i picking up how to handle', { k: 3, config: ON });
    assert.ok(got.slice(0, 3).some((r) => r.memory.id === ids.sail));
  });

  test("a word the memory says too is the keyword leg's, not counted again", async () => {
    const got = await mnemo.recall(U, 'when is my marathon', { k: 5, config: ON });
    const hit = got.find((r) => r.memory.id === ids.race);
    assert.ok(hit, 'found by its word');
    assert.ok(hit.scores.keyword > 0);
    assert.equal(hit.scores.words, 0);
  });

  test('off without word vectors: the hash embedder shows no words part', async () => {
    const got = await hashed.recall(U, 'when is my marathon', { k: 5, config: ON });
    assert.ok(got.length > 0);
    assert.ok(got.every((r) => r.scores.words === 0));
  });

  test('off by default, and by config: blend.words 0', async () => {
    for (const options of [{ k: 5 }, { k: 5, config: { blend: { words: 0 } } }]) {
      const got = await mnemo.recall(U, 'which race am i getting fit for the marathon', options);
      assert.ok(got.length > 0);
      assert.ok(got.every((r) => r.scores.words === 0));
    }
  });
});
