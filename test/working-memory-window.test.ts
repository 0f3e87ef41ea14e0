// Working memory in the AI SDK middleware (M13): a 200-turn conversation through a tight window
// with the reply reserved. The real middleware over a real SQLite file, the AI SDK's own mock
// model (it records each prompt and reports the usage a provider would), the bundled tokenizer to
// check every prompt independently. A store wrapper only watches which jobs are queued.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult, LanguageModelV4Prompt } from '@ai-sdk/provider';
import { generateText, wrapLanguageModel, type ModelMessage } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { buildWorkingMemory, contextWindow, createMnemo, loadTokenizer, mnemoMiddleware, MnemoError, type StorageAdapter, type Turn } from '../src/index.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { createLanguageModel } from '../src/models/providers/index.js';
import { startScriptedLlm } from '../src/testing/index.js';
import { planWindow } from '../src/read/pack/window.js';

let dir: string;
let n = 0;
before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-window-'))));
after(() => rmSync(dir, { recursive: true, force: true }));

const alice = { userId: 'alice' };
const OVERHEAD = 4;

/** A real SQLite store that records the trigger of every job queued, in order. */
function watched(path: string, triggers: string[]): StorageAdapter {
  const store = createSqliteStore({ path });
  return new Proxy(store, {
    get(target, key) {
      if (key === 'enqueueJob') {
        return async (...args: Parameters<StorageAdapter['enqueueJob']>) => {
          const payload = args[0].payload as { trigger?: string };
          triggers.push(payload.trigger ?? '?');
          return target.enqueueJob(...args);
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The prompt's tokens as the test counts them: every text, tool call and result, plus a message overhead. */
async function tokensOf(prompt: LanguageModelV4Prompt, count?: (t: string) => number): Promise<number> {
  const tok = await loadTokenizer();
  const c = count ?? ((t: string) => tok.count(t));
  return prompt.reduce((sum, m) => {
    const text = m.role === 'system' ? m.content : m.content.map((p) => (p.type === 'text' ? p.text : JSON.stringify(p))).join('\n');
    return sum + c(text) + OVERHEAD;
  }, 0);
}

const reply = (text: string, inputTokens: number): LanguageModelV4GenerateResult => ({
  content: [{ type: 'text', text }],
  finishReason: { unified: 'stop', raw: 'stop' },
  usage: { inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 20, text: 20, reasoning: 0 } },
  warnings: [],
});

/** The user's words on turn i: a few topics that come back, so recall has something to find. */
const userSays = (i: number) =>
  [
    `Turn ${i}: I am planning the garden for spring and wonder which tomatoes grow well in shade near the fence.`,
    `Turn ${i}: my sister Clara visits in May, she is vegetarian and allergic to walnuts, please keep that in mind for dinner ideas.`,
    `Turn ${i}: the kitchen renovation quote came in at twelve thousand euros and the builder wants to start in June.`,
    `Turn ${i}: what is a good routine for running three times a week without hurting my knees again?`,
  ][i % 4] as string;

describe('working memory in the middleware', () => {
  test('200 turns stay inside a 1,500-token window with 300 tokens reserved for the reply; the flush runs before the first drop', async () => {
    const triggers: string[] = [];
    // Extraction only every 1,000 turns: whatever the flush queues was not extracted yet.
    const mnemo = await createMnemo({ db: watched(join(dir, `w${++n}.db`), triggers), embedder: 'hash', llm: null, writePath: { extractEvery: 1000 } });
    await mnemo.remember(alice, { content: 'The user prefers short answers.', kind: 'preference' });
    const window = { contextTokens: 1500, replyTokens: 300 };
    const tok = await loadTokenizer();
    const prompts: { prompt: LanguageModelV4Prompt; maxOutputTokens: number | undefined; triggersBefore: number }[] = [];
    const model = new MockLanguageModelV4({
      doGenerate: async (options: LanguageModelV4CallOptions) => {
        prompts.push({ prompt: options.prompt, maxOutputTokens: options.maxOutputTokens, triggersBefore: triggers.filter((t) => t === 'flush').length });
        return reply(`Answer ${prompts.length}: noted, here is a short suggestion about that.`, await tokensOf(options.prompt));
      },
    });
    const middleware = mnemoMiddleware({ mnemo, scope: alice, budget: 400, window });
    const wrapped = wrapLanguageModel({ model, middleware });
    const history: ModelMessage[] = [];
    for (let i = 0; i < 200; i++) {
      history.push({ role: 'user', content: userSays(i) });
      const result = await generateText({ model: wrapped, system: 'You are a helpful assistant for household plans.', messages: history });
      history.push({ role: 'assistant', content: result.text });
    }
    await middleware.idle();
    assert.equal(prompts.length, 200);
    let firstDrop = -1;
    for (const [i, call] of prompts.entries()) {
      assert.equal(call.maxOutputTokens, 300, 'the reply is limited to its reservation');
      const tokens = await tokensOf(call.prompt);
      assert.ok(tokens + 300 <= 1500, `call ${i}: ${tokens} prompt tokens + 300 reserved exceed the window`);
      const last = call.prompt.at(-1);
      assert.ok(last?.role === 'user' && last.content.some((p) => p.type === 'text' && p.text === userSays(i)), `call ${i} ends in the latest turn, verbatim`);
      const summarised = call.prompt.some((m) => m.role === 'system' && m.content.startsWith('<conversation-summary'));
      if (summarised && firstDrop < 0) firstDrop = i;
    }
    assert.ok(firstDrop > 0, 'older turns were summarised once the window filled');
    assert.ok((prompts[firstDrop]?.triggersBefore ?? 0) >= 1, 'the memory flush was queued before the first turns were dropped');
    // The most recent turns are verbatim, in order, right after the summary.
    const final = prompts.at(-1)?.prompt ?? [];
    const summaryAt = final.findIndex((m) => m.role === 'system' && m.content.startsWith('<conversation-summary'));
    assert.ok(summaryAt > 0 && final.slice(0, summaryAt).every((m) => m.role === 'system'), 'the summary comes after the system prompt, before the turns');
    const verbatim = final.slice(summaryAt + 1).filter((m) => m.role === 'user');
    assert.ok(verbatim.length >= 2, 'at least the previous turn is kept verbatim too');
    assert.match(final[summaryAt]?.role === 'system' ? final[summaryAt].content : '', /Earlier in this conversation/, 'offline: the honest summary');
    // Memory is still there: the stable block sits in the system message.
    assert.match(final[0]?.role === 'system' ? final[0].content : '', /short answers/);
    assert.ok(tok.count(JSON.stringify(final)) > 0);
    await mnemo.close();
  });

  test('provider tokens: when the provider counts more than the bundled tokenizer, later calls fit in its count', async () => {
    const mnemo = await createMnemo({ db: join(dir, `w${++n}.db`), embedder: 'hash', llm: null });
    const reported: number[] = [];
    // This provider's tokenizer counts 1.6 times the bundled one.
    const providerCount = async (prompt: LanguageModelV4Prompt) => Math.ceil((await tokensOf(prompt)) * 1.6);
    const model = new MockLanguageModelV4({
      doGenerate: async (options: LanguageModelV4CallOptions) => {
        const count = await providerCount(options.prompt);
        reported.push(count);
        return reply('Fine.', count);
      },
    });
    const wrapped = wrapLanguageModel({ model, middleware: mnemoMiddleware({ mnemo, scope: alice, window: { contextTokens: 1200, replyTokens: 200 } }) });
    const history: ModelMessage[] = [];
    for (let i = 0; i < 60; i++) {
      history.push({ role: 'user', content: userSays(i) });
      history.push({ role: 'assistant', content: (await generateText({ model: wrapped, messages: history })).text });
    }
    // The first call teaches the ratio; every call after it fits in the provider's own count.
    for (const [i, tokens] of reported.entries()) if (i > 0) assert.ok(tokens + 200 <= 1200, `call ${i}: ${tokens} provider tokens + 200 exceed the window`);
    await mnemo.close();
  });

  test("the app's own counter is used when given", async () => {
    const mnemo = await createMnemo({ db: join(dir, `w${++n}.db`), embedder: 'hash', llm: null });
    const countTokens = (text: string) => Math.ceil(text.length / 2); // a coarse counter: one token per two characters
    const calls: LanguageModelV4Prompt[] = [];
    const model = new MockLanguageModelV4({
      doGenerate: async (options: LanguageModelV4CallOptions) => {
        calls.push(options.prompt);
        return reply('Ok.', 0);
      },
    });
    const wrapped = wrapLanguageModel({
      model,
      middleware: mnemoMiddleware({ mnemo, scope: alice, window: { contextTokens: 1500, replyTokens: 300, countTokens } }),
    });
    const history: ModelMessage[] = [];
    for (let i = 0; i < 40; i++) {
      history.push({ role: 'user', content: userSays(i) });
      history.push({ role: 'assistant', content: (await generateText({ model: wrapped, messages: history })).text });
    }
    for (const prompt of calls) assert.ok((await tokensOf(prompt, countTokens)) + 300 <= 1500);
    await mnemo.close();
  });

  test("with a model configured, the summary of older turns is the session's rolling summary", async () => {
    // The extraction model (scripted, over HTTP) writes the rolling summary; the chat model is the mock.
    const llm = await startScriptedLlm((r) =>
      r.schemaName === 'mnemo_extraction'
        ? { text: JSON.stringify({ memories: [], forget: [], summary: 'ROLLING: the user plans a shaded garden and a June renovation.' }) }
        : { text: JSON.stringify({ decision: 'CREATE', targetId: null, reason: 'new' }) },
    );
    try {
      const extractor = await createLanguageModel({ provider: 'openai-compatible', model: 'extractor', baseURL: llm.baseURL });
      const mnemo = await createMnemo({ db: join(dir, `w${++n}.db`), embedder: 'hash', llm: extractor });
      const calls: LanguageModelV4Prompt[] = [];
      const model = new MockLanguageModelV4({
        doGenerate: async (options: LanguageModelV4CallOptions) => {
          calls.push(options.prompt);
          return reply('Sure.', 0);
        },
      });
      const middleware = mnemoMiddleware({ mnemo, scope: alice, window: { contextTokens: 1000, replyTokens: 200 } });
      const wrapped = wrapLanguageModel({ model, middleware });
      const history: ModelMessage[] = [];
      for (let i = 0; i < 30; i++) {
        history.push({ role: 'user', content: userSays(i) });
        history.push({ role: 'assistant', content: (await generateText({ model: wrapped, messages: history })).text });
        await middleware.idle();
        await mnemo.flush();
      }
      const summaries = calls.flatMap((p) => p.flatMap((m) => (m.role === 'system' && m.content.startsWith('<conversation-summary') ? [m.content] : [])));
      assert.ok(summaries.length > 0, 'older turns were summarised');
      assert.match(summaries.at(-1) ?? '', /ROLLING: the user plans a shaded garden/);
      for (const prompt of calls) assert.ok((await tokensOf(prompt)) + 200 <= 1000);
      await mnemo.close();
    } finally {
      await llm.close();
    }
  });

  test('a latest turn larger than the window is refused with TOO_LARGE before the model is called', async () => {
    const mnemo = await createMnemo({ db: join(dir, `w${++n}.db`), embedder: 'hash', llm: null });
    const model = new MockLanguageModelV4({ doGenerate: async () => reply('never', 0) });
    const wrapped = wrapLanguageModel({ model, middleware: mnemoMiddleware({ mnemo, scope: alice, window: { contextTokens: 400, replyTokens: 300 } }) });
    await assert.rejects(generateText({ model: wrapped, prompt: 'word '.repeat(500) }), (e: unknown) => MnemoError.isInstance(e) && e.code === 'TOO_LARGE');
    assert.equal(model.doGenerateCalls.length, 0);
    await mnemo.close();
  });
});

describe('buildWorkingMemory with a window', () => {
  const turns: Turn[] = Array.from({ length: 200 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: userSays(i) }));

  test('summary + recent turns + fixed part + reply fit the window; the flush runs first', async () => {
    const tokenizer = await loadTokenizer();
    const order: string[] = [];
    const wm = await buildWorkingMemory(turns, {
      tokenizer,
      window: { contextTokens: 2000, replyTokens: 500, fixedTokens: 400 },
      beforeCompact: async () => void order.push('flush'),
      summarise: async (older) => {
        order.push('summarise');
        return `The user talked about ${older.length} things.`;
      },
    });
    assert.deepEqual(order, ['flush', 'summarise']);
    assert.ok(wm.tokens + 400 + 500 <= 2000, `${wm.tokens} tokens do not fit`);
    assert.equal(wm.recent.at(-1)?.content, turns.at(-1)?.content);
    assert.equal(wm.summarisedTurns + wm.recent.length, 200);
    assert.ok(wm.recent.length > 5);
  });

  test('the planner keeps the latest turn and refuses only when it alone does not fit', () => {
    assert.deepEqual(planWindow({ contextTokens: 1000, replyTokens: 200, fixedTokens: 100, turnTokens: [100, 100, 100] }), {
      cut: 0,
      summaryTokens: 0,
      historyTokens: 700,
      fits: true,
    });
    const plan = planWindow({ contextTokens: 1000, replyTokens: 200, fixedTokens: 100, turnTokens: [300, 300, 300, 300] });
    assert.equal(plan.fits, true);
    assert.ok(plan.summaryTokens + 300 * (4 - plan.cut) <= 700);
    assert.equal(planWindow({ contextTokens: 1000, replyTokens: 200, fixedTokens: 100, turnTokens: [10, 800] }).fits, false);
  });
});

describe('contextWindow (the library)', () => {
  test("200 turns: Mnemo's blocks, the system prompt and the fitted turns leave the reply its room; the flush runs first", async () => {
    const triggers: string[] = [];
    const mnemo = await createMnemo({ db: watched(join(dir, `w${++n}.db`), triggers), embedder: 'hash', llm: null, writePath: { extractEvery: 1000 } });
    await mnemo.remember(alice, { content: 'The user prefers short answers.', kind: 'preference' });
    const session = await mnemo.sessions.open(alice, { sessionId: 'lib-1' });
    const turns: Turn[] = [];
    for (let i = 0; i < 200; i++) {
      turns.push({ role: 'user', content: userSays(i) }, { role: 'assistant', content: `Answer ${i}: a short suggestion.` });
      await mnemo.sessions.append(alice, session.id, [
        { role: 'user', content: userSays(i) },
        { role: 'assistant', content: `Answer ${i}: a short suggestion.` },
      ]);
    }
    turns.push({ role: 'user', content: 'What did my sister need for dinner?' });
    const tok = await loadTokenizer();
    const system = 'You are a helpful assistant for household plans.';
    const fitted = await contextWindow(mnemo, { ...alice, sessionId: session.id }, turns, { contextTokens: 1500, replyTokens: 300, system });
    const counted =
      [system, fitted.context.stable.text, fitted.context.episodic.text].filter(Boolean).reduce((a, b) => a + tok.count(b) + OVERHEAD, 0) +
      fitted.working.messages.reduce((a, m) => a + tok.count(m.content) + OVERHEAD, 0);
    assert.equal(counted, fitted.promptTokens);
    assert.ok(counted + 300 <= 1500, `${counted} + 300 exceed the window`);
    assert.ok(fitted.working.summarisedTurns > 0);
    assert.equal(fitted.working.recent.at(-1)?.content, 'What did my sister need for dinner?');
    assert.ok(triggers.includes('flush'), 'the flush was queued before older turns were summarised');
    await mnemo.close();
  });
});
