// The SQLite store keeps the answers of a scope's fact reads between recalls (`storage/shared/read-memo.ts`, issue
// 24's latency budget). A kept answer must be exactly what the file gives at that moment: after time passes a row's
// invalidation or expiry, after a write (of this process or another), for an `asOf` read, and whatever a caller does
// to the records it was handed. A second store on the same file, whose cache is cold, is the reference.
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

async function reads(store: StorageAdapter, filter: RecordFilter): Promise<string[][]> {
  const user = ['user', 'the user'];
  const facts = await store.queryFacts(scope, { filter, subject: user, limit: 200 });
  const likes = await store.queryFacts(scope, { filter, subject: user, predicate: 'likes', limit: 20 });
  const grouped = await store.queryFactsByPredicate(scope, { filter, subject: user, predicates: ['likes', 'lives_in'], limit: 20 });
  const tastes = await store.listMemories(scope, { filter: { ...filter, kinds: ['preference'] }, limit: 200 });
  return [facts, likes, ...grouped, tastes].map((rs) => rs.map((r) => `${r.id}:${r.content}`));
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
      const want = await reads(other, at(ms));
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

    // An asOf read names its own time and is never answered from the memo.
    const asOf: RecordFilter = { validity: { mode: 'asOf', at: new Date(base + 1500) } };
    assert.deepEqual(await reads(store, asOf), await reads(other, asOf), 'asOf');
    // A read of every validity does not depend on the time.
    const all: RecordFilter = { validity: { mode: 'all' } };
    assert.deepEqual(await reads(store, all), await reads(other, all), 'every validity');
    assert.deepEqual(await check(200_000, 'current after a read of every validity'), written);
  } finally {
    await store.close();
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
