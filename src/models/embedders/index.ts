/**
 * Embedders: the offline default (`local`, GloVe + SIF), a dependency-free hashing embedder, and
 * wrappers for AI SDK providers, plus the helpers that call them. Only what is listed here is public.
 */
export { cosine, embedTexts, l2Normalize, type EmbedTextsOptions } from './embed.js';
export { hashEmbedder, type HashEmbedder, type HashEmbedderOptions } from './hash.js';
export {
  fromAiSdkEmbeddingModel,
  openAICompatibleEmbedder,
  openAIEmbedder,
  type FromAiSdkOptions,
  type OpenAICompatibleEmbedderOptions,
  type OpenAIEmbedderOptions,
} from './remote.js';
export { createEmbedder, parseEmbedderSpec, type CreateEmbedderOptions, type EmbedderSpec } from './registry.js';
export { localEmbedder, LOCAL_MODEL_ID, type LocalEmbedder, type LocalEmbedderOptions } from './local/embedder.js';
export { defaultCacheDir, localCachePath, prepareLocalEmbeddings, type LocalEmbeddingsInfo, type PrepareLocalEmbeddingsOptions } from './local/prepare.js';
export { DEFAULT_SIF_SETTINGS, type SifSettings } from './local/sentence.js';
