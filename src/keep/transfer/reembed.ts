/**
 * Re-embedding a whole store with the engine's embedder (after changing embedders). Resumable:
 * memories already in the new space are skipped.
 */
import { searchableText } from '../../write/ingest/record.js';
import { embeddingSpaceOf } from '../../core/contracts/embedder.js';
import { PAGE, type TransferDeps } from './deps.js';

/** What a re-embedding did. */
export interface ReembedReport {
  readonly reembedded: number;
  readonly skipped: number;
  readonly from: string | null;
  readonly to: string;
}

/** Re-embeds every memory of every user, recording the new space. */
export async function reembedStore(deps: TransferDeps, options: { onProgress?: (done: number, total: number) => void } = {}): Promise<ReembedReport> {
  const { store } = deps;
  const target = embeddingSpaceOf(deps.embedder);
  const before = await store.getEmbeddingSpace();
  await store.setEmbeddingSpace(target);
  await deps.ensureSpace();
  const scopes = await store.listScopes();
  const total = scopes.reduce((s, x) => s + x.memories, 0);
  let done = 0;
  let reembedded = 0;
  for (const s of scopes) {
    const scope = { tenantId: s.tenantId, userId: s.userId };
    for (let offset = 0; ; offset += PAGE) {
      const page = await store.listMemories(scope, { filter: { validity: { mode: 'all' } }, limit: PAGE, offset, order: 'oldest' });
      const stale = page.filter((r) => r.embeddingModel !== target.modelId);
      if (stale.length) {
        const vectors = await deps.embed(stale.map((r) => searchableText(r)));
        await store.write(
          scope,
          stale.map((r, i) => ({ type: 'patchMemory' as const, id: r.id, patch: { embedding: vectors[i] ?? null, embeddingModel: target.modelId } })),
        );
        reembedded += stale.length;
      }
      done += page.length;
      options.onProgress?.(done, total);
      if (page.length < PAGE) break;
    }
  }
  return { reembedded, skipped: total - reembedded, from: before?.modelId ?? null, to: target.modelId };
}
