/**
 * Embedded PostgreSQL: a PGlite database (with pgvector) in a folder, loaded only when asked for —
 * PGlite is a 27 MB WebAssembly build that a SQLite or server user never needs in memory.
 */
import type { PGliteLike } from './runner.js';

/** Opens (creating if needed) a PGlite database in `dir`, or in memory for `memory://`. */
export async function openPgliteDir(dir: string): Promise<PGliteLike> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  return (await PGlite.create(dir, { extensions: { vector } })) as unknown as PGliteLike;
}
