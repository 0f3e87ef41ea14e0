/**
 * The HTTP API's zod schemas: they validate request bodies and queries AND generate the OpenAPI
 * document, so the document cannot drift from the code. Request objects are strict (an unknown field
 * is a 400, never silently dropped); responses describe what the handlers send.
 */
import { z } from '@hono/zod-openapi';
import { MemoryIdSchema, ProfileKeySchema, ReasonSchema, type RequestSchemas } from '../../core/requests/index.js';
import { HISTORY_OPS } from '../../core/types/history.js';
import { JOB_STATUSES } from '../../core/types/job.js';
import { MEMORY_STATES } from '../../core/memory-state.js';
import { MEMORY_KINDS, SOURCE_TYPES } from '../../core/types/memory.js';
import { EVENT_ROLES } from '../../core/types/session.js';

const id = z.string().min(1).max(128);
/** A user id in a body or query: optional because a user-bound key supplies its own. */
export const UserField = id.optional().openapi({ description: 'The user; may be left out with a user-bound key (the key decides it).' });
const date = z.string().openapi({ format: 'date-time' });
const flag = z.enum(['true', 'false']).optional();

export const ErrorSchema = z
  .object({ error: z.object({ code: z.string().openapi({ example: 'NOT_FOUND' }), message: z.string() }) })
  .openapi('Error', { description: 'Every failure: a stable code (see docs/server.md) and a message without user data.' });

export const MemorySchema = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    userId: z.string(),
    agentId: z.string().nullable(),
    sessionId: z.string().nullable(),
    namespace: z.string(),
    kind: z.enum(MEMORY_KINDS),
    content: z.string(),
    notes: z.array(z.string()),
    triple: z.object({ subject: z.string(), predicate: z.string(), object: z.string() }).nullable(),
    importance: z.number(),
    confidence: z.number(),
    createdAt: date,
    updatedAt: date,
    lastAccessedAt: date.nullable(),
    accessCount: z.number().int(),
    halfLifeDays: z.number().nullable(),
    expiresAt: date.nullable(),
    validFrom: date,
    invalidatedAt: date.nullable(),
    invalidationReason: z.string().nullable(),
    supersededBy: z.string().nullable(),
    supersedes: z.string().nullable(),
    source: z.object({ type: z.enum(SOURCE_TYPES), id: z.string().nullable() }),
    embeddingModel: z.string().nullable(),
    profileKey: z.string().nullable(),
    corroborations: z.number().int(),
    review: z.object({ similarTo: z.string(), similarity: z.number() }).nullable(),
    context: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    state: z
      .enum(MEMORY_STATES)
      .optional()
      .openapi({ description: 'In lists: the row’s state at the time of the request (a past row is superseded, forgotten, expired or archived).' }),
  })
  .openapi('Memory');

/**
 * The write bodies are the shared request schemas (src/core/requests) under the engine's limits, so
 * HTTP checks and documents exactly what the library, MCP, the AI SDK tools and the CLI accept; only
 * the envelope is HTTP's own (the user, dates as ISO text, no `source`: a key cannot claim one).
 */
export function rememberBody(requests: RequestSchemas) {
  return requests.remember
    .omit({ source: true })
    .extend({
      userId: UserField,
      content: requests.remember.shape.content.clone().openapi({
        example: 'I am allergic to peanuts',
        description: 'At most `limits.maxChars` characters (default 2000), the same limit on every surface.',
      }),
      validFrom: date.optional(),
      expiresAt: date.nullable().optional(),
      consolidate: z.boolean().optional().openapi({
        description:
          'Consolidate with what is stored (default true): a near-duplicate reinforces, a new value of a single-valued attribute supersedes. `false`: append as it is (bulk loads).',
      }),
    })
    .strict()
    .openapi('RememberRequest');
}

export const ListQuery = z.strictObject({
  userId: UserField,
  kind: z.enum(MEMORY_KINDS).optional(),
  includeInvalid: flag,
  archived: flag.openapi({ description: '`true`: only memories maintenance archived for low confidence (docs/forgetting.md).' }),
  flagged: flag.openapi({ description: '`true`: only memories flagged for review in the consolidation band; `false`: only unflagged ones.' }),
  cursor: z.string().max(64).optional().openapi({ description: 'The `nextCursor` of the previous page.' }),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const UserQuery = z.strictObject({ userId: UserField });
export const MemoryParams = z.object({ id: MemoryIdSchema.clone().openapi({ param: { name: 'id', in: 'path' } }) });
export const UserParams = z.object({ userId: id.openapi({ param: { name: 'userId', in: 'path' } }) });
export const SessionParams = z.object({ sessionId: id.openapi({ param: { name: 'sessionId', in: 'path' } }) });

export const MemoryPage = z.object({ items: z.array(MemorySchema), nextCursor: z.string().nullable() }).openapi('MemoryPage');

/** `PATCH /v1/memories/{id}`: the shared `update` (content) or `note` request. */
export function patchMemoryBody(requests: RequestSchemas) {
  const { update, note } = requests;
  return z
    .strictObject({
      userId: UserField,
      content: update.shape.content.optional().openapi({ description: 'Replace the memory with this text (a new version; the old one is kept in history).' }),
      note: note.shape.note.optional().openapi({ description: 'Add a note to the memory instead.' }),
      value: update.shape.value.clone().openapi({
        description: 'With content: the new value of the attribute the memory holds (its profile field), when the text does not say it plainly.',
      }),
      triple: update.shape.triple.clone().openapi({ description: 'With content: the new triple (null: none). Default: read from the new text.' }),
      keepNotes: update.shape.keepNotes,
      reason: update.shape.reason,
    })
    .refine((b) => (b.content === undefined) !== (b.note === undefined), { message: 'give exactly one of content (replace) or note' })
    .openapi('PatchMemoryRequest');
}

export const PatchMemoryResult = z
  .object({ memory: MemorySchema, previous: MemorySchema.nullable().openapi({ description: 'The replaced version (null for a note).' }) })
  .openapi('PatchMemoryResult');

export const ForgetQuery = z.strictObject({ userId: UserField, reason: ReasonSchema.optional() });
export const ForgetResult = z.object({ memory: MemorySchema, alreadyForgotten: z.boolean() }).openapi('ForgetResult');

export const HistoryEntrySchema = z
  .object({
    id: z.string(),
    targetKind: z.enum(['memory', 'profile']),
    targetId: z.string(),
    op: z.enum(HISTORY_OPS),
    actor: z.object({ type: z.enum(['user', 'agent', 'system']), id: z.string().nullable() }),
    oldValue: z.unknown(),
    newValue: z.unknown(),
    reason: z.string().nullable(),
    at: date,
  })
  .openapi('HistoryEntry');
export const HistoryResult = z.object({ items: z.array(HistoryEntrySchema) }).openapi('History');

export const RecallBody = z
  .strictObject({
    userId: UserField,
    query: z.string().min(1).max(10_000),
    k: z.number().int().min(1).max(1000).optional(),
    asOf: date.optional(),
    includeInvalid: z.boolean().optional(),
    kinds: z.array(z.enum(MEMORY_KINDS)).optional(),
  })
  .openapi('RecallRequest');

const Scores = z.record(z.string(), z.number().nullable()).openapi('ScoreBreakdown');
export const RecallResult = z.object({ results: z.array(z.object({ memory: MemorySchema, score: z.number(), scores: Scores })) }).openapi('RecallResult');

export const ContextBody = z
  .strictObject({
    userId: UserField,
    message: z.string().min(1).max(10_000),
    budget: z.number().int().min(1).max(100_000).optional(),
    sessionId: id.optional().openapi({ description: 'Freeze the stable block for this session.' }),
    explain: z.boolean().optional().openapi({ description: 'Also return `explain`: the score and score parts of each memory packed.' }),
  })
  .openapi('ContextRequest');

const Block = z.object({ text: z.string(), tokens: z.number().int(), memoryIds: z.array(z.string()) });
const Packed = z
  .object({
    id: z.string(),
    block: z.enum(['stable', 'episodic']),
    score: z.number().nullable().openapi({ description: 'Null for what recall did not rank: the stable block’s preferences, a listed skill.' }),
    scores: Scores.nullable(),
  })
  .openapi('PackedMemory');
export const ContextResult = z
  .object({
    stable: Block.extend({ frozen: z.boolean() }),
    episodic: Block,
    budget: z.number().int(),
    tokens: z.number().int(),
    explain: z.array(Packed).optional().openapi({ description: 'With `explain: true`: every memory packed, in block order, with its scores.' }),
  })
  .openapi('ContextResult');

export const ProfileEntrySchema = z
  .object({ key: z.string(), value: z.unknown(), source: z.enum(SOURCE_TYPES), sourceId: z.string().nullable().optional(), updatedAt: date })
  .openapi('ProfileEntry');
export const ProfileResult = z.object({ items: z.array(ProfileEntrySchema) }).openapi('Profile');
export const PatchProfileBody = z
  .strictObject({
    set: z
      .record(ProfileKeySchema, z.unknown())
      .refine((o) => Object.keys(o).length <= 100, 'at most 100 fields in one change')
      .optional()
      .openapi({ description: 'Fields to set (each keeps its fact memory in step); at most 100 with unset.' }),
    unset: z.array(ProfileKeySchema).max(100).optional(),
    reason: ReasonSchema.optional(),
  })
  .openapi('PatchProfileRequest');

export const FactsQuery = z.strictObject({
  subject: z.string().max(200).optional(),
  predicate: z.string().max(200).optional(),
  object: z.string().max(500).optional(),
  includeInvalid: flag,
  asOf: date.optional().openapi({ description: 'What was valid at this instant (one value per single-valued attribute).' }),
});
export const MemoryList = z.object({ items: z.array(MemorySchema) }).openapi('MemoryList');

export const EraseResult = z
  .object({ memories: z.number().int(), history: z.number().int(), profile: z.number().int(), sessions: z.number().int(), jobs: z.number().int() })
  .openapi('EraseReport');

export const SessionSchema = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    userId: z.string(),
    agentId: z.string().nullable(),
    startedAt: date,
    lastEventAt: date,
    endedAt: date.nullable(),
    endReason: z.string().nullable(),
    eventCount: z.number().int(),
    watermark: z.number().int(),
    summary: z.string(),
  })
  .openapi('Session');
export const EventSchema = z
  .object({ sessionId: z.string(), seq: z.number().int(), role: z.enum(EVENT_ROLES), content: z.string(), name: z.string().nullable(), at: date })
  .openapi('SessionEvent');
export const JobSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    type: z.string(),
    status: z.enum(JOB_STATUSES),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    runAt: date,
    lastError: z.string().nullable(),
    createdAt: date,
    updatedAt: date,
  })
  .openapi('Job');

export const OpenSessionBody = z
  .strictObject({
    userId: UserField,
    sessionId: id.optional(),
    fresh: z.boolean().optional().openapi({ description: 'Start a new session even if one is active.' }),
  })
  .openapi('OpenSessionRequest');
export const SessionList = z.object({ items: z.array(SessionSchema) }).openapi('SessionList');
export const SessionDetail = z.object({ session: SessionSchema, events: z.array(EventSchema) }).openapi('SessionDetail');
export const AppendBody = z
  .strictObject({
    userId: UserField,
    events: z
      .array(z.strictObject({ role: z.enum(EVENT_ROLES), content: z.string().max(100_000), name: z.string().max(128).optional(), at: date.optional() }))
      .min(1)
      .max(500),
  })
  .openapi('AppendEventsRequest');
export const AppendResult = z.object({ events: z.array(EventSchema), jobs: z.array(JobSchema) }).openapi('AppendEventsResult');
export const EndSessionBody = z.strictObject({ userId: UserField, reason: z.string().max(200).optional() }).openapi('EndSessionRequest');
export const EndResult = z.object({ job: JobSchema.nullable() }).openapi('EndSessionResult');
export const SessionListQuery = z.strictObject({ userId: UserField, limit: z.coerce.number().int().min(1).max(500).optional() });

export const JobsQuery = z.strictObject({
  userId: UserField,
  status: z.enum(JOB_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
export const JobList = z.object({ items: z.array(JobSchema) }).openapi('JobList');

export const GrantSchema = z
  .object({ agentId: id, namespace: z.string().min(1).max(128), read: z.boolean(), write: z.boolean() })
  .openapi('Grant', { description: 'An agent’s access to a namespace of the tenant (`*` = every namespace).' });
export const GrantBody = z.strictObject({ agentId: id, namespace: z.string().min(1).max(128), read: z.boolean(), write: z.boolean() }).openapi('GrantRequest');
export const GrantList = z.object({ items: z.array(GrantSchema) }).openapi('GrantList');
export const GrantsQuery = z.strictObject({ agentId: id.optional() });
export const RevokeGrantQuery = z.strictObject({ agentId: id, namespace: z.string().min(1).max(128) });

export const ImportResult = z
  .object({
    memories: z.number().int(),
    skipped: z.number().int(),
    reembedded: z.number().int(),
    history: z.number().int(),
    profile: z.number().int(),
    sessions: z.number().int(),
    events: z.number().int(),
    flagged: z.number().int().describe('memories imported only as quoted episodes flagged for review: a text field read as an instruction to the assistant'),
  })
  .openapi('ImportReport');
export const Ok = z.object({ ok: z.literal(true) }).openapi('Ok');

/** `POST /v1/users/{userId}/revoke`: the shared `revoke` request (docs/forgetting.md). */
export function revokeBody(requests: RequestSchemas) {
  return requests.revoke
    .extend({
      source: requests.revoke.shape.source.clone().openapi({
        example: 'bootstrap:hr-system',
        description: 'The withdrawn source: `<type>:<id>` (`bootstrap:hr-system`, `import:crm`) or `session:<id>` (every event of that session).',
      }),
      dryRun: requests.revoke.shape.dryRun.clone().openapi({ description: '`true`: return the plan and change nothing.' }),
    })
    .strict()
    .openapi('RevokeRequest');
}

const SourceRefSchema = z.object({ type: z.enum(SOURCE_TYPES), id: z.string().nullable() });
export const RevokeResult = z
  .object({
    source: z.string(),
    dryRun: z.boolean(),
    steps: z.array(
      z.object({
        memoryId: z.string(),
        action: z.enum(['delete', 'regenerate']),
        remaining: z.array(SourceRefSchema).openapi({ description: 'The sources the memory keeps (empty for a delete).' }),
        content: z.string().optional().openapi({ description: 'A regenerate: the words the memory keeps, from what remains.' }),
        by: z.enum(['model', 'statement']).optional(),
      }),
    ),
    deleted: z.number().int(),
    regenerated: z.number().int(),
    clearedSession: z.string().nullable().openapi({ description: 'For `session:<id>`: the session whose events, summary and jobs were removed.' }),
  })
  .openapi('RevocationReport');
