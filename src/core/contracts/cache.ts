/**
 * What the in-process cache of scope indexes reports (`describe().cache`, `mnemo doctor`, `/healthz`)
 * and answers (`rankFields`); part of the storage contract (`storage.ts` re-exports both).
 */

/** The in-process cache of scope indexes: its bound, what it holds and how it has been used since the store opened. */
export interface IndexCacheStats {
  /** The bound, in bytes (`MNEMO_INDEX_CACHE_MB`). */
  readonly maxBytes: number;
  /** Bytes the cached scopes hold now (typed arrays measured, rows and postings estimated). */
  readonly bytes: number;
  /** Scopes cached now. */
  readonly scopes: number;
  /** Searches that found their scope cached. */
  readonly hits: number;
  /** Searches that loaded their scope from the store. */
  readonly misses: number;
  /** Scopes dropped to stay within the bound. */
  readonly evictions: number;
}

/**
 * What ranking reads of a memory, as the scope's cached index holds it (times in ms since the epoch),
 * so that recall reads only the rows it returns. The text is not cached: `hasContext` says whether
 * ranking needs the row itself (to tell matches in the content from matches in the search context).
 */
export interface RankFields {
  readonly id: string;
  readonly kind: string;
  readonly importance: number;
  readonly halfLifeDays: number | null;
  readonly lastAccessedAt: number | null;
  readonly validFrom: number;
  readonly sessionId: string | null;
  /** The memory has a non-empty search context. */
  readonly hasContext: boolean;
}
