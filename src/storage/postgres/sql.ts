/**
 * The SQL of the PostgreSQL adapter that is not a single query: statements with many columns,
 * record and patch parameters, the `RecordFilter` predicate, meta keys, the pgvector probe and the
 * HNSW index of an embedding space.
 */
import { MnemoError } from '../../errors.js';
import type { EmbeddingSpace } from '../../spec/embedder.js';
import type { MemoryPatch, RecordFilter } from '../../spec/storage.js';
import type { MemoryRecord } from '../../types/memory.js';
import type { VectorMode } from './migrations.js';
import { tsvectorLiteral, vectorLiteral } from './rows.js';
import type { PgQueryable } from './runner.js';

export const INSERT_MEMORY = `WITH m AS (
  INSERT INTO mnemo_memories (id, tenant_id, user_id, agent_id, session_id, namespace, kind, content, notes, subject, predicate, object,
    importance, confidence, created_at, updated_at, last_accessed_at, access_count, half_life_days, expires_at, valid_from, invalidated_at,
    invalidation_reason, superseded_by, source_type, source_id, embedding, embedding_model, metadata, search_terms, search_tsv, term_count, rev)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26,
    $27, $28, $29::jsonb, $30, $31::tsvector, $32, $33)
  RETURNING id, created_at
)
INSERT INTO mnemo_memory_sources (tenant_id, user_id, memory_id, source_type, source_id, added_at)
SELECT $2, $3, m.id, $25, coalesce($26, ''), m.created_at FROM m ON CONFLICT DO NOTHING`;

export function insertParams(r: MemoryRecord, searchTerms: string, tsv: string, termCount: number, mode: VectorMode, rev: number): unknown[] {
  return [
    r.id, r.tenantId, r.userId, r.agentId, r.sessionId, r.namespace, r.kind, r.content, JSON.stringify(r.notes),
    r.triple?.subject ?? null, r.triple?.predicate ?? null, r.triple?.object ?? null, r.importance, r.confidence,
    r.createdAt.toISOString(), r.updatedAt.toISOString(), iso(r.lastAccessedAt), r.accessCount, r.halfLifeDays, iso(r.expiresAt),
    r.validFrom.toISOString(), iso(r.invalidatedAt), r.invalidationReason, r.supersededBy, r.source.type, r.source.id,
    r.embedding ? vectorLiteral(r.embedding, mode) : null, r.embeddingModel, JSON.stringify(r.metadata), searchTerms, tsv, termCount, rev,
  ];
}

export const INSERT_SOURCE = `INSERT INTO mnemo_memory_sources (tenant_id, user_id, memory_id, source_type, source_id, added_at)
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`;
export const INSERT_HISTORY = `INSERT INTO mnemo_history (id, tenant_id, user_id, target_kind, target_id, op, actor_type, actor_id, old_value,
  new_value, reason, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::json, $10::json, $11, $12)`;
export const UPSERT_PROFILE = `INSERT INTO mnemo_profile (tenant_id, user_id, key, value, source, updated_at) VALUES ($1, $2, $3, $4::json, $5, $6)
  ON CONFLICT (tenant_id, user_id, key) DO UPDATE SET value = excluded.value, source = excluded.source, updated_at = excluded.updated_at`;

const PATCH_COLUMNS: Record<string, (v: unknown, mode: VectorMode) => [string, unknown, string?][]> = {
  content: (v) => [['content', v]],
  notes: (v) => [['notes', JSON.stringify(v), '::jsonb']],
  triple: (v) => {
    const t = v as MemoryRecord['triple'];
    return [['subject', t?.subject ?? null], ['predicate', t?.predicate ?? null], ['object', t?.object ?? null]];
  },
  importance: (v) => [['importance', v]],
  confidence: (v) => [['confidence', v]],
  halfLifeDays: (v) => [['half_life_days', v]],
  expiresAt: (v) => [['expires_at', iso(v as Date | null)]],
  invalidatedAt: (v) => [['invalidated_at', iso(v as Date | null)]],
  invalidationReason: (v) => [['invalidation_reason', v]],
  supersededBy: (v) => [['superseded_by', v]],
  embedding: (v, mode) => [['embedding', v ? vectorLiteral(v as Float32Array, mode) : null]],
  embeddingModel: (v) => [['embedding_model', v]],
  metadata: (v) => [['metadata', JSON.stringify(v), '::jsonb']],
  updatedAt: (v) => [['updated_at', iso(v as Date)]],
  searchTerms: (v) => {
    const tsv = tsvectorLiteral(v as string);
    return [['search_terms', v], ['search_tsv', tsv.literal, '::tsvector'], ['term_count', tsv.count]];
  },
};

export function patchSql(patch: MemoryPatch, mode: VectorMode): { sets: string[]; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const map = PATCH_COLUMNS[key];
    if (!map) throw new MnemoError('INVALID_INPUT', `field "${key}" of a memory cannot be changed`);
    for (const [col, v, cast] of map(value, mode)) {
      params.push(v);
      sets.push(`${col} = $${params.length}${cast ?? ''}`);
    }
  }
  if (sets.length === 0) throw new MnemoError('INVALID_INPUT', 'a memory patch must change at least one field');
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
  const name = `mnemo_memories_hnsw_${space.dimensions}_${fnv(space.modelId)}`;
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

function fnv(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** A SQL string literal (standard_conforming_strings is on in every supported server). */

/** A SQL string literal (standard_conforming_strings is on in every supported server). */
export const sqlString = (s: string): string => `'${s.replace(/'/g, "''")}'`;
/** Date → ISO text, null kept. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
