/**
 * Recall, thirteenth round of issue 24: an implicit request needs a stored fact it does not name. The request is told
 * by its form, also when it is said as a statement ("reckon you could…", "…pls", "any app to help me…", "…, good
 * idea?"), and its ACTIVITY words (its content words less its frame, time, number and indefinite words) are read
 * against each stated memory's in the local word vectors (`read/retrieve/activity-match.ts`), as the visible score
 * part `activity`. A superseded memory is never brought back by it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { isRequest, readRequest } from '../src/core/attributes/request-form.js';
import { recallOverHttp } from './support/recall-engine.js';

/** The activity part is off by default (blend.activity 0); these tests turn it on as a user would. */
const ON = { blend: { activity: 0.3 } };

describe('a request said as a statement is read by its form', () => {
  test('statements that ask the assistant to do or judge something are requests', () => {
    for (const q of [
      'reckon u could sort a taxi for friday',
      'maybe you can find me a quiet pub',
      'a list of nibbles for the party pls',
      'any app to help me practise my bowing',
      'mates want to do a skydive on sunday, good idea?',
      'cousin wants us to go karting, thoughts',
      'wanna get a kitten for the flat',
      'need to sort a present for my sister',
    ])
      assert.equal(isRequest(q), true, q);
  });

  test('questions for information stay none, with "pls" or "help me" in them', () => {
    for (const q of ['whats my job pls', 'do i use anything to help me sleep', 'where does my sister live please', 'how old is my cat'])
      assert.equal(isRequest(q), false, q);
  });

  test("the frame's words are told apart from the activity's", () => {
    const r = readRequest('reckon u could book a pottery class for me pls');
    assert.equal(r.request, true);
    for (const w of ['u', 'could', 'pls']) assert.ok(r.frame.has(w), w);
    for (const w of ['pottery', 'class']) assert.ok(!r.frame.has(w), w);
  });
});

describe("a request's activity read against stated memories in the word vectors", () => {
  let dir: string;
  let mnemo: Mnemo;
  let hashed: Mnemo;
  const ids: Record<string, string> = {};
  const add = async (name: string, content: string, importance: number) => {
    ids[name] = (await mnemo.remember(U, { content, importance }, { consolidate: false })).id;
    await hashed.remember(U, { content, importance }, { consolidate: false });
  };
  const U = { userId: 'nell' };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round13-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null, recall: ON });
    hashed = await createMnemo({ db: join(dir, 'h.db'), embedder: 'hash', llm: null, recall: ON });
    await add('yoga', 'The user does yoga before breakfast on weekdays.', 0.7);
    await add('sesame', 'The user is allergic to sesame.', 0.9);
    await add('hip', 'The user had a hip replacement last spring.', 0.85);
    await add('flying', 'The user is scared of flying.', 0.8);
    await add('records', 'The user adores bebop and old Blue Note records.', 0.7);
    await add('cello', 'The user is learning the cello.', 0.7);
    await add('sister', "The user's sister Maeve lives in Galway.", 0.7);
    await add('veg', 'The user has been vegetarian since 2015.', 0.8);
  });
  after(async () => {
    await mnemo.close();
    await hashed.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('an instrument by its class: "pick a stringed instrument teacher for me"', async () => {
    const got = await mnemo.recall(U, 'pick a stringed instrument teacher for me', { k: 5 });
    const hit = got.slice(0, 3).find((r) => r.memory.id === ids.cello);
    assert.ok(hit, 'the cello is among the first three');
    assert.ok(hit.scores.activity > 0, 'the part shows in the breakdown');
  });

  test('a class of exercise: "book me a pilates class on friday" reads the yoga, not the day', async () => {
    const got = await mnemo.recall(U, 'book me a pilates class on friday', { k: 3 });
    assert.equal(got[0]?.memory.id, ids.yoga);
    assert.ok((got[0]?.scores.activity ?? 0) > 0);
  });

  test('a day named in a request is the coming one whatever today is: asked on a Sunday and a Monday, the activity is read', async () => {
    for (const day of ['2026-12-06T12:00:00Z', '2026-12-07T12:00:00Z']) {
      const m = await createMnemo({ db: join(dir, `day-${day.slice(0, 10)}.db`), embedder: 'local', llm: null, recall: ON, now: () => new Date(day) });
      const yoga = await m.remember(U, { content: 'The user does yoga before breakfast on weekdays.', importance: 0.7 }, { consolidate: false });
      await m.remember(U, { content: 'The user is learning the cello.', importance: 0.7 }, { consolidate: false });
      const got = await m.recall(U, 'book me a pilates class on friday', { k: 3 });
      await m.close();
      assert.equal(got[0]?.memory.id, yoga.id, day);
      assert.ok((got[0]?.scores.activity ?? 0) > 0, day);
    }
  });

  test('a request said as a statement brings its constraints: "reckon you could sort a takeaway for tonight"', async () => {
    const got = await mnemo.recall(U, 'reckon you could sort a takeaway for tonight', { k: 3 });
    assert.ok(got.some((r) => r.memory.id === ids.sesame));
  });

  test('off without word vectors, and by config', async () => {
    const q = 'pick a stringed instrument teacher for me';
    const plain = await hashed.recall(U, q, { k: 5 });
    assert.ok(plain.every((r) => r.scores.activity === 0));
    const off = await mnemo.recall(U, q, { k: 5, config: { blend: { activity: 0 } } });
    assert.ok(off.length > 0 && off.every((r) => r.scores.activity === 0));
  });

  test('a question for information has no activity part', async () => {
    const got = await mnemo.recall(U, 'what instrument am i learning', { k: 5 });
    assert.ok(got.every((r) => r.scores.activity === 0));
  });
});

describe('the activity never brings back a superseded memory', () => {
  test('the old instrument stays out, the new one is found', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemo-round13s-'));
    const mnemo = await createMnemo({ db: join(dir, 's.db'), embedder: 'local', llm: null, recall: ON });
    try {
      const scope = { tenantId: 'default', userId: 'ros' };
      const line = (o: Record<string, unknown>) =>
        JSON.stringify({ type: 'memory', kind: 'fact', importance: 0.7, triple: null, createdAt: '2025-01-01T00:00:00.000Z', ...o });
      await mnemo.admin.importLines(
        [
          JSON.stringify({ type: 'header', format: 'mnemo-export', version: 1, userId: 'ros', tenantId: 'default' }),
          line({
            id: 'old',
            content: 'The user plays the violin.',
            validFrom: '2025-01-01T00:00:00.000Z',
            invalidatedAt: '2026-03-01T00:00:00.000Z',
            supersededBy: 'new',
            supersedes: null,
          }),
          line({
            id: 'new',
            content: 'The user gave up the violin and plays the viola now.',
            validFrom: '2026-03-01T00:00:00.000Z',
            invalidatedAt: null,
            supersededBy: null,
            supersedes: 'old',
          }),
          line({ id: 'nuts', content: 'The user is allergic to walnuts.', importance: 0.9, validFrom: '2025-01-01T00:00:00.000Z', supersededBy: null }),
        ],
        { scope },
      );
      const got = await mnemo.recall(scope, 'find me a string quartet teacher pls', { k: 5 });
      assert.ok(!got.some((r) => r.memory.id === 'old'), 'the superseded fact is not recalled');
      assert.ok(got.some((r) => r.memory.id === 'new'));
    } finally {
      await mnemo.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('HTTP: the activity part in /v1/recall', () => {
  const http = recallOverHttp(ON);

  test('a request shows the part for the memory its activity reads close to', async () => {
    const memories = [
      ['The user is learning the cello.', 0.7],
      ['The user is allergic to sesame.', 0.9],
      ['The user had a hip replacement last spring.', 0.85],
    ] as const;
    await http.assertPartShown('nell', memories, 'pick a stringed instrument teacher for me', 'cello', 'activity');
  });
});
