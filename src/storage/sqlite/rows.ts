/**
 * Conversion between SQLite rows and domain values. Dates are stored as epoch milliseconds,
 * JSON fields as text, vectors as little-endian float32 blobs.
 */
import type { HistoryEntry } from '../../types/history.js';
import type { MemoryKind, MemoryRecord, SourceType } from '../../types/memory.js';
import type { Job, JobStatus } from '../../types/job.js';
import type { ProfileEntry } from '../../types/profile.js';
import type { EventRole, SessionEvent, SessionRecord } from '../../types/session.js';

/** A `memories` row as better-sqlite3 returns it. */
export interface MemoryRow {
  id: string;
  tenant_id: string;
  user_id: string;
  agent_id: string | null;
  session_id: string | null;
  namespace: string;
  kind: string;
  content: string;
  notes: string;
  subject: string | null;
  predicate: string | null;
  object: string | null;
  importance: number;
  confidence: number;
  created_at: number;
  updated_at: number;
  last_accessed_at: number | null;
  access_count: number;
  half_life_days: number | null;
  expires_at: number | null;
  valid_from: number;
  invalidated_at: number | null;
  invalidation_reason: string | null;
  superseded_by: string | null;
  source_type: string;
  source_id: string | null;
  embedding?: Buffer | null;
  embedding_model: string | null;
  metadata: string;
}

/** Columns of a memory read, without or with the embedding blob. */
export const MEMORY_COLUMNS = `id, tenant_id, user_id, agent_id, session_id, namespace, kind, content, notes, subject, predicate,
  object, importance, confidence, created_at, updated_at, last_accessed_at, access_count, half_life_days, expires_at,
  valid_from, invalidated_at, invalidation_reason, superseded_by, source_type, source_id, embedding_model, metadata`;

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

const toDate = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));
/** Date → epoch ms, null kept. */
export const ms = (d: Date | null | undefined): number | null => (d ? d.getTime() : null);

/** A row → a record. */
export function rowToRecord(row: MemoryRow): MemoryRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    agentId: row.agent_id,
    sessionId: row.session_id,
    namespace: row.namespace,
    kind: row.kind as MemoryKind,
    content: row.content,
    notes: row.notes === '[]' ? [] : (JSON.parse(row.notes) as string[]),
    triple: row.subject !== null && row.predicate !== null && row.object !== null ? { subject: row.subject, predicate: row.predicate, object: row.object } : null,
    importance: row.importance,
    confidence: row.confidence,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    lastAccessedAt: toDate(row.last_accessed_at),
    accessCount: row.access_count,
    halfLifeDays: row.half_life_days,
    expiresAt: toDate(row.expires_at),
    validFrom: new Date(row.valid_from),
    invalidatedAt: toDate(row.invalidated_at),
    invalidationReason: row.invalidation_reason,
    supersededBy: row.superseded_by,
    source: { type: row.source_type as SourceType, id: row.source_id },
    embedding: row.embedding ? blobToVector(row.embedding) : null,
    embeddingModel: row.embedding_model,
    metadata: row.metadata === '{}' ? {} : (JSON.parse(row.metadata) as Record<string, unknown>),
  };
}

/** A record → named parameters of the insert statement. */
export function recordToParams(r: MemoryRecord, searchTerms: string, rev: number): Record<string, unknown> {
  return {
    id: r.id,
    tenant_id: r.tenantId,
    user_id: r.userId,
    agent_id: r.agentId,
    session_id: r.sessionId,
    namespace: r.namespace,
    kind: r.kind,
    content: r.content,
    notes: JSON.stringify(r.notes),
    subject: r.triple?.subject ?? null,
    predicate: r.triple?.predicate ?? null,
    object: r.triple?.object ?? null,
    importance: r.importance,
    confidence: r.confidence,
    created_at: r.createdAt.getTime(),
    updated_at: r.updatedAt.getTime(),
    last_accessed_at: ms(r.lastAccessedAt),
    access_count: r.accessCount,
    half_life_days: r.halfLifeDays,
    expires_at: ms(r.expiresAt),
    valid_from: r.validFrom.getTime(),
    invalidated_at: ms(r.invalidatedAt),
    invalidation_reason: r.invalidationReason,
    superseded_by: r.supersededBy,
    source_type: r.source.type,
    source_id: r.source.id,
    embedding: r.embedding ? vectorToBlob(r.embedding) : null,
    embedding_model: r.embeddingModel,
    metadata: JSON.stringify(r.metadata),
    search_terms: searchTerms,
    rev,
  };
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
export function rowToProfile(row: { key: string; value: string; source: string; updated_at: number }): ProfileEntry {
  return { key: row.key, value: JSON.parse(row.value), source: row.source as SourceType, updatedAt: new Date(row.updated_at) };
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
}

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
  metadata: string;
}

export function rowToEvent(row: EventRow): SessionEvent {
  return {
    sessionId: row.session_id,
    seq: row.seq,
    role: row.role as EventRole,
    content: row.content,
    name: row.name,
    at: new Date(row.at),
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
