export { createPostgresStore, PostgresStore, type PostgresStoreOptions } from './adapter.js';
export { PG_SCHEMA_VERSION, type VectorMode } from './migrations.js';
export type { PGliteLike, PgQueryable, PgRunner } from './runner.js';
export { openPgliteDir } from './pglite.js';
