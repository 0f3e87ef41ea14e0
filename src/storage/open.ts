/**
 * Where a store lives and how it is opened. A short string (`./mnemo.db`, `sqlite:./m.db`,
 * `postgres://…`, `pglite:<folder>`) is parsed into a {@link StoreLocation}; opening it loads only
 * that backend, so a SQLite user never loads `pg` or PGlite and a PostgreSQL user never loads
 * better-sqlite3.
 */
import { resolve } from 'node:path';
import { MnemoError } from '../core/errors.js';
import { silentLogger, type Logger } from '../core/logger.js';
import type { StorageAdapter } from '../core/contracts/storage.js';

/** Where a store lives, parsed from its short string. Paths are absolute. */
export type StoreLocation = (
  | { readonly kind: 'sqlite'; readonly path: string; readonly busyTimeoutMs?: number }
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number; readonly keywordIndex: 'sql' | 'memory' }
  | { readonly kind: 'pglite'; readonly dir: string }
) & {
  /** Bound of the scopes' indexes cached in process, in bytes (`MNEMO_INDEX_CACHE_MB`); the backend's default (1 GiB) when absent. */
  readonly cacheBytes?: number;
};

/**
 * Parses a store string: `postgres://…`, `pglite:<folder>` (`pglite:memory` in memory), or a SQLite
 * path with an optional `sqlite:`/`file:` prefix (`:memory:` in memory). The backend settings the
 * environment gives (`MNEMO_BUSY_TIMEOUT_MS`, `MNEMO_PG_POOL_SIZE`, `MNEMO_PG_KEYWORD_INDEX`,
 * `MNEMO_INDEX_CACHE_MB`) come with it.
 */
export function parseStoreSpec(spec: string, env: Readonly<NodeJS.ProcessEnv> = process.env): StoreLocation {
  const cacheMb = envInt(env, 'MNEMO_INDEX_CACHE_MB', 1);
  return { ...storeAt(spec, env), ...(cacheMb !== undefined && { cacheBytes: cacheMb * 1024 * 1024 }) };
}

function storeAt(spec: string, env: Readonly<NodeJS.ProcessEnv>): StoreLocation {
  if (/^postgres(ql)?:\/\//i.test(spec)) {
    const poolSize = envInt(env, 'MNEMO_PG_POOL_SIZE', 1);
    const index = env.MNEMO_PG_KEYWORD_INDEX || 'sql';
    if (index !== 'sql' && index !== 'memory')
      throw new MnemoError('CONFIG_INVALID', 'MNEMO_PG_KEYWORD_INDEX must be sql or memory', { details: { setting: 'MNEMO_PG_KEYWORD_INDEX' } });
    return { kind: 'postgres', url: spec, keywordIndex: index, ...(poolSize !== undefined && { poolSize }) };
  }
  if (/^pglite:/i.test(spec)) {
    const dir = spec.replace(/^pglite:(\/\/)?/i, '');
    return { kind: 'pglite', dir: dir === '' || dir === 'memory' ? 'memory://' : resolve(dir) };
  }
  const path = spec.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
  if (path === '') throw new MnemoError('CONFIG_INVALID', 'the database path is empty: give a file path such as ./mnemo.db', { details: { setting: 'db' } });
  const busyTimeoutMs = envInt(env, 'MNEMO_BUSY_TIMEOUT_MS', 1);
  return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(path), ...(busyTimeoutMs !== undefined && { busyTimeoutMs }) };
}

/** Opens (does not migrate) the store a short string or a parsed location names, importing only its backend. */
export async function openStore(spec: string | StoreLocation, logger: Logger = silentLogger): Promise<StorageAdapter> {
  const at = typeof spec === 'string' ? parseStoreSpec(spec) : spec;
  const cache = at.cacheBytes !== undefined ? { cacheBytes: at.cacheBytes } : {};
  switch (at.kind) {
    case 'postgres': {
      const { createPostgresStore } = await import('./postgres/index.js');
      return createPostgresStore({ url: at.url, logger, keywordIndex: at.keywordIndex, ...(at.poolSize !== undefined && { poolSize: at.poolSize }), ...cache });
    }
    case 'pglite': {
      const { createPostgresStore, openPgliteDir } = await import('./postgres/index.js');
      return createPostgresStore({ pglite: () => openPgliteDir(at.dir), logger, ...cache });
    }
    case 'sqlite': {
      const { createSqliteStore } = await import('./sqlite/index.js');
      return createSqliteStore({ path: at.path, logger, ...(at.busyTimeoutMs !== undefined && { busyTimeoutMs: at.busyTimeoutMs }), ...cache });
    }
  }
}

/** A whole-number setting of the environment, or undefined when unset. */
export function envInt(env: Readonly<NodeJS.ProcessEnv>, name: string, min: number): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new MnemoError('CONFIG_INVALID', `${name} must be a whole number of at least ${min}, or unset`, { details: { setting: name } });
  }
  return Number(raw);
}
