/**
 * Conversion between SQLite rows and domain values. Dates are stored as epoch milliseconds,
 * JSON fields as text, vectors as little-endian float32 blobs.
 */
import type { HistoryEntry } from '../../core/types/history.js';
import type { MemoryRecord, SourceType } from '../../core/types/memory.js';
import type { Job, JobStatus } from '../../core/types/job.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import type { EventRole, SessionEvent, SessionRecord } from '../../core/types/session.js';
import { MEMORY_COLUMNS, READ_COLUMNS, rowToRecord as sharedRowToRecord, type ColumnKind, type MemoryRow, type ValueDecoder } from '../shared/columns.js';

/** How better-sqlite3's values become domain values: epoch ms, JSON text, float32 blobs. */
export const SQLITE_VALUES: ValueDecoder = {
  date: (v) => new Date(v as number),
  number: (v) => v as number,
  json: (v) => (v === '[]' ? [] : v === '{}' ? {} : JSON.parse(v as string)),
  vector: (v) => (v ? blobToVector(v as Buffer) : null),
};

/** Columns of a memory read, without or with the embedding blob. */
export const MEMORY_SELECT = READ_COLUMNS.map((c) => c.name).join(', ');
export const MEMORY_SELECT_WITH_EMBEDDING = `${MEMORY_SELECT}, embedding`;

/** Float32Array → blob. */
export function vectorToBlob(v: Float32Array): Buffer {
  return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
}

/** Blob → Float32Array (copied, so it is aligned and owned). */
export function blobToVector(b: Buffer): Float32Array {
  const out = new Float32Array(b.byteLength / 4);
  new Uint8Array(out.buffer).set(b);
  return out;
}

/** A domain value → what the column of `kind` stores. */
export function encode(kind: ColumnKind, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (kind === 'date') return (v as Date).getTime();
  if (kind === 'json') return JSON.stringify(v);
  if (kind === 'vector') return vectorToBlob(v as Float32Array);
  return v;
}

/** A `memories` row → a record. */
export const rowToRecord = (row: MemoryRow): MemoryRecord => sharedRowToRecord(row, SQLITE_VALUES);

/** The insert statement of a memory, named parameters by column. */
export const INSERT_MEMORY = `INSERT INTO memories (${MEMORY_COLUMNS.map((c) => c.name).join(', ')}, search_terms, rev)
  VALUES (${MEMORY_COLUMNS.map((c) => `@${c.name}`).join(', ')}, @search_terms, @rev)`;

/** A record → named parameters of {@link INSERT_MEMORY}. */
export function recordToParams(r: MemoryRecord, searchTerms: string, rev: number): Record<string, unknown> {
  const params: Record<string, unknown> = { search_terms: searchTerms, rev };
  for (const c of MEMORY_COLUMNS) params[c.name] = encode(c.kind, c.of(r));
  return params;
}

/** A `history` row. */
export interface HistoryRow {
  id: string;
  tenant_id: string;
  user_id: string;
  target_kind: string;
  target_id: string;
  op: string;
  actor_type: string;
  actor_id: string | null;
  old_value: string | null;
  new_value: string | null;
  reason: string | null;
  at: number;
}

/** A history row → an entry. */
export function rowToHistory(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    targetKind: row.target_kind as HistoryEntry['targetKind'],
    targetId: row.target_id,
    op: row.op as HistoryEntry['op'],
    actor: { type: row.actor_type as HistoryEntry['actor']['type'], id: row.actor_id },
    oldValue: row.old_value === null ? null : JSON.parse(row.old_value),
    newValue: row.new_value === null ? null : JSON.parse(row.new_value),
    reason: row.reason,
    at: new Date(row.at),
  };
}

/** A `profile` row → an entry. */
export function rowToProfile(row: { key: string; value: string; source: string; source_id: string | null; updated_at: number }): ProfileEntry {
  const entry = { key: row.key, value: JSON.parse(row.value), source: row.source as SourceType, updatedAt: new Date(row.updated_at) };
  return row.source_id === null ? entry : { ...entry, sourceId: row.source_id };
}

/** A `sessions` row. */
export interface SessionRow {
  tenant_id: string;
  user_id: string;
  id: string;
  agent_id: string | null;
  started_at: number;
  last_event_at: number;
  ended_at: number | null;
  end_reason: string | null;
  event_count: number;
  watermark: number;
  summary: string;
  user_turns: number;
  extracted_turns: number;
}

/** A `sessions` row → a session. */
export function rowToSession(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    agentId: row.agent_id,
    startedAt: new Date(row.started_at),
    lastEventAt: new Date(row.last_event_at),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
    endReason: row.end_reason,
    eventCount: row.event_count,
    watermark: row.watermark,
    summary: row.summary,
  };
}

/** A `session_events` row. */
export interface EventRow {
  session_id: string;
  seq: number;
  role: string;
  content: string;
  name: string | null;
  at: number;
  memory_edit: number;
  metadata: string;
}

/** Columns of an event read. */
export const EVENT_SELECT = 'session_id, seq, role, content, name, at, memory_edit, metadata';

/** A `session_events` row → an event. */
export function rowToEvent(row: EventRow): SessionEvent {
  return {
    sessionId: row.session_id,
    seq: row.seq,
    role: row.role as EventRole,
    content: row.content,
    name: row.name,
    at: new Date(row.at),
    memoryEdit: row.memory_edit === 1,
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
  };
}

/** A `jobs` row. */
export interface JobRow {
  id: string;
  tenant_id: string;
  user_id: string;
  type: string;
  payload: string;
  key: string | null;
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: number;
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  raw_output: string | null;
  created_at: number;
  updated_at: number;
}

/** A `jobs` row → a job. */
export function rowToJob(row: JobRow): Job {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    type: row.type,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    key: row.key,
    status: row.status as JobStatus,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: new Date(row.run_at),
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
    lastError: row.last_error,
    rawOutput: row.raw_output,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
