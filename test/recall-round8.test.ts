/**
 * Recall, eighth round of issue 24:
 *
 * - a question about whether an old state still holds ("do i still …", "am i still …", "… these days") names the
 *   old value: its words find the superseded memory, whose current successor is returned, under the `attribute`
 *   part, though the successor shares no word with the question; with `includeInvalid` the successor ranks above
 *   the value it replaced; `asOf` a past instant, nothing is followed.
 *
 * The hash embedder is used throughout, so nothing here comes from word vectors.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';

const U = { userId: 'ines' };
type Input = Parameters<Mnemo['remember']>[1];
const fact = (predicate: string, object: string): Partial<Input> => ({ triple: { subject: 'user', predicate, object } });

describe('a question about the present follows the old value to its successor', () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  let changedAt = new Date();
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round8-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'hash', llm: null });
    const add = async (name: string, content: string, extra: Partial<Input> = {}) => {
      ids[name] = (await mnemo.remember(U, { content, ...extra }, { consolidate: false })).id;
    };
    await add('oldCar', 'The user drives a Vauxhall Corsa.', fact('car', 'Vauxhall Corsa'));
    await add('oldHobby', 'The user plays bass in a pub covers group.', fact('hobby', 'bass guitar'));
    await add('oldTown', 'The user rents a flat in Swindon.', fact('location', 'Swindon'));
    // Unrelated memories beside the answers.
    await add('u1', 'The user is allergic to wasp stings.', { ...fact('allergic_to', 'wasp stings'), importance: 0.9 });
    await add('u2', "The user's sister Marta teaches chemistry.", fact('sibling', 'Marta'));
    await add('u3', 'The user is reading a novel about lighthouse keepers.');
    await add('u4', 'The user went to a folk festival in Cropredy.', { kind: 'episode' });
    changedAt = new Date();
    await new Promise((r) => setTimeout(r, 5));
    ids.car = (
      await mnemo.update(U, ids.oldCar as string, 'The user sold it and now has a Skoda Octavia estate.', {
        triple: { subject: 'user', predicate: 'car', object: 'Skoda Octavia' },
      })
    ).current.id;
    ids.hobby = (
      await mnemo.update(U, ids.oldHobby as string, 'The user gave that up and throws pots at a ceramics studio.', {
        triple: { subject: 'user', predicate: 'hobby', object: 'pottery' },
      })
    ).current.id;
    ids.town = (
      await mnemo.update(U, ids.oldTown as string, 'The user bought a terraced house in Stroud.', {
        triple: { subject: 'user', predicate: 'location', object: 'Stroud' },
      })
    ).current.id;
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the successor comes first, under the attribute part, though it shares no word with the question', async () => {
    for (const [q, want] of [
      ['do i still have the vauxhall', 'car'],
      ['am i still playing bass', 'hobby'],
      ['r u still renting in swindon?', 'town'],
      ['the covers group, is that a thing for me these days', 'hobby'],
    ] as const) {
      const hits = await mnemo.recall(U, q, { k: 3 });
      assert.equal(hits[0]?.memory.id, ids[want], q);
      assert.ok((hits[0]?.scores.attribute ?? 0) > 0, q);
      assert.ok(!hits.some((h) => [ids.oldCar, ids.oldHobby, ids.oldTown].includes(h.memory.id)), q);
    }
  });

  test('with includeInvalid the successor ranks above the value it replaced', async () => {
    const all = await mnemo.recall(U, 'do i still drive the corsa', { k: 5, includeInvalid: true });
    const at = (id: string | undefined) => all.findIndex((h) => h.memory.id === id);
    assert.ok(at(ids.car) >= 0 && at(ids.oldCar) >= 0, 'both versions are there');
    assert.ok(at(ids.car) < at(ids.oldCar), 'the current one first');
  });

  test('asOf a past instant the old value answers, and nothing is followed', async () => {
    const then = await mnemo.recall(U, 'am i still playing bass', { k: 3, asOf: changedAt });
    assert.equal(then[0]?.memory.id, ids.oldHobby);
    assert.ok(!then.some((h) => h.memory.id === ids.hobby));
  });
});
