// The MCP server as MCP clients use it: the SDK's own Client over stdio (spawning the built
// `mnemo mcp`), over Streamable HTTP on 127.0.0.1 (node:http and the web-standard handler), and
// in process over the SDK's linked in-memory transports. Real SQLite files throughout.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMnemo, type Mnemo } from '../src/index.js';
import { handleMcpNode, handleMcpRequest, MCP_TOOL_NAMES } from '../src/surfaces/mcp/index.js';
import { linkedMcpClient } from './support/mcp-client.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-mcp-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** What each tool must declare: read-only tools idempotent, forget destructive but idempotent. */
const ANNOTATIONS: Record<string, { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean }> = {
  remember: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  search_memory: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  get_context: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  update_memory: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
  forget: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  get_profile: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  memory_history: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{ isError: boolean; body: Json; text: string }> {
  const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = r.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
  return { isError: r.isError === true, body: (r.structuredContent ?? {}) as Json, text };
}

async function ok(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Json> {
  const r = await call(client, name, args);
  assert.equal(r.isError, false, `${name} failed: ${r.text}`);
  assert.deepEqual(JSON.parse(r.text), r.body, 'the text content is the structured content as JSON');
  return r.body;
}

async function assertTools(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), [...MCP_TOOL_NAMES].sort());
  for (const t of tools) {
    const a = t.annotations ?? {};
    assert.deepEqual(
      { readOnlyHint: a.readOnlyHint, destructiveHint: a.destructiveHint, idempotentHint: a.idempotentHint },
      ANNOTATIONS[t.name],
      `annotations of ${t.name}`,
    );
    assert.equal(a.openWorldHint, false, `${t.name} works on a closed world`);
    assert.ok((t.description ?? '').length > 40, `${t.name} has a description`);
    const fields = Object.keys(t.inputSchema.properties ?? {});
    for (const f of fields) assert.doesNotMatch(f, /user|tenant|agent/i, `${t.name} takes no ${f}: the scope is fixed by configuration`);
  }
  const remember = tools.find((t) => t.name === 'remember');
  assert.deepEqual(remember?.inputSchema.required, ['content']);
  assert.match(remember?.description ?? '', /preferences/, 'remember lists what memory may hold');
  assert.match(client.getInstructions() ?? '', /search_memory[\s\S]*remember/, 'instructions say when to search and when to remember');
}

/** remember → search_memory finds it → forget → search_memory no longer returns it. */
async function roundTrip(client: Client, content: string, query: string): Promise<string> {
  const { memory } = await ok(client, 'remember', { content, kind: 'preference', importance: 0.8 });
  assert.match(memory.id, /^m_/);
  assert.equal(memory.content, content);
  assert.equal(memory.kind, 'preference');
  const found = await ok(client, 'search_memory', { query, k: 5 });
  const hit = found.memories.find((m: Json) => m.id === memory.id);
  assert.ok(hit, 'the new memory is found');
  assert.equal(typeof hit.score, 'number');
  assert.equal(typeof hit.scores.keyword, 'number');
  const forgotten = await ok(client, 'forget', { id: memory.id, reason: 'the user asked' });
  assert.deepEqual(forgotten, { forgotten: memory.id, alreadyForgotten: false });
  const again = await ok(client, 'search_memory', { query });
  assert.equal(
    again.memories.some((m: Json) => m.id === memory.id),
    false,
    'a forgotten memory does not come back',
  );
  return memory.id;
}

/** Bad input is a tool error with a code; the next call still works. */
async function assertToolErrors(client: Client): Promise<void> {
  const empty = await call(client, 'remember', { content: '' });
  assert.equal(empty.isError, true);
  assert.match(empty.text, /content/);
  const blank = await call(client, 'remember', { content: '   ' });
  assert.equal(blank.isError, true);
  assert.equal(blank.body.error.code, 'INVALID_INPUT');
  const unknown = await call(client, 'forget', { id: 'm_doesnotexist', reason: 'test' });
  assert.equal(unknown.isError, true);
  assert.equal(unknown.body.error.code, 'NOT_FOUND');
  assert.match(unknown.text, /^NOT_FOUND: /);
  const history = await call(client, 'memory_history', { id: 'm_doesnotexist' });
  assert.equal(history.body.error?.code, 'NOT_FOUND');
  const wrongType = await call(client, 'search_memory', { query: 'x', k: 'many' });
  assert.equal(wrongType.isError, true);
  const stillWorks = await ok(client, 'get_profile');
  assert.ok(Array.isArray(stillWorks.profile));
}

describe('in process (linked in-memory transports)', () => {
  let mnemo: Mnemo;
  let client: Client;

  before(async () => {
    mnemo = await createMnemo({ db: join(dir, 'inproc.db'), embedder: 'hash', llm: null });
    client = await linkedMcpClient({ mnemo, scope: { userId: 'ada' } });
  });
  after(async () => {
    await client.close();
    await mnemo.close();
  });

  test('lists the seven tools with their annotations and no scope argument', () => assertTools(client));

  test('remember → search_memory → forget', async () => {
    const id = await roundTrip(client, 'The user prefers green tea in the afternoon.', 'green tea');
    const history = await ok(client, 'memory_history', { id });
    assert.deepEqual(
      history.history.map((h: Json) => h.op),
      ['create', 'invalidate'],
    );
    assert.equal(history.history[1].reason, 'the user asked');
    const twice = await ok(client, 'forget', { id, reason: 'again' });
    assert.equal(twice.alreadyForgotten, true, 'forgetting again changes nothing');
  });

  test('update_memory replaces (the old id is then SUPERSEDED) and notes', async () => {
    const { memory } = await ok(client, 'remember', { content: 'The user works at Initech.' });
    const replaced = await ok(client, 'update_memory', { id: memory.id, mode: 'replace', text: 'The user works at Globex.', reason: 'changed jobs' });
    assert.equal(replaced.previousId, memory.id);
    assert.notEqual(replaced.memory.id, memory.id);
    const stale = await call(client, 'update_memory', { id: memory.id, mode: 'replace', text: 'The user works at Hooli.', reason: 'again' });
    assert.equal(stale.body.error.code, 'SUPERSEDED');
    const noted = await ok(client, 'update_memory', { id: replaced.memory.id, mode: 'note', text: 'Since March.', reason: 'detail' });
    assert.deepEqual(noted.memory.notes, ['Since March.']);
    const found = await ok(client, 'search_memory', { query: 'where does the user work' });
    const ids = found.memories.map((m: Json) => m.id);
    assert.ok(ids.includes(replaced.memory.id));
    assert.equal(ids.includes(memory.id), false, 'the replaced version is not current');
    const chain = await ok(client, 'memory_history', { id: replaced.memory.id });
    assert.ok(chain.history.some((h: Json) => h.target === memory.id && h.reason === 'changed jobs'));
  });

  test('get_context packs memory for a message within the budget', async () => {
    await ok(client, 'remember', { content: 'The user is training for the Berlin marathon in September.', kind: 'episode' });
    const c = await ok(client, 'get_context', { message: 'How should I plan my marathon training?', budget: 200 });
    assert.match(c.episodic, /Berlin marathon/);
    assert.ok(c.tokens <= 200);
  });

  test('a secret is refused as a tool error and nothing is stored', async () => {
    const r = await call(client, 'remember', { content: 'My GitHub token is ghp_0123456789abcdefghijklmnopqrstuvwxyzAB' });
    assert.equal(r.body.error?.code, 'SECRET_DETECTED');
    const found = await ok(client, 'search_memory', { query: 'GitHub token' });
    assert.equal(
      found.memories.some((m: Json) => /ghp_/.test(m.content)),
      false,
    );
  });

  test('bad input is a tool error and the server keeps working', () => assertToolErrors(client));

  test('an agent acts under the namespace policy: unknown is refused, granted writes its own namespace', async () => {
    const connectAs = (agentId: string): Promise<Client> => linkedMcpClient({ mnemo, scope: { userId: 'ada', agentId } }, agentId);
    const stranger = await connectAs('stranger');
    assert.equal((await call(stranger, 'remember', { content: 'The user likes chess.' })).body.error?.code, 'UNKNOWN_AGENT');
    await stranger.close();
    await mnemo.grant({ agentId: 'planner', namespace: 'agent:planner', read: true, write: true });
    const planner = await connectAs('planner');
    try {
      const { memory } = await ok(planner, 'remember', { content: 'The user plans a trip to Lisbon in May.' });
      assert.ok((await ok(planner, 'search_memory', { query: 'Lisbon trip' })).memories.some((m: Json) => m.id === memory.id));
      const own = await ok(client, 'search_memory', { query: 'Lisbon trip' });
      assert.equal(
        own.memories.some((m: Json) => m.id === memory.id),
        true,
        "the user's own view includes what an agent remembered for them",
      );
    } finally {
      await planner.close();
    }
  });

  test('a read-only server offers only the tools that read', async () => {
    const reader = await linkedMcpClient({ mnemo, scope: { userId: 'ada' }, readOnly: true }, 'reader');
    try {
      const { tools } = await reader.listTools();
      assert.deepEqual(tools.map((t) => t.name).sort(), ['get_context', 'get_profile', 'memory_history', 'search_memory']);
      assert.ok(tools.every((t) => t.annotations?.readOnlyHint === true));
      const r = await call(reader, 'remember', { content: 'The user likes sailing.' });
      assert.equal(r.isError, true);
      assert.equal((await ok(reader, 'search_memory', { query: 'sailing' })).memories.length, 0, 'nothing was written');
    } finally {
      await reader.close();
    }
  });
});

describe('stdio: the built `mnemo mcp`', () => {
  let db: string;
  const connect = async (user: string): Promise<Client> => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', '--user', user, '--db', db, '--embedder', 'hash'],
      stderr: 'pipe',
    });
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(transport);
    return client;
  };

  before(() => {
    db = join(dir, 'stdio.db');
  });

  test('lists the tools, round-trips, keeps users apart and survives bad input', async () => {
    const ada = await connect('ada');
    const bob = await connect('bob');
    try {
      await assertTools(ada);
      await roundTrip(ada, 'The user prefers answers in French.', 'answers in French');
      const { memory } = await ok(ada, 'remember', { content: 'The user keeps bees on the roof.' });
      const seen = await ok(bob, 'search_memory', { query: 'bees on the roof', k: 50 });
      assert.equal(seen.memories.length, 0, "bob's search never shows ada's memory");
      assert.equal((await call(bob, 'forget', { id: memory.id, reason: 'x' })).body.error.code, 'NOT_FOUND', "bob cannot reach ada's id");
      assert.equal((await call(bob, 'memory_history', { id: memory.id })).body.error.code, 'NOT_FOUND');
      assert.ok(
        (await ok(ada, 'search_memory', { query: 'bees on the roof' })).memories.some((m: Json) => m.id === memory.id),
        'still there for ada',
      );
      await assertToolErrors(ada);
    } finally {
      await ada.close();
      await bob.close();
    }
  });

  test('stdout carries only the protocol; stdin closing ends it with exit 0 after answering every request', () => {
    const lines = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'remember', arguments: { content: 'The user drinks oat milk.' } } },
      // Sent in the same burst, before any answer: each must still be answered before the process ends.
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_context', arguments: { message: 'What milk do I drink?' } } },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'get_profile', arguments: {} } },
      { jsonrpc: '2.0', id: 5, method: 'tools/list' },
    ];
    const r = spawnSync(process.execPath, [BIN, 'mcp', '--user', 'cy', '--db', db, '--embedder', 'hash', '--verbose'], {
      input: lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    assert.deepEqual(out.map((m) => m.id).sort(), [1, 2, 3, 4, 5], 'every request was answered');
    assert.ok(out.every((m) => m.jsonrpc === '2.0'));
    assert.match(r.stderr, /mcp server ready/, 'logs go to stderr');
    const id = out.find((m) => m.id === 2)?.result.structuredContent.memory.id as string;
    const list = spawnSync(process.execPath, [BIN, '--db', db, '--embedder', 'hash', 'list', '--user', 'cy', '--json'], { encoding: 'utf8' });
    assert.equal(list.status, 0, list.stderr);
    assert.ok(
      (JSON.parse(list.stdout) as Json[]).some((m) => m.id === id),
      'the acknowledged memory was stored',
    );
  });

  test('without --user it refuses to start, with one coded line and nothing on stdout', () => {
    const r = spawnSync(process.execPath, [BIN, 'mcp', '--db', db, '--embedder', 'hash'], { input: '', encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /--user.*INVALID_INPUT/);
  });

  test('SIGTERM ends it with exit 0', async () => {
    const child = spawn(process.execPath, [BIN, 'mcp', '--user', 'cy', '--db', db, '--embedder', 'hash', '--verbose'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const ready = new Promise<void>((resolve) => child.stderr.on('data', () => stderr.includes('mcp server ready') && resolve()));
    await ready;
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    assert.equal(code, 0, stderr);
    assert.match(stderr, /"why":"SIGTERM"/);
  });
});

describe('Streamable HTTP on 127.0.0.1', () => {
  let mnemo: Mnemo;
  let server: Server;
  let url: URL;

  before(async () => {
    mnemo = await createMnemo({ db: join(dir, 'http.db'), embedder: 'hash', llm: null });
    // Stands in for key authentication: the scope comes from the request's credentials, never its body.
    server = createServer((req, res) => {
      const user = req.headers['x-test-user'];
      if (typeof user !== 'string') {
        res.writeHead(401).end();
        return;
      }
      handleMcpNode({ mnemo, scope: { userId: user }, req, res }).catch(() => res.writeHead(500).end());
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  });
  after(async () => {
    server.close();
    await mnemo.close();
  });

  const connect = async (user: string): Promise<Client> => {
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { 'x-test-user': user } } }));
    return client;
  };

  test('lists the tools, round-trips, keeps users apart and survives bad input', async () => {
    const ada = await connect('ada');
    const bob = await connect('bob');
    try {
      await assertTools(ada);
      await roundTrip(ada, 'The user prefers dark mode in every editor.', 'dark mode editor');
      const { memory } = await ok(ada, 'remember', { content: 'The user plays the cello on Sundays.' });
      assert.equal((await ok(bob, 'search_memory', { query: 'cello on Sundays', k: 50 })).memories.length, 0);
      assert.equal((await call(bob, 'forget', { id: memory.id, reason: 'x' })).body.error.code, 'NOT_FOUND');
      await assertToolErrors(ada);
      assert.ok((await ok(ada, 'search_memory', { query: 'cello' })).memories.some((m: Json) => m.id === memory.id));
    } finally {
      await ada.close();
      await bob.close();
    }
  });

  test('GET and DELETE answer 405 (stateless: no event stream, no session)', async () => {
    for (const method of ['GET', 'DELETE']) {
      const r = await fetch(url, { method, headers: { 'x-test-user': 'ada', accept: 'text/event-stream' } });
      assert.equal(r.status, 405);
      assert.equal(r.headers.get('allow'), 'POST');
    }
  });

  test('the web-standard handler (what `mnemo serve` mounts) serves the same tools', async () => {
    const client = new Client({ name: 'test', version: '1' });
    const fetchLike = (input: string | URL, init?: RequestInit) => handleMcpRequest({ mnemo, scope: { userId: 'dee' }, request: new Request(input, init) });
    await client.connect(new StreamableHTTPClientTransport(new URL('http://mnemo.invalid/mcp'), { fetch: fetchLike }));
    try {
      await assertTools(client);
      await roundTrip(client, 'The user prefers trains to planes.', 'trains or planes');
      assert.equal((await ok(client, 'search_memory', { query: 'cello on Sundays', k: 50 })).memories.length, 0, "another user's memory never appears");
    } finally {
      await client.close();
    }
  });

  test('the web-standard handler takes a body a middleware already read', async () => {
    const client = new Client({ name: 'test', version: '1' });
    const fetchLike = async (input: string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      // Like a body-limit middleware that parses the JSON: the request's own stream is used up.
      const parsedBody = request.method === 'POST' ? await request.json() : undefined;
      return handleMcpRequest({ mnemo, scope: { userId: 'eve' }, request, parsedBody });
    };
    await client.connect(new StreamableHTTPClientTransport(new URL('http://mnemo.invalid/mcp'), { fetch: fetchLike }));
    try {
      const { memory } = await ok(client, 'remember', { content: 'The user grows tomatoes.' });
      assert.ok((await ok(client, 'search_memory', { query: 'tomatoes' })).memories.some((m: Json) => m.id === memory.id));
    } finally {
      await client.close();
    }
  });
});
