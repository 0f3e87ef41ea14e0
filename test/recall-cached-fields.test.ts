/**
 * Recall ranks from the fields the scope's index caches and reads only the rows it returns: the
 * results are the same as ranking from whole rows (a store without `rankFields`), on SQLite and on
 * the Debian PostgreSQL server; a touch in another process is seen (it bumps the scope's revision).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import type { StorageAdapter } from '../src/core/contracts/storage.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { createPostgresStore } from '../src/storage/postgres/index.js';
import { startDebianPostgres, type TestServer } from './support/postgres.js';

const T0 = Date.parse('2024-03-01T12:00:00Z');
const DAY = 86_400_000;
const TOPICS = ['rollback plan for the payments service', 'tea and coffee at the office', 'hiking trip in the alps', 'the database migration runbook'];

/** The same real store, with getMemories counting the rows it reads and, when `plain`, without `rankFields`. */
function counted(store: StorageAdapter, plain: boolean): { store: StorageAdapter; rows: () => number } {
  let rows = 0;
  const wrapped = Object.create(store) as StorageAdapter & { rankFields?: unknown };
  wrapped.getMemories = async (scope, ids, options) => {
    rows += ids.length;
    return store.getMemories(scope, ids, options);
  };
  if (plain) Object.defineProperty(wrapped, 'rankFields', { value: undefined });
  return { store: wrapped, rows: () => rows };
}

/** 120 memories of varied kind, importance, half-life, event time and session; every third with a search context. */
async function fill(mnemo: Mnemo, userId: string): Promise<void> {
  const kinds = ['fact', 'preference', 'episode', 'procedure'] as const;
  await mnemo.rememberMany(
    { userId },
    Array.from({ length: 120 }, (_, i) => ({
      content: `Note ${i} about the ${TOPICS[i % TOPICS.length]} (${i % 7} of seven)`,
      kind: kinds[i % 4],
      importance: (i % 10) / 10,
      halfLifeDays: i % 5 === 0 ? 7 + i : undefined,
      validFrom: new Date(T0 - (i % 40) * DAY),
      ...(i % 3 === 0 ? { context: `earlier we spoke about the ${TOPICS[(i + 1) % TOPICS.length]}` } : {}),
      metadata: { session: `s${i % 9}` },
    })),
    { consolidate: false }, // a bulk load: 120 distinct notes, kept as they are
  );
}

const QUERIES = ['rollback plan payments', 'what tea do I drink at the office', 'alps hiking', 'migration runbook seven', 'coffee'];

async function recalls(mnemo: Mnemo, userId: string, config: Record<string, unknown> = {}) {
  const out = [];
  for (const q of QUERIES) {
    for (const k of [3, 10]) {
      const r = await mnemo.recall({ userId }, q, { k, config });
      out.push(r.map((x) => ({ id: x.memory.id, score: x.score, scores: x.scores, content: x.memory.content, accessCount: x.memory.accessCount })));
    }
  }
  return out;
}

async function sameAsWholeRows(open: (plain: boolean) => Promise<{ store: StorageAdapter; close: () => Promise<void> }>): Promise<void> {
  const cachedSide = await open(false);
  const c = counted(cachedSide.store, false);
  let now = new Date(T0 + DAY);
  const cached = await createMnemo({ db: c.store, llm: null, writePath: { background: false }, now: () => now });
  await fill(cached, 'u');
  // Some memories used (touched) at different times, so recency differs by last use.
  now = new Date(T0 + 2 * DAY);
  await cached.context({ userId: 'u' }, 'rollback plan payments', { k: 5 });
  now = new Date(T0 + 5 * DAY);
  await cached.context({ userId: 'u' }, 'alps hiking', { k: 5 });
  now = new Date(T0 + 9 * DAY);

  const plainSide = await open(true);
  const p = counted(plainSide.store, true);
  const plain = await createMnemo({ db: p.store, llm: null, writePath: { background: false }, now: () => now });
  try {
    await cached.recall({ userId: 'u' }, 'warm the cache', { k: 1 });
    const before = c.rows();
    const fromCache = await recalls(cached, 'u');
    const fromRows = await recalls(plain, 'u');
    assert.deepEqual(fromCache, fromRows, 'the same memories, scores and order');
    assert.ok(
      fromCache.some((r) => r.length === 10),
      'the queries find enough to fill k = 10',
    );
    const readCached = c.rows() - before;
    assert.ok(readCached < p.rows(), `ranking from cached fields reads fewer rows (${readCached} against ${p.rows()})`);
    // Configurations that read every candidate's text take the row path and still agree.
    assert.deepEqual(await recalls(cached, 'u', { supersede: 0.5 }), await recalls(plain, 'u', { supersede: 0.5 }));
    assert.deepEqual(await recalls(cached, 'u', { blend: { speaker: 0.2 } }), await recalls(plain, 'u', { blend: { speaker: 0.2 } }));
  } finally {
    await cached.close();
    await plain.close();
  }
}

describe('recall from cached ranking fields', () => {
  const dirs: string[] = [];
  let pg: TestServer | null = null;
  after(async () => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await pg?.stop();
  });

  test('SQLite: the same results as ranking whole rows, fewer rows read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemo-rankfields-'));
    dirs.push(dir);
    const file = join(dir, 'm.db');
    await sameAsWholeRows(async () => {
      const store = createSqliteStore({ path: file });
      return { store, close: () => store.close() };
    });
  });

  test('SQLite: only the returned rows are read when no candidate has a search context', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemo-rankfields-'));
    dirs.push(dir);
    const c = counted(createSqliteStore({ path: join(dir, 'm.db') }), false);
    const mnemo = await createMnemo({ db: c.store, llm: null, writePath: { background: false } });
    try {
      await mnemo.rememberMany(
        { userId: 'v' },
        Array.from({ length: 200 }, (_, i) => ({ content: `The rollback plan step ${i} for the payments service` })),
      );
      await mnemo.recall({ userId: 'v' }, 'warm', { k: 1 });
      const before = c.rows();
      const got = await mnemo.recall({ userId: 'v' }, 'rollback plan payments', { k: 10 });
      assert.equal(got.length, 10);
      assert.equal(c.rows() - before, 10, 'one row per memory returned, none for the other candidates');
    } finally {
      await mnemo.close();
    }
  });

  test('a touch by another process is seen: its last use moves recency in every cache', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemo-rankfields-'));
    dirs.push(dir);
    const file = join(dir, 'm.db');
    let now = new Date(T0);
    const clock = () => now;
    const a = await createMnemo({ db: file, llm: null, writePath: { background: false }, now: clock });
    const b = await createMnemo({ db: file, llm: null, writePath: { background: false }, now: clock });
    try {
      await a.rememberMany({ userId: 'w' }, [
        { content: 'The rollback plan for payments', kind: 'episode' },
        { content: 'The rollback plan for search', kind: 'episode' },
      ]);
      now = new Date(T0 + 60 * DAY);
      const first = await a.recall({ userId: 'w' }, 'rollback plan', { k: 2 });
      assert.equal(first.length, 2);
      assert.ok(
        first.every((r) => r.scores.recency < 1),
        'never used, 60 days old',
      );
      await b.context({ userId: 'w' }, 'search rollback', { k: 1 }); // b touches what a has cached
      const touched = (await b.recall({ userId: 'w' }, 'rollback plan', { k: 2 })).filter((r) => r.memory.lastAccessedAt !== null);
      assert.ok(touched.length >= 1, 'b touched a memory');
      const again = await a.recall({ userId: 'w' }, 'rollback plan', { k: 2 });
      for (const t of touched) {
        assert.equal(again.find((r) => r.memory.id === t.memory.id)?.scores.recency, 1, 'a ranks it by its new last use (age 0), not the cached one');
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('PostgreSQL (Debian server): the same results as ranking whole rows', async (t) => {
    pg = await startDebianPostgres();
    if (!pg) {
      if (process.env.MNEMO_REQUIRE_POSTGRES === '1') throw new Error('no PostgreSQL server binaries: apt-get install -y postgresql');
      t.skip('PostgreSQL server binaries not found');
      return;
    }
    const url = pg.url;
    await sameAsWholeRows(async () => {
      const store = createPostgresStore({ url, poolSize: 2 });
      return { store, close: () => store.close() };
    });
  });
});
