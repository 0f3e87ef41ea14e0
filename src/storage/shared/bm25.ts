/**
 * BM25 as every backend scores the keyword leg: the same parameters, the same IDF prior, the same
 * per-term formula, so a query ranks alike on SQLite (in-memory index) and PostgreSQL (in SQL).
 */

/** Term-frequency saturation (the usual value, as FTS5 uses). */
export const BM25_K1 = 1.2;
/** Document-length normalisation (the usual value, as FTS5 uses). */
export const BM25_B = 0.75;
/**
 * Prior for the inverse document frequency: as if the scope also held this many documents that
 * contain none of the query's terms. Without it a user with a handful of memories gets near-zero
 * IDF for any word two of them share; with 10k memories it makes no difference.
 */
export const BM25_IDF_PRIOR_DOCS = 50;

/** Inverse document frequency of a term found in `df` of the scope's `docs` documents. */
export function bm25Idf(docs: number, df: number): number {
  return Math.log(1 + (docs + BM25_IDF_PRIOR_DOCS - df + 0.5) / (df + 0.5));
}

/** One term's contribution to a document's score: `tf` occurrences in a document of `dl` terms. */
export function bm25Term(idf: number, tf: number, dl: number, avgdl: number): number {
  return (idf * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * dl) / avgdl));
}

/**
 * The same score as a SQL expression (PostgreSQL: `ln` is the natural logarithm), over the given
 * expressions for the scope's documents `n`, the term's document frequency `df`, its frequency in
 * the document `tf`, the document's length `dl` and the scope's average length `avgdl`.
 */
export function bm25Sql(x: { n: string; df: string; tf: string; dl: string; avgdl: string }): string {
  return `(ln(1 + (${x.n} + ${BM25_IDF_PRIOR_DOCS} - ${x.df} + 0.5) / (${x.df} + 0.5)) * ${x.tf} * ${BM25_K1 + 1})
    / (${x.tf} + ${BM25_K1} * (1 - ${BM25_B} + (${BM25_B} * ${x.dl}) / ${x.avgdl}))`;
}
