/**
 * The connection every PostgreSQL domain shares, and the query runner: the one seam between the
 * adapter and a driver. The same adapter code runs on a `pg` Pool (a real server, a managed service,
 * or PGlite served over the wire protocol) and on an in-process PGlite instance, which differ only in
 * how a transaction is held and in the name of the affected-rows field. PGlite (a 27 MB WebAssembly
 * build) is loaded only when asked for.
 */
import pg from 'pg';
import { MnemoError } from '../../core/errors.js';
import { silentLogger, type Logger } from '../../core/logger.js';
import type { EmbeddingSpace } from '../../core/contracts/embedder.js';
import { ScopeCache } from '../shared/scope-cache.js';
import type { ScopeIndex } from '../shared/scope-index.js';
import { RETRYABLE_SQLSTATES, toMnemoError } from './errors.js';
import type { PgQueryable, PgResult, VectorMode } from './queryable.js';
import { spaceOf } from './sql.js';

/** Options of `createPostgresStore`: exactly one of `url`, `pool`, `pglite`. */
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
  /** Upper bound, in bytes, of the scopes' indexes cached in this process (vectors and keyword postings); default 1 GiB (`MNEMO_INDEX_CACHE_MB`). */
  readonly cacheBytes?: number;
  /**
   * How the keyword leg is answered; both rank by the same BM25 (same scores). `sql` (default): in the
   * database, tsvector/GIN candidates scored from stored term frequencies — stateless, nothing held per
   * process. `memory`: the scope's postings cached in this process (as the SQLite backend does) and
   * kept current by revision — ~10× faster on scopes of 100k memories, at the cost of memory per process.
   */
  readonly keywordIndex?: 'sql' | 'memory';
  /** HNSW candidate list size for a query (pgvector's `hnsw.ef_search`, default 100). */
  readonly efSearch?: number;
  /**
   * With pgvector, scopes holding fewer memories than this are scanned exactly in process (their
   * vectors cached as in exact mode) instead of through the store-wide HNSW index: filtered to one
   * user among many, the index walks about 1/selectivity candidates and may stop short (measured on
   * 1M memories: 312 ms and 161 of 200 rows for a 10k-memory user; the cached exact scan ~0.3 ms).
   * Default 50,000; 0 sends every scope to the index.
   */
  readonly hnswMinScope?: number;
  readonly logger?: Logger;
}

/** The runner, the vector mode and the scope caches every domain of the adapter uses. */
export class PgConnection {
  readonly logger: Logger;
  /** Where the store lives, for messages: `host:port/database` or `in-process PGlite` (never credentials). */
  readonly where: string;
  readonly cache: ScopeCache<ScopeIndex>;
  private runnerPromise: Promise<PgRunner> | null = null;
  private mode: VectorMode | null = null;

  constructor(readonly options: PostgresStoreOptions) {
    const given = [options.url, options.pool, options.pglite].filter((x) => x !== undefined).length;
    if (given !== 1) throw new MnemoError('CONFIG_INVALID', 'give the PostgreSQL store exactly one of url, pool or pglite');
    this.logger = options.logger ?? silentLogger;
    this.cache = new ScopeCache<ScopeIndex>(options.cacheBytes);
    this.where = options.pglite ? 'in-process PGlite' : describeServer(options.url ?? options.pool?.options.connectionString, options.pool?.options);
  }

  /** The vector mode, once known (after `migrate()` or the first `ensureMode()`). */
  get vectorMode(): VectorMode | null {
    return this.mode;
  }

  set vectorMode(mode: VectorMode | null) {
    this.mode = mode;
  }

  /** The runner, created on first use (PGlite is loaded lazily). */
  runner(): Promise<PgRunner> {
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

  /** One statement outside a transaction; its rows. */
  async q<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    const r = await this.runner();
    try {
      return (await r.query<R>(sql, params)).rows;
    } catch (error) {
      throw toMnemoError(error, this.where);
    }
  }

  /** Runs `fn` in a transaction, again (up to 3 times) when it lost a deadlock or serialisation race. */
  async tx<T>(fn: (c: PgQueryable) => Promise<T>): Promise<T> {
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

  /** The vector mode recorded by the first migration (read once; a store cannot change it). */
  async ensureMode(): Promise<VectorMode> {
    if (this.mode) return this.mode;
    const [row] = await this.q<{ value: string }>("SELECT value FROM mnemo_meta WHERE key = 'vector_mode'");
    if (!row) throw new MnemoError('STORE_FAILED', 'the PostgreSQL store is not migrated: call migrate() first');
    this.mode = row.value as VectorMode;
    return this.mode;
  }

  /** The recorded embedding space. */
  async space(): Promise<EmbeddingSpace | null> {
    return spaceOf(await this.q<{ key: string; value: string }>("SELECT key, value FROM mnemo_meta WHERE key IN ('embedding_model', 'embedding_dims')"));
  }

  async close(): Promise<void> {
    this.cache.clear();
    if (!this.runnerPromise) return;
    const r = await this.runnerPromise;
    this.runnerPromise = null;
    await r.end();
  }
}

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

export type { PgQueryable, PgResult } from './queryable.js';

/** A connection source: statements outside a transaction, transactions, and shutdown. */
export interface PgRunner extends PgQueryable {
  /** `pg` for a Pool (server or wire protocol), `pglite` for an in-process PGlite. */
  readonly driver: 'pg' | 'pglite';
  /** Runs `fn` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (q: PgQueryable) => Promise<T>): Promise<T>;
  /** Releases what the runner owns (a pool it created); a pool or PGlite passed in is left open. */
  end(): Promise<void>;
}

/** The part of PGlite's API the runner uses (structural, so PGlite is loaded only when used). */
export interface PGliteLike {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number; rowCount?: number }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(
    fn: (tx: {
      query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number; rowCount?: number }>;
      exec(sql: string): Promise<unknown>;
    }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
  readonly closed?: boolean;
}

/** A runner over a `pg` Pool. `owned` pools are ended by `end()`. */
export function poolRunner(pool: pg.Pool, owned: boolean): PgRunner {
  const run = async <R>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<PgResult<R>> => {
    const res = await client.query(sql, params as unknown[] | undefined);
    return { rows: res.rows as R[], rowCount: res.rowCount ?? 0 };
  };
  return {
    driver: 'pg',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const out = await fn({ query: (sql, params) => run(client, sql, params), exec: async (sql) => void (await client.query(sql)) });
        await client.query('COMMIT');
        return out;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true; // the connection is gone; do not return it to the pool
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async end() {
      if (owned) await pool.end();
    },
  };
}

/** A runner over an in-process PGlite (every statement is serialised by PGlite itself). */
export function pgliteRunner(db: PGliteLike, owned: boolean): PgRunner {
  const wrap = <R>(res: { rows: R[]; affectedRows?: number; rowCount?: number }): PgResult<R> => ({
    rows: res.rows,
    rowCount: res.rowCount ?? res.affectedRows ?? res.rows.length,
  });
  return {
    driver: 'pglite',
    query: async (sql, params) => wrap(await db.query(sql, params as unknown[] | undefined)),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({ query: async (sql, params) => wrap(await tx.query(sql, params as unknown[] | undefined)), exec: async (sql) => void (await tx.exec(sql)) }),
      ),
    async end() {
      if (owned && !db.closed) await db.close();
    },
  };
}

/** Opens (creating if needed) a PGlite database in `dir`, or in memory for `memory://`. */
export async function openPgliteDir(dir: string): Promise<PGliteLike> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  return (await PGlite.create(dir, { extensions: { vector } })) as unknown as PGliteLike;
}
