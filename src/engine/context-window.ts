/**
 * Working memory for a library caller (M13): Mnemo's two blocks and the conversation, fitted
 * together to a model's context window with the reply's room reserved. `context()` gives the blocks
 * (within a quarter of the prompt's room at most), `buildWorkingMemory` keeps the most recent turns
 * verbatim and replaces the oldest by a summary placed before them — the session's rolling summary
 * when a model is configured and the session has one, else the offline digest — after the memory
 * flush has queued their extraction. The guarantee: system + stable + episodic + messages + reply ≤
 * the window, in the bundled tokenizer's count (or the caller's).
 */
import { MnemoError } from '../core/errors.js';
import type { ScopeInput } from '../core/scope-input.js';
import { loadTokenizer, type Tokenizer } from '../read/pack/tokens.js';
import { buildWorkingMemory, MESSAGE_OVERHEAD_TOKENS, truncateHonestly, type Turn, type WorkingMemory } from '../read/pack/working-memory.js';
import type { ContextOptions, ContextResult } from './facade-types.js';
import type { Mnemo } from './mnemo.js';

/** Options of {@link contextWindow}. */
export interface ContextWindowOptions {
  /** The model's context window in tokens. */
  readonly contextTokens: number;
  /** Tokens reserved for the reply. */
  readonly replyTokens: number;
  /** The app's system prompt (its tokens are part of the fixed share). */
  readonly system?: string;
  /** Tokens for the two blocks (default 1000, at most a quarter of the prompt's room). */
  readonly budget?: number;
  /** Cap of the summary of older turns (default 300). */
  readonly summaryTokens?: number;
  /** A counter of the provider's tokens; the bundled tokenizer otherwise. */
  readonly tokenizer?: Tokenizer;
  readonly context?: Omit<ContextOptions, 'budget'>;
}

/** What {@link contextWindow} returns: the blocks, the fitted conversation and the prompt's tokens. */
export interface ContextWindow {
  readonly context: ContextResult;
  readonly working: WorkingMemory;
  /** Tokens of system + blocks + messages: at most `contextTokens - replyTokens`. */
  readonly promptTokens: number;
}

/** The blocks and the conversation for one model call, fitted to the window. The latest turn is the user's. */
export async function contextWindow(mnemo: Mnemo, scope: ScopeInput, turns: readonly Turn[], options: ContextWindowOptions): Promise<ContextWindow> {
  const { contextTokens, replyTokens } = options;
  if (!Number.isInteger(contextTokens) || !Number.isInteger(replyTokens) || replyTokens < 0 || contextTokens <= replyTokens) {
    throw new MnemoError('INVALID_INPUT', 'the context window must be a whole number of tokens larger than the reply reservation');
  }
  const query = [...turns].reverse().find((t) => t.role === 'user')?.content ?? '';
  const tokenizer = options.tokenizer ?? (await loadTokenizer());
  const budget = Math.max(1, Math.min(options.budget ?? 1000, Math.floor((contextTokens - replyTokens) / 4)));
  const context = await mnemo.context(scope, query, { ...options.context, budget });
  const system = options.system ?? '';
  const blocks = [system, context.stable.text, context.episodic.text].filter(Boolean);
  const fixedTokens = blocks.reduce((n, b) => n + tokenizer.count(b) + MESSAGE_OVERHEAD_TOKENS, 0);
  const sessionId = scope.sessionId;
  const working = await buildWorkingMemory(turns, {
    tokenizer,
    summaryTokens: options.summaryTokens ?? 300,
    window: { contextTokens, replyTokens, fixedTokens },
    ...(sessionId && {
      beforeCompact: () => mnemo.sessions.flush(scope, sessionId),
      ...(mnemo.llm && {
        summarise: async (older: readonly Turn[], max: number) =>
          (await mnemo.sessions.get(scope, sessionId)).summary || truncateHonestly(older, max, tokenizer),
      }),
    }),
  });
  return { context, working, promptTokens: fixedTokens + working.tokens };
}
