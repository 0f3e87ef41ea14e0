export type { MnemoOptions } from './options.js';
export {
  DEFAULT_DB,
  DEFAULT_EMBEDDER,
  defaultDbSpec,
  defaultEmbedderSpec,
  describeStore,
  parseStoreSpec,
  resolveConfig,
  storePathOf,
  type EmbedderConfig,
  type LlmConfig,
  type MnemoConfig,
  type StoreConfig,
  type StoreLocation,
} from './resolve.js';
