/** The SQLite backend (`mnemo/sqlite`): loaded only when a store names it, so PostgreSQL users never load better-sqlite3. */
export { createSqliteStore, SqliteStore } from './adapter.js';
export type { SqliteStoreOptions } from './connection.js';
export { SQLITE_SCHEMA_VERSION } from './migrations.js';
