/**
 * Conversion between PostgreSQL rows and domain values. Drivers differ in what they hand back
 * (`pg` parses timestamps and JSON but returns pgvector values and int8 as text; PGlite parses
 * more), so every reader here accepts each form.
 */
import type { HistoryEntry } from '../../core/types/history.js';
import type { Job, JobStatus } from '../../core/types/job.js';
import type { EventRole, SessionEvent, SessionRecord } from '../../core/types/session.js';
import type { MemoryRecord, SourceType } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import { READ_COLUMNS, rowToRecord, type ColumnKind, type MemoryRow, type ValueDecoder } from '../shared/columns.js';
import type { VectorMode } from './queryable.js';

/** Columns of a memory read over `mnemo_memories m`, without or with the embedding (JSON as text, see `fromJson`). */
export const PG_MEMORY_COLUMNS = READ_COLUMNS.map((c) => (c.kind === 'json' ? `m.${c.name}::text AS ${c.name}` : `m.${c.name}`)).join(', ');
export const PG_MEMORY_COLUMNS_WITH_EMBEDDING = `${PG_MEMORY_COLUMNS}, m.embedding`;

/** A timestamp as any driver returns it → Date. */
export function toDate(v: unknown): Date {
  if (v instanceof Date) return v;
  return new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string | number));
}

const toDateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : toDate(v));
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
/** JSON column → value. Queries cast JSON columns to text, so a JSON string value is never confused with raw text. */
export const fromJson = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/** A vector as either literal the column takes: `[1,2]` for pgvector, `{1,2}` for `real[]`. */
export function vectorLiteral(v: Float32Array, mode: VectorMode): string {
  const body = Array.from(v, (x) => String(x)).join(',');
  return mode === 'pgvector' ? `[${body}]` : `{${body}}`;
}

/** A vector column value (`'[1,2]'`, `'{1,2}'`, or a parsed array) → Float32Array. */
export function parseVector(v: unknown): Float32Array | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return Float32Array.from(v as number[], Number);
  if (v instanceof Float32Array) return v;
  const s = String(v).trim();
  const body = s.slice(1, -1).trim();
  if (body === '') return new Float32Array(0);
  return Float32Array.from(body.split(','), Number);
}

/**
 * A `real[]` read as `array_send(embedding)` (bytea), for loading a scope's vectors: the binary array
 * format (ndim, null flag, element type, then per dimension its length and lower bound, then per
 * element a 4-byte length and a big-endian float4) decodes with a DataView, without the text
 * round trip of `parseVector` (which cost most of a cold load). Same bits as the column holds.
 */
export function vectorFromArraySend(v: unknown): Float32Array | null {
  if (v === null || v === undefined) return null;
  if (!(v instanceof Uint8Array)) return parseVector(v);
  const view = new DataView(v.buffer, v.byteOffset, v.byteLength);
  const ndim = view.getInt32(0);
  if (ndim === 0) return new Float32Array(0);
  const n = view.getInt32(12);
  const out = new Float32Array(n);
  let at = 12 + 8 * ndim;
  for (let i = 0; i < n; i++) {
    // A null element (length -1) cannot be written by Mnemo; read as NaN rather than misread what follows.
    if (view.getInt32(at) !== 4) {
      out[i] = NaN;
      at += 4;
      continue;
    }
    out[i] = view.getFloat32(at + 4);
    at += 8;
  }
  return out;
}

/**
 * The tsvector literal of space-separated normalised terms: each distinct term with the positions
 * it occurs at, so a document's term frequency is the number of positions (BM25 needs it). Built in
 * JS rather than by `to_tsvector`, so the server's parser and locale can never split or fold a term
 * differently from the SQLite backend; this is the 'simple' configuration's result without its parser.
 */
export function tsvectorLiteral(searchTerms: string): { literal: string; count: number } {
  const positions = new Map<string, number[]>();
  let count = 0;
  for (const t of searchTerms.split(' ')) {
    if (t === '') continue;
    count++;
    if (Buffer.byteLength(t) > 2000) continue; // longer than a lexeme may be; cannot be queried anyway
    let list = positions.get(t);
    if (!list) positions.set(t, (list = []));
    // tsvector keeps at most 256 positions per lexeme, each at most 16383
    if (list.length < 256) list.push(Math.min(count, 16383));
  }
  const parts: string[] = [];
  for (const [term, list] of positions) parts.push(`${quoteLexeme(term)}:${[...new Set(list)].join(',')}`);
  return { literal: parts.join(' '), count };
}

/** A tsquery literal matching any of `terms`. */
export function tsqueryLiteral(terms: readonly string[]): string {
  return terms.map(quoteLexeme).join(' | ');
}

function quoteLexeme(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** How the drivers' values become domain values. */
export const PG_VALUES: ValueDecoder = { date: toDate, number: num, json: fromJson, vector: parseVector };

/** A `mnemo_memories` row → a record. */
export const pgRowToRecord = (row: MemoryRow): MemoryRecord => rowToRecord(row, PG_VALUES);

/** A domain value → the parameter of a column of `kind` (`mode` decides the vector literal). */
export function pgEncode(kind: ColumnKind, v: unknown, mode: VectorMode): unknown {
  if (v === null || v === undefined) return null;
  if (kind === 'date') return (v as Date).toISOString();
  if (kind === 'json') return JSON.stringify(v);
  if (kind === 'vector') return vectorLiteral(v as Float32Array, mode);
  return v;
}

/** The cast a parameter of `kind` needs. */
export const pgCast = (kind: ColumnKind): string => (kind === 'json' ? '::jsonb' : '');

/** A `mnemo_history` row. */
export interface PgHistoryRow {
  id: string;
  tenant_id: string;
  user_id: string;
  target_kind: string;
  target_id: string;
  op: string;
  actor_type: string;
  actor_id: string | null;
  old_value: unknown;
  new_value: unknown;
  reason: string | null;
  at: unknown;
}

/** A history row → an entry. */
export function pgRowToHistory(row: PgHistoryRow): HistoryEntry {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    targetKind: row.target_kind as HistoryEntry['targetKind'],
    targetId: row.target_id,
    op: row.op as HistoryEntry['op'],
    actor: { type: row.actor_type as HistoryEntry['actor']['type'], id: row.actor_id },
    oldValue: row.old_value === null || row.old_value === undefined ? null : fromJson(row.old_value),
    newValue: row.new_value === null || row.new_value === undefined ? null : fromJson(row.new_value),
    reason: row.reason,
    at: toDate(row.at),
  };
}

/** A `mnemo_profile` row → an entry. */
export function pgRowToProfile(row: { key: string; value: unknown; source: string; source_id: string | null; updated_at: unknown }): ProfileEntry {
  const entry = { key: row.key, value: fromJson(row.value), source: row.source as SourceType, updatedAt: toDate(row.updated_at) };
  return row.source_id === null ? entry : { ...entry, sourceId: row.source_id };
}

/** A `mnemo_sessions` row. */
export interface PgSessionRow {
  tenant_id: string;
  user_id: string;
  id: string;
  agent_id: string | null;
  started_at: unknown;
  last_event_at: unknown;
  ended_at: unknown;
  end_reason: string | null;
  event_count: number | string;
  watermark: number | string;
  summary: string;
}

/** A session row → a session. */
export function pgRowToSession(row: PgSessionRow): SessionRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    agentId: row.agent_id,
    startedAt: toDate(row.started_at),
    lastEventAt: toDate(row.last_event_at),
    endedAt: toDateOrNull(row.ended_at),
    endReason: row.end_reason,
    eventCount: num(row.event_count),
    watermark: num(row.watermark),
    summary: row.summary,
  };
}

/** Columns of an event read (metadata as text, see `fromJson`). */
export const PG_EVENT_COLUMNS = 'session_id, seq, role, content, name, at, memory_edit, metadata::text AS metadata';

/** A `mnemo_session_events` row → an event. */
export function pgRowToEvent(row: {
  session_id: string;
  seq: number | string;
  role: string;
  content: string;
  name: string | null;
  at: unknown;
  memory_edit: boolean;
  metadata: unknown;
}): SessionEvent {
  return {
    sessionId: row.session_id,
    seq: num(row.seq),
    role: row.role as EventRole,
    content: row.content,
    name: row.name,
    at: toDate(row.at),
    memoryEdit: row.memory_edit === true,
    metadata: fromJson(row.metadata) as Record<string, unknown>,
  };
}

/** Columns of a job read (payload as text, see `fromJson`). */
export const PG_JOB_COLUMNS = `id, tenant_id, user_id, type, payload::text AS payload, key, status, attempts, max_attempts, run_at, locked_by,
  locked_until, last_error, raw_output, created_at, updated_at`;

/** A `mnemo_jobs` row. */
export interface PgJobRow {
  id: string;
  tenant_id: string;
  user_id: string;
  type: string;
  payload: unknown;
  key: string | null;
  status: string;
  attempts: number | string;
  max_attempts: number | string;
  run_at: unknown;
  locked_by: string | null;
  locked_until: unknown;
  last_error: string | null;
  raw_output: string | null;
  created_at: unknown;
  updated_at: unknown;
}

/** A job row → a job. */
export function pgRowToJob(row: PgJobRow): Job {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    type: row.type,
    payload: fromJson(row.payload) as Record<string, unknown>,
    key: row.key,
    status: row.status as JobStatus,
    attempts: num(row.attempts),
    maxAttempts: num(row.max_attempts),
    runAt: toDate(row.run_at),
    lockedBy: row.locked_by,
    lockedUntil: toDateOrNull(row.locked_until),
    lastError: row.last_error,
    rawOutput: row.raw_output,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}
