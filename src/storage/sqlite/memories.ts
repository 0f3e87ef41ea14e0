/** Memory records and their lineage in the SQLite store. */
import type { FactQuery, ListOptions, MemoryStorage, PredicatesQuery, RecordFilter } from '../../core/contracts/storage.js';
import type { MemoryRecord, SourceRef, SourceType } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import type { MemoryRow } from '../shared/columns.js';
import type { SqliteConnection } from './connection.js';
import { guard } from './errors.js';
import { MEMORY_SELECT, MEMORY_SELECT_WITH_EMBEDDING, rowToRecord } from './rows.js';
import { filterSql } from './sql.js';
import { memoOf, readKey, readTime, rowMemoOf, type Answer, type ReadMemo } from '../shared/read-memo.js';

/** The memory domain of the SQLite store. */
export class SqliteMemories implements MemoryStorage {
  constructor(private readonly c: SqliteConnection) {}

  async getMemories(scope: Scope, ids: readonly string[], options: { withEmbeddings?: boolean } = {}): Promise<MemoryRecord[]> {
    return guard(() => {
      const order = new Map(ids.map((id, i) => [id, i]));
      const inOrder = (records: MemoryRecord[]) => records.sort((a, b) => (order.get(a.id) as number) - (order.get(b.id) as number));
      if (options.withEmbeddings) return inOrder(this.rowsById(scope, ids, MEMORY_SELECT_WITH_EMBEDDING));
      // Rows without their vectors are kept while the scope's index is at the file's revision (`shared/read-memo.ts`).
      const index = this.c.currentIndex(scope);
      if (!index) return inOrder(this.rowsById(scope, ids, MEMORY_SELECT));
      const memo = rowMemoOf(index);
      const kept = memo.rows(ids);
      const missing = [...order.keys()].filter((id) => !kept.has(id));
      const read = missing.length > 0 ? this.rowsById(scope, missing, MEMORY_SELECT) : [];
      memo.keepRows(read);
      return inOrder([...kept.values(), ...read]);
    });
  }

  /** The scope's rows of `ids` with the columns `cols`, in no order. */
  private rowsById(scope: Scope, ids: readonly string[], cols: string): MemoryRecord[] {
    // The unary + keeps the planner on the unique id index instead of scanning the user's rows.
    const rows = this.c
      .stmt(`SELECT ${cols} FROM memories WHERE id IN (SELECT value FROM json_each(?)) AND +tenant_id = ? AND +user_id = ?`)
      .all(JSON.stringify(ids), scope.tenantId, scope.userId) as MemoryRow[];
    return rows.map(rowToRecord);
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
      const { filter, ...rest } = options;
      return this.remembered(scope, filter, readKey('list', rest, filter), () => this.listRows(scope, options));
    });
  }

  private listRows(scope: Scope, options: ListOptions): MemoryRecord[] {
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
      const { filter, ...rest } = query;
      return this.remembered(scope, filter, readKey('facts', rest, filter), () => this.factRecords(scope, query));
    });
  }

  private factRecords(scope: Scope, query: FactQuery): MemoryRecord[] {
    const subjects = typeof query.subject === 'string' ? [query.subject] : query.subject;
    // Several subjects and no other key (the user's facts under each name the user goes by): one read per subject,
    // each stopping at the limit in its index's order, merged as the single query's sort would order them.
    if (subjects && subjects.length > 1 && query.predicate === undefined && query.object === undefined) return this.factsBySubjects(scope, subjects, query);
    return this.factRows(scope, query).map(rowToRecord);
  }

  /**
   * The rows of one fact query, newest first. Ties in `created_at` come in the order the plans before these indexes
   * gave them (the newest row first), now written out so that no plan changes what a limit keeps.
   */
  private factRows(scope: Scope, query: FactQuery): (MemoryRow & { seq: number })[] {
    const q = factSql(query);
    return this.c.stmt(q.sql).all(scope.tenantId, scope.userId, ...q.params) as (MemoryRow & { seq: number })[];
  }

  async queryFactsByPredicate(scope: Scope, query: PredicatesQuery): Promise<MemoryRecord[][]> {
    return guard(() => {
      const { filter, ...rest } = query;
      return this.remembered(scope, filter, readKey('predicates', rest, filter), () => this.predicateRecords(scope, query));
    });
  }

  private predicateRecords(scope: Scope, query: PredicatesQuery): MemoryRecord[][] {
    const out = query.predicates.map((): MemoryRecord[] => []);
    // Each predicate's own fact query (the same SQL, plan, order and limit as queryFacts's), joined by UNION ALL into
    // one statement: one call into SQLite instead of one per predicate. Chunked below SQLite's compound limit (500).
    for (let from = 0; from < query.predicates.length; from += CHUNK) {
      const parts = query.predicates.slice(from, from + CHUNK).map((predicate) => factSql({ ...query, predicate }));
      const sql = parts.map((q, i) => `SELECT * FROM (${q.sql.replace('SELECT ', `SELECT ${from + i} AS k, `)})`).join(' UNION ALL ');
      const params = parts.flatMap((q) => [scope.tenantId, scope.userId, ...q.params]);
      const rows = this.c.stmt(`${sql} ORDER BY k, created_at DESC, seq DESC`).all(...params) as (MemoryRow & { k: number })[];
      for (const row of rows) out[row.k]?.push(rowToRecord(row));
    }
    return out;
  }

  /** The kept answer of a read (see `shared/read-memo.ts`), else `read`'s, kept when the memo may hold it. */
  private remembered<T extends Answer>(scope: Scope, filter: RecordFilter, key: string, read: () => T): T {
    const memo = this.memoFor(scope, filter);
    const kept = memo?.get<T>(key);
    if (kept) return kept;
    const out = read();
    return memo ? memo.keep(key, out) : out;
  }

  /**
   * The memo of the scope's fact reads for a read with `filter` (`memoOf`): only while the scope's index is cached at
   * the file's revision (the index knows every row's cut-off times); null for an `asOf` read or without a current index.
   */
  private memoFor(scope: Scope, filter: RecordFilter): ReadMemo | null {
    if (readTime(filter) === undefined) return null;
    const index = this.c.currentIndex(scope);
    return index ? memoOf(index, filter) : null;
  }

  /**
   * The facts of several subjects, as one `subject IN (…)` query sorted them (newest first; among rows of one
   * instant, the subject last in NOCASE order first, then the newest row), read one subject at a time so that each
   * read stops at the limit instead of sorting every fact of the user.
   */
  private factsBySubjects(scope: Scope, subjects: readonly string[], query: FactQuery): MemoryRecord[] {
    const groups = new Map<string, string>();
    for (const s of subjects) groups.set(nocase(s), s);
    const ordered = [...groups.keys()].sort((a, b) => Buffer.compare(Buffer.from(b), Buffer.from(a)));
    const rows = ordered.flatMap((key, rank) => this.factRows(scope, { ...query, subject: groups.get(key) as string }).map((row) => ({ row, rank })));
    rows.sort((a, b) => (b.row.created_at as number) - (a.row.created_at as number) || a.rank - b.rank || b.row.seq - a.row.seq);
    const kept = query.limit === undefined || query.limit < 0 ? rows : rows.slice(0, query.limit);
    return kept.map((x) => rowToRecord(x.row));
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

/** A text as SQLite's NOCASE collation compares it: ASCII letters folded to lower case, nothing else. */
function nocase(s: string): string {
  return s.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** Predicates per statement of `queryFactsByPredicate` (SQLite refuses a compound of more than 500 parts). */
const CHUNK = 100;

/**
 * The SQL of one fact query, newest first (its parameters after the scope's tenant and user). Ties in `created_at`
 * come in the order the plans before these indexes gave them (the newest row first), now written out so that no plan
 * changes what a limit keeps.
 */
function factSql(query: FactQuery): { sql: string; params: unknown[] } {
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
  // Without statistics the planner walks the scope's created_at index to skip the sort, reading every row of the
  // scope; the partial index of the keys given reads only those facts (a predicate of the user's: not every
  // fact of that predicate, whoever it is about).
  const index =
    query.predicate !== undefined
      ? query.subject !== undefined
        ? 'INDEXED BY memories_predicate_subject_time'
        : 'INDEXED BY memories_predicate_time'
      : query.subject !== undefined
        ? 'INDEXED BY memories_subject_time'
        : '';
  // Written out only where the plan's own order was this; a scan of several subjects sorted (see factsBySubjects).
  const single = typeof query.subject === 'string' || query.subject?.length === 1;
  const order = query.predicate !== undefined || single ? 'created_at DESC, seq DESC' : 'created_at DESC';
  return {
    sql: `SELECT ${MEMORY_SELECT}, seq FROM memories m ${index} WHERE tenant_id = ? AND user_id = ? AND ${where.join(' AND ')} ${f.sql}
         ORDER BY ${order} LIMIT ?`,
    params: [...params, ...f.params, query.limit ?? -1],
  };
}
