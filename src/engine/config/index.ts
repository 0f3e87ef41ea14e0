export type { MnemoOptions } from './options.js';
export {
  DEFAULT_DB,
  DEFAULT_EMBEDDER,
  DEFAULT_INDEX_CACHE_BYTES,
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
