/**
 * Export of a user's memory as JSON Lines: one header line, then profile fields, memories (with
 * their vectors and embedding model, so a store on the same embedder needs no re-embedding), their
 * sources and history, profile history, and sessions with their events. `import.ts` reads it back.
 */
import type { Scope } from '../../core/types/scope.js';
import { PAGE, type TransferDeps } from './deps.js';

/** Yields the JSONL lines (without newlines) of one user's whole memory, invalid ones included. */
export async function* exportUser(deps: Pick<TransferDeps, 'store' | 'now'>, scope: Scope): AsyncGenerator<string> {
  const { store } = deps;
  const embedding = await store.getEmbeddingSpace();
  yield JSON.stringify({
    type: 'header',
    format: 'mnemo-export',
    version: 1,
    tenantId: scope.tenantId,
    userId: scope.userId,
    embedding,
    exportedAt: deps.now().toISOString(),
  });
  for (const p of await store.getProfile(scope))
    yield JSON.stringify({
      type: 'profile',
      key: p.key,
      value: p.value,
      source: p.source,
      ...(p.sourceId && { sourceId: p.sourceId }),
      updatedAt: p.updatedAt.toISOString(),
    });
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.listMemories(scope, { filter: { validity: { mode: 'all' } }, limit: PAGE, offset, order: 'oldest', withEmbeddings: true });
    for (const r of page) {
      yield JSON.stringify({
        type: 'memory',
        ...r,
        embedding: r.embedding ? Buffer.from(r.embedding.buffer, r.embedding.byteOffset, r.embedding.byteLength).toString('base64') : null,
      });
      for (const s of await store.getSources(scope, r.id)) yield JSON.stringify({ type: 'source', memoryId: r.id, source: s });
      for (const h of await store.getHistory(scope, { kind: 'memory', id: r.id })) yield JSON.stringify({ type: 'history', ...h });
    }
    if (page.length < PAGE) break;
  }
  for (const key of await store.historyTargets(scope, 'profile')) {
    for (const h of await store.getHistory(scope, { kind: 'profile', id: key })) yield JSON.stringify({ type: 'history', ...h });
  }
  for (const s of await store.listSessions(scope, { limit: 1_000_000 })) {
    const { id, agentId, startedAt, endedAt, endReason, watermark, summary } = s;
    yield JSON.stringify({ type: 'session', id, agentId, startedAt, endedAt, endReason, watermark, summary });
    for (let after = 0; ;) {
      const events = await store.getEvents(scope, id, { afterSeq: after, limit: PAGE });
      for (const e of events) yield JSON.stringify({ type: 'event', ...e });
      if (events.length < PAGE) break;
      after = (events.at(-1) as { seq: number }).seq;
    }
  }
}
