/**
 * Recall, ninth round of issue 24 (time):
 *
 * - a request's time names when the activity happens: a request made on a Saturday "for the weekend" gives no
 *   time part to what was stored that morning, and its constraint comes first;
 * - "last weekend" said on a Saturday or a Sunday is the weekend before; "this weekend" is this one;
 * - a question about a time that has begun puts the event of that time above a same-topic event of another
 *   date that its words found.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';

const U = { userId: 'ines' };
type Input = Parameters<Mnemo['remember']>[1];

describe('time in requests and questions, with the clock on a weekend', () => {
  let dir: string;
  let mnemo: Mnemo;
  let clock = new Date('2026-03-10T09:00:00Z');
  const ids: Record<string, string> = {};
  const add = async (name: string, at: string, content: string, extra: Partial<Input> = {}) => {
    clock = new Date(at);
    ids[name] = (await mnemo.remember(U, { content, ...extra }, { consolidate: false })).id;
  };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round9-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'hash', llm: null, now: () => clock });
    await add('licence', '2026-02-01T10:00:00Z', 'The user is banned from driving until next spring.', {
      triple: { subject: 'user', predicate: 'driving_licence', object: 'banned' },
    });
    await add('flue', '2026-03-10T10:00:00Z', 'The user had the boiler flue swept, all the work done by a firm from Leith.', { kind: 'episode' });
    await add('valve', '2026-12-01T10:00:00Z', "The user's boiler pressure valve was replaced by a firm from Leith.", { kind: 'episode' });
    await add('tay', '2026-11-28T15:00:00Z', 'The user went kayaking on Loch Tay.', { kind: 'episode' });
    // Saturday 5 December 2026, the morning of the request below.
    await add('earn', '2026-12-05T08:00:00Z', 'The user went kayaking on Loch Earn.', { kind: 'episode' });
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a request for the weekend, made on a Saturday, boosts nothing stored that morning', async () => {
    clock = new Date('2026-12-05T11:00:00Z');
    const hits = await mnemo.recall(U, 'could u line up a rental motor for the weekend', { k: 5 });
    assert.equal(hits[0]?.memory.id, ids.licence, 'the driving ban comes first');
    for (const h of hits) assert.equal(h.scores.time, 0, `no time part: ${h.memory.id}`);
  });

  test('"last weekend" on a Sunday is the weekend before; "this weekend" is this one', async () => {
    clock = new Date('2026-12-06T18:00:00Z');
    const last = await mnemo.recall(U, 'where did i go kayaking last weekend', { k: 3 });
    assert.equal(last[0]?.memory.id, ids.tay);
    assert.equal(last[0]?.scores.time, 1);
    const now = await mnemo.recall(U, 'where did i go kayaking this weekend', { k: 3 });
    assert.equal(now[0]?.memory.id, ids.earn);
  });

  test('the event of the time asked about comes above a same-topic event its words found at another date', async () => {
    clock = new Date('2026-12-06T18:00:00Z');
    const hits = await mnemo.recall(U, 'what work got done round the house earlier this month', { k: 3 });
    assert.equal(hits[0]?.memory.id, ids.valve);
    assert.equal(hits[0]?.scores.time, 1);
    assert.ok(
      hits.some((h) => h.memory.id === ids.flue),
      'the other date is still recalled',
    );
  });
});
