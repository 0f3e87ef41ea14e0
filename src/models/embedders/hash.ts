/**
 * Feature hashing of words and word pairs: no model, no files, fully deterministic. Good enough to
 * find texts that share words; meant for tests and as a fallback when nothing else is available.
 */
import type { EmbeddingModelV4CallOptions, EmbeddingModelV4Result } from '@ai-sdk/provider';
import { MnemoError } from '../../core/errors.js';
import type { Embedder } from '../../core/contracts/embedder.js';
import { fnv1a, mix32 } from './fnv.js';
import { tokenize } from './local/tokenize.js';

/** Options for {@link hashEmbedder}. */
export interface HashEmbedderOptions {
  /** Vector length, 8…65536; default 256. */
  dimensions?: number;
}

// Pairs keep some word order ("not good" ≠ "good") without drowning the words themselves.
const BIGRAM_WEIGHT = 0.5;

/** The hashing embedder; it needs no loading, so `embedSync` is always available. */
export interface HashEmbedder extends Embedder {
  /** Unit vectors for `texts`; all zeros for a text without words. */
  embedSync(texts: readonly string[]): Float32Array[];
}

/** A deterministic feature-hashing embedder; `modelId` is `hash-<dimensions>`. */
export function hashEmbedder(options: HashEmbedderOptions = {}): HashEmbedder {
  const dimensions = options.dimensions ?? 256;
  if (!Number.isInteger(dimensions) || dimensions < 8 || dimensions > 65536) {
    throw new MnemoError('CONFIG_INVALID', 'hash embedder dimensions must be an integer from 8 to 65536 (e.g. "hash:256").', { details: { dimensions } });
  }
  const embedSync = (texts: readonly string[]): Float32Array[] => texts.map((text) => hashVector(text, dimensions));
  return {
    specificationVersion: 'v4',
    provider: 'mnemo',
    modelId: `hash-${dimensions}`,
    dimensions,
    maxEmbeddingsPerCall: Infinity,
    supportsParallelCalls: true,
    embedSync,
    async doEmbed({ values, abortSignal }: EmbeddingModelV4CallOptions): Promise<EmbeddingModelV4Result> {
      abortSignal?.throwIfAborted();
      return { embeddings: embedSync(values).map((v) => Array.from(v)), warnings: [] };
    },
  };
}

function hashVector(text: string, dimensions: number): Float32Array {
  const out = new Float32Array(dimensions);
  const words = tokenize(text).flatMap((token) => token.split(/[-.]/));
  const add = (feature: string, weight: number): void => {
    const h = mix32(fnv1a(feature));
    // The sign bit makes colliding features cancel on average instead of piling up.
    out[h % dimensions]! += h & 0x80000000 ? -weight : weight;
  };
  for (let i = 0; i < words.length; i++) {
    add(words[i] as string, 1);
    if (i > 0) add(`${words[i - 1]} ${words[i]}`, BIGRAM_WEIGHT);
  }
  let sum = 0;
  for (let i = 0; i < dimensions; i++) sum += (out[i] as number) ** 2;
  if (sum > 0) {
    const inverse = 1 / Math.sqrt(sum);
    for (let i = 0; i < dimensions; i++) out[i] = (out[i] as number) * inverse;
  }
  return out;
}
