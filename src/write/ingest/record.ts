/**
 * Ingest for explicit memories: validate what a caller hands in and turn it into a complete record
 * (the embedding is added by the facade). Validation of the input object happens here, at the edge.
 */
import { z } from 'zod';
import { explicitSource } from '../../core/caller.js';
import { MnemoError } from '../../core/errors.js';
import { guardText, type GuardLimits, refuseInstruction } from '../guard/index.js';
import { newId } from '../../core/ids.js';
import { MEMORY_KINDS, SOURCE_TYPES, type MemoryRecord } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import { checkDate, guardMetadata, guardReason, MAX_REASON_CHARS, NamespaceSchema } from '../validate/index.js';

const REDACT = { secrets: 'redact' } as const;

/** A date as a caller may give it: a Date, an ISO string or epoch milliseconds — not `true` (which would be 1970). */
const DateInput = z.union([z.date(), z.string(), z.number()]).pipe(z.coerce.date());

/** What a caller gives to remember one thing. */
export const RememberInputSchema = z.object({
  content: z.string(),
  kind: z.enum(MEMORY_KINDS).default('fact'),
  importance: z.number().min(0).max(1).default(0.5),
  confidence: z.number().min(0).max(1).default(0.9),
  triple: z.object({ subject: z.string().min(1).max(200), predicate: z.string().min(1).max(200), object: z.string().min(1).max(500) }).nullish(),
  namespace: NamespaceSchema.optional(),
  source: z.object({ type: z.enum(SOURCE_TYPES), id: z.string().max(256).nullable().default(null) }).optional(),
  /** When the fact became true or the event happened (default: now). */
  validFrom: DateInput.optional(),
  expiresAt: DateInput.nullish(),
  /** Time to live in days from now (renewed by use); `expiresAt` wins when both are given. */
  ttlDays: z.number().positive().max(36_500).optional(),
  halfLifeDays: z.number().positive().nullish(),
  metadata: z.record(z.string(), z.unknown()).default({}),
  /**
   * Text searched together with the memory but not part of it: for a conversation turn, the turns
   * just before it, which often hold the words a later question uses ("What did you research?" →
   * "Adoption agencies"). Kept in the record's `context`; never shown as the memory's content.
   */
  context: z.string().max(8000).optional(),
  /** Why it is remembered; goes into history. */
  reason: z.string().max(MAX_REASON_CHARS).optional(),
});

/** Input of `remember`. */
export type RememberInput = z.input<typeof RememberInputSchema>;

/** Validates input and builds the record (no embedding yet). */
export function buildRecord(
  scope: Scope,
  input: RememberInput,
  namespace: string,
  now: Date,
  limits: GuardLimits,
): { record: MemoryRecord; reason: string | undefined } {
  const parsed = RememberInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MnemoError('INVALID_INPUT', `invalid memory: ${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'}`);
  }
  const v = parsed.data;
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
    v.context !== undefined && v.context.trim() !== '' ? guardText(v.context, { maxChars: 8000 }, 'context', { ...REDACT, layout: 'keep' }) : null;
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
