/**
 * The storage conformance suite. Every adapter runs it in a few lines:
 *
 * ```ts
 * runStorageConformance('sqlite', { open: async () => { ... return { store, openSecond, cleanup } } });
 * ```
 *
 * It checks what the contract in `src/spec/storage.ts` promises: a CRUD round trip, migration
 * idempotence, scope isolation, search ordering and limits, history, transaction rollback,
 * freshness of cached reads across instances, and a race between two independent instances on
 * one database; sessions (append-only numbered events, watermark compare-and-set) and the job queue
 * (idempotent enqueue, exclusive leases, retry and completion in the same batch as the writes).
 * Skips are data with a reason, never silent.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MnemoError } from '../errors.js';
import type { EmbeddingSpace } from '../spec/embedder.js';
import type { RecordFilter, StorageAdapter } from '../spec/storage.js';
import type { NewJob } from '../types/job.js';
import type { MemoryRecord } from '../types/memory.js';
import type { Scope } from '../types/scope.js';
import { makeHistory, makeRecord, newMemory, unitVector } from './fixtures.js';

/** A fresh, migrated store for one test, plus a way to open a second independent instance on it. */
export interface ConformanceStore {
  readonly store: StorageAdapter;
  /** Opens another adapter instance (its own connection or pool) on the same database, migrated. */
  readonly openSecond: () => Promise<StorageAdapter>;
  /** Closes everything and removes the database. */
  readonly cleanup: () => Promise<void>;
}

/** How the suite gets stores, and which checks an adapter declares it cannot pass (with why). */
export interface ConformanceOptions {
  readonly open: () => Promise<ConformanceStore>;
  readonly skip?: Readonly<Record<string, string>>;
  /** Rounds of the race test. */
  readonly raceRounds?: number;
}

const SPACE: EmbeddingSpace = { modelId: 'test/axis-8', dimensions: 8 };
const alice: Scope = { tenantId: 't1', userId: 'alice' };
const bob: Scope = { tenantId: 't1', userId: 'bob' };
const aliceElsewhere: Scope = { tenantId: 't2', userId: 'alice' };
const current = (): RecordFilter => ({ validity: { mode: 'current', now: new Date() } });
const all: RecordFilter = { validity: { mode: 'all' } };

let jobCounter = 0;
const newJob = (scope: Scope, over: Partial<NewJob> = {}): NewJob => ({
  id: `job-${process.pid}-${++jobCounter}-${Math.random().toString(36).slice(2, 8)}`,
  tenantId: scope.tenantId,
  userId: scope.userId,
  type: 'extract',
  payload: { sessionId: 's1', upToSeq: 2 },
  key: null,
  maxAttempts: 3,
  runAt: new Date(Date.now() - 1000),
  createdAt: new Date(),
  ...over,
});
const userSaid = (content: string, at = new Date()) => ({ role: 'user' as const, content, name: null, at, metadata: {} });

const isCode = (code: string) => (error: unknown) => MnemoError.isInstance(error) && error.code === code;

/** Registers the conformance tests for one adapter under `describe(name)`. */
export function runStorageConformance(name: string, options: ConformanceOptions): void {
  const check = (title: string, body: (ctx: ConformanceStore) => Promise<void>): void => {
    const reason = options.skip?.[title];
    test(title, reason ? { skip: reason } : {}, async () => {
      const ctx = await options.open();
      try {
        await body(ctx);
      } finally {
        await ctx.cleanup();
      }
    });
  };

  describe(`storage conformance: ${name}`, () => {
    check('declares contract version and capabilities', async ({ store }) => {
      assert.equal(store.contractVersion, 3);
      assert.ok(['exact', 'ann'].includes(store.capabilities.vectorSearch));
      assert.equal(typeof store.kind, 'string');
    });

    check('migration is idempotent', async ({ store }) => {
      const again = await store.migrate();
      assert.equal(again.from, again.to);
      const stats = await store.stats();
      assert.equal(stats.schemaVersion, again.to);
      assert.equal(stats.memories, 0);
    });

    check('CRUD round trip keeps every field', async ({ store }) => {
      await store.setEmbeddingSpace(SPACE);
      const at = new Date('2026-01-02T03:04:05.678Z');
      const record = makeRecord(alice, {
        kind: 'preference',
        content: 'Alice prefers concise answers.',
        notes: ['Said during onboarding.'],
        triple: { subject: 'alice', predicate: 'prefers', object: 'concise answers' },
        importance: 0.7,
        confidence: 0.9,
        createdAt: at,
        updatedAt: at,
        validFrom: new Date('2026-01-01T00:00:00.000Z'),
        expiresAt: new Date('2027-01-01T00:00:00.000Z'),
        halfLifeDays: 90,
        source: { type: 'user_explicit', id: 'event-1' },
        embedding: unitVector(8, 2),
        embeddingModel: SPACE.modelId,
        metadata: { speaker: 'Alice', n: 3 },
      });
      await store.write(alice, [{ type: 'insertMemory', memory: newMemory(record) }]);
      const [got] = await store.getMemories(alice, [record.id], { withEmbeddings: true });
      assert.ok(got);
      assert.deepEqual({ ...got, embedding: Array.from(got.embedding ?? []) }, { ...record, embedding: Array.from(record.embedding ?? []) });
      const [noVector] = await store.getMemories(alice, [record.id]);
      assert.equal(noVector?.embedding, null, 'embeddings only when asked for');

      const later = new Date(at.getTime() + 1000);
      await store.write(alice, [
        { type: 'patchMemory', id: record.id, patch: { content: 'Alice prefers very short answers.', searchTerms: 'alic prefer short answer', confidence: 0.95, updatedAt: later } },
      ]);
      const [patched] = await store.getMemories(alice, [record.id]);
      assert.equal(patched?.content, 'Alice prefers very short answers.');
      assert.equal(patched?.confidence, 0.95);
      assert.equal(patched?.updatedAt.getTime(), later.getTime());
      assert.equal(patched?.kind, 'preference', 'untouched fields stay');
      const hits = await store.searchKeyword(alice, { terms: ['short'], filter: current(), limit: 5 });
      assert.deepEqual(hits.map((h) => h.id), [record.id], 'the keyword index follows the new terms');
      assert.equal((await store.searchKeyword(alice, { terms: ['concis'], filter: current(), limit: 5 })).length, 0);
      assert.equal(await store.countMemories(alice, all), 1);
    });

    check('list orders, pages and filters by validity, kind and session', async ({ store }) => {
      const base = Date.parse('2026-03-01T00:00:00Z');
      const records: MemoryRecord[] = [];
      for (let i = 0; i < 5; i++) {
        const at = new Date(base + i * 60_000);
        records.push(makeRecord({ ...alice, sessionId: i % 2 ? 's1' : 's2' }, { content: `memory ${i}`, kind: i === 4 ? 'episode' : 'fact', createdAt: at, updatedAt: at, validFrom: at }));
      }
      await store.write(alice, records.map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })));
      await store.write(alice, [{ type: 'patchMemory', id: records[0]!.id, patch: { invalidatedAt: new Date(base + 10 * 60_000), invalidationReason: 'test' } }]);
      const newest = await store.listMemories(alice, { filter: all, limit: 2 });
      assert.deepEqual(newest.map((r) => r.content), ['memory 4', 'memory 3']);
      const page2 = await store.listMemories(alice, { filter: all, limit: 2, offset: 2, order: 'oldest' });
      assert.deepEqual(page2.map((r) => r.content), ['memory 2', 'memory 3']);
      const valid = await store.listMemories(alice, { filter: current() });
      assert.equal(valid.length, 4, 'the invalidated memory is not current');
      const before = await store.listMemories(alice, { filter: { validity: { mode: 'asOf', at: new Date(base + 2 * 60_000) } } });
      assert.deepEqual(before.map((r) => r.content).sort(), ['memory 0', 'memory 1', 'memory 2'], 'as of a date: valid then, invalidated later');
      assert.deepEqual((await store.listMemories(alice, { filter: { ...current(), kinds: ['episode'] } })).map((r) => r.content), ['memory 4']);
      assert.equal((await store.listMemories(alice, { filter: { ...all, sessionId: 's1' } })).length, 2);
      const expired = makeRecord(alice, { content: 'expired one', expiresAt: new Date(Date.now() - 1000) });
      await store.write(alice, [{ type: 'insertMemory', memory: newMemory(expired) }]);
      assert.equal((await store.listMemories(alice, { filter: current() })).some((r) => r.id === expired.id), false, 'expired is not current');
    });

    check('scope isolation: another user or tenant can never read or touch a row', async ({ store }) => {
      await store.setEmbeddingSpace(SPACE);
      const secret = makeRecord(alice, { content: 'Alice staging runbook rollback', embedding: unitVector(8, 0), embeddingModel: SPACE.modelId, triple: { subject: 'alice', predicate: 'owns', object: 'runbook' } });
      await store.write(alice, [
        { type: 'insertMemory', memory: newMemory(secret) },
        { type: 'appendHistory', entry: makeHistory(alice, secret.id) },
        { type: 'setProfile', entry: { key: 'name', value: 'Alice', source: 'user_explicit', updatedAt: new Date() } },
      ]);
      for (const other of [bob, aliceElsewhere]) {
        assert.deepEqual(await store.getMemories(other, [secret.id]), []);
        assert.deepEqual(await store.listMemories(other, { filter: all }), []);
        assert.equal(await store.countMemories(other, all), 0);
        assert.deepEqual(await store.searchKeyword(other, { terms: ['runbook', 'rollback'], filter: all, limit: 10 }), []);
        assert.deepEqual(await store.searchVector(other, { vector: unitVector(8, 0), filter: all, limit: 10 }), []);
        assert.deepEqual(await store.queryFacts(other, { filter: all, subject: 'alice' }), []);
        assert.deepEqual(await store.getHistory(other, { kind: 'memory', id: secret.id }), []);
        assert.deepEqual(await store.getSources(other, secret.id), []);
        assert.deepEqual(await store.getProfile(other), []);
        await assert.rejects(store.write(other, [{ type: 'patchMemory', id: secret.id, patch: { content: 'hijacked', searchTerms: 'hijack' } }]), isCode('NOT_FOUND'));
        await assert.rejects(store.write(other, [{ type: 'addSources', memoryId: secret.id, sources: [{ type: 'tool', id: 'x' }] }]), isCode('NOT_FOUND'));
        await store.touch(other, [secret.id], new Date());
        await store.eraseUser(other);
      }
      await assert.rejects(store.write(bob, [{ type: 'insertMemory', memory: newMemory(makeRecord(alice)) }]), isCode('POLICY_DENIED'), 'a batch cannot write into another scope');
      await assert.rejects(store.write(bob, [{ type: 'appendHistory', entry: makeHistory(alice, secret.id) }]), isCode('POLICY_DENIED'));
      const [still] = await store.getMemories(alice, [secret.id]);
      assert.equal(still?.content, 'Alice staging runbook rollback');
      assert.equal(still?.accessCount, 0, 'a touch from another scope changed nothing');
      assert.equal((await store.getProfile(alice)).length, 1);
      assert.equal((await store.getHistory(alice, { kind: 'memory', id: secret.id })).length, 1);
    });

    check('keyword search ranks by BM25, honours limit and validity', async ({ store }) => {
      const strong = makeRecord(alice, { content: 'deploy rollback runbook: rollback steps for the deploy' });
      const weak = makeRecord(alice, { content: 'we talked about the deploy calendar' });
      const none = makeRecord(alice, { content: 'react server components question' });
      const gone = makeRecord(alice, { content: 'old rollback deploy plan', invalidatedAt: new Date(Date.now() - 1000), invalidationReason: 'superseded' });
      await store.write(alice, [strong, weak, none, gone].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })));
      const hits = await store.searchKeyword(alice, { terms: ['deploy', 'rollback'], filter: current(), limit: 10 });
      assert.deepEqual(hits.map((h) => h.id), [strong.id, weak.id]);
      assert.ok((hits[0]?.score ?? 0) > (hits[1]?.score ?? 0) && (hits[1]?.score ?? 0) > 0, 'higher BM25 is better and positive');
      assert.equal((await store.searchKeyword(alice, { terms: ['deploy', 'rollback'], filter: current(), limit: 1 })).length, 1);
      const withInvalid = await store.searchKeyword(alice, { terms: ['rollback'], filter: all, limit: 10 });
      assert.ok(withInvalid.some((h) => h.id === gone.id), 'invalidated memories are found when asked for');
      assert.deepEqual(await store.searchKeyword(alice, { terms: [], filter: current(), limit: 10 }), []);
      assert.deepEqual(await store.searchKeyword(alice, { terms: ['what\'s', '"', 'OR', '*'], filter: current(), limit: 10 }).then((h) => h.length >= 0), true, 'hostile terms never throw');
    });

    check('vector search ranks by cosine, honours limit, space and validity', async ({ store }) => {
      await store.setEmbeddingSpace(SPACE);
      const near = makeRecord(alice, { embedding: unitVector(8, 1, 0.1), embeddingModel: SPACE.modelId });
      const mid = makeRecord(alice, { embedding: unitVector(8, 1, 1.5), embeddingModel: SPACE.modelId });
      const far = makeRecord(alice, { embedding: unitVector(8, 5), embeddingModel: SPACE.modelId });
      const noVector = makeRecord(alice, {});
      const gone = makeRecord(alice, { embedding: unitVector(8, 1), embeddingModel: SPACE.modelId, invalidatedAt: new Date(Date.now() - 1000) });
      await store.write(alice, [near, mid, far, noVector, gone].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })));
      const hits = await store.searchVector(alice, { vector: unitVector(8, 1), filter: current(), limit: 10 });
      assert.deepEqual(hits.map((h) => h.id), [near.id, mid.id, far.id]);
      assert.ok(Math.abs((hits[0]?.score ?? 0) - 0.995) < 0.01, 'score is cosine similarity');
      assert.equal((await store.searchVector(alice, { vector: unitVector(8, 1), filter: current(), limit: 2 })).length, 2);
      const extra = await store.searchVector(alice, { vector: unitVector(8, 1), filter: current(), limit: 1, alsoScore: [far.id, near.id, noVector.id, gone.id, 'm_unknown'] });
      assert.deepEqual(extra.map((h) => h.id), [near.id, far.id], 'alsoScore adds scores of listed ids that pass the filter and have a vector');
      assert.ok(Math.abs(extra[1]?.score ?? 1) < 0.01, 'far is orthogonal');
      assert.equal((await store.searchVector(alice, { vector: unitVector(8, 1), filter: all, limit: 1 }))[0]?.id, gone.id);
      await assert.rejects(store.searchVector(alice, { vector: new Float32Array(4), filter: current(), limit: 1 }), isCode('EMBEDDER_MISMATCH'));
      await assert.rejects(
        store.write(alice, [{ type: 'insertMemory', memory: newMemory(makeRecord(alice, { embedding: new Float32Array(16), embeddingModel: 'other/model' })) }]),
        isCode('EMBEDDER_MISMATCH'),
      );
    });

    check('cached reads see writes made through another instance', async ({ store, openSecond }) => {
      await store.setEmbeddingSpace(SPACE);
      const other = await openSecond();
      const first = makeRecord(alice, { embedding: unitVector(8, 3), embeddingModel: SPACE.modelId });
      await store.write(alice, [{ type: 'insertMemory', memory: newMemory(first) }]);
      assert.equal((await store.searchVector(alice, { vector: unitVector(8, 3), filter: current(), limit: 5 })).length, 1);
      const second = makeRecord(alice, { embedding: unitVector(8, 3, 0.2), embeddingModel: SPACE.modelId });
      await other.write(alice, [
        { type: 'insertMemory', memory: newMemory(second) },
        { type: 'patchMemory', id: first.id, patch: { invalidatedAt: new Date(Date.now() - 1), invalidationReason: 'superseded' } },
      ]);
      const hits = await store.searchVector(alice, { vector: unitVector(8, 3), filter: current(), limit: 5 });
      assert.deepEqual(hits.map((h) => h.id), [second.id]);
      const kw = (terms: string[]) => store.searchKeyword(alice, { terms, filter: current(), limit: 5 }).then((h) => h.map((x) => x.id));
      const worded = makeRecord(alice, { content: 'canary rollout checklist' });
      assert.deepEqual(await kw(['canari']), []);
      await other.write(alice, [{ type: 'insertMemory', memory: newMemory(worded) }]);
      assert.deepEqual(await kw(['canari']), [worded.id], 'a keyword written elsewhere is found');
      await other.write(alice, [{ type: 'patchMemory', id: worded.id, patch: { content: 'blue green switch', searchTerms: 'blue green switch' } }]);
      assert.deepEqual(await kw(['canari']), [], 'old terms are gone after a change made elsewhere');
      assert.deepEqual(await kw(['green']), [worded.id]);
      await other.eraseUser(alice);
      assert.deepEqual(await store.searchVector(alice, { vector: unitVector(8, 3), filter: all, limit: 5 }), []);
      const third = makeRecord(alice, { embedding: unitVector(8, 3), embeddingModel: SPACE.modelId });
      await other.write(alice, [{ type: 'insertMemory', memory: newMemory(third) }]);
      assert.deepEqual((await store.searchVector(alice, { vector: unitVector(8, 3), filter: all, limit: 5 })).map((h) => h.id), [third.id]);
      await other.close();
    });

    check('facts are queryable by subject, predicate and object, case-insensitively', async ({ store }) => {
      const works = makeRecord(alice, { content: 'Alice works with Bob.', triple: { subject: 'Alice', predicate: 'works_with', object: 'Bob' } });
      const works2 = makeRecord(alice, { content: 'Alice works with Carol.', triple: { subject: 'Alice', predicate: 'works_with', object: 'Carol' } });
      const likes = makeRecord(alice, { content: 'Alice likes tea.', triple: { subject: 'Alice', predicate: 'likes', object: 'tea' } });
      const plain = makeRecord(alice, { content: 'No triple here.' });
      await store.write(alice, [works, works2, likes, plain].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })));
      assert.equal((await store.queryFacts(alice, { filter: current(), subject: 'alice' })).length, 3);
      const coworkers = await store.queryFacts(alice, { filter: current(), predicate: 'WORKS_WITH' });
      assert.deepEqual(coworkers.map((r) => r.triple?.object).sort(), ['Bob', 'Carol']);
      assert.deepEqual((await store.queryFacts(alice, { filter: current(), object: 'tea' })).map((r) => r.id), [likes.id]);
    });

    check('lineage is many-to-many', async ({ store }) => {
      const a = makeRecord(alice, { source: { type: 'user_implicit', id: 'session-1' } });
      const b = makeRecord(alice, { source: { type: 'user_implicit', id: 'session-1' } });
      await store.write(alice, [
        { type: 'insertMemory', memory: newMemory(a) },
        { type: 'insertMemory', memory: newMemory(b) },
        { type: 'addSources', memoryId: a.id, sources: [{ type: 'tool', id: 'calendar' }] },
      ]);
      assert.deepEqual(await store.getSources(alice, a.id), [{ type: 'user_implicit', id: 'session-1' }, { type: 'tool', id: 'calendar' }]);
      assert.deepEqual((await store.memoriesFromSource(alice, { type: 'user_implicit', id: 'session-1' })).sort(), [a.id, b.id].sort());
      assert.deepEqual(await store.memoriesFromSource(alice, { type: 'tool', id: 'calendar' }), [a.id]);
    });

    check('history is append-only and ordered, values round-trip as JSON', async ({ store }) => {
      const r = makeRecord(alice);
      const t0 = Date.parse('2026-05-01T00:00:00Z');
      await store.write(alice, [
        { type: 'insertMemory', memory: newMemory(r) },
        { type: 'appendHistory', entry: makeHistory(alice, r.id, { op: 'create', newValue: { content: 'v1' }, at: new Date(t0) }) },
      ]);
      await store.write(alice, [
        { type: 'appendHistory', entry: makeHistory(alice, r.id, { op: 'update', oldValue: { content: 'v1' }, newValue: { content: 'v2', n: [1, 2] }, reason: 'user corrected it', actor: { type: 'agent', id: 'helper' }, at: new Date(t0 + 1) }) },
      ]);
      const h = await store.getHistory(alice, { kind: 'memory', id: r.id });
      assert.deepEqual(h.map((e) => e.op), ['create', 'update']);
      assert.deepEqual(h[1]?.newValue, { content: 'v2', n: [1, 2] });
      assert.equal(h[1]?.reason, 'user corrected it');
      assert.deepEqual(h[1]?.actor, { type: 'agent', id: 'helper' });
      assert.equal(h[1]?.at.getTime(), t0 + 1);
    });

    check('a failing batch rolls back entirely', async ({ store }) => {
      const a = makeRecord(alice, { content: 'first of the batch' });
      await assert.rejects(
        store.write(alice, [
          { type: 'insertMemory', memory: newMemory(a) },
          { type: 'setProfile', entry: { key: 'team', value: 'infra', source: 'user_explicit', updatedAt: new Date() } },
          { type: 'patchMemory', id: 'm_does_not_exist', patch: { content: 'x', searchTerms: 'x' } },
        ]),
        isCode('NOT_FOUND'),
      );
      assert.deepEqual(await store.getMemories(alice, [a.id]), []);
      assert.deepEqual(await store.getProfile(alice), []);
      assert.deepEqual(await store.searchKeyword(alice, { terms: ['batch'], filter: all, limit: 5 }), []);
      await store.write(alice, [{ type: 'insertMemory', memory: newMemory(a) }]);
      await assert.rejects(store.write(alice, [{ type: 'insertMemory', memory: newMemory(makeRecord(alice)) }, { type: 'insertMemory', memory: newMemory(a) }]), isCode('CONFLICT'));
      assert.equal(await store.countMemories(alice, all), 1);
    });

    check('profile set, overwrite and unset', async ({ store }) => {
      const e = (key: string, value: unknown) => ({ type: 'setProfile' as const, entry: { key, value, source: 'user_explicit' as const, updatedAt: new Date() } });
      await store.write(alice, [e('name', 'Alice'), e('team', 'platform'), e('focus', ['deploys', 'on-call'])]);
      await store.write(alice, [e('team', 'infra'), { type: 'unsetProfile', key: 'focus' }]);
      const p = await store.getProfile(alice);
      assert.deepEqual(p.map((x) => [x.key, x.value]), [['name', 'Alice'], ['team', 'infra']]);
      await store.write(alice, [
        { type: 'appendHistory', entry: makeHistory(alice, 'focus', { targetKind: 'profile', op: 'unset' }) },
        { type: 'appendHistory', entry: makeHistory(alice, 'team', { targetKind: 'profile', op: 'set' }) },
      ]);
      assert.deepEqual(await store.historyTargets(alice, 'profile'), ['focus', 'team'], 'unset keys are still enumerable through history');
      assert.deepEqual(await store.historyTargets(bob, 'profile'), []);
      assert.deepEqual(await store.historyTargets(alice, 'memory'), []);
    });

    check('touch updates last access and count', async ({ store }) => {
      const r = makeRecord(alice);
      await store.write(alice, [{ type: 'insertMemory', memory: newMemory(r) }]);
      const at = new Date('2026-06-01T00:00:00Z');
      await store.touch(alice, [r.id], at);
      await store.touch(alice, [r.id], at);
      const [got] = await store.getMemories(alice, [r.id]);
      assert.equal(got?.accessCount, 2);
      assert.equal(got?.lastAccessedAt?.getTime(), at.getTime());
    });

    check('erase removes only that user, everything of theirs', async ({ store }) => {
      const a = makeRecord(alice, { content: 'alice data' });
      const b = makeRecord(bob, { content: 'bob data' });
      await store.write(alice, [{ type: 'insertMemory', memory: newMemory(a) }, { type: 'appendHistory', entry: makeHistory(alice, a.id) }, { type: 'setProfile', entry: { key: 'name', value: 'Alice', source: 'user_explicit', updatedAt: new Date() } }]);
      await store.write(bob, [{ type: 'insertMemory', memory: newMemory(b) }, { type: 'appendHistory', entry: makeHistory(bob, b.id) }]);
      await store.openSession(alice, { id: 's1', startedAt: new Date() });
      await store.appendEvents(alice, 's1', [userSaid('alice said this')]);
      await store.openSession(bob, { id: 's1', startedAt: new Date() });
      await store.appendEvents(bob, 's1', [userSaid('bob said this')]);
      await store.enqueueJob(newJob(alice));
      const report = await store.eraseUser(alice);
      assert.deepEqual(report, { memories: 1, history: 1, profile: 1, sessions: 1, jobs: 1 });
      assert.deepEqual(await store.getEvents(alice, 's1'), []);
      assert.deepEqual((await store.getEvents(bob, 's1')).map((e) => e.content), ['bob said this']);
      assert.equal(await store.countMemories(alice, all), 0);
      assert.deepEqual(await store.getSources(alice, a.id), []);
      assert.deepEqual(await store.searchKeyword(alice, { terms: ['alic', 'data'], filter: all, limit: 5 }), []);
      assert.equal(await store.countMemories(bob, all), 1);
      assert.equal((await store.getHistory(bob, { kind: 'memory', id: b.id })).length, 1);
      assert.deepEqual((await store.listScopes()).map((s) => s.userId), ['bob']);
      await store.openSession({ tenantId: 't1', userId: 'dora' }, { id: 's1', startedAt: new Date() });
      assert.deepEqual((await store.listScopes()).map((s) => s.userId), ['bob', 'dora'], 'a user with only a session is listed');
    });

    check('session blocks are frozen once written', async ({ store }) => {
      const s = { ...alice, sessionId: 'sess-1' };
      assert.equal(await store.getSessionBlock(s), null);
      await store.putSessionBlock(s, 'first');
      await store.putSessionBlock(s, 'second');
      assert.equal(await store.getSessionBlock(s), 'first');
      assert.equal(await store.getSessionBlock({ ...bob, sessionId: 'sess-1' }), null);
    });

    check('namespace grants', async ({ store }) => {
      await store.putGrant({ tenantId: 't1', agentId: 'planner', namespace: 'user', read: true, write: false });
      await store.putGrant({ tenantId: 't1', agentId: 'planner', namespace: 'agent:planner', read: true, write: true });
      await store.putGrant({ tenantId: 't1', agentId: 'planner', namespace: 'user', read: true, write: true });
      await store.putGrant({ tenantId: 't2', agentId: 'planner', namespace: 'user', read: false, write: false });
      const grants = await store.listGrants('t1', 'planner');
      assert.deepEqual(grants.map((g) => [g.namespace, g.read, g.write]), [['agent:planner', true, true], ['user', true, true]]);
      await store.deleteGrant({ tenantId: 't1', agentId: 'planner', namespace: 'user' });
      assert.equal((await store.listGrants('t1')).length, 1);
      assert.equal((await store.listGrants('t2')).length, 1);
    });

    check('embedding space is recorded', async ({ store }) => {
      assert.equal(await store.getEmbeddingSpace(), null);
      await store.setEmbeddingSpace(SPACE);
      assert.deepEqual(await store.getEmbeddingSpace(), SPACE);
    });

    check('sessions: open is idempotent, events are numbered and isolated per user', async ({ store }) => {
      const t0 = new Date('2026-03-01T10:00:00Z');
      const first = await store.openSession(alice, { id: 's1', startedAt: t0 });
      assert.equal(first.eventCount, 0);
      assert.equal(first.watermark, 0);
      assert.equal(first.endedAt, null);
      const again = await store.openSession(alice, { id: 's1', startedAt: new Date('2030-01-01T00:00:00Z') });
      assert.equal(again.startedAt.getTime(), t0.getTime(), 'opening again returns the existing session');
      const appended = await store.appendEvents(alice, 's1', [
        userSaid('hello', new Date('2026-03-01T10:00:01Z')),
        { role: 'assistant', content: 'hi', name: null, at: new Date('2026-03-01T10:00:02Z'), metadata: { model: 'm' } },
      ]);
      assert.deepEqual(appended.map((e) => e.seq), [1, 2]);
      await store.appendEvents(alice, 's1', [{ role: 'tool_call', content: '{"q":1}', name: 'search_memory', at: new Date('2026-03-01T10:00:03Z'), metadata: {} }]);
      const events = await store.getEvents(alice, 's1');
      assert.deepEqual(events.map((e) => [e.seq, e.role, e.content]), [[1, 'user', 'hello'], [2, 'assistant', 'hi'], [3, 'tool_call', '{"q":1}']]);
      assert.equal(events[2]?.name, 'search_memory');
      assert.deepEqual(events[1]?.metadata, { model: 'm' });
      assert.deepEqual((await store.getEvents(alice, 's1', { afterSeq: 1, upToSeq: 2 })).map((e) => e.seq), [2]);
      const s = await store.getSession(alice, 's1');
      assert.equal(s?.eventCount, 3);
      assert.equal(s?.lastEventAt.getTime(), new Date('2026-03-01T10:00:03Z').getTime());
      assert.equal(await store.getSession(bob, 's1'), null, 'another user cannot see the session');
      assert.deepEqual(await store.getEvents(bob, 's1'), []);
      await assert.rejects(store.appendEvents(bob, 's1', [userSaid('intrude')]), isCode('NOT_FOUND'));
      await store.openSession(alice, { id: 's2', startedAt: new Date('2026-03-02T10:00:00Z') });
      assert.deepEqual((await store.listSessions(alice)).map((x) => x.id), ['s2', 's1'], 'most recently active first');
      assert.deepEqual(await store.listSessions(bob), []);
      await store.endSession(alice, 's1', { at: new Date('2026-03-01T11:00:00Z'), reason: 'idle' });
      await store.endSession(alice, 's1', { at: new Date('2026-03-05T11:00:00Z'), reason: 'explicit' });
      const ended = await store.getSession(alice, 's1');
      assert.equal(ended?.endReason, 'idle', 'ending twice keeps the first end');
      assert.equal(ended?.endedAt?.getTime(), new Date('2026-03-01T11:00:00Z').getTime());
    });

    check('sessions: the watermark moves by compare-and-set inside a batch', async ({ store }) => {
      await store.setEmbeddingSpace(SPACE);
      await store.openSession(alice, { id: 's1', startedAt: new Date() });
      await store.appendEvents(alice, 's1', [userSaid('a'), userSaid('b')]);
      const m = makeRecord(alice, { content: 'extracted once' });
      await store.write(alice, [{ type: 'insertMemory', memory: newMemory(m) }, { type: 'advanceSession', sessionId: 's1', from: 0, to: 2, summary: 'talked' }]);
      const s = await store.getSession(alice, 's1');
      assert.equal(s?.watermark, 2);
      assert.equal(s?.summary, 'talked');
      const dup = makeRecord(alice, { content: 'extracted twice' });
      await assert.rejects(
        store.write(alice, [{ type: 'insertMemory', memory: newMemory(dup) }, { type: 'advanceSession', sessionId: 's1', from: 0, to: 2 }]),
        isCode('CONFLICT'),
      );
      assert.deepEqual(await store.getMemories(alice, [dup.id]), [], 'a stale watermark rolls back the whole batch');
      await assert.rejects(store.write(bob, [{ type: 'advanceSession', sessionId: 's1', from: 2, to: 3 }]), isCode('CONFLICT'));
      assert.equal((await store.getSession(alice, 's1'))?.watermark, 2);
    });

    check('jobs: enqueue is idempotent by key, claims are exclusive, outcomes recorded', async ({ store, openSecond }) => {
      const a = await store.enqueueJob(newJob(alice, { key: 'extract:s1:2' }));
      assert.equal(a.created, true);
      assert.equal(a.job.status, 'pending');
      const b = await store.enqueueJob(newJob(alice, { key: 'extract:s1:2' }));
      assert.equal(b.created, false);
      assert.equal(b.job.id, a.job.id);
      const bobs = await store.enqueueJob(newJob(bob, { key: 'extract:s1:2' }));
      assert.equal(bobs.created, true, 'keys are per user');
      await store.enqueueJob(newJob(alice, { runAt: new Date(Date.now() + 3_600_000) }));
      const other = await openSecond();
      try {
        const now = new Date();
        const [x, y] = await Promise.all([
          store.claimJobs({ workerId: 'w1', now, leaseMs: 60_000, limit: 10 }),
          other.claimJobs({ workerId: 'w2', now, leaseMs: 60_000, limit: 10 }),
        ]);
        const ids = [...x, ...y].map((j) => j.id).sort();
        assert.deepEqual(ids, [a.job.id, bobs.job.id].sort(), 'each due job claimed once; the future one not at all');
        const mine = [...x, ...y].find((j) => j.id === a.job.id);
        assert.equal(mine?.status, 'running');
        assert.equal(mine?.attempts, 1);
        const holder = x.some((j) => j.id === a.job.id) ? 'w1' : 'w2';
        const stranger = holder === 'w1' ? 'w2' : 'w1';
        assert.equal(await store.finishJob(a.job.id, stranger, { status: 'done' }, new Date()), false, 'only the holder finishes');
        const retryAt = new Date(Date.now() - 1);
        assert.equal(await store.finishJob(a.job.id, holder, { status: 'retry', runAt: retryAt, error: 'provider down', rawOutput: '{oops' }, new Date()), true);
        const retried = await store.getJob(a.job.id);
        assert.equal(retried?.status, 'pending');
        assert.equal(retried?.lastError, 'provider down');
        assert.equal(retried?.rawOutput, '{oops');
        const scoped = await store.claimJobs({ workerId: 'w3', now: new Date(), leaseMs: 60_000, limit: 10, scope: alice });
        assert.deepEqual(scoped.map((j) => j.id), [a.job.id], 'a scoped claim takes only that user’s jobs');
        assert.equal(scoped[0]?.attempts, 2);
        assert.equal(await store.finishJob(a.job.id, 'w3', { status: 'failed', error: 'malformed output' }, new Date()), true);
        assert.deepEqual((await store.listJobs({ statuses: ['failed'] })).map((j) => j.id), [a.job.id]);
        assert.deepEqual((await store.listJobs({ scope: bob })).map((j) => j.id), [bobs.job.id]);
        assert.equal(await store.retryJob(a.job.id, new Date()), true);
        assert.equal(await store.retryJob(a.job.id, new Date()), false, 'only a failed job is retried');
        const fresh = await store.getJob(a.job.id);
        assert.equal(fresh?.status, 'pending');
        assert.equal(fresh?.attempts, 0);
      } finally {
        await other.close();
      }
    });

    check('jobs: an expired lease is claimed again; completion commits with the batch', async ({ store }) => {
      await store.setEmbeddingSpace(SPACE);
      const { job } = await store.enqueueJob(newJob(alice));
      const t0 = new Date();
      const [first] = await store.claimJobs({ workerId: 'dead', now: t0, leaseMs: 1000, limit: 1 });
      assert.equal(first?.id, job.id);
      assert.deepEqual(await store.claimJobs({ workerId: 'w2', now: new Date(t0.getTime() + 500), leaseMs: 1000, limit: 1 }), [], 'leased');
      const [again] = await store.claimJobs({ workerId: 'w2', now: new Date(t0.getTime() + 1500), leaseMs: 60_000, limit: 1 });
      assert.equal(again?.id, job.id, 'the lease of a dead worker runs out');
      assert.equal(again?.attempts, 2);
      const m = makeRecord(alice, { content: 'written by the dead worker' });
      await assert.rejects(
        store.write(alice, [{ type: 'insertMemory', memory: newMemory(m) }, { type: 'completeJob', jobId: job.id, workerId: 'dead', at: new Date() }]),
        isCode('CONFLICT'),
      );
      assert.deepEqual(await store.getMemories(alice, [m.id]), [], 'a lost lease rolls back the batch');
      const n = makeRecord(alice, { content: 'written by the live worker' });
      await store.write(alice, [{ type: 'insertMemory', memory: newMemory(n) }, { type: 'completeJob', jobId: job.id, workerId: 'w2', at: new Date() }]);
      assert.equal((await store.getJob(job.id))?.status, 'done');
      assert.equal((await store.getMemories(alice, [n.id])).length, 1);
      const erased = await store.eraseUser(alice);
      assert.equal(erased.jobs, 1);
      assert.equal(await store.getJob(job.id), null, 'erase removes the user’s jobs');
    });

    check('jobs: one user’s jobs never run in two workers at once', async ({ store, openSecond }) => {
      const first = await store.enqueueJob(newJob(alice, { key: 'a1' }));
      const second = await store.enqueueJob(newJob(alice, { key: 'a2', createdAt: new Date(Date.now() + 1) }));
      const bobs = await store.enqueueJob(newJob(bob, { key: 'b1' }));
      const other = await openSecond();
      try {
        const now = new Date();
        const [held] = await store.claimJobs({ workerId: 'w1', now, leaseMs: 60_000, limit: 1 });
        assert.equal(held?.id, first.job.id);
        const next = await other.claimJobs({ workerId: 'w2', now, leaseMs: 60_000, limit: 10 });
        assert.deepEqual(next.map((j) => j.id), [bobs.job.id], 'alice is busy with w1; bob is not');
        assert.equal(await store.finishJob(first.job.id, 'w1', { status: 'done' }, new Date()), true);
        const after = await other.claimJobs({ workerId: 'w2', now: new Date(), leaseMs: 60_000, limit: 10 });
        assert.deepEqual(after.map((j) => j.id), [second.job.id]);
      } finally {
        await other.close();
      }
    });

    check('race: two instances writing at once lose nothing and tear nothing', async ({ store, openSecond }) => {
      const other = await openSecond();
      try {
        const rounds = options.raceRounds ?? 5;
        for (let round = 0; round < rounds; round++) {
          const target = makeRecord(alice, { content: `target ${round}` });
          await store.write(alice, [{ type: 'insertMemory', memory: newMemory(target) }]);
          let release!: () => void;
          const gate = new Promise<void>((resolve) => (release = resolve));
          const writer = (s: StorageAdapter, who: string) =>
            gate.then(() =>
              Promise.all([
                ...Array.from({ length: 10 }, (_, i) => s.write(alice, [{ type: 'insertMemory', memory: newMemory(makeRecord(alice, { content: `${who} ${round} ${i}` })) }])),
                s.write(alice, [
                  { type: 'patchMemory', id: target.id, patch: { content: `${who} wins`, confidence: who === 'one' ? 0.1 : 0.9, searchTerms: who } },
                  { type: 'appendHistory', entry: makeHistory(alice, target.id, { op: 'update', newValue: { content: `${who} wins` } }) },
                ]),
                s.write(alice, [{ type: 'setProfile', entry: { key: 'last', value: who, source: 'user_explicit', updatedAt: new Date() } }]),
              ]),
            );
          const both = Promise.all([writer(store, 'one'), writer(other, 'two')]);
          release();
          await both;
          const [t] = await store.getMemories(alice, [target.id]);
          assert.ok(t);
          const winner = t.content === 'one wins' ? 'one' : 'two';
          assert.equal(t.content, `${winner} wins`);
          assert.equal(t.confidence, winner === 'one' ? 0.1 : 0.9, 'no torn write: one writer wins every field');
          assert.equal((await store.getHistory(alice, { kind: 'memory', id: target.id })).length, 2, 'both history entries kept');
          const rows = await store.listMemories(alice, { filter: all });
          for (const who of ['one', 'two']) {
            for (let i = 0; i < 10; i++) assert.ok(rows.some((r) => r.content === `${who} ${round} ${i}`), `lost ${who} ${round} ${i}`);
          }
          const profile = await other.getProfile(alice);
          assert.ok(['one', 'two'].includes(profile.find((p) => p.key === 'last')?.value as string));
          assert.equal(await store.countMemories(bob, all), 0, 'nothing crossed to another user');
        }
      } finally {
        await other.close();
      }
    });
  });
}
