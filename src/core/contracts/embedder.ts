/**
 * The embedder contract. An embedder *is* an AI SDK embedding model (`EmbeddingModelV4`: the
 * `specificationVersion`, `provider`, `modelId`, `maxEmbeddingsPerCall`, `supportsParallelCalls` and
 * `doEmbed` it declares), plus the number of dimensions it produces, which a store records.
 * Any AI SDK provider's embedding model plugs in through `fromAiSdkEmbeddingModel`.
 */
import type { EmbeddingModelV4 } from '@ai-sdk/provider';

/** An AI SDK embedding model that also declares its output size. */
export interface Embedder extends EmbeddingModelV4 {
  /** Length of every vector this embedder returns. */
  readonly dimensions: number;
}

/** The identity of an embedding space, as a store records it: vectors from another space are refused. */
export interface EmbeddingSpace {
  /** `provider/modelId`, e.g. `mnemo/glove-sif-100d`. */
  readonly modelId: string;
  readonly dimensions: number;
}

/** The space an embedder produces vectors in. */
export function embeddingSpaceOf(embedder: Pick<Embedder, 'provider' | 'modelId' | 'dimensions'>): EmbeddingSpace {
  return { modelId: `${embedder.provider}/${embedder.modelId}`, dimensions: embedder.dimensions };
}

/**
 * Word vectors an embedder offers beside its sentence vectors (the default local one: `EmbeddingGate.wordVectors`):
 * unit vectors, one per word, synchronously; and whether a word's vector tells what it is about (not too rare, not
 * among the most frequent words).
 */
export interface WordVectors {
  readonly embed: (words: readonly string[]) => Float32Array[];
  readonly informative: (word: string) => boolean;
  /** True for a word with a vector that is not rare (frequent words included, unlike `informative`). */
  readonly known?: (word: string) => boolean;
}
