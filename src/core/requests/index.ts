/**
 * The requests that add or change memory: one zod schema per operation, shared by every surface
 * (docs/write-path.md, "One schema per operation"). The facade parses each request with it once, where
 * it enters the library; HTTP validates and documents its bodies with the same fields; MCP and the AI
 * SDK tools describe their inputs with it ({@link describedOnly}) and hand what the model sent to the
 * same parse; the CLI and import hand their values to it too. So one content limit (`maxChars`), one
 * reason limit and one id rule hold everywhere, and every refusal is the same coded error.
 */
import { z } from 'zod';
import { MnemoError } from '../errors.js';
import { MEMORY_KINDS, SOURCE_TYPES } from '../types/memory.js';

/** A date as a caller may give it: a Date, an ISO string or epoch milliseconds — not `true` (which would be 1970). */
const DateInput = z.union([z.date(), z.string(), z.number()]).pipe(z.coerce.date());
/** Longest reason kept in history, in characters. */
export const MAX_REASON_CHARS = 2000;
/** Longest id (of a memory, a source), in characters. */
export const MAX_ID_CHARS = 256;
/** Longest search context of a memory, in characters. */
export const MAX_CONTEXT_CHARS = 8000;
/** Longest subject or predicate of a triple. */
export const MAX_TRIPLE_PART_CHARS = 200;
/** Longest object of a triple, or value of an attribute given with an update. */
export const MAX_VALUE_CHARS = 500;
/** Longest description of what to forget ("my wife's name"). */
export const MAX_FORGET_DESCRIPTION_CHARS = 500;

/** The limits a request is checked against: the engine's `limits` (`maxChars`, default 2,000). */
export interface RequestLimits {
  readonly maxChars: number;
}

/** A namespace name: `user`, `agent:<id>`, `shared:<name>`…: letters, digits and `. _ : @ + -`, no path parts. */
export const NamespaceSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:@+-]*$/, 'a namespace is letters, digits and . _ : @ + - (starting with a letter or digit)')
  .refine((s) => !s.split(/[:/]/).some((p) => p === '..' || p === '.'), 'a namespace has no "." or ".." parts');

/** The id of a memory: text of 1–256 characters, not blank. */
export const MemoryIdSchema = z
  .string()
  .max(MAX_ID_CHARS)
  .refine((s) => s.trim() !== '', 'give the id of the memory (text of 1–256 characters)');

/** Why a change is made; kept in history (its secrets are redacted by the guard). */
export const ReasonSchema = z.string().max(MAX_REASON_CHARS);

/** A fact as a triple. */
export const TripleSchema = z.object({
  subject: z.string().min(1).max(MAX_TRIPLE_PART_CHARS),
  predicate: z.string().min(1).max(MAX_TRIPLE_PART_CHARS),
  object: z.string().min(1).max(MAX_VALUE_CHARS),
});

/** The new value of the attribute a memory holds, given with an update when the text does not say it plainly. */
export const ValueSchema = z.string().min(1).max(MAX_VALUE_CHARS);

/** A profile key: a letter, then letters, digits, `_ . -`; 1–64 characters (the engine lower-cases it). */
export const ProfileKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^\s*[A-Za-z][A-Za-z0-9_.-]*\s*$/, 'a profile key is 1–64 characters: a letter, then letters, digits, _ . -');

/** A source to revoke: `bootstrap:hr-system`, `session:<id>`, `import:<name>` … */
export const RevokedSourceSchema = z.string().min(1).max(MAX_ID_CHARS);

/** The text of a memory, a note or a replacement: 1 to `maxChars` characters. */
export function memoryText(limits: RequestLimits): z.ZodString {
  return z.string().min(1, 'is empty').max(limits.maxChars);
}

function build(limits: RequestLimits) {
  const text = memoryText(limits);
  const optionalReason = ReasonSchema.optional();
  return {
    /** `remember`: one thing to remember. */
    remember: z.object({
      content: text,
      kind: z.enum(MEMORY_KINDS).default('fact'),
      importance: z.number().min(0).max(1).default(0.5),
      confidence: z.number().min(0).max(1).default(0.9),
      triple: TripleSchema.nullish(),
      namespace: NamespaceSchema.optional(),
      source: z.object({ type: z.enum(SOURCE_TYPES), id: z.string().max(MAX_ID_CHARS).nullable().default(null) }).optional(),
      /** When the fact became true or the event happened (default: now). */
      validFrom: DateInput.optional(),
      expiresAt: DateInput.nullish(),
      /** Time to live in days from now (renewed by use); `expiresAt` wins when both are given. */
      ttlDays: z.number().positive().max(36_500).optional(),
      halfLifeDays: z.number().positive().nullish(),
      metadata: z.record(z.string(), z.unknown()).default({}),
      /**
       * Text searched together with the memory but not part of it: for a conversation turn, the turns
       * just before it, which often hold the words a later question uses. Kept in the record's
       * `context`; never shown as the memory's content.
       */
      context: z.string().max(MAX_CONTEXT_CHARS).optional(),
      /** Why it is remembered; goes into history. */
      reason: optionalReason,
    }),
    /** `update`: replace a memory's text (a new version). */
    update: z.object({
      id: MemoryIdSchema,
      content: text,
      value: ValueSchema.optional(),
      triple: TripleSchema.nullable().optional(),
      keepNotes: z.boolean().optional(),
      reason: optionalReason,
    }),
    /** `note`: attach a clarifying note. */
    note: z.object({ id: MemoryIdSchema, note: text, reason: optionalReason }),
    /** `forget`: forget one memory by id. */
    forget: z.object({ id: MemoryIdSchema, reason: optionalReason }),
    /**
     * `forget` by description: what to forget as the user said it ("my wife's name", "my team", "the
     * Lisbon trip"), read as a subject and an attribute (docs/write-path.md, "Forgetting by description").
     */
    forgetDescribed: z.object({
      description: z
        .string()
        .max(MAX_FORGET_DESCRIPTION_CHARS)
        .refine((s) => s.trim() !== '', 'say what to forget'),
      reason: optionalReason,
    }),
    /** `setProfile`: set one profile field. */
    setProfile: z.object({ key: ProfileKeySchema, value: z.unknown(), source: z.enum(SOURCE_TYPES).optional(), reason: optionalReason }),
    /** `unsetProfile`: remove one profile field. */
    unsetProfile: z.object({ key: ProfileKeySchema, reason: optionalReason }),
    /** `revokeSource`: withdraw a source. */
    revoke: z.object({ source: RevokedSourceSchema, dryRun: z.boolean().optional() }),
    /** A memory line of an import: the fields `remember` checks, with the same limits. */
    importMemory: z.object({
      content: text,
      notes: z.array(text),
      triple: TripleSchema.nullable(),
      namespace: NamespaceSchema,
      context: z.string().max(MAX_CONTEXT_CHARS).nullable(),
    }),
  };
}

/** The schema of every write operation, for one set of limits. */
export type RequestSchemas = ReturnType<typeof build>;
/** A parsed `remember` request. */
export type RememberRequest = z.output<RequestSchemas['remember']>;
/** What a caller gives to remember one thing. */
export type RememberInput = z.input<RequestSchemas['remember']>;

const built = new Map<number, RequestSchemas>();

/** The schemas of the write operations under `limits` (built once per limit). */
export function requestSchemas(limits: RequestLimits): RequestSchemas {
  let schemas = built.get(limits.maxChars);
  if (!schemas) {
    schemas = build(limits);
    built.set(limits.maxChars, schemas);
  }
  return schemas;
}

/** Parses `value` with `schema`, or throws the coded INVALID_INPUT of {@link requestError}. */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw requestError(parsed.error, what, value);
}

/**
 * The one error for a request that does not parse, whichever surface it came from: INVALID_INPUT
 * naming the field (`details.field`); over a length limit also `details.length` and `details.limit`.
 */
export function requestError(error: z.ZodError, what: string, value?: unknown): MnemoError<'INVALID_INPUT'> {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const field = path.length > 0 ? path.map(String).join('.') : 'input';
  if (issue?.code === 'too_big' && issue.origin === 'string') {
    const given = valueAt(value, path);
    const limit = Number(issue.maximum);
    const length = typeof given === 'string' ? given.length : undefined;
    return new MnemoError('INVALID_INPUT', `invalid ${what}: ${field} has ${length ?? 'more than ' + limit} characters, the limit is ${limit}`, {
      details: { field, limit, ...(length !== undefined && { length }) },
    });
  }
  return new MnemoError('INVALID_INPUT', `invalid ${what}: ${field}: ${issue?.message ?? 'invalid'}`, { details: { field } });
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * The same object schema for a tool SDK (MCP, the AI SDK) to show, not to enforce: its JSON Schema
 * is the original's (limits, enums, descriptions, required fields), but it accepts any values, so
 * what the model sent reaches {@link parseRequest} and is answered with the coded error every other
 * surface gives, instead of the SDK's own uncoded one.
 */
export function describedOnly<S extends z.ZodObject>(schema: S): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const { $schema: _ignored, ...json } = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    shape[key] = z.unknown().optional().meta(json);
    if (!field.safeParse(undefined).success) required.push(key);
  }
  return z.looseObject(shape).meta(required.length > 0 ? { required } : {});
}
