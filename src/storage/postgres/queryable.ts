/**
 * The statement runner's shape and the vector mode, in a module that imports nothing: the connection,
 * the migrations, the SQL helpers and the row codecs all use them without importing one another.
 */

/** How the store answers the vector leg. */
export type VectorMode = 'pgvector' | 'exact';

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
