/**
 * Topic-shift session end (M4), off by default. The rule: a new user turn is compared with the
 * session's recent user turns — the cosine similarity between its embedding and the mean of the
 * last `window` user turns' embeddings (each normalised first). When the session has at least
 * `minTurns` user turns and the similarity is below `threshold`, the topic has shifted: the session
 * ends with reason `topic-shift` (its last turns are extracted as at any end) and a new one begins
 * with this turn. Only a session the engine picks applies the rule (`sessions.open` without an id);
 * a session the app names is the app's to end.
 */
import { z } from 'zod';

export const TopicShiftConfigSchema = z
  .object({
    enabled: z.boolean().default(false),
    /** Below this cosine similarity to the recent turns, the topic has shifted (default 0.2). */
    threshold: z.number().min(-1).max(1).default(0.2),
    /** How many recent user turns the new turn is compared with (default 3). */
    window: z.number().int().min(1).max(50).default(3),
    /** The fewest user turns a session has before it can end by topic (default 4). */
    minTurns: z.number().int().min(1).max(1000).default(4),
  })
  .strict();

export type TopicShiftConfig = z.infer<typeof TopicShiftConfigSchema>;

/** The rule, pure: the similarity and whether it is a shift. `recent` are the session's latest user turns' vectors, oldest first. */
export function topicShift(
  turn: Float32Array,
  recent: readonly Float32Array[],
  userTurns: number,
  config: TopicShiftConfig,
): { shifted: boolean; similarity: number | null } {
  const window = recent.slice(-config.window);
  if (!config.enabled || window.length === 0 || userTurns < config.minTurns) return { shifted: false, similarity: null };
  const mean = new Float32Array(turn.length);
  for (const v of window) {
    const n = norm(v);
    if (n === 0) continue;
    for (let i = 0; i < mean.length; i++) mean[i] = (mean[i] ?? 0) + (v[i] ?? 0) / n;
  }
  const a = norm(turn);
  const b = norm(mean);
  if (a === 0 || b === 0) return { shifted: false, similarity: null };
  let dot = 0;
  for (let i = 0; i < turn.length; i++) dot += (turn[i] ?? 0) * (mean[i] ?? 0);
  const similarity = dot / (a * b);
  return { shifted: similarity < config.threshold, similarity };
}

function norm(v: Float32Array): number {
  let s = 0;
  for (const x of v) s += x * x;
  return Math.sqrt(s);
}
