/**
 * Recall after candidate scoring (M12, M28): query expansion (phrasings from the attribute table
 * and/or one model call, each recalled, the rankings fused), then reranking of the best candidates
 * (an AI SDK reranking model or the caller's function), then the log of what was recalled. A failing
 * model or function (error, malformed answer, timeout) never fails the recall: a warning is logged
 * and the unexpanded or unreranked result stands.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { DEFAULT_ATTRIBUTES, type AttributeTable } from '../core/attributes/index.js';
import { MnemoError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { phrasingsByModel } from '../models/providers/expand.js';
import { rerankByModel } from '../models/providers/rerank.js';
import type { RecallConfig } from '../read/rank/config.js';
import type { RankRecord, Ranked } from '../read/rank/score.js';
import { applyRerank, attributePhrasings, fuseRankings, rerankText } from '../read/rank/stages.js';
import type { Recalled } from './facade-types.js';

/** What the stages need from the engine. */
export interface StageDeps {
  readonly llm: LanguageModelV4 | null;
  readonly logger: Logger;
  /** Default: the built-in table. */
  readonly attributes?: AttributeTable;
}

/**
 * The best `k` for `query`: `rankOne` ranks the candidates of one phrasing, `complete` reads the
 * whole records of what is kept (rerankers read the text).
 */
export async function recallInStages(
  deps: StageDeps,
  query: string,
  config: RecallConfig,
  k: number,
  rankOne: (phrasing: string) => Promise<Ranked<RankRecord>[]>,
  complete: (ranked: readonly Ranked<RankRecord>[]) => Promise<Ranked[]>,
): Promise<Ranked[]> {
  const phrasings = await expansions(deps, query, config);
  const asked = await rankOne(query);
  const ranked = phrasings.length === 0 ? asked : fuseRankings([asked, ...(await sequence(phrasings, rankOne))], config.expand.weight);
  const { model, fn, top, weight, timeoutMs } = config.rerank;
  if (model === null && fn === null) return complete(ranked.slice(0, k));
  const head = await complete(ranked.slice(0, Math.max(k, top)));
  try {
    const scores = model
      ? await rerankByModel(
          model,
          query,
          head.map((r) => rerankText(r.record)),
          timeoutMs,
        )
      : await (fn as NonNullable<typeof fn>)(
          query,
          head.map((r) => ({ id: r.record.id, text: rerankText(r.record), memory: r.record, score: r.score, scores: { ...r.scores } })),
        );
    return applyRerank(head, scores, weight, head.length).slice(0, k);
  } catch (error) {
    deps.logger.warn('recall: reranking failed; the first stage’s order stands', {
      by: model ? `${model.provider}:${model.modelId}` : 'function',
      ...why(error),
    });
    return head.slice(0, k);
  }
}

/** The phrasings besides the question: the attribute table's, then the model's (one call), at most `phrasings`. */
async function expansions(deps: StageDeps, query: string, config: RecallConfig): Promise<string[]> {
  const { by, phrasings: max, timeoutMs } = config.expand;
  const out = by.includes('attributes') ? attributePhrasings(query, deps.attributes ?? DEFAULT_ATTRIBUTES, max) : [];
  if (by.includes('model') && out.length < max) {
    if (!deps.llm) throw new MnemoError('NO_MODEL', 'recall.expand "model" needs a language model (llm, or MNEMO_LLM): use "attributes" offline');
    try {
      out.push(...(await phrasingsByModel(deps.llm, query, max - out.length, timeoutMs)));
    } catch (error) {
      deps.logger.warn('recall: query expansion failed; recalling the question as asked', { model: `${deps.llm.provider}:${deps.llm.modelId}`, ...why(error) });
    }
  }
  return out;
}

async function sequence<T>(items: readonly string[], run: (item: string) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (const item of items) out.push(await run(item)); // one at a time: the store is shared with other callers
  return out;
}

/** The code of a failure, and whether it was a timeout; never its message (it may quote the model's output). */
function why(error: unknown): { code: string; timedOut?: boolean } {
  if (MnemoError.isInstance(error)) return { code: error.code, ...(error.code === 'PROVIDER_FAILED' && { timedOut: error.details?.timedOut === true }) };
  return { code: (error as { name?: string })?.name ?? 'Error' };
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

/**
 * The one log record of what was recalled (M28), at debug: ids, scores and score parts, never the
 * memories' text nor the query's. `recall()` and `context()` write it, so every surface on top of
 * them (the middleware, HTTP, MCP, the assistant) logs recall the same way.
 */
export function logRecalled<T extends readonly Recalled[]>(logger: Logger, call: 'recall' | 'context', recalled: T, extra: Record<string, unknown> = {}): T {
  logger.debug(`${call}: recalled`, {
    call,
    count: recalled.length,
    recalled: recalled.map((r) => ({
      id: r.memory.id,
      score: round(r.score),
      scores: Object.fromEntries(Object.entries(r.scores).map(([key, v]) => [key, typeof v === 'number' ? round(v) : v])),
    })),
    ...extra,
  });
  return recalled;
}
