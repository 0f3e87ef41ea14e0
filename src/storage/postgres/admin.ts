/**
 * Whole-store operations of the PostgreSQL store: the embedding space (and its HNSW index), erasing
 * a user, the users with data, counts, and what the store is.
 */
import { MnemoError } from '../../core/errors.js';
import type { EmbeddingSpace } from '../../core/contracts/embedder.js';
import type { EraseReport, IntegrityReport, ScopeSummary, StoreDescription, StoreStats } from '../../core/contracts/storage.js';
import type { Scope } from '../../core/types/scope.js';
import type { PgConnection } from './connection.js';
import { MIGRATION_LOCK_KEY } from './migrations.js';
import { ensureHnswIndex, metaSet } from './sql.js';

/** The admin part of the PostgreSQL store's lifecycle. */
export class PgAdmin {
  constructor(private readonly c: PgConnection) {}

  async getEmbeddingSpace(): Promise<EmbeddingSpace | null> {
    return this.c.space();
  }

  async setEmbeddingSpace(space: EmbeddingSpace): Promise<void> {
    if (!Number.isInteger(space.dimensions) || space.dimensions <= 0)
      throw new MnemoError('INVALID_INPUT', 'an embedding space needs a positive whole number of dimensions');
    const mode = await this.c.ensureMode();
    await this.c.tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await metaSet(c, 'embedding_model', space.modelId);
      await metaSet(c, 'embedding_dims', String(space.dimensions));
      if (mode === 'pgvector') await ensureHnswIndex(c, space);
    });
  }

  /**
   * With the `amcheck` extension installed: `bt_index_check` of every Mnemo B-tree index (with
   * `heapallindexed` when full). Always: the store's own invariants (a session's event count matches
   * its events, no lineage row without its memory, no running job without a lease).
   */
  async checkIntegrity(options: { full?: boolean } = {}): Promise<IntegrityReport> {
    const problems: string[] = [];
    const methods: string[] = [];
    try {
      const [ext] = await this.c.q<{ n: string }>("SELECT count(*)::text AS n FROM pg_extension WHERE extname = 'amcheck'");
      if (ext?.n !== '0') {
        const indexes = await this.c.q<{ name: string }>(
          `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
           WHERE a.amname = 'btree' AND c.relname LIKE 'mnemo\\_%' AND c.relpersistence <> 't'`,
        );
        for (const { name } of indexes) {
          try {
            await this.c.q('SELECT bt_index_check($1::regclass, $2)', [name, options.full === true]);
          } catch (error) {
            problems.push(`index ${name}: ${String((error as Error).message)}`);
          }
        }
        methods.push(`amcheck bt_index_check${options.full ? ' (heapallindexed)' : ''} on ${indexes.length} indexes`);
      }
      const [tables] = await this.c.q<{ t: string | null }>("SELECT to_regclass('mnemo_sessions')::text AS t");
      if (!tables?.t) return { ok: problems.length === 0, method: [...methods, 'no Mnemo tables yet'].join('; '), problems };
      const [counts] = await this.c.q<{ sessions: string; sources: string; leases: string }>(
        `SELECT
           (SELECT count(*) FROM mnemo_sessions s WHERE s.event_count <> (SELECT count(*) FROM mnemo_session_events e
              WHERE e.tenant_id = s.tenant_id AND e.user_id = s.user_id AND e.session_id = s.id))::text AS sessions,
           (SELECT count(*) FROM mnemo_memory_sources l WHERE NOT EXISTS (SELECT 1 FROM mnemo_memories m
              WHERE m.id = l.memory_id AND m.tenant_id = l.tenant_id AND m.user_id = l.user_id))::text AS sources,
           (SELECT count(*) FROM mnemo_jobs WHERE status = 'running' AND locked_until IS NULL)::text AS leases`,
      );
      methods.push('consistency queries (session event counts, lineage, job leases)');
      if (counts && counts.sessions !== '0') problems.push(`${counts.sessions} sessions whose event count does not match their events`);
      if (counts && counts.sources !== '0') problems.push(`${counts.sources} lineage rows without their memory`);
      if (counts && counts.leases !== '0') problems.push(`${counts.leases} running jobs without a lease`);
    } catch (error) {
      problems.push(String((error as Error).message ?? error));
    }
    return { ok: problems.length === 0, method: methods.join('; ') || 'none (the store could not be read)', problems };
  }

  async eraseUser(scope: Scope): Promise<EraseReport> {
    return this.c.tx(async (c) => {
      const args = [scope.tenantId, scope.userId];
      await c.query(
        `INSERT INTO mnemo_scopes (tenant_id, user_id, rev, reset_rev) VALUES ($1, $2, 1, 1)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET rev = mnemo_scopes.rev + 1, reset_rev = mnemo_scopes.rev + 1`,
        args,
      );
      const memories = (await c.query('DELETE FROM mnemo_memories WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      await c.query('DELETE FROM mnemo_memory_sources WHERE tenant_id = $1 AND user_id = $2', args);
      const history = (await c.query('DELETE FROM mnemo_history WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      const profile = (await c.query('DELETE FROM mnemo_profile WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      await c.query('DELETE FROM mnemo_session_blocks WHERE tenant_id = $1 AND user_id = $2', args);
      const sessions = (await c.query('DELETE FROM mnemo_sessions WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      await c.query('DELETE FROM mnemo_session_events WHERE tenant_id = $1 AND user_id = $2', args);
      const jobs = (await c.query('DELETE FROM mnemo_jobs WHERE tenant_id = $1 AND user_id = $2', args)).rowCount;
      await c.query('DELETE FROM mnemo_dreams WHERE tenant_id = $1 AND user_id = $2', args);
      await c.query('UPDATE mnemo_scopes SET docs = 0, total_terms = 0 WHERE tenant_id = $1 AND user_id = $2', args);
      return { memories, history, profile, sessions, jobs };
    });
  }

  async listScopes(): Promise<ScopeSummary[]> {
    const rows = await this.c.q<{ tenant_id: string; user_id: string; n: number }>(
      `SELECT tenant_id, user_id, sum(n)::int AS n FROM (
         SELECT tenant_id, user_id, count(*) AS n FROM mnemo_memories GROUP BY tenant_id, user_id
         UNION ALL SELECT tenant_id, user_id, 0 FROM mnemo_profile GROUP BY tenant_id, user_id
         UNION ALL SELECT tenant_id, user_id, 0 FROM mnemo_history GROUP BY tenant_id, user_id
         UNION ALL SELECT tenant_id, user_id, 0 FROM mnemo_sessions GROUP BY tenant_id, user_id
       ) s GROUP BY tenant_id, user_id ORDER BY tenant_id COLLATE "C", user_id COLLATE "C"`,
    );
    return rows.map((r) => ({ tenantId: r.tenant_id, userId: r.user_id, memories: Number(r.n) }));
  }

  async stats(): Promise<StoreStats> {
    const [row] = await this.c.q<{ memories: number; users: number; history: number; version: string | null }>(
      `SELECT (SELECT count(*)::int FROM mnemo_memories) AS memories,
         (SELECT count(*)::int FROM (SELECT tenant_id, user_id FROM mnemo_memories UNION SELECT tenant_id, user_id FROM mnemo_profile UNION SELECT tenant_id, user_id FROM mnemo_history UNION SELECT tenant_id, user_id FROM mnemo_sessions) u) AS users,
         (SELECT count(*)::int FROM mnemo_history) AS history,
         (SELECT value FROM mnemo_meta WHERE key = 'schema_version') AS version`,
    );
    return {
      memories: Number(row?.memories ?? 0),
      users: Number(row?.users ?? 0),
      history: Number(row?.history ?? 0),
      schemaVersion: Number(row?.version ?? 0),
    };
  }

  async describe(): Promise<StoreDescription> {
    const mode = await this.c.ensureMode();
    const [row] = await this.c.q<{ server: string; pgvector: string | null; idx: string | null; version: string | null }>(
      `SELECT current_setting('server_version') AS server,
         (SELECT extversion FROM pg_extension WHERE extname = 'vector') AS pgvector,
         (SELECT indexname FROM pg_indexes WHERE tablename = 'mnemo_memories' AND indexname LIKE 'mnemo_memories_hnsw_%' LIMIT 1) AS idx,
         (SELECT value FROM mnemo_meta WHERE key = 'schema_version') AS version`,
    );
    const pgvector = mode === 'pgvector';
    return {
      kind: 'postgres',
      driver: (await this.c.runner()).driver,
      location: this.c.where,
      engine: `PostgreSQL ${row?.server ?? 'unknown'}`,
      schemaVersion: Number(row?.version ?? 0),
      vector: {
        search: pgvector ? 'ann' : 'exact',
        method: pgvector ? 'pgvector' : 'scan',
        extension: pgvector ? (row?.pgvector ?? null) : null,
        index: pgvector ? (row?.idx ?? null) : null,
      },
      keyword: { index: this.c.options.keywordIndex ?? 'sql' },
      cache: this.c.cache.stats(),
    };
  }
}
