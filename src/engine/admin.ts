/**
 * The narrow admin API (`mnemo.admin`): what operators and tools need beyond remember/recall —
 * store statistics, the job queue, the sources of a memory, export, import and re-embedding —
 * without handing out the storage adapter. Each method applies the same scope checks, namespace
 * policy and guards as the facade, so nothing here is a way around them.
 */
import { getReadable, resolveCaller } from '../core/caller.js';
import { MnemoError } from '../core/errors.js';
import {
  authenticateKey,
  authenticateSessionToken,
  createKey,
  createSessionToken,
  infoOf,
  type ApiKeyInfo,
  type KeyIdentity,
  type NewKeyInput,
} from '../core/keys.js';
import { toScope, type ScopeInput } from '../core/scope-input.js';
import type { EmbeddingSpace } from '../core/contracts/embedder.js';
import type { IndexCacheStats, JobQuery, ScopeSummary, StorageCapabilities, StoreStats } from '../core/contracts/storage.js';
import { exportUser } from '../keep/transfer/export.js';
import { importLines, type ImportReport } from '../keep/transfer/import.js';
import { reembedStore, type ReembedReport } from '../keep/transfer/reembed.js';
import type { TransferDeps } from '../keep/transfer/deps.js';
import type { Job } from '../core/types/job.js';
import type { SourceRef } from '../core/types/memory.js';

/** What {@link MnemoAdmin.stats} reports. */
export interface AdminStats extends StoreStats {
  /** The backend, e.g. `sqlite` or `postgres`. */
  readonly store: string;
  /** The embedding space the store's vectors are in (null before the first write). */
  readonly embedding: EmbeddingSpace | null;
  /** The configured embedder, `provider/modelId`. */
  readonly embedder: string;
  /** How the backend answers the vector leg (see `StorageCapabilities`). */
  readonly vectorSearch: StorageCapabilities['vectorSearch'];
}

/** Options of {@link MnemoAdmin.importLines}. */
export interface ImportLinesOptions {
  /** The user to import into (default: the user the export names). */
  readonly scope?: ScopeInput;
  readonly onProgress?: (done: number, total: number) => void;
  /** The source of everything imported (`mnemo import --source bootstrap:hr-system`), in place of the exported lineage; `revokeSource` withdraws it. */
  readonly source?: SourceRef;
}

/** One user of a tenant with the counts the inspector's first page shows. */
export interface UserSummary {
  readonly userId: string;
  /** Current memories: what the user's own page lists by default (not forgotten, superseded, expired or archived). */
  readonly memories: number;
  readonly sessions: number;
  readonly pendingJobs: number;
  readonly failedJobs: number;
  /** Current memories kept beside a similar one and flagged for a person to review. */
  readonly flagged: number;
}

/** A query of the job queue. */
export interface JobsQuery {
  readonly statuses?: JobQuery['statuses'];
  /** Only this user's jobs (all users when absent). */
  readonly scope?: ScopeInput;
  readonly limit?: number;
}

/** Admin operations over one engine's store. Get it as `mnemo.admin`. */
export class MnemoAdmin {
  constructor(private readonly deps: TransferDeps) {}

  /** Counts, the backend and the embedding space. `users` are the users with any data, as {@link scopes} lists them. */
  async stats(): Promise<AdminStats> {
    const { store, embedder } = this.deps;
    return {
      store: store.kind,
      ...(await store.stats()),
      embedding: await store.getEmbeddingSpace(),
      embedder: `${embedder.provider}/${embedder.modelId}`,
      vectorSearch: store.capabilities.vectorSearch,
    };
  }

  /**
   * The in-process cache of scope indexes (bound, bytes, scopes, hits, misses, evictions): process-wide
   * counters, no tenant's data; null for a backend that keeps none. What `mnemo doctor` and `/healthz` print.
   */
  async indexCache(): Promise<IndexCacheStats | null> {
    return (await this.deps.store.describe()).cache;
  }

  /** The users that have data in the store, with their memory counts. */
  async scopes(): Promise<ScopeSummary[]> {
    return this.deps.store.listScopes();
  }

  /**
   * The users of one tenant (or only `userId`) by user id, `limit` (default 100) from `offset`, with
   * their counts, through the storage contract, so both dialects answer alike. Flagged items are
   * counted by the store (the record filter's `flagged`), so no memory row is read.
   */
  async userSummaries(tenantId: string, options: { userId?: string; offset?: number; limit?: number } = {}): Promise<UserSummary[]> {
    const { store, now } = this.deps;
    const { userId, offset = 0, limit = 100 } = options;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) throw new MnemoError('INVALID_INPUT', 'the limit must be a whole number from 1 to 100000');
    if (!Number.isInteger(offset) || offset < 0) throw new MnemoError('INVALID_INPUT', 'the offset must be a whole number, 0 or more');
    const scopes = (await store.listScopes())
      .filter((s) => s.tenantId === tenantId && (userId === undefined || s.userId === userId))
      .sort((a, b) => a.userId.localeCompare(b.userId))
      .slice(offset, offset + limit);
    const out: UserSummary[] = [];
    // Counted only for the page asked for: one tenant may hold many users.
    for (const s of scopes) {
      const scope = toScope({ tenantId, userId: s.userId });
      const jobs = await store.listJobs({ statuses: ['pending', 'running', 'failed'], scope, limit: 100_000 });
      const flagged = await store.countMemories(scope, { validity: { mode: 'current', now: now() }, flagged: true });
      out.push({
        userId: s.userId,
        // What the user's own page lists by default: current memories (not forgotten, superseded, expired or archived).
        memories: await store.countMemories(scope, { validity: { mode: 'current', now: now() } }),
        sessions: (await store.listSessions(scope, { limit: 100_000 })).length,
        pendingJobs: jobs.filter((j) => j.status !== 'failed').length,
        failedJobs: jobs.filter((j) => j.status === 'failed').length,
        flagged,
      });
    }
    return out;
  }

  /** Jobs of the memory-writing queue, oldest first. */
  async jobs(query: JobsQuery = {}): Promise<Job[]> {
    const scope = query.scope ? toScope(query.scope) : undefined;
    const limit = query.limit ?? 50;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) throw new MnemoError('INVALID_INPUT', 'the limit must be a whole number from 1 to 100000');
    return this.deps.store.listJobs({ statuses: query.statuses, scope, limit });
  }

  /** One job by id, or null. */
  async job(id: string): Promise<Job | null> {
    return this.deps.store.getJob(id);
  }

  /** Puts a failed job back in the queue; NOT_FOUND when there is no failed job with that id. */
  async retryJob(id: string): Promise<void> {
    if (!(await this.deps.store.retryJob(id, this.deps.now()))) throw new MnemoError('NOT_FOUND', `no failed job ${JSON.stringify(id.slice(0, 64))}`);
  }

  /** Where a memory came from (sessions, events, memories it was consolidated from); the caller must be able to read it. */
  async sources(scopeInput: ScopeInput, memoryId: string): Promise<SourceRef[]> {
    const caller = await resolveCaller(this.deps.store, scopeInput);
    const record = await getReadable(this.deps.store, caller, memoryId);
    return this.deps.store.getSources(caller.scope, record.id);
  }

  /** A user's whole memory as JSON Lines (see docs/write-path.md). Only the user may export it, not an agent. */
  exportUser(scopeInput: ScopeInput): AsyncGenerator<string> {
    const scope = toScope(scopeInput);
    if (scope.agentId) throw new MnemoError('POLICY_DENIED', 'exporting a user’s memory is an explicit user action; agents cannot do it');
    return exportUser(this.deps, scope);
  }

  /** Imports an export: validated and guarded like `remember`, idempotent into any user, nothing written on a bad line. */
  async importLines(lines: AsyncIterable<string> | Iterable<string>, options: ImportLinesOptions = {}): Promise<ImportReport> {
    return importLines(this.deps, lines, {
      target: (origin) => toScope(options.scope ?? origin ?? undefined),
      onProgress: options.onProgress,
      source: options.source,
    });
  }

  /** Re-embeds every memory with the engine's embedder and records the new space. */
  async reembed(options: { onProgress?: (done: number, total: number) => void } = {}): Promise<ReembedReport> {
    return reembedStore(this.deps, options);
  }

  // -- API keys (M23) ------------------------------------------------------------------------------

  /** Creates an API key; the returned `key` is shown once and never stored (only its hash). */
  async createKey(input: NewKeyInput): Promise<{ key: string; info: ApiKeyInfo }> {
    return createKey(this.deps.store, input, this.deps.now());
  }

  /** A tenant's keys (every tenant's when absent), without their hashes. */
  async listKeys(tenantId?: string): Promise<ApiKeyInfo[]> {
    return (await this.deps.store.listKeys(tenantId)).map(infoOf);
  }

  /** Revokes a key of the tenant; NOT_FOUND when the tenant has no live key with that id. */
  async revokeKey(tenantId: string, id: string): Promise<void> {
    if (!(await this.deps.store.revokeKey(tenantId, id, this.deps.now())))
      throw new MnemoError('NOT_FOUND', `no live key ${JSON.stringify(String(id).slice(0, 64))} in this tenant`);
  }

  /** Who a bearer token is: tenant, user, agent and role; UNAUTHORIZED for a bad, unknown or revoked key. */
  async authenticate(token: string | undefined): Promise<KeyIdentity> {
    return authenticateKey(this.deps.store, token);
  }

  /** A browser sign-in session for a valid key (the token, not the key, goes in a cookie); UNAUTHORIZED for a bad key. */
  async createSession(key: string, ttlMs: number): Promise<{ token: string; identity: KeyIdentity }> {
    return createSessionToken(this.deps.store, key, this.deps.now(), ttlMs);
  }

  /** Who a session token is; UNAUTHORIZED for a malformed, forged, expired or revoked one. */
  async authenticateSession(token: string | undefined): Promise<KeyIdentity> {
    return authenticateSessionToken(this.deps.store, token, this.deps.now());
  }
}
