export { createSqliteStore, SqliteStore, type SqliteStoreOptions } from './adapter.js';
export { SQLITE_SCHEMA_VERSION } from './migrations.js';
