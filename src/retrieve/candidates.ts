/**
 * Retrieval: the two legs of recall (keyword BM25 and vector similarity) run inside the store,
 * filtered by scope in the query itself; their hits are merged into one candidate list.
 */
import type { RecordFilter, StorageAdapter } from '../spec/storage.js';
import { queryTermsOf } from '../text/terms.js';
import type { Scope } from '../types/scope.js';
import type { Candidate } from '../rank/score.js';

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
): Promise<Candidate[]> {
  const terms = legs === 'vector' ? [] : queryTermsOf(query);
  const [keywordHits, embedded] = await Promise.all([
    terms.length ? deps.store.searchKeyword(scope, { terms, filter, limit }) : Promise.resolve([]),
    legs === 'keyword' ? Promise.resolve(null) : deps.embedQuery(query),
  ]);
  const vectorHits = embedded ? await deps.store.searchVector(scope, { vector: embedded.vector, filter, limit }) : [];

  const bm25 = new Map(keywordHits.map((h, i) => [h.id, { score: h.score, rank: i }]));
  const cos = new Map(vectorHits.map((h, i) => [h.id, { score: h.score, rank: i }]));
  const ids = [...new Set([...bm25.keys(), ...cos.keys()])];
  if (ids.length === 0) return [];
  const needVectors = embedded !== null && ids.some((id) => !cos.has(id));
  const records = await deps.store.getMemories(scope, ids, { withEmbeddings: needVectors });
  return records.map((record) => {
    const k = bm25.get(record.id);
    const v = cos.get(record.id);
    let cosine = v?.score ?? null;
    if (cosine === null && embedded && record.embedding && record.embeddingModel === embedded.modelId) {
      cosine = dot(record.embedding, embedded.vector);
    }
    return { record, bm25: k?.score ?? null, cosine, keywordRank: k?.rank ?? null, vectorRank: v?.rank ?? null };
  });
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}
