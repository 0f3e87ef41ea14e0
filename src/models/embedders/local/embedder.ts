/**
 * The default, offline embedder: GloVe word vectors combined by SIF (see `sentence.ts`). It is an
 * AI SDK embedding model like any other, plus `load()` and `embedSync()` for hot paths such as
 * embedding one recall query without a promise round-trip.
 */
import type { EmbeddingModelV4CallOptions, EmbeddingModelV4Result } from '@ai-sdk/provider';
import { MnemoError } from '../../../core/errors.js';
import type { Logger } from '../../../core/logger.js';
import type { Embedder } from '../../../core/contracts/embedder.js';
import { openLocalTables } from './prepare.js';
import { DEFAULT_SIF_SETTINGS, SifEncoder, type SifSettings } from './sentence.js';

/** Model id of the default method; the suffix is bumped whenever the vectors it produces change. */
export const LOCAL_MODEL_ID = 'glove-sif-100d-v1';

const MAX_COMPONENTS = 8;

/** Options for {@link localEmbedder}. */
export interface LocalEmbedderOptions {
  /** Where the converted cache lives; default `$MNEMO_CACHE_DIR` or `~/.cache/mnemo`. */
  cacheDir?: string;
  logger?: Logger;
  /** Reports conversion progress if the cache has to be built on first use. */
  onProgress?: (done: number, total: number) => void;
  /** Overrides of the sentence method, for experiments; any override changes `modelId`. */
  method?: Partial<SifSettings>;
}

/** The local embedder: an {@link Embedder} with an explicit, memoised `load()` and a synchronous path. */
export interface LocalEmbedder extends Embedder {
  /** Loads the cache (converting it first if missing or corrupt). Safe to call many times. */
  load(): Promise<void>;
  /** True once `load()` has finished. */
  readonly loaded: boolean;
  /** Unit vectors for `texts` (all zeros for a text without a usable word); requires `load()`. */
  embedSync(texts: readonly string[]): Float32Array[];
  /** A lower-case word's frequency rank among the vectors (0 the most frequent), -1 for a word with none; requires `load()`. */
  wordRank(word: string): number;
}

/**
 * Creates the local embedder. Never fails and does no I/O: the cache is opened on the first
 * `doEmbed` or `load()`. Invalid `method` overrides throw `CONFIG_INVALID` at once.
 */
export function localEmbedder(options: LocalEmbedderOptions = {}): LocalEmbedder {
  const settings = resolveSettings(options.method);
  let encoder: SifEncoder | undefined;
  let loading: Promise<void> | undefined;

  const load = (): Promise<void> => {
    loading ??= openLocalTables({
      ...(options.cacheDir !== undefined && { cacheDir: options.cacheDir }),
      ...(options.logger !== undefined && { logger: options.logger }),
      ...(options.onProgress !== undefined && { onProgress: options.onProgress }),
    }).then(
      (tables) => {
        encoder = new SifEncoder(tables, settings);
      },
      (error: unknown) => {
        loading = undefined; // let a later call retry, e.g. after the package is installed
        throw error;
      },
    );
    return loading;
  };

  const embedSync = (texts: readonly string[]): Float32Array[] => {
    if (!encoder) {
      throw new MnemoError('EMBEDDER_UNAVAILABLE', 'The local embedder is not loaded yet: await embedder.load() before calling embedSync().');
    }
    const loaded = encoder;
    return texts.map((text) => loaded.embed(text));
  };

  return {
    specificationVersion: 'v4',
    provider: 'mnemo',
    modelId: modelIdFor(settings),
    dimensions: 100,
    maxEmbeddingsPerCall: Infinity,
    supportsParallelCalls: true,
    get loaded() {
      return encoder !== undefined;
    },
    load,
    embedSync,
    wordRank: (word) => {
      if (!encoder) throw new MnemoError('EMBEDDER_UNAVAILABLE', 'The local embedder is not loaded yet: await embedder.load() before calling wordRank().');
      return encoder.rank(word);
    },
    async doEmbed({ values, abortSignal }: EmbeddingModelV4CallOptions): Promise<EmbeddingModelV4Result> {
      abortSignal?.throwIfAborted();
      await load();
      abortSignal?.throwIfAborted();
      return { embeddings: embedSync(values).map((v) => Array.from(v)), warnings: [] };
    },
  };
}

function resolveSettings(overrides: Partial<SifSettings> | undefined): SifSettings {
  const settings = { ...DEFAULT_SIF_SETTINGS, ...overrides };
  const valid =
    Number.isFinite(settings.a) &&
    settings.a > 0 &&
    Number.isInteger(settings.components) &&
    settings.components >= 0 &&
    settings.components <= MAX_COMPONENTS &&
    ['drop', 'hash', 'hash+pieces'].includes(settings.unknownWords) &&
    settings.pieceShare >= 0 &&
    settings.pieceShare <= 1 &&
    ['weighted', 'count'].includes(settings.centring);
  if (!valid) {
    throw new MnemoError(
      'CONFIG_INVALID',
      `Invalid local embedder method: a must be > 0, components an integer in 0…${MAX_COMPONENTS}, unknownWords one of drop|hash|hash+pieces, pieceShare in 0…1, centring weighted|count.`,
    );
  }
  return settings;
}

/** Vectors from different settings live in different spaces, so the id spells out every override. */
function modelIdFor(settings: SifSettings): string {
  const changed = (Object.keys(DEFAULT_SIF_SETTINGS) as (keyof SifSettings)[])
    .filter((key) => settings[key] !== DEFAULT_SIF_SETTINGS[key])
    .map((key) => `${key}=${settings[key]}`);
  return changed.length === 0 ? LOCAL_MODEL_ID : `${LOCAL_MODEL_ID}(${changed.join(',')})`;
}
