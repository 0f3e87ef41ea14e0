// The SQLite store keeps the answers of a scope's fact reads, of the attribute leg's keyword searches and its rows read
// by id between recalls (`storage/shared/read-memo.ts`, issue 24's latency budget). A kept answer must be exactly what
// the file gives at that moment: after time passes a row's invalidation or expiry, after a write or a touch (of this
// process or another), for an `asOf` read, and whatever a caller does to the records and hits it was handed. A store
// opened on the same file for each comparison, whose cache is cold, is the reference.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import type { RecordFilter, StorageAdapter } from '../src/core/contracts/storage.js';
import { makeRecord, newMemory } from '../src/testing/fixtures.js';

const scope = { tenantId: 't', userId: 'u' };
const base = Date.parse('2026-03-01T10:00:00Z');
const at = (ms: number): RecordFilter => ({ validity: { mode: 'current', now: new Date(base + ms) } });

/** Groups of words as the attribute leg searches them: one group twice, in another order. */
const GROUPS = [['tea', 'jazz'], ['lisbon'], ['chess', 'like'], ['jazz', 'tea'], ['nothing']];

async function reads(store: StorageAdapter, filter: RecordFilter, together = true): Promise<string[][]> {
  const user = ['user', 'the user'];
  const facts = await store.queryFacts(scope, { filter, subject: user, limit: 200 });
  const likes = await store.queryFacts(scope, { filter, subject: user, predicate: 'likes', limit: 20 });
  const grouped = await store.queryFactsByPredicate(scope, { filter, subject: user, predicates: ['likes', 'lives_in'], limit: 20 });
  const tastes = await store.listMemories(scope, { filter: { ...filter, kinds: ['preference'] }, limit: 200 });
  // A group's kept answer is what one search of the same store gives now (the order of equal scores is the order the
  // store's index took its rows in, so it is compared within a store; across stores, equal scores in id order).
  const one = await Promise.all(GROUPS.map((terms) => store.searchKeyword(scope, { terms, filter, limit: 5 })));
  if (together && store.searchKeywordGroups) assert.deepEqual(await store.searchKeywordGroups(scope, { groups: GROUPS, filter, limit: 5 }), one);
  const words = one.map((hits) => hits.map((h) => `${h.id}:${h.score}`).sort());
  // Rows by id, whole: an unknown id and a repeated one as getMemories has always answered them.
  const ids = (await store.listMemories(scope, { filter: { validity: { mode: 'all' } }, limit: 50 })).map((r) => r.id);
  const rows = await store.getMemories(scope, [...ids.slice(1), 'missing', ...ids.slice(0, 2)]);
  return [...[facts, likes, ...grouped, tastes].map((rs) => rs.map((r) => `${r.id}:${r.content}`)), ...words, rows.map((r) => JSON.stringify(r))];
}

/** The reads of a store opened on `path` for them alone: no index cached, nothing kept. */
async function coldReads(path: string, filter: RecordFilter): Promise<string[][]> {
  const cold = createSqliteStore({ path });
  try {
    return await reads(cold, filter, false);
  } finally {
    await cold.close();
  }
}

test('kept fact reads give what the file gives: across invalidation and expiry times, writes, asOf reads and mutation', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-read-memo-'));
  const path = join(dir, 'mnemo.db');
  const store = createSqliteStore({ path });
  await store.migrate();
  const other = createSqliteStore({ path });
  try {
    const records = [
      makeRecord(scope, { content: 'The user likes tea.', triple: { subject: 'user', predicate: 'likes', object: 'tea' }, createdAt: new Date(base) }),
      makeRecord(scope, {
        content: 'The user lives in Lisbon.',
        triple: { subject: 'user', predicate: 'lives_in', object: 'Lisbon' },
        createdAt: new Date(base + 1000),
        invalidatedAt: new Date(base + 60_000),
      }),
      makeRecord(scope, {
        content: 'The user likes jazz.',
        kind: 'preference',
        triple: { subject: 'the user', predicate: 'likes', object: 'jazz' },
        createdAt: new Date(base + 2000),
        expiresAt: new Date(base + 120_000),
      }),
    ];
    await store.write(
      scope,
      records.map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    // The scope's index is what holds the kept answers: a recall leg builds it.
    await store.searchKeyword(scope, { terms: ['tea'], filter: at(0), limit: 5 });

    const check = async (ms: number, label: string) => {
      const want = await coldReads(path, at(ms));
      assert.deepEqual(await reads(store, at(ms)), want, label);
      assert.deepEqual(await reads(store, at(ms)), want, `${label}, read again`);
      return want;
    };
    const before = await check(30_000, 'before any cut-off');
    assert.ok(before[0]?.some((r) => r.endsWith('Lisbon.')));
    // A caller that changes what it was handed changes nothing kept.
    const handed = await store.queryFacts(scope, { filter: at(30_000), subject: ['user', 'the user'], limit: 200 });
    for (const r of handed) (r as { content: string }).content = 'changed';
    handed.length = 0;
    const hits = await store.searchKeywordGroups?.(scope, { groups: GROUPS, filter: at(30_000), limit: 5 });
    for (const h of hits?.flat() ?? []) (h as { score: number }).score = -1;
    const rows = await store.getMemories(
      scope,
      records.map((r) => r.id),
    );
    for (const r of rows) (r as { content: string }).content = 'changed';
    assert.deepEqual(await reads(store, at(30_000)), before, 'after a caller changed its copy');

    const afterMove = await check(60_000, 'at the invalidation');
    assert.ok(!afterMove[0]?.some((r) => r.endsWith('Lisbon.')));
    const afterExpiry = await check(200_000, 'after the expiry');
    assert.ok(!afterExpiry[0]?.some((r) => r.endsWith('jazz.')));
    // Earlier than the memo's window again (a clock set back): still the file's answer.
    await check(10_000, 'a time before the window');

    // A write by another process moves the scope's revision: the next read sees it.
    await other.write(scope, [
      {
        type: 'insertMemory' as const,
        memory: newMemory(
          makeRecord(scope, {
            content: 'The user likes chess.',
            triple: { subject: 'user', predicate: 'likes', object: 'chess' },
            createdAt: new Date(base + 3000),
          }),
        ),
      },
    ]);
    await store.searchKeyword(scope, { terms: ['tea'], filter: at(0), limit: 5 });
    const written = await check(200_000, 'after another process wrote');
    assert.ok(written[1]?.some((r) => r.endsWith('chess.')));
    // A touch by another process changes a kept row's last use: the row is read again.
    await other.touch(scope, [records[0]?.id as string], new Date(base + 250_000));
    const touched = await check(200_000, 'after another process touched a row');
    assert.ok(touched.at(-1)?.some((r) => r.includes('"accessCount":1')));

    // An asOf read names its own time and is never answered from the memo.
    const asOf: RecordFilter = { validity: { mode: 'asOf', at: new Date(base + 1500) } };
    assert.deepEqual(await reads(store, asOf), await coldReads(path, asOf), 'asOf');
    // A read of every validity does not depend on the time.
    const all: RecordFilter = { validity: { mode: 'all' } };
    assert.deepEqual(await reads(store, all), await coldReads(path, all), 'every validity');
    assert.deepEqual(await check(200_000, 'current after a read of every validity'), touched);
  } finally {
    await store.close();
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
