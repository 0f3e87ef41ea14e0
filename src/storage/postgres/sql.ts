/**
 * The SQL of the PostgreSQL adapter that is not a single query: statements with many columns,
 * record and patch parameters, the `RecordFilter` predicate, meta keys, the pgvector probe and the
 * HNSW index of an embedding space.
 */
import type { EmbeddingSpace } from '../../core/contracts/embedder.js';
import type { MemoryPatch, RecordFilter } from '../../core/contracts/storage.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { MEMORY_COLUMNS, archivedMode, patchColumns } from '../shared/columns.js';
import { fnv1a } from '../shared/hash.js';
import type { PgQueryable, VectorMode } from './queryable.js';
import { pgCast, pgEncode, tsvectorLiteral } from './rows.js';

const position = (name: string): string => `$${MEMORY_COLUMNS.findIndex((c) => c.name === name) + 1}`;
const N = MEMORY_COLUMNS.length;

/** Inserts a memory and its primary source in one statement; parameters from {@link insertParams}. */
export const INSERT_MEMORY = `WITH m AS (
  INSERT INTO mnemo_memories (${MEMORY_COLUMNS.map((c) => c.name).join(', ')}, search_terms, search_tsv, term_count, rev)
  VALUES (${MEMORY_COLUMNS.map((c, i) => `$${i + 1}${pgCast(c.kind)}`).join(', ')}, $${N + 1}, $${N + 2}::tsvector, $${N + 3}, $${N + 4})
  RETURNING id, created_at
)
INSERT INTO mnemo_memory_sources (tenant_id, user_id, memory_id, source_type, source_id, added_at)
SELECT ${position('tenant_id')}, ${position('user_id')}, m.id, ${position('source_type')}, coalesce(${position('source_id')}, ''), m.created_at
FROM m ON CONFLICT DO NOTHING`;

/** The parameters of {@link INSERT_MEMORY}. */
export function insertParams(r: MemoryRecord, searchTerms: string, tsv: string, termCount: number, mode: VectorMode, rev: number): unknown[] {
  return [...MEMORY_COLUMNS.map((c) => pgEncode(c.kind, c.of(r), mode)), searchTerms, tsv, termCount, rev];
}

export const INSERT_SOURCE = `INSERT INTO mnemo_memory_sources (tenant_id, user_id, memory_id, source_type, source_id, added_at)
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`;
export const INSERT_HISTORY = `INSERT INTO mnemo_history (id, tenant_id, user_id, target_kind, target_id, op, actor_type, actor_id, old_value,
  new_value, reason, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::json, $10::json, $11, $12)`;
export const UPSERT_PROFILE = `INSERT INTO mnemo_profile (tenant_id, user_id, key, value, source, source_id, updated_at)
  VALUES ($1, $2, $3, $4::json, $5, $6, $7)
  ON CONFLICT (tenant_id, user_id, key) DO UPDATE SET value = excluded.value, source = excluded.source, source_id = excluded.source_id,
    updated_at = excluded.updated_at`;

/** The `SET` list of a memory patch (`$1…`) and its parameters; new search terms also refresh the tsvector and term count. */
export function patchSql(patch: MemoryPatch, mode: VectorMode): { sets: string[]; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (column: string, value: unknown, cast = ''): void => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  for (const [column, kind, value] of patchColumns(patch)) {
    if (kind === 'terms') {
      const tsv = tsvectorLiteral(value as string);
      set('search_terms', value);
      set('search_tsv', tsv.literal, '::tsvector');
      set('term_count', tsv.count);
    } else {
      set(column, pgEncode(kind, value, mode), pgCast(kind));
    }
  }
  return { sets, params };
}

/** Positional parameters built up alongside the SQL that uses them. */
export class Params {
  constructor(readonly values: unknown[] = []) {}
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** The SQL form of a `RecordFilter` over `mnemo_memories m`: `AND …` or empty. */
export function filterSql(filter: RecordFilter, p: Params): string {
  const parts: string[] = [];
  const v = filter.validity;
  if (v.mode !== 'all') {
    const t = p.add((v.mode === 'current' ? v.now : v.at).toISOString());
    parts.push(`(m.invalidated_at IS NULL OR m.invalidated_at > ${t}::timestamptz)`, `(m.expires_at IS NULL OR m.expires_at > ${t}::timestamptz)`);
    if (v.mode === 'asOf') parts.push(`m.valid_from <= ${t}::timestamptz`);
  }
  if (filter.kinds) parts.push(`m.kind = ANY(${p.add([...filter.kinds])}::text[])`);
  if (filter.namespaces) parts.push(`m.namespace = ANY(${p.add([...filter.namespaces])}::text[])`);
  if (filter.sessionId !== undefined) parts.push(`m.session_id = ${p.add(filter.sessionId)}`);
  const archived = archivedMode(filter);
  if (archived === 'exclude') parts.push('m.archived_at IS NULL');
  if (archived === 'only') parts.push('m.archived_at IS NOT NULL');
  if (filter.flagged !== undefined) parts.push(filter.flagged ? 'm.review IS NOT NULL' : 'm.review IS NULL');
  return parts.length ? `AND ${parts.join(' AND ')}` : '';
}

export async function metaGet(c: PgQueryable, key: string): Promise<string | null> {
  const r = await c.query<{ value: string }>('SELECT value FROM mnemo_meta WHERE key = $1', [key]);
  return r.rows[0]?.value ?? null;
}

export async function metaSet(c: PgQueryable, key: string, value: string): Promise<void> {
  await c.query('INSERT INTO mnemo_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
}

/** Creates the pgvector extension if the server has it; a savepoint keeps the migration alive if not. */
export async function tryPgvector(c: PgQueryable): Promise<VectorMode> {
  await c.query('SAVEPOINT mnemo_vector');
  try {
    await c.query('CREATE EXTENSION IF NOT EXISTS vector');
    await c.query('RELEASE SAVEPOINT mnemo_vector');
    return 'pgvector';
  } catch {
    await c.query('ROLLBACK TO SAVEPOINT mnemo_vector');
    return 'exact';
  }
}

/**
 * One HNSW index per embedding space: partial on the model id, over the column cast to the space's
 * dimensions (the column itself is dimensionless so a re-embed can change them). Indexes of other
 * spaces are dropped.
 */
export async function ensureHnswIndex(c: PgQueryable, space: EmbeddingSpace): Promise<void> {
  const name = `mnemo_memories_hnsw_${space.dimensions}_${fnv1a(space.modelId)}`;
  const existing = await c.query<{ indexname: string }>(
    "SELECT indexname FROM pg_indexes WHERE tablename = 'mnemo_memories' AND indexname LIKE 'mnemo_memories_hnsw_%' AND schemaname = current_schema()",
  );
  for (const { indexname } of existing.rows) if (indexname !== name) await c.query(`DROP INDEX IF EXISTS ${indexname}`);
  if (existing.rows.some((r) => r.indexname === name)) return;
  await c.query(
    `CREATE INDEX IF NOT EXISTS ${name} ON mnemo_memories USING hnsw ((embedding::vector(${space.dimensions})) vector_ip_ops)
     WHERE embedding_model = ${sqlString(space.modelId)}`,
  );
}

export function spaceOf(rows: { key: string; value: string }[]): EmbeddingSpace | null {
  const model = rows.find((r) => r.key === 'embedding_model')?.value;
  const dims = rows.find((r) => r.key === 'embedding_dims')?.value;
  return model && dims ? { modelId: model, dimensions: Number(dims) } : null;
}

/** A SQL string literal (standard_conforming_strings is on in every supported server). */
export const sqlString = (s: string): string => `'${s.replace(/'/g, "''")}'`;
/** Date → ISO text, null kept. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
