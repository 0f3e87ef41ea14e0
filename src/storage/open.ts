/**
 * Opens the storage adapter a short string names, loading only that backend: a SQLite user never
 * loads `pg` or PGlite, a PostgreSQL user never loads better-sqlite3.
 */
import { resolve } from 'node:path';
import { MnemoError } from '../errors.js';
import { silentLogger, type Logger } from '../logger.js';
import type { StorageAdapter } from '../spec/storage.js';

/**
 * `./mnemo.db`, `sqlite:./m.db`, `file:…`, `:memory:` → SQLite; `postgres://…` → a PostgreSQL server
 * (`MNEMO_PG_POOL_SIZE`, `MNEMO_PG_KEYWORD_INDEX`); `pglite:<folder>` or `pglite:memory` → embedded
 * PGlite. The store is not migrated.
 */
export async function openStore(spec: string, logger: Logger = silentLogger): Promise<StorageAdapter> {
  if (/^postgres(ql)?:\/\//i.test(spec)) {
    const { createPostgresStore } = await import('./postgres/index.js');
    const poolSize = Number(process.env.MNEMO_PG_POOL_SIZE);
    const keywordIndex = process.env.MNEMO_PG_KEYWORD_INDEX === 'memory' ? 'memory' : 'sql';
    return createPostgresStore({ url: spec, logger, keywordIndex, ...(poolSize > 0 ? { poolSize } : {}) });
  }
  if (/^pglite:/i.test(spec)) {
    const { createPostgresStore, openPgliteDir } = await import('./postgres/index.js');
    const dir = spec.replace(/^pglite:(\/\/)?/i, '');
    return createPostgresStore({ pglite: () => openPgliteDir(dir === '' || dir === 'memory' ? 'memory://' : resolve(dir)), logger });
  }
  const path = spec.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
  if (path === '') throw new MnemoError('CONFIG_INVALID', 'the database path is empty: give a file path such as ./mnemo.db');
  const { createSqliteStore } = await import('./sqlite/index.js');
  const busy = Number(process.env.MNEMO_BUSY_TIMEOUT_MS);
  return createSqliteStore({ path: path === ':memory:' ? path : resolve(path), logger, ...(busy > 0 ? { busyTimeoutMs: busy } : {}) });
}
