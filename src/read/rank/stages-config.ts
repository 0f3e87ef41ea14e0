/**
 * The two optional stages after candidate scoring (M12): query expansion (several phrasings of the
 * question, each recalled, the results fused) and reranking (the best candidates scored again by a
 * reranking model or a function the caller passes). Both are off by default. Documented in
 * docs/recall.md ("Expansion and reranking").
 */
import type { RerankingModelV4 } from '@ai-sdk/provider';
import { z } from 'zod';
import type { MemoryRecord } from '../../core/types/memory.js';

/** Where extra phrasings come from: the attribute table (offline) or the configured language model (one call). */
export const EXPANSION_SOURCES = ['attributes', 'model'] as const;
export type ExpansionSource = (typeof EXPANSION_SOURCES)[number];

/** One candidate as a rerank function sees it. */
export interface RerankCandidate {
  readonly id: string;
  /** The memory's words (content, then its notes). */
  readonly text: string;
  readonly memory: MemoryRecord;
  /** The first stage's score and its parts (the `ScoreBreakdown` of recall). */
  readonly score: number;
  readonly scores: Readonly<Record<string, number>>;
}

/** A reranker the caller writes: one score per candidate, in their order, higher is better. */
export type RerankFunction = (query: string, candidates: readonly RerankCandidate[]) => readonly number[] | Promise<readonly number[]>;

const expansionObject = z.object({
  /** The sources of phrasings; empty = off. */
  by: z.array(z.enum(EXPANSION_SOURCES)).max(2).default([]),
  /** At most this many phrasings besides the question itself. */
  phrasings: z.number().int().min(1).max(8).default(3),
  /** How much a memory found only by another phrasing counts against one the question finds (its score times this). */
  weight: z.number().min(0).max(1).default(0.9),
  /** The model call's time limit; past it recall goes on with the question alone. */
  timeoutMs: z.number().int().min(1).max(600_000).default(10_000),
});

/** `false` (off), `'attributes'`, `'model'`, or `{ by, phrasings, weight, timeoutMs }`. */
export const ExpansionSchema = z
  .union([z.literal(false), z.enum(EXPANSION_SOURCES), expansionObject])
  .transform((v) => (v === false ? expansionObject.parse({}) : typeof v === 'string' ? expansionObject.parse({ by: [v] }) : v));

const isModel = (v: unknown): v is RerankingModelV4 =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { doRerank?: unknown }).doRerank === 'function' &&
  typeof (v as { modelId?: unknown }).modelId === 'string';
const modelSchema = z.custom<RerankingModelV4>(isModel, 'a reranking model (an AI SDK provider’s rerankingModel(…))');
const fnSchema = z.custom<RerankFunction>((v) => typeof v === 'function', 'a function (query, candidates) => scores');

const rerankObject = z.object({
  /** An AI SDK reranking model (any provider that offers one: `cohere.rerankingModel('rerank-v3.5')`, …). */
  model: modelSchema.nullable().default(null),
  /** Or a function of the caller's (used when no model is given). */
  fn: fnSchema.nullable().default(null),
  /** How many of the best candidates are reranked (at least k are). */
  top: z.number().int().min(1).max(1000).default(30),
  /** The reranker's share of the final score (its scores divided by the best one's); the rest is the first stage's. */
  weight: z.number().min(0).max(1).default(1),
  /** The model call's time limit; past it the first stage's order stands. */
  timeoutMs: z.number().int().min(1).max(600_000).default(10_000),
});

/** `false` (off), a reranking model, a function, or `{ model | fn, top, weight, timeoutMs }`. */
export const RerankSchema = z
  .union([z.literal(false), modelSchema, fnSchema, rerankObject])
  .transform((v) =>
    v === false ? rerankObject.parse({}) : isModel(v) ? rerankObject.parse({ model: v }) : typeof v === 'function' ? rerankObject.parse({ fn: v }) : v,
  );

export type ExpansionConfig = z.infer<typeof ExpansionSchema>;
export type RerankConfig = z.infer<typeof RerankSchema>;
