/**
 * An in-memory index of each scope, for recall without reading every row from disk on every query:
 * the scope's vectors (exact cosine scan) and a BM25 inverted index over its normalised terms.
 * Keyword statistics are the scope's own, so other users' data changes neither the scores nor the
 * cost of a user's recall.
 *
 * Each scope's index carries the revision it was loaded at; every write to a scope bumps the scope's
 * revision (a global, monotonic counter), so a reader — in this process or any other — brings its
 * index up to date by reading only the rows changed since. Each index knows its size in bytes so the
 * cache (`scope-cache.ts`) can bound them all.
 *
 * Recall allocates little: the scan keeps its best k in a typed-array heap, and the keyword leg sums
 * into a score array reused from call to call rather than a map per query.
 */
import type { RankFields, RecordFilter, SearchHit } from '../../core/contracts/storage.js';
import { bm25Idf, bm25Term } from './bm25.js';
import { archivedMode } from './columns.js';
import { VectorMatrix } from './vector-matrix.js';
import { TopK } from './top-k.js';
import type { ReadMemo } from './read-memo.js';

/** The columns a cached row needs: its vector, its search terms, what recall filters on and what ranking reads. */
export interface CachedRow {
  readonly id: string;
  readonly kind: string;
  readonly namespace: string;
  readonly sessionId: string | null;
  readonly validFrom: number;
  readonly invalidatedAt: number | null;
  readonly expiresAt: number | null;
  readonly archivedAt: number | null;
  /** Whether the row carries a review flag (the record filter's `flagged`). */
  readonly flagged: boolean;
  readonly embedding: Float32Array | null;
  readonly embeddingModel: string | null;
  readonly searchTerms: string;
  // What ranking reads (see `RankFields`), so recall reads only the rows it returns.
  readonly importance: number;
  readonly halfLifeDays: number | null;
  readonly lastAccessedAt: number | null;
  readonly hasContext: boolean;
}

/** What filtering needs of a row, once its vector has moved into the matrix. */
type RowState = Omit<CachedRow, 'embedding' | 'importance' | 'halfLifeDays' | 'lastAccessedAt' | 'hasContext' | 'flagged'>;

/** A growable posting list of one term: (slot, term frequency, slot generation) triples. */
class Postings {
  slots = new Int32Array(4);
  tfs = new Uint16Array(4);
  gens = new Uint32Array(4);
  length = 0;
  /** Documents (live generations) containing the term. */
  df = 0;

  /** Appends one entry; returns the bytes the lists grew by (0 unless they had to grow). */
  push(slot: number, tf: number, gen: number): number {
    let grew = 0;
    if (this.length === this.slots.length) {
      const n = this.length * 2;
      grew = this.length * POSTING_BYTES;
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
    return grew;
  }
}

/** Term counts of the row being indexed, reused row after row (indexing is synchronous). */
const TF_SCRATCH = new Map<string, number>();

/** Bytes of one posting entry: slot (4), term frequency (2), generation (4). */
const POSTING_BYTES = 10;
/**
 * Heap bytes of a cached row beyond its strings: the row object, its slot in the id map and arrays.
 * Measured with `process.memoryUsage().heapUsed` on Node 20 over 1k–100k synthetic rows (see
 * docs/benchmarks.md, "Scope cache"): the estimate is within −0 % / +25 % of the measured heap.
 */
const ROW_BYTES = 200;
/** Heap bytes of one distinct term: its map entry, the `Postings` object and three typed arrays (measured alike, ~420). */
const TERM_BYTES = 440;
/** V8 string header; one-byte strings then cost a byte a character (two for others, rare in ids and terms). */
const STRING_BYTES = 16;

/** The cached vectors and keyword index of one scope. */
export class ScopeIndex {
  rev = 0;
  /** Fact reads answered at this revision (`read-memo.ts`); null until the first. */
  memo: ReadMemo | null = null;
  private readonly slotOf = new Map<string, number>();
  private ids: string[] = [];
  private rows: RowState[] = [];
  private matrix: VectorMatrix;
  private count = 0;
  // keyword index
  private readonly postings = new Map<string, Postings>();
  private gens = new Uint32Array(64);
  private lengths = new Uint32Array(64);
  private docs = 0;
  private totalLength = 0;
  // What the scan filters on, per slot, in typed arrays: no object or string is touched per row
  // (the model id is a small code; a null time is +Infinity, which no cut-off reaches).
  private readonly models: string[] = [''];
  private modelOf = new Uint16Array(64);
  private validFrom = new Float64Array(64);
  private invalidAt = new Float64Array(64);
  private expiresAt = new Float64Array(64);
  /** 1 for an archived row (kept, out of recall unless asked for). */
  private archived = new Uint8Array(64);
  /** 1 for a row flagged for review. */
  private flagged = new Uint8Array(64);
  // What ranking reads, per slot (a null time or half-life is NaN; `hasContext` 1 or 0).
  private importance = new Float64Array(64);
  private halfLife = new Float64Array(64);
  private lastAccess = new Float64Array(64);
  private hasContext = new Uint8Array(64);
  /** Heap bytes of rows, their strings and the postings; typed arrays are added by `bytes`. */
  private heapBytes = 0;
  // keyword scratch, reused by every query: score per slot, slots touched in first-touch order
  private scratchScores = new Float64Array(0);
  private scratchTouched = new Int32Array(0);
  private scratchSeen = new Uint8Array(0);

  /** `dims` is the store's vector size, 0 when it has no embedding space yet. */
  constructor(
    private readonly dims: number,
    capacity = 64,
  ) {
    this.matrix = new VectorMatrix(dims, Math.max(1, capacity));
    this.gens = new Uint32Array(Math.max(1, capacity));
    this.lengths = new Uint32Array(Math.max(1, capacity));
    this.modelOf = new Uint16Array(Math.max(1, capacity));
    this.validFrom = new Float64Array(Math.max(1, capacity));
    this.invalidAt = new Float64Array(Math.max(1, capacity));
    this.expiresAt = new Float64Array(Math.max(1, capacity));
    this.archived = new Uint8Array(Math.max(1, capacity));
    this.flagged = new Uint8Array(Math.max(1, capacity));
    this.importance = new Float64Array(Math.max(1, capacity));
    this.halfLife = new Float64Array(Math.max(1, capacity));
    this.lastAccess = new Float64Array(Math.max(1, capacity));
    this.hasContext = new Uint8Array(Math.max(1, capacity));
  }

  /** Number of cached rows. */
  get size(): number {
    return this.count;
  }

  /** Bytes this index holds: its typed arrays by byte length plus the measured estimate of rows and postings. */
  get bytes(): number {
    return (
      this.heapBytes +
      (this.memo?.bytes ?? 0) +
      this.matrix.byteLength +
      this.gens.byteLength +
      this.lengths.byteLength +
      this.modelOf.byteLength +
      this.validFrom.byteLength +
      this.invalidAt.byteLength +
      this.expiresAt.byteLength +
      this.archived.byteLength +
      this.flagged.byteLength +
      this.importance.byteLength +
      this.halfLife.byteLength +
      this.lastAccess.byteLength +
      this.hasContext.byteLength +
      this.scratchScores.byteLength +
      this.scratchTouched.byteLength +
      this.scratchSeen.byteLength
    );
  }

  /** The first time (ms) after `t` at which a row of the scope is invalidated or expires; Infinity when none is. */
  nextChangeAfter(t: number): number {
    let next = Infinity;
    const { invalidAt, expiresAt } = this;
    for (let slot = 0; slot < this.count; slot++) {
      const i = invalidAt[slot] as number;
      const e = expiresAt[slot] as number;
      if (i > t && i < next) next = i;
      if (e > t && e < next) next = e;
    }
    return next;
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
      this.heapBytes += ROW_BYTES + STRING_BYTES + row.id.length;
    } else {
      const previous = this.rows[slot] as RowState;
      previousTerms = previous.searchTerms;
      this.heapBytes -= rowStringBytes(previous);
    }
    this.heapBytes += rowStringBytes(row);
    const usable = this.dims > 0 && row.embedding !== null && row.embedding.length === this.dims;
    // One literal (no rest spread): every row gets the same hidden class, and loading 10k rows allocates half as much.
    this.rows[slot] = {
      id: row.id,
      kind: row.kind,
      namespace: row.namespace,
      sessionId: row.sessionId,
      validFrom: row.validFrom,
      invalidatedAt: row.invalidatedAt,
      expiresAt: row.expiresAt,
      archivedAt: row.archivedAt,
      embeddingModel: usable ? row.embeddingModel : null,
      searchTerms: row.searchTerms,
    };
    if (usable) this.matrix.set(slot, row.embedding as Float32Array);
    this.modelOf[slot] = usable && row.embeddingModel !== null ? this.modelCode(row.embeddingModel) : 0;
    this.validFrom[slot] = row.validFrom;
    this.invalidAt[slot] = row.invalidatedAt ?? Infinity;
    this.expiresAt[slot] = row.expiresAt ?? Infinity;
    this.archived[slot] = row.archivedAt === null ? 0 : 1;
    this.flagged[slot] = row.flagged ? 1 : 0;
    this.importance[slot] = row.importance;
    this.halfLife[slot] = row.halfLifeDays ?? NaN;
    this.lastAccess[slot] = row.lastAccessedAt ?? NaN;
    this.hasContext[slot] = row.hasContext ? 1 : 0;
    if (previousTerms !== row.searchTerms) {
      if (previousTerms !== null) this.unindex(slot, previousTerms);
      this.index(slot, row.searchTerms);
    }
  }

  /** Exact cosine search among rows of `modelId` that pass `filter`, plus the scores of `alsoScore`; vectors are unit length. */
  searchVector(query: Float32Array, modelId: string, filter: RecordFilter, limit: number, alsoScore: readonly string[] = []): SearchHit[] {
    const model = this.models.indexOf(modelId);
    if (this.dims === 0 || query.length !== this.dims || limit <= 0 || model <= 0) return [];
    const accept = this.slotPredicate(filter);
    const heap = new TopK(Math.min(limit, this.count));
    const modelOf = this.modelOf;
    const scores = this.matrix.scores(query, this.count);
    let floor = heap.floor;
    for (let slot = 0; slot < this.count; slot++) {
      const score = scores[slot] as number;
      // The floor first: most rows lose to the heap, and the filter is the dearer test.
      if (score > floor && modelOf[slot] === model && accept(slot)) {
        heap.push(slot, score);
        floor = heap.floor;
      }
    }
    const best = heap.sorted();
    const seen = new Set(best.map(([slot]) => slot));
    for (const id of alsoScore) {
      const slot = this.slotOf.get(id);
      if (slot === undefined || seen.has(slot)) continue;
      if (modelOf[slot] === model && accept(slot)) best.push([slot, scores[slot] as number]);
      seen.add(slot);
    }
    return best.map(([slot, score]) => ({ id: this.ids[slot] as string, score }));
  }

  /** The ranking fields of `ids`, in their order; null for an id not held. */
  rankFields(ids: readonly string[]): (RankFields | null)[] {
    return ids.map((id) => {
      const slot = this.slotOf.get(id);
      if (slot === undefined) return null;
      const row = this.rows[slot] as RowState;
      const halfLife = this.halfLife[slot] as number;
      const lastAccess = this.lastAccess[slot] as number;
      return {
        id,
        kind: row.kind,
        importance: this.importance[slot] as number,
        halfLifeDays: Number.isNaN(halfLife) ? null : halfLife,
        lastAccessedAt: Number.isNaN(lastAccess) ? null : lastAccess,
        validFrom: row.validFrom,
        sessionId: row.sessionId,
        hasContext: this.hasContext[slot] === 1,
      };
    });
  }

  /** BM25 with the scope's own statistics; any term matching; best first. */
  searchKeyword(terms: readonly string[], filter: RecordFilter, limit: number): SearchHit[] {
    if (limit <= 0 || this.docs === 0) return [];
    const accept = this.slotPredicate(filter);
    if (this.scratchScores.length < this.count) {
      this.scratchScores = new Float64Array(this.gens.length);
      this.scratchTouched = new Int32Array(this.gens.length);
      this.scratchSeen = new Uint8Array(this.gens.length);
    }
    const scores = this.scratchScores;
    const touched = this.scratchTouched;
    const seen = this.scratchSeen;
    let n = 0;
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
        if (seen[slot] === 0) {
          seen[slot] = 1;
          scores[slot] = 0;
          touched[n++] = slot;
        }
        scores[slot] = (scores[slot] as number) + bm25Term(idf, tf, dl, avgdl);
      }
    }
    // Slots in first-touch order, as a map's insertion order would give them: ties keep the same winners.
    const heap = new TopK(Math.min(limit, this.count));
    let floor = heap.floor;
    for (let i = 0; i < n; i++) {
      const slot = touched[i] as number;
      seen[slot] = 0;
      const score = scores[slot] as number;
      if (score > floor && accept(slot)) {
        heap.push(slot, score);
        floor = heap.floor;
      }
    }
    return heap.sorted().map(([slot, score]) => ({ id: this.ids[slot] as string, score }));
  }

  private index(slot: number, searchTerms: string): void {
    const tf = TF_SCRATCH;
    tf.clear();
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
      if (!p) {
        this.postings.set(term, (p = new Postings()));
        this.heapBytes += TERM_BYTES + STRING_BYTES + term.length + 4 * POSTING_BYTES;
      }
      this.heapBytes += p.push(slot, n, gen);
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
    this.matrix.grow(n);
    const g = new Uint32Array(n);
    g.set(this.gens);
    this.gens = g;
    const l = new Uint32Array(n);
    l.set(this.lengths);
    this.lengths = l;
    const mo = new Uint16Array(n);
    mo.set(this.modelOf);
    this.modelOf = mo;
    for (const key of ['archived', 'flagged', 'hasContext'] as const) {
      const a = new Uint8Array(n);
      a.set(this[key]);
      this[key] = a;
    }
    for (const key of ['validFrom', 'invalidAt', 'expiresAt', 'importance', 'halfLife', 'lastAccess'] as const) {
      const a = new Float64Array(n);
      a.set(this[key]);
      this[key] = a;
    }
  }

  /** The small code of an embedding model id (a scope rarely holds more than one or two). */
  private modelCode(modelId: string): number {
    let code = this.models.indexOf(modelId);
    if (code < 0) code = this.models.push(modelId) - 1;
    return code;
  }

  /** The filter of `RecordFilter` on a slot, mirroring the SQL predicate; validity from the typed arrays. */
  private slotPredicate(filter: RecordFilter): (slot: number) => boolean {
    const kinds = filter.kinds ? new Set<string>(filter.kinds) : null;
    const namespaces = filter.namespaces ? new Set(filter.namespaces) : null;
    const session = filter.sessionId;
    const rows = this.rows;
    const byRow = kinds !== null || namespaces !== null || session !== undefined;
    const v = filter.validity;
    const t = v.mode === 'current' ? v.now.getTime() : v.mode === 'asOf' ? v.at.getTime() : 0;
    const asOf = v.mode === 'asOf';
    const all = v.mode === 'all';
    const { validFrom, invalidAt, expiresAt, archived, flagged } = this;
    const archivedFilter = archivedMode(filter);
    const wantFlag = filter.flagged === undefined ? -1 : filter.flagged ? 1 : 0;
    return (slot) => {
      if (archivedFilter === 'exclude' && archived[slot] === 1) return false;
      if (archivedFilter === 'only' && archived[slot] !== 1) return false;
      if (wantFlag >= 0 && flagged[slot] !== wantFlag) return false;
      if (byRow) {
        const row = rows[slot] as RowState;
        if (kinds && !kinds.has(row.kind)) return false;
        if (namespaces && !namespaces.has(row.namespace)) return false;
        if (session !== undefined && row.sessionId !== session) return false;
      }
      if (all) return true;
      if (asOf && (validFrom[slot] as number) > t) return false;
      return (invalidAt[slot] as number) > t && (expiresAt[slot] as number) > t;
    };
  }
}

/** Bytes of a row's strings kept in the index (the search terms are kept to unindex them on update). */
function rowStringBytes(row: RowState): number {
  return 4 * STRING_BYTES + row.searchTerms.length + row.kind.length + row.namespace.length + (row.sessionId?.length ?? 0);
}
