/**
 * The query runner: the one seam between the PostgreSQL adapter and a driver. The same adapter code
 * runs on a `pg` Pool (a real server, a managed service, or PGlite served over the wire protocol)
 * and on an in-process PGlite instance, which differ only in how a transaction is held and in the
 * name of the affected-rows field.
 */
import type pg from 'pg';

/** One result set. */
export interface PgResult<R> {
  readonly rows: R[];
  /** Rows returned or changed by the statement. */
  readonly rowCount: number;
}

/** Anything that runs one parameterised statement. */
export interface PgQueryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<PgResult<R>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

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
    fn: (tx: { query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number; rowCount?: number }>; exec(sql: string): Promise<unknown> }) => Promise<T>,
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
