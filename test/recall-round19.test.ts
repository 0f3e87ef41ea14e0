/**
 * Recall, nineteenth round of issue 24: with `includeInvalid`, an old version ranks below the version that holds now
 * however recall found it (by its words, by the vector leg, by an attribute), not only when the question names the old
 * value after a word of the present, unless the question asks how things were (`read/retrieve/successors.ts`); the
 * default recall returns no old version at all. Through the library, on a real SQLite file; the past reader on its own.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { asksPast } from '../src/read/retrieve/successors.js';

const U = { userId: 'oskar' };

describe('with history on, the version that holds now ranks above the one it replaced (library)', () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round19-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null });
    const add = async (name: string, content: string) => {
      ids[name] = (await mnemo.remember(U, { content, importance: 0.7 }, { consolidate: false })).id;
    };
    await add('oldBike', 'The user rides a red Trek road bike to the office.');
    await add('oldFlat', 'The user rents a one-room flat in Västra Hamnen.');
    await add('oldCello', 'The user plays the cello in a string quartet.');
    await add('sister', "The user's sister Frida is a dentist.");
    await add('trip', 'The user went sea kayaking in the archipelago last August.');
    await new Promise((r) => setTimeout(r, 5));
    ids.bike = (await mnemo.update(U, ids.oldBike as string, 'The user sold it and got a folding Brompton for the train.')).current.id;
    ids.flat = (await mnemo.update(U, ids.oldFlat as string, 'The user bought a terraced house in Limhamn.')).current.id;
    ids.cello = (await mnemo.update(U, ids.oldCello as string, 'The user sold it and took up bouldering on Thursdays.')).current.id;
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a question with no word of the present: the current version above the old one its words found', async () => {
    for (const [q, now, old] of [
      ['which bike do i ride to work', 'bike', 'oldBike'],
      ['whats the bike i cycle on', 'bike', 'oldBike'],
      ['where is my flat', 'flat', 'oldFlat'],
      // The current version shares no word with the question, and no leg finds it: it joins through the old one.
      ['which instrument do i play', 'cello', 'oldCello'],
    ] as const) {
      const all = await mnemo.recall(U, q, { k: 5, includeInvalid: true });
      const at = (id: string | undefined) => all.findIndex((h) => h.memory.id === id);
      assert.ok(at(ids[now]) >= 0, `${q}: the current version is there`);
      assert.ok(at(ids[old]) < 0 || at(ids[now]) < at(ids[old]), `${q}: the current version first`);
      const current = await mnemo.recall(U, q, { k: 5 });
      assert.ok(!current.some((h) => h.memory.id === ids[old]), `${q}: no old version without includeInvalid`);
    }
  });

  test('a question about how things were leaves the order to ranking', async () => {
    const all = await mnemo.recall(U, 'what bike did i ride before', { k: 5, includeInvalid: true });
    assert.ok(
      all.some((h) => h.memory.id === ids.oldBike),
      'the old version is recalled',
    );
  });

  test('the reading of the past: auxiliaries and words of an earlier state, not the present', () => {
    for (const q of ['what car did i use to drive', 'where was i living in 2019', 'whats my old number', 'who was my ex', 'my previous job?'])
      assert.equal(asksPast(q), true, q);
    for (const q of ['which bike do i ride', 'where am i staying presently', 'who am i seeing these days', 'my motor now is which one'])
      assert.equal(asksPast(q), false, q);
  });
});
