/** Memory records and their lineage in the PostgreSQL store. */
import type { FactQuery, ListOptions, MemoryStorage, PredicatesQuery, RecordFilter } from '../../core/contracts/storage.js';
import type { MemoryRecord, SourceRef, SourceType } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import type { MemoryRow } from '../shared/columns.js';
import type { PgConnection } from './connection.js';
import { PG_MEMORY_COLUMNS, PG_MEMORY_COLUMNS_WITH_EMBEDDING, pgRowToRecord } from './rows.js';
import { Params, filterSql } from './sql.js';

/** The memories domain of the PostgreSQL store. */
export class PgMemories implements MemoryStorage {
  constructor(private readonly c: PgConnection) {}

  async getMemories(scope: Scope, ids: readonly string[], options: { withEmbeddings?: boolean } = {}): Promise<MemoryRecord[]> {
    if (ids.length === 0) return [];
    const cols = options.withEmbeddings ? PG_MEMORY_COLUMNS_WITH_EMBEDDING : PG_MEMORY_COLUMNS;
    const rows = await this.c.q<MemoryRow>(`SELECT ${cols} FROM mnemo_memories m WHERE m.id = ANY($1::text[]) AND m.tenant_id = $2 AND m.user_id = $3`, [
      [...ids],
      scope.tenantId,
      scope.userId,
    ]);
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.map(pgRowToRecord).sort((a, b) => (order.get(a.id) as number) - (order.get(b.id) as number));
  }

  async locateIds(scope: Scope, kind: 'memory' | 'history', ids: readonly string[]): Promise<{ here: string[]; elsewhere: string[] }> {
    if (ids.length === 0) return { here: [], elsewhere: [] };
    const rows = await this.c.q<{ id: string; here: boolean }>(
      `SELECT id, (tenant_id = $2 AND user_id = $3) AS here FROM ${kind === 'memory' ? 'mnemo_memories' : 'mnemo_history'} WHERE id = ANY($1::text[])`,
      [[...ids], scope.tenantId, scope.userId],
    );
    return { here: rows.filter((r) => r.here).map((r) => r.id), elsewhere: rows.filter((r) => !r.here).map((r) => r.id) };
  }

  async listMemories(scope: Scope, options: ListOptions): Promise<MemoryRecord[]> {
    const p = new Params([scope.tenantId, scope.userId]);
    const f = filterSql(options.filter, p);
    const cols = options.withEmbeddings ? PG_MEMORY_COLUMNS_WITH_EMBEDDING : PG_MEMORY_COLUMNS;
    const dir = options.order === 'oldest' ? 'ASC' : 'DESC';
    const rows = await this.c.q<MemoryRow>(
      `SELECT ${cols} FROM mnemo_memories m WHERE m.tenant_id = $1 AND m.user_id = $2 ${f}
       ORDER BY m.created_at ${dir}, m.seq ${dir} LIMIT ${p.add(options.limit ?? null)} OFFSET ${p.add(options.offset ?? 0)}`,
      p.values,
    );
    return rows.map(pgRowToRecord);
  }

  async countMemories(scope: Scope, filter: RecordFilter): Promise<number> {
    const p = new Params([scope.tenantId, scope.userId]);
    const f = filterSql(filter, p);
    const [row] = await this.c.q<{ n: number }>(`SELECT count(*)::int AS n FROM mnemo_memories m WHERE m.tenant_id = $1 AND m.user_id = $2 ${f}`, p.values);
    return Number(row?.n ?? 0);
  }

  async queryFacts(scope: Scope, query: FactQuery): Promise<MemoryRecord[]> {
    const p = new Params([scope.tenantId, scope.userId]);
    const where: string[] = ['m.subject IS NOT NULL'];
    for (const [col, value] of [
      ['subject', query.subject],
      ['predicate', query.predicate],
      ['object', query.object],
    ] as const) {
      if (value === undefined) continue;
      const values = typeof value === 'string' ? [value] : value;
      where.push(`lower(m.${col}) IN (${values.map((v) => `lower(${p.add(v)})`).join(', ')})`);
    }
    const f = filterSql(query.filter, p);
    const rows = await this.c.q<MemoryRow>(
      `SELECT ${PG_MEMORY_COLUMNS} FROM mnemo_memories m WHERE m.tenant_id = $1 AND m.user_id = $2 AND ${where.join(' AND ')} ${f}
       ORDER BY m.created_at DESC, m.seq DESC LIMIT ${p.add(query.limit ?? null)}`,
      p.values,
    );
    return rows.map(pgRowToRecord);
  }

  async queryFactsByPredicate(scope: Scope, query: PredicatesQuery): Promise<MemoryRecord[][]> {
    const out = query.predicates.map((): MemoryRecord[] => []);
    if (query.predicates.length === 0) return out;
    // One read: each row paired with every predicate asked that it matches (k, its place), numbered within k in
    // queryFacts's order, cut at the limit.
    const p = new Params([scope.tenantId, scope.userId]);
    const asked = p.add([...query.predicates]);
    const where: string[] = ['m.subject IS NOT NULL'];
    if (query.subject !== undefined) {
      const values = typeof query.subject === 'string' ? [query.subject] : query.subject;
      where.push(`lower(m.subject) IN (${values.map((v) => `lower(${p.add(v)})`).join(', ')})`);
    }
    const f = filterSql(query.filter, p);
    const cut = query.limit === undefined || query.limit < 0 ? '' : `WHERE x.rn <= ${p.add(query.limit)}`;
    const rows = await this.c.q<MemoryRow & { k: string }>(
      `SELECT x.* FROM (
         SELECT ${PG_MEMORY_COLUMNS}, a.k, row_number() OVER (PARTITION BY a.k ORDER BY m.created_at DESC, m.seq DESC) AS rn
         FROM mnemo_memories m JOIN unnest(${asked}::text[]) WITH ORDINALITY AS a(name, k) ON lower(m.predicate) = lower(a.name)
         WHERE m.tenant_id = $1 AND m.user_id = $2 AND ${where.join(' AND ')} ${f}
       ) x ${cut} ORDER BY x.k, x.rn`,
      p.values,
    );
    for (const row of rows) out[Number(row.k) - 1]?.push(pgRowToRecord(row));
    return out;
  }

  async memoriesFromSource(scope: Scope, source: { type?: SourceType | undefined; id: string; prefix?: boolean | undefined }): Promise<string[]> {
    const p = new Params([scope.tenantId, scope.userId]);
    const where = ['tenant_id = $1', 'user_id = $2'];
    if (source.type !== undefined) where.push(`source_type = ${p.add(source.type)}`);
    // left(), not LIKE: an id may hold % or _
    where.push(source.prefix ? `left(source_id, ${p.add(source.id.length)}) = ${p.add(source.id)}` : `source_id = ${p.add(source.id)}`);
    const rows = await this.c.q<{ memory_id: string }>(
      `SELECT memory_id FROM mnemo_memory_sources WHERE ${where.join(' AND ')} GROUP BY memory_id ORDER BY min(ord)`,
      p.values,
    );
    return rows.map((r) => r.memory_id);
  }

  async getSources(scope: Scope, memoryId: string): Promise<SourceRef[]> {
    const rows = await this.c.q<{ source_type: SourceType; source_id: string }>(
      'SELECT source_type, source_id FROM mnemo_memory_sources WHERE tenant_id = $1 AND user_id = $2 AND memory_id = $3 ORDER BY added_at, ord',
      [scope.tenantId, scope.userId, memoryId],
    );
    return rows.map((r) => ({ type: r.source_type, id: r.source_id === '' ? null : r.source_id }));
  }

  async touch(scope: Scope, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    // Rows are locked in one order (seq), so concurrent touches of overlapping sets cannot deadlock.
    await this.c.tx(async (c) => {
      // Last use is a ranking field the scope indexes cache, so a touch takes the scope's next revision
      // like any write: the scope row first (the writers' lock order), then the rows in seq order.
      const bumped = await c.query<{ rev: string }>('UPDATE mnemo_scopes SET rev = rev + 1 WHERE tenant_id = $1 AND user_id = $2 RETURNING rev', [
        scope.tenantId,
        scope.userId,
      ]);
      const rev = bumped.rows[0] ? Number(bumped.rows[0].rev) : null;
      await c.query(
        `UPDATE mnemo_memories SET last_accessed_at = $1, access_count = access_count + 1, rev = coalesce($5, rev)
         WHERE seq IN (SELECT seq FROM mnemo_memories WHERE id = ANY($2::text[]) AND tenant_id = $3 AND user_id = $4 ORDER BY seq FOR UPDATE)`,
        [at.toISOString(), [...ids], scope.tenantId, scope.userId, rev],
      );
    });
  }
}
