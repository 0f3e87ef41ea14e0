// Observability of recall on every surface (M28, issue 24): context(), recall(), the AI SDK
// middleware, POST /v1/recall and /v1/context over real HTTP, and the MCP tools search_memory and
// get_context (the SDK's client over a linked transport) all write the same debug record through
// the injected logger: the recalled ids with their score parts, never a memory's text nor the
// query's. POST /v1/context with `explain: true` returns the score parts of what it packed.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { generateText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createMnemo, mnemoMiddleware, type Logger, type Mnemo } from '../src/index.js';
import { startServer, type RunningServer } from '../src/surfaces/http/serve.js';
import { linkedMcpClient } from './support/mcp-client.js';

type Entry = { level: string; message: string; fields: Record<string, unknown> };
const entries: Entry[] = [];
const at =
  (level: string) =>
  (message: string, fields: Record<string, unknown> = {}) =>
    void entries.push({ level, message, fields });
const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };

const SECRET_WORDS = ['Biscuit', 'beagle', 'oboe', 'Reykjavik'];
const QUERY = 'what is my dog called, the beagle?';
let dir: string;
let mnemo: Mnemo;
let ids: string[];

type Record_ = { id: string; score: number; scores: Record<string, number> };
/** The recall records logged since the last reset. */
const recallRecords = () => entries.filter((e) => e.level === 'debug' && e.fields.call !== undefined && Array.isArray(e.fields.recalled));
function assertLoggedWithoutText(call: 'recall' | 'context'): Record_[] {
  const records = recallRecords().filter((e) => e.fields.call === call);
  assert.equal(records.length, 1, `one ${call} record`);
  const recalled = records[0]?.fields.recalled as Record_[];
  assert.ok(recalled.length > 0);
  for (const r of recalled) {
    assert.ok(ids.includes(r.id), 'an id of a memory');
    assert.equal(typeof r.score, 'number');
    assert.equal(typeof r.scores.keyword, 'number');
    assert.equal(typeof r.scores.vector, 'number');
    assert.equal(typeof r.scores.match, 'number');
  }
  const logged = JSON.stringify(entries);
  for (const w of SECRET_WORDS) assert.ok(!logged.includes(w), `no memory text or query in the log (${w})`);
  return recalled;
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-observe-'));
  mnemo = await createMnemo({ db: join(dir, 'o.db'), embedder: 'hash', llm: null, logger, writePath: { background: false } });
  const stored = await mnemo.rememberMany(
    { userId: 'ola' },
    [
      { content: 'The user has a beagle called Biscuit.' },
      { content: 'The user plays the oboe.' },
      { content: 'The user flew to Reykjavik for a dog show.', kind: 'episode' },
    ],
    { consolidate: false },
  );
  ids = stored.map((m) => m.id);
});
after(async () => {
  await mnemo.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => void entries.splice(0));

describe('the library', () => {
  test('recall() logs ids and score parts at debug, no text', async () => {
    const rs = await mnemo.recall({ userId: 'ola' }, QUERY);
    const logged = assertLoggedWithoutText('recall');
    assert.deepEqual(
      logged.map((r) => r.id),
      rs.map((r) => r.memory.id),
    );
  });

  test('context() logs what it recalled and which ids each block packed', async () => {
    const ctx = await mnemo.context({ userId: 'ola' }, QUERY);
    assertLoggedWithoutText('context');
    const record = recallRecords()[0]?.fields as Record<string, unknown>;
    assert.deepEqual(record.episodic, ctx.episodic.memoryIds);
    assert.deepEqual(record.stable, ctx.stable.memoryIds);
  });
});

test('the AI SDK middleware logs through context()', async () => {
  const model = new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: 'text', text: 'ok' }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
      warnings: [],
    }),
  });
  await generateText({ model: wrapLanguageModel({ model, middleware: mnemoMiddleware({ mnemo, scope: { userId: 'ola' } }) }), prompt: QUERY });
  assertLoggedWithoutText('context');
});

describe('MCP', () => {
  let client: Client;
  before(async () => {
    client = await linkedMcpClient({ mnemo, scope: { userId: 'ola' } });
  });
  after(() => client.close());

  test('search_memory logs', async () => {
    await client.callTool({ name: 'search_memory', arguments: { query: QUERY } });
    assertLoggedWithoutText('recall');
  });

  test('get_context logs', async () => {
    await client.callTool({ name: 'get_context', arguments: { message: QUERY } });
    assertLoggedWithoutText('context');
  });
});

describe('HTTP', () => {
  let server: RunningServer;
  let key: string;
  before(async () => {
    server = await startServer({ mnemo, host: '127.0.0.1', port: 0 });
    key = (await mnemo.admin.createKey({ tenantId: 'default', userId: 'ola', role: 'read' })).key;
  });
  after(() => server.close()); // closes the engine too: this suite runs last
  const post = async (path: string, body: unknown) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(res.status, 200, await res.clone().text());
    return (await res.json()) as Record<string, unknown>;
  };

  test('POST /v1/recall logs', async () => {
    await post('/v1/recall', { query: QUERY });
    assertLoggedWithoutText('recall');
  });

  test('POST /v1/context logs; explain returns the score parts of what it packed', async () => {
    const plain = await post('/v1/context', { message: QUERY });
    assert.equal(plain.explain, undefined, 'only when asked');
    entries.splice(0);
    const body = await post('/v1/context', { message: QUERY, explain: true });
    const logged = assertLoggedWithoutText('context');
    const explain = body.explain as { id: string; block: string; score: number | null; scores: Record<string, number> | null }[];
    const episodic = (body.episodic as { memoryIds: string[] }).memoryIds;
    assert.ok(episodic.length > 0);
    assert.deepEqual(
      explain.filter((e) => e.block === 'episodic').map((e) => e.id),
      episodic,
    );
    for (const e of explain.filter((x) => x.block === 'episodic')) {
      const same = logged.find((r) => r.id === e.id);
      assert.ok(same && e.score !== null && e.scores !== null);
      assert.equal(typeof e.scores.keyword, 'number');
      assert.equal(typeof e.scores.relevance, 'number');
    }
  });
});
