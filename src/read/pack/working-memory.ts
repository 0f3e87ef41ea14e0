/**
 * Working memory (M13): the turns a model sees for one call. The last N turns go in verbatim;
 * older turns are summarised and placed *before* them. The summariser is a pluggable function
 * (usually a model call); without one, older turns are truncated and the text says so.
 */
import type { Tokenizer } from './tokens.js';

/** One conversation turn. */
export interface Turn {
  readonly role: 'user' | 'assistant' | 'tool';
  readonly content: string;
}

/** Turns older turns into a short text. */
export type Summariser = (turns: readonly Turn[], maxTokens: number) => Promise<string>;

/** Options of {@link buildWorkingMemory}. */
export interface WorkingMemoryOptions {
  /** How many recent turns stay verbatim. */
  readonly keepLast?: number;
  /** Token cap of the summary of older turns. */
  readonly summaryTokens?: number;
  readonly summarise?: Summariser;
  readonly tokenizer: Tokenizer;
  /**
   * Called right before older turns are compacted into a summary: the memory flush (M5). Pass
   * `() => mnemo.sessions.flush(scope, sessionId)` so nothing said in those turns is lost to memory.
   */
  readonly beforeCompact?: () => Promise<unknown>;
}

/** The result: an optional summary, then the recent turns. */
export interface WorkingMemory {
  readonly summary: string | null;
  readonly recent: readonly Turn[];
  /** How many older turns the summary stands for. */
  readonly summarisedTurns: number;
  /** Summary (as a leading system-style turn) followed by the recent turns. */
  readonly messages: readonly { role: 'system' | Turn['role']; content: string }[];
}

/** Builds working memory from a conversation. */
export async function buildWorkingMemory(turns: readonly Turn[], options: WorkingMemoryOptions): Promise<WorkingMemory> {
  const keepLast = Math.max(0, options.keepLast ?? 6);
  const summaryTokens = options.summaryTokens ?? 300;
  const cut = Math.max(0, turns.length - keepLast);
  const older = turns.slice(0, cut);
  const recent = turns.slice(cut);
  let summary: string | null = null;
  if (older.length > 0) {
    await options.beforeCompact?.();
    const body = options.summarise ? await options.summarise(older, summaryTokens) : truncateHonestly(older, summaryTokens, options.tokenizer);
    summary = options.tokenizer.truncate(body, summaryTokens);
  }
  const messages = [...(summary ? [{ role: 'system' as const, content: summary }] : []), ...recent];
  return { summary, recent, summarisedTurns: older.length, messages };
}

function truncateHonestly(older: readonly Turn[], maxTokens: number, tokenizer: Tokenizer): string {
  const head = `Earlier in this conversation (${older.length} turns; no summariser is configured, so this is the start of each turn, cut short):`;
  const per = Math.max(8, Math.floor((maxTokens - tokenizer.count(head)) / Math.max(1, older.length)));
  const lines = older.map((t) => `- ${t.role}: ${tokenizer.truncate(t.content.replace(/\s+/g, ' '), per)}`);
  return [head, ...lines].join('\n');
}
