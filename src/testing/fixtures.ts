/**
 * Builders of valid records and history entries, for adapter tests and the conformance suite.
 */
import { randomUUID } from 'node:crypto';
import type { NewMemory } from '../core/contracts/storage.js';
import { indexTermsOf } from '../core/text/terms.js';
import type { HistoryEntry } from '../core/types/history.js';
import type { MemoryRecord } from '../core/types/memory.js';
import type { Scope } from '../core/types/scope.js';

/** A complete record in `scope` with sensible defaults; `overrides` win. */
export function makeRecord(scope: Scope, overrides: Partial<MemoryRecord> = {}): MemoryRecord {
  const now = overrides.createdAt ?? new Date();
  return {
    id: `m_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    tenantId: scope.tenantId,
    userId: scope.userId,
    agentId: scope.agentId ?? null,
    sessionId: scope.sessionId ?? null,
    namespace: 'user',
    kind: 'fact',
    content: 'The user likes tea.',
    notes: [],
    triple: null,
    importance: 0.5,
    confidence: 0.8,
    createdAt: now,
    updatedAt: now,
    lastAccessedAt: null,
    accessCount: 0,
    halfLifeDays: null,
    expiresAt: null,
    validFrom: now,
    invalidatedAt: null,
    invalidationReason: null,
    supersededBy: null,
    source: { type: 'user_explicit', id: null },
    embedding: null,
    embeddingModel: null,
    supersedes: null,
    profileKey: null,
    corroborations: 0,
    review: null,
    context: null,
    archivedAt: null,
    metadata: {},
    ...overrides,
  };
}

/** A record ready for an `insertMemory` op, with its search terms derived from content, notes and context. */
export function newMemory(record: MemoryRecord): NewMemory {
  return { record, searchTerms: indexTermsOf([record.content, ...record.notes, ...(record.context ? [record.context] : [])].join(' ')) };
}

/** A history entry for a memory in `scope`. */
export function makeHistory(scope: Scope, targetId: string, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: `h_${randomUUID()}`,
    tenantId: scope.tenantId,
    userId: scope.userId,
    targetKind: 'memory',
    targetId,
    op: 'create',
    actor: { type: 'user', id: scope.userId },
    oldValue: null,
    newValue: null,
    reason: null,
    at: new Date(),
    ...overrides,
  };
}

/** A unit vector pointing mostly along axis `axis` (with a little of `mix`), for vector tests. */
export function unitVector(dims: number, axis: number, mix = 0, mixAxis = (axis + 1) % dims): Float32Array {
  const v = new Float32Array(dims);
  v[axis] = 1;
  v[mixAxis] = (v[mixAxis] ?? 0) + mix;
  const n = Math.hypot(...v);
  for (let i = 0; i < dims; i++) v[i] = (v[i] as number) / n;
  return v;
}
