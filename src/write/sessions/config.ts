/**
 * Configuration of the write path: sessions, extraction triggers, guards, the job queue. Validated
 * with zod where it enters (`createMnemo`), plain data after.
 */
import { z } from 'zod';
import { DEFAULT_THRESHOLDS } from '../consolidate/classify.js';
import { TopicShiftConfigSchema } from './topic-shift.js';

export const WritePathConfigSchema = z
  .object({
    /** Extract after every N user turns (1: after every turn). */
    extractEvery: z.number().int().min(1).max(1000).default(1),
    /** A session with no event for this long is ended; the next message starts a new one (30 min). */
    idleTimeoutMs: z
      .number()
      .int()
      .positive()
      .default(30 * 60 * 1000),
    /** Candidates less important than this are dropped. */
    importanceFloor: z.number().min(0).max(1).default(0.3),
    /** Turn tool output into long-term memory (off: it goes stale). */
    rememberToolOutput: z.boolean().default(false),
    /** Attempts before a job is recorded as failed. */
    maxAttempts: z.number().int().min(1).max(100).default(5),
    /** First retry delay; doubles per attempt up to `backoffMaxMs`. */
    backoffMs: z.number().int().min(0).default(2000),
    backoffMaxMs: z
      .number()
      .int()
      .min(0)
      .default(5 * 60 * 1000),
    /**
     * How long a claim holds without renewal. The running worker renews it every third of this, so
     * it only bounds how soon a dead worker's jobs come back (15 s).
     */
    leaseMs: z.number().int().min(100).default(15_000),
    /** Timeout of one model call. */
    modelTimeoutMs: z.number().int().min(100).default(30_000),
    /** Process jobs in this process in the background as they are queued (the library default). */
    background: z.boolean().default(true),
    /** Consolidation's similarity band (see docs/write-path.md); the defaults are consolidation's own. */
    duplicateThreshold: z.number().min(0).max(1).default(DEFAULT_THRESHOLDS.duplicate),
    novelThreshold: z.number().min(0).max(1).default(DEFAULT_THRESHOLDS.novel),
    /** Lessons (M18): episodes at least this similar (cosine) to a cluster's first episode join it. */
    lessonSimilarity: z.number().min(0).max(1).default(0.8),
    /** Lessons (M18): the fewest similar episodes that make a lesson. */
    lessonMinEpisodes: z.number().int().min(2).max(1000).default(3),
    /** Topic-shift session end (M4), off by default: see topic-shift.ts for the rule. */
    topicShift: TopicShiftConfigSchema.default(TopicShiftConfigSchema.parse({})),
  })
  .strict();

/** The write path's settings. */
export type WritePathConfig = z.infer<typeof WritePathConfigSchema>;
export type WritePathConfigInput = z.input<typeof WritePathConfigSchema>;
