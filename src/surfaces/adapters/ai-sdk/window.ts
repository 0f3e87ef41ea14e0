/**
 * Working memory for the middleware (M13): the prompt, Mnemo's blocks already in it, is fitted to
 * the model's context window with room reserved for the reply. The most recent turns stay verbatim;
 * the oldest are replaced by one summary message placed before them (right after the app's system
 * messages, so the prompt's prefix stays stable). A turn is a user message and everything after it
 * up to the next user message, so a tool call is never separated from its result.
 *
 * Tokens are counted with a counter the app gives (its provider's tokenizer) or the bundled one,
 * scaled by what the provider reported for the previous call when it counted more (`Calibration`).
 */
import type { LanguageModelV4Message, LanguageModelV4Prompt } from '@ai-sdk/provider';
import { MnemoError } from '../../../core/errors.js';
import { planWindow } from '../../../read/pack/window.js';
import { MESSAGE_OVERHEAD_TOKENS, truncateHonestly, type Turn } from '../../../read/pack/working-memory.js';
import type { Tokenizer } from '../../../read/pack/tokens.js';

/** Tokens a file or image part is counted as: the middleware cannot see how a provider encodes it. */
export const FILE_PART_TOKENS = 1000;
const SUMMARY_OPEN = '<conversation-summary source="mnemo">';
const SUMMARY_CLOSE = '</conversation-summary>';

/** The window of the wrapped model. */
export interface WindowOptions {
  /** The model's context window in tokens (prompt and reply together). */
  readonly contextTokens: number;
  /** Tokens reserved for the reply (default 1024). A call without `maxOutputTokens` gets this as its limit. */
  readonly replyTokens?: number;
  /** Cap of the summary of older turns (default 300). */
  readonly summaryTokens?: number;
  /** The provider's own token counter, when the app has one; the bundled tokenizer (o200k_base) otherwise. */
  readonly countTokens?: (text: string) => number;
}

/** Learns how far the bundled count is below the provider's, from the usage a call reports. */
export class Calibration {
  private ratio = 1;
  /** Records one call: what we counted for its prompt and what the provider says it read. */
  observe(counted: number, reported: number | undefined): void {
    if (counted > 0 && reported !== undefined && reported > 0) this.ratio = Math.max(1, Math.min(4, reported / counted));
  }
  scale(tokens: number): number {
    return Math.ceil(tokens * this.ratio);
  }
}

/** What fitting did. */
export interface Fitted {
  readonly prompt: LanguageModelV4Prompt;
  /** The prompt's tokens as counted (before calibration). */
  readonly counted: number;
  /** Turns replaced by the summary. */
  readonly droppedTurns: number;
  readonly replyTokens: number;
}

/** What fitting needs from the middleware. */
export interface FitDeps {
  readonly tokenizer: Tokenizer;
  readonly calibration: Calibration;
  /** Runs once before older turns are dropped: the memory flush (M5). */
  readonly beforeDrop: () => Promise<void>;
  /** The model-written summary of the session when there is one (the rolling summary), else null. */
  readonly rollingSummary: () => Promise<string | null>;
}

/** Fits `prompt` into the window; the latest turn is the latest user message and everything after it. */
export async function fitPrompt(prompt: LanguageModelV4Prompt, window: WindowOptions, replyTokens: number, deps: FitDeps): Promise<Fitted> {
  const count = window.countTokens ?? ((text: string) => deps.tokenizer.count(text));
  const cost = (m: LanguageModelV4Message) => count(textOf(m)) + MESSAGE_OVERHEAD_TOKENS + filesOf(m) * FILE_PART_TOKENS;
  const head = leadingSystem(prompt);
  const groups = turnsOf(prompt, head);
  const fixed = prompt.slice(0, head).reduce((n, m) => n + cost(m), 0);
  const turnTokens = groups.map((g) => g.reduce((n, m) => n + cost(m), 0));
  const plan = planWindow({
    contextTokens: window.contextTokens,
    replyTokens,
    fixedTokens: deps.calibration.scale(fixed),
    turnTokens: turnTokens.map((t) => deps.calibration.scale(t)),
    summaryTokens: window.summaryTokens ?? 300,
  });
  if (!plan.fits) {
    throw new MnemoError(
      'TOO_LARGE',
      'the system prompt, memory and latest turn do not fit the context window with the reply reserved: shorten them or reserve less',
    );
  }
  if (plan.cut === 0) return { prompt, counted: fixed + sum(turnTokens), droppedTurns: 0, replyTokens };
  await deps.beforeDrop();
  const dropped = groups.slice(0, plan.cut).flat();
  const kept = groups.slice(plan.cut);
  // The summary's own room, in counted tokens, less its fence and message overhead.
  const room = Math.floor(plan.summaryTokens / deps.calibration.scale(1)) - count(`${SUMMARY_OPEN}\n\n${SUMMARY_CLOSE}`) - MESSAGE_OVERHEAD_TOKENS;
  const rolling = await deps.rollingSummary();
  const body = rolling ? `Summary of the conversation so far:\n${rolling}` : truncateHonestly(dropped.map(asTurn), room, deps.tokenizer);
  const text = truncateTo(body, room, count, deps.tokenizer);
  const summary: LanguageModelV4Message[] = text ? [{ role: 'system', content: `${SUMMARY_OPEN}\n${text}\n${SUMMARY_CLOSE}` }] : [];
  const out = [...prompt.slice(0, head), ...summary, ...kept.flat()];
  return { prompt: out, counted: out.reduce((n, m) => n + cost(m), 0), droppedTurns: plan.cut, replyTokens };
}

/** How many messages at the start are the app's system messages. */
function leadingSystem(prompt: LanguageModelV4Prompt): number {
  let i = 0;
  while (prompt[i]?.role === 'system') i++;
  return i;
}

/** The conversation after the system messages, in turns: each starts at a user message (the latest user message is the last one). */
function turnsOf(prompt: LanguageModelV4Prompt, from: number): LanguageModelV4Message[][] {
  const groups: LanguageModelV4Message[][] = [];
  for (const m of prompt.slice(from)) {
    if (groups.length === 0 || m.role === 'user') groups.push([m]);
    else groups.at(-1)?.push(m);
  }
  return groups;
}

function textOf(m: LanguageModelV4Message): string {
  if (m.role === 'system') return m.content;
  return m.content
    .map((p) => {
      switch (p.type) {
        case 'text':
        case 'reasoning':
          return p.text;
        case 'tool-call':
          return `${p.toolName} ${JSON.stringify(p.input)}`;
        case 'tool-result':
          return `${p.toolName} ${JSON.stringify(p.output)}`;
        default:
          return '';
      }
    })
    .join('\n');
}

function filesOf(m: LanguageModelV4Message): number {
  return m.role === 'system' ? 0 : m.content.filter((p) => p.type === 'file').length;
}

function asTurn(m: LanguageModelV4Message): Turn {
  const role = m.role === 'user' || m.role === 'assistant' ? m.role : 'tool';
  return { role, content: textOf(m) };
}

/** Cut `text` to `max` tokens of the counter in use (the bundled tokenizer cuts; the counter checks). */
function truncateTo(text: string, max: number, count: (t: string) => number, tokenizer: Tokenizer): string {
  if (max <= 0) return '';
  let cap = max;
  let cut = tokenizer.truncate(text, cap);
  while (cut && count(cut) > max && cap > 1) cut = tokenizer.truncate(text, (cap = Math.floor(cap * 0.9)));
  return cut && count(cut) <= max ? cut : '';
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
