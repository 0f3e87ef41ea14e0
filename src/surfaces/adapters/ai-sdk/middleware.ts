/**
 * Memory for any AI SDK app in one line (M26):
 * `wrapLanguageModel({ model, middleware: mnemoMiddleware({ mnemo, scope }) })`.
 *
 * Before each model call the frozen stable block goes into the system message and the episodic
 * block recalled for the latest user message goes next to it, fenced and marked as untrusted
 * background. After the call the user's turn and the assistant's reply are appended to the session,
 * which queues extraction in the background as usual. Streams pass through untouched: recording
 * starts when the stream has finished, and its failures are logged, never thrown at the caller.
 * In a tool loop every step sees the same blocks (computed once per turn) and the turn is recorded
 * once, by the step that answers in words.
 *
 * With a `window` the prompt is also fitted to the model's context window, the reply's room
 * reserved: older turns give way to a summary (window.ts), after the memory flush.
 *
 * Only the facade is used: `context`, `sessions.open` / `get` / `append` / `flush`, `llm`, `logger`.
 */
import type {
  LanguageModelV4CallOptions,
  LanguageModelV4FinishReason,
  LanguageModelV4Middleware,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
} from '@ai-sdk/provider';
import { MnemoError } from '../../../core/errors.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import { loadTokenizer } from '../../../read/pack/tokens.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import { Calibration, fitPrompt, type WindowOptions } from './window.js';
import { FRAMING, injectBlocks, isContinuation, latestUserTurn, replyOf, stripInjected, turnSoFar } from './prompt.js';

/** A value given once, or worked out from each call's parameters (e.g. a user id in `providerOptions`). */
export type PerCall<T> = T | ((params: LanguageModelV4CallOptions) => T | Promise<T>);

/** Options of {@link mnemoMiddleware}. */
export interface MnemoMiddlewareOptions {
  /** The engine (from `createMnemo`). */
  readonly mnemo: Pick<Mnemo, 'context' | 'sessions' | 'logger'> & Partial<Pick<Mnemo, 'llm'>>;
  /** Whose memory: a scope, or a function of the call's parameters, so one wrapped model serves many users. */
  readonly scope: PerCall<ScopeInput>;
  /** Tokens for both blocks together, their fences included (default 1000). */
  readonly budget?: number;
  /** The session to record into (default: the scope's, else the user's current session). */
  readonly sessionId?: PerCall<string | undefined>;
  /** `'turns'` (default) appends each user turn and reply to the session; `'none'` only reads memory. */
  readonly record?: 'turns' | 'none';
  /**
   * Working memory: the model's context window and the reply's reservation. When given, every call
   * fits — system prompt + Mnemo's blocks + history + reply ≤ `contextTokens` — by replacing the
   * oldest turns with a summary; the memory budget is capped at a quarter of the prompt's room.
   */
  readonly window?: WindowOptions;
}

/** The middleware, plus a way to wait for the recordings it started. */
export interface MnemoMiddleware extends LanguageModelV4Middleware {
  /** Resolves when every turn recording started so far has finished (for tests and a clean shutdown). */
  idle(): Promise<void>;
}

/** What one user turn needs after the call: where to record it and what was injected. */
interface Turn {
  readonly scope: ScopeInput;
  readonly sessionId: string | null;
  readonly userIndex: number;
  readonly userText: string;
  readonly injected: readonly string[];
}

interface Blocks {
  readonly sessionId: string | null;
  readonly stable: string;
  readonly episodic: string;
}

const CACHE_SIZE = 256;

/** Builds the middleware for `wrapLanguageModel`. */
export function mnemoMiddleware(options: MnemoMiddlewareOptions): MnemoMiddleware {
  const { mnemo } = options;
  const record = (options.record ?? 'turns') === 'turns';
  const budget = options.budget ?? 1000;
  if (!Number.isInteger(budget) || budget < 1) throw new MnemoError('INVALID_INPUT', 'the memory budget must be a positive whole number of tokens');
  const turns = new WeakMap<LanguageModelV4CallOptions, Turn>();
  // The blocks of the turns in flight: every step of a tool loop gets the same bytes (and provider caches hold).
  const blocksOfTurn = new Map<string, Promise<Blocks>>();
  const pending = new Set<Promise<void>>();
  let framingTokens: Promise<number> | null = null;
  const { window } = options;
  const calibration = new Calibration();
  const counted = new WeakMap<LanguageModelV4CallOptions, number>();
  const flushedAt = new Map<string, number>();
  const reserveFor = (params: LanguageModelV4CallOptions) => params.maxOutputTokens ?? window?.replyTokens ?? 1024;
  if (window && !(Number.isInteger(window.contextTokens) && window.contextTokens > reserveFor({ prompt: [] }))) {
    throw new MnemoError('INVALID_INPUT', 'the context window must be a whole number of tokens larger than the reply reservation');
  }
  const memoryBudget = window ? Math.min(budget, Math.max(1, Math.floor((window.contextTokens - reserveFor({ prompt: [] })) / 4))) : budget;

  const blocksFor = async (scope: ScopeInput, sessionId: string | undefined, query: string): Promise<Blocks> => {
    let session: string | null = sessionId ?? null;
    if (record) {
      try {
        session = (await mnemo.sessions.open(scope, sessionId === undefined ? { text: query } : { sessionId })).id;
      } catch (error) {
        if (isCallersMistake(error)) throw error;
        mnemo.logger.warn('memory middleware: could not open the session; this turn will not be recorded', { code: codeOf(error) });
        session = null;
      }
    }
    try {
      framingTokens ??= loadTokenizer().then((t) => t.count(FRAMING));
      const room = Math.max(1, memoryBudget - (await framingTokens));
      const context = await mnemo.context({ ...scope, sessionId: session ?? undefined }, query, { budget: room });
      mnemo.logger.debug('memory middleware: context', {
        sessionId: session,
        stableIds: context.stable.memoryIds,
        episodicIds: context.episodic.memoryIds,
        tokens: context.tokens,
        budget,
      });
      return { sessionId: session, stable: context.stable.text, episodic: context.episodic.text };
    } catch (error) {
      if (isCallersMistake(error)) throw error;
      // Memory is an aid: when it cannot be read the call still goes ahead, without it.
      mnemo.logger.warn('memory middleware: recall failed; calling the model without memory', { code: codeOf(error) });
      return { sessionId: session, stable: '', episodic: '' };
    }
  };

  const transformParams = async ({ params }: { params: LanguageModelV4CallOptions }): Promise<LanguageModelV4CallOptions> => {
    const user = latestUserTurn(params.prompt);
    if (!user || user.text === '') return params;
    const scope = await resolve(options.scope, params);
    const sessionId = (await resolve(options.sessionId, params)) ?? scope.sessionId;
    const key = JSON.stringify([scope.tenantId ?? '', scope.userId, scope.agentId ?? '', sessionId ?? '', user.text]);
    let blocks = isContinuation(params.prompt, user.index) ? blocksOfTurn.get(key) : undefined;
    if (!blocks) {
      blocks = blocksFor(scope, sessionId, user.text);
      blocksOfTurn.delete(key);
      blocksOfTurn.set(key, blocks);
      if (blocksOfTurn.size > CACHE_SIZE) blocksOfTurn.delete(blocksOfTurn.keys().next().value as string);
      blocks.catch(() => blocksOfTurn.delete(key));
    }
    const { sessionId: session, stable, episodic } = await blocks;
    let transformed: LanguageModelV4CallOptions = { ...params, prompt: injectBlocks(params.prompt, user.index, { stable, episodic }) };
    if (window) transformed = await fitted(transformed, scope, session);
    turns.set(transformed, {
      scope: { ...scope, sessionId: undefined },
      sessionId: session,
      userIndex: user.index,
      userText: user.text,
      injected: [stable, episodic],
    });
    return transformed;
  };

  /** The call fitted to the window; the flush runs before turns are dropped, once per newly dropped turn. */
  const fitted = async (params: LanguageModelV4CallOptions, scope: ScopeInput, session: string | null): Promise<LanguageModelV4CallOptions> => {
    const replyTokens = reserveFor(params);
    const fit = await fitPrompt(params.prompt, window as WindowOptions, replyTokens, {
      tokenizer: await loadTokenizer(),
      calibration,
      beforeDrop: async () => {
        if (session === null) return;
        const done = flushedAt.get(session) ?? 0;
        const events = (await mnemo.sessions.get(scope, session)).eventCount;
        if (events <= done) return;
        await mnemo.sessions.flush(scope, session);
        flushedAt.set(session, events);
        if (flushedAt.size > CACHE_SIZE) flushedAt.delete(flushedAt.keys().next().value as string);
      },
      rollingSummary: async () => (mnemo.llm && session !== null ? (await mnemo.sessions.get(scope, session)).summary || null : null),
    });
    if (fit.droppedTurns > 0) mnemo.logger.debug('memory middleware: older turns summarised', { sessionId: session, dropped: fit.droppedTurns });
    const out = { ...params, prompt: fit.prompt, maxOutputTokens: replyTokens };
    counted.set(out, fit.counted);
    return out;
  };

  /** Appends the turn in the background; resolves when done, never rejects. */
  const recordTurn = (turn: Turn, prompt: LanguageModelV4Prompt, reply: { text: string; editedMemory: boolean }): Promise<void> => {
    const { sessionId } = turn;
    if (!record || sessionId === null) return Promise.resolve();
    const done = (async () => {
      const before = turnSoFar(prompt, turn.userIndex);
      const said = stripInjected([before.text, reply.text].filter(Boolean).join('\n'), turn.injected);
      const metadata = { via: 'ai-sdk-middleware' };
      // A turn whose memory tools already wrote memory is not extracted again.
      const memoryEdit = before.editedMemory || reply.editedMemory;
      await mnemo.sessions.append(turn.scope, sessionId, [
        { role: 'user', content: stripInjected(turn.userText, turn.injected), memoryEdit, metadata },
        ...(said ? [{ role: 'assistant' as const, content: said, memoryEdit, metadata }] : []),
      ]);
    })().catch((error: unknown) => {
      mnemo.logger.warn('memory middleware: recording the turn failed', { code: codeOf(error), sessionId });
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
    return done;
  };

  return {
    specificationVersion: 'v4',
    transformParams,
    async wrapGenerate({ doGenerate, params }) {
      const result = await doGenerate();
      calibration.observe(counted.get(params) ?? 0, result.usage.inputTokens.total);
      const turn = turns.get(params);
      // Awaited (a local append; extraction runs later in the background): when generateText returns, the turn is in the session.
      if (turn && endsTurn(result.finishReason)) await recordTurn(turn, params.prompt, replyOf(result.content));
      return result;
    },
    async wrapStream({ doStream, params }) {
      const result = await doStream();
      const turn = turns.get(params);
      if (!turn || !record) return result;
      let text = '';
      let editedMemory = false;
      let finish: LanguageModelV4FinishReason | undefined;
      const observe = new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
        transform(part, controller) {
          controller.enqueue(part);
          if (part.type === 'text-delta') text += part.delta;
          else if (part.type === 'tool-call') editedMemory ||= replyOf([part]).editedMemory;
          else if (part.type === 'finish') {
            finish = part.finishReason;
            calibration.observe(counted.get(params) ?? 0, part.usage.inputTokens.total);
          }
        },
        flush() {
          // Not awaited: the caller's stream closes now; the write happens behind it.
          if (finish && endsTurn(finish)) void recordTurn(turn, params.prompt, { text, editedMemory });
        },
      });
      return { ...result, stream: result.stream.pipeThrough(observe) };
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/** A step that ends in tool calls continues the turn; an error ends nothing worth recording. */
function endsTurn(finish: LanguageModelV4FinishReason): boolean {
  return finish.unified !== 'tool-calls' && finish.unified !== 'error';
}

async function resolve<T>(value: PerCall<T>, params: LanguageModelV4CallOptions): Promise<T> {
  return typeof value === 'function' ? (value as (p: LanguageModelV4CallOptions) => T | Promise<T>)(params) : value;
}

/** A wrong scope or session is the app's bug and must not be papered over by calling the model without memory. */
function isCallersMistake(error: unknown): boolean {
  return MnemoError.isInstance(error) && error.category === 'user';
}

function codeOf(error: unknown): string {
  return MnemoError.isInstance(error) ? error.code : ((error as Error)?.name ?? 'Error');
}
