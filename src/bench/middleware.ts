/**
 * `mnemo bench middleware`: what the AI SDK middleware adds to a model call, at a scope of 10k
 * memories. Before the call: open the session, build the context (frozen stable block + recall +
 * packing), put it into the prompt — for a new user turn, and for a later step of a tool loop
 * (which reuses the turn's blocks). After the call: recording the turn, which `generateText` waits
 * for and a stream does not. Plus `generateText` end to end on a mock model, with and without the
 * middleware. Extraction jobs are queued but not run, so they do not compete for the CPU.
 * A benchmark, not a test: it prints a table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { generateText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { mnemoMiddleware } from '../surfaces/adapters/ai-sdk/middleware.js';
import { createMnemo } from '../engine/create-mnemo.js';
import { syntheticMemories, syntheticQueries } from './corpus.js';

/** Options of {@link runMiddlewareBench}. */
export interface MiddlewareBenchOptions {
  readonly size?: number;
  readonly calls?: number;
  readonly budget?: number;
  readonly embedder?: string;
  readonly onProgress?: (label: string, done: number, total: number) => void;
}

/** p50/p95 of one series, in ms. */
export interface Series {
  readonly p50: number;
  readonly p95: number;
}

/** The whole run. */
export interface MiddlewareBenchResult {
  readonly size: number;
  readonly calls: number;
  readonly budget: number;
  readonly embedder: string;
  /** Before the model call, a new user turn. */
  readonly newTurn: Series;
  /** Before the model call, a later step of the same turn (tool loop). */
  readonly loopStep: Series;
  /** After the call: appending the turn (generateText waits for it; streams do not). */
  readonly record: Series;
  /** For comparison: `Mnemo.recall` (k 20) and `Mnemo.context` alone, on the same queries. */
  readonly recall: Series;
  readonly context: Series;
  /** `generateText` on a mock model that answers at once, without and with the middleware. */
  readonly plain: Series;
  readonly wrapped: Series;
}

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
const reply: LanguageModelV4GenerateResult = { content: [{ type: 'text', text: 'ok' }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
const PREFERENCES = [
  'concise answers',
  'metric units',
  'British spelling',
  'code examples in TypeScript',
  'morning meetings',
  'dark mode',
  'bullet points',
  'no emojis',
];

/** Runs the benchmark in a temporary SQLite file. */
export async function runMiddlewareBench(options: MiddlewareBenchOptions = {}): Promise<MiddlewareBenchResult> {
  const size = options.size ?? 10_000;
  const calls = options.calls ?? 200;
  const budget = options.budget ?? 1000;
  const embedder = options.embedder ?? process.env.MNEMO_EMBEDDER ?? 'local';
  const progress = options.onProgress ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-bench-mw-'));
  const mnemo = await createMnemo({ db: join(dir, 'bench.db'), embedder, llm: null, writePath: { background: false } });
  try {
    const scope = { userId: 'bench-user' };
    const memories = syntheticMemories(scope.userId, size);
    await mnemo.rememberMany(
      scope,
      memories.map((m) => ({ content: m.content })),
      { batchSize: 1000, consolidate: false, onProgress: (done, total) => progress('ingest', done, total) },
    );
    for (const p of PREFERENCES) await mnemo.remember(scope, { content: `The user prefers ${p}.`, kind: 'preference' });
    const queries = syntheticQueries(memories, calls + 1);

    const model = new MockLanguageModelV4({ doGenerate: reply });
    const middleware = mnemoMiddleware({ mnemo, scope, budget, sessionId: 'bench-session' });
    const transform = middleware.transformParams as NonNullable<typeof middleware.transformParams>;
    const wrapGenerate = middleware.wrapGenerate as NonNullable<typeof middleware.wrapGenerate>;
    const paramsOf = (q: string): LanguageModelV4CallOptions => ({
      prompt: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: [{ type: 'text', text: q }] },
      ],
    });
    const loopOf = (p: LanguageModelV4CallOptions): LanguageModelV4CallOptions => ({
      prompt: [
        ...p.prompt,
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'current_time', input: {} }] },
        { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'current_time', output: { type: 'json', value: { now: 'noon' } } }] },
      ],
    });
    const time = async (f: () => PromiseLike<unknown>): Promise<number> => {
      const t = performance.now();
      await f();
      return performance.now() - t;
    };

    await transform({ type: 'generate', params: paramsOf(queries[0] as string), model }); // warm: index load, tokenizer
    const newTurn: number[] = [];
    const loopStep: number[] = [];
    const record: number[] = [];
    for (const q of queries.slice(1)) {
      const params = paramsOf(q);
      let transformed = params;
      newTurn.push(await time(async () => (transformed = await transform({ type: 'generate', params, model }))));
      loopStep.push(await time(() => transform({ type: 'generate', params: loopOf(params), model })));
      record.push(await time(() => wrapGenerate({ doGenerate: async () => reply, doStream: () => model.doStream(transformed), params: transformed, model })));
      progress('middleware', newTurn.length, calls);
    }

    const recall: number[] = [];
    const context: number[] = [];
    for (const q of queries.slice(1)) {
      recall.push(await time(() => mnemo.recall(scope, q, { k: 20 })));
      context.push(await time(() => mnemo.context({ ...scope, sessionId: 'bench-session' }, q, { budget })));
      progress('recall, context', recall.length, calls);
    }

    const wrappedModel = wrapLanguageModel({ model, middleware });
    const plain: number[] = [];
    const wrapped: number[] = [];
    for (const q of queries.slice(1)) {
      plain.push(await time(() => generateText({ model, prompt: q })));
      wrapped.push(await time(() => generateText({ model: wrappedModel, prompt: q })));
      progress('generateText', plain.length, calls);
    }
    return {
      size,
      calls,
      budget,
      embedder,
      newTurn: summarize(newTurn),
      loopStep: summarize(loopStep),
      record: summarize(record),
      recall: summarize(recall),
      context: summarize(context),
      plain: summarize(plain),
      wrapped: summarize(wrapped),
    };
  } finally {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function summarize(times: number[]): Series {
  const s = [...times].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/** The result as a table a person can read. */
export function formatMiddlewareBench(r: MiddlewareBenchResult): string {
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  const row = (label: string, s: Series) => `| ${label} | ${ms(s.p50)} | ${ms(s.p95)} |`;
  return [
    `mnemoMiddleware at ${r.size.toLocaleString('en')} memories in scope, ${r.calls} calls, budget ${r.budget} tokens, embedder ${r.embedder}`,
    '',
    '| what | p50 | p95 |',
    '| --- | ---: | ---: |',
    row('before the call: new user turn (session + context + prompt)', r.newTurn),
    row('before the call: later step of a tool loop (blocks reused)', r.loopStep),
    row('after the call: recording the turn (generateText waits; streams do not)', r.record),
    row('for comparison: Mnemo.recall alone (k 20)', r.recall),
    row('for comparison: Mnemo.context alone (recall + stable block + packing)', r.context),
    row('generateText, mock model, no middleware', r.plain),
    row('generateText, mock model, with the middleware', r.wrapped),
  ].join('\n');
}
