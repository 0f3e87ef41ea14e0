/**
 * Calling an embedder the way the rest of Mnemo needs it: batched to the model's limit, checked
 * against the dimensions the embedder declared (a store refuses vectors from another space), and
 * L2-normalised so that similarity is a dot product.
 */
import { MnemoError } from '../../core/errors.js';
import type { Embedder } from '../../core/contracts/embedder.js';

/** Options for {@link embedTexts}. */
export interface EmbedTextsOptions {
  abortSignal?: AbortSignal;
}

// Bounds the fan-out of parallel calls so a large ingest does not open hundreds of requests.
const MAX_PARALLEL_CALLS = 4;

/**
 * Embeds `texts` in order, one unit `Float32Array` per text (a zero vector stays zero). Throws
 * `EMBEDDER_MISMATCH` when the model returns the wrong count or size of vectors, and wraps any
 * non-Mnemo failure in `PROVIDER_FAILED`; an abort rethrows the signal's reason.
 */
export async function embedTexts(embedder: Embedder, texts: readonly string[], options: EmbedTextsOptions = {}): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const limit = (await embedder.maxEmbeddingsPerCall) ?? Infinity;
  const batchSize = Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : texts.length;
  const batches: string[][] = [];
  for (let i = 0; i < texts.length; i += batchSize) batches.push(texts.slice(i, i + batchSize));
  const parallel = batches.length > 1 && (await embedder.supportsParallelCalls);

  const run = async (batch: string[]): Promise<Float32Array[]> => {
    let result;
    try {
      result = await embedder.doEmbed({ values: batch, ...(options.abortSignal && { abortSignal: options.abortSignal }) });
    } catch (error) {
      if (options.abortSignal?.aborted) throw options.abortSignal.reason;
      if (MnemoError.isInstance(error)) throw error;
      throw new MnemoError(
        'PROVIDER_FAILED',
        `Embedding with ${embedder.provider}/${embedder.modelId} failed: check the provider's status and configuration; the cause is attached.`,
        {
          cause: error,
        },
      );
    }
    return checkEmbeddings(embedder, result.embeddings, batch.length);
  };

  const out: Float32Array[][] = new Array(batches.length);
  if (!parallel) {
    for (let i = 0; i < batches.length; i++) out[i] = await run(batches[i] as string[]);
  } else {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < batches.length) {
        const i = next++;
        out[i] = await run(batches[i] as string[]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(MAX_PARALLEL_CALLS, batches.length) }, worker));
  }
  return out.flat();
}

/**
 * Validates raw vectors against what `embedder` declares and returns them normalised. Exposed for
 * wrappers that call `doEmbed` themselves.
 */
export function checkEmbeddings(
  embedder: Pick<Embedder, 'provider' | 'modelId' | 'dimensions'>,
  embeddings: ReadonlyArray<ArrayLike<number>>,
  expectedCount: number,
): Float32Array[] {
  assertEmbeddingShape(embedder, embeddings, expectedCount);
  return embeddings.map((vector) => l2Normalize(Float32Array.from(vector)));
}

/** Throws `EMBEDDER_MISMATCH` unless there are `expectedCount` finite vectors of the declared size. */
export function assertEmbeddingShape(
  embedder: Pick<Embedder, 'provider' | 'modelId' | 'dimensions'>,
  embeddings: ReadonlyArray<ArrayLike<number>>,
  expectedCount: number,
): void {
  const space = `${embedder.provider}/${embedder.modelId}`;
  if (embeddings.length !== expectedCount) {
    throw new MnemoError(
      'EMBEDDER_MISMATCH',
      `${space} returned ${embeddings.length} vectors for ${expectedCount} texts: the provider is not behaving like an embedding model.`,
      {
        details: { returned: embeddings.length, expected: expectedCount },
      },
    );
  }
  for (const vector of embeddings) {
    if (vector.length !== embedder.dimensions) {
      throw new MnemoError(
        'EMBEDDER_MISMATCH',
        `${space} returned a vector with ${vector.length} dimensions, but the embedder declares ${embedder.dimensions}: fix the dimensions option (or re-embed into a new store).`,
        { details: { returned: vector.length, expected: embedder.dimensions } },
      );
    }
    for (let i = 0; i < vector.length; i++) {
      if (!Number.isFinite(vector[i])) throw new MnemoError('EMBEDDER_MISMATCH', `${space} returned a vector containing NaN, Infinity or a non-number.`);
    }
  }
}

/** Scales `vector` in place to unit length; a zero vector is returned unchanged. */
export function l2Normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += (vector[i] as number) ** 2;
  if (sum === 0) return vector;
  const inverse = 1 / Math.sqrt(sum);
  for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) * inverse;
  return vector;
}

/** Cosine similarity of two unit vectors (their dot product); 0 if either is the zero vector. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) {
    throw new MnemoError('EMBEDDER_MISMATCH', `Cannot compare vectors of ${a.length} and ${b.length} dimensions: they come from different embedders.`);
  }
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}
