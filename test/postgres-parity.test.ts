// Recall ranks the same on both backends: the same records written to SQLite (in-memory BM25 index)
// and to PostgreSQL (BM25 in SQL over tsvector candidates) give the same keyword scores and order,
// and the same exact vector neighbours.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { syntheticMemories, syntheticQueries } from '../src/bench/corpus.js';
import { mulberry32 } from '../src/models/embedders/fnv.js';
import type { StorageAdapter, WriteOp } from '../src/core/contracts/storage.js';
import { createPostgresStore } from '../src/storage/postgres/index.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { makeRecord, newMemory } from '../src/testing/index.js';
import { queryTermsOf } from '../src/core/text/terms.js';
import pg from 'pg';
import { openPglite, requirePgvector, resetUrl, startDebianPostgres, type TestServer } from './support/postgres.js';

const SPACE = { modelId: 'test/random-32', dimensions: 32 };
const alice = { tenantId: 't1', userId: 'alice' };
const bob = { tenantId: 't1', userId: 'bob' };
const current = () => ({ validity: { mode: 'current' as const, now: new Date() } });

function randomUnit(rnd: () => number): Float32Array {
  const v = Float32Array.from({ length: SPACE.dimensions }, () => rnd() * 2 - 1);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

/** The same batch of writes for every store: two users, some patched and some invalidated rows. */
function corpus(): { scope: typeof alice; ops: WriteOp[] }[] {
  const rnd = mulberry32(42);
  const batches: { scope: typeof alice; ops: WriteOp[] }[] = [];
  for (const [scope, n] of [
    [alice, 400],
    [bob, 150],
  ] as const) {
    const records = syntheticMemories(scope.userId, n).map((m, i) =>
      makeRecord(scope, {
        id: `m_${scope.userId}_${i}`,
        content: m.content,
        embedding: randomUnit(rnd),
        embeddingModel: SPACE.modelId,
        ...(i % 17 === 0 ? { invalidatedAt: new Date(Date.now() - 1000) } : {}),
      }),
    );
    batches.push({ scope, ops: records.map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })) });
    batches.push({
      scope,
      ops: records
        .filter((_, i) => i % 23 === 5)
        .map((r) => ({
          type: 'patchMemory' as const,
          id: r.id,
          patch: { content: `${r.content} rollback canary`, searchTerms: `${newMemory(r).searchTerms} rollback canari` },
        })),
    });
  }
  return batches;
}

const queries = syntheticQueries(syntheticMemories('alice', 400), 40)
  .map(queryTermsOf)
  .concat([['rollback', 'canari'], ['canari']]);

async function fill(store: StorageAdapter): Promise<void> {
  await store.setEmbeddingSpace(SPACE);
  for (const b of corpus()) await store.write(b.scope, b.ops);
}

/** Hits as comparable rows: scores rounded, ties ordered by id. */
const norm = (hits: { id: string; score: number }[]) =>
  hits.map((h) => ({ id: h.id, score: Math.round(h.score * 1e9) / 1e9 })).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));

describe('recall parity: SQLite and PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-parity-'));
  const sqlite = createSqliteStore({ path: join(dir, 'parity.db') });
  let pglite: Awaited<ReturnType<typeof openPglite>>;
  let onPglite: StorageAdapter;
  let server: TestServer | null = null;
  let onServer: StorageAdapter | null = null;
  let onServerMemory: StorageAdapter | null = null;

  before(async () => {
    await sqlite.migrate();
    await fill(sqlite);
    pglite = await openPglite();
    onPglite = createPostgresStore({ pglite, hnswMinScope: 0 }); // every scope through the HNSW index, however small
    await onPglite.migrate();
    await fill(onPglite);
    // On 550 rows the planner rightly prefers an exact sort; make it use HNSW so the approximate path is tested.
    await pglite.exec('ANALYZE; SET enable_seqscan = off; SET enable_sort = off;');
    server = await startDebianPostgres();
    if (server) {
      await resetUrl(server.url);
      onServer = createPostgresStore({ url: server.url });
      await onServer.migrate();
      await fill(onServer);
      onServerMemory = createPostgresStore({ url: server.url, keywordIndex: 'memory' });
      await onServerMemory.migrate();
    }
  });
  after(async () => {
    await sqlite.close();
    await onPglite?.close();
    await pglite?.close();
    await onServer?.close();
    await onServerMemory?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('keyword leg: same BM25 scores and order for every query (PGlite, the Debian server, its in-process keyword index)', async () => {
    for (const terms of queries) {
      for (const filter of [current(), { validity: { mode: 'all' as const } }]) {
        const want = norm(await sqlite.searchKeyword(alice, { terms, filter, limit: 20 }));
        for (const pgStore of [onPglite, onServer, onServerMemory]) {
          if (!pgStore) continue;
          const got = norm(await pgStore.searchKeyword(alice, { terms, filter, limit: 20 }));
          // the last place may be a tie broken differently: compare the scores everywhere, the ids above it
          assert.deepEqual(
            got.map((h) => h.score),
            want.map((h) => h.score),
            `scores for ${terms.join(' ')}`,
          );
          const cut = want.filter((h) => h.score > (want.at(-1)?.score ?? 0)).map((h) => h.id);
          assert.deepEqual(
            got
              .slice(0, cut.length)
              .map((h) => h.id)
              .sort(),
            [...cut].sort(),
            `ids for ${terms.join(' ')}`,
          );
        }
      }
    }
  });

  test('vector leg: the exact scan (Debian server, no pgvector) returns the same neighbours and scores', async (t) => {
    const exact = onServer;
    if (!exact) return t.skip('PostgreSQL server binaries not installed');
    const rnd = mulberry32(7);
    for (let i = 0; i < 20; i++) {
      const vector = randomUnit(rnd);
      const want = await sqlite.searchVector(alice, { vector, filter: current(), limit: 10 });
      const got: { id: string; score: number }[] = await exact.searchVector(alice, { vector, filter: current(), limit: 10 });
      assert.deepEqual(
        got.map((h) => h.id),
        want.map((h) => h.id),
      );
      for (let j = 0; j < got.length; j++) assert.ok(Math.abs((got[j]?.score ?? 0) - (want[j]?.score ?? 0)) < 1e-6);
    }
  });

  test('vector leg: pgvector HNSW (PGlite) finds nearly all exact neighbours', async () => {
    const rnd = mulberry32(7);
    let found = 0;
    let total = 0;
    for (let i = 0; i < 20; i++) {
      const vector = randomUnit(rnd);
      const want = new Set((await sqlite.searchVector(alice, { vector, filter: current(), limit: 10 })).map((h) => h.id));
      const got: { id: string; score: number }[] = await onPglite.searchVector(alice, { vector, filter: current(), limit: 10 });
      assert.equal(got.length, 10);
      found += got.filter((h) => want.has(h.id)).length;
      total += want.size;
    }
    assert.ok(found / total >= 0.9, `HNSW recall@10 ${found}/${total}`);
    // The statement the adapter runs in pgvector mode (see searchVector), planned on the same connection.
    const plan = await pglite.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT m.id FROM mnemo_memories m WHERE m.tenant_id = 't1' AND m.user_id = 'alice' AND m.embedding_model = $1
       AND m.embedding IS NOT NULL AND m.embedding_model = '${SPACE.modelId}' ORDER BY (m.embedding::vector(32)) <#> $2::vector(32) LIMIT 10`,
      [SPACE.modelId, `[${Array.from(randomUnit(rnd)).join(',')}]`],
    );
    assert.match(plan.rows.map((r) => r['QUERY PLAN']).join('\n'), /Index Scan using mnemo_memories_hnsw_32_/);
  });

  test('vector leg: pgvector HNSW on the Debian server finds nearly all exact neighbours, through the index', async (t) => {
    const withVector = await startDebianPostgres({ pgvector: true });
    if (!withVector) {
      if (requirePgvector) throw new Error('MNEMO_REQUIRE_PGVECTOR=1 but the Debian server has no pgvector');
      return t.skip('SKIPPED: pgvector is not installed in the Debian PostgreSQL server');
    }
    // On 550 rows the planner rightly prefers an exact sort; make every session of the store use HNSW.
    await resetUrl(withVector.url);
    const admin = new pg.Client({ connectionString: withVector.url });
    await admin.connect();
    await admin.query('ALTER DATABASE postgres SET enable_seqscan = off');
    await admin.query('ALTER DATABASE postgres SET enable_sort = off');
    await admin.end();
    const store = createPostgresStore({ url: withVector.url });
    try {
      await store.migrate();
      assert.equal(store.vectorMode, 'pgvector');
      await fill(store);
      await store.close();
      const fresh = createPostgresStore({ url: withVector.url, hnswMinScope: 0 }); // new sessions pick the settings up; every scope through HNSW
      await fresh.migrate();
      const rnd = mulberry32(7);
      let found = 0;
      let total = 0;
      for (let i = 0; i < 20; i++) {
        const vector = randomUnit(rnd);
        const want = new Set((await sqlite.searchVector(alice, { vector, filter: current(), limit: 10 })).map((h) => h.id));
        const got = await fresh.searchVector(alice, { vector, filter: current(), limit: 10 });
        assert.equal(got.length, 10);
        found += got.filter((h) => want.has(h.id)).length;
        total += want.size;
      }
      await fresh.close();
      assert.ok(found / total >= 0.9, `HNSW recall@10 ${found}/${total}`);
      const probe = new pg.Client({ connectionString: withVector.url });
      await probe.connect();
      const plan = await probe.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT m.id FROM mnemo_memories m WHERE m.tenant_id = 't1' AND m.user_id = 'alice' AND m.embedding_model = $1
         AND m.embedding IS NOT NULL AND m.embedding_model = '${SPACE.modelId}' ORDER BY (m.embedding::vector(32)) <#> $2::vector(32) LIMIT 10`,
        [SPACE.modelId, `[${Array.from(randomUnit(rnd)).join(',')}]`],
      );
      await probe.end();
      assert.match(plan.rows.map((r) => r['QUERY PLAN']).join('\n'), /Index Scan using mnemo_memories_hnsw_32_/);
    } finally {
      await withVector.stop();
    }
  });

  test('vector leg: with pgvector, a scope below hnswMinScope is scanned exactly in process (the same neighbours as SQLite)', async (t) => {
    const withVector = await startDebianPostgres({ pgvector: true });
    if (!withVector) {
      if (requirePgvector) throw new Error('MNEMO_REQUIRE_PGVECTOR=1 but the Debian server has no pgvector');
      return t.skip('SKIPPED: pgvector is not installed in the Debian PostgreSQL server');
    }
    const store = createPostgresStore({ url: withVector.url }); // default hnswMinScope: 550 rows are below it
    try {
      await store.migrate();
      assert.equal(store.vectorMode, 'pgvector');
      await fill(store);
      const rnd = mulberry32(11);
      for (let i = 0; i < 10; i++) {
        const vector = randomUnit(rnd);
        const want = await sqlite.searchVector(alice, { vector, filter: current(), limit: 10 });
        const got = await store.searchVector(alice, { vector, filter: current(), limit: 10 });
        assert.deepEqual(
          got.map((h) => h.id),
          want.map((h) => h.id),
        );
        for (let j = 0; j < got.length; j++) assert.ok(Math.abs((got[j]?.score ?? 0) - (want[j]?.score ?? 0)) < 1e-6);
      }
      // The ranking fields come from the same cached index, current with the scope's revision.
      const ids = (await store.searchVector(alice, { vector: randomUnit(rnd), filter: current(), limit: 3 })).map((h) => h.id);
      const fields = await store.rankFields?.(alice, ids);
      assert.deepEqual(
        fields?.map((f) => f?.id),
        ids,
      );
    } finally {
      await store.close();
      await withVector.stop();
    }
  });

  test('other users change neither scores nor results', async () => {
    const terms = ['rollback', 'canari'];
    const a = norm(await onPglite.searchKeyword(alice, { terms, filter: current(), limit: 50 }));
    await onPglite.write(bob, [{ type: 'insertMemory', memory: newMemory(makeRecord(bob, { content: 'rollback canary rollback canary' })) }]);
    const b = norm(await onPglite.searchKeyword(alice, { terms, filter: current(), limit: 50 }));
    assert.deepEqual(b, a);
  });
});

test('LoCoMo bench (tiny file): the same recall@k on SQLite and on PostgreSQL (PGlite)', async () => {
  const { readLocomoFile } = await import('../src/bench/locomo/data.js');
  const { runLocomoBench } = await import('../src/bench/locomo/run.js');
  const conversations = readLocomoFile(join(process.cwd(), 'test', 'fixtures', 'locomo-tiny.json'));
  const options = { conversations, retrievers: ['hybrid', 'bm25', 'vector'], ks: [1, 5, 10], embedder: 'hash' };
  const onSqlite = await runLocomoBench(options);
  const onPostgres = await runLocomoBench({ ...options, store: 'pglite:memory' });
  assert.deepEqual(
    onPostgres.map((r) => r.overall),
    onSqlite.map((r) => r.overall),
  );
  assert.deepEqual(
    onPostgres.map((r) => r.byCategory),
    onSqlite.map((r) => r.byCategory),
  );
});
