/**
 * Whole-store operations of the SQLite store: the embedding space, erasing a user, the users with
 * data, counts, and what the store is.
 */
import type { EmbeddingSpace } from '../../core/contracts/embedder.js';
import type { EraseReport, IntegrityReport, ScopeSummary, StoreDescription, StoreStats } from '../../core/contracts/storage.js';
import type { Scope } from '../../core/types/scope.js';
import type { SqliteConnection } from './connection.js';
import { guard } from './errors.js';
import { scopeKey } from './connection.js';

/** The admin part of the SQLite store's lifecycle. */
export class SqliteAdmin {
  constructor(private readonly c: SqliteConnection) {}

  async getEmbeddingSpace(): Promise<EmbeddingSpace | null> {
    return guard(() => this.c.readSpace());
  }

  async setEmbeddingSpace(space: EmbeddingSpace): Promise<void> {
    this.c.tx(() => {
      this.c.metaSet('embedding_model', space.modelId);
      this.c.metaSet('embedding_dims', String(space.dimensions));
    });
    this.c.readSpace();
    this.c.cache.clear();
  }

  /** `PRAGMA quick_check` (or `integrity_check` when full); a file too damaged to read is a problem too, not a throw. */
  async checkIntegrity(options: { full?: boolean } = {}): Promise<IntegrityReport> {
    const method = options.full ? 'PRAGMA integrity_check' : 'PRAGMA quick_check';
    try {
      const rows = this.c.db.prepare(`${options.full ? 'PRAGMA integrity_check' : 'PRAGMA quick_check'}(50)`).all() as Record<string, unknown>[];
      const problems = rows.map((r) => String(Object.values(r)[0])).filter((m) => m !== 'ok');
      if (problems.length === 0) this.c.fileCheck?.verified(); // checked in full: the next open need not
      return { ok: problems.length === 0, method, problems };
    } catch (error) {
      return { ok: false, method, problems: [String((error as Error).message ?? error)] };
    }
  }

  async eraseUser(scope: Scope): Promise<EraseReport> {
    const c = this.c;
    const report = c.tx(() => {
      const args = [scope.tenantId, scope.userId];
      const del = (table: string): number => c.db.prepare(`DELETE FROM ${table} WHERE tenant_id = ? AND user_id = ?`).run(...args).changes;
      const memories = del('memories');
      del('memory_sources');
      const history = del('history');
      const profile = del('profile');
      del('session_blocks');
      const sessions = del('sessions');
      del('session_events');
      const jobs = del('jobs');
      del('dreams');
      const rev = c.nextRev();
      c.db
        .prepare(
          `INSERT INTO scope_revs (tenant_id, user_id, rev, reset_rev) VALUES (?, ?, ?, ?)
           ON CONFLICT (tenant_id, user_id) DO UPDATE SET rev = excluded.rev, reset_rev = excluded.reset_rev`,
        )
        .run(...args, rev, rev);
      return { memories, history, profile, sessions, jobs };
    });
    c.cache.delete(scopeKey(scope));
    c.wipeFreedContent();
    return report;
  }

  async listScopes(): Promise<ScopeSummary[]> {
    return guard(() =>
      (
        this.c.db
          .prepare(
            `SELECT tenant_id, user_id, sum(n) AS n FROM (
               SELECT tenant_id, user_id, count(*) AS n FROM memories GROUP BY tenant_id, user_id
               UNION ALL SELECT tenant_id, user_id, 0 FROM profile GROUP BY tenant_id, user_id
               UNION ALL SELECT tenant_id, user_id, 0 FROM history GROUP BY tenant_id, user_id
               UNION ALL SELECT tenant_id, user_id, 0 FROM sessions GROUP BY tenant_id, user_id
             ) GROUP BY tenant_id, user_id ORDER BY tenant_id, user_id`,
          )
          .all() as { tenant_id: string; user_id: string; n: number }[]
      ).map((r) => ({ tenantId: r.tenant_id, userId: r.user_id, memories: r.n })),
    );
  }

  async stats(): Promise<StoreStats> {
    return guard(() => {
      const one = (sql: string) => (this.c.db.prepare(sql).get() as { n: number }).n;
      return {
        memories: one('SELECT count(*) AS n FROM memories'),
        // The users listScopes lists: with memories, a profile, history or only sessions.
        users: one(
          'SELECT count(*) AS n FROM (SELECT tenant_id, user_id FROM memories UNION SELECT tenant_id, user_id FROM profile UNION SELECT tenant_id, user_id FROM history UNION SELECT tenant_id, user_id FROM sessions)',
        ),
        history: one('SELECT count(*) AS n FROM history'),
        schemaVersion: this.schemaVersion(),
      };
    });
  }

  async describe(): Promise<StoreDescription> {
    return guard(() => {
      const { v } = this.c.db.prepare('SELECT sqlite_version() AS v').get() as { v: string };
      return {
        kind: 'sqlite',
        driver: 'better-sqlite3',
        location: this.c.path,
        engine: `SQLite ${v}`,
        schemaVersion: this.schemaVersion(),
        vector: { search: 'exact', method: 'scan', extension: null, index: null },
        keyword: { index: this.c.keywordIndex },
        cache: this.c.cache.stats(),
      };
    });
  }

  private schemaVersion(): number {
    const hasMeta = this.c.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
    return hasMeta ? Number(this.c.metaGet('schema_version') ?? 0) : 0;
  }
}
