/**
 * An in-memory index of each scope, for recall without reading every row from disk on every query:
 * the scope's vectors (exact cosine scan) and a BM25 inverted index over its normalised terms.
 * Keyword statistics are the scope's own, so other users' data changes neither the scores nor the
 * cost of a user's recall.
 *
 * Each scope's index carries the revision it was loaded at; every write to a scope bumps the scope's
 * revision (a global, monotonic counter), so a reader — in this process or any other — brings its
 * index up to date by reading only the rows changed since. Least-recently-used scopes are dropped
 * past a size limit.
 */
import type { RecordFilter, SearchHit } from '../../spec/storage.js';
import { bm25Idf, bm25Term } from './bm25.js';
import { archivedMode } from './columns.js';

/** The columns a cached row needs: its vector, its search terms and what recall filters on. */
export interface CachedRow {
  readonly id: string;
  readonly kind: string;
  readonly namespace: string;
  readonly sessionId: string | null;
  readonly validFrom: number;
  readonly invalidatedAt: number | null;
  readonly expiresAt: number | null;
  readonly archivedAt: number | null;
  readonly embedding: Float32Array | null;
  readonly embeddingModel: string | null;
  readonly searchTerms: string;
}

/** What filtering needs of a row, once its vector has moved into the matrix. */
type RowState = Omit<CachedRow, 'embedding'>;

/** A growable posting list of one term: (slot, term frequency, slot generation) triples. */
class Postings {
  slots = new Int32Array(4);
  tfs = new Uint16Array(4);
  gens = new Uint32Array(4);
  length = 0;
  /** Documents (live generations) containing the term. */
  df = 0;

  push(slot: number, tf: number, gen: number): void {
    if (this.length === this.slots.length) {
      const n = this.length * 2;
      const s = new Int32Array(n);
      s.set(this.slots);
      const t = new Uint16Array(n);
      t.set(this.tfs);
      const g = new Uint32Array(n);
      g.set(this.gens);
      this.slots = s;
      this.tfs = t;
      this.gens = g;
    }
    this.slots[this.length] = slot;
    this.tfs[this.length] = Math.min(tf, 65535);
    this.gens[this.length] = gen;
    this.length++;
  }
}

/** The cached vectors and keyword index of one scope. */
export class ScopeIndex {
  rev = 0;
  private readonly slotOf = new Map<string, number>();
  private ids: string[] = [];
  private rows: RowState[] = [];
  private matrix: Float32Array;
  private count = 0;
  // keyword index
  private readonly postings = new Map<string, Postings>();
  private gens = new Uint32Array(64);
  private lengths = new Uint32Array(64);
  private docs = 0;
  private totalLength = 0;

  /** `dims` is the store's vector size, 0 when it has no embedding space yet. */
  constructor(private readonly dims: number, capacity = 64) {
    this.matrix = new Float32Array(dims * Math.max(1, capacity));
    this.gens = new Uint32Array(Math.max(1, capacity));
    this.lengths = new Uint32Array(Math.max(1, capacity));
  }

  /** Number of cached rows. */
  get size(): number {
    return this.count;
  }

  /** Inserts or replaces one row. */
  upsert(row: CachedRow): void {
    let slot = this.slotOf.get(row.id);
    let previousTerms: string | null = null;
    if (slot === undefined) {
      slot = this.count++;
      this.slotOf.set(row.id, slot);
      this.ids[slot] = row.id;
      this.grow(this.count);
    } else {
      previousTerms = (this.rows[slot] as RowState).searchTerms;
    }
    const usable = this.dims > 0 && row.embedding !== null && row.embedding.length === this.dims;
    const { embedding, ...state } = row;
    this.rows[slot] = usable ? state : { ...state, embeddingModel: null };
    if (usable) this.matrix.set(embedding as Float32Array, slot * this.dims);
    if (previousTerms !== row.searchTerms) {
      if (previousTerms !== null) this.unindex(slot, previousTerms);
      this.index(slot, row.searchTerms);
    }
  }

  /** Exact cosine search among rows of `modelId` that pass `filter`, plus the scores of `alsoScore`; vectors are unit length. */
  searchVector(query: Float32Array, modelId: string, filter: RecordFilter, limit: number, alsoScore: readonly string[] = []): SearchHit[] {
    if (this.dims === 0 || query.length !== this.dims || limit <= 0) return [];
    const accept = rowPredicate(filter);
    const heap = new TopK(limit);
    for (let slot = 0; slot < this.count; slot++) {
      const row = this.rows[slot] as RowState;
      if (row.embeddingModel === modelId && accept(row)) heap.push(slot, this.dot(slot, query));
    }
    const best = heap.sorted();
    const seen = new Set(best.map(([slot]) => slot));
    for (const id of alsoScore) {
      const slot = this.slotOf.get(id);
      if (slot === undefined || seen.has(slot)) continue;
      const row = this.rows[slot] as RowState;
      if (row.embeddingModel === modelId && accept(row)) best.push([slot, this.dot(slot, query)]);
      seen.add(slot);
    }
    return best.map(([slot, score]) => ({ id: this.ids[slot] as string, score }));
  }

  private dot(slot: number, query: Float32Array): number {
    const m = this.matrix;
    const base = slot * this.dims;
    let dot = 0;
    for (let d = 0; d < this.dims; d++) dot += (m[base + d] as number) * (query[d] as number);
    return dot;
  }

  /** BM25 with the scope's own statistics; any term matching; best first. */
  searchKeyword(terms: readonly string[], filter: RecordFilter, limit: number): SearchHit[] {
    if (limit <= 0 || this.docs === 0) return [];
    const accept = rowPredicate(filter);
    const scores = new Map<number, number>();
    const avgdl = this.totalLength / this.docs;
    for (const term of new Set(terms)) {
      const p = this.postings.get(term);
      if (!p || p.df === 0) continue;
      const idf = bm25Idf(this.docs, p.df);
      for (let i = 0; i < p.length; i++) {
        const slot = p.slots[i] as number;
        if (p.gens[i] !== this.gens[slot]) continue;
        const tf = p.tfs[i] as number;
        const dl = this.lengths[slot] as number;
        scores.set(slot, (scores.get(slot) ?? 0) + bm25Term(idf, tf, dl, avgdl));
      }
    }
    const heap = new TopK(limit);
    for (const [slot, score] of scores) if (accept(this.rows[slot] as RowState)) heap.push(slot, score);
    return heap.sorted().map(([slot, score]) => ({ id: this.ids[slot] as string, score }));
  }

  private index(slot: number, searchTerms: string): void {
    const tf = new Map<string, number>();
    let length = 0;
    for (const t of searchTerms.split(' ')) {
      if (t === '') continue;
      tf.set(t, (tf.get(t) ?? 0) + 1);
      length++;
    }
    const gen = ((this.gens[slot] as number) + 1) >>> 0;
    this.gens[slot] = gen;
    this.lengths[slot] = length;
    if (length === 0) return;
    this.docs++;
    this.totalLength += length;
    for (const [term, n] of tf) {
      let p = this.postings.get(term);
      if (!p) this.postings.set(term, (p = new Postings()));
      p.push(slot, n, gen);
      p.df++;
    }
  }

  /** Forgets a slot's old terms; its posting entries die with the old generation (skipped when scoring). */
  private unindex(slot: number, searchTerms: string): void {
    const distinct = new Set(searchTerms.split(' ').filter((t) => t !== ''));
    if (distinct.size === 0) return;
    this.docs--;
    this.totalLength -= this.lengths[slot] as number;
    for (const term of distinct) {
      const p = this.postings.get(term);
      if (p) p.df--;
    }
  }

  private grow(count: number): void {
    if (count <= this.gens.length) return;
    const n = Math.max(count, this.gens.length * 2);
    const m = new Float32Array(n * this.dims);
    m.set(this.matrix);
    this.matrix = m;
    const g = new Uint32Array(n);
    g.set(this.gens);
    this.gens = g;
    const l = new Uint32Array(n);
    l.set(this.lengths);
    this.lengths = l;
  }
}

/** The filter of `RecordFilter` applied to a cached row, mirroring the SQL predicate. */
function rowPredicate(filter: RecordFilter): (row: RowState) => boolean {
  const kinds = filter.kinds ? new Set<string>(filter.kinds) : null;
  const namespaces = filter.namespaces ? new Set(filter.namespaces) : null;
  const session = filter.sessionId;
  const v = filter.validity;
  const archived = archivedMode(filter);
  return (row) => {
    if (kinds && !kinds.has(row.kind)) return false;
    if (namespaces && !namespaces.has(row.namespace)) return false;
    if (session !== undefined && row.sessionId !== session) return false;
    if (archived === 'exclude' && row.archivedAt !== null) return false;
    if (archived === 'only' && row.archivedAt === null) return false;
    if (v.mode === 'all') return true;
    const t = v.mode === 'current' ? v.now.getTime() : v.at.getTime();
    if (v.mode === 'asOf' && row.validFrom > t) return false;
    if (row.invalidatedAt !== null && row.invalidatedAt <= t) return false;
    if (row.expiresAt !== null && row.expiresAt <= t) return false;
    return true;
  };
}

/** A bounded min-heap keeping the `k` best scores. */
class TopK {
  private readonly slots: number[] = [];
  private readonly scores: number[] = [];
  constructor(private readonly k: number) {}

  push(slot: number, score: number): void {
    const s = this.scores;
    if (s.length < this.k) {
      s.push(score);
      this.slots.push(slot);
      this.up(s.length - 1);
    } else if (score > (s[0] as number)) {
      s[0] = score;
      this.slots[0] = slot;
      this.down(0);
    }
  }

  sorted(): [number, number][] {
    return this.slots.map((slot, i) => [slot, this.scores[i] as number] as [number, number]).sort((a, b) => b[1] - a[1]);
  }

  private swap(i: number, j: number): void {
    [this.scores[i], this.scores[j]] = [this.scores[j] as number, this.scores[i] as number];
    [this.slots[i], this.slots[j]] = [this.slots[j] as number, this.slots[i] as number];
  }
  private up(i: number): void {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((this.scores[p] as number) <= (this.scores[i] as number)) return;
      this.swap(i, p);
      i = p;
    }
  }
  private down(i: number): void {
    const n = this.scores.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && (this.scores[l] as number) < (this.scores[m] as number)) m = l;
      if (r < n && (this.scores[r] as number) < (this.scores[m] as number)) m = r;
      if (m === i) return;
      this.swap(i, m);
      i = m;
    }
  }
}

/** Scopes' indexes, least recently used dropped first once `maxRows` is exceeded. */
export class ScopeCache {
  private readonly scopes = new Map<string, ScopeIndex>();
  constructor(private readonly maxRows = 1_000_000) {}

  get(key: string): ScopeIndex | undefined {
    const hit = this.scopes.get(key);
    if (hit) {
      this.scopes.delete(key);
      this.scopes.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: ScopeIndex): void {
    this.scopes.delete(key);
    this.scopes.set(key, value);
    let total = 0;
    for (const v of this.scopes.values()) total += v.size;
    for (const [k, v] of this.scopes) {
      if (total <= this.maxRows || k === key) break;
      this.scopes.delete(k);
      total -= v.size;
    }
  }

  delete(key: string): void {
    this.scopes.delete(key);
  }

  clear(): void {
    this.scopes.clear();
  }
}
