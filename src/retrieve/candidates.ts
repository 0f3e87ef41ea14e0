/**
 * Retrieval: the two legs of recall (keyword BM25 and vector similarity) run inside the store,
 * filtered by scope in the query itself; their hits are merged into one candidate list.
 */
import type { RecordFilter, StorageAdapter } from '../spec/storage.js';
import { queryTermsOf } from '../text/terms.js';
import type { Scope } from '../types/scope.js';
import type { RankInput } from '../rank/score.js';

/** What retrieval needs from the engine. */
export interface RetrieveDeps {
  readonly store: StorageAdapter;
  /** The query's vector in the store's space, or null when there is no usable embedder/space. */
  readonly embedQuery: (text: string) => Promise<{ vector: Float32Array; modelId: string } | null>;
}

/** Which legs to run. */
export type Legs = 'hybrid' | 'keyword' | 'vector';

/** Runs the legs and merges their hits. */
export async function retrieveCandidates(
  deps: RetrieveDeps,
  scope: Scope,
  query: string,
  filter: RecordFilter,
  limit: number,
  legs: Legs = 'hybrid',
): Promise<RankInput[]> {
  const terms = legs === 'vector' ? [] : queryTermsOf(query);
  const keywordHits = terms.length ? await deps.store.searchKeyword(scope, { terms, filter, limit }) : [];
  const embedded = legs === 'keyword' ? null : await deps.embedQuery(query);
  // The vector leg also scores the keyword hits, so every candidate has both scores.
  const scored = embedded
    ? await deps.store.searchVector(scope, { vector: embedded.vector, filter, limit, alsoScore: keywordHits.map((h) => h.id) })
    : [];
  const vectorHits = scored.slice(0, limit);

  const bm25 = new Map(keywordHits.map((h, i) => [h.id, { score: h.score, rank: i }]));
  const cosine = new Map(scored.map((h) => [h.id, h.score]));
  const vectorRank = new Map(vectorHits.map((h, i) => [h.id, i]));
  const ids = [...new Set([...bm25.keys(), ...vectorRank.keys()])];
  if (ids.length === 0) return [];
  const records = await deps.store.getMemories(scope, ids);
  return records.map((record) => {
    const k = bm25.get(record.id);
    return {
      record,
      bm25: k?.score ?? null,
      cosine: cosine.get(record.id) ?? null,
      keywordRank: k?.rank ?? null,
      vectorRank: vectorRank.get(record.id) ?? null,
    };
  });
}
