/** What the learning passes (dreams, lessons) need from the engine. */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Caller } from '../../core/caller.js';
import type { GuardLimits } from '../../write/guard/index.js';
import type { Logger } from '../../core/logger.js';
import type { ScopeInput } from '../../core/scope-input.js';
import type { WritePathConfig } from '../../write/sessions/config.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';

/** The engine's parts the learning passes use. */
export interface LearnDeps {
  readonly store: StorageAdapter;
  readonly llm: LanguageModelV4 | null;
  readonly logger: Logger;
  readonly limits: GuardLimits;
  readonly now: () => Date;
  /** Consolidation's thresholds, the lesson settings and the model timeout. */
  readonly writePath: WritePathConfig;
  readonly caller: (scope: ScopeInput) => Promise<Caller>;
  readonly embed: (texts: readonly string[]) => Promise<Float32Array[]>;
  readonly embeddingModel: () => Promise<string>;
}
