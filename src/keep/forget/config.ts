/**
 * Configuration of forgetting (see docs/forgetting.md): how strength decays, when a memory is
 * decayed, archived or aged, and how often the worker runs maintenance. Validated with zod where it
 * enters (`resolveConfig`), plain data after.
 */
import { z } from 'zod';
import { MEMORY_KINDS } from '../../core/types/memory.js';

export const ForgettingConfigSchema = z
  .object({
    /** Strength half-life in days per kind, from last use; a memory's own `halfLifeDays` wins. */
    halfLifeDays: z.record(z.enum(MEMORY_KINDS), z.number().positive()).default({ fact: 180, preference: 365, episode: 30, procedure: 365 }),
    /** A memory whose strength falls below this is invalidated with the reason "decayed". */
    decayThreshold: z.number().min(0).max(1).default(0.05),
    /** Memories at least this important are hard rules: never decayed, aged or archived. */
    hardRuleImportance: z.number().min(0).max(1).default(0.9),
    /** Confidence halves over this many days without use or confirmation. */
    confidenceHalfLifeDays: z.number().positive().default(365),
    /** A memory whose confidence is below this is archived (kept, out of recall by default). */
    archiveBelowConfidence: z.number().min(0).max(1).default(0.3),
    /** Smaller drops of confidence are not written (a daily run would otherwise rewrite every memory). */
    minConfidenceStep: z.number().min(0).max(1).default(0.01),
    /** How often the worker queues maintenance for every user, in ms; 0 turns the schedule off. */
    maintenanceIntervalMs: z
      .number()
      .int()
      .min(0)
      .default(24 * 60 * 60 * 1000),
    /**
     * How often the worker queues a lesson pass (M18) for every user, in ms; 0 (the default) turns
     * it off. Queued only when a model is configured: offline a lesson pass writes nothing.
     */
    lessonIntervalMs: z.number().int().min(0).default(0),
    /**
     * How often the worker queues a dream (M19) for every user, in ms; 0 (the default) turns it
     * off. A scheduled dream is kept only when it proposes something, and is skipped while an
     * earlier dream of the user waits for review.
     */
    dreamIntervalMs: z.number().int().min(0).default(0),
  })
  .strict();

/** The resolved settings of forgetting. */
export type ForgettingConfig = z.infer<typeof ForgettingConfigSchema>;
/** What a caller may give (every field optional). */
export type ForgettingConfigInput = z.input<typeof ForgettingConfigSchema>;
