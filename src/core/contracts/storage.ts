/**
 * The storage contract, version 1. A storage adapter persists memory records, their lineage and
 * history, the profile and the namespace policy, and answers the two legs of recall (keyword and
 * vector). Rules every adapter keeps, checked by the conformance suite in `src/testing/`:
 *
 * - Every scoped read and write filters by tenant *and* user inside the query itself; an id that
 *   belongs to another user behaves exactly like an id that does not exist.
 * - `write` applies its whole batch in one transaction: all of it or none of it.
 * - Keyword search receives already-normalised terms (`src/core/text/`) and scores with BM25 semantics (higher is better).
 * - Vector search returns cosine similarity against vectors of the store's embedding space only.
 * - Nothing in history is ever changed or removed, except by `eraseUser` and the revocation ops
 *   (`deleteMemory`, `scrubHistory`, `scrubProfileHistory`, `clearSession`).
 * - A session's events are append-only and numbered 1, 2, 3… within the session.
 * - A job is claimed by one worker at a time (a lease); a job whose lease ran out is claimable
 *   again. `completeJob` and `advanceSession` are write ops, so a batch's memory changes, the
 *   session watermark and the job's completion commit together or not at all (and `approveDream`:
 *   a dream's approval with the changes it applies).
 */
import type { IndexCacheStats, RankFields } from './cache.js';
import type { DreamRecord } from '../types/dream.js';
import type { HistoryEntry } from '../types/history.js';
import type { ApiKeyRecord } from '../types/key.js';
import type { Job, JobOutcome, JobStatus, NewJob } from '../types/job.js';
import type { MemoryKind, MemoryRecord, SourceRef, SourceType } from '../types/memory.js';
import type { ProfileEntry } from '../types/profile.js';
import type { Scope } from '../types/scope.js';
import type { NewSessionEvent, SessionEvent, SessionRecord } from '../types/session.js';
import type { EmbeddingSpace } from './embedder.js';

/**
 * Bumped when the contract changes incompatibly (2: sessions and jobs; 3: `describe`, typed engine
 * fields of records and events; 4: dreams; 5: archiving and revocation ops; 6: API keys;
 * 7: `appendEventsWithJob`, `renewLease`, `checkIntegrity`, the history op's `ifAbsent`; 8: the
 * `approveDream` write op and `locateIds`; 9: the record filter's `flagged`; 10: the revocation ops
 * `scrubProfileHistory`, `clearSession`, `dropSessionBlocks` and a patchable `source`; 11: `queryFactsByPredicate`).
 */
export const STORAGE_CONTRACT_VERSION = 11;

/** What an adapter can do, declared up front rather than probed. */
export interface StorageCapabilities {
  /** How vector search is answered: an exact scan of the scope's vectors, or an approximate index. */
  readonly vectorSearch: 'exact' | 'ann';
  /** Whether independent processes may write the same store at once. */
  readonly multiProcessWriters: boolean;
}

/** Which records count. */
export type Validity =
  /** Not invalidated and not expired at `now` (the default for recall). */
  | { readonly mode: 'current'; readonly now: Date }
  /** What was valid at instant `at`: valid from before it, not invalidated or expired by then. */
  | { readonly mode: 'asOf'; readonly at: Date }
  /** Everything, including invalidated and expired records. */
  | { readonly mode: 'all' };

/** Narrows a scoped read. Absent fields do not filter. */
export interface RecordFilter {
  readonly validity: Validity;
  readonly kinds?: readonly MemoryKind[] | undefined;
  /** Only these namespaces (the namespace policy decides which an agent may read). */
  readonly namespaces?: readonly string[] | undefined;
  readonly sessionId?: string | undefined;
  /**
   * Archived records (low confidence, see docs/forgetting.md): `exclude` them, `include` them, or
   * `only` them. Default: `exclude` when `validity` is `current` or `asOf` (an archived record is not
   * current, like an expired one), `include` when it is `all`.
   */
  readonly archived?: 'exclude' | 'include' | 'only' | undefined;
  /** Only records flagged for review (`true`: `review` set) or only unflagged ones (`false`). */
  readonly flagged?: boolean | undefined;
}

export type { MemoryPatch, NewMemory, WriteOp } from './write-ops.js';
import type { WriteOp } from './write-ops.js';

/** A scored hit of one recall leg. */
export interface SearchHit {
  readonly id: string;
  /** BM25 score (keyword leg, higher is better) or cosine similarity (vector leg). */
  readonly score: number;
}

/** A vector search. */
export interface VectorQuery {
  readonly vector: Float32Array;
  readonly filter: RecordFilter;
  readonly limit: number;
  readonly alsoScore?: readonly string[] | undefined;
}

/** Options of a list read. */
export interface ListOptions {
  readonly filter: RecordFilter;
  readonly limit?: number | undefined;
  readonly offset?: number | undefined;
  /** Newest first by default. */
  readonly order?: 'newest' | 'oldest' | undefined;
  /** Embeddings are large; they are returned only when asked for. */
  readonly withEmbeddings?: boolean | undefined;
}

/** Facts queried by any combination of subject, predicate and object (case-insensitive). */
export interface FactQuery {
  readonly filter: RecordFilter;
  /** The triple's subject, compared case-insensitively and whole (`user` is not `user's wife`); several: any of them. */
  readonly subject?: string | readonly string[] | undefined;
  readonly predicate?: string | undefined;
  readonly object?: string | undefined;
  readonly limit?: number | undefined;
}

/** Several fact queries that differ only in their predicate, answered in one read (`MemoryStorage.queryFactsByPredicate`). */
export interface PredicatesQuery {
  readonly filter: RecordFilter;
  /** As in {@link FactQuery}: compared case-insensitively and whole; several: any of them. */
  readonly subject?: string | readonly string[] | undefined;
  /** One fact query per predicate, in this order (case-insensitive, as {@link FactQuery}'s). */
  readonly predicates: readonly string[];
  /** At most this many facts per predicate. */
  readonly limit?: number | undefined;
}

/** One namespace grant of the policy table (M16). */
export interface NamespaceGrant {
  readonly tenantId: string;
  readonly agentId: string;
  /** A namespace name, or `*` for every namespace. */
  readonly namespace: string;
  readonly read: boolean;
  readonly write: boolean;
}

/** What `eraseUser` removed. */
export interface EraseReport {
  readonly memories: number;
  readonly history: number;
  readonly profile: number;
  readonly sessions: number;
  readonly jobs: number;
}

/** A claim of due jobs by one worker. */
export interface ClaimRequest {
  readonly workerId: string;
  readonly now: Date;
  /** How long the claim holds; after that another worker may take the job. */
  readonly leaseMs: number;
  readonly limit: number;
  /** Only jobs of this user (the in-process worker of a facade bound to one user uses this). */
  readonly scope?: Pick<Scope, 'tenantId' | 'userId'> | undefined;
}

/** Which jobs to list. */
export interface JobQuery {
  readonly statuses?: readonly JobStatus[] | undefined;
  readonly scope?: Pick<Scope, 'tenantId' | 'userId'> | undefined;
  readonly limit?: number | undefined;
}

/** Counts across the whole store, for `doctor` and benchmarks; `users` are the users `listScopes` lists. */
export interface StoreStats {
  readonly memories: number;
  readonly users: number;
  readonly history: number;
  readonly schemaVersion: number;
}

/** What an integrity check found. */
export interface IntegrityReport {
  readonly ok: boolean;
  /** What was checked, e.g. `PRAGMA quick_check` or `amcheck (bt_index_check) on 12 indexes`. */
  readonly method: string;
  /** The problems found (empty when ok), at most a few dozen. */
  readonly problems: readonly string[];
}

/** A session's counts right after an append, from which the caller decides whether to queue extraction. */
export interface AppendTally {
  /** The seq of the last event now stored. */
  readonly lastSeq: number;
  /** User turns (not memory edits) after the extraction watermark: kept as a counter, never counted by a scan. */
  readonly pendingUserTurns: number;
}

/** A user that has data in the store. */
export interface ScopeSummary {
  readonly tenantId: string;
  readonly userId: string;
  readonly memories: number;
}

/**
 * What a store is, for `doctor` and logs. Typed and part of the contract, so no caller needs to
 * know an adapter's class to report on it.
 */
export interface StoreDescription {
  /** The backend, as `kind`. */
  readonly kind: string;
  /** The driver in use: `better-sqlite3`, `pg` (a pool: a server or PGlite over the wire) or `pglite` (in process). */
  readonly driver: string;
  /** Where the data lives: a file path, `host:port/database` (never credentials), or `in-process PGlite`. */
  readonly location: string;
  /** The database engine and its version, e.g. `SQLite 3.53.2` or `PostgreSQL 15.18`. */
  readonly engine: string;
  readonly schemaVersion: number;
  /** How the vector leg is answered. */
  readonly vector: {
    readonly search: StorageCapabilities['vectorSearch'];
    /** `scan`: an exact scan of the scope's vectors cached in process by revision; `pgvector`: an HNSW index. */
    readonly method: 'scan' | 'pgvector';
    /** The pgvector version, when the extension is in use. */
    readonly extension: string | null;
    /** The HNSW index of the current embedding space; null until the space is set (or without pgvector). */
    readonly index: string | null;
  };
  /** How the keyword leg is answered (all three rank by the same BM25). */
  readonly keyword: {
    /** `memory`: postings of the scope cached in process; `fts5`: SQLite FTS5; `sql`: tsvector/GIN candidates scored in SQL. */
    readonly index: 'memory' | 'fts5' | 'sql';
  };
  /** The scopes' indexes cached in this process (bounded in bytes), or null for a backend that keeps none. */
  readonly cache: IndexCacheStats | null;
}

/**
 * The part of the contract about the store as a whole: its schema, its lifetime, the embedding
 * space, the atomic write batch (which spans every domain) and whole-user or whole-store reads.
 */
export interface StorageLifecycle {
  readonly contractVersion: typeof STORAGE_CONTRACT_VERSION;
  /** Short backend name for logs and `doctor`, e.g. `sqlite`. */
  readonly kind: string;
  readonly capabilities: StorageCapabilities;

  /** Brings the schema to the newest version. Idempotent; refuses a store newer than this code. */
  migrate(): Promise<{ readonly from: number; readonly to: number }>;
  close(): Promise<void>;
  /** What the store is: driver, location, engine version, schema, how each recall leg is answered. */
  describe(): Promise<StoreDescription>;

  /** The embedding space the store's vectors live in; null before the first vector is written. */
  getEmbeddingSpace(): Promise<EmbeddingSpace | null>;
  setEmbeddingSpace(space: EmbeddingSpace): Promise<void>;

  /** Applies every op in one transaction. Every op must belong to `scope`'s tenant and user. */
  write(scope: Scope, ops: readonly WriteOp[]): Promise<void>;
  /**
   * Hard-deletes everything of the scope's user (memories, lineage, history, profile, sessions, jobs, dreams).
   * A file-backed store also overwrites the freed pages, so no copy of the content stays in its files.
   */
  eraseUser(scope: Scope): Promise<EraseReport>;

  /** Every user with data — memories, profile, history or sessions (admin operations: export, re-embed, copy). */
  listScopes(): Promise<ScopeSummary[]>;
  stats(): Promise<StoreStats>;
  /** Checks the database's own structures (quick by default; `full` for the thorough check). */
  checkIntegrity(options?: { full?: boolean }): Promise<IntegrityReport>;
}

/** Memory records and their lineage. */
export interface MemoryStorage {
  /** The records with these ids in the scope; unknown ids (or other users') are left out. */
  getMemories(scope: Scope, ids: readonly string[], options?: { withEmbeddings?: boolean }): Promise<MemoryRecord[]>;
  listMemories(scope: Scope, options: ListOptions): Promise<MemoryRecord[]>;
  countMemories(scope: Scope, filter: RecordFilter): Promise<number>;
  queryFacts(scope: Scope, query: FactQuery): Promise<MemoryRecord[]>;
  /**
   * The facts of each predicate in one read: `out[i]` holds exactly what `queryFacts` gives for `predicates[i]` with the
   * same filter, subject and limit, in the same order (a recall asks for 10–13 predicates, most with no fact).
   */
  queryFactsByPredicate(scope: Scope, query: PredicatesQuery): Promise<MemoryRecord[][]>;
  /**
   * Memories that list `source` in their lineage. With `prefix`, every source whose id starts with
   * `id` counts, of any type when `type` is absent (a session's events: `session:<id>#`).
   */
  memoriesFromSource(scope: Scope, source: { type?: SourceType | undefined; id: string; prefix?: boolean | undefined }): Promise<string[]>;
  getSources(scope: Scope, memoryId: string): Promise<SourceRef[]>;
  /** Of these memory or history ids (unique store-wide), those the scope's user holds and those another tenant or user holds. For import only: never answered to a caller. */
  locateIds(scope: Scope, kind: 'memory' | 'history', ids: readonly string[]): Promise<{ here: string[]; elsewhere: string[] }>;
  /** Marks records as used: last-accessed = `at`, access count + 1. Not a history event. */
  touch(scope: Scope, ids: readonly string[], at: Date): Promise<void>;
}

/** The two legs of recall. */
export interface SearchStorage {
  /** BM25 over the normalised terms, any term matching; best first. */
  searchKeyword(scope: Scope, query: { terms: readonly string[]; filter: RecordFilter; limit: number }): Promise<SearchHit[]>;
  /**
   * Optional: several keyword searches of one scope with one filter and limit, one answer per group of terms, each
   * exactly what `searchKeyword` gives for that group; one look at the scope for all of them, and a store may keep the
   * answers while the scope and the time allow (the attribute leg searches the same words question after question).
   */
  searchKeywordGroups?(scope: Scope, query: { groups: readonly (readonly string[])[]; filter: RecordFilter; limit: number }): Promise<SearchHit[][]>;
  /**
   * Cosine similarity to `vector` among the scope's vectors of the store's space; the best `limit`
   * first, then the scores of any `alsoScore` ids (that pass the filter and have a vector) not among
   * them, so a caller can rank hits of the keyword leg without reading their vectors.
   */
  searchVector(scope: Scope, query: VectorQuery): Promise<SearchHit[]>;
  /**
   * Optional: the ranking fields of `ids` from the scope's cached index, in the order of `ids`
   * (null for an id it does not hold), without reading the rows; null when the scope is not cached
   * or the cache is behind the store. Every change to these fields (touch included) bumps the
   * scope's revision, so a cache at the scope's revision answers exactly what the rows say.
   */
  rankFields?(scope: Scope, ids: readonly string[]): Promise<(RankFields | null)[] | null>;
}

/** History of memories and profile fields, and the profile itself (both written through `write`). */
export interface HistoryStorage {
  /** History of one memory or profile field, oldest first. */
  getHistory(scope: Scope, target: { kind: 'memory' | 'profile'; id: string }): Promise<HistoryEntry[]>;
  /** The distinct memory ids or profile keys the user's history mentions (unset profile keys included). */
  historyTargets(scope: Scope, kind: 'memory' | 'profile'): Promise<string[]>;
  getProfile(scope: Scope): Promise<ProfileEntry[]>;
}

/** Conversation sessions (M4): append-only event logs, and the stable block frozen per session. */
export interface SessionStorage {
  /** Creates the session if it does not exist; returns it either way. */
  openSession(scope: Scope, session: { id: string; startedAt: Date }): Promise<SessionRecord>;
  getSession(scope: Scope, sessionId: string): Promise<SessionRecord | null>;
  /** The user's sessions, most recently active first. */
  listSessions(scope: Scope, options?: { limit?: number }): Promise<SessionRecord[]>;
  /** Appends events in order (NOT_FOUND for an unknown session); returns them with their `seq`. */
  appendEvents(scope: Scope, sessionId: string, events: readonly NewSessionEvent[]): Promise<SessionEvent[]>;
  /**
   * Appends events and, in the same transaction, the job `decide` returns from the session's counts
   * after the append (or none): the turns and their extraction job commit together or not at all.
   * `decide` runs inside the transaction and must be synchronous and pure. A job whose key exists is
   * not stored again (`created: false`).
   */
  appendEventsWithJob(
    scope: Scope,
    sessionId: string,
    events: readonly NewSessionEvent[],
    decide: (tally: AppendTally) => NewJob | null,
  ): Promise<{ events: SessionEvent[]; job: Job | null; created: boolean }>;
  /** Events with `afterSeq < seq <= upToSeq`, oldest first. */
  getEvents(scope: Scope, sessionId: string, range?: { afterSeq?: number; upToSeq?: number; limit?: number }): Promise<SessionEvent[]>;
  /** Ends a session (a no-op for one already ended). */
  endSession(scope: Scope, sessionId: string, end: { at: Date; reason: string }): Promise<void>;
  /** The stable context block frozen for `scope.sessionId`, if one was stored. */
  getSessionBlock(scope: Scope): Promise<string | null>;
  /** Stores the block of `scope.sessionId` unless one is stored already (frozen once written). */
  putSessionBlock(scope: Scope, block: string): Promise<void>;
}

/** The durable job queue (M9). */
export interface JobStorage {
  /** Stores a job; with a `key` that exists for the user, returns the existing job instead. */
  enqueueJob(job: NewJob): Promise<{ job: Job; created: boolean }>;
  /**
   * Claims due jobs (pending and due, or running with an expired lease), oldest first. A user with
   * a job running under a live lease is passed over, so one user's jobs (whose consolidation reads,
   * then writes) never run in two workers at once.
   */
  claimJobs(request: ClaimRequest): Promise<Job[]>;
  /** Extends the lease `workerId` holds to `until` (the running worker's heartbeat); false when it no longer holds it. */
  renewLease(jobId: string, workerId: string, until: Date): Promise<boolean>;
  /** Records how an attempt ended; false when `workerId` no longer holds the lease. */
  finishJob(jobId: string, workerId: string, outcome: JobOutcome, at: Date): Promise<boolean>;
  /** Puts a failed job back in the queue with fresh attempts; false when it is not failed. */
  retryJob(jobId: string, at: Date): Promise<boolean>;
  listJobs(query?: JobQuery): Promise<Job[]>;
  getJob(jobId: string): Promise<Job | null>;
}

/** The namespace policy table of a tenant's agents (M16). */
export interface GrantStorage {
  listGrants(tenantId: string, agentId?: string): Promise<NamespaceGrant[]>;
  putGrant(grant: NamespaceGrant): Promise<void>;
  deleteGrant(grant: Pick<NamespaceGrant, 'tenantId' | 'agentId' | 'namespace'>): Promise<void>;
}

/** Dreams (M19): reviewable candidate sets, kept apart from the memories they are about. */
export interface DreamStorage {
  putDream(scope: Scope, dream: DreamRecord): Promise<void>;
  getDream(scope: Scope, id: string): Promise<DreamRecord | null>;
  /** The user's dreams, newest first. */
  listDreams(scope: Scope): Promise<DreamRecord[]>;
  /** Marks an open dream approved; false when it is not open (approved already, or absent). */
  approveDream(scope: Scope, id: string, resolution: { at: Date; applied: readonly string[] }): Promise<boolean>;
  /** Deletes a dream; false when absent. */
  deleteDream(scope: Scope, id: string): Promise<boolean>;
}

export type { ApiKeyRecord, KeyRole } from '../types/key.js';
export type { IndexCacheStats, RankFields } from './cache.js';

/** API keys of the HTTP server, stored hashed (M23). */
export interface KeyStorage {
  /** Stores a new key (CONFLICT when its id or hash exists). */
  createKey(key: ApiKeyRecord): Promise<void>;
  /** The key with this hash, revoked or not; null when there is none. */
  findKeyByHash(hash: string): Promise<ApiKeyRecord | null>;
  /** A tenant's keys (every tenant's when absent), oldest first. */
  listKeys(tenantId?: string): Promise<ApiKeyRecord[]>;
  /** Marks a key of the tenant revoked; false when the tenant has no such key or it was revoked already. */
  revokeKey(tenantId: string, id: string, at: Date): Promise<boolean>;
}

/**
 * The contract a storage backend implements: one adapter serves every domain. All methods are async
 * so any backend fits. A caller that needs one domain can ask for just that interface.
 */
export interface StorageAdapter
  extends StorageLifecycle, MemoryStorage, SearchStorage, HistoryStorage, SessionStorage, JobStorage, GrantStorage, DreamStorage, KeyStorage {}
