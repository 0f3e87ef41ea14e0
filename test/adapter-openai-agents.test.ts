// The OpenAI Agents SDK adapter (`mnemo-engine/openai-agents`): the real SDK (Agent, Runner, its
// Chat Completions model) against the scripted OpenAI-compatible server over HTTP on 127.0.0.1,
// a real SQLite file. Tracing is off: nothing leaves the machine.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Agent, OpenAIProvider, Runner, setTracingDisabled } from '@openai/agents';
import { createMnemo, type Mnemo } from '../src/index.js';
import { MnemoSession, mnemoAgentTools, mnemoInputFilter } from '../src/surfaces/adapters/openai-agents/index.js';
import { startScriptedLlm, type ScriptedLlm, type ScriptedRequest } from '../src/testing/index.js';

let dir: string;
let llm: ScriptedLlm;
let n = 0;
const alice = { userId: 'alice' };
const bob = { userId: 'bob' };

before(async () => {
  setTracingDisabled(true);
  dir = mkdtempSync(join(tmpdir(), 'mnemo-oai-'));
  llm = await startScriptedLlm(() => ({ text: 'ok' }));
});
after(async () => {
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (): Promise<Mnemo> => createMnemo({ db: join(dir, `a${++n}.db`), embedder: 'hash', llm: null });
const runner = () =>
  new Runner({ modelProvider: new OpenAIProvider({ baseURL: llm.baseURL, apiKey: 'test-key', useResponses: false }), tracingDisabled: true });
const hasToolResult = (r: ScriptedRequest) => r.messages.at(-1)?.role === 'tool';

describe('MnemoSession', () => {
  test('every turn is logged in the Mnemo session and extracted; the next run gets the history and the memory', async () => {
    const mnemo = await open();
    llm.setScript((r) => ({ text: /dog/.test(r.lastUser) ? 'Lovely, Biscuit it is.' : 'Your dog is Biscuit.' }));
    const session = new MnemoSession({ mnemo, scope: alice });
    const agent = new Agent({ name: 'helper', instructions: 'You are a helpful assistant.', model: 'scripted' });
    const filter = mnemoInputFilter({ mnemo, scope: alice });
    const first = await runner().run(agent, 'I have a dog called Biscuit who loves the beach.', { session, callModelInputFilter: filter });
    assert.equal(first.finalOutput, 'Lovely, Biscuit it is.');
    const id = await session.getSessionId();
    const events = await mnemo.sessions.events(alice, id);
    assert.deepEqual(
      events.map((e) => [e.role, e.content]),
      [
        ['user', 'I have a dog called Biscuit who loves the beach.'],
        ['assistant', 'Lovely, Biscuit it is.'],
      ],
    );
    await mnemo.flush();
    assert.ok(
      (await mnemo.recall(alice, 'dog beach')).some((h) => /Biscuit/.test(h.memory.content)),
      'the turn was extracted into memory',
    );

    const before = llm.requests.length;
    await runner().run(agent, 'What is my dog called again?', { session, callModelInputFilter: filter });
    const request = llm.requests[before] as ScriptedRequest;
    assert.match(request.system, /^You are a helpful assistant\.[\s\S]*<memory source="mnemo" type="recalled">[\s\S]*Biscuit/, 'memory after the instructions');
    assert.ok(
      request.messages.some((m) => m.role === 'user' && JSON.stringify(m.content).includes('dog called Biscuit')),
      'the history came back from the session',
    );
    const all = await mnemo.sessions.events(alice, id);
    assert.equal(all.length, 4);
    assert.ok(!all.some((e) => e.content.includes('<memory')), 'no memory block was logged as something someone said');
    // Items come back as the SDK stored them, the most recent `limit` in order.
    const items = await session.getItems(2);
    assert.deepEqual(
      items.map((i) => ('role' in i ? i.role : i.type)),
      ['user', 'assistant'],
    );
    await mnemo.close();
  });

  test('popItem hides the last item (the log stays append-only); clearSession ends the session and starts a new one', async () => {
    const mnemo = await open();
    const session = new MnemoSession({ mnemo, scope: alice, sessionId: 'chat-1' });
    await session.addItems([
      { role: 'user', content: 'first' },
      { role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'second' }] },
      { role: 'user', content: 'third' },
    ]);
    const popped = await session.popItem();
    assert.deepEqual(popped, { role: 'user', content: 'third' });
    assert.equal((await session.getItems()).length, 2);
    assert.deepEqual(await session.getItems(1), [{ role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'second' }] }]);
    assert.equal((await session.popItem()) !== undefined, true);
    assert.equal((await session.popItem()) !== undefined, true);
    assert.equal(await session.popItem(), undefined);
    await session.addItems([{ role: 'user', content: 'again' }]);
    await session.clearSession();
    assert.deepEqual(await session.getItems(), []);
    assert.notEqual(await session.getSessionId(), 'chat-1');
    const old = await mnemo.sessions.get(alice, 'chat-1');
    assert.equal(old.endReason, 'cleared');
    await mnemo.close();
  });

  test('the memory tools are bound to the user: the model can remember and search, never reach another user', async () => {
    const mnemo = await open();
    await mnemo.remember(bob, { content: "Bob's locker code is kept here.", kind: 'fact' });
    llm.setScript((r) => {
      if (hasToolResult(r)) return { text: 'Done.' };
      if (/remember/i.test(r.lastUser)) return { toolCalls: [{ name: 'remember', arguments: { content: 'The user is allergic to walnuts.', kind: 'fact' } }] };
      return { toolCalls: [{ name: 'search_memory', arguments: { query: 'locker code walnuts', k: null } }] };
    });
    const session = new MnemoSession({ mnemo, scope: alice });
    const agent = new Agent({ name: 'helper', instructions: 'Help.', model: 'scripted', tools: mnemoAgentTools(mnemo, alice) });
    await runner().run(agent, 'Please remember that I am allergic to walnuts.', { session });
    assert.ok((await mnemo.list(alice)).some((m) => m.content === 'The user is allergic to walnuts.'));
    const events = await mnemo.sessions.events(alice, await session.getSessionId());
    assert.ok(events.some((e) => e.role === 'tool_call' && e.name === 'remember'));
    assert.ok(
      events.filter((e) => e.role === 'user').every((e) => e.memoryEdit),
      'a turn whose tool wrote memory is not extracted again',
    );
    const before = llm.requests.length;
    await runner().run(agent, 'What do you know?', { session });
    const toolMessage = llm.requests
      .slice(before)
      .flatMap((r) => r.messages.filter((m) => m.role === 'tool'))
      .at(-1);
    const output = JSON.stringify(toolMessage?.content);
    assert.match(output, /walnuts/);
    assert.doesNotMatch(output, /locker/, "another user's memory is never found");
    await mnemo.close();
  });
});
