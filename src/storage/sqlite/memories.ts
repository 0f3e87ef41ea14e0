/** Memory records and their lineage in the SQLite store. */
import type { FactQuery, ListOptions, MemoryStorage, RecordFilter } from '../../core/contracts/storage.js';
import type { MemoryRecord, SourceRef, SourceType } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import type { MemoryRow } from '../shared/columns.js';
import type { SqliteConnection } from './connection.js';
import { guard } from './errors.js';
import { MEMORY_SELECT, MEMORY_SELECT_WITH_EMBEDDING, rowToRecord } from './rows.js';
import { filterSql } from './sql.js';

/** The memory domain of the SQLite store. */
export class SqliteMemories implements MemoryStorage {
  constructor(private readonly c: SqliteConnection) {}

  async getMemories(scope: Scope, ids: readonly string[], options: { withEmbeddings?: boolean } = {}): Promise<MemoryRecord[]> {
    return guard(() => {
      const cols = options.withEmbeddings ? MEMORY_SELECT_WITH_EMBEDDING : MEMORY_SELECT;
      // The unary + keeps the planner on the unique id index instead of scanning the user's rows.
      const rows = this.c
        .stmt(`SELECT ${cols} FROM memories WHERE id IN (SELECT value FROM json_each(?)) AND +tenant_id = ? AND +user_id = ?`)
        .all(JSON.stringify(ids), scope.tenantId, scope.userId) as MemoryRow[];
      const order = new Map(ids.map((id, i) => [id, i]));
      return rows.map(rowToRecord).sort((a, b) => (order.get(a.id) as number) - (order.get(b.id) as number));
    });
  }

  async locateIds(scope: Scope, kind: 'memory' | 'history', ids: readonly string[]): Promise<{ here: string[]; elsewhere: string[] }> {
    return guard(() => {
      const rows = this.c
        .stmt(
          `SELECT id, tenant_id = ? AND user_id = ? AS here FROM ${kind === 'memory' ? 'memories' : 'history'} WHERE id IN (SELECT value FROM json_each(?))`,
        )
        .all(scope.tenantId, scope.userId, JSON.stringify(ids)) as { id: string; here: number }[];
      return { here: rows.filter((r) => r.here).map((r) => r.id), elsewhere: rows.filter((r) => !r.here).map((r) => r.id) };
    });
  }

  async listMemories(scope: Scope, options: ListOptions): Promise<MemoryRecord[]> {
    return guard(() => {
      const f = filterSql(options.filter);
      const cols = options.withEmbeddings ? MEMORY_SELECT_WITH_EMBEDDING : MEMORY_SELECT;
      const dir = options.order === 'oldest' ? 'ASC' : 'DESC';
      const rows = this.c.db
        .prepare(
          `SELECT ${cols} FROM memories m WHERE tenant_id = ? AND user_id = ? ${f.sql}
           ORDER BY created_at ${dir}, seq ${dir} LIMIT ? OFFSET ?`,
        )
        .all(scope.tenantId, scope.userId, ...f.params, options.limit ?? -1, options.offset ?? 0) as MemoryRow[];
      return rows.map(rowToRecord);
    });
  }

  async countMemories(scope: Scope, filter: RecordFilter): Promise<number> {
    return guard(() => {
      const f = filterSql(filter);
      const row = this.c.db
        .prepare(`SELECT count(*) AS n FROM memories m WHERE tenant_id = ? AND user_id = ? ${f.sql}`)
        .get(scope.tenantId, scope.userId, ...f.params) as { n: number };
      return row.n;
    });
  }

  async queryFacts(scope: Scope, query: FactQuery): Promise<MemoryRecord[]> {
    return guard(() => {
      const f = filterSql(query.filter);
      const where: string[] = ['subject IS NOT NULL'];
      const params: unknown[] = [];
      for (const [col, value] of [
        ['subject', query.subject],
        ['predicate', query.predicate],
        ['object', query.object],
      ] as const) {
        if (value === undefined) continue;
        const values = typeof value === 'string' ? [value] : value;
        where.push(values.length === 1 ? `${col} = ? COLLATE NOCASE` : `${col} COLLATE NOCASE IN (${values.map(() => '?').join(', ')})`);
        params.push(...values);
      }
      // Without statistics the planner walks the scope's created_at index to skip the sort, reading
      // every row of the scope; the partial index of the most selective key given reads only those facts.
      const index =
        query.predicate !== undefined ? 'INDEXED BY memories_predicate_time' : query.subject !== undefined ? 'INDEXED BY memories_subject_time' : '';
      const rows = this.c
        .stmt(
          `SELECT ${MEMORY_SELECT} FROM memories m ${index} WHERE tenant_id = ? AND user_id = ? AND ${where.join(' AND ')} ${f.sql}
           ORDER BY created_at DESC LIMIT ?`,
        )
        .all(scope.tenantId, scope.userId, ...params, ...f.params, query.limit ?? -1) as MemoryRow[];
      return rows.map(rowToRecord);
    });
  }

  async memoriesFromSource(scope: Scope, source: { type?: SourceType | undefined; id: string; prefix?: boolean | undefined }): Promise<string[]> {
    return guard(() => {
      const where = ['tenant_id = ?', 'user_id = ?'];
      const params: unknown[] = [scope.tenantId, scope.userId];
      if (source.type !== undefined) {
        where.push('source_type = ?');
        params.push(source.type);
      }
      if (source.prefix) {
        // substr, not LIKE: an id may hold % or _
        where.push('substr(source_id, 1, ?) = ?');
        params.push(source.id.length, source.id);
      } else {
        where.push('source_id = ?');
        params.push(source.id);
      }
      const rows = this.c.stmt(`SELECT DISTINCT memory_id FROM memory_sources WHERE ${where.join(' AND ')}`).all(...params) as { memory_id: string }[];
      return rows.map((r) => r.memory_id);
    });
  }

  async getSources(scope: Scope, memoryId: string): Promise<SourceRef[]> {
    return guard(() =>
      (
        this.c
          .stmt('SELECT source_type, source_id FROM memory_sources WHERE tenant_id = ? AND user_id = ? AND memory_id = ? ORDER BY added_at, rowid')
          .all(scope.tenantId, scope.userId, memoryId) as { source_type: SourceType; source_id: string }[]
      ).map((r) => ({ type: r.source_type, id: r.source_id === '' ? null : r.source_id })),
    );
  }

  async touch(scope: Scope, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    this.c.tx(() => {
      // Last use is a ranking field the scope indexes cache: a new revision makes every process re-read these rows.
      const rev = this.c.nextRev();
      const { changes } = this.c
        .stmt(
          `UPDATE memories SET last_accessed_at = ?, access_count = access_count + 1, rev = ?
           WHERE id IN (SELECT value FROM json_each(?)) AND +tenant_id = ? AND +user_id = ?`,
        )
        .run(at.getTime(), rev, JSON.stringify(ids), scope.tenantId, scope.userId);
      if (changes > 0) this.c.stmt('UPDATE scope_revs SET rev = ? WHERE tenant_id = ? AND user_id = ?').run(rev, scope.tenantId, scope.userId);
    });
  }
}
