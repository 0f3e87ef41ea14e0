/**
 * Copying a whole store to another backend (SQLite ↔ PostgreSQL) through the storage contract alone:
 * every user's memories with their vectors (no re-embedding when both stores share the embedding
 * space), lineage, history and profile, plus the tenants' namespace grants. Each page of a user is
 * written in one transaction; counts are verified at the end. A copy that stopped part-way (a crash,
 * a lost connection) is completed by running it again: the target is accepted when every memory it
 * holds is the source's, and what is there already is left as it is.
 *
 * Sessions come with their event logs, extraction watermarks and summaries; unfinished jobs (pending,
 * running, failed) are queued again as pending. Not copied: finished jobs, frozen session blocks (a
 * cache rebuilt at the next session start).
 */
import { MnemoError } from '../../core/errors.js';
import { searchableText } from '../../write/ingest/record.js';
import type { StorageAdapter, WriteOp } from '../../core/contracts/storage.js';
import { indexTermsOf } from '../../core/text/terms.js';

const PAGE = 500;

/** What a copy did. */
export interface CopyReport {
  readonly users: number;
  readonly memories: number;
  readonly history: number;
  readonly profile: number;
  readonly grants: number;
  readonly sessions: number;
  readonly events: number;
  /** Unfinished jobs queued again on the target. */
  readonly jobs: number;
  /** Memories whose vector was from another embedding space and was left out (run `mnemo reembed` on the target). */
  readonly withoutVector: number;
  readonly embedding: string | null;
}

/** Copies everything of `from` into `to` (both migrated): an empty store, or one an interrupted copy of `from` left. */
export async function copyStore(
  from: StorageAdapter,
  to: StorageAdapter,
  options: { onProgress?: (done: number, total: number) => void } = {},
): Promise<CopyReport> {
  await assertEmptyOrPartial(from, to);
  const space = await from.getEmbeddingSpace();
  const targetSpace = await to.getEmbeddingSpace();
  if (space && targetSpace && (space.modelId !== targetSpace.modelId || space.dimensions !== targetSpace.dimensions)) {
    throw new MnemoError(
      'EMBEDDER_MISMATCH',
      `the source holds vectors of ${space.modelId} (${space.dimensions} dimensions), the target expects ${targetSpace.modelId} (${targetSpace.dimensions}): copy into a new store`,
    );
  }
  if (space && !targetSpace) await to.setEmbeddingSpace(space);

  const scopes = await from.listScopes();
  const total = scopes.reduce((s, x) => s + x.memories, 0);
  let done = 0;
  let history = 0;
  let profile = 0;
  let withoutVector = 0;
  let sessions = 0;
  let events = 0;
  let jobs = 0;
  options.onProgress?.(0, total);
  for (const s of scopes) {
    const scope = { tenantId: s.tenantId, userId: s.userId };
    for (let offset = 0; ; offset += PAGE) {
      const page = await from.listMemories(scope, { filter: { validity: { mode: 'all' } }, limit: PAGE, offset, order: 'oldest', withEmbeddings: true });
      const present = new Set(
        (
          await to.getMemories(
            scope,
            page.map((r) => r.id),
          )
        ).map((r) => r.id),
      );
      const ops: WriteOp[] = [];
      for (const r of page) {
        const sameSpace = space !== null && r.embedding !== null && r.embeddingModel === space.modelId && r.embedding.length === space.dimensions;
        if (r.embedding && !sameSpace) withoutVector++;
        const record = sameSpace ? r : { ...r, embedding: null };
        if (!present.has(r.id)) ops.push({ type: 'insertMemory', memory: { record, searchTerms: indexTermsOf(searchableText(r)) } });
        // Lineage and history are idempotent writes, so a page a stopped copy wrote is completed, not doubled.
        const sources = await from.getSources(scope, r.id);
        if (sources.length > 0) ops.push({ type: 'addSources', memoryId: r.id, sources });
        for (const entry of await from.getHistory(scope, { kind: 'memory', id: r.id })) {
          ops.push({ type: 'appendHistory', entry, ifAbsent: true });
          history++;
        }
      }
      if (ops.length > 0) await to.write(scope, ops);
      done += page.length;
      options.onProgress?.(done, total);
      if (page.length < PAGE) break;
    }
    const ops: WriteOp[] = [];
    for (const p of await from.getProfile(scope)) {
      ops.push({ type: 'setProfile', entry: p });
      profile++;
    }
    // Every profile key the history mentions, including keys since unset.
    for (const key of await from.historyTargets(scope, 'profile')) {
      for (const entry of await from.getHistory(scope, { kind: 'profile', id: key })) {
        ops.push({ type: 'appendHistory', entry, ifAbsent: true });
        history++;
      }
    }
    if (ops.length > 0) await to.write(scope, ops);

    for (const session of await from.listSessions(scope, { limit: 1_000_000 })) {
      const sscope = { ...scope, agentId: session.agentId ?? undefined };
      // Opening is idempotent; the events a stopped copy wrote are not written again.
      const there = await to.openSession(sscope, { id: session.id, startedAt: session.startedAt });
      events += there.eventCount;
      for (let after = there.eventCount; ;) {
        const page = await from.getEvents(scope, session.id, { afterSeq: after, limit: PAGE });
        if (page.length === 0) break;
        await to.appendEvents(
          scope,
          session.id,
          page.map(({ role, content, name, at, memoryEdit, metadata }) => ({ role, content, name, at, memoryEdit, metadata })),
        );
        events += page.length;
        after = (page.at(-1) as { seq: number }).seq;
      }
      if ((session.watermark > 0 || session.summary !== '') && there.watermark === 0 && there.summary === '') {
        await to.write(scope, [{ type: 'advanceSession', sessionId: session.id, from: 0, to: session.watermark, summary: session.summary }]);
      }
      if (session.endedAt && !there.endedAt) await to.endSession(scope, session.id, { at: session.endedAt, reason: session.endReason ?? 'ended' });
      sessions++;
    }
    const queued = new Set((await to.listJobs({ scope, limit: 1_000_000 })).map((j) => j.id));
    for (const job of await from.listJobs({ scope, statuses: ['pending', 'running', 'failed'], limit: 1_000_000 })) {
      if (queued.has(job.id)) continue;
      const { id, tenantId, userId, type, payload, key, maxAttempts, runAt, createdAt } = job;
      await to.enqueueJob({ id, tenantId, userId, type, payload, key, maxAttempts, runAt, createdAt });
      jobs++;
    }
  }

  let grants = 0;
  for (const tenantId of new Set(scopes.map((s) => s.tenantId))) {
    for (const g of await from.listGrants(tenantId)) {
      await to.putGrant(g);
      grants++;
    }
  }

  await verify(from, to, scopes, history);
  return { users: scopes.length, memories: done, history, profile, grants, sessions, events, jobs, withoutVector, embedding: space?.modelId ?? null };
}

/** Refuses a target that holds anything but what an interrupted copy of `from` wrote (every memory the source's, in the same user). */
async function assertEmptyOrPartial(from: StorageAdapter, to: StorageAdapter): Promise<void> {
  const target = await to.stats();
  if (target.memories === 0 && target.users === 0 && target.history === 0) return;
  const refuse = (): never => {
    throw new MnemoError(
      'CONFIG_INVALID',
      `the target store is not empty (${target.memories} memories, ${target.users} users) and not an interrupted copy of this source: copy into a new, empty store`,
    );
  };
  const sources = new Set((await from.listScopes()).map((s) => `${s.tenantId}\u0000${s.userId}`));
  for (const s of await to.listScopes()) {
    if (!sources.has(`${s.tenantId}\u0000${s.userId}`)) refuse();
    const scope = { tenantId: s.tenantId, userId: s.userId };
    for (let offset = 0; ; offset += PAGE) {
      const page = await to.listMemories(scope, { filter: { validity: { mode: 'all' } }, limit: PAGE, offset, order: 'oldest' });
      if (
        (
          await from.getMemories(
            scope,
            page.map((r) => r.id),
          )
        ).length !== page.length
      )
        refuse();
      if (page.length < PAGE) break;
    }
  }
}

/** Compares per-user and store-wide counts of both stores; throws when anything is missing. */
async function verify(from: StorageAdapter, to: StorageAdapter, scopes: { tenantId: string; userId: string }[], historyWritten: number): Promise<void> {
  const all = { validity: { mode: 'all' as const } };
  for (const s of scopes) {
    const scope = { tenantId: s.tenantId, userId: s.userId };
    const [a, b] = await Promise.all([from.countMemories(scope, all), to.countMemories(scope, all)]);
    const [pa, pb] = await Promise.all([from.getProfile(scope), to.getProfile(scope)]);
    if (a !== b || pa.length !== pb.length) {
      throw new MnemoError('STORE_FAILED', `copy verification failed for one user: ${b} of ${a} memories, ${pb.length} of ${pa.length} profile fields arrived`);
    }
  }
  const [sa, sb] = await Promise.all([from.stats(), to.stats()]);
  if (sa.memories !== sb.memories || sa.users !== sb.users || sb.history !== historyWritten || sa.history !== historyWritten) {
    throw new MnemoError(
      'STORE_FAILED',
      `copy verification failed: ${sb.memories}/${sa.memories} memories, ${sb.users}/${sa.users} users, ${sb.history}/${historyWritten} history entries`,
    );
  }
}
