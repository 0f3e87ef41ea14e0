/**
 * Retrieval: the two legs of recall (keyword BM25 and vector similarity) run inside the store,
 * filtered by scope in the query itself; their hits are merged into one candidate list.
 *
 * Ranking reads a few fields of each candidate (kind, importance, half-life, last use, event time,
 * session). When the store's scope index caches them (`rankFields`), candidates carry those fields
 * instead of whole records, and `completeRecords` reads only the rows recall returns (k of them,
 * not the ~100–200 candidates). Rows are still read up front where ranking needs their text: a
 * keyword hit with a search context (`contentShare`), and every candidate when the configuration
 * uses the speaker signal or "newer wins".
 */
import type { RankFields, RecordFilter, StorageAdapter } from '../../core/contracts/storage.js';
import { queryTermsOf } from '../../core/text/terms.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import type { RankInput, RankRecord, Ranked } from '../rank/score.js';
import type { WordVectors } from '../../core/contracts/embedder.js';

/** What retrieval needs from the engine. */
export interface RetrieveDeps {
  readonly store: StorageAdapter;
  /** The query's vector in the store's space, or null when there is no usable embedder/space. */
  readonly embedQuery: (text: string) => Promise<{ vector: Float32Array; modelId: string } | null>;
  /** The embedder's word vectors, when it has meaningful ones (the default local embedder): `near-topics.ts`. */
  readonly words?: (() => Promise<WordVectors | null>) | undefined;
}

/**
 * `embedQuery` that embeds each text once: the recalls of one context call (memories, then skills)
 * ask for the same query's vector, which is the same vector both times.
 */
export function embedOnce(embedQuery: RetrieveDeps['embedQuery']): RetrieveDeps['embedQuery'] {
  const answers = new Map<string, ReturnType<RetrieveDeps['embedQuery']>>();
  return (text) => {
    let answer = answers.get(text);
    if (!answer) answers.set(text, (answer = embedQuery(text)));
    return answer;
  };
}

/** Which legs to run. */
export type Legs = 'hybrid' | 'keyword' | 'vector';

/** Options of {@link retrieveCandidates}. */
export interface RetrieveOptions {
  /** Rank from the fields the store caches where ranking needs no text (then call {@link completeRecords} on what is kept). */
  readonly cachedFields?: boolean;
  /** Ids that join the candidates whatever the legs found (the attribute leg's facts); the vector leg scores them too. */
  readonly extraIds?: readonly string[];
  /** The keyword leg's terms, when not the query's own. */
  readonly terms?: readonly string[];
  /**
   * The terms a keyword hit must match some of (the query's without the words of its time expressions): a hit
   * that matches only the others is dropped from the keyword leg (one more search, only when given).
   */
  readonly coreTerms?: readonly string[];
}

/** Candidates carrying only cached fields; `completeRecords` swaps them for the rows. */
const PARTIAL = new WeakSet<RankRecord>();

/** Runs the legs and merges their hits, in the order of the keyword hits then the vector hits. */
export async function retrieveCandidates(
  deps: RetrieveDeps,
  scope: Scope,
  query: string,
  filter: RecordFilter,
  limit: number,
  legs: Legs = 'hybrid',
  options: RetrieveOptions = {},
): Promise<RankInput<RankRecord>[]> {
  const terms = legs === 'vector' ? [] : (options.terms ?? queryTermsOf(query));
  let keywordHits = terms.length ? await deps.store.searchKeyword(scope, { terms, filter, limit }) : [];
  const core = options.coreTerms;
  if (core && keywordHits.length > 0) {
    const kept = new Set(core.length ? (await deps.store.searchKeyword(scope, { terms: core, filter, limit })).map((h) => h.id) : []);
    keywordHits = keywordHits.filter((h) => kept.has(h.id));
  }
  const embedded = legs === 'keyword' ? null : await deps.embedQuery(query);
  // The vector leg also scores the keyword hits, so every candidate has both scores.
  const extra = options.extraIds ?? [];
  const alsoScore = extra.length > 0 ? [...new Set([...keywordHits.map((h) => h.id), ...extra])] : keywordHits.map((h) => h.id);
  const scored = embedded ? await deps.store.searchVector(scope, { vector: embedded.vector, filter, limit, alsoScore }) : [];
  const vectorHits = scored.slice(0, limit);

  const bm25 = new Map(keywordHits.map((h, i) => [h.id, { score: h.score, rank: i }]));
  const cosine = new Map(scored.map((h) => [h.id, h.score]));
  const vectorRank = new Map(vectorHits.map((h, i) => [h.id, i]));
  const ids = [...new Set([...bm25.keys(), ...vectorRank.keys(), ...extra])];
  if (ids.length === 0) return [];
  const records = await recordsFor(deps.store, scope, ids, bm25, options.cachedFields === true);
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

/**
 * The candidates' records in the order of `ids` (missing ones dropped, as `getMemories` does): from the
 * cached fields where ranking needs no text, the rows otherwise.
 */
async function recordsFor(
  store: StorageAdapter,
  scope: Scope,
  ids: readonly string[],
  keywordHits: ReadonlyMap<string, unknown>,
  cached: boolean,
): Promise<RankRecord[]> {
  const fields = cached && store.rankFields ? await store.rankFields(scope, ids) : null;
  if (!fields) return store.getMemories(scope, ids);
  const needRows = ids.filter((id, i) => {
    const f = fields[i];
    return !f || (f.hasContext && keywordHits.has(id));
  });
  const rows = new Map((needRows.length ? await store.getMemories(scope, needRows) : []).map((r) => [r.id, r]));
  const out: RankRecord[] = [];
  ids.forEach((id, i) => {
    const f = fields[i];
    const row = rows.get(id);
    if (row) out.push(row);
    else if (f && !(f.hasContext && keywordHits.has(id))) out.push(partialRecord(f));
  });
  return out;
}

/** A record with what ranking reads; empty text is exact here, as ranking reads text only of memories with a search context. */
function partialRecord(f: RankFields): RankRecord {
  const record: RankRecord = {
    id: f.id,
    kind: f.kind as MemoryRecord['kind'],
    importance: f.importance,
    halfLifeDays: f.halfLifeDays,
    lastAccessedAt: f.lastAccessedAt === null ? null : new Date(f.lastAccessedAt),
    validFrom: new Date(f.validFrom),
    sessionId: f.sessionId,
    metadata: {},
    content: '',
    notes: [],
    context: null,
  };
  PARTIAL.add(record);
  return record;
}

/**
 * The ranked memories as whole records: those ranked from cached fields are read now, in one query.
 * A memory deleted since the search is dropped (recall then returns one fewer).
 */
export async function completeRecords(store: StorageAdapter, scope: Scope, ranked: readonly Ranked<RankRecord>[]): Promise<Ranked[]> {
  const partial = ranked.filter((r) => PARTIAL.has(r.record)).map((r) => r.record.id);
  const rows = new Map((partial.length ? await store.getMemories(scope, partial) : []).map((r) => [r.id, r]));
  const out: Ranked[] = [];
  for (const r of ranked) {
    const record = PARTIAL.has(r.record) ? rows.get(r.record.id) : (r.record as MemoryRecord);
    if (record) out.push({ record, score: r.score, scores: r.scores });
  }
  return out;
}
