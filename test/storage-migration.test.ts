// Schema 3 moves the engine's own keys (and schema 4 counts stored user turns) out of the caller's metadata into typed columns. A store
// written at schema 2 (rows built with the shipped migrations 1–2, metadata as round 1 wrote it) is
// migrated on both dialects, and every value must arrive in its field with the metadata cleaned.
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { createPostgresStore } from '../src/storage/postgres/index.js';
import { PG_MIGRATIONS } from '../src/storage/postgres/migrations.js';
import { SQLITE_MIGRATIONS } from '../src/storage/sqlite/migrations.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import type { StorageAdapter } from '../src/core/contracts/storage.js';
import { openPglite } from './support/postgres.js';

const scope = { tenantId: 't1', userId: 'alice' };
const t = Date.parse('2026-02-01T00:00:00Z');

/** The engine keys as round 1 kept them, next to a key of the caller's. */
const ENGINE_METADATA = {
  supersedes: 'm_old',
  profileKey: 'team',
  corroborations: 2,
  review: { similarTo: 'm_other', similarity: 0.87 },
  context: 'Bob asked which team Alice is on.',
  speaker: 'Alice',
};

async function checkMigrated(store: StorageAdapter): Promise<void> {
  const [typed, odd] = await store.getMemories(scope, ['m_new', 'm_odd']);
  assert.equal(typed?.supersedes, 'm_old');
  assert.equal(typed?.profileKey, 'team');
  assert.equal(typed?.corroborations, 2);
  assert.deepEqual(typed?.review, { similarTo: 'm_other', similarity: 0.87 });
  assert.equal(typed?.context, 'Bob asked which team Alice is on.');
  assert.deepEqual(typed?.metadata, { speaker: 'Alice' }, "only the caller's key is left in metadata");
  // A caller's own key of the same name but another type was never the engine's: it stays put.
  assert.deepEqual(odd?.metadata, { context: 42 });
  assert.equal(odd?.context, null);
  assert.equal(odd?.corroborations, 0);
  const events = await store.getEvents(scope, 's1', { upToSeq: 2 });
  assert.deepEqual(
    events.map((e) => [e.memoryEdit, e.metadata]),
    [
      [true, {}],
      [false, { route: 'answer' }],
    ],
  );
  // Schema 4 counts the user turns already stored (the memory edit is not one).
  let tally: unknown = null;
  await store.appendEventsWithJob(
    scope,
    's1',
    [{ role: 'user', content: 'and I like tea', name: null, at: new Date(t), metadata: {} }],
    (x) => ((tally = x), null),
  );
  assert.deepEqual(tally, { lastSeq: 4, pendingUserTurns: 2 });
}

test('SQLite: schema 2 → 3 moves engine keys out of metadata', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-mig-'));
  try {
    const path = join(dir, 'v2.db');
    const db = new Database(path);
    db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    db.exec(SQLITE_MIGRATIONS[0] as string);
    db.exec(SQLITE_MIGRATIONS[1] as string);
    db.exec("INSERT INTO meta (key, value) VALUES ('schema_version', '2'), ('rev', '0')");
    const insert = db.prepare(
      `INSERT INTO memories (id, tenant_id, user_id, namespace, kind, content, importance, confidence, created_at, updated_at, valid_from, source_type, metadata)
       VALUES (?, 't1', 'alice', 'user', 'fact', ?, 0.5, 0.9, ?, ?, ?, 'user_explicit', ?)`,
    );
    insert.run('m_new', 'Alice works on the infra team.', t, t, t, JSON.stringify(ENGINE_METADATA));
    insert.run('m_odd', 'Alice likes tea.', t, t, t, JSON.stringify({ context: 42 }));
    db.exec(`INSERT INTO sessions (tenant_id, user_id, id, started_at, last_event_at, event_count) VALUES ('t1', 'alice', 's1', ${t}, ${t}, 3)`);
    db.exec(`INSERT INTO session_events (tenant_id, user_id, session_id, seq, role, content, at, metadata) VALUES
      ('t1', 'alice', 's1', 1, 'user', 'forget my team', ${t}, '{"memoryEdit":true}'),
      ('t1', 'alice', 's1', 2, 'assistant', 'done', ${t}, '{"route":"answer"}'),
      ('t1', 'alice', 's1', 3, 'user', 'I moved to Lyon', ${t}, '{}')`);
    db.close();

    const store = createSqliteStore({ path });
    try {
      assert.deepEqual(await store.migrate(), { from: 2, to: 10 });
      await checkMigrated(store);
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('PostgreSQL (PGlite in process)', () => {
  let pglite: Awaited<ReturnType<typeof openPglite>> | null = null;
  after(async () => pglite?.close());

  test('schema 2 → 3 moves engine keys out of metadata', async () => {
    pglite = await openPglite();
    const db = pglite;
    await db.exec('CREATE TABLE mnemo_meta (key text PRIMARY KEY, value text NOT NULL)');
    await db.exec((PG_MIGRATIONS[0] as (m: 'exact') => string)('exact'));
    await db.exec((PG_MIGRATIONS[1] as (m: 'exact') => string)('exact'));
    await db.exec("INSERT INTO mnemo_meta (key, value) VALUES ('schema_version', '2'), ('vector_mode', 'exact')");
    const at = new Date(t).toISOString();
    for (const [id, content, metadata] of [
      ['m_new', 'Alice works on the infra team.', ENGINE_METADATA],
      ['m_odd', 'Alice likes tea.', { context: 42 }],
    ] as const) {
      await db.query(
        `INSERT INTO mnemo_memories (id, tenant_id, user_id, namespace, kind, content, importance, confidence, created_at, updated_at, valid_from, source_type, metadata)
         VALUES ($1, 't1', 'alice', 'user', 'fact', $2, 0.5, 0.9, $3, $3, $3, 'user_explicit', $4::jsonb)`,
        [id, content, at, JSON.stringify(metadata)],
      );
    }
    await db.query("INSERT INTO mnemo_sessions (tenant_id, user_id, id, started_at, last_event_at, event_count) VALUES ('t1', 'alice', 's1', $1, $1, 3)", [at]);
    await db.query(
      `INSERT INTO mnemo_session_events (tenant_id, user_id, session_id, seq, role, content, at, metadata) VALUES
       ('t1', 'alice', 's1', 1, 'user', 'forget my team', $1, '{"memoryEdit":true}'), ('t1', 'alice', 's1', 2, 'assistant', 'done', $1, '{"route":"answer"}'),
       ('t1', 'alice', 's1', 3, 'user', 'I moved to Lyon', $1, '{}')`,
      [at],
    );

    const store = createPostgresStore({ pglite: db });
    try {
      assert.deepEqual(await store.migrate(), { from: 2, to: 8 });
      await checkMigrated(store);
    } finally {
      await store.close();
    }
  });
});
