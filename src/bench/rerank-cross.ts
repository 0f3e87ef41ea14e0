/**
 * A simple cross-feature reranker for the benchmarks — a function, not a model (no reranking
 * model's weights can run here). It looks at the question and a memory together, which first-stage
 * scoring does not: the share of the question's distinct terms the memory holds (coverage) and the
 * share of the question's adjacent term pairs found close together in it (proximity), added to
 * the first stage's score. What it measures is the rerank stage's plumbing and what such features
 * are worth, not what a trained cross-encoder would give.
 */
import { queryTermsOf, termsOf } from '../core/text/terms.js';
import type { RerankFunction } from '../read/rank/stages-config.js';

/** Weights of the two features (defaults: coverage 0.15, proximity 0.1). */
export interface CrossFeatureWeights {
  readonly coverage?: number;
  readonly proximity?: number;
}

/** The reranker with these weights. */
export function crossFeatureReranker(weights: CrossFeatureWeights = {}): RerankFunction {
  const wc = weights.coverage ?? 0.15;
  const wp = weights.proximity ?? 0.1;
  return (query, candidates) => {
    const asked = [...new Set(queryTermsOf(query))];
    const pairs =
      asked.length > 1
        ? queryTermsOf(query)
            .slice(1)
            .map((t, i) => [queryTermsOf(query)[i] as string, t] as const)
        : [];
    return candidates.map((c) => {
      const terms = termsOf(c.text);
      const held = new Set(terms);
      const coverage = asked.length ? asked.filter((t) => held.has(t)).length / asked.length : 0;
      const near = pairs.filter(([a, b]) => terms.some((t, i) => t === a && terms.slice(Math.max(0, i - 3), i + 4).includes(b))).length;
      return c.score + wc * coverage + wp * (pairs.length ? near / pairs.length : 0);
    });
  };
}
