/**
 * Working memory (M13): the turns a model sees for one call. The last N turns go in verbatim;
 * older turns are summarised and placed *before* them. The summariser is a pluggable function
 * (usually a model call); without one, older turns are truncated and the text says so.
 *
 * With a `window`, how many turns stay verbatim follows from the model's context window instead of
 * a count: fixed part + summary + recent turns + the reply's reservation fit (`planWindow`).
 */
import { MnemoError } from '../../core/errors.js';
import type { Tokenizer } from './tokens.js';
import { planWindow } from './window.js';

/** Tokens a chat message costs beyond its text (role and separators; about 4 in OpenAI's formats). */
export const MESSAGE_OVERHEAD_TOKENS = 4;

/** One conversation turn. */
export interface Turn {
  readonly role: 'user' | 'assistant' | 'tool';
  readonly content: string;
}

/** Turns older turns into a short text. */
export type Summariser = (turns: readonly Turn[], maxTokens: number) => Promise<string>;

/** Options of {@link buildWorkingMemory}. */
export interface WorkingMemoryOptions {
  /** How many recent turns stay verbatim (default 6; with a `window`, at most this many when given). */
  readonly keepLast?: number;
  /**
   * The model's window: turns are dropped (oldest first, into the summary) until
   * `fixedTokens + summary + recent turns + replyTokens ≤ contextTokens`. `fixedTokens` is what the
   * call carries anyway (system prompt, Mnemo's stable and episodic blocks).
   */
  readonly window?: { readonly contextTokens: number; readonly replyTokens: number; readonly fixedTokens?: number };
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
  /** Tokens of `messages` (each message's text plus its overhead). */
  readonly tokens: number;
}

/** Builds working memory from a conversation. */
export async function buildWorkingMemory(turns: readonly Turn[], options: WorkingMemoryOptions): Promise<WorkingMemory> {
  const { tokenizer, window } = options;
  const cost = (text: string) => tokenizer.count(text) + MESSAGE_OVERHEAD_TOKENS;
  let summaryTokens = options.summaryTokens ?? 300;
  let cut: number;
  if (window) {
    const plan = planWindow({ ...window, fixedTokens: window.fixedTokens ?? 0, summaryTokens, turnTokens: turns.map((t) => cost(t.content)) });
    if (!plan.fits)
      throw new MnemoError('TOO_LARGE', 'the latest turn alone does not fit the context window with the reply reserved: shorten it or reserve less');
    cut = Math.max(plan.cut, options.keepLast === undefined ? 0 : turns.length - Math.max(1, options.keepLast));
    summaryTokens = Math.max(0, plan.summaryTokens - MESSAGE_OVERHEAD_TOKENS);
  } else {
    cut = Math.max(0, turns.length - Math.max(0, options.keepLast ?? 6));
  }
  const older = turns.slice(0, cut);
  const recent = turns.slice(cut);
  let summary: string | null = null;
  if (older.length > 0) {
    await options.beforeCompact?.();
    const body = options.summarise ? await options.summarise(older, summaryTokens) : truncateHonestly(older, summaryTokens, tokenizer);
    summary = tokenizer.truncate(body, summaryTokens) || null;
  }
  const messages = [...(summary ? [{ role: 'system' as const, content: summary }] : []), ...recent];
  return { summary, recent, summarisedTurns: older.length, messages, tokens: messages.reduce((n, m) => n + cost(m.content), 0) };
}

/** The offline summary: the start of each older turn, cut short, and a line saying so. */
export function truncateHonestly(older: readonly Turn[], maxTokens: number, tokenizer: Tokenizer): string {
  const head = `Earlier in this conversation (${older.length} turns; no summariser is configured, so this is the start of each turn, cut short):`;
  const per = Math.max(8, Math.floor((maxTokens - tokenizer.count(head)) / Math.max(1, older.length)));
  const lines = older.map((t) => `- ${t.role}: ${tokenizer.truncate(t.content.replace(/\s+/g, ' '), per)}`);
  return [head, ...lines].join('\n');
}
