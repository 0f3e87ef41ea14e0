/**
 * One configuration: options, then the environment, then the defaults, resolved once into a typed,
 * nested config that `createMnemo` and the CLI both use. Every default and every `MNEMO_*` setting
 * the engine reads is here; short strings (`sqlite:./m.db`, `openai:gpt-4o-mini`) are parsed into
 * discriminated unions so a bad one fails before anything is opened.
 */
import {
  AttributeTable,
  BUILTIN_TOPICS,
  DEFAULT_ATTRIBUTES,
  topicTable,
  type AttributeInput,
  type TopicInput,
  type TopicSpec,
} from '../../core/attributes/index.js';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ModelExtractorOptions } from '../../write/extract/model.js';
import type { Extractor } from '../../write/extract/types.js';
import { parseEmbedderSpec, type EmbedderSpec } from '../../models/embedders/registry.js';
import { z } from 'zod';
import { MnemoError } from '../../core/errors.js';
import { ForgettingConfigSchema, type ForgettingConfig, type ForgettingConfigInput } from '../../keep/forget/config.js';
import { DEFAULT_GUARD_LIMITS, type GuardLimits } from '../../write/guard/index.js';
import { silentLogger, type Logger } from '../../core/logger.js';
import { parseLlmSpec, type LlmSpec } from '../../models/providers/registry.js';
import { RecallConfigSchema, type RecallConfig } from '../../read/rank/config.js';
import { WritePathConfigSchema, type WritePathConfig, type WritePathConfigInput } from '../../write/sessions/config.js';
import type { Embedder } from '../../core/contracts/embedder.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import { envInt, parseStoreSpec, type StoreLocation } from '../../storage/open.js';
import type { MnemoOptions } from './options.js';

/** The database when neither `db` nor `MNEMO_DB` names one. */
export const DEFAULT_DB = './mnemo.db';
/** The embedder when neither `embedder` nor `MNEMO_EMBEDDER` names one. */
export const DEFAULT_EMBEDDER = 'local';

/** The database the environment names (`MNEMO_DB`), else {@link DEFAULT_DB}. */
export function defaultDbSpec(env: Readonly<NodeJS.ProcessEnv> = process.env): string {
  return env.MNEMO_DB || DEFAULT_DB;
}

/** The embedder the environment names (`MNEMO_EMBEDDER`), else {@link DEFAULT_EMBEDDER}. */
export function defaultEmbedderSpec(env: Readonly<NodeJS.ProcessEnv> = process.env): string {
  return env.MNEMO_EMBEDDER || DEFAULT_EMBEDDER;
}

/** The store: a location to open, or an adapter the caller built. */
export type StoreConfig = StoreLocation | { readonly kind: 'adapter'; readonly adapter: StorageAdapter };

/** The embedder: a parsed spec to build, or one the caller built. */
export type EmbedderConfig =
  { readonly kind: 'spec'; readonly spec: EmbedderSpec; readonly cacheDir?: string } | { readonly kind: 'instance'; readonly embedder: Embedder };

/** The language model: none (offline rules), a parsed spec to build, or one the caller built. */
export type LlmConfig =
  { readonly kind: 'none' } | { readonly kind: 'spec'; readonly spec: LlmSpec } | { readonly kind: 'model'; readonly model: LanguageModelV4 };

/** The resolved configuration of one engine. */
export interface MnemoConfig {
  readonly store: StoreConfig;
  readonly embedder: EmbedderConfig;
  readonly llm: LlmConfig;
  readonly recall: RecallConfig;
  readonly limits: GuardLimits;
  readonly attributes: AttributeTable;
  readonly topics: readonly TopicSpec[];
  readonly writePath: WritePathConfig;
  readonly extraction: { readonly extractor?: Extractor; readonly options?: ModelExtractorOptions };
  readonly logger: Logger;
  readonly now: () => Date;
  readonly forgetting: ForgettingConfig;
  /** The environment vendor factories read their API keys from when they are built. */
  readonly env: Readonly<NodeJS.ProcessEnv>;
}

/** The kinds of the options, before they are read: a number where a path belongs is CONFIG_INVALID, not a TypeError later. */
function checkShape(options: MnemoOptions): void {
  if (typeof options !== 'object' || options === null) throw new MnemoError('CONFIG_INVALID', 'createMnemo takes an options object');
  const kind = (setting: string, v: unknown, ok: boolean): void => {
    if (v !== undefined && !ok) throw new MnemoError('CONFIG_INVALID', `${setting} has the wrong type`, { details: { setting } });
  };
  kind('db', options.db, typeof options.db === 'string' || (typeof options.db === 'object' && options.db !== null));
  kind('embedder', options.embedder, typeof options.embedder === 'string' || (typeof options.embedder === 'object' && options.embedder !== null));
  kind('cacheDir', options.cacheDir, typeof options.cacheDir === 'string');
  const max = options.limits?.maxChars;
  kind('limits.maxChars', max, Number.isInteger(max) && (max as number) >= 1 && (max as number) <= 1_000_000);
}

/** Resolves `options` over `env` over the defaults. Throws CONFIG_INVALID naming the setting that is wrong. */
export function resolveConfig(options: MnemoOptions = {}, env: Readonly<NodeJS.ProcessEnv> = process.env): MnemoConfig {
  checkShape(options);
  const recall = RecallConfigSchema.safeParse(options.recall ?? {});
  if (!recall.success) throw new MnemoError('CONFIG_INVALID', `invalid recall configuration: ${recall.error.issues[0]?.message}`);
  const writePath = WritePathConfigSchema.safeParse({ ...writePathFromEnv(env), ...options.writePath });
  if (!writePath.success) {
    const issue = writePath.error.issues[0];
    throw new MnemoError('CONFIG_INVALID', `invalid write path configuration: ${issue?.path.join('.') || 'writePath'}: ${issue?.message}`);
  }
  const forgetting = ForgettingConfigSchema.safeParse({ ...forgettingFromEnv(env), ...options.forgetting });
  if (!forgetting.success) {
    const issue = forgetting.error.issues[0];
    throw new MnemoError('CONFIG_INVALID', `invalid forgetting configuration: ${issue?.path.join('.') || 'forgetting'}: ${issue?.message}`);
  }
  return {
    store: typeof options.db === 'object' ? { kind: 'adapter', adapter: options.db } : parseStoreSpec(options.db ?? defaultDbSpec(env), env),
    embedder:
      typeof options.embedder === 'object'
        ? { kind: 'instance', embedder: options.embedder }
        : {
            kind: 'spec',
            spec: parseEmbedderSpec(options.embedder ?? defaultEmbedderSpec(env), env),
            ...(options.cacheDir !== undefined && { cacheDir: options.cacheDir }),
          },
    llm: llmConfig(options.llm === undefined ? env.MNEMO_LLM : options.llm, env),
    recall: recall.data,
    limits: { ...DEFAULT_GUARD_LIMITS, ...options.limits },
    attributes: attributeTable(options.attributes),
    topics: topics(options.topics),
    writePath: writePath.data,
    extraction: { ...(options.extractor && { extractor: options.extractor }), ...(options.extraction && { options: options.extraction }) },
    logger: options.logger ?? silentLogger,
    now: options.now ?? clockFromEnv(env),
    forgetting: forgetting.data,
    env,
  };
}

/** The file or folder a store keeps its data in, or null when it is a server or in memory. */
export function storePathOf(store: StoreConfig): string | null {
  if (store.kind === 'sqlite') return store.path === ':memory:' ? null : store.path;
  if (store.kind === 'pglite') return store.dir === 'memory://' ? null : store.dir;
  return null;
}

/** A short description of where a store is, for messages (a server URL without its password). */
export function describeStore(store: StoreConfig): string {
  if (store.kind === 'adapter') return `${store.adapter.kind} (adapter)`;
  if (store.kind === 'postgres') return store.url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  return storePathOf(store) ?? 'memory';
}

function llmConfig(value: LanguageModelV4 | string | null | undefined, env: Readonly<NodeJS.ProcessEnv>): LlmConfig {
  if (value === null || value === undefined) return { kind: 'none' };
  if (typeof value !== 'string') return { kind: 'model', model: value };
  if (value.trim() === '' || value.trim() === 'none') return { kind: 'none' };
  return { kind: 'spec', spec: parseLlmSpec(value, env) };
}

/**
 * The clock: `MNEMO_NOW` (an ISO date) fixes it, so a CLI run can act at another instant (a year of
 * decay simulated, a test made repeatable); otherwise the system clock.
 */
function clockFromEnv(env: Readonly<NodeJS.ProcessEnv>): () => Date {
  const fixed = env.MNEMO_NOW?.trim();
  if (!fixed) return () => new Date();
  const at = new Date(fixed);
  if (!/^\d{4}-\d{2}-\d{2}/.test(fixed) || Number.isNaN(at.getTime())) {
    throw new MnemoError('CONFIG_INVALID', 'MNEMO_NOW must be an ISO date such as 2027-01-31 or 2027-01-31T09:00:00Z, or unset', {
      details: { setting: 'MNEMO_NOW' },
    });
  }
  return () => new Date(at.getTime());
}

/** Forgetting and learning schedules a deployment may set by environment. */
function forgettingFromEnv(env: Readonly<NodeJS.ProcessEnv>): ForgettingConfigInput {
  const out: Record<string, number> = {};
  for (const [key, name] of [
    ['maintenanceIntervalMs', 'MNEMO_MAINTAIN_INTERVAL_MS'],
    ['lessonIntervalMs', 'MNEMO_LESSON_INTERVAL_MS'],
    ['dreamIntervalMs', 'MNEMO_DREAM_INTERVAL_MS'],
  ] as const) {
    const v = envInt(env, name, 0);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** Write-path settings a deployment may set by environment (tests shorten the backoff with these). */
function writePathFromEnv(env: Readonly<NodeJS.ProcessEnv>): WritePathConfigInput {
  const out: Record<string, number> = {};
  for (const [key, name] of [
    ['backoffMs', 'MNEMO_JOB_BACKOFF_MS'],
    ['leaseMs', 'MNEMO_JOB_LEASE_MS'],
    ['modelTimeoutMs', 'MNEMO_LLM_TIMEOUT_MS'],
    ['maxAttempts', 'MNEMO_JOB_MAX_ATTEMPTS'],
    ['lessonMinEpisodes', 'MNEMO_LESSON_MIN_EPISODES'],
    ['idleTimeoutMs', 'MNEMO_IDLE_TIMEOUT_MS'],
    ['extractEvery', 'MNEMO_EXTRACT_EVERY'],
  ] as const) {
    const v = envInt(env, name, 0);
    if (v !== undefined) out[key] = v;
  }
  const similarity = env.MNEMO_LESSON_SIMILARITY?.trim();
  if (similarity) {
    // A number here, so `0.8x` is not read as 0.8; the range (0..1) is the schema's to check.
    if (!/^\d*\.?\d+$/.test(similarity)) {
      throw new MnemoError('CONFIG_INVALID', 'MNEMO_LESSON_SIMILARITY must be a number between 0 and 1, such as 0.8, or unset', {
        details: { setting: 'MNEMO_LESSON_SIMILARITY' },
      });
    }
    out.lessonSimilarity = Number(similarity);
  }
  return out;
}

export { parseStoreSpec, type StoreLocation };
/** The bound of the in-process scope index cache when `MNEMO_INDEX_CACHE_MB` is unset (1 GiB). */
export { DEFAULT_INDEX_CACHE_BYTES } from '../../storage/shared/scope-cache.js';

const AttributeInputSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/i, 'an attribute key is a letter, then letters, digits, _ . -'),
  cardinality: z.enum(['single', 'multi']),
  aliases: z.array(z.string().min(1).max(64)).optional(),
  profile: z.boolean().optional(),
  label: z.string().min(1).max(64).optional(),
  asked: z.array(z.string().min(1).max(100)).max(200).optional(),
  topics: z.array(z.string().min(1).max(64)).max(50).optional(),
  person: z.boolean().optional(),
  nouns: z
    .array(
      z.object({
        head: z.string().min(1).max(64),
        synonyms: z.array(z.string().min(1).max(64)).max(200).optional(),
        under: z.array(z.string().min(1).max(64)).max(500).optional(),
        context: z.array(z.string().min(1).max(64)).max(100).optional(),
      }),
    )
    .max(100)
    .optional(),
});

const TopicInputSchema = z.object({
  name: z.string().min(1).max(64),
  cues: z.array(z.string().min(1).max(100)).max(500).optional(),
  attributes: z.array(z.string().min(1).max(64)).max(100).optional(),
  says: z.array(z.string().min(1).max(100)).max(500).optional(),
});

/** The request topics: the built-ins plus the configured ones; CONFIG_INVALID for a malformed one. */
function topics(extra: readonly TopicInput[] | undefined): readonly TopicSpec[] {
  if (extra === undefined) return BUILTIN_TOPICS;
  const parsed = z.array(TopicInputSchema).safeParse(extra);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MnemoError('CONFIG_INVALID', `invalid topics: ${issue?.path.join('.') || 'topics'}: ${issue?.message}`, { details: { setting: 'topics' } });
  }
  return topicTable(parsed.data);
}

/** The attribute table: the built-ins plus the configured attributes; CONFIG_INVALID for a malformed one. */
function attributeTable(extra: readonly AttributeInput[] | undefined): AttributeTable {
  if (extra === undefined) return DEFAULT_ATTRIBUTES;
  const parsed = z.array(AttributeInputSchema).safeParse(extra);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MnemoError('CONFIG_INVALID', `invalid attributes: ${issue?.path.join('.') || 'attributes'}: ${issue?.message}`, {
      details: { setting: 'attributes' },
    });
  }
  return new AttributeTable(parsed.data);
}
