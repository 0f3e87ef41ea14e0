/**
 * An in-memory copy of each scope's vectors, for exact vector search without reading every blob
 * from disk on every query. Each scope's copy carries the revision it was loaded at; every write
 * to a scope bumps the scope's revision (a global, monotonic counter), so a reader — in this
 * process or any other — brings its copy up to date by reading only the rows changed since.
 * Least-recently-used scopes are dropped past a size limit.
 */
import type { RecordFilter, SearchHit } from '../../spec/storage.js';

/** The columns a cached row needs: its vector and what recall filters on. */
export interface VectorRow {
  readonly id: string;
  readonly kind: string;
  readonly namespace: string;
  readonly sessionId: string | null;
  readonly validFrom: number;
  readonly invalidatedAt: number | null;
  readonly expiresAt: number | null;
  readonly embedding: Float32Array | null;
  readonly embeddingModel: string | null;
}

/** The cached vectors of one scope. */
export class ScopeVectors {
  rev = 0;
  private readonly index = new Map<string, number>();
  private ids: string[] = [];
  private rows: (VectorRow | null)[] = [];
  private matrix: Float32Array;
  private count = 0;

  constructor(private readonly dims: number) {
    this.matrix = new Float32Array(dims * 64);
  }

  /** Number of cached rows (with or without a vector). */
  get size(): number {
    return this.count;
  }

  /** Inserts or replaces rows. */
  upsert(rows: readonly VectorRow[]): void {
    for (const row of rows) {
      let slot = this.index.get(row.id);
      if (slot === undefined) {
        slot = this.count++;
        this.index.set(row.id, slot);
        this.ids[slot] = row.id;
        if (this.count * this.dims > this.matrix.length) {
          const grown = new Float32Array(Math.max(this.matrix.length * 2, this.count * this.dims));
          grown.set(this.matrix);
          this.matrix = grown;
        }
      }
      const usable = row.embedding !== null && row.embedding.length === this.dims;
      // The vector lives in the matrix only; the row keeps what filtering needs.
      this.rows[slot] = { ...row, embedding: null, embeddingModel: usable ? row.embeddingModel : null };
      if (usable) this.matrix.set(row.embedding as Float32Array, slot * this.dims);
      else this.matrix.fill(0, slot * this.dims, (slot + 1) * this.dims);
    }
  }

  /** Drops rows that no longer exist. */
  remove(ids: readonly string[]): void {
    for (const id of ids) {
      const slot = this.index.get(id);
      if (slot !== undefined) this.rows[slot] = null;
    }
  }

  /** Exact cosine search among rows of `modelId` that pass `filter`; vectors are unit length. */
  search(query: Float32Array, modelId: string, filter: RecordFilter, limit: number): SearchHit[] {
    if (query.length !== this.dims || limit <= 0) return [];
    const accept = rowPredicate(filter);
    const heap = new TopK(limit);
    const dims = this.dims;
    const m = this.matrix;
    for (let slot = 0; slot < this.count; slot++) {
      const row = this.rows[slot];
      if (!row || row.embeddingModel !== modelId || !accept(row)) continue;
      let dot = 0;
      const base = slot * dims;
      for (let d = 0; d < dims; d++) dot += (m[base + d] as number) * (query[d] as number);
      heap.push(slot, dot);
    }
    return heap.sorted().map(([slot, score]) => ({ id: this.ids[slot] as string, score }));
  }
}

/** The filter of `RecordFilter` applied to a cached row, mirroring the SQL predicate. */
export function rowPredicate(filter: RecordFilter): (row: VectorRow) => boolean {
  const kinds = filter.kinds ? new Set<string>(filter.kinds) : null;
  const namespaces = filter.namespaces ? new Set(filter.namespaces) : null;
  const session = filter.sessionId;
  const v = filter.validity;
  return (row) => {
    if (kinds && !kinds.has(row.kind)) return false;
    if (namespaces && !namespaces.has(row.namespace)) return false;
    if (session !== undefined && row.sessionId !== session) return false;
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

/** Scopes' vectors, least recently used dropped first once `maxRows` is exceeded. */
export class VectorCache {
  private readonly scopes = new Map<string, ScopeVectors>();
  constructor(private readonly maxRows = 1_000_000) {}

  get(key: string): ScopeVectors | undefined {
    const hit = this.scopes.get(key);
    if (hit) {
      this.scopes.delete(key);
      this.scopes.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: ScopeVectors): void {
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
