/**
 * The connection every SQLite domain shares: the database handle (WAL mode), prepared statements,
 * the `meta` table (schema version, embedding space, global revision) and the per-scope index cache.
 * better-sqlite3 is synchronous; the contract is async so that every backend fits it.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { silentLogger, type Logger } from '../../core/logger.js';
import type { EmbeddingSpace } from '../../core/contracts/embedder.js';
import { ScopeCache } from '../shared/scope-cache.js';
import type { ScopeIndex } from '../shared/scope-index.js';
import { guard } from './errors.js';
import { FileCheck } from './file-check.js';
import type { Scope } from '../../core/types/scope.js';

/** Options of `createSqliteStore`. */
export interface SqliteStoreOptions {
  /** Path of the database file (created with its folder if missing), or `:memory:`. */
  readonly path: string;
  readonly logger?: Logger;
  /** How long a writer waits for another process's lock before failing with STORE_LOCKED. */
  readonly busyTimeoutMs?: number;
  /** Upper bound, in bytes, of the scopes' indexes cached in this process (vectors and keyword postings); default 1 GiB (`MNEMO_INDEX_CACHE_MB`). */
  readonly cacheBytes?: number;
  /**
   * Answer the keyword leg from the in-memory per-scope BM25 index (default) rather than FTS5.
   * Both rank by BM25; the in-memory index uses the scope's own term statistics and does not
   * read other users' rows, FTS5 uses the whole store's statistics.
   */
  readonly keywordIndex?: 'memory' | 'fts5';
}

/** The database handle and what every domain of the adapter reads through it. */
export class SqliteConnection {
  readonly db: Database.Database;
  readonly logger: Logger;
  readonly cache: ScopeCache<ScopeIndex>;
  readonly keywordIndex: 'memory' | 'fts5';
  readonly path: string;
  /** The open check and the record of the file as Mnemo left it; null in memory. */
  readonly fileCheck: FileCheck | null;
  private space: EmbeddingSpace | null | undefined;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(options: SqliteStoreOptions) {
    this.logger = options.logger ?? silentLogger;
    this.cache = new ScopeCache<ScopeIndex>(options.cacheBytes);
    this.keywordIndex = options.keywordIndex ?? 'memory';
    this.path = options.path;
    this.fileCheck = options.path === ':memory:' ? null : new FileCheck(options.path);
    this.db = guard(() => {
      if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
      const db = new Database(options.path, { timeout: options.busyTimeoutMs ?? 5000 });
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      // Deleted content is overwritten with zeros, not left in free pages (erase, revoke).
      db.pragma('secure_delete = ON');
      return db;
    });
  }

  /**
   * The scope's cached index when it is at the file's revision, else null (not cached, or another process wrote since):
   * what it holds may then answer for the file.
   */
  currentIndex(scope: Scope): ScopeIndex | null {
    const cached = this.cache.peek(scopeKey(scope));
    if (!cached) return null;
    const state = this.stmt('SELECT rev FROM scope_revs WHERE tenant_id = ? AND user_id = ?').get(scope.tenantId, scope.userId) as { rev: number } | undefined;
    return state && state.rev === cached.rev ? cached : null;
  }

  /** A prepared statement, prepared once per connection. */
  stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  /**
   * Runs `fn` in a `BEGIN IMMEDIATE` transaction, driver errors mapped. A commit may checkpoint (SQLite's
   * auto-checkpoint): the file it leaves is recorded for the next opener (file-check.ts).
   */
  tx<T>(fn: () => T): T {
    const run = () => guard(() => this.db.transaction(fn).immediate());
    return this.fileCheck ? this.fileCheck.around(run) : run();
  }

  /** Runs one autocommit write (a statement outside `tx`), driver errors mapped; its commit may checkpoint, recorded like tx's. */
  write<T>(fn: () => T): T {
    const run = () => guard(fn);
    return this.fileCheck ? this.fileCheck.around(run) : run();
  }

  /** Before the first write: refuses a damaged file with STORE_CORRUPT (see file-check.ts). */
  verifyFile(): void {
    if (this.fileCheck) {
      const { full } = this.fileCheck.verify(this.db);
      this.logger.debug('sqlite file checked on open', { full });
    }
  }

  /** A checkpoint of `mode`, recorded for the next opener when this process may vouch for the file. */
  checkpoint(mode: 'PASSIVE' | 'TRUNCATE'): void {
    const run = () => guard(() => this.db.pragma(`wal_checkpoint(${mode})`));
    if (this.fileCheck) this.fileCheck.around(run);
    else run();
  }

  metaGet(key: string): string | null {
    const row = this.stmt('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    return row?.value ?? null;
  }

  metaSet(key: string, value: string): void {
    this.stmt('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  /** The recorded embedding space; the scope caches are dropped when another process changed it. */
  readSpace(): EmbeddingSpace | null {
    const rows = this.stmt("SELECT key, value FROM meta WHERE key IN ('embedding_model', 'embedding_dims')").all() as { key: string; value: string }[];
    const model = rows.find((r) => r.key === 'embedding_model')?.value;
    const dims = rows.find((r) => r.key === 'embedding_dims')?.value;
    const space = model && dims ? { modelId: model, dimensions: Number(dims) } : null;
    if (this.space && (!space || space.modelId !== this.space.modelId || space.dimensions !== this.space.dimensions)) this.cache.clear();
    this.space = space;
    return space;
  }

  /** The next value of the store-wide revision (inside a write transaction). */
  nextRev(): number {
    const row = this.stmt("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'rev' RETURNING value").get() as { value: number };
    return Number(row.value);
  }

  /**
   * After a hard delete: merges the keyword index's segments (dropping the deleted rows' terms) and
   * checkpoints the WAL into the file and truncates it, so the removed content is in neither file.
   * The truncation needs no other reader in the middle of a transaction; it is retried on the next delete otherwise.
   */
  wipeFreedContent(): void {
    this.write(() => this.db.exec("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')"));
    if (this.path !== ':memory:') this.checkpoint('TRUNCATE');
  }

  /** Closes the handle; the last connection's checkpoint is recorded like any other. */
  close(): void {
    this.cache.clear();
    if (!this.db.open) return;
    if (this.fileCheck) this.fileCheck.around(() => this.db.close());
    else this.db.close();
  }
}

/** `?, ?, …` for `n` parameters. */
export const marks = (n: number): string => new Array(n).fill('?').join(', ');

/** The cache key of a scope's index. */
export const scopeKey = (scope: Scope): string => `${scope.tenantId}\u0000${scope.userId}`;
