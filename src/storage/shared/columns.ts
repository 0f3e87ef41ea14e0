/**
 * The record column map both dialects store a memory by: which column holds which field, and what
 * kind of value it is. A dialect only says how a kind is encoded (SQLite: epoch ms, JSON text, float32
 * blobs; PostgreSQL: ISO timestamps, jsonb, vector literals) and how its driver hands values back.
 */
import { MnemoError } from '../../core/errors.js';
import type { MemoryPatch, RecordFilter } from '../../core/contracts/storage.js';
import type { MemoryKind, MemoryRecord, ReviewFlag, SourceType } from '../../core/types/memory.js';

/** How a column's value is encoded; each dialect maps a kind to its own form. */
export type ColumnKind = 'text' | 'number' | 'date' | 'json' | 'vector';

/** One column of a stored memory. */
export interface MemoryColumn {
  readonly name: string;
  readonly kind: ColumnKind;
  /** The column's value taken from a record, before encoding. */
  readonly of: (r: MemoryRecord) => unknown;
}

const col = (name: string, kind: ColumnKind, of: (r: MemoryRecord) => unknown): MemoryColumn => ({ name, kind, of });

/** Every column a memory record is stored in (besides each dialect's search columns and revision). */
export const MEMORY_COLUMNS: readonly MemoryColumn[] = [
  col('id', 'text', (r) => r.id),
  col('tenant_id', 'text', (r) => r.tenantId),
  col('user_id', 'text', (r) => r.userId),
  col('agent_id', 'text', (r) => r.agentId),
  col('session_id', 'text', (r) => r.sessionId),
  col('namespace', 'text', (r) => r.namespace),
  col('kind', 'text', (r) => r.kind),
  col('content', 'text', (r) => r.content),
  col('notes', 'json', (r) => r.notes),
  col('subject', 'text', (r) => r.triple?.subject ?? null),
  col('predicate', 'text', (r) => r.triple?.predicate ?? null),
  col('object', 'text', (r) => r.triple?.object ?? null),
  col('importance', 'number', (r) => r.importance),
  col('confidence', 'number', (r) => r.confidence),
  col('created_at', 'date', (r) => r.createdAt),
  col('updated_at', 'date', (r) => r.updatedAt),
  col('last_accessed_at', 'date', (r) => r.lastAccessedAt),
  col('access_count', 'number', (r) => r.accessCount),
  col('half_life_days', 'number', (r) => r.halfLifeDays),
  col('expires_at', 'date', (r) => r.expiresAt),
  col('valid_from', 'date', (r) => r.validFrom),
  col('invalidated_at', 'date', (r) => r.invalidatedAt),
  col('invalidation_reason', 'text', (r) => r.invalidationReason),
  col('superseded_by', 'text', (r) => r.supersededBy),
  col('source_type', 'text', (r) => r.source.type),
  col('source_id', 'text', (r) => r.source.id),
  col('embedding', 'vector', (r) => r.embedding),
  col('embedding_model', 'text', (r) => r.embeddingModel),
  col('metadata', 'json', (r) => r.metadata),
  col('supersedes', 'text', (r) => r.supersedes),
  col('profile_key', 'text', (r) => r.profileKey),
  col('corroborations', 'number', (r) => r.corroborations),
  col('review', 'json', (r) => r.review),
  col('context', 'text', (r) => r.context),
  col('archived_at', 'date', (r) => r.archivedAt),
];

/** The columns of a memory read, the embedding left out (it is read only when asked for). */
export const READ_COLUMNS: readonly MemoryColumn[] = MEMORY_COLUMNS.filter((c) => c.kind !== 'vector');

/** One column set by a patch: `terms` is the normalised search text, which a dialect may index in more columns. */
export type PatchColumn = readonly [name: string, kind: ColumnKind | 'terms', value: unknown];

const PATCH_FIELDS: { readonly [K in keyof MemoryPatch]-?: (v: NonNullable<MemoryPatch[K]> | null) => PatchColumn[] } = {
  content: (v) => [['content', 'text', v]],
  notes: (v) => [['notes', 'json', v]],
  triple: (t) => [
    ['subject', 'text', t?.subject ?? null],
    ['predicate', 'text', t?.predicate ?? null],
    ['object', 'text', t?.object ?? null],
  ],
  importance: (v) => [['importance', 'number', v]],
  confidence: (v) => [['confidence', 'number', v]],
  halfLifeDays: (v) => [['half_life_days', 'number', v]],
  expiresAt: (v) => [['expires_at', 'date', v]],
  invalidatedAt: (v) => [['invalidated_at', 'date', v]],
  invalidationReason: (v) => [['invalidation_reason', 'text', v]],
  supersededBy: (v) => [['superseded_by', 'text', v]],
  embedding: (v) => [['embedding', 'vector', v]],
  embeddingModel: (v) => [['embedding_model', 'text', v]],
  metadata: (v) => [['metadata', 'json', v]],
  profileKey: (v) => [['profile_key', 'text', v]],
  corroborations: (v) => [['corroborations', 'number', v]],
  review: (v) => [['review', 'json', v]],
  context: (v) => [['context', 'text', v]],
  archivedAt: (v) => [['archived_at', 'date', v]],
  updatedAt: (v) => [['updated_at', 'date', v]],
  source: (v) => [
    ['source_type', 'text', v?.type ?? null],
    ['source_id', 'text', v?.id ?? null],
  ],
  searchTerms: (v) => [['search_terms', 'terms', v]],
};

/** The columns a patch sets; INVALID_INPUT for a field that cannot change or a patch that changes nothing. */
export function patchColumns(patch: MemoryPatch): PatchColumn[] {
  const out: PatchColumn[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const map = (PATCH_FIELDS as Record<string, ((v: unknown) => PatchColumn[]) | undefined>)[key];
    if (!map) throw new MnemoError('INVALID_INPUT', `field "${key}" of a memory cannot be changed`);
    out.push(...map(value));
  }
  if (out.length === 0) throw new MnemoError('INVALID_INPUT', 'a memory patch must change at least one field');
  return out;
}

/** How a filter treats archived records: as asked, else excluded from current and as-of reads and included in `all`. */
export function archivedMode(filter: RecordFilter): 'exclude' | 'include' | 'only' {
  return filter.archived ?? (filter.validity.mode === 'all' ? 'include' : 'exclude');
}

/** How a driver's values become domain values (each driver hands back its own forms). */
export interface ValueDecoder {
  date(v: unknown): Date;
  number(v: unknown): number;
  json(v: unknown): unknown;
  vector(v: unknown): Float32Array | null;
}

/** A memory row as a driver returns it, by column name. */
export type MemoryRow = Readonly<Record<string, unknown>>;

/** A memory row → a record. */
export function rowToRecord(row: MemoryRow, d: ValueDecoder): MemoryRecord {
  const text = (name: string): string => row[name] as string;
  const textOrNull = (name: string): string | null => (row[name] ?? null) as string | null;
  const dateOrNull = (name: string): Date | null => (row[name] === null || row[name] === undefined ? null : d.date(row[name]));
  const subject = textOrNull('subject');
  const predicate = textOrNull('predicate');
  const object = textOrNull('object');
  const review = row.review === null || row.review === undefined ? null : (d.json(row.review) as ReviewFlag);
  return {
    id: text('id'),
    tenantId: text('tenant_id'),
    userId: text('user_id'),
    agentId: textOrNull('agent_id'),
    sessionId: textOrNull('session_id'),
    namespace: text('namespace'),
    kind: text('kind') as MemoryKind,
    content: text('content'),
    notes: d.json(row.notes) as string[],
    triple: subject !== null && predicate !== null && object !== null ? { subject, predicate, object } : null,
    importance: d.number(row.importance),
    confidence: d.number(row.confidence),
    createdAt: d.date(row.created_at),
    updatedAt: d.date(row.updated_at),
    lastAccessedAt: dateOrNull('last_accessed_at'),
    accessCount: d.number(row.access_count),
    halfLifeDays: row.half_life_days === null || row.half_life_days === undefined ? null : d.number(row.half_life_days),
    expiresAt: dateOrNull('expires_at'),
    validFrom: d.date(row.valid_from),
    invalidatedAt: dateOrNull('invalidated_at'),
    invalidationReason: textOrNull('invalidation_reason'),
    supersededBy: textOrNull('superseded_by'),
    source: { type: text('source_type') as SourceType, id: textOrNull('source_id') },
    embedding: d.vector(row.embedding ?? null),
    embeddingModel: textOrNull('embedding_model'),
    metadata: d.json(row.metadata) as Record<string, unknown>,
    supersedes: textOrNull('supersedes'),
    profileKey: textOrNull('profile_key'),
    corroborations: d.number(row.corroborations ?? 0),
    review,
    context: textOrNull('context'),
    archivedAt: dateOrNull('archived_at'),
  };
}
