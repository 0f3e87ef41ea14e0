/**
 * Recall, eighth round of issue 24:
 *
 * - a question about whether an old state still holds ("do i still …", "am i still …", "… these days") names the
 *   old value: its words find the superseded memory, whose current successor is returned, under the `attribute`
 *   part, though the successor shares no word with the question; with `includeInvalid` the successor ranks above
 *   the value it replaced; `asOf` a past instant, nothing is followed (hash embedder: no word vectors involved);
 * - a question form's noun stands for the words of its noun groups ("who fixes my van" as "fix my car");
 * - a part of the body before a word of ailing heads the phrase with it ("any hearing problems" asks `medical`);
 * - register: "me" for "my" after a form of "be" ("what's me motor"), "stay" for where one lives ("where do we stay");
 * - a request named by words no topic cue lists ("a latte", "a paragliding lesson") is put on the topics its words
 *   read close to in the default local embedder's word vectors, so the constraints that bear on it come first; a
 *   rare word, a most frequent one and any other embedder put it on none.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { askedAttributes, DEFAULT_ATTRIBUTES } from '../src/core/attributes/index.js';
import { BUILTIN_TOPICS } from '../src/core/attributes/wordings.js';
import type { WordVectors } from '../src/core/contracts/embedder.js';
import { nearTopics } from '../src/read/retrieve/near-topics.js';

const U = { userId: 'ines' };
const asked = (q: string) =>
  askedAttributes(q, DEFAULT_ATTRIBUTES)
    .filter((a) => a.via === 'asked')
    .map((a) => a.key);
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
    await add('mechanic', "The user's mechanic is Gethin, who has a garage in Llandeilo.");
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

  test('register: "me" for "my" after a form of be, and "stay" for where one lives', async () => {
    assert.deepEqual(asked("what's me motor now"), ['car']);
    assert.deepEqual(asked('where is me sister working'), ['sibling']);
    assert.deepEqual(asked('where do we stay these days'), ['location']);
    assert.deepEqual(asked('where did i stay in bath'), [], 'a past stay is an event');
    assert.deepEqual(asked('is it me or is it cold'), []);
    assert.equal((await mnemo.recall(U, "what's me motor now", { k: 3 }))[0]?.memory.id, ids.car);
    assert.equal((await mnemo.recall(U, 'where do we stay these days', { k: 3 }))[0]?.memory.id, ids.town);
  });

  test('a question form\'s noun stands for its noun group: "who fixes my van" is the mechanic', async () => {
    assert.deepEqual(asked('who repairs my campervan'), ['provider']);
    assert.deepEqual(asked('who sees to my toes'), ['provider']);
    assert.deepEqual(asked('who fixes my heart'), [], 'a noun of no group the run names');
    assert.equal((await mnemo.recall(U, 'who fixes my van', { k: 3 }))[0]?.memory.id, ids.mechanic);
  });

  test('a part of the body before a word of ailing asks for the medical condition', () => {
    assert.deepEqual(asked('have i got any hearing problems'), ['medical']);
    assert.deepEqual(asked('is my hip trouble on file'), ['medical']);
    assert.deepEqual(asked('what colour are my eyes').includes('medical'), false);
  });

  test('with includeInvalid the successor ranks above the value it replaced', async () => {
    const all = await mnemo.recall(U, 'do i still drive the corsa', { k: 5, includeInvalid: true });
    const at = (id: string | undefined) => all.findIndex((h) => h.memory.id === id);
    assert.ok(at(ids.car) >= 0 && at(ids.oldCar) >= 0, 'both versions are there');
    assert.ok(at(ids.car) < at(ids.oldCar), 'the current one first');
  });

  test("the successor passes the recall's filter: a recall of episodes gets no fact by it", async () => {
    const hits = await mnemo.recall(U, 'do i still have the vauxhall', { k: 3, kinds: ['episode'] });
    assert.ok(!hits.some((h) => h.memory.id === ids.car));
    for (const h of hits) assert.equal(h.memory.kind, 'episode');
  });

  test('asOf a past instant the old value answers, and nothing is followed', async () => {
    const then = await mnemo.recall(U, 'am i still playing bass', { k: 3, asOf: changedAt });
    assert.equal(then[0]?.memory.id, ids.oldHobby);
    assert.ok(!then.some((h) => h.memory.id === ids.hobby));
  });
});

describe('a request on words no cue names reads its topic in the word vectors', () => {
  let mnemo: Mnemo;
  let hashed: Mnemo;
  const ids: Record<string, string> = {};
  const V = { userId: 'oluwaseun' };
  before(async () => {
    mnemo = await createMnemo({ db: ':memory:', embedder: 'local', llm: null });
    hashed = await createMnemo({ db: ':memory:', embedder: 'hash', llm: null });
    for (const m of [hashed, mnemo]) {
      // The ids kept are the local store's (added last).
      const add = async (name: string, content: string, extra: Partial<Input>) => {
        ids[name] = (await m.remember(V, { content, ...extra }, { consolidate: false })).id;
      };
      await add('latex', 'The user is allergic to latex.', { ...fact('allergic_to', 'latex'), importance: 0.9 });
      await add('lactose', 'The user is lactose intolerant.', { ...fact('intolerant_to', 'lactose'), importance: 0.9 });
      await add('heights', 'The user is terrified of heights.', { ...fact('fear', 'heights'), importance: 0.8 });
      await add('knee', 'The user had surgery on a torn knee ligament.', { ...fact('medical', 'knee ligament'), importance: 0.8 });
      await add('u1', "The user's cousin Bisi runs a bakery in Ibadan.", {});
      await add('u2', 'The user is learning to play the talking drum.', {});
    }
  });
  after(async () => {
    await mnemo.close();
    await hashed.close();
  });

  test('a drink by a word no cue lists: the intolerance before an allergy as grave that does not bear on it', async () => {
    const hits = await mnemo.recall(V, 'pick me up an eggnog on your way in', { k: 4 });
    const at = (id: string | undefined) => hits.findIndex((h) => h.memory.id === id);
    assert.equal(hits[0]?.memory.id, ids.lactose);
    assert.ok((hits[0]?.scores.topic ?? 0) > 0, 'under the topic part');
    assert.ok(at(ids.latex) < 0 || at(ids.latex) > at(ids.lactose));
  });

  test('an activity by a word no cue lists: what limits it before the allergy', async () => {
    const hits = await mnemo.recall(V, 'book me a paragliding lesson for saturday', { k: 4 });
    const first = hits[0]?.memory.id;
    assert.ok(first === ids.heights || first === ids.knee, `got ${first}`);
  });

  test('what the vectors say: common words map, rare and general ones do not, nor with another embedder', () => {
    const unit = (i: number) => Float32Array.from({ length: 4 }, (_, j) => (j === i ? 1 : 0));
    // A toy space: food cues on axis 0, travel cues on axis 1; "flan" reads as food, "zzq" is rare, "thing" general.
    const axis = (w: string) =>
      ['flan', 'meal', 'dinner', 'snack', 'lunch'].includes(w) ? 0 : ['trip', 'flight', 'holiday', 'zzq', 'thing'].includes(w) ? 1 : 3;
    const toy: WordVectors = { embed: (ws) => ws.map((w) => unit(axis(w))), informative: (w) => w !== 'zzq' && w !== 'thing' };
    assert.deepEqual(nearTopics('bake me a flan', BUILTIN_TOPICS, toy).slice(0, 1), ['food']);
    assert.deepEqual(nearTopics('book me a zzq', BUILTIN_TOPICS, toy), []);
    assert.deepEqual(nearTopics('get me a thing', BUILTIN_TOPICS, toy), []);
  });

  test('with the hash embedder nothing is read from vectors', async () => {
    const hits = await hashed.recall(V, 'pick me up an eggnog on your way in', { k: 4 });
    for (const h of hits) assert.equal(h.scores.topic, 0);
  });
});
