// The AI SDK middleware (M26): memory goes into the prompt before the call, the turn goes into the
// session after it. With the AI SDK's own mock model (ai/test) and with the scripted
// OpenAI-compatible server over real HTTP; real SQLite files; a store wrapper only to watch and to
// break appendEvents.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult, LanguageModelV4Prompt, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { generateObject, generateText, Output, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';
import { z } from 'zod';
import { createMemoryTools, createMnemo, mnemoMiddleware, MnemoError, type Logger, type Mnemo, type StorageAdapter } from '../src/index.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { loadTokenizer } from '../src/read/pack/tokens.js';
import { createLanguageModel } from '../src/models/providers/index.js';
import { startScriptedLlm, type ScriptedLlm, type ScriptedRequest } from '../src/testing/index.js';
import { extractedMemory, extractionReply } from './support/extraction-reply.js';

let dir: string;
let n = 0;
before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-mw-'))));
after(() => rmSync(dir, { recursive: true, force: true }));

const alice = { userId: 'alice' };
const bob = { userId: 'bob' };
const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };
const stop = { unified: 'stop' as const, raw: 'stop' };
const said = (text: string): LanguageModelV4GenerateResult => ({ content: [{ type: 'text', text }], finishReason: stop, usage, warnings: [] });
const streamOf = (...words: string[]): { stream: ReadableStream<LanguageModelV4StreamPart> } => ({
  stream: convertArrayToReadableStream<LanguageModelV4StreamPart>([
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    ...words.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: stop, usage },
  ]),
});

/** A real SQLite store whose appendEvents can be watched and made to fail. */
function watchedStore(path: string, log: string[], failAppends: { on: boolean }): StorageAdapter {
  const store = createSqliteStore({ path });
  return new Proxy(store, {
    get(target, key) {
      // a session append stores its turns (and the job they trigger) in one call
      if (key === 'appendEventsWithJob') {
        return async (...args: Parameters<StorageAdapter['appendEventsWithJob']>) => {
          log.push('append');
          if (failAppends.on) throw new MnemoError('STORE_UNAVAILABLE', 'the store is down (test)');
          return target.appendEventsWithJob(...args);
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function capturingLogger(): Logger & { warnings: { message: string; fields?: Record<string, unknown> }[] } {
  const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
  const noop = () => {};
  return { warnings, debug: noop, info: noop, error: noop, warn: (message, fields) => warnings.push({ message, ...(fields && { fields }) }) };
}

async function open(options: { db?: StorageAdapter; logger?: Logger } = {}): Promise<Mnemo> {
  return createMnemo({ db: options.db ?? join(dir, `m${++n}.db`), embedder: 'hash', llm: null, ...(options.logger && { logger: options.logger }) });
}

async function seed(mnemo: Mnemo): Promise<void> {
  await mnemo.remember(alice, { content: 'The user prefers answers in British English.', kind: 'preference' });
  // kept as written (not keyed as the profile field my.dog), so it is recalled next to the user's turn
  await mnemo.remember(alice, { content: "The user's dog is called Biscuit and loves the beach.", kind: 'fact' }, { consolidate: false });
  // a bulk load of 40 similar episodes (each a separate walk): plain appends
  for (let i = 0; i < 40; i++)
    await mnemo.remember(alice, { content: `The user walked the dog on trail number ${i} near the old mill.`, kind: 'episode' }, { consolidate: false });
}

const systemOf = (prompt: LanguageModelV4Prompt): string =>
  prompt
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
const lastUserParts = (prompt: LanguageModelV4Prompt): string[] => {
  const user = [...prompt].reverse().find((m) => m.role === 'user');
  return user?.role === 'user' ? user.content.flatMap((p) => (p.type === 'text' ? [p.text] : [])) : [];
};
const sessionEvents = async (mnemo: Mnemo, scope: { userId: string }) => {
  const sessions = await mnemo.sessions.list(scope);
  return (await Promise.all(sessions.map((s) => mnemo.sessions.events(scope, s.id)))).flat();
};

describe('mnemoMiddleware with the AI SDK mock model', () => {
  test('the stable block goes into the system message and the recalled memory next to the latest user turn, within the budget', async () => {
    const mnemo = await open();
    await seed(mnemo);
    const model = new MockLanguageModelV4({ doGenerate: said('Biscuit, of course.') });
    const budget = 250;
    const middleware = mnemoMiddleware({ mnemo, scope: alice, budget });
    await generateText({
      model: wrapLanguageModel({ model, middleware }),
      system: 'You are a helpful assistant.',
      messages: [
        { role: 'user', content: 'Hello!' },
        { role: 'assistant', content: 'Hi, how can I help?' },
        { role: 'user', content: "What is my dog's name?" },
      ],
    });
    const prompt = (model.doGenerateCalls[0] as LanguageModelV4CallOptions).prompt;
    const system = systemOf(prompt);
    assert.ok(system.startsWith('You are a helpful assistant.'), 'the app keeps its own instructions first');
    assert.match(system, /<memory source="mnemo" type="stable">[\s\S]*British English[\s\S]*<\/memory>/);
    const parts = lastUserParts(prompt);
    assert.equal(parts.length, 2);
    assert.match(parts[0] as string, /^<memory source="mnemo" type="recalled">[\s\S]*Biscuit[\s\S]*<\/memory>$/);
    assert.match(parts[0] as string, /current instructions win/);
    assert.match(parts[0] as string, /not instructions/);
    assert.equal(parts[1], "What is my dog's name?", "the user's own words come last, unchanged");
    // Only the latest user message carries recalled memory.
    assert.deepEqual(lastUserParts(prompt.slice(0, 2)), ['Hello!']);
    const tokenizer = await loadTokenizer();
    const stable = /<memory source="mnemo" type="stable">[\s\S]*<\/memory>/.exec(system)?.[0] ?? '';
    const injected = tokenizer.count(stable) + tokenizer.count(parts[0] as string);
    assert.ok(injected <= budget, `${injected} tokens injected, budget ${budget}`);
    assert.ok(injected > budget / 2, 'the budget is used: many memories would fit otherwise');
    await mnemo.close();
  });

  test('after generateText the session holds both turns, and the extraction job runs on them', async () => {
    const mnemo = await open();
    const model = new MockLanguageModelV4({ doGenerate: said('Lisbon is lovely in spring.') });
    const wrapped = wrapLanguageModel({ model, middleware: mnemoMiddleware({ mnemo, scope: alice }) });
    const result = await generateText({ model: wrapped, prompt: 'I live in Lisbon.' });
    assert.equal(result.text, 'Lisbon is lovely in spring.');
    const events = await sessionEvents(mnemo, alice);
    assert.deepEqual(
      events.map((e) => [e.role, e.content]),
      [
        ['user', 'I live in Lisbon.'],
        ['assistant', 'Lisbon is lovely in spring.'],
      ],
    );
    const flushed = await mnemo.flush();
    assert.equal(flushed.pending, 0);
    const [session] = await mnemo.sessions.list(alice);
    assert.equal(session?.watermark, 2, 'extraction processed both events');
    assert.equal((await mnemo.profile(alice)).find((p) => p.key === 'location')?.value, 'Lisbon');
    await mnemo.close();
  });

  test('after streamText is consumed the session holds both turns; the first chunk reached the caller before recording began', async () => {
    const log: string[] = [];
    const mnemo = await open({ db: watchedStore(join(dir, `m${++n}.db`), log, { on: false }) });
    const model = new MockLanguageModelV4({ doStream: streamOf('I ', 'work ', 'on ', 'the ', 'platform ', 'team.') });
    const middleware = mnemoMiddleware({ mnemo, scope: alice, sessionId: 'chat-1' });
    const result = streamText({ model: wrapLanguageModel({ model, middleware }), prompt: 'I work on the platform team.' });
    let text = '';
    for await (const delta of result.textStream) {
      if (text === '') log.push('first chunk');
      text += delta;
    }
    log.push('stream done');
    await middleware.idle();
    assert.equal(text, 'I work on the platform team.');
    assert.ok(log.includes('append'), 'the turn was recorded');
    assert.ok(log.indexOf('first chunk') < log.indexOf('append'), `order: ${log.join(', ')}`);
    const events = await mnemo.sessions.events(alice, 'chat-1');
    assert.deepEqual(
      events.map((e) => [e.role, e.content]),
      [
        ['user', 'I work on the platform team.'],
        ['assistant', 'I work on the platform team.'],
      ],
    );
    await mnemo.flush();
    assert.equal((await mnemo.profile(alice)).find((p) => p.key === 'team')?.value, 'platform team');
    await mnemo.close();
  });

  test('a failing store during recording breaks neither the stream nor generateText; the failure is logged', async () => {
    const log: string[] = [];
    const logger = capturingLogger();
    const failing = { on: true };
    const mnemo = await open({ db: watchedStore(join(dir, `m${++n}.db`), log, failing), logger });
    const model = new MockLanguageModelV4({ doStream: streamOf('All ', 'good.'), doGenerate: said('Fine.') });
    const middleware = mnemoMiddleware({ mnemo, scope: alice });
    const wrapped = wrapLanguageModel({ model, middleware });
    const result = streamText({ model: wrapped, prompt: 'Hello there' });
    assert.equal(await result.text, 'All good.');
    await middleware.idle();
    assert.equal((await generateText({ model: wrapped, prompt: 'And again' })).text, 'Fine.');
    assert.deepEqual(log, ['append', 'append']);
    const failures = logger.warnings.filter((w) => w.message.includes('recording the turn failed'));
    assert.equal(failures.length, 2);
    assert.equal(failures[0]?.fields?.code, 'STORE_UNAVAILABLE');
    assert.ok(!JSON.stringify(logger.warnings).includes('Hello there'), 'no user text in logs');
    await mnemo.close();
  });

  test('one wrapped model, two users: the second sees nothing of the first', async () => {
    const mnemo = await open();
    await seed(mnemo);
    const model = new MockLanguageModelV4({ doGenerate: said('Noted.') });
    const wrapped = wrapLanguageModel({
      model,
      middleware: mnemoMiddleware({ mnemo, scope: (params) => ({ userId: String(params.providerOptions?.app?.userId) }) }),
    });
    const ask = (userId: string, prompt: string) => generateText({ model: wrapped, prompt, providerOptions: { app: { userId } } });
    await ask('alice', 'Tell me about my dog and the beach.');
    await ask('bob', 'Tell me about my dog and the beach.');
    const [forAlice, forBob] = model.doGenerateCalls.map((c) => JSON.stringify(c.prompt));
    assert.match(forAlice as string, /Biscuit/);
    assert.doesNotMatch(forBob as string, /Biscuit|British|trail number|<memory/);
    assert.deepEqual(
      (await sessionEvents(mnemo, bob)).map((e) => e.content),
      ['Tell me about my dog and the beach.', 'Noted.'],
    );
    assert.equal((await sessionEvents(mnemo, alice)).length, 2);
    await mnemo.close();
  });

  test('a scope the app got wrong is an error, not a call without memory', async () => {
    const mnemo = await open();
    const model = new MockLanguageModelV4({ doGenerate: said('x') });
    const wrapped = wrapLanguageModel({ model, middleware: mnemoMiddleware({ mnemo, scope: () => ({ userId: '' }) }) });
    await assert.rejects(
      generateText({ model: wrapped, prompt: 'hi', maxRetries: 0 }),
      (e: unknown) => MnemoError.isInstance(e) && e.code === 'SCOPE_REQUIRED',
    );
    assert.equal(model.doGenerateCalls.length, 0);
    await mnemo.close();
  });

  test("record: 'none' reads memory and writes nothing", async () => {
    const mnemo = await open();
    await seed(mnemo);
    const model = new MockLanguageModelV4({ doGenerate: said('ok') });
    await generateText({
      model: wrapLanguageModel({ model, middleware: mnemoMiddleware({ mnemo, scope: alice, record: 'none' }) }),
      prompt: 'Where does my dog like to go?',
    });
    assert.match(JSON.stringify(model.doGenerateCalls[0]?.prompt), /Biscuit/);
    assert.deepEqual(await mnemo.sessions.list(alice), []);
    await mnemo.close();
  });

  test('a tool loop with the memory tools and an app tool: same blocks every step, one recorded turn', async () => {
    const mnemo = await open();
    await seed(mnemo);
    const model = new MockLanguageModelV4({
      doGenerate: [
        {
          content: [
            { type: 'tool-call', toolCallId: 'c1', toolName: 'search_memory', input: JSON.stringify({ query: 'dog', k: 3 }) },
            { type: 'tool-call', toolCallId: 'c2', toolName: 'weather', input: JSON.stringify({ place: 'the beach' }) },
          ],
          finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
          usage,
          warnings: [],
        },
        said('Sunny at the beach: a good day for Biscuit.'),
      ],
    });
    const middleware = mnemoMiddleware({ mnemo, scope: alice });
    const weather = tool({ description: 'weather at a place', inputSchema: z.object({ place: z.string() }), execute: async () => ({ sky: 'sunny' }) });
    const result = await generateText({
      model: wrapLanguageModel({ model, middleware }),
      tools: { ...createMemoryTools(mnemo, alice), weather },
      stopWhen: stepCountIs(4),
      prompt: 'Should I take the dog to the beach today?',
    });
    assert.equal(result.steps.length, 2);
    const [first, second] = model.doGenerateCalls.map((c) => c.prompt);
    assert.equal(systemOf(second as LanguageModelV4Prompt), systemOf(first as LanguageModelV4Prompt));
    assert.deepEqual(lastUserParts(second as LanguageModelV4Prompt), lastUserParts(first as LanguageModelV4Prompt));
    const events = await sessionEvents(mnemo, alice);
    assert.deepEqual(
      events.map((e) => [e.role, e.content]),
      [
        ['user', 'Should I take the dog to the beach today?'],
        ['assistant', 'Sunny at the beach: a good day for Biscuit.'],
      ],
    );
    await mnemo.close();
  });

  test('structured output (Output.object and generateObject) goes through and is recorded as the reply', async () => {
    const mnemo = await open();
    await seed(mnemo);
    const json = JSON.stringify({ name: 'Biscuit' });
    const model = new MockLanguageModelV4({ doGenerate: said(json) });
    const wrapped = wrapLanguageModel({ model, middleware: mnemoMiddleware({ mnemo, scope: alice, sessionId: 's-structured' }) });
    const schema = z.object({ name: z.string() });
    const viaOutput = await generateText({ model: wrapped, prompt: "What is my dog's name?", output: Output.object({ schema }) });
    assert.deepEqual(viaOutput.output, { name: 'Biscuit' });
    const viaObject = await generateObject({ model: wrapped, prompt: "My dog's name, please.", schema });
    assert.deepEqual(viaObject.object, { name: 'Biscuit' });
    for (const call of model.doGenerateCalls) assert.match(JSON.stringify(call.prompt), /type=\\"recalled\\"/);
    const events = await mnemo.sessions.events(alice, 's-structured');
    assert.deepEqual(
      events.map((e) => e.content),
      ["What is my dog's name?", json, "My dog's name, please.", json],
    );
    await mnemo.close();
  });
});

describe('mnemoMiddleware over HTTP with the scripted OpenAI-compatible server', () => {
  let llm: ScriptedLlm;
  const recalledLines = (r: ScriptedRequest): string[] => {
    const block = /<memory source="mnemo" type="recalled">([\s\S]*?)<\/memory>/.exec(r.lastUser)?.[1] ?? '';
    return block.split('\n').filter((l) => l.startsWith('- '));
  };
  before(async () => {
    llm = await startScriptedLlm((r) => {
      if (r.schemaName === 'mnemo_extraction') {
        // A naive extractor, as in the peer that stored its own instructions: every memory-looking
        // line and every instruction it is shown becomes a "memory".
        const shown = JSON.stringify(r.messages.filter((m) => m.role !== 'system'));
        const memories = [...shown.matchAll(/- \[[^\]]*\] ([^\\]+)|(The user's current instructions win[^\\.]*)/g)].map((m) =>
          extractedMemory((m[1] ?? m[2]) as string, { kind: 'preference', importance: 0.9 }),
        );
        if (/cello/.test(shown)) memories.push(extractedMemory('The user plays the cello.', { importance: 0.8 }));
        return extractionReply(memories);
      }
      if (r.schemaName === 'mnemo_consolidation') return { text: JSON.stringify({ decision: 'CREATE', targetId: null, reason: 'new' }) };
      // The chat model quotes its memory back verbatim, the way models do.
      return { text: `From memory:\n${recalledLines(r).join('\n')}\nNice to hear about the cello!` };
    });
  });
  after(() => llm.close());

  test('streamText and generateText over HTTP: blocks in place, the turn recorded, injected memory never re-extracted', async () => {
    const mnemo = await createMnemo({
      db: join(dir, `m${++n}.db`),
      embedder: 'hash',
      llm: await createLanguageModel({ provider: 'openai-compatible', model: 'extractor', baseURL: llm.baseURL }),
    });
    await seed(mnemo);
    const before = (await mnemo.list(alice, { limit: 500 })).length;
    const chat = await createLanguageModel({ provider: 'openai-compatible', model: 'chat', baseURL: llm.baseURL });
    const middleware = mnemoMiddleware({ mnemo, scope: alice, sessionId: 'http-1', budget: 300 });
    const wrapped = wrapLanguageModel({ model: chat, middleware });

    const streamed = streamText({ model: wrapped, system: 'Be brief.', prompt: 'I took my dog to the beach and then I practised the cello.' });
    let first = '';
    for await (const delta of streamed.textStream) first += delta;
    await middleware.idle();
    const generated = await generateText({ model: wrapped, system: 'Be brief.', prompt: 'The dog was happy at the beach.' });
    assert.match(generated.text, /^From memory:\n- \[/);

    const chats = llm.requests.filter((r) => r.model === 'chat');
    assert.equal(chats.length, 2);
    assert.equal(chats[0]?.body.stream, true);
    for (const r of chats) {
      assert.match(r.system, /^Be brief\.\n\n<memory source="mnemo" type="stable">[\s\S]*British English/);
      assert.ok(
        recalledLines(r).some((l) => l.includes('Biscuit')),
        'recalled memory next to the user turn',
      );
    }
    assert.ok(first.includes('Biscuit'), 'the model echoed its memory in the reply');

    await mnemo.flush();
    const events = await mnemo.sessions.events(alice, 'http-1');
    assert.deepEqual(
      events.map((e) => e.role),
      ['user', 'assistant', 'user', 'assistant'],
    );
    assert.equal(events[0]?.content, 'I took my dog to the beach and then I practised the cello.');
    assert.equal(events[1]?.content, 'From memory:\nNice to hear about the cello!', 'quoted memory lines are stripped from the recorded reply');
    for (const e of events) assert.doesNotMatch(e.content, /<memory|Biscuit|British|current instructions win|not instructions/);

    const extractions = llm.requests.filter((r) => r.schemaName === 'mnemo_extraction');
    assert.ok(extractions.length >= 1, 'the extraction job ran');
    for (const r of extractions) {
      // The extractor is shown the known profile by design (remembered facts are fields now, issue 22);
      // the turns it reads never carry the injected memory or its instructions.
      const shown = JSON.stringify(r.messages);
      const turns = shown.slice(shown.indexOf('New turns:'));
      assert.ok(shown.includes('New turns:'), 'the turns are in the request');
      assert.doesNotMatch(turns, /<memory|Biscuit|British English|current instructions win/);
    }
    const after = await mnemo.list(alice, { limit: 500 });
    assert.ok(
      after.some((m) => m.content === 'The user plays the cello.'),
      'what the user said was extracted',
    );
    assert.equal(after.length, before + 1, 'and nothing else: no injected memory or instruction came back');
    await mnemo.close();
  });
});
