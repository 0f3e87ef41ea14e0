/**
 * The PostgreSQL storage adapter, on a `pg` Pool or an in-process PGlite (see `runner.ts`).
 *
 * - Keyword leg: a tsvector of the JS-normalised terms with a GIN index selects the candidates;
 *   BM25 is computed in SQL from the term frequencies the tsvector stores (positions per lexeme)
 *   and the scope's own statistics (`mnemo_scopes`: documents and total terms, kept in the write
 *   transaction), with the same IDF prior as the SQLite backend — so both rank alike.
 * - Vector leg: pgvector's inner product with an HNSW index per embedding space when the server has
 *   the extension; else an exact scan of the scope's vectors (`real[]`), cached in this process and
 *   brought up to date by the scope's revision, as the SQLite backend does (an exact scan in SQL
 *   costs ~9 ms per 1,000 rows; the cached scan ~0.3 ms).
 * - Writers of one scope are serialised by a row lock on the scope's `mnemo_scopes` row, taken
 *   first in every write transaction: many processes can write one user at once, losing nothing.
 * Only exact-mode vectors are cached, checked against the scope's revision on every search, so every
 * instance on every machine reads what was committed.
 */
import pg from 'pg';
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
  type ScopeSummary,
  type SearchHit,
  type ClaimRequest,
  type JobQuery,
  type StorageAdapter,
  type StorageCapabilities,
  type StoreStats,
  type VectorQuery,
  type WriteOp,
} from '../../spec/storage.js';
import type { HistoryEntry } from '../../types/history.js';
import type { Job, JobOutcome, NewJob } from '../../types/job.js';
import type { NewSessionEvent, SessionEvent, SessionRecord } from '../../types/session.js';
import type { MemoryRecord, SourceRef, SourceType } from '../../types/memory.js';
import type { ProfileEntry } from '../../types/profile.js';
import type { Scope } from '../../types/scope.js';
import { RETRYABLE_SQLSTATES, toMnemoError } from './errors.js';
import { CLAIM_LOCK_KEY, MIGRATION_LOCK_KEY, PG_MIGRATIONS, PG_SCHEMA_VERSION, type VectorMode } from './migrations.js';
import {
  PG_EVENT_COLUMNS,
  parseVector,
  toDate,
  PG_JOB_COLUMNS,
  PG_MEMORY_COLUMNS,
  pgRowToEvent,
  pgRowToJob,
  pgRowToSession,
  pgRowToHistory,
  pgRowToProfile,
  pgRowToRecord,
  tsqueryLiteral,
  tsvectorLiteral,
  vectorLiteral,
  type PgHistoryRow,
  type PgJobRow,
  type PgMemoryRow,
  type PgSessionRow,
} from './rows.js';
import { ScopeCache, ScopeIndex } from '../sqlite/scope-index.js';
import {
  INSERT_HISTORY,
  INSERT_MEMORY,
  INSERT_SOURCE,
  Params,
  UPSERT_PROFILE,
  ensureHnswIndex,
  filterSql,
  insertParams,
  iso,
  metaGet,
  metaSet,
  patchSql,
  spaceOf,
  sqlString,
  tryPgvector,
} from './sql.js';
import { pgliteRunner, poolRunner, type PGliteLike, type PgQueryable, type PgRunner } from './runner.js';

/** BM25 parameters and IDF prior: the same as the SQLite backend's in-memory index. */
const K1 = 1.2;
const B = 0.75;
const IDF_PRIOR_DOCS = 50;

/** Options of {@link createPostgresStore}: exactly one of `url`, `pool`, `pglite`. */
export interface PostgresStoreOptions {
  /** `postgres://user:pass@host:port/db` (a pool of `poolSize` connections is created and owned). */
  readonly url?: string;
  /** An existing pool (left open by `close()`). */
  readonly pool?: pg.Pool;
  /** An in-process PGlite, or a function that opens one (e.g. with the pgvector extension). */
  readonly pglite?: PGliteLike | (() => Promise<PGliteLike>);
  /** Close a PGlite passed in when the store closes (default: only one the store opened itself). */
  readonly ownPglite?: boolean;
  /** Connections of a pool created from `url` (default 10). */
  readonly poolSize?: number;
  /**
   * `auto` (default): pgvector when `CREATE EXTENSION vector` succeeds at the first migration, else the
   * exact scan. `exact` never tries the extension. Only the first migration of a database decides.
   */
  readonly vectorMode?: 'auto' | 'exact';
  /** Upper bound of rows cached in this process across scopes (exact-mode vectors, `memory` keyword index); default 1,000,000. */
  readonly cacheRows?: number;
  /**
   * How the keyword leg is answered; both rank by the same BM25 (same scores). `sql` (default): in the
   * database, tsvector/GIN candidates scored from stored term frequencies — stateless, nothing held per
   * process. `memory`: the scope's postings cached in this process (as the SQLite backend does) and
   * kept current by revision — ~10× faster on scopes of 100k memories, at the cost of memory per process.
   */
  readonly keywordIndex?: 'sql' | 'memory';
  /** HNSW candidate list size for a query (pgvector's `hnsw.ef_search`, default 100). */
  readonly efSearch?: number;
  readonly logger?: Logger;
}

/** Opens (without migrating) a PostgreSQL store. Call `migrate()` before use. */
export function createPostgresStore(options: PostgresStoreOptions): PostgresStore {
  return new PostgresStore(options);
}

/** The PostgreSQL implementation of the storage contract. */
export class PostgresStore implements StorageAdapter {
  readonly contractVersion = STORAGE_CONTRACT_VERSION;
  readonly kind = 'postgres';

  private readonly logger: Logger;
  private readonly where: string;
  private runnerPromise: Promise<PgRunner> | null = null;
  private readonly cache: ScopeCache;
  private mode: VectorMode | null = null;

  constructor(private readonly options: PostgresStoreOptions) {
    const given = [options.url, options.pool, options.pglite].filter((x) => x !== undefined).length;
    if (given !== 1) throw new MnemoError('CONFIG_INVALID', 'give the PostgreSQL store exactly one of url, pool or pglite');
    this.logger = options.logger ?? silentLogger;
    this.cache = new ScopeCache(options.cacheRows);
    this.where = options.pglite ? 'in-process PGlite' : describeServer(options.url ?? options.pool?.options.connectionString, options.pool?.options);
  }

  /** What the vector leg uses; known after `migrate()`. */
  get vectorMode(): VectorMode | null {
    return this.mode;
  }

  get capabilities(): StorageCapabilities {
    return { vectorSearch: this.mode === 'pgvector' ? 'ann' : 'exact', multiProcessWriters: true };
  }

  /** The runner, created on first use (PGlite is loaded lazily). */
  private runner(): Promise<PgRunner> {
    if (!this.runnerPromise) {
      this.runnerPromise = (async () => {
        const o = this.options;
        if (o.pglite) {
          const db = typeof o.pglite === 'function' ? await o.pglite() : o.pglite;
          return pgliteRunner(db, o.ownPglite ?? typeof o.pglite === 'function');
        }
        if (o.pool) return poolRunner(o.pool, false);
        const pool = new pg.Pool({ connectionString: o.url, max: o.poolSize ?? 10 });
        // An idle connection dropped by the server must not crash the process; the next query reconnects.
        pool.on('error', (error) => this.logger.warn('postgres idle connection error', { code: (error as { code?: string }).code }));
        return poolRunner(pool, true);
      })();
    }
    return this.runnerPromise;
  }

  private async q<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    const r = await this.runner();
    try {
      return (await r.query<R>(sql, params)).rows;
    } catch (error) {
      throw toMnemoError(error, this.where);
    }
  }

  /** Runs `fn` in a transaction, again (up to 3 times) when it lost a deadlock or serialisation race. */
  private async tx<T>(fn: (c: PgQueryable) => Promise<T>): Promise<T> {
    const r = await this.runner();
    for (let attempt = 1; ; attempt++) {
      try {
        return await r.transaction(fn);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt < 3 && typeof code === 'string' && RETRYABLE_SQLSTATES.has(code)) {
          this.logger.debug('postgres transaction retried', { code, attempt });
          continue;
        }
        throw toMnemoError(error, this.where);
      }
    }
  }

  async migrate(): Promise<{ from: number; to: number }> {
    const result = await this.tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      // Checked first, so an up-to-date store opens with a role that may not create tables.
      const { rows } = await c.query<{ t: string | null }>("SELECT to_regclass('mnemo_meta')::text AS t");
      if (!rows[0]?.t) await c.query('CREATE TABLE mnemo_meta (key text PRIMARY KEY, value text NOT NULL)');
      const from = Number((await metaGet(c, 'schema_version')) ?? 0);
      if (from > PG_SCHEMA_VERSION) {
        throw new MnemoError('STORE_NEWER_SCHEMA', `this store has schema version ${from}, newer than this Mnemo (${PG_SCHEMA_VERSION}): upgrade Mnemo to open it`);
      }
      let mode = (await metaGet(c, 'vector_mode')) as VectorMode | null;
      if (!mode) {
        mode = this.options.vectorMode === 'exact' ? 'exact' : await tryPgvector(c);
        await metaSet(c, 'vector_mode', mode);
      }
      for (let v = from; v < PG_SCHEMA_VERSION; v++) {
        await c.exec((PG_MIGRATIONS[v] as (m: VectorMode) => string)(mode));
        await metaSet(c, 'schema_version', String(v + 1));
        this.logger.info('postgres migration applied', { version: v + 1, vectorMode: mode });
      }
      return { from, to: PG_SCHEMA_VERSION, mode };
    });
    this.mode = result.mode;
    return { from: result.from, to: result.to };
  }

  async close(): Promise<void> {
    this.cache.clear();
    if (!this.runnerPromise) return;
    const r = await this.runnerPromise;
    this.runnerPromise = null;
    await r.end();
  }

  async getEmbeddingSpace(): Promise<EmbeddingSpace | null> {
    return spaceOf(await this.q<{ key: string; value: string }>("SELECT key, value FROM mnemo_meta WHERE key IN ('embedding_model', 'embedding_dims')"));
  }

  async setEmbeddingSpace(space: EmbeddingSpace): Promise<void> {
    if (!Number.isInteger(space.dimensions) || space.dimensions <= 0) throw new MnemoError('INVALID_INPUT', 'an embedding space needs a positive whole number of dimensions');
    const mode = await this.ensureMode();
    await this.tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await metaSet(c, 'embedding_model', space.modelId);
      await metaSet(c, 'embedding_dims', String(space.dimensions));
      if (mode === 'pgvector') await ensureHnswIndex(c, space);
    });
  }

  async write(scope: Scope, ops: readonly WriteOp[]): Promise<void> {
    if (ops.length === 0) return;
    const mode = await this.ensureMode();
    await this.tx(async (c) => {
      const { tenantId, userId } = scope;
      // Lock the scope's row first: writers of one user queue here, in commit order, and each gets
      // the next revision of the scope (so readers' caches can fetch just the rows changed since).
      const rev = Number(
        (
          await c.query<{ rev: string }>(
            `INSERT INTO mnemo_scopes (tenant_id, user_id, rev) VALUES ($1, $2, 1)
             ON CONFLICT (tenant_id, user_id) DO UPDATE SET rev = mnemo_scopes.rev + 1 RETURNING rev`,
            [tenantId, userId],
          )
        ).rows[0]?.rev,
      );
      const carriesVector = ops.some((op) => (op.type === 'insertMemory' && op.memory.record.embedding) || (op.type === 'patchMemory' && op.patch.embedding));
      const space = carriesVector ? spaceOf(await c.query<{ key: string; value: string }>("SELECT key, value FROM mnemo_meta WHERE key IN ('embedding_model', 'embedding_dims')").then((x) => x.rows)) : null;
      let docs = 0;
      let terms = 0;
      for (const op of ops) {
        switch (op.type) {
          case 'insertMemory': {
            const r = op.memory.record;
            assertOwned(scope, r.tenantId, r.userId);
            checkVector(space, r.embedding, r.embeddingModel);
            const tsv = tsvectorLiteral(op.memory.searchTerms);
            await c.query(INSERT_MEMORY, insertParams(r, op.memory.searchTerms, tsv.literal, tsv.count, mode, rev));
            if (tsv.count > 0) docs++;
            terms += tsv.count;
            break;
          }
          case 'patchMemory': {
            checkVector(space, op.patch.embedding ?? null, op.patch.embeddingModel ?? null);
            const { sets, params } = patchSql(op.patch, mode);
            const n = params.length;
            const res = await c.query<{ old_terms: number; new_terms: number }>(
              `UPDATE mnemo_memories m SET ${sets.join(', ')}, rev = $${n + 4}
               FROM (SELECT seq, term_count AS old_terms FROM mnemo_memories WHERE id = $${n + 1} AND tenant_id = $${n + 2} AND user_id = $${n + 3}) o
               WHERE m.seq = o.seq RETURNING o.old_terms, m.term_count AS new_terms`,
              [...params, op.id, tenantId, userId, rev],
            );
            const row = res.rows[0];
            if (!row) throw memoryNotFound();
            const before = Number(row.old_terms);
            const after = Number(row.new_terms);
            docs += (after > 0 ? 1 : 0) - (before > 0 ? 1 : 0);
            terms += after - before;
            break;
          }
          case 'addSources': {
            const exists = await c.query('SELECT 1 FROM mnemo_memories WHERE id = $1 AND tenant_id = $2 AND user_id = $3', [op.memoryId, tenantId, userId]);
            if (exists.rows.length === 0) throw memoryNotFound();
            const now = new Date().toISOString();
            for (const s of op.sources) await c.query(INSERT_SOURCE, [tenantId, userId, op.memoryId, s.type, s.id ?? '', now]);
            break;
          }
          case 'appendHistory': {
            const e = op.entry;
            assertOwned(scope, e.tenantId, e.userId);
            await c.query(INSERT_HISTORY, [
              e.id, tenantId, userId, e.targetKind, e.targetId, e.op, e.actor.type, e.actor.id,
              jsonOrNull(e.oldValue), jsonOrNull(e.newValue), e.reason, e.at.toISOString(),
            ]);
            break;
          }
          case 'setProfile': {
            const e = op.entry;
            await c.query(UPSERT_PROFILE, [tenantId, userId, e.key, JSON.stringify(e.value), e.source, e.updatedAt.toISOString()]);
            break;
          }
          case 'unsetProfile':
            await c.query('DELETE FROM mnemo_profile WHERE tenant_id = $1 AND user_id = $2 AND key = $3', [tenantId, userId, op.key]);
            break;
          case 'advanceSession': {
            const res = await c.query(
              `UPDATE mnemo_sessions SET watermark = $1, summary = coalesce($2, summary)
               WHERE tenant_id = $3 AND user_id = $4 AND id = $5 AND watermark = $6`,
              [op.to, op.summary ?? null, tenantId, userId, op.sessionId, op.from],
            );
            if (res.rowCount === 0) throw watermarkMoved();
            break;
          }
          case 'completeJob': {
            const res = await c.query(
              `UPDATE mnemo_jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = $1
               WHERE id = $2 AND tenant_id = $3 AND user_id = $4 AND status = 'running' AND locked_by = $5`,
              [op.at.toISOString(), op.jobId, tenantId, userId, op.workerId],
            );
            if (res.rowCount === 0) throw leaseLost();
            break;
          }
        }
      }
      if (docs !== 0 || terms !== 0) {
        await c.query('UPDATE mnemo_scopes SET docs = docs + $3, total_terms = total_terms + $4 WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId, docs, terms]);
      }
    });
    // In-process PGlite runs no autovacuum: refresh the planner's statistics after a bulk insert, or
    // it never learns that the HNSW index pays off.
    const inserted = ops.filter((op) => op.type === 'insertMemory').length;
    if (inserted >= 500 && (await this.runner()).driver === 'pglite') await this.q('ANALYZE mnemo_memories');
  }

  async getMemories(scope: Scope, ids: readonly string[], options: { withEmbeddings?: boolean } = {}): Promise<MemoryRecord[]> {
    if (ids.length === 0) return [];
    const cols = options.withEmbeddings ? `${PG_MEMORY_COLUMNS}, m.embedding` : PG_MEMORY_COLUMNS;
    const rows = await this.q<PgMemoryRow>(`SELECT ${cols} FROM mnemo_memories m WHERE m.id = ANY($1::text[]) AND m.tenant_id = $2 AND m.user_id = $3`, [
      [...ids], scope.tenantId, scope.userId,
    ]);
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.map(pgRowToRecord).sort((a, b) => (order.get(a.id) as number) - (order.get(b.id) as number));
  }

  async listMemories(scope: Scope, options: ListOptions): Promise<MemoryRecord[]> {
    const p = new Params([scope.tenantId, scope.userId]);
    const f = filterSql(options.filter, p);
    const cols = options.withEmbeddings ? `${PG_MEMORY_COLUMNS}, m.embedding` : PG_MEMORY_COLUMNS;
    const dir = options.order === 'oldest' ? 'ASC' : 'DESC';
    const rows = await this.q<PgMemoryRow>(
      `SELECT ${cols} FROM mnemo_memories m WHERE m.tenant_id = $1 AND m.user_id = $2 ${f}
       ORDER BY m.created_at ${dir}, m.seq ${dir} LIMIT ${p.add(options.limit ?? null)} OFFSET ${p.add(options.offset ?? 0)}`,
      p.values,
    );
    return rows.map(pgRowToRecord);
  }

  async countMemories(scope: Scope, filter: RecordFilter): Promise<number> {
    const p = new Params([scope.tenantId, scope.userId]);
    const f = filterSql(filter, p);
    const [row] = await this.q<{ n: number }>(`SELECT count(*)::int AS n FROM mnemo_memories m WHERE m.tenant_id = $1 AND m.user_id = $2 ${f}`, p.values);
    return Number(row?.n ?? 0);
  }

  async searchKeyword(scope: Scope, query: { terms: readonly string[]; filter: RecordFilter; limit: number }): Promise<SearchHit[]> {
    const terms = [...new Set(query.terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t)))];
    if (terms.length === 0 || query.limit <= 0) return [];
    if (this.options.keywordIndex === 'memory') {
      const mode = await this.ensureMode();
      const dims = mode === 'exact' ? ((await this.getEmbeddingSpace())?.dimensions ?? 0) : 0;
      return (await this.scopeIndex(scope, dims)).searchKeyword(terms, query.filter, query.limit);
    }
    const p = new Params([scope.tenantId, scope.userId, tsqueryLiteral(terms), terms]);
    const f = filterSql(query.filter, p);
    // df counts every row of the scope holding the term (whatever the filter), as the in-memory index does;
    // the filter applies to the scored rows only.
    const rows = await this.q<{ id: string; score: number }>(
      `WITH cand AS (
         SELECT m.seq, m.id, m.search_tsv, m.term_count, (TRUE ${f}) AS ok
         FROM mnemo_memories m WHERE m.tenant_id = $1 AND m.user_id = $2 AND m.search_tsv @@ $3::tsquery
       ), tf AS (
         SELECT c.seq, c.id, c.ok, c.term_count::float8 AS dl, u.lexeme AS term, cardinality(u.positions)::float8 AS tf
         FROM cand c CROSS JOIN LATERAL unnest(c.search_tsv) AS u WHERE u.lexeme = ANY($4::text[])
       ), df AS (
         SELECT term, count(*)::float8 AS df FROM tf GROUP BY term
       ), st AS (
         SELECT docs::float8 AS n, CASE WHEN docs > 0 THEN total_terms::float8 / docs ELSE 1 END AS avgdl
         FROM mnemo_scopes WHERE tenant_id = $1 AND user_id = $2
       )
       SELECT tf.id, sum(
         (ln(1 + (st.n + ${IDF_PRIOR_DOCS} - df.df + 0.5) / (df.df + 0.5)) * tf.tf * ${K1 + 1})
         / (tf.tf + ${K1} * (1 - ${B} + (${B} * tf.dl) / st.avgdl))
       ) AS score
       FROM tf JOIN df USING (term) CROSS JOIN st
       WHERE tf.ok
       GROUP BY tf.seq, tf.id
       ORDER BY score DESC, tf.seq
       LIMIT ${p.add(query.limit)}`,
      p.values,
    );
    return rows.map((r) => ({ id: r.id, score: Number(r.score) }));
  }

  async searchVector(scope: Scope, query: VectorQuery): Promise<SearchHit[]> {
    const space = await this.getEmbeddingSpace();
    if (!space) return [];
    checkVector(space, query.vector, space.modelId);
    if (query.limit <= 0) return [];
    const mode = await this.ensureMode();
    if (mode === 'exact') {
      // The scope's vectors cached in this process, brought up to date by revision.
      return (await this.scopeIndex(scope, space.dimensions)).searchVector(query.vector, space.modelId, query.filter, query.limit, query.alsoScore);
    }
    const d = space.dimensions;
    const score = `-((m.embedding::vector(${d})) <#> $4::vector(${d}))`;
    const base = `m.tenant_id = $1 AND m.user_id = $2 AND m.embedding_model = $3 AND m.embedding IS NOT NULL`;
    const p = new Params([scope.tenantId, scope.userId, space.modelId, vectorLiteral(query.vector, mode)]);
    const f = filterSql(query.filter, p);
    // The HNSW index is partial on the space's model; the literal lets the planner match it.
    const sql = `SELECT m.id, ${score} AS score FROM mnemo_memories m
      WHERE ${base} AND m.embedding_model = ${sqlString(space.modelId)} ${f}
      ORDER BY (m.embedding::vector(${d})) <#> $4::vector(${d}) LIMIT ${p.add(query.limit)}`;
    const efSearch = Math.min(1000, Math.max(Math.trunc(this.options.efSearch ?? 100), query.limit));
    const best = await this.tx(async (c) => {
      // Filtered HNSW scans keep going until enough rows pass the scope filter (pgvector ≥ 0.8).
      await c.query('SET LOCAL hnsw.iterative_scan = relaxed_order');
      await c.query(`SET LOCAL hnsw.ef_search = ${efSearch}`);
      return (await c.query<{ id: string; score: number }>(sql, p.values)).rows.map((r) => ({ id: r.id, score: Number(r.score) }));
    });
    best.sort((a, b) => b.score - a.score); // relaxed order: re-sort the few rows returned

    const seen = new Set(best.map((h) => h.id));
    const extra = [...new Set(query.alsoScore ?? [])].filter((id) => !seen.has(id));
    if (extra.length > 0) {
      const p2 = new Params([scope.tenantId, scope.userId, space.modelId, vectorLiteral(query.vector, mode), extra]);
      const f2 = filterSql(query.filter, p2);
      const rows = await this.q<{ id: string; score: number }>(`SELECT m.id, ${score} AS score FROM mnemo_memories m WHERE ${base} AND m.id = ANY($5::text[]) ${f2}`, p2.values);
      const byId = new Map(rows.map((r) => [r.id, Number(r.score)]));
      for (const id of extra) if (byId.has(id)) best.push({ id, score: byId.get(id) as number });
    }
    return best;
  }

  async queryFacts(scope: Scope, query: FactQuery): Promise<MemoryRecord[]> {
    const p = new Params([scope.tenantId, scope.userId]);
    const where: string[] = ['m.subject IS NOT NULL'];
    for (const [col, value] of [['subject', query.subject], ['predicate', query.predicate], ['object', query.object]] as const) {
      if (value !== undefined) where.push(`lower(m.${col}) = lower(${p.add(value)})`);
    }
    const f = filterSql(query.filter, p);
    const rows = await this.q<PgMemoryRow>(
      `SELECT ${PG_MEMORY_COLUMNS} FROM mnemo_memories m WHERE m.tenant_id = $1 AND m.user_id = $2 AND ${where.join(' AND ')} ${f}
       ORDER BY m.created_at DESC, m.seq DESC LIMIT ${p.add(query.limit ?? null)}`,
      p.values,
    );
    return rows.map(pgRowToRecord);
  }

  async memoriesFromSource(scope: Scope, source: { type: SourceType; id: string }): Promise<string[]> {
    const rows = await this.q<{ memory_id: string }>(
      'SELECT memory_id FROM mnemo_memory_sources WHERE tenant_id = $1 AND user_id = $2 AND source_type = $3 AND source_id = $4 ORDER BY ord',
      [scope.tenantId, scope.userId, source.type, source.id],
    );
    return rows.map((r) => r.memory_id);
  }

  async getSources(scope: Scope, memoryId: string): Promise<SourceRef[]> {
    const rows = await this.q<{ source_type: SourceType; source_id: string }>(
      'SELECT source_type, source_id FROM mnemo_memory_sources WHERE tenant_id = $1 AND user_id = $2 AND memory_id = $3 ORDER BY added_at, ord',
      [scope.tenantId, scope.userId, memoryId],
    );
    return rows.map((r) => ({ type: r.source_type, id: r.source_id === '' ? null : r.source_id }));
  }

  async getHistory(scope: Scope, target: { kind: 'memory' | 'profile'; id: string }): Promise<HistoryEntry[]> {
    const rows = await this.q<PgHistoryRow>(
      `SELECT id, tenant_id, user_id, target_kind, target_id, op, actor_type, actor_id, old_value::text AS old_value,
         new_value::text AS new_value, reason, at
       FROM mnemo_history WHERE tenant_id = $1 AND user_id = $2 AND target_kind = $3 AND target_id = $4 ORDER BY seq`,
      [scope.tenantId, scope.userId, target.kind, target.id],
    );
    return rows.map(pgRowToHistory);
  }

  async historyTargets(scope: Scope, kind: 'memory' | 'profile'): Promise<string[]> {
    const rows = await this.q<{ target_id: string }>(
      'SELECT target_id FROM mnemo_history WHERE tenant_id = $1 AND user_id = $2 AND target_kind = $3 GROUP BY target_id ORDER BY target_id COLLATE "C"',
      [scope.tenantId, scope.userId, kind],
    );
    return rows.map((r) => r.target_id);
  }

  async getProfile(scope: Scope): Promise<ProfileEntry[]> {
    const rows = await this.q<{ key: string; value: string; source: string; updated_at: unknown }>(
      'SELECT key, value::text AS value, source, updated_at FROM mnemo_profile WHERE tenant_id = $1 AND user_id = $2 ORDER BY key COLLATE "C"',
      [scope.tenantId, scope.userId],
    );
    return rows.map(pgRowToProfile);
  }

  async touch(scope: Scope, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    // Rows are locked in one order (seq), so concurrent touches of overlapping sets cannot deadlock.
    await this.tx((c) =>
      c.query(
        `UPDATE mnemo_memories SET last_accessed_at = $1, access_count = access_count + 1
         WHERE seq IN (SELECT seq FROM mnemo_memories WHERE id = ANY($2::text[]) AND tenant_id = $3 AND user_id = $4 ORDER BY seq FOR UPDATE)`,
        [at.toISOString(), [...ids], scope.tenantId, scope.userId],
      ),
    );
  }

  async eraseUser(scope: Scope): Promise<EraseReport> {
    return this.tx(async (c) => {
      const args = [scope.tenantId, scope.userId];
      await c.query(
        `INSERT INTO mnemo_scopes (tenant_id, user_id, rev, reset_rev) VALUES ($1, $2, 1, 1)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET rev = mnemo_scopes.rev + 1, reset_rev = mnemo_scopes.rev + 1`,
        args,
      );
      const memories = (await c.query('DELETE FROM mnemo_memories WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      await c.query('DELETE FROM mnemo_memory_sources WHERE tenant_id = $1 AND user_id = $2', args);
      const history = (await c.query('DELETE FROM mnemo_history WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      const profile = (await c.query('DELETE FROM mnemo_profile WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      await c.query('DELETE FROM mnemo_session_blocks WHERE tenant_id = $1 AND user_id = $2', args);
      const sessions = (await c.query('DELETE FROM mnemo_sessions WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      await c.query('DELETE FROM mnemo_session_events WHERE tenant_id = $1 AND user_id = $2', args);
      const jobs = (await c.query('DELETE FROM mnemo_jobs WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      await c.query('UPDATE mnemo_scopes SET docs = 0, total_terms = 0 WHERE tenant_id = $1 AND user_id = $2', args);
      return { memories, history, profile, sessions, jobs };
    });
  }

  async getSessionBlock(scope: Scope): Promise<string | null> {
    if (!scope.sessionId) return null;
    const [row] = await this.q<{ block: string }>('SELECT block FROM mnemo_session_blocks WHERE tenant_id = $1 AND user_id = $2 AND session_id = $3', [
      scope.tenantId, scope.userId, scope.sessionId,
    ]);
    return row?.block ?? null;
  }

  async putSessionBlock(scope: Scope, block: string): Promise<void> {
    if (!scope.sessionId) throw new MnemoError('INVALID_INPUT', 'a session block needs a session id in the scope');
    await this.q(
      `INSERT INTO mnemo_session_blocks (tenant_id, user_id, session_id, block, created_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (tenant_id, user_id, session_id) DO NOTHING`,
      [scope.tenantId, scope.userId, scope.sessionId, block],
    );
  }

  async listGrants(tenantId: string, agentId?: string): Promise<NamespaceGrant[]> {
    const rows = await this.q<{ tenant_id: string; agent_id: string; namespace: string; can_read: boolean; can_write: boolean }>(
      agentId === undefined
        ? 'SELECT * FROM mnemo_grants WHERE tenant_id = $1 ORDER BY agent_id COLLATE "C", namespace COLLATE "C"'
        : 'SELECT * FROM mnemo_grants WHERE tenant_id = $1 AND agent_id = $2 ORDER BY namespace COLLATE "C"',
      agentId === undefined ? [tenantId] : [tenantId, agentId],
    );
    return rows.map((r) => ({ tenantId: r.tenant_id, agentId: r.agent_id, namespace: r.namespace, read: r.can_read === true, write: r.can_write === true }));
  }

  async putGrant(grant: NamespaceGrant): Promise<void> {
    await this.q(
      `INSERT INTO mnemo_grants (tenant_id, agent_id, namespace, can_read, can_write) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id, agent_id, namespace) DO UPDATE SET can_read = excluded.can_read, can_write = excluded.can_write`,
      [grant.tenantId, grant.agentId, grant.namespace, grant.read, grant.write],
    );
  }

  async deleteGrant(grant: Pick<NamespaceGrant, 'tenantId' | 'agentId' | 'namespace'>): Promise<void> {
    await this.q('DELETE FROM mnemo_grants WHERE tenant_id = $1 AND agent_id = $2 AND namespace = $3', [grant.tenantId, grant.agentId, grant.namespace]);
  }

  // -- sessions ---------------------------------------------------------------------------------

  async openSession(scope: Scope, session: { id: string; startedAt: Date }): Promise<SessionRecord> {
    const at = session.startedAt.toISOString();
    await this.q(
      `INSERT INTO mnemo_sessions (tenant_id, user_id, id, agent_id, started_at, last_event_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (tenant_id, user_id, id) DO NOTHING`,
      [scope.tenantId, scope.userId, session.id, scope.agentId ?? null, at],
    );
    return (await this.getSession(scope, session.id)) as SessionRecord;
  }

  async getSession(scope: Scope, sessionId: string): Promise<SessionRecord | null> {
    const [row] = await this.q<PgSessionRow>('SELECT * FROM mnemo_sessions WHERE tenant_id = $1 AND user_id = $2 AND id = $3', [scope.tenantId, scope.userId, sessionId]);
    return row ? pgRowToSession(row) : null;
  }

  async listSessions(scope: Scope, options: { limit?: number } = {}): Promise<SessionRecord[]> {
    const rows = await this.q<PgSessionRow>(
      'SELECT * FROM mnemo_sessions WHERE tenant_id = $1 AND user_id = $2 ORDER BY last_event_at DESC, id COLLATE "C" LIMIT $3',
      [scope.tenantId, scope.userId, options.limit ?? 100],
    );
    return rows.map(pgRowToSession);
  }

  async appendEvents(scope: Scope, sessionId: string, events: readonly NewSessionEvent[]): Promise<SessionEvent[]> {
    return this.tx(async (c) => {
      // The session row lock numbers the events: concurrent appenders to one session queue here.
      const { rows } = await c.query<{ event_count: number; last_event_at: unknown }>(
        'SELECT event_count, last_event_at FROM mnemo_sessions WHERE tenant_id = $1 AND user_id = $2 AND id = $3 FOR UPDATE',
        [scope.tenantId, scope.userId, sessionId],
      );
      const session = rows[0];
      if (!session) throw new MnemoError('NOT_FOUND', 'no session with that id for this user');
      let seq = Number(session.event_count);
      let last = toMs(session.last_event_at);
      const out: SessionEvent[] = [];
      for (const e of events) {
        seq += 1;
        last = Math.max(last, e.at.getTime());
        await c.query(
          `INSERT INTO mnemo_session_events (tenant_id, user_id, session_id, seq, role, content, name, at, metadata)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
          [scope.tenantId, scope.userId, sessionId, seq, e.role, e.content, e.name, e.at.toISOString(), JSON.stringify(e.metadata)],
        );
        out.push({ ...e, sessionId, seq });
      }
      await c.query('UPDATE mnemo_sessions SET event_count = $1, last_event_at = $2 WHERE tenant_id = $3 AND user_id = $4 AND id = $5', [
        seq, new Date(last).toISOString(), scope.tenantId, scope.userId, sessionId,
      ]);
      return out;
    });
  }

  async getEvents(scope: Scope, sessionId: string, range: { afterSeq?: number; upToSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    const rows = await this.q<Parameters<typeof pgRowToEvent>[0]>(
      `SELECT ${PG_EVENT_COLUMNS} FROM mnemo_session_events
       WHERE tenant_id = $1 AND user_id = $2 AND session_id = $3 AND seq > $4 AND seq <= $5 ORDER BY seq LIMIT $6`,
      [scope.tenantId, scope.userId, sessionId, range.afterSeq ?? 0, range.upToSeq ?? 2_147_483_647, range.limit ?? null],
    );
    return rows.map(pgRowToEvent);
  }

  async endSession(scope: Scope, sessionId: string, end: { at: Date; reason: string }): Promise<void> {
    await this.q('UPDATE mnemo_sessions SET ended_at = $1, end_reason = $2 WHERE tenant_id = $3 AND user_id = $4 AND id = $5 AND ended_at IS NULL', [
      end.at.toISOString(), end.reason, scope.tenantId, scope.userId, sessionId,
    ]);
  }

  // -- jobs -------------------------------------------------------------------------------------

  async enqueueJob(job: NewJob): Promise<{ job: Job; created: boolean }> {
    const t = job.createdAt.toISOString();
    // ON CONFLICT on the partial unique index of keys: two enqueuers of one key get one job.
    const inserted = await this.q<PgJobRow>(
      `INSERT INTO mnemo_jobs (id, tenant_id, user_id, type, payload, key, status, attempts, max_attempts, run_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, 'pending', 0, $7, $8, $9, $9)
       ON CONFLICT (tenant_id, user_id, key) WHERE key IS NOT NULL DO NOTHING
       RETURNING ${PG_JOB_COLUMNS}`,
      [job.id, job.tenantId, job.userId, job.type, JSON.stringify(job.payload), job.key, job.maxAttempts, job.runAt.toISOString(), t],
    );
    if (inserted[0]) return { job: pgRowToJob(inserted[0]), created: true };
    const [existing] = await this.q<PgJobRow>(`SELECT ${PG_JOB_COLUMNS} FROM mnemo_jobs WHERE tenant_id = $1 AND user_id = $2 AND key = $3`, [
      job.tenantId, job.userId, job.key,
    ]);
    if (!existing) throw new MnemoError('CONFLICT', 'the job could not be stored (its key was removed meanwhile): enqueue it again');
    return { job: pgRowToJob(existing), created: false };
  }

  async claimJobs(request: ClaimRequest): Promise<Job[]> {
    const now = request.now.toISOString();
    const p = new Params([now, request.workerId, new Date(request.now.getTime() + request.leaseMs).toISOString()]);
    const scoped = request.scope ? `AND tenant_id = ${p.add(request.scope.tenantId)} AND user_id = ${p.add(request.scope.userId)}` : '';
    // SKIP LOCKED: concurrent workers take different due jobs without waiting on one another. A user
    // whose job is running under a live lease is passed over, so one user's jobs (extraction and its
    // consolidation, which reads then writes) never run in two processes at once; claims take a
    // short transaction-wide lock so two claimers cannot both pick a job of one idle user.
    const rows = await this.tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [CLAIM_LOCK_KEY]);
      return (
        await c.query<PgJobRow>(
          `WITH due AS (
             SELECT j.seq FROM mnemo_jobs j
             WHERE ((j.status = 'pending' AND j.run_at <= $1::timestamptz) OR (j.status = 'running' AND j.locked_until <= $1::timestamptz)) ${scoped.replace(/tenant_id/g, 'j.tenant_id').replace(/user_id/g, 'j.user_id')}
               AND NOT EXISTS (
                 SELECT 1 FROM mnemo_jobs r WHERE r.tenant_id = j.tenant_id AND r.user_id = j.user_id AND r.status = 'running'
                   AND r.locked_until > $1::timestamptz AND r.seq <> j.seq
               )
             ORDER BY j.run_at, j.seq LIMIT ${p.add(request.limit)}
             FOR UPDATE SKIP LOCKED
           )
           UPDATE mnemo_jobs j SET status = 'running', attempts = attempts + 1, locked_by = $2, locked_until = $3, updated_at = $1
           FROM due WHERE j.seq = due.seq
           RETURNING ${PG_JOB_COLUMNS.replace(/(^|, |\n\s*)([a-z_]+)/g, '$1j.$2')}`,
          p.values,
        )
      ).rows;
    });
    return rows.map(pgRowToJob).sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  }

  async finishJob(jobId: string, workerId: string, outcome: JobOutcome, at: Date): Promise<boolean> {
    const t = at.toISOString();
    const where = "WHERE id = $2 AND status = 'running' AND locked_by = $3";
    const rows =
      outcome.status === 'done'
        ? await this.q(`UPDATE mnemo_jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = $1 ${where} RETURNING id`, [t, jobId, workerId])
        : await this.q(
            `UPDATE mnemo_jobs SET status = $4, run_at = $5, last_error = $6, raw_output = $7, locked_by = NULL, locked_until = NULL, updated_at = $1 ${where}
             RETURNING id`,
            [t, jobId, workerId, outcome.status === 'retry' ? 'pending' : 'failed', outcome.status === 'retry' ? outcome.runAt.toISOString() : t, outcome.error, outcome.rawOutput ?? null],
          );
    return rows.length > 0;
  }

  async retryJob(jobId: string, at: Date): Promise<boolean> {
    const rows = await this.q("UPDATE mnemo_jobs SET status = 'pending', attempts = 0, run_at = $1, updated_at = $1 WHERE id = $2 AND status = 'failed' RETURNING id", [
      at.toISOString(), jobId,
    ]);
    return rows.length > 0;
  }

  async listJobs(query: JobQuery = {}): Promise<Job[]> {
    const p = new Params();
    const parts: string[] = [];
    if (query.statuses) parts.push(`status = ANY(${p.add([...query.statuses])}::text[])`);
    if (query.scope) parts.push(`tenant_id = ${p.add(query.scope.tenantId)} AND user_id = ${p.add(query.scope.userId)}`);
    const where = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
    const rows = await this.q<PgJobRow>(`SELECT ${PG_JOB_COLUMNS} FROM mnemo_jobs ${where} ORDER BY seq DESC LIMIT ${p.add(query.limit ?? 100)}`, p.values);
    return rows.map(pgRowToJob);
  }

  async getJob(jobId: string): Promise<Job | null> {
    const [row] = await this.q<PgJobRow>(`SELECT ${PG_JOB_COLUMNS} FROM mnemo_jobs WHERE id = $1`, [jobId]);
    return row ? pgRowToJob(row) : null;
  }

  async listScopes(): Promise<ScopeSummary[]> {
    const rows = await this.q<{ tenant_id: string; user_id: string; n: number }>(
      `SELECT tenant_id, user_id, sum(n)::int AS n FROM (
         SELECT tenant_id, user_id, count(*) AS n FROM mnemo_memories GROUP BY tenant_id, user_id
         UNION ALL SELECT tenant_id, user_id, 0 FROM mnemo_profile GROUP BY tenant_id, user_id
         UNION ALL SELECT tenant_id, user_id, 0 FROM mnemo_history GROUP BY tenant_id, user_id
         UNION ALL SELECT tenant_id, user_id, 0 FROM mnemo_sessions GROUP BY tenant_id, user_id
       ) s GROUP BY tenant_id, user_id ORDER BY tenant_id COLLATE "C", user_id COLLATE "C"`,
    );
    return rows.map((r) => ({ tenantId: r.tenant_id, userId: r.user_id, memories: Number(r.n) }));
  }

  async stats(): Promise<StoreStats> {
    const [row] = await this.q<{ memories: number; users: number; history: number; version: string | null }>(
      `SELECT (SELECT count(*)::int FROM mnemo_memories) AS memories,
         (SELECT count(*)::int FROM (SELECT tenant_id, user_id FROM mnemo_memories UNION SELECT tenant_id, user_id FROM mnemo_profile) u) AS users,
         (SELECT count(*)::int FROM mnemo_history) AS history,
         (SELECT value FROM mnemo_meta WHERE key = 'schema_version') AS version`,
    );
    return { memories: Number(row?.memories ?? 0), users: Number(row?.users ?? 0), history: Number(row?.history ?? 0), schemaVersion: Number(row?.version ?? 0) };
  }

  /**
   * The scope's cached vectors (exact mode, `dims` > 0) and postings (`keywordIndex: 'memory'`), up to date: every write to a scope takes the scope's row
   * lock and the next revision, so revisions commit in order and the rows changed since the cached
   * revision are exactly those with a higher `rev`. An erase sets `reset_rev`, which drops the cache.
   */
  private async scopeIndex(scope: Scope, dims: number): Promise<ScopeIndex> {
    const key = `${scope.tenantId}\u0000${scope.userId}\u0000${dims}`;
    const [state] = await this.q<{ rev: string; reset_rev: string }>(
      'SELECT rev, reset_rev FROM mnemo_scopes WHERE tenant_id = $1 AND user_id = $2',
      [scope.tenantId, scope.userId],
    );
    if (!state) {
      this.cache.delete(key);
      return new ScopeIndex(dims);
    }
    const rev = Number(state.rev);
    let cached = this.cache.get(key);
    if (!cached || Number(state.reset_rev) > cached.rev) cached = new ScopeIndex(dims);
    if (rev > cached.rev) {
      const terms = this.options.keywordIndex === 'memory';
      const rows = await this.q<{ id: string; kind: string; namespace: string; session_id: string | null; valid_from: unknown; invalidated_at: unknown; expires_at: unknown; embedding: unknown; embedding_model: string | null; search_terms: string }>(
        `SELECT id, kind, namespace, session_id, valid_from, invalidated_at, expires_at, ${dims > 0 ? 'embedding' : 'NULL AS embedding'}, embedding_model,
           ${terms ? 'search_terms' : "'' AS search_terms"}
         FROM mnemo_memories WHERE tenant_id = $1 AND user_id = $2 AND rev > $3`,
        [scope.tenantId, scope.userId, cached.rev],
      );
      for (const r of rows) {
        cached.upsert({
          id: r.id,
          kind: r.kind,
          namespace: r.namespace,
          sessionId: r.session_id,
          validFrom: toDate(r.valid_from).getTime(),
          invalidatedAt: r.invalidated_at === null ? null : toDate(r.invalidated_at).getTime(),
          expiresAt: r.expires_at === null ? null : toDate(r.expires_at).getTime(),
          embedding: parseVector(r.embedding),
          embeddingModel: r.embedding_model,
          searchTerms: r.search_terms,
        });
      }
      cached.rev = rev;
    }
    this.cache.set(key, cached);
    return cached;
  }

  /** What `mnemo doctor` reports: driver, server version, vector mode, pgvector version and index. */
  async describe(): Promise<{ driver: string; server: string; location: string; vectorMode: VectorMode; pgvector: string | null; vectorIndex: string | null }> {
    const mode = await this.ensureMode();
    const [row] = await this.q<{ server: string; pgvector: string | null; idx: string | null }>(
      `SELECT current_setting('server_version') AS server,
         (SELECT extversion FROM pg_extension WHERE extname = 'vector') AS pgvector,
         (SELECT indexname FROM pg_indexes WHERE tablename = 'mnemo_memories' AND indexname LIKE 'mnemo_memories_hnsw_%' LIMIT 1) AS idx`,
    );
    return {
      driver: (await this.runner()).driver,
      server: row?.server ?? 'unknown',
      location: this.where,
      vectorMode: mode,
      pgvector: row?.pgvector ?? null,
      vectorIndex: row?.idx ?? null,
    };
  }

  /** The vector mode recorded by the first migration (read once; a store cannot change it). */
  private async ensureMode(): Promise<VectorMode> {
    if (this.mode) return this.mode;
    const [row] = await this.q<{ value: string }>("SELECT value FROM mnemo_meta WHERE key = 'vector_mode'");
    if (!row) throw new MnemoError('STORE_FAILED', 'the PostgreSQL store is not migrated: call migrate() first');
    this.mode = row.value as VectorMode;
    return this.mode;
  }
}

const toMs = (v: unknown): number => (v instanceof Date ? v.getTime() : new Date(v as string).getTime());

/** `host:port/database` of a connection string or pool config, without credentials. */
function describeServer(url: string | undefined, config?: pg.PoolConfig): string {
  if (url) {
    try {
      const u = new URL(url);
      return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname || ''}`;
    } catch {
      return 'the configured server';
    }
  }
  return `${config?.host ?? 'localhost'}:${config?.port ?? 5432}/${config?.database ?? ''}`;
}


