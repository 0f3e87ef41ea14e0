/**
 * The options a caller gives `createMnemo` (and the CLI builds from its flags). Everything is
 * optional; {@link resolveConfig} fills in the environment and the defaults.
 */
import type { AttributeInput, TopicInput } from '../../core/attributes/index.js';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ModelExtractorOptions } from '../../write/extract/model.js';
import type { Extractor } from '../../write/extract/types.js';
import type { ForgettingConfigInput } from '../../keep/forget/config.js';
import type { GuardLimits } from '../../write/guard/index.js';
import type { Logger } from '../../core/logger.js';
import type { RecallConfigInput } from '../../read/rank/config.js';
import type { WritePathConfigInput } from '../../write/sessions/config.js';
import type { Embedder } from '../../core/contracts/embedder.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';

/** Options of `createMnemo`. Everything is optional: the default is `./mnemo.db` with local embeddings. */
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
  /** Attributes added to (or replacing) the built-in attribute table (see docs/write-path.md, “The attribute model”). */
  readonly attributes?: readonly AttributeInput[];
  /** Request topics added to (or extending) the built-in ones: which attributes a request on a topic bears on (docs/recall.md). */
  readonly topics?: readonly TopicInput[];
  /** Where the local embedder keeps its converted vectors (default `MNEMO_CACHE_DIR` or `~/.cache/mnemo`). */
  readonly cacheDir?: string;
  /** The clock every time-dependent decision reads (decay, TTLs, recency). Default `MNEMO_NOW` (an ISO date, fixed), else the system clock. */
  readonly now?: () => Date;
  /** Decay, archiving, confidence ageing and the maintenance schedule (see docs/forgetting.md). */
  readonly forgetting?: ForgettingConfigInput;
  /**
   * The language model for extraction, consolidation and the assistant: an AI SDK model, a string
   * such as `openai:gpt-4o-mini`, or null for the offline rules. Default: `MNEMO_LLM`, else offline.
   */
  readonly llm?: LanguageModelV4 | string | null;
  /** Replaces the extractor (default: the model extractor when there is a model, else the rules). */
  readonly extractor?: Extractor;
  /** Topics, few-shot examples and instructions of the model extractor. */
  readonly extraction?: ModelExtractorOptions;
  /**
   * Sessions, triggers, guards and the job queue (see docs/write-path.md). Fields not given come from
   * `MNEMO_JOB_BACKOFF_MS`, `MNEMO_JOB_LEASE_MS`, `MNEMO_JOB_MAX_ATTEMPTS`, `MNEMO_LLM_TIMEOUT_MS`,
   * `MNEMO_IDLE_TIMEOUT_MS` (`idleTimeoutMs`), `MNEMO_EXTRACT_EVERY` (`extractEvery`), then the defaults.
   */
  readonly writePath?: WritePathConfigInput;
}
