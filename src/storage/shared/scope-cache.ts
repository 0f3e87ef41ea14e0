/**
 * The scopes' in-memory indexes, bounded in bytes: every scope's index reports what it holds
 * (typed arrays by their byte length, rows and postings by a per-entry estimate measured on V8, see
 * `scope-index.ts`), and the least recently used scopes are dropped once the total passes the
 * bound. A dropped scope is rebuilt from the store on its next recall, so the bound costs a cold
 * load, never a wrong answer.
 */
import type { IndexCacheStats } from '../../core/contracts/storage.js';

/** What the cache needs of an index: its size in bytes, as it is now. */
export interface Sized {
  readonly bytes: number;
}

/** The default bound: 1 GiB, room for ~2,000 scopes of 1,000 memories at 384 dims on a 24 GB, 2-core machine beside the database. */
export const DEFAULT_INDEX_CACHE_BYTES = 1024 * 1024 * 1024;

/** Scopes' indexes, least recently used dropped first once their bytes exceed `maxBytes`. */
export class ScopeCache<T extends Sized> {
  private readonly scopes = new Map<string, { value: T; bytes: number }>();
  private total = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(private readonly maxBytes = DEFAULT_INDEX_CACHE_BYTES) {}

  /** The scope's index when cached (a hit), else undefined (a miss); a hit becomes the most recent. */
  get(key: string): T | undefined {
    const hit = this.scopes.get(key);
    if (!hit) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.scopes.delete(key);
    this.scopes.set(key, hit);
    return hit.value;
  }

  /** The scope's index when cached, without counting a lookup or making it the most recent (for a second read within one recall). */
  peek(key: string): T | undefined {
    return this.scopes.get(key)?.value;
  }

  /** Stores (or re-measures) a scope's index as the most recent, then evicts the oldest past the bound. */
  set(key: string, value: T): void {
    const old = this.scopes.get(key);
    if (old) {
      this.total -= old.bytes;
      this.scopes.delete(key);
    }
    const bytes = value.bytes;
    this.scopes.set(key, { value, bytes });
    this.total += bytes;
    // The scope just used stays even when it alone is over the bound: the recall needs it.
    for (const [k, v] of this.scopes) {
      if (this.total <= this.maxBytes || k === key) break;
      this.scopes.delete(k);
      this.total -= v.bytes;
      this.evictions++;
    }
  }

  delete(key: string): void {
    const old = this.scopes.get(key);
    if (!old) return;
    this.total -= old.bytes;
    this.scopes.delete(key);
  }

  clear(): void {
    this.scopes.clear();
    this.total = 0;
  }

  /** Size, bound and counters, for `describe()`, `mnemo doctor` and `/healthz`. */
  stats(): IndexCacheStats {
    return { maxBytes: this.maxBytes, bytes: this.total, scopes: this.scopes.size, hits: this.hits, misses: this.misses, evictions: this.evictions };
  }
}
