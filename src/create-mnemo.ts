/**
 * The composition root: resolved configuration → adapters → the facade.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { resolve } from 'node:path';
import { createModelDecider } from './consolidate/decide.js';
import { createModelExtractor, type ModelExtractorOptions } from './extract/model.js';
import { createRuleExtractor } from './extract/rules.js';
import type { Extractor } from './extract/types.js';
import { createLanguageModel, languageModelFromEnv, parseLlmSpec } from './providers/registry.js';
import { WritePathConfigSchema, type WritePathConfigInput } from './sessions/config.js';
import { createEmbedder } from './embedders/registry.js';
import { MnemoError } from './errors.js';
import { DEFAULT_GUARD_LIMITS, type GuardLimits } from './guard/index.js';
import { silentLogger, type Logger } from './logger.js';
import { Mnemo } from './mnemo.js';
import { RecallConfigSchema, type RecallConfigInput } from './rank/config.js';
import type { Embedder } from './spec/embedder.js';
import type { StorageAdapter } from './spec/storage.js';
import { createPostgresStore, openPgliteDir } from './storage/postgres/index.js';
import { createSqliteStore } from './storage/sqlite/index.js';

/** Options of {@link createMnemo}. Everything is optional: the default is `./mnemo.db` with local embeddings. */
export interface MnemoOptions {
  /**
   * A path or URL (`./mnemo.db`, `sqlite:./m.db`, `:memory:`, `postgres://user@host/db`, `pglite:./folder`),
   * or a storage adapter. Default `MNEMO_DB` or `./mnemo.db`.
   */
  readonly db?: string | StorageAdapter;
  /** `local` (default), `hash[:dims]`, `openai:<model>`, `openai-compatible:<model>`, or an embedder. Default `MNEMO_EMBEDDER` or `local`. */
  readonly embedder?: string | Embedder;
  readonly logger?: Logger;
  /** Recall weights and thresholds (see docs/recall.md). */
  readonly recall?: RecallConfigInput;
  readonly limits?: Partial<GuardLimits>;
  /** Where the local embedder keeps its converted vectors (default `MNEMO_CACHE_DIR` or `~/.cache/mnemo`). */
  readonly cacheDir?: string;
  readonly now?: () => Date;
  /**
   * The language model for extraction, consolidation and the assistant: an AI SDK model, a string
   * such as `openai:gpt-4o-mini`, or null for the offline rules. Default: `MNEMO_LLM`, else offline.
   */
  readonly llm?: LanguageModelV4 | string | null;
  /** Replaces the extractor (default: the model extractor when there is a model, else the rules). */
  readonly extractor?: Extractor;
  /** Topics, few-shot examples and instructions of the model extractor. */
  readonly extraction?: ModelExtractorOptions;
  /** Sessions, triggers, guards and the job queue (see docs/write-path.md). */
  readonly writePath?: WritePathConfigInput;
}

/** Opens a store (migrating it) and returns the engine. */
export async function createMnemo(options: MnemoOptions = {}): Promise<Mnemo> {
  const logger = options.logger ?? silentLogger;
  const recallParsed = RecallConfigSchema.safeParse(options.recall ?? {});
  if (!recallParsed.success) throw new MnemoError('CONFIG_INVALID', `invalid recall configuration: ${recallParsed.error.issues[0]?.message}`);
  const writeParsed = WritePathConfigSchema.safeParse(options.writePath ?? {});
  if (!writeParsed.success) {
    const issue = writeParsed.error.issues[0];
    throw new MnemoError('CONFIG_INVALID', `invalid write path configuration: ${issue?.path.join('.') || 'writePath'}: ${issue?.message}`);
  }
  const llm =
    options.llm === undefined ? await languageModelFromEnv() : typeof options.llm === 'string' ? await createLanguageModel(parseLlmSpec(options.llm)) : options.llm;
  const store = typeof options.db === 'object' ? options.db : openStore(options.db ?? process.env.MNEMO_DB ?? './mnemo.db', logger);
  try {
    await store.migrate();
    const embedder =
      typeof options.embedder === 'object'
        ? options.embedder
        : await createEmbedder(options.embedder ?? process.env.MNEMO_EMBEDDER ?? 'local', { logger, cacheDir: options.cacheDir });
    return new Mnemo({
      store,
      embedder,
      logger,
      recall: recallParsed.data,
      limits: { ...DEFAULT_GUARD_LIMITS, ...options.limits },
      now: options.now ?? (() => new Date()),
      llm,
      extractor: options.extractor ?? (llm ? createModelExtractor(llm, { timeoutMs: writeParsed.data.modelTimeoutMs, ...options.extraction }) : createRuleExtractor()),
      decider: llm ? createModelDecider(llm, { timeoutMs: writeParsed.data.modelTimeoutMs }) : null,
      writePath: writeParsed.data,
    });
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** Opens the storage adapter a short string names. */
export function openStore(spec: string, logger: Logger = silentLogger): StorageAdapter {
  if (/^postgres(ql)?:\/\//i.test(spec)) {
    const poolSize = Number(process.env.MNEMO_PG_POOL_SIZE);
    const keywordIndex = process.env.MNEMO_PG_KEYWORD_INDEX === 'memory' ? 'memory' : 'sql';
    return createPostgresStore({ url: spec, logger, keywordIndex, ...(poolSize > 0 ? { poolSize } : {}) });
  }
  if (/^pglite:/i.test(spec)) {
    const dir = spec.replace(/^pglite:(\/\/)?/i, '');
    return createPostgresStore({ pglite: () => openPgliteDir(dir === '' || dir === 'memory' ? 'memory://' : resolve(dir)), logger });
  }
  const path = spec.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
  if (path === '') throw new MnemoError('CONFIG_INVALID', 'the database path is empty: give a file path such as ./mnemo.db');
  const busy = Number(process.env.MNEMO_BUSY_TIMEOUT_MS);
  return createSqliteStore({ path: path === ':memory:' ? path : resolve(path), logger, ...(busy > 0 ? { busyTimeoutMs: busy } : {}) });
}
