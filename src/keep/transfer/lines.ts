/**
 * The lines of a Mnemo export, validated with zod where they enter (import).
 */
import { z } from 'zod';
import { HISTORY_OPS } from '../../core/types/history.js';
import { MEMORY_KINDS, SOURCE_TYPES, type MemoryRecord } from '../../core/types/memory.js';
import { EVENT_ROLES } from '../../core/types/session.js';

const date = z.coerce.date();
const source = z.object({ type: z.enum(SOURCE_TYPES), id: z.string().max(256).nullable() });

/** One memory, as `exportUser` writes it (the vector in base64). */
export const MemoryLine = z.object({
  type: z.literal('memory'),
  id: z.string().min(1).max(128),
  agentId: z.string().nullable().default(null),
  sessionId: z.string().nullable().default(null),
  namespace: z.string().min(1).max(128).default('user'),
  kind: z.enum(MEMORY_KINDS),
  content: z.string(),
  // one note written as a plain string (another tool's export) is read as the list of that one note
  notes: z.union([z.array(z.string()), z.string().transform((s) => (s.trim() === '' ? [] : [s]))]).default([]),
  triple: z.object({ subject: z.string(), predicate: z.string(), object: z.string() }).nullable().default(null),
  importance: z.number().min(0).max(1).default(0.5),
  confidence: z.number().min(0).max(1).default(0.8),
  createdAt: date,
  updatedAt: date.optional(),
  lastAccessedAt: date.nullable().default(null),
  accessCount: z.number().int().min(0).default(0),
  halfLifeDays: z.number().positive().nullable().default(null),
  expiresAt: date.nullable().default(null),
  validFrom: date.optional(),
  invalidatedAt: date.nullable().default(null),
  invalidationReason: z.string().max(2000).nullable().default(null),
  supersededBy: z.string().nullable().default(null),
  archivedAt: date.nullable().default(null),
  source: source.default({ type: 'import', id: null }),
  embedding: z.string().nullable().default(null),
  embeddingModel: z.string().nullable().default(null),
  metadata: z.record(z.string(), z.unknown()).default({}),
  // Typed since schema 3; lines exported before carry them in `metadata` (see engineFieldsOf).
  supersedes: z.string().nullable().optional(),
  profileKey: z.string().nullable().optional(),
  corroborations: z.number().int().min(0).optional(),
  review: z.object({ similarTo: z.string(), similarity: z.number() }).nullable().optional(),
  context: z.string().max(8000).nullable().optional(),
});

/** Where lines exported before schema 3 keep the engine's own fields: in `metadata`, under these keys and types. */
const LEGACY_METADATA = {
  supersedes: z.string(),
  profileKey: z.string(),
  corroborations: z.number().int().min(0),
  review: z.object({ similarTo: z.string(), similarity: z.number() }),
  context: z.string().max(8000),
} as const;

/** The engine's own fields of a memory line. */
export type EngineFields = Pick<MemoryRecord, 'supersedes' | 'profileKey' | 'corroborations' | 'review' | 'context' | 'metadata'>;

/** The engine's own fields of an imported memory, taken out of `metadata` when an older export kept them there. */
export function engineFieldsOf(m: MemoryLine): EngineFields {
  const metadata: Record<string, unknown> = { ...m.metadata };
  const lifted: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(LEGACY_METADATA)) {
    if (m[key as keyof typeof LEGACY_METADATA] !== undefined || !(key in metadata)) continue;
    const parsed = schema.safeParse(metadata[key]);
    if (!parsed.success) continue;
    lifted[key] = parsed.data;
    delete metadata[key];
  }
  const pick = <K extends keyof typeof LEGACY_METADATA>(key: K) => (m[key] ?? lifted[key]) as EngineFields[K] | undefined;
  return {
    supersedes: pick('supersedes') ?? null,
    profileKey: pick('profileKey') ?? null,
    corroborations: pick('corroborations') ?? 0,
    review: pick('review') ?? null,
    context: pick('context') ?? null,
    metadata,
  };
}

/** One session's record; its events follow as `event` lines. */
export const SessionLine = z.object({
  type: z.literal('session'),
  id: z.string().min(1).max(128),
  agentId: z.string().min(1).max(128).nullable().default(null),
  startedAt: date,
  endedAt: date.nullable().default(null),
  endReason: z.string().max(500).nullable().default(null),
  watermark: z.number().int().min(0).default(0),
  summary: z.string().max(4000).default(''),
});

/** One event of a session. */
export const EventLine = z.object({
  type: z.literal('event'),
  sessionId: z.string().min(1).max(128),
  seq: z.number().int().min(1),
  role: z.enum(EVENT_ROLES),
  content: z.string().max(100_000),
  name: z.string().max(200).nullable().default(null),
  at: date,
  memoryEdit: z.boolean().default(false),
  metadata: z.record(z.string(), z.unknown()).default({}),
});

/** Any line of an export. */
export const ExportLine = z.discriminatedUnion('type', [
  z.object({ type: z.literal('header'), format: z.literal('mnemo-export'), version: z.literal(1), userId: z.string(), tenantId: z.string() }).passthrough(),
  MemoryLine,
  z.object({ type: z.literal('source'), memoryId: z.string(), source }),
  z.object({
    type: z.literal('history'),
    id: z.string(),
    targetKind: z.enum(['memory', 'profile']),
    targetId: z.string(),
    op: z.enum(HISTORY_OPS),
    actor: z.object({ type: z.enum(['user', 'agent', 'system']), id: z.string().nullable() }),
    oldValue: z.unknown(),
    newValue: z.unknown(),
    reason: z.string().max(2000).nullable(),
    at: date,
  }),
  z.object({
    type: z.literal('profile'),
    key: z.string(),
    value: z.unknown(),
    source: z.enum(SOURCE_TYPES),
    sourceId: z.string().max(256).nullable().optional(),
    updatedAt: date,
  }),
  SessionLine,
  EventLine,
]);

/** A validated export line. */
export type ExportLine = z.infer<typeof ExportLine>;
/** A validated memory line. */
export type MemoryLine = z.infer<typeof MemoryLine>;
/** A validated session line. */
export type SessionLine = z.infer<typeof SessionLine>;
/** A validated event line. */
export type EventLine = z.infer<typeof EventLine>;
