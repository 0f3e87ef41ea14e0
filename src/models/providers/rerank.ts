/**
 * Reranking by a reranking model through the AI SDK's `rerank` (any provider that offers one:
 * Cohere, Bedrock, the gateway's …). Returns one relevance score per document, in the documents'
 * order (0 for one the model left out). A network error, 5xx or timeout is PROVIDER_FAILED, a
 * ranking that names documents not sent is MODEL_OUTPUT_INVALID; the caller falls back.
 */
import type { RerankingModelV4 } from '@ai-sdk/provider';
import { rerank } from 'ai';
import { MnemoError } from '../../core/errors.js';

/** Scores of `documents` for `query`, in their order. */
export async function rerankByModel(model: RerankingModelV4, query: string, documents: readonly string[], timeoutMs: number): Promise<number[]> {
  let ranking: readonly { originalIndex: number; score: number }[];
  try {
    const result = await rerank({ model, query, documents: [...documents], maxRetries: 0, abortSignal: AbortSignal.timeout(timeoutMs) });
    ranking = result.ranking;
  } catch (error) {
    const name = (error as { name?: string })?.name ?? '';
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const what = timedOut
      ? 'the reranking model did not answer in time'
      : `the reranking call failed: ${String((error as Error)?.message ?? error).slice(0, 200)}`;
    throw new MnemoError('PROVIDER_FAILED', `${what} (${model.provider}:${model.modelId})`, { cause: error, details: { timedOut } });
  }
  const scores = documents.map(() => 0);
  for (const r of ranking) {
    if (!Number.isInteger(r.originalIndex) || r.originalIndex < 0 || r.originalIndex >= documents.length || !Number.isFinite(r.score)) {
      throw new MnemoError('MODEL_OUTPUT_INVALID', `the reranking model named a document that was not sent (${model.provider}:${model.modelId})`, {
        details: { raw: JSON.stringify(r).slice(0, 200), model: model.modelId },
      });
    }
    scores[r.originalIndex] = r.score;
  }
  return scores;
}
