/**
 * The attribute leg of recall (issue 24, fourth round), on a real SQLite file with the hash embedder
 * (nothing comes from word vectors):
 *
 * - an attribute the question asks for, when the user has no keyed fact of it, is still reached by
 *   the memory whose words state it ("The user is a data engineer." for "what's my job"), under the
 *   `attribute` part, never a superseded value unless `includeInvalid` / `asOf` asks;
 * - a keyed fact, when there is one, is the answer and the words add nothing;
 * - tastes are filtered by the question's focus: a question on food does not take music by the attribute part;
 * - the leg's store reads are made once per recall, however many phrasings expansion adds.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import type { StorageAdapter } from '../src/core/contracts/storage.js';
import { tasteKindsOf, tasteShare } from '../src/core/attributes/taste.js';
import { openStore } from '../src/storage/open.js';

const NOW = new Date('2026-10-14T09:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const U = { userId: 'ines' };

describe('memories that state an attribute in words, with no triple', () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-attr-words-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'hash', llm: null, now: () => NOW });
    const add = async (name: string, content: string, extra: Partial<Parameters<Mnemo['remember']>[1]> = {}) => {
      ids[name] = (await mnemo.remember(U, { content, ...extra }, { consolidate: false })).id;
    };
    await add('oldJob', 'The user is a primary school teacher.', { validFrom: day('2019-09-01') });
    await add('city', 'The user lives in Leeds, near the park.');
    await add('pet', 'The user adopted a greyhound called Olive.');
    await add('langs', 'The user speaks Portuguese and some Welsh.');
    // Unrelated memories beside them.
    await add('u1', 'The user drinks their coffee black.', { kind: 'preference' });
    await add('u2', 'The user repaired a bike puncture on the way to the office.', { kind: 'episode', validFrom: day('2026-02-20') });
    await add('u3', "The user's neighbour grows tomatoes on the balcony.");
    await add('u4', 'The user keeps their notes in a plain text file.');
    await add('u5', 'The user booked a table for Friday.', { kind: 'episode', validFrom: day('2026-10-01') });
    // The job changed: the old sentence is superseded by the new one (no triple on either).
    ids.job = (await mnemo.update(U, ids.oldJob as string, 'The user is a data engineer.')).current.id;
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('an asked attribute reaches the sentence that states it, under the attribute part', async () => {
    for (const [q, name] of [
      ["what's my job?", 'job'],
      ['what do i do for a living', 'job'],
      ['which city am i based in', 'city'],
      ['got any pets?', 'pet'],
      ['what languages am i fluent in', 'langs'],
    ] as const) {
      const hits = await mnemo.recall(U, q, { k: 3 });
      assert.equal(hits[0]?.memory.id, ids[name], q);
      assert.ok((hits[0]?.scores.attribute ?? 0) > 0, `${q}: attribute part`);
    }
  });

  test('never the superseded value, unless includeInvalid or asOf asks for it', async () => {
    const now = await mnemo.recall(U, "what's my job?", { k: 10 });
    assert.ok(!now.some((r) => r.memory.id === ids.oldJob));
    const all = await mnemo.recall(U, "what's my job?", { k: 10, includeInvalid: true });
    assert.ok(all.some((r) => r.memory.id === ids.oldJob && r.scores.attribute > 0));
    const then = await mnemo.recall(U, "what's my job?", { k: 3, asOf: day('2021-01-01') });
    assert.equal(then[0]?.memory.id, ids.oldJob);
  });

  test('a question that asks for no attribute gets no attribute part', async () => {
    const hits = await mnemo.recall(U, 'bike puncture', { k: 3 });
    assert.equal(hits[0]?.memory.id, ids.u2);
    assert.ok(hits.every((r) => r.scores.attribute === 0));
  });

  test("an episode that uses a job's words does not state the job: no attribute part for it", async () => {
    const m = await createMnemo({ db: ':memory:', embedder: 'hash', llm: null, now: () => NOW });
    try {
      const stated = await m.remember(U, { content: 'The user is a data engineer.' });
      const told = await m.remember(U, { content: 'The engineer who fixed the boiler works weekends.', kind: 'episode' });
      const hits = await m.recall(U, "what's my job?", { k: 5 });
      assert.ok((hits.find((r) => r.memory.id === stated.id)?.scores.attribute ?? 0) > 0);
      assert.equal(hits.find((r) => r.memory.id === told.id)?.scores.attribute ?? 0, 0);
    } finally {
      await m.close();
    }
  });

  test('with a keyed fact, the fact is the answer and the words bring nothing in', async () => {
    const m = await createMnemo({ db: ':memory:', embedder: 'hash', llm: null, now: () => NOW });
    try {
      const fact = await m.remember(U, { content: 'The user works as a nurse.', triple: { subject: 'user', predicate: 'role', object: 'nurse' } });
      const words = await m.remember(U, { content: 'The user met a data engineer at the meetup.' });
      const hits = await m.recall(U, "what's my job?", { k: 3 });
      assert.equal(hits[0]?.memory.id, fact.id);
      assert.equal(hits.find((r) => r.memory.id === words.id)?.scores.attribute ?? 0, 0);
    } finally {
      await m.close();
    }
  });
});

describe('tastes by the focus of the question', () => {
  test('the kinds of taste of a question and of a memory', () => {
    assert.deepEqual([...tasteKindsOf('any herbs i hate?')], ['food']);
    assert.deepEqual([...tasteKindsOf('what kind of music am i into')], ['music']);
    assert.equal(tasteKindsOf('what do i like').size, 0);
    assert.equal(tasteShare(new Set(['food']), tasteKindsOf('The user loves jazz.')), 0);
    assert.equal(tasteShare(new Set(['food']), tasteKindsOf('The user hates coriander.')), 1);
    assert.equal(tasteShare(new Set(['food']), tasteKindsOf('The user likes knitting.')), 0.5);
    assert.equal(tasteShare(new Set(), tasteKindsOf('The user loves jazz.')), 1);
  });

  test('a question on food takes the tastes in food, not music, by the attribute part', async () => {
    const m = await createMnemo({ db: ':memory:', embedder: 'hash', llm: null, now: () => NOW });
    try {
      const pref = (content: string, topic: string, object: string) =>
        m.remember(U, { kind: 'preference', content, triple: { subject: 'user', predicate: `preference.${topic}`, object } }, { consolidate: false });
      const jazz = await pref('The user loves jazz.', 'music', 'jazz');
      const coriander = await pref('The user hates coriander.', 'food', 'coriander');
      const liked = await m.remember(U, { content: 'The user likes climbing.', triple: { subject: 'user', predicate: 'likes', object: 'climbing' } });
      const food = await m.recall(U, 'what foods do i like', { k: 5 });
      assert.ok((food.find((r) => r.memory.id === coriander.id)?.scores.attribute ?? 0) > 0, 'the food taste');
      assert.equal(food.find((r) => r.memory.id === jazz.id)?.scores.attribute ?? 0, 0, 'not the music');
      assert.equal(food.find((r) => r.memory.id === liked.id)?.scores.attribute ?? 0, 0, 'not a sport');
      // A question on music takes the music; one with no focus takes every taste.
      const music = await m.recall(U, 'what music am i into', { k: 5 });
      assert.equal(music[0]?.memory.id, jazz.id);
      const any = await m.recall(U, 'what do i enjoy', { k: 5 });
      for (const id of [jazz.id, coriander.id, liked.id]) assert.ok((any.find((r) => r.memory.id === id)?.scores.attribute ?? 0) > 0, id);
    } finally {
      await m.close();
    }
  });
});

describe('the attribute leg reads once per recall', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-attr-reads-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('expansion adds phrasings, not fact reads', async () => {
    const store = await openStore(join(dir, 'c.db'));
    const calls = { queryFacts: 0 };
    // The real SQLite adapter, its fact reads counted.
    const counted = new Proxy(store, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver) as unknown;
        if (prop === 'queryFacts') return (...a: Parameters<StorageAdapter['queryFacts']>) => (calls.queryFacts++, target.queryFacts(...a));
        if (prop === 'queryFactsByPredicate')
          return (...a: Parameters<StorageAdapter['queryFactsByPredicate']>) => (calls.queryFacts++, target.queryFactsByPredicate(...a));
        return typeof v === 'function' ? (v as (...x: unknown[]) => unknown).bind(target) : v;
      },
    });
    const m = await createMnemo({ db: counted, embedder: 'hash', llm: null, now: () => NOW });
    try {
      await m.remember(U, { content: 'The user works as a nurse.', triple: { subject: 'user', predicate: 'role', object: 'nurse' } });
      await m.remember(U, { content: 'The user walks to work.' });
      calls.queryFacts = 0;
      await m.recall(U, "what's my job?", { k: 3 });
      const plain = calls.queryFacts;
      assert.ok(plain > 0);
      calls.queryFacts = 0;
      const expanded = await m.recall(U, "what's my job?", { k: 3, config: { expand: { by: ['attributes'], phrasings: 3 } } });
      assert.equal(expanded[0]?.memory.content, 'The user works as a nurse.');
      assert.equal(calls.queryFacts, plain, 'the phrasings share the reads of the question');
    } finally {
      await m.close();
    }
  });
});
