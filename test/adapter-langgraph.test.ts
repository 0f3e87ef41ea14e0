// The LangGraph.js adapter (`mnemo-engine/langgraph`): MnemoStore as a graph's long-term store, driven
// by a real StateGraph with LangChain's own fake chat model (offline), and the BaseStore operations
// directly, over a real SQLite file.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { END, MessagesAnnotation, START, StateGraph, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { createMnemo, MnemoError, type Mnemo } from '../src/index.js';
import { MnemoStore } from '../src/surfaces/adapters/langgraph/index.js';

let dir: string;
let n = 0;
before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-lg-'))));
after(() => rmSync(dir, { recursive: true, force: true }));
const open = (): Promise<Mnemo> => createMnemo({ db: join(dir, `g${++n}.db`), embedder: 'hash', llm: null });

describe('MnemoStore in a LangGraph graph', () => {
  test('a node writes memories and a later run recalls them by hybrid search, per user', async () => {
    const mnemo = await open();
    const store = new MnemoStore({ mnemo, userAt: 1 });
    const seen: string[] = [];
    const model = new FakeListChatModel({ responses: ['Noted.', 'You like hiking in the Alps.', 'I know nothing about you yet.'] });
    const respond = async (state: typeof MessagesAnnotation.State, config: LangGraphRunnableConfig) => {
      const userId = String(config.configurable?.userId);
      const namespace = ['memories', userId];
      const last = String(state.messages.at(-1)?.content ?? '');
      const memories = await config.store!.search(namespace, { query: last, limit: 3 });
      seen.push(memories.map((m) => String(m.value.text)).join(' | '));
      if (/^remember:/i.test(last)) await config.store!.put(namespace, `m${memories.length}`, { text: last.replace(/^remember:\s*/i, '') });
      const reply = await model.invoke([new SystemMessage(`Known: ${memories.map((m) => m.value.text).join('; ')}`), ...state.messages]);
      return { messages: [reply] };
    };
    const graph = new StateGraph(MessagesAnnotation).addNode('respond', respond).addEdge(START, 'respond').addEdge('respond', END).compile({ store });
    await graph.invoke({ messages: [new HumanMessage('remember: the user loves hiking in the Alps')] }, { configurable: { userId: 'alice' } });
    const second = await graph.invoke({ messages: [new HumanMessage('where do I like hiking?')] }, { configurable: { userId: 'alice' } });
    assert.equal(second.messages.at(-1)?.content, 'You like hiking in the Alps.');
    assert.match(seen[1] ?? '', /hiking in the Alps/, 'the second run found the memory');
    await graph.invoke({ messages: [new HumanMessage('where do I like hiking?')] }, { configurable: { userId: 'bob' } });
    assert.equal(seen[2], '', "bob's run sees none of alice's memories");
    // The item is an ordinary Mnemo memory of alice's.
    assert.ok((await mnemo.list({ userId: 'alice' })).some((m) => m.content === JSON.stringify({ text: 'the user loves hiking in the Alps' })));
    await mnemo.close();
  });
});

describe('MnemoStore operations', () => {
  test('put / get / search / delete / listNamespaces, with history and filters', async () => {
    const mnemo = await open();
    const store = new MnemoStore({ mnemo, userAt: 0 });
    await store.put(['alice', 'prefs'], 'food', { text: 'likes spicy ramen', rating: 5 }, ['text']);
    await store.put(['alice', 'prefs'], 'drink', { text: 'drinks green tea every morning', rating: 3 }, ['text']);
    await store.put(['alice', 'work', 'projects'], 'p1', { text: 'leads the billing migration project', rating: 4 }, ['text']);
    const food = await store.get(['alice', 'prefs'], 'food');
    assert.deepEqual(food?.value, { text: 'likes spicy ramen', rating: 5 });
    assert.deepEqual(food?.namespace, ['alice', 'prefs']);
    assert.equal(food?.key, 'food');
    const hits = await store.search(['alice'], { query: 'ramen noodles', limit: 2 });
    assert.equal(hits[0]?.key, 'food', 'hybrid recall ranks the matching item first');
    assert.ok(typeof hits[0]?.score === 'number');
    assert.deepEqual(
      (await store.search(['alice', 'prefs'], { filter: { rating: { $gte: 4 } } })).map((i) => i.key),
      ['food'],
    );
    assert.deepEqual((await store.search(['alice', 'prefs'])).map((i) => i.key).sort(), ['drink', 'food'], 'a prefix keeps to its namespace');
    // A put replaces the item; the old version stays in history.
    await store.put(['alice', 'prefs'], 'food', { text: 'now prefers mild pho', rating: 4 }, ['text']);
    const updated = await store.get(['alice', 'prefs'], 'food');
    assert.equal(updated?.value.text, 'now prefers mild pho');
    assert.equal(updated?.createdAt.getTime(), food?.createdAt.getTime(), 'createdAt is the first put');
    const forgotten = (await mnemo.list({ userId: 'alice' }, { includeInvalid: true })).filter((m) => m.content === 'likes spicy ramen');
    assert.equal(forgotten.length, 1);
    assert.ok(forgotten[0]?.invalidatedAt, 'the previous version is forgotten, not erased');
    assert.deepEqual(await store.listNamespaces({ prefix: ['alice'] }), [
      ['alice', 'prefs'],
      ['alice', 'work', 'projects'],
    ]);
    assert.deepEqual(await store.listNamespaces({ prefix: ['alice'], maxDepth: 2 }), [
      ['alice', 'prefs'],
      ['alice', 'work'],
    ]);
    assert.deepEqual(await store.listNamespaces({ prefix: ['alice'], suffix: ['projects'] }), [['alice', 'work', 'projects']]);
    await store.delete(['alice', 'prefs'], 'drink');
    assert.equal(await store.get(['alice', 'prefs'], 'drink'), null);
    // batch runs in order: the get sees the put before it.
    const [, got] = await store.batch([
      { namespace: ['alice', 'prefs'], key: 'x', value: { text: 'likes cold brew' } },
      { namespace: ['alice', 'prefs'], key: 'x' },
    ]);
    assert.equal(got?.value.text, 'likes cold brew');
    await mnemo.close();
  });

  test('a namespace that does not name the user is refused; users never mix', async () => {
    const mnemo = await open();
    const store = new MnemoStore({ mnemo, userAt: 0 });
    await store.put(['alice', 'notes'], 'k', { text: 'alice secret plan' });
    assert.equal(await store.get(['bob', 'notes'], 'k'), null);
    assert.deepEqual(await store.search(['bob'], { query: 'secret plan' }), []);
    await assert.rejects(store.search([], { query: 'plan' }), (e: unknown) => MnemoError.isInstance(e) && e.code === 'UNSUPPORTED');
    await assert.rejects(store.listNamespaces({ prefix: ['*'] }), (e: unknown) => MnemoError.isInstance(e) && e.code === 'UNSUPPORTED');
    // The guards apply: a secret in a value is redacted or refused, never stored as given.
    await store.put(['alice', 'notes'], 'key', { text: 'my key is sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD' }).catch(() => undefined);
    const stored = await mnemo.list({ userId: 'alice' });
    assert.ok(!stored.some((m) => m.content.includes('sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD')));
    await mnemo.close();
  });
});
