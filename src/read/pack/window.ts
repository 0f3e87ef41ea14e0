/**
 * The context window's arithmetic (M13), pure: given what a call must carry (the fixed part: system
 * text and Mnemo's blocks; the reply's reservation) and the conversation's turns, most recent last,
 * how many of the oldest turns are replaced by a summary so that everything fits.
 *
 * The rule: `fixed + summary + kept turns + reply ≤ window`. The most recent turns are kept verbatim,
 * as many as fit; the summary's room is taken first whenever a turn is dropped (it stands for the
 * dropped turns), capped at `summaryTokens` and at a quarter of what is left for history. The latest
 * turn is always kept; when it alone does not fit, the call cannot be made and the plan says so.
 */

/** What the planner needs. Every number is in tokens. */
export interface WindowInput {
  /** The model's context window (prompt and reply together). */
  readonly contextTokens: number;
  /** Tokens held back for the reply (the call's `maxOutputTokens`). */
  readonly replyTokens: number;
  /** Tokens that go in whatever happens: system text, Mnemo's blocks, framing. */
  readonly fixedTokens: number;
  /** Each turn's tokens, oldest first; the last one is the turn being answered. */
  readonly turnTokens: readonly number[];
  /** Cap of the summary that replaces dropped turns (default 300). */
  readonly summaryTokens?: number;
}

/** The planner's answer. */
export interface WindowPlan {
  /** How many of the oldest turns to drop (and summarise). */
  readonly cut: number;
  /** Tokens the summary may take (0 when nothing is dropped). */
  readonly summaryTokens: number;
  /** Tokens left for history: window − reply − fixed. */
  readonly historyTokens: number;
  /** False when even the latest turn alone does not fit. */
  readonly fits: boolean;
}

/** Plans the window; see the module's comment for the rule. */
export function planWindow(input: WindowInput): WindowPlan {
  const history = input.contextTokens - input.replyTokens - input.fixedTokens;
  const turns = input.turnTokens;
  const total = turns.reduce((a, b) => a + b, 0);
  if (total <= history) return { cut: 0, summaryTokens: 0, historyTokens: history, fits: true };
  const summary = Math.max(0, Math.min(input.summaryTokens ?? 300, Math.floor(history / 4)));
  const room = history - summary;
  // Keep from the newest back while the turns fit next to the summary.
  let kept = 0;
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const t = turns[i] ?? 0;
    if (used + t > room) break;
    used += t;
    kept++;
  }
  const latest = turns[turns.length - 1] ?? 0;
  // The latest turn alone is larger than its share: keep it, and give the summary what is left.
  if (kept === 0) return { cut: turns.length - 1, summaryTokens: Math.max(0, history - latest), historyTokens: history, fits: latest <= history };
  return { cut: turns.length - kept, summaryTokens: summary, historyTokens: history, fits: true };
}
