/**
 * The SQLite storage adapter: one file in WAL mode, FTS5 over normalised terms for the keyword
 * leg, float32 blobs for vectors searched by an exact scan of the scope's cached vectors.
 * better-sqlite3 is synchronous; the contract is async so that every backend fits it.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MnemoError } from '../../errors.js';
import { assertOwned, checkVector, jsonOrNull, leaseLost, memoryNotFound, watermarkMoved } from '../checks.js';
import { silentLogger, type Logger } from '../../logger.js';
import type { EmbeddingSpace } from '../../spec/embedder.js';
import {
  STORAGE_CONTRACT_VERSION,
  type EraseReport,
  type FactQuery,
  type ListOptions,
  type MemoryPatch,
  type NamespaceGrant,
  type RecordFilter,
  type ClaimRequest,
  type JobQuery,
  type ScopeSummary,
  type SearchHit,
  type StorageAdapter,
  type StoreStats,
  type VectorQuery,
  type WriteOp,
} from '../../spec/storage.js';
import type { HistoryEntry } from '../../types/history.js';
import type { MemoryRecord, SourceRef, SourceType } from '../../types/memory.js';
import type { Job, JobOutcome, NewJob } from '../../types/job.js';
import type { ProfileEntry } from '../../types/profile.js';
import type { NewSessionEvent, SessionEvent, SessionRecord } from '../../types/session.js';
import type { Scope } from '../../types/scope.js';
import { SQLITE_MIGRATIONS, SQLITE_SCHEMA_VERSION } from './migrations.js';
import {
  MEMORY_COLUMNS,
  blobToVector,
  ms,
  recordToParams,
  rowToHistory,
  rowToProfile,
  rowToEvent,
  rowToJob,
  rowToRecord,
  rowToSession,
  vectorToBlob,
  type EventRow,
  type HistoryRow,
  type JobRow,
  type MemoryRow,
  type SessionRow,
} from './rows.js';
import { ScopeCache, ScopeIndex, type CachedRow } from './scope-index.js';

/** Options of {@link createSqliteStore}. */
export interface SqliteStoreOptions {
  /** Path of the database file (created with its folder if missing), or `:memory:`. */
  readonly path: string;
  readonly logger?: Logger;
  /** How long a writer waits for another process's lock before failing with STORE_LOCKED. */
  readonly busyTimeoutMs?: number;
  /** Upper bound of rows indexed in memory across scopes (vectors and keyword postings). */
  readonly cacheRows?: number;
  /**
   * Answer the keyword leg from the in-memory per-scope BM25 index (default) rather than FTS5.
   * Both rank by BM25; the in-memory index uses the scope's own term statistics and does not
   * read other users' rows, FTS5 uses the whole store's statistics.
   */
  readonly keywordIndex?: 'memory' | 'fts5';
}

/** Opens (without migrating) a SQLite store. Call `migrate()` before use. */
export function createSqliteStore(options: SqliteStoreOptions): SqliteStore {
  return new SqliteStore(options);
}

/** The SQLite implementation of the storage contract. */
export class SqliteStore implements StorageAdapter {
  readonly contractVersion = STORAGE_CONTRACT_VERSION;
  readonly kind = 'sqlite';
  readonly capabilities = { vectorSearch: 'exact', multiProcessWriters: true } as const;

  private readonly db: Database.Database;
  private readonly logger: Logger;
  private readonly cache: ScopeCache;
  private readonly keywordIndex: 'memory' | 'fts5';
  private space: EmbeddingSpace | null | undefined;

  constructor(options: SqliteStoreOptions) {
    this.logger = options.logger ?? silentLogger;
    this.cache = new ScopeCache(options.cacheRows);
    this.keywordIndex = options.keywordIndex ?? 'memory';
    this.db = guard(() => {
      if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
      const db = new Database(options.path, { timeout: options.busyTimeoutMs ?? 5000 });
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      return db;
    });
  }

  /** The underlying connection, for tests and tools that need raw access. */
  get connection(): Database.Database {
    return this.db;
  }

  async migrate(): Promise<{ from: number; to: number }> {
    return guard(() => {
      const hasMeta = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
      const seen = hasMeta ? Number(this.metaGet('schema_version') ?? 0) : 0;
      if (seen === SQLITE_SCHEMA_VERSION) return { from: seen, to: seen };
      const run = this.db.transaction(() => {
        this.db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
        const from = Number(this.metaGet('schema_version') ?? 0);
        if (from > SQLITE_SCHEMA_VERSION) {
          throw new MnemoError(
            'STORE_NEWER_SCHEMA',
            `this store has schema version ${from}, newer than this Mnemo (${SQLITE_SCHEMA_VERSION}): upgrade Mnemo to open it`,
          );
        }
        for (let v = from; v < SQLITE_SCHEMA_VERSION; v++) {
          this.db.exec(SQLITE_MIGRATIONS[v] as string);
          this.metaSet('schema_version', String(v + 1));
          this.logger.info('sqlite migration applied', { version: v + 1 });
        }
        if (this.metaGet('rev') === null) this.metaSet('rev', '0');
        return { from, to: SQLITE_SCHEMA_VERSION };
      });
      return run.immediate();
    });
  }

  async close(): Promise<void> {
    this.cache.clear();
    if (this.db.open) this.db.close();
  }

  async getEmbeddingSpace(): Promise<EmbeddingSpace | null> {
    return guard(() => this.readSpace());
  }

  async setEmbeddingSpace(space: EmbeddingSpace): Promise<void> {
    guard(() =>
      this.db.transaction(() => {
        this.metaSet('embedding_model', space.modelId);
        this.metaSet('embedding_dims', String(space.dimensions));
      }).immediate(),
    );
    this.space = space;
    this.cache.clear();
  }

  async write(scope: Scope, ops: readonly WriteOp[]): Promise<void> {
    if (ops.length === 0) return;
    guard(() => this.db.transaction(() => this.applyOps(scope, ops)).immediate());
  }

  private applyOps(scope: Scope, ops: readonly WriteOp[]): void {
    const { tenantId, userId } = scope;
    const touchesMemories = ops.some((op) => op.type === 'insertMemory' || op.type === 'patchMemory');
    const rev = touchesMemories ? this.nextRev() : 0;
    const space = touchesMemories ? this.readSpace() : null;
    for (const op of ops) {
      switch (op.type) {
        case 'insertMemory': {
          const r = op.memory.record;
          assertOwned(scope, r.tenantId, r.userId);
          checkVector(space, r.embedding, r.embeddingModel);
          this.stmt(INSERT_MEMORY).run(recordToParams(r, op.memory.searchTerms, rev));
          this.stmt(INSERT_SOURCE).run(tenantId, userId, r.id, r.source.type, r.source.id ?? '', r.createdAt.getTime());
          break;
        }
        case 'patchMemory': {
          checkVector(space, op.patch.embedding ?? null, op.patch.embeddingModel ?? null);
          const { sql, params } = patchSql(op.patch);
          const res = this.db
            .prepare(`UPDATE memories SET ${sql}, rev = ? WHERE id = ? AND tenant_id = ? AND user_id = ?`)
            .run(...params, rev, op.id, tenantId, userId);
          if (res.changes === 0) throw memoryNotFound();
          break;
        }
        case 'addSources': {
          this.assertMemoryExists(scope, op.memoryId);
          const now = Date.now();
          for (const s of op.sources) this.stmt(INSERT_SOURCE).run(tenantId, userId, op.memoryId, s.type, s.id ?? '', now);
          break;
        }
        case 'appendHistory': {
          const e = op.entry;
          assertOwned(scope, e.tenantId, e.userId);
          this.stmt(INSERT_HISTORY).run(
            e.id, tenantId, userId, e.targetKind, e.targetId, e.op, e.actor.type, e.actor.id,
            jsonOrNull(e.oldValue), jsonOrNull(e.newValue), e.reason, e.at.getTime(),
          );
          break;
        }
        case 'setProfile': {
          const e = op.entry;
          this.stmt(UPSERT_PROFILE).run(tenantId, userId, e.key, JSON.stringify(e.value), e.source, e.updatedAt.getTime());
          break;
        }
        case 'unsetProfile':
          this.stmt('DELETE FROM profile WHERE tenant_id = ? AND user_id = ? AND key = ?').run(tenantId, userId, op.key);
          break;
        case 'advanceSession': {
          const res = this.stmt(
            `UPDATE sessions SET watermark = ?, summary = coalesce(?, summary)
             WHERE tenant_id = ? AND user_id = ? AND id = ? AND watermark = ?`,
          ).run(op.to, op.summary ?? null, tenantId, userId, op.sessionId, op.from);
          if (res.changes === 0) throw watermarkMoved();
          break;
        }
        case 'completeJob': {
          const res = this.stmt(
            `UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = ?
             WHERE id = ? AND tenant_id = ? AND user_id = ? AND status = 'running' AND locked_by = ?`,
          ).run(op.at.getTime(), op.jobId, tenantId, userId, op.workerId);
          if (res.changes === 0) throw leaseLost();
          break;
        }
      }
    }
    if (touchesMemories) {
      this.stmt(
        'INSERT INTO scope_revs (tenant_id, user_id, rev) VALUES (?, ?, ?) ON CONFLICT (tenant_id, user_id) DO UPDATE SET rev = excluded.rev',
      ).run(tenantId, userId, rev);
    }
  }

  async getMemories(scope: Scope, ids: readonly string[], options: { withEmbeddings?: boolean } = {}): Promise<MemoryRecord[]> {
    return guard(() => {
      const cols = options.withEmbeddings ? `${MEMORY_COLUMNS}, embedding` : MEMORY_COLUMNS;
      const out: MemoryRecord[] = [];
      // The unary + keeps the planner on the unique id index instead of scanning the user's rows.
      const rows = this.stmt(`SELECT ${cols} FROM memories WHERE id IN (SELECT value FROM json_each(?)) AND +tenant_id = ? AND +user_id = ?`).all(
        JSON.stringify(ids),
        scope.tenantId,
        scope.userId,
      ) as MemoryRow[];
      for (const row of rows) out.push(rowToRecord(row));
      const order = new Map(ids.map((id, i) => [id, i]));
      return out.sort((a, b) => (order.get(a.id) as number) - (order.get(b.id) as number));
    });
  }

  async listMemories(scope: Scope, options: ListOptions): Promise<MemoryRecord[]> {
    return guard(() => {
      const f = filterSql(options.filter);
      const cols = options.withEmbeddings ? `${MEMORY_COLUMNS}, embedding` : MEMORY_COLUMNS;
      const dir = options.order === 'oldest' ? 'ASC' : 'DESC';
      const rows = this.db
        .prepare(
          `SELECT ${cols} FROM memories m WHERE tenant_id = ? AND user_id = ? ${f.sql}
           ORDER BY created_at ${dir}, seq ${dir} LIMIT ? OFFSET ?`,
        )
        .all(scope.tenantId, scope.userId, ...f.params, options.limit ?? -1, options.offset ?? 0) as MemoryRow[];
      return rows.map(rowToRecord);
    });
  }

  async countMemories(scope: Scope, filter: RecordFilter): Promise<number> {
    return guard(() => {
      const f = filterSql(filter);
      const row = this.db
        .prepare(`SELECT count(*) AS n FROM memories m WHERE tenant_id = ? AND user_id = ? ${f.sql}`)
        .get(scope.tenantId, scope.userId, ...f.params) as { n: number };
      return row.n;
    });
  }

  async searchKeyword(scope: Scope, query: { terms: readonly string[]; filter: RecordFilter; limit: number }): Promise<SearchHit[]> {
    const terms = query.terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t));
    if (terms.length === 0 || query.limit <= 0) return [];
    return guard(() => {
      if (this.keywordIndex === 'memory') return this.scopeIndex(scope).searchKeyword(terms, query.filter, query.limit);
      const match = terms.map((t) => `"${t}"`).join(' OR ');
      const f = filterSql(query.filter);
      const rows = this.db
        .prepare(
          `SELECT m.id AS id, -bm25(memories_fts) AS score FROM memories_fts JOIN memories m ON m.seq = memories_fts.rowid
           WHERE memories_fts MATCH ? AND m.tenant_id = ? AND m.user_id = ? ${f.sql}
           ORDER BY bm25(memories_fts) LIMIT ?`,
        )
        .all(match, scope.tenantId, scope.userId, ...f.params, query.limit) as SearchHit[];
      return rows;
    });
  }

  async searchVector(scope: Scope, query: VectorQuery): Promise<SearchHit[]> {
    return guard(() => {
      const space = this.readSpace();
      if (!space) return [];
      checkVector(space, query.vector, space.modelId);
      return this.scopeIndex(scope).searchVector(query.vector, space.modelId, query.filter, query.limit, query.alsoScore);
    });
  }

  /** Brings the in-memory index of a scope up to date with the file, reading only changed rows. */
  private scopeIndex(scope: Scope): ScopeIndex {
    const dims = this.readSpace()?.dimensions ?? 0;
    const key = `${scope.tenantId}\u0000${scope.userId}`;
    const state = this.stmt('SELECT rev, reset_rev FROM scope_revs WHERE tenant_id = ? AND user_id = ?').get(scope.tenantId, scope.userId) as
      | { rev: number; reset_rev: number }
      | undefined;
    if (!state) {
      this.cache.delete(key);
      return new ScopeIndex(dims);
    }
    let cached = this.cache.get(key);
    if (!cached || state.reset_rev > cached.rev) {
      const { n } = this.stmt('SELECT count(*) AS n FROM memories WHERE tenant_id = ? AND user_id = ?').get(scope.tenantId, scope.userId) as { n: number };
      cached = new ScopeIndex(dims, n);
    }
    if (state.rev > cached.rev) {
      const rows = this.stmt(
        `SELECT id, kind, namespace, session_id, valid_from, invalidated_at, expires_at, embedding, embedding_model, search_terms
         FROM memories WHERE tenant_id = ? AND user_id = ? AND rev > ?`,
      ).raw();
      for (const r of rows.iterate(scope.tenantId, scope.userId, cached.rev) as IterableIterator<unknown[]>) cached.upsert(rawToCachedRow(r));
      cached.rev = state.rev;
    }
    this.cache.set(key, cached);
    return cached;
  }

  async queryFacts(scope: Scope, query: FactQuery): Promise<MemoryRecord[]> {
    return guard(() => {
      const f = filterSql(query.filter);
      const where: string[] = ['subject IS NOT NULL'];
      const params: unknown[] = [];
      for (const [col, value] of [['subject', query.subject], ['predicate', query.predicate], ['object', query.object]] as const) {
        if (value !== undefined) {
          where.push(`${col} = ? COLLATE NOCASE`);
          params.push(value);
        }
      }
      const rows = this.db
        .prepare(
          `SELECT ${MEMORY_COLUMNS} FROM memories m WHERE tenant_id = ? AND user_id = ? AND ${where.join(' AND ')} ${f.sql}
           ORDER BY created_at DESC LIMIT ?`,
        )
        .all(scope.tenantId, scope.userId, ...params, ...f.params, query.limit ?? -1) as MemoryRow[];
      return rows.map(rowToRecord);
    });
  }

  async memoriesFromSource(scope: Scope, source: { type: SourceType; id: string }): Promise<string[]> {
    return guard(() =>
      (
        this.stmt('SELECT memory_id FROM memory_sources WHERE tenant_id = ? AND user_id = ? AND source_type = ? AND source_id = ?').all(
          scope.tenantId, scope.userId, source.type, source.id,
        ) as { memory_id: string }[]
      ).map((r) => r.memory_id),
    );
  }

  async getSources(scope: Scope, memoryId: string): Promise<SourceRef[]> {
    return guard(() =>
      (
        this.stmt('SELECT source_type, source_id FROM memory_sources WHERE tenant_id = ? AND user_id = ? AND memory_id = ? ORDER BY added_at, rowid').all(
          scope.tenantId, scope.userId, memoryId,
        ) as { source_type: SourceType; source_id: string }[]
      ).map((r) => ({ type: r.source_type, id: r.source_id === '' ? null : r.source_id })),
    );
  }

  async getHistory(scope: Scope, target: { kind: 'memory' | 'profile'; id: string }): Promise<HistoryEntry[]> {
    return guard(() =>
      (
        this.stmt('SELECT * FROM history WHERE tenant_id = ? AND user_id = ? AND target_kind = ? AND target_id = ? ORDER BY seq').all(
          scope.tenantId, scope.userId, target.kind, target.id,
        ) as HistoryRow[]
      ).map(rowToHistory),
    );
  }

  async historyTargets(scope: Scope, kind: 'memory' | 'profile'): Promise<string[]> {
    return guard(() =>
      (
        this.stmt('SELECT DISTINCT target_id FROM history WHERE tenant_id = ? AND user_id = ? AND target_kind = ? ORDER BY target_id').all(
          scope.tenantId, scope.userId, kind,
        ) as { target_id: string }[]
      ).map((r) => r.target_id),
    );
  }

  async getProfile(scope: Scope): Promise<ProfileEntry[]> {
    return guard(() =>
      (
        this.stmt('SELECT key, value, source, updated_at FROM profile WHERE tenant_id = ? AND user_id = ? ORDER BY key').all(
          scope.tenantId, scope.userId,
        ) as { key: string; value: string; source: string; updated_at: number }[]
      ).map(rowToProfile),
    );
  }

  async touch(scope: Scope, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    guard(() =>
      this.db
        .transaction(() => {
          this.stmt(
            `UPDATE memories SET last_accessed_at = ?, access_count = access_count + 1
             WHERE id IN (SELECT value FROM json_each(?)) AND +tenant_id = ? AND +user_id = ?`,
          ).run(at.getTime(), JSON.stringify(ids), scope.tenantId, scope.userId);
        })
        .immediate(),
    );
  }

  async eraseUser(scope: Scope): Promise<EraseReport> {
    const report = guard(() =>
      this.db
        .transaction(() => {
          const args = [scope.tenantId, scope.userId];
          const memories = this.db.prepare('DELETE FROM memories WHERE tenant_id = ? AND user_id = ?').run(...args).changes;
          this.db.prepare('DELETE FROM memory_sources WHERE tenant_id = ? AND user_id = ?').run(...args);
          const history = this.db.prepare('DELETE FROM history WHERE tenant_id = ? AND user_id = ?').run(...args).changes;
          const profile = this.db.prepare('DELETE FROM profile WHERE tenant_id = ? AND user_id = ?').run(...args).changes;
          this.db.prepare('DELETE FROM session_blocks WHERE tenant_id = ? AND user_id = ?').run(...args);
          const sessions = this.db.prepare('DELETE FROM sessions WHERE tenant_id = ? AND user_id = ?').run(...args).changes;
          this.db.prepare('DELETE FROM session_events WHERE tenant_id = ? AND user_id = ?').run(...args);
          const jobs = this.db.prepare('DELETE FROM jobs WHERE tenant_id = ? AND user_id = ?').run(...args).changes;
          const rev = this.nextRev();
          this.db
            .prepare(
              `INSERT INTO scope_revs (tenant_id, user_id, rev, reset_rev) VALUES (?, ?, ?, ?)
               ON CONFLICT (tenant_id, user_id) DO UPDATE SET rev = excluded.rev, reset_rev = excluded.reset_rev`,
            )
            .run(...args, rev, rev);
          return { memories, history, profile, sessions, jobs };
        })
        .immediate(),
    );
    this.cache.delete(`${scope.tenantId}\u0000${scope.userId}`);
    return report;
  }

  async getSessionBlock(scope: Scope): Promise<string | null> {
    if (!scope.sessionId) return null;
    return guard(() => {
      const row = this.stmt('SELECT block FROM session_blocks WHERE tenant_id = ? AND user_id = ? AND session_id = ?').get(
        scope.tenantId, scope.userId, scope.sessionId,
      ) as { block: string } | undefined;
      return row?.block ?? null;
    });
  }

  async putSessionBlock(scope: Scope, block: string): Promise<void> {
    if (!scope.sessionId) throw new MnemoError('INVALID_INPUT', 'a session block needs a session id in the scope');
    guard(() =>
      this.stmt(
        `INSERT INTO session_blocks (tenant_id, user_id, session_id, block, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (tenant_id, user_id, session_id) DO NOTHING`,
      ).run(scope.tenantId, scope.userId, scope.sessionId, block, Date.now()),
    );
  }

  // -- sessions ---------------------------------------------------------------------------------

  async openSession(scope: Scope, session: { id: string; startedAt: Date }): Promise<SessionRecord> {
    return guard(() => {
      const at = session.startedAt.getTime();
      this.stmt(
        `INSERT INTO sessions (tenant_id, user_id, id, agent_id, started_at, last_event_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (tenant_id, user_id, id) DO NOTHING`,
      ).run(scope.tenantId, scope.userId, session.id, scope.agentId ?? null, at, at);
      return rowToSession(this.sessionRow(scope, session.id) as SessionRow);
    });
  }

  async getSession(scope: Scope, sessionId: string): Promise<SessionRecord | null> {
    return guard(() => {
      const row = this.sessionRow(scope, sessionId);
      return row ? rowToSession(row) : null;
    });
  }

  async listSessions(scope: Scope, options: { limit?: number } = {}): Promise<SessionRecord[]> {
    return guard(() =>
      (
        this.stmt('SELECT * FROM sessions WHERE tenant_id = ? AND user_id = ? ORDER BY last_event_at DESC, id LIMIT ?').all(
          scope.tenantId, scope.userId, options.limit ?? 100,
        ) as SessionRow[]
      ).map(rowToSession),
    );
  }

  async appendEvents(scope: Scope, sessionId: string, events: readonly NewSessionEvent[]): Promise<SessionEvent[]> {
    return guard(() =>
      this.db
        .transaction(() => {
          const session = this.sessionRow(scope, sessionId);
          if (!session) throw new MnemoError('NOT_FOUND', 'no session with that id for this user');
          const out: SessionEvent[] = [];
          let seq = session.event_count;
          let last = session.last_event_at;
          for (const e of events) {
            seq += 1;
            last = Math.max(last, e.at.getTime());
            this.stmt(
              `INSERT INTO session_events (tenant_id, user_id, session_id, seq, role, content, name, at, metadata)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            ).run(scope.tenantId, scope.userId, sessionId, seq, e.role, e.content, e.name, e.at.getTime(), JSON.stringify(e.metadata));
            out.push({ ...e, sessionId, seq });
          }
          this.stmt('UPDATE sessions SET event_count = ?, last_event_at = ? WHERE tenant_id = ? AND user_id = ? AND id = ?').run(
            seq, last, scope.tenantId, scope.userId, sessionId,
          );
          return out;
        })
        .immediate(),
    );
  }

  async getEvents(scope: Scope, sessionId: string, range: { afterSeq?: number; upToSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    return guard(() =>
      (
        this.stmt(
          `SELECT session_id, seq, role, content, name, at, metadata FROM session_events
           WHERE tenant_id = ? AND user_id = ? AND session_id = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT ?`,
        ).all(scope.tenantId, scope.userId, sessionId, range.afterSeq ?? 0, range.upToSeq ?? Number.MAX_SAFE_INTEGER, range.limit ?? -1) as EventRow[]
      ).map(rowToEvent),
    );
  }

  async endSession(scope: Scope, sessionId: string, end: { at: Date; reason: string }): Promise<void> {
    guard(() =>
      this.stmt('UPDATE sessions SET ended_at = ?, end_reason = ? WHERE tenant_id = ? AND user_id = ? AND id = ? AND ended_at IS NULL').run(
        end.at.getTime(), end.reason, scope.tenantId, scope.userId, sessionId,
      ),
    );
  }

  private sessionRow(scope: Scope, sessionId: string): SessionRow | undefined {
    return this.stmt('SELECT * FROM sessions WHERE tenant_id = ? AND user_id = ? AND id = ?').get(scope.tenantId, scope.userId, sessionId) as
      | SessionRow
      | undefined;
  }

  // -- jobs -------------------------------------------------------------------------------------

  async enqueueJob(job: NewJob): Promise<{ job: Job; created: boolean }> {
    return guard(() =>
      this.db
        .transaction(() => {
          if (job.key !== null) {
            const existing = this.stmt('SELECT * FROM jobs WHERE tenant_id = ? AND user_id = ? AND key = ?').get(job.tenantId, job.userId, job.key) as
              | JobRow
              | undefined;
            if (existing) return { job: rowToJob(existing), created: false };
          }
          const t = job.createdAt.getTime();
          this.stmt(
            `INSERT INTO jobs (id, tenant_id, user_id, type, payload, key, status, attempts, max_attempts, run_at, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?, ?)`,
          ).run(job.id, job.tenantId, job.userId, job.type, JSON.stringify(job.payload), job.key, job.maxAttempts, job.runAt.getTime(), t, t);
          return { job: rowToJob(this.stmt('SELECT * FROM jobs WHERE id = ?').get(job.id) as JobRow), created: true };
        })
        .immediate(),
    );
  }

  async claimJobs(request: ClaimRequest): Promise<Job[]> {
    return guard(() =>
      this.db
        .transaction(() => {
          const now = request.now.getTime();
          const scoped = request.scope ? 'AND tenant_id = ? AND user_id = ?' : '';
          const scopeArgs = request.scope ? [request.scope.tenantId, request.scope.userId] : [];
          const rows = this.db
            .prepare(
              `SELECT id FROM jobs j WHERE ((status = 'pending' AND run_at <= ?) OR (status = 'running' AND locked_until <= ?)) ${scoped}
                 AND NOT EXISTS (SELECT 1 FROM jobs r WHERE r.tenant_id = j.tenant_id AND r.user_id = j.user_id
                                 AND r.status = 'running' AND r.locked_until > ? AND r.seq <> j.seq)
               ORDER BY run_at, seq LIMIT ?`,
            )
            .all(now, now, ...scopeArgs, now, request.limit) as { id: string }[];
          return rows.map(({ id }) =>
            rowToJob(
              this.stmt(
                `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ?, locked_until = ?, updated_at = ?
                 WHERE id = ? RETURNING *`,
              ).get(request.workerId, now + request.leaseMs, now, id) as JobRow,
            ),
          );
        })
        .immediate(),
    );
  }

  async finishJob(jobId: string, workerId: string, outcome: JobOutcome, at: Date): Promise<boolean> {
    return guard(() => {
      const t = at.getTime();
      const where = "WHERE id = ? AND status = 'running' AND locked_by = ?";
      const res =
        outcome.status === 'done'
          ? this.stmt(`UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = ? ${where}`).run(t, jobId, workerId)
          : this.stmt(
              `UPDATE jobs SET status = ?, run_at = ?, last_error = ?, raw_output = ?, locked_by = NULL, locked_until = NULL, updated_at = ? ${where}`,
            ).run(
              outcome.status === 'retry' ? 'pending' : 'failed',
              outcome.status === 'retry' ? outcome.runAt.getTime() : t,
              outcome.error,
              outcome.rawOutput ?? null,
              t,
              jobId,
              workerId,
            );
      return res.changes > 0;
    });
  }

  async retryJob(jobId: string, at: Date): Promise<boolean> {
    return guard(
      () =>
        this.stmt("UPDATE jobs SET status = 'pending', attempts = 0, run_at = ?, updated_at = ? WHERE id = ? AND status = 'failed'").run(
          at.getTime(), at.getTime(), jobId,
        ).changes > 0,
    );
  }

  async listJobs(query: JobQuery = {}): Promise<Job[]> {
    return guard(() => {
      const parts: string[] = [];
      const params: unknown[] = [];
      if (query.statuses) {
        parts.push(`status IN (${marks(query.statuses.length)})`);
        params.push(...query.statuses);
      }
      if (query.scope) {
        parts.push('tenant_id = ? AND user_id = ?');
        params.push(query.scope.tenantId, query.scope.userId);
      }
      const where = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
      return (this.db.prepare(`SELECT * FROM jobs ${where} ORDER BY seq DESC LIMIT ?`).all(...params, query.limit ?? 100) as JobRow[]).map(rowToJob);
    });
  }

  async getJob(jobId: string): Promise<Job | null> {
    return guard(() => {
      const row = this.stmt('SELECT * FROM jobs WHERE id = ?').get(jobId) as JobRow | undefined;
      return row ? rowToJob(row) : null;
    });
  }

  async listGrants(tenantId: string, agentId?: string): Promise<NamespaceGrant[]> {
    return guard(() => {
      const rows = (
        agentId === undefined
          ? this.stmt('SELECT * FROM grants WHERE tenant_id = ? ORDER BY agent_id, namespace').all(tenantId)
          : this.stmt('SELECT * FROM grants WHERE tenant_id = ? AND agent_id = ? ORDER BY namespace').all(tenantId, agentId)
      ) as { tenant_id: string; agent_id: string; namespace: string; can_read: number; can_write: number }[];
      return rows.map((r) => ({ tenantId: r.tenant_id, agentId: r.agent_id, namespace: r.namespace, read: r.can_read === 1, write: r.can_write === 1 }));
    });
  }

  async putGrant(grant: NamespaceGrant): Promise<void> {
    guard(() =>
      this.stmt(
        `INSERT INTO grants (tenant_id, agent_id, namespace, can_read, can_write) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (tenant_id, agent_id, namespace) DO UPDATE SET can_read = excluded.can_read, can_write = excluded.can_write`,
      ).run(grant.tenantId, grant.agentId, grant.namespace, grant.read ? 1 : 0, grant.write ? 1 : 0),
    );
  }

  async deleteGrant(grant: Pick<NamespaceGrant, 'tenantId' | 'agentId' | 'namespace'>): Promise<void> {
    guard(() => this.stmt('DELETE FROM grants WHERE tenant_id = ? AND agent_id = ? AND namespace = ?').run(grant.tenantId, grant.agentId, grant.namespace));
  }

  async listScopes(): Promise<ScopeSummary[]> {
    return guard(() =>
      (
        this.db
          .prepare(
            `SELECT tenant_id, user_id, sum(n) AS n FROM (
               SELECT tenant_id, user_id, count(*) AS n FROM memories GROUP BY tenant_id, user_id
               UNION ALL SELECT tenant_id, user_id, 0 FROM profile GROUP BY tenant_id, user_id
               UNION ALL SELECT tenant_id, user_id, 0 FROM history GROUP BY tenant_id, user_id
               UNION ALL SELECT tenant_id, user_id, 0 FROM sessions GROUP BY tenant_id, user_id
             ) GROUP BY tenant_id, user_id ORDER BY tenant_id, user_id`,
          )
          .all() as { tenant_id: string; user_id: string; n: number }[]
      ).map((r) => ({ tenantId: r.tenant_id, userId: r.user_id, memories: r.n })),
    );
  }

  async stats(): Promise<StoreStats> {
    return guard(() => {
      const one = (sql: string) => (this.db.prepare(sql).get() as { n: number }).n;
      return {
        memories: one('SELECT count(*) AS n FROM memories'),
        users: one('SELECT count(*) AS n FROM (SELECT DISTINCT tenant_id, user_id FROM memories UNION SELECT tenant_id, user_id FROM profile)'),
        history: one('SELECT count(*) AS n FROM history'),
        schemaVersion: Number(this.metaGet('schema_version') ?? 0),
      };
    });
  }

  // -- internals -------------------------------------------------------------------------------

  private readonly statements = new Map<string, Database.Statement>();
  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  private metaGet(key: string): string | null {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    return row?.value ?? null;
  }

  private metaSet(key: string, value: string): void {
    this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  private readSpace(): EmbeddingSpace | null {
    const model = this.metaGet('embedding_model');
    const dims = this.metaGet('embedding_dims');
    const space = model && dims ? { modelId: model, dimensions: Number(dims) } : null;
    if (this.space && (!space || space.modelId !== this.space.modelId || space.dimensions !== this.space.dimensions)) this.cache.clear();
    this.space = space;
    return space;
  }

  private nextRev(): number {
    const row = this.stmt("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'rev' RETURNING value").get() as { value: number };
    return Number(row.value);
  }

  private assertMemoryExists(scope: Scope, id: string): void {
    const row = this.stmt('SELECT 1 FROM memories WHERE id = ? AND tenant_id = ? AND user_id = ?').get(id, scope.tenantId, scope.userId);
    if (!row) throw memoryNotFound();
  }
}

const INSERT_MEMORY = `INSERT INTO memories (id, tenant_id, user_id, agent_id, session_id, namespace, kind, content, notes, subject,
  predicate, object, importance, confidence, created_at, updated_at, last_accessed_at, access_count, half_life_days, expires_at,
  valid_from, invalidated_at, invalidation_reason, superseded_by, source_type, source_id, embedding, embedding_model, metadata,
  search_terms, rev)
  VALUES (@id, @tenant_id, @user_id, @agent_id, @session_id, @namespace, @kind, @content, @notes, @subject, @predicate, @object,
  @importance, @confidence, @created_at, @updated_at, @last_accessed_at, @access_count, @half_life_days, @expires_at, @valid_from,
  @invalidated_at, @invalidation_reason, @superseded_by, @source_type, @source_id, @embedding, @embedding_model, @metadata,
  @search_terms, @rev)`;
const INSERT_SOURCE = `INSERT INTO memory_sources (tenant_id, user_id, memory_id, source_type, source_id, added_at)
  VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;
const INSERT_HISTORY = `INSERT INTO history (id, tenant_id, user_id, target_kind, target_id, op, actor_type, actor_id, old_value,
  new_value, reason, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const UPSERT_PROFILE = `INSERT INTO profile (tenant_id, user_id, key, value, source, updated_at) VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (tenant_id, user_id, key) DO UPDATE SET value = excluded.value, source = excluded.source, updated_at = excluded.updated_at`;

const PATCH_COLUMNS: Record<string, (v: unknown) => [string, unknown][]> = {
  content: (v) => [['content', v]],
  notes: (v) => [['notes', JSON.stringify(v)]],
  triple: (v) => {
    const t = v as MemoryRecord['triple'];
    return [['subject', t?.subject ?? null], ['predicate', t?.predicate ?? null], ['object', t?.object ?? null]];
  },
  importance: (v) => [['importance', v]],
  confidence: (v) => [['confidence', v]],
  halfLifeDays: (v) => [['half_life_days', v]],
  expiresAt: (v) => [['expires_at', ms(v as Date | null)]],
  invalidatedAt: (v) => [['invalidated_at', ms(v as Date | null)]],
  invalidationReason: (v) => [['invalidation_reason', v]],
  supersededBy: (v) => [['superseded_by', v]],
  embedding: (v) => [['embedding', v ? vectorToBlob(v as Float32Array) : null]],
  embeddingModel: (v) => [['embedding_model', v]],
  metadata: (v) => [['metadata', JSON.stringify(v)]],
  updatedAt: (v) => [['updated_at', ms(v as Date)]],
  searchTerms: (v) => [['search_terms', v]],
};

function patchSql(patch: MemoryPatch): { sql: string; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const map = PATCH_COLUMNS[key];
    if (!map) throw new MnemoError('INVALID_INPUT', `field "${key}" of a memory cannot be changed`);
    for (const [col, v] of map(value)) {
      sets.push(`${col} = ?`);
      params.push(v);
    }
  }
  if (sets.length === 0) throw new MnemoError('INVALID_INPUT', 'a memory patch must change at least one field');
  return { sql: sets.join(', '), params };
}

/** The SQL form of a `RecordFilter`, for a query over `memories` (optionally aliased `m`). */
function filterSql(filter: RecordFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const v = filter.validity;
  if (v.mode !== 'all') {
    const t = v.mode === 'current' ? v.now.getTime() : v.at.getTime();
    parts.push('(m.invalidated_at IS NULL OR m.invalidated_at > ?)', '(m.expires_at IS NULL OR m.expires_at > ?)');
    params.push(t, t);
    if (v.mode === 'asOf') {
      parts.push('m.valid_from <= ?');
      params.push(t);
    }
  }
  if (filter.kinds) {
    parts.push(`m.kind IN (${marks(filter.kinds.length)})`);
    params.push(...filter.kinds);
  }
  if (filter.namespaces) {
    parts.push(`m.namespace IN (${marks(filter.namespaces.length)})`);
    params.push(...filter.namespaces);
  }
  if (filter.sessionId !== undefined) {
    parts.push('m.session_id = ?');
    params.push(filter.sessionId);
  }
  return { sql: parts.length ? `AND ${parts.join(' AND ')}` : '', params };
}

function rawToCachedRow(r: unknown[]): CachedRow {
  return {
    id: r[0] as string,
    kind: r[1] as string,
    namespace: r[2] as string,
    sessionId: r[3] as string | null,
    validFrom: r[4] as number,
    invalidatedAt: r[5] as number | null,
    expiresAt: r[6] as number | null,
    embedding: r[7] ? blobToVector(r[7] as Buffer) : null,
    embeddingModel: r[8] as string | null,
    searchTerms: r[9] as string,
  };
}

const marks = (n: number): string => new Array(n).fill('?').join(', ');



/** Runs a database call, turning driver errors into MnemoErrors a caller can act on. */
function guard<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw toMnemoError(error);
  }
}

function toMnemoError(error: unknown): unknown {
  if (MnemoError.isInstance(error)) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return error;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new MnemoError('STORE_LOCKED', 'the database is locked by another process: retry, or stop the other writer', { cause: error });
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return new MnemoError('STORE_CORRUPT', 'the database file is corrupt or not a Mnemo database: restore it from a backup or use another path', {
      cause: error,
    });
  }
  if (code.startsWith('SQLITE_CONSTRAINT')) {
    return new MnemoError('CONFLICT', 'the write conflicts with an existing row (duplicate id?)', { cause: error });
  }
  if (code.startsWith('SQLITE_')) {
    return new MnemoError('STORE_FAILED', `the database refused the operation (${code})`, { cause: error });
  }
  return error;
}
