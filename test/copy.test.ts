// copyStore moves everything between backends: SQLite → PostgreSQL (PGlite) → SQLite, compared field by field.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { StorageAdapter } from '../src/core/contracts/storage.js';
import { createPostgresStore } from '../src/storage/postgres/index.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { makeHistory, makeRecord, newMemory, unitVector } from '../src/testing/index.js';
import { copyStore } from '../src/keep/transfer/copy.js';
import { openPglite } from './support/postgres.js';

const dir = mkdtempSync(join(tmpdir(), 'mnemo-copy-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const SPACE = { modelId: 'test/axis-8', dimensions: 8 };
const alice = { tenantId: 't1', userId: 'alice' };
const bob = { tenantId: 't2', userId: 'bob' };
const all = { validity: { mode: 'all' as const } };

async function snapshot(store: StorageAdapter) {
  const out: unknown[] = [await store.getEmbeddingSpace()];
  for (const s of await store.listScopes()) {
    const scope = { tenantId: s.tenantId, userId: s.userId };
    const memories = await store.listMemories(scope, { filter: all, order: 'oldest', withEmbeddings: true });
    out.push(
      s,
      memories.map((m) => ({ ...m, embedding: m.embedding ? Array.from(m.embedding) : null })),
      await Promise.all(memories.map(async (m) => [await store.getSources(scope, m.id), await store.getHistory(scope, { kind: 'memory', id: m.id })])),
      await store.getProfile(scope),
      await Promise.all((await store.getProfile(scope)).map((p) => store.getHistory(scope, { kind: 'profile', id: p.key }))),
      await Promise.all((await store.listSessions(scope)).map(async (x) => [x, await store.getEvents(scope, x.id)])),
      (await store.listJobs({ scope })).map(({ id, type, payload, key, status }) => ({ id, type, payload, key, status })),
      await store.listGrants(s.tenantId),
    );
  }
  return out;
}

test('SQLite → PostgreSQL → SQLite keeps memories, vectors, lineage, history, profile, sessions, jobs and grants', async () => {
  const source = createSqliteStore({ path: join(dir, 'a.db') });
  await source.migrate();
  await source.setEmbeddingSpace(SPACE);
  for (const [scope, n] of [
    [alice, 30],
    [bob, 5],
  ] as const) {
    const records = Array.from({ length: n }, (_, i) =>
      makeRecord(scope, {
        content: `memory ${i} of ${scope.userId} about rollbacks`,
        embedding: unitVector(8, i % 8, 0.3),
        embeddingModel: SPACE.modelId,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        // the engine's typed fields travel too (on bob's memory: alice's keyword ranking below stays all ties)
        ...(scope === bob &&
          i === 1 && {
            supersedes: 'm_gone',
            profileKey: 'team',
            corroborations: 2,
            review: { similarTo: 'm_other', similarity: 0.8 },
            context: 'asked about rollbacks',
          }),
      }),
    );
    await source.write(scope, [
      ...records.map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
      ...records.map((r) => ({ type: 'appendHistory' as const, entry: makeHistory(scope, r.id, { newValue: { content: r.content } }) })),
      { type: 'addSources', memoryId: records[0]!.id, sources: [{ type: 'tool', id: 'calendar' }] },
      { type: 'setProfile', entry: { key: 'name', value: scope.userId, source: 'user_explicit', updatedAt: new Date('2026-02-01T00:00:00Z') } },
    ]);
    await source.openSession(scope, { id: 's1', startedAt: new Date('2026-02-01T10:00:00Z') });
    await source.appendEvents(scope, 's1', [
      { role: 'user', content: 'hello', name: null, at: new Date('2026-02-01T10:00:01Z'), memoryEdit: true, metadata: {} },
      { role: 'assistant', content: 'hi', name: null, at: new Date('2026-02-01T10:00:02Z'), metadata: { model: 'x' } },
    ]);
    await source.write(scope, [{ type: 'advanceSession', sessionId: 's1', from: 0, to: 1, summary: 'greeted' }]);
    await source.endSession(scope, 's1', { at: new Date('2026-02-01T11:00:00Z'), reason: 'idle' });
    await source.enqueueJob({
      id: `job-${scope.userId}`,
      tenantId: scope.tenantId,
      userId: scope.userId,
      type: 'extract',
      payload: { sessionId: 's1', upToSeq: 2 },
      key: 'extract:s1:2',
      maxAttempts: 3,
      runAt: new Date('2026-02-01T11:00:00Z'),
      createdAt: new Date('2026-02-01T11:00:00Z'),
    });
  }
  await source.putGrant({ tenantId: 't1', agentId: 'planner', namespace: 'user', read: true, write: false });

  const pglite = await openPglite();
  const middle = createPostgresStore({ pglite });
  await middle.migrate();
  const there = await copyStore(source, middle);
  assert.deepEqual([there.users, there.memories, there.sessions, there.events, there.jobs, there.grants, there.withoutVector], [2, 35, 2, 4, 2, 1, 0]);
  const back = createSqliteStore({ path: join(dir, 'b.db') });
  await back.migrate();
  await copyStore(middle, back);

  const want = await snapshot(source);
  assert.deepEqual(await snapshot(middle), want);
  assert.deepEqual(await snapshot(back), want);
  const q = { terms: ['rollback'], filter: all, limit: 5 };
  assert.deepEqual(await middle.searchKeyword(alice, q), await source.searchKeyword(alice, q));
  // Copying again into a complete copy adds nothing; a store with anything else in it is refused.
  await copyStore(source, middle);
  assert.deepEqual(await snapshot(middle), want);
  const other = createSqliteStore({ path: join(dir, 'c.db') });
  await other.migrate();
  await other.write(alice, [{ type: 'insertMemory', memory: newMemory(makeRecord(alice, { content: 'not from the source' })) }]);
  await assert.rejects(copyStore(other, middle), /not empty/);
  await assert.rejects(copyStore(source, other), /not an interrupted copy/);
  for (const s of [source, middle, back, other]) await s.close();
  await pglite.close();
});

test('a copy that stopped part-way is completed by running it again', async () => {
  const source = createSqliteStore({ path: join(dir, 'd.db') });
  await source.migrate();
  await source.setEmbeddingSpace(SPACE);
  for (const scope of [alice, bob]) {
    const records = Array.from({ length: 1200 }, (_, i) =>
      makeRecord(scope, { content: `note ${i} of ${scope.userId}`, embedding: unitVector(8, i % 8), embeddingModel: SPACE.modelId }),
    );
    await source.write(scope, [
      ...records.map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
      ...records.map((r) => ({ type: 'appendHistory' as const, entry: makeHistory(scope, r.id) })),
    ]);
    await source.openSession(scope, { id: 's1', startedAt: new Date('2026-02-01T10:00:00Z') });
    await source.appendEvents(scope, 's1', [
      { role: 'user', content: 'hello', name: null, at: new Date('2026-02-01T10:00:01Z'), memoryEdit: false, metadata: {} },
    ]);
  }
  const target = createSqliteStore({ path: join(dir, 'e.db') });
  await target.migrate();
  // A write of bob's second page fails (a trigger stands in for a full disk): alice is copied, bob in part.
  target.connection.exec("CREATE TRIGGER stop_once BEFORE INSERT ON memories WHEN new.content = 'note 700 of bob' BEGIN SELECT RAISE(ABORT, 'injected'); END");
  await assert.rejects(copyStore(source, target));
  assert.deepEqual(
    (await target.listScopes()).map((s) => [s.userId, s.memories]),
    [
      ['alice', 1200],
      ['bob', 500],
    ],
  );
  target.connection.exec('DROP TRIGGER stop_once');
  const report = await copyStore(source, target);
  assert.deepEqual([report.memories, report.history, report.events], [2400, 2400, 2]);
  assert.deepEqual(await snapshot(target), await snapshot(source));
  await source.close();
  await target.close();
});
