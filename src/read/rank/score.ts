/**
 * Ranking (M12): normalise the keyword and vector legs, blend them with recency into relevance,
 * then rank by relevance, recency and importance. Pure functions; no I/O.
 */
import { termsFoundIn, termsOf } from '../../core/text/terms.js';
import { timeScore, type TimeWindow } from '../../core/text/time-expressions.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { WORD_PASS, type RecallConfig } from './config.js';
import type { RankRecord } from './rank-record.js';
import { sessionTextScores } from './session-text.js';

/** The scores behind one recalled memory, all 0..1. */
export interface ScoreBreakdown {
  /** BM25 divided by the best BM25 among the candidates (0 when the keyword leg missed it). */
  readonly keyword: number;
  /** Cosine similarity mapped to 0..1 above the vector floor. */
  readonly vector: number;
  /** exp(-ln2 · age / half-life), age from last use (or from when it became valid). */
  readonly recency: number;
  readonly importance: number;
  /** When the query names a time: 1 when the memory's event time falls inside it, less for the same month of another year, else 0. */
  readonly time: number;
  /**
   * When the question asks for an attribute of the user ("what's my job"): 1 for the current fact of
   * that attribute, less for a memory that states it in words, else 0 (see `core/attributes/questions.ts`).
   */
  readonly attribute: number;
  /**
   * When the question is a request on a topic ("order pizzas for the team lunch" → food): 1 for the
   * user's fact of an attribute the topic bears on (diet, allergies, …), less for a memory that names
   * it in words, else 0 (`BUILTIN_TOPICS` and configured `topics`).
   */
  readonly topic: number;
  /** With `blend.lexicon`: found by the words a lexical database relates to the question's (0.5–1 by match), else 0. */
  readonly lexicon: number;
  /** With the local embedder: how close the question's content words read to the memory's, word by word (`retrieve/word-match.ts`), over the best candidate's, else 0. */
  readonly words: number;
  /**
   * When the question is a request by its form ("book me…", "can you order…", "should i…"): for the user's
   * standing constraints (`constraints.ts`), their importance × (½ + ½ × their vector match over the best
   * constraint's), else 0. A question that is no request has 0 here.
   */
  readonly constraint: number;
  /**
   * When the question is a request, with the local embedder: how close its activity words read to the memory's, word
   * by word (`retrieve/activity-match.ts`), else 0.
   */
  readonly activity: number;
  /** 1 when the query names the memory's speaker, else 0. */
  readonly speaker: number;
  /** The best match among the other candidates of the memory's session (0 when it is alone). */
  readonly session: number;
  /** The BM25 of the query over the memory's session's candidates as one text, over the best session's. */
  readonly sessionText: number;
  /** Blend of keyword, vector and recency (or RRF, rescaled to 0..1). */
  readonly relevance: number;
  /** The part of relevance that comes from matching the query; compared with the relevance floor. */
  readonly match: number;
  /** With query expansion: which phrasing found it best (0 = the question as asked). */
  readonly phrasing?: number;
  /** With reranking: the reranker's score, divided by the best one's (stages.ts). */
  readonly rerank?: number;
}

export type { RankRecord } from './rank-record.js';

/** A candidate: a record and its raw leg scores. */
export interface RankInput<R extends RankRecord = MemoryRecord> {
  readonly record: R;
  /** Raw BM25 (higher is better), null when not found by the keyword leg. */
  readonly bm25: number | null;
  /** Raw cosine, null when the record has no vector in this space. */
  readonly cosine: number | null;
  readonly keywordRank: number | null;
  readonly vectorRank: number | null;
}

/** A ranked memory. */
export interface Ranked<R extends RankRecord = MemoryRecord> {
  readonly record: R;
  readonly score: number;
  readonly scores: ScoreBreakdown;
}

const DAY = 86_400_000;

/** Recency of a record at `now`, by its own or its kind's half-life. */
export function recencyOf(record: Pick<MemoryRecord, 'kind' | 'halfLifeDays' | 'lastAccessedAt' | 'validFrom'>, now: Date, config: RecallConfig): number {
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
  /** The facts of the attributes the question asks for, by id, with their weight (the attribute leg); they pass the relevance floor. */
  readonly attributes?: ReadonlyMap<string, number>;
  /** The facts of the attributes a request's topic bears on, by id, with their weight; they pass the relevance floor. */
  readonly topics?: ReadonlyMap<string, number>;
  /** Memories found by the question's related words (`wordnet.ts`), by id, with their weight; they pass the relevance floor. */
  readonly lexicon?: ReadonlyMap<string, number>;
  /** The candidates' soft word-to-word match with the question (`retrieve/word-match.ts`), by id, 0..1. */
  readonly words?: ReadonlyMap<string, number>;
  /** A request's activity read against stated memories (`retrieve/activity-match.ts`), by id, with its part; they pass the relevance floor. */
  readonly activity?: ReadonlyMap<string, number>;
  /**
   * A request's standing constraints (`retrieve/constraints.ts`): the ids of the user's keyed constraint facts,
   * and the importance from which a fact, preference or procedure among the candidates is one too. Absent for a
   * question that is no request. They pass the relevance floor.
   */
  readonly constraints?: {
    readonly ids: ReadonlySet<string>;
    readonly minImportance: number;
    /**
     * Statements that bear on what the request names (the time of the week it is for: "The user works nights." for
     * a dinner on saturday evening), by id, with how closely (0..1): constraints too, at least at that importance.
     */
    readonly bearing?: ReadonlyMap<string, number>;
    /** Of those, the statements of the user's week that fall on the time the request names, with how closely (0..1). */
    readonly week?: ReadonlyMap<string, number>;
    /**
     * The stated memories that say what a thing the request names collides with (`core/attributes/hazards.ts`: "a
     * ferry" / seasickness), by id: constraints whatever their importance, at the full part.
     */
    readonly colliding?: ReadonlyMap<string, number>;
  };
}

/**
 * Of the query terms a memory matches, the share found in its content (and notes) rather than only
 * in its search context (`context`); 1 for a memory without context.
 */
export function contentShare(record: Pick<MemoryRecord, 'content' | 'notes' | 'context'>, terms: readonly string[]): number {
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
export function rankCandidates<R extends RankRecord = MemoryRecord>(
  candidates: readonly RankInput<R>[],
  now: Date,
  config: RecallConfig,
  query: QueryFeatures = {},
): Ranked<R>[] {
  const windows = query.timeWindows ?? [];
  const timeWeight = windows.length > 0 ? config.blend.time : 0;
  const asked = query.attributes ?? new Map<string, number>();
  const attributeWeight = asked.size > 0 ? config.blend.attribute : 0;
  const bearing = query.topics ?? new Map<string, number>();
  const topicWeight = bearing.size > 0 ? config.blend.topic : 0;
  // The attribute leg counts once in the blend, at the larger of its two weights: a fact a request's topic
  // bears on adds `topic` × its part, one the question asks for `attribute` × its part.
  const lexiconHits = query.lexicon ?? new Map<string, number>();
  const lexiconWeight = lexiconHits.size > 0 ? config.blend.lexicon : 0;
  const wordHits = query.words ?? new Map<string, number>();
  const wordsWeight = wordHits.size > 0 ? config.blend.words : 0;
  const activityHits = query.activity ?? new Map<string, number>();
  const activityWeight = activityHits.size > 0 ? config.blend.activity : 0;
  const legWeight = Math.max(attributeWeight, topicWeight, bearing.size > 0 ? config.blend.attribute : 0);
  const maxBm25 = Math.max(0, ...candidates.map((c) => c.bm25 ?? 0));
  const vf = config.vectorFloor;
  const b = config.blend;
  const r = config.rank;
  const terms = query.terms ?? [];
  const speakers = b.speaker > 0 ? namedSpeakers(candidates, terms) : new Set<string>();
  const speakerWeight = speakers.size > 0 ? b.speaker : 0;
  const scored = candidates.map((c) => {
    const share = config.contextDiscount > 0 && c.bm25 !== null && query.terms ? contentShare(c.record, query.terms) : 1;
    const keyword = maxBm25 > 0 && c.bm25 !== null ? (c.bm25 / maxBm25) * (1 - config.contextDiscount * (1 - share)) : 0;
    const vector = c.cosine !== null && c.cosine > vf ? (c.cosine - vf) / (1 - vf) : 0;
    let match: number;
    if (config.fusion === 'rrf') {
      const k = config.rrfK;
      const rrf = (rank: number | null) => (rank === null ? 0 : 1 / (k + rank + 1));
      const best = (b.keyword + b.vector) / (k + 1);
      match = best > 0 ? (b.keyword * rrf(c.keywordRank) + b.vector * rrf(c.vectorRank)) / best : 0;
    } else {
      const matchWeight = b.keyword + b.vector;
      match = matchWeight > 0 ? (b.keyword * keyword + b.vector * vector) / matchWeight : 0;
    }
    return { c, keyword, vector, match };
  });
  const session = b.session > 0 ? sessionSupport(scored) : null;
  const constraintOf = constraintParts(scored, query.constraints);
  const constraintWeight = constraintOf.size > 0 ? b.constraint : 0;
  const sessionTextWeight = b.sessionText > 0 && terms.length > 0 ? b.sessionText : 0;
  // Only candidates that can be recalled (match at or above the floor) make up a session's text.
  const kept = sessionTextWeight > 0 ? scored.filter((x) => x.match >= config.relevanceFloor) : [];
  const keptText =
    sessionTextWeight > 0
      ? sessionTextScores(
          kept.map((x) => x.c.record),
          terms,
        )
      : [];
  const sessionText = sessionTextWeight > 0 ? new Map(kept.map((x, i) => [x.c.record.id, keptText[i] ?? 0])) : null;
  const out: Ranked<R>[] = [];
  const byVectorOnly = new Set<string>();
  for (const [i, { c, keyword, vector, match }] of scored.entries()) {
    const attribute = attributeWeight > 0 ? (asked.get(c.record.id) ?? 0) : 0;
    const topic = topicWeight > 0 ? (bearing.get(c.record.id) ?? 0) : 0;
    const lexicon = lexiconWeight > 0 ? (lexiconHits.get(c.record.id) ?? 0) : 0;
    const words = wordsWeight > 0 ? (wordHits.get(c.record.id) ?? 0) : 0;
    const constraint = constraintWeight > 0 ? (constraintOf.get(c.record.id) ?? 0) : 0;
    const activity = activityWeight > 0 ? (activityHits.get(c.record.id) ?? 0) : 0;
    // A time names an event: an episode (or procedure) dated in it, not a fact or a preference that began then
    // ("how did my race go in may" is not answered by "The user joined a running club." of 3 May).
    const time = timeWeight > 0 && isEvent(c.record) ? timeScore(c.record.validFrom, windows) : 0;
    // What the question asks for by attribute or by time is recalled even when its words differ.
    const found = match >= config.relevanceFloor || attribute > 0 || topic > 0 || lexicon > 0 || constraint > 0 || activity > 0 || time >= 1;
    // A paraphrase shares no word with the question, so its vector carries it alone: the vector leg on its own
    // scale passes the floor too (with the keyword leg's zero blended in it would need far more), but only after
    // everything found otherwise, so that what the floor kept before keeps its places.
    // So does a memory whose words read close to the question's one by one (`retrieve/word-match.ts`), in that tier.
    if (!found && vector < config.relevanceFloor && words < WORD_PASS) continue;
    if (!found) byVectorOnly.add(c.record.id);
    const recency = recencyOf(c.record, now, config);
    const speaker = speakerWeight > 0 && speakers.has(speakerOf(c.record)) ? 1 : 0;
    const support = session?.[i] ?? 0;
    const text = sessionText?.get(c.record.id) ?? 0;
    const extra =
      b.recency * recency +
      timeWeight * time +
      attributeWeight * attribute +
      topicWeight * topic +
      lexiconWeight * lexicon +
      wordsWeight * words +
      constraintWeight * constraint +
      activityWeight * activity +
      speakerWeight * speaker +
      b.session * support +
      sessionTextWeight * text;
    const extraWeight =
      b.recency + timeWeight + legWeight + lexiconWeight + wordsWeight + constraintWeight + activityWeight + speakerWeight + b.session + sessionTextWeight;
    const relevance = (match * (b.keyword + b.vector) + extra) / (b.keyword + b.vector + extraWeight || 1);
    const score = (r.relevance * relevance + r.recency * recency + r.importance * c.record.importance) / (r.relevance + r.recency + r.importance || 1);
    out.push({
      record: c.record,
      score,
      scores: {
        keyword,
        vector,
        recency,
        importance: c.record.importance,
        time,
        attribute,
        topic,
        lexicon,
        words,
        constraint,
        activity,
        speaker,
        session: support,
        sessionText: text,
        relevance,
        match,
      },
    });
  }
  const tier = (x: Ranked<R>) => (byVectorOnly.has(x.record.id) ? 1 : 0);
  out.sort((x, y) => tier(x) - tier(y) || y.score - x.score || y.scores.match - x.scores.match);
  return config.supersede > 0 && terms.length > 0 ? newerWins(out, terms, config.supersede, config.supersedeWindow, config.supersedeCover) : out;
}

/** The share of its part a standing constraint keeps when another one collides with what the request names. */
export const OTHER_CONSTRAINT_SHARE = 0.5;

/**
 * Each standing constraint among the candidates (a keyed constraint fact, or a fact, preference or procedure of at
 * least the given importance) with its part: importance × (½ + ½ × vector over the best constraint's vector), so
 * the constraints that matter most and read closest to the request come first.
 */
function constraintParts(scored: readonly { c: RankInput<RankRecord>; vector: number }[], constraints: QueryFeatures['constraints']): Map<string, number> {
  const out = new Map<string, number>();
  if (!constraints) return out;
  const bearing = constraints.bearing ?? new Map<string, number>();
  const colliding = constraints.colliding ?? new Map<string, number>();
  const standing = scored.filter(
    ({ c }) =>
      constraints.ids.has(c.record.id) ||
      bearing.has(c.record.id) ||
      colliding.has(c.record.id) ||
      (c.record.kind !== 'episode' && c.record.importance >= constraints.minImportance),
  );
  const best = Math.max(0, ...standing.map((x) => x.vector));
  // When the request names a thing one of them collides with, that one is what it asks about: the others weigh less.
  const others = standing.some(({ c }) => colliding.has(c.record.id)) ? OTHER_CONSTRAINT_SHARE : 1;
  for (const { c, vector } of standing) {
    const collides = colliding.get(c.record.id) ?? 0;
    const weight = Math.max(c.record.importance, bearing.get(c.record.id) ?? 0, collides);
    // A statement of the user's week that falls on the time the request names reads as close to it as the closest
    // constraint does, and so does a constraint that says what a thing the request names collides with: it is the
    // one the request collides with, whatever the sentence vectors say.
    const close = Math.max(best > 0 ? vector / best : 0, constraints.week?.get(c.record.id) ?? 0, collides);
    out.set(c.record.id, weight * (0.5 + 0.5 * close) * (collides > 0 ? 1 : others));
  }
  return out;
}

/** Memories that tell of something that happened: the ones a time in the question can be about. */
const isEvent = (record: RankRecord) => record.kind !== 'fact' && record.kind !== 'preference';

/** The lowercase speaker a memory records in `metadata.speaker`, or ''. */
function speakerOf(record: RankRecord): string {
  const s = record.metadata.speaker;
  return typeof s === 'string' ? s.toLowerCase() : '';
}

/** Speakers among the candidates whose name (every term of it) is among the query's terms. */
function namedSpeakers(candidates: readonly RankInput<RankRecord>[], terms: readonly string[]): Set<string> {
  const wanted = new Set(terms);
  const out = new Set<string>();
  for (const c of candidates) {
    const s = speakerOf(c.record);
    if (s === '' || out.has(s)) continue;
    const own = termsOf(s);
    if (own.length > 0 && own.every((t) => wanted.has(t))) out.add(s);
  }
  return out;
}

/** Per candidate, the best match among the other candidates of its session (same `sessionId`, else the same event time). */
function sessionSupport(scored: readonly { c: RankInput<RankRecord>; match: number }[]): number[] {
  const key = (c: RankInput<RankRecord>) => c.record.sessionId ?? `t${c.record.validFrom.getTime()}`;
  const best = new Map<string, [number, number]>(); // the two best matches per session
  for (const { c, match } of scored) {
    const k = key(c);
    const [a, b2] = best.get(k) ?? [0, 0];
    best.set(k, match > a ? [match, a] : [a, Math.max(b2, match)]);
  }
  return scored.map(({ c, match }) => {
    const [a, b2] = best.get(key(c)) ?? [0, 0];
    return match >= a ? b2 : a;
  });
}

/**
 * Stale facts lose: walking the best `window` from the top, an older memory is moved just below
 * the best newer one that matches at least `cover` of the query terms it matches with at least
 * `ratio` of its match.
 */
function newerWins<R extends RankRecord>(ranked: Ranked<R>[], terms: readonly string[], ratio: number, window: number, cover: number): Ranked<R>[] {
  const head = ranked.slice(0, window);
  const matched = head.map((x) => termsFoundIn([x.record.content, ...x.record.notes].join(' '), terms));
  const moved = new Map<number, number>(); // index of an older memory -> index it goes below
  head.forEach((older, i) => {
    if (matched[i]?.size === 0) return;
    for (let j = i + 1; j < head.length; j++) {
      const newer = head[j] as Ranked<R>;
      if (newer.record.validFrom.getTime() <= older.record.validFrom.getTime()) continue;
      if (newer.scores.match < ratio * older.scores.match) continue;
      const n = matched[j] as Set<string>;
      const own = [...(matched[i] as Set<string>)];
      if (own.filter((t) => n.has(t)).length >= cover * own.length) {
        moved.set(i, j);
        break;
      }
    }
  });
  if (moved.size === 0) return ranked;
  const order: Ranked<R>[] = [];
  const after = new Map<number, number[]>();
  for (const [i, j] of moved) after.set(j, [...(after.get(j) ?? []), i]);
  const place = (j: number) => {
    order.push(head[j] as Ranked<R>);
    for (const i of after.get(j) ?? []) place(i);
  };
  head.forEach((_, j) => {
    if (!moved.has(j)) place(j);
  });
  return [...order, ...ranked.slice(window)];
}
