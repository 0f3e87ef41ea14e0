/**
 * Ranking (M12): normalise the keyword and vector legs, blend them with recency into relevance,
 * then rank by relevance, recency and importance. Pure functions; no I/O.
 */
import { termsFoundIn } from '../text/terms.js';
import { inTimeWindows, type TimeWindow } from '../text/time-expressions.js';
import type { MemoryRecord } from '../types/memory.js';
import type { RecallConfig } from './config.js';

/** The scores behind one recalled memory, all 0..1. */
export interface ScoreBreakdown {
  /** BM25 divided by the best BM25 among the candidates (0 when the keyword leg missed it). */
  readonly keyword: number;
  /** Cosine similarity mapped to 0..1 above the vector floor. */
  readonly vector: number;
  /** exp(-ln2 · age / half-life), age from last use (or from when it became valid). */
  readonly recency: number;
  readonly importance: number;
  /** 1 when the query names a time and the memory's event time falls inside it, else 0. */
  readonly time: number;
  /** Blend of keyword, vector and recency (or RRF, rescaled to 0..1). */
  readonly relevance: number;
  /** The part of relevance that comes from matching the query; compared with the relevance floor. */
  readonly match: number;
}

/** A candidate: a record and its raw leg scores. */
export interface RankInput {
  readonly record: MemoryRecord;
  /** Raw BM25 (higher is better), null when not found by the keyword leg. */
  readonly bm25: number | null;
  /** Raw cosine, null when the record has no vector in this space. */
  readonly cosine: number | null;
  readonly keywordRank: number | null;
  readonly vectorRank: number | null;
}

/** A ranked memory. */
export interface Ranked {
  readonly record: MemoryRecord;
  readonly score: number;
  readonly scores: ScoreBreakdown;
}

const DAY = 86_400_000;

/** Recency of a record at `now`, by its own or its kind's half-life. */
export function recencyOf(record: MemoryRecord, now: Date, config: RecallConfig): number {
  const halfLife = record.halfLifeDays ?? config.halfLifeDays[record.kind] ?? 90;
  const from = record.lastAccessedAt ?? record.validFrom;
  const ageDays = Math.max(0, (now.getTime() - from.getTime()) / DAY);
  return Math.exp((-Math.LN2 * ageDays) / halfLife);
}

/** What ranking knows of the query beyond the candidates' scores. */
export interface QueryFeatures {
  /** Time windows the query names (see `timeWindowsOf`); empty or absent = no time in the query. */
  readonly timeWindows?: readonly TimeWindow[];
  /** The query's normalised terms, for telling matches in a memory's content from matches only in its context. */
  readonly terms?: readonly string[];
}

/**
 * Of the query terms a memory matches, the share found in its content (and notes) rather than only
 * in its search context (`context`); 1 for a memory without context.
 */
export function contentShare(record: MemoryRecord, terms: readonly string[]): number {
  const context = record.context;
  if (context === null || context === '' || terms.length === 0) return 1;
  const own = termsFoundIn([record.content, ...record.notes].join(' '), terms);
  const around = termsFoundIn(context, terms);
  let inOwn = 0;
  let matched = 0;
  for (const t of terms) {
    if (own.has(t)) {
      inOwn++;
      matched++;
    } else if (around.has(t)) matched++;
  }
  return matched === 0 ? 1 : inOwn / matched;
}

/** Scores and orders candidates; drops those under the relevance floor; best first. */
export function rankCandidates(candidates: readonly RankInput[], now: Date, config: RecallConfig, query: QueryFeatures = {}): Ranked[] {
  const windows = query.timeWindows ?? [];
  const timeWeight = windows.length > 0 ? config.blend.time : 0;
  const maxBm25 = Math.max(0, ...candidates.map((c) => c.bm25 ?? 0));
  const vf = config.vectorFloor;
  const b = config.blend;
  const r = config.rank;
  const out: Ranked[] = [];
  for (const c of candidates) {
    const share = config.contextDiscount > 0 && c.bm25 !== null && query.terms ? contentShare(c.record, query.terms) : 1;
    const keyword = maxBm25 > 0 && c.bm25 !== null ? (c.bm25 / maxBm25) * (1 - config.contextDiscount * (1 - share)) : 0;
    const vector = c.cosine !== null && c.cosine > vf ? (c.cosine - vf) / (1 - vf) : 0;
    const recency = recencyOf(c.record, now, config);
    const time = timeWeight > 0 && inTimeWindows(c.record.validFrom, windows) ? 1 : 0;
    let match: number;
    let relevance: number;
    if (config.fusion === 'rrf') {
      const k = config.rrfK;
      const rrf = (rank: number | null) => (rank === null ? 0 : 1 / (k + rank + 1));
      const best = (b.keyword + b.vector) / (k + 1);
      match = best > 0 ? (b.keyword * rrf(c.keywordRank) + b.vector * rrf(c.vectorRank)) / best : 0;
      relevance = (match * (b.keyword + b.vector) + b.recency * recency + timeWeight * time) / (b.keyword + b.vector + b.recency + timeWeight || 1);
    } else {
      const matchWeight = b.keyword + b.vector;
      match = matchWeight > 0 ? (b.keyword * keyword + b.vector * vector) / matchWeight : 0;
      relevance = (b.keyword * keyword + b.vector * vector + b.recency * recency + timeWeight * time) / (matchWeight + b.recency + timeWeight || 1);
    }
    if (match < config.relevanceFloor) continue;
    const score = (r.relevance * relevance + r.recency * recency + r.importance * c.record.importance) / (r.relevance + r.recency + r.importance || 1);
    out.push({ record: c.record, score, scores: { keyword, vector, recency, importance: c.record.importance, time, relevance, match } });
  }
  return out.sort((x, y) => y.score - x.score || y.scores.match - x.scores.match);
}
