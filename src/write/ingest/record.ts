/**
 * Ingest for explicit memories: validate what a caller hands in and turn it into a complete record
 * (the embedding is added by the facade). Validation of the input object happens here, at the edge.
 */
import { explicitSource } from '../../core/caller.js';
import { MAX_CONTEXT_CHARS, parseRequest, requestSchemas, type RememberInput } from '../../core/requests/index.js';
import { guardText, type GuardLimits, refuseInstruction } from '../guard/index.js';
import { newId } from '../../core/ids.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import { checkDate, guardMetadata, guardReason } from '../validate/index.js';

const REDACT = { secrets: 'redact' } as const;

/** Input of `remember`: the shared `remember` request (src/core/requests). */
export type { RememberInput };

/** Validates input and builds the record (no embedding yet). */
export function buildRecord(
  scope: Scope,
  input: RememberInput,
  namespace: string,
  now: Date,
  limits: GuardLimits,
): { record: MemoryRecord; reason: string | undefined } {
  // The one parse of a remember request, with the schema every surface shares.
  const v = parseRequest(requestSchemas(limits).remember, input, 'memory');
  // Memories and their side fields are stored with their secrets redacted; a text that is little
  // more than a secret is refused (docs/write-path.md, "Secrets").
  const content = guardText(v.content, limits, 'memory text', REDACT);
  // a preference is packed into every later system prompt: one that instructs the assistant is refused
  if (v.kind === 'preference') refuseInstruction(content, 'the preference');
  const triple = v.triple
    ? {
        subject: guardText(v.triple.subject, limits, 'triple', REDACT),
        predicate: guardText(v.triple.predicate, limits, 'triple', REDACT),
        object: guardText(v.triple.object, limits, 'triple', REDACT),
      }
    : null;
  const context =
    v.context !== undefined && v.context.trim() !== '' ? guardText(v.context, { maxChars: MAX_CONTEXT_CHARS }, 'context', { ...REDACT, layout: 'keep' }) : null;
  const metadata = guardMetadata(v.metadata);
  const validFrom = v.validFrom === undefined ? now : checkDate(v.validFrom, 'validFrom');
  const expiresAt = v.expiresAt == null ? null : checkDate(v.expiresAt, 'expiresAt');
  return {
    record: {
      id: newId('m'),
      tenantId: scope.tenantId,
      userId: scope.userId,
      agentId: scope.agentId ?? null,
      sessionId: scope.sessionId ?? null,
      namespace,
      kind: v.kind,
      content,
      notes: [],
      triple,
      importance: v.importance,
      confidence: v.confidence,
      createdAt: now,
      updatedAt: now,
      lastAccessedAt: null,
      accessCount: 0,
      halfLifeDays: v.halfLifeDays ?? null,
      expiresAt: expiresAt ?? (v.ttlDays !== undefined ? new Date(now.getTime() + v.ttlDays * 86_400_000) : null),
      validFrom,
      invalidatedAt: null,
      invalidationReason: null,
      supersededBy: null,
      source: v.source ?? { type: explicitSource(scope), id: null },
      embedding: null,
      embeddingModel: null,
      supersedes: null,
      profileKey: null,
      corroborations: 0,
      review: null,
      context,
      archivedAt: null,
      metadata,
    },
    reason: guardReason(v.reason),
  };
}

/** The text a memory is searched and embedded by: its content, its notes and its context, if any. */
export function searchableText(record: Pick<MemoryRecord, 'content' | 'notes'> & { readonly context?: string | null }): string {
  const context = record.context;
  return [record.content, ...record.notes, ...(typeof context === 'string' && context !== '' ? [context] : [])].join(' ');
}

/** The fields of a record worth keeping in history (no vectors). */
export function snapshot(record: MemoryRecord): Record<string, unknown> {
  return {
    content: record.content,
    notes: record.notes,
    kind: record.kind,
    namespace: record.namespace,
    triple: record.triple,
    importance: record.importance,
    confidence: record.confidence,
    validFrom: record.validFrom.toISOString(),
    invalidatedAt: record.invalidatedAt?.toISOString() ?? null,
    expiresAt: record.expiresAt?.toISOString() ?? null,
    source: record.source,
  };
}
