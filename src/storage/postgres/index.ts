/** The PostgreSQL backend (`mnemo/postgres`): loaded only when a store names it, so SQLite users never load `pg` or PGlite. */
export { createPostgresStore, PostgresStore } from './adapter.js';
export { openPgliteDir, type PGliteLike, type PgQueryable, type PgRunner, type PostgresStoreOptions } from './connection.js';
export { PG_SCHEMA_VERSION, type VectorMode } from './migrations.js';
