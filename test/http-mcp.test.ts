/**
 * MCP on `mnemo serve` at /mcp (the built CLI as a process): the SDK's own client over Streamable
 * HTTP with a user-bound API key round-trips remember → search_memory → forget; the key decides the
 * user (no tool takes one), a read key sees only the reading tools, and no key is refused.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
const dir = mkdtempSync(join(tmpdir(), 'mnemo-serve-mcp-'));
const db = join(dir, 'serve.db');
const env = { ...process.env, MNEMO_DB: undefined, MNEMO_EMBEDDER: 'hash' };
let child: ChildProcess;
let url: string;

const key = (args: string[]): string => {
  const r = spawnSync(process.execPath, [BIN, '--db', db, 'keys', 'create', '--tenant', 'acme', ...args, '--json'], { encoding: 'utf8', env });
  assert.equal(r.status, 0, r.stderr);
  return (JSON.parse(r.stdout) as { key: string }).key;
};

async function connect(bearer: string | null): Promise<Client> {
  const client = new Client({ name: 'test', version: '1' });
  const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } }));
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const text = (r: CallToolResult): string => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

before(async () => {
  key(['--user', 'warmup']); // creates and migrates the store before the server opens it
  child = spawn(process.execPath, [BIN, '--db', db, 'serve', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'], env });
  url = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (d: string) => {
      stderr += d;
      const m = /serving (http:\/\/\S+)/.exec(stderr);
      if (m) resolve(m[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
  });
});
after(async () => {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
});

test('a user-bound key: remember → search_memory → forget over /mcp, and the user is the key’s', { timeout: 60_000 }, async () => {
  const ada = await connect(key(['--user', 'ada']));
  const bob = await connect(key(['--user', 'bob']));
  const tools = (await ada.listTools()).tools;
  assert.ok(
    tools.every((t) => !Object.keys((t.inputSchema.properties ?? {}) as object).some((p) => /user|tenant/i.test(p))),
    'no tool takes a user or tenant',
  );
  const stored = await call(ada, 'remember', { content: 'Ada keeps the lighthouse logbook in the blue drawer.' });
  assert.ok(!stored.isError, text(stored));
  const id = /\bm_[A-Za-z0-9_-]+/.exec(text(stored))?.[0];
  assert.ok(id, 'the new memory id is returned');
  assert.match(text(await call(ada, 'search_memory', { query: 'where is the lighthouse logbook?' })), /blue drawer/);
  assert.doesNotMatch(
    text(await call(bob, 'search_memory', { query: 'where is the lighthouse logbook?' })),
    /blue drawer/,
    'another user’s key sees nothing of it',
  );
  const gone = await call(ada, 'forget', { id, reason: 'moved it' });
  assert.ok(!gone.isError, text(gone));
  assert.doesNotMatch(text(await call(ada, 'search_memory', { query: 'where is the lighthouse logbook?' })), /blue drawer/);
  await ada.close();
  await bob.close();
});

test('a read key lists only the reading tools; no key is refused', { timeout: 60_000 }, async () => {
  const reader = await connect(key(['--user', 'ada', '--role', 'read']));
  const names = (await reader.listTools()).tools.map((t) => t.name).sort();
  assert.ok(!names.includes('remember') && !names.includes('forget'), names.join(','));
  assert.ok(names.includes('search_memory'));
  await reader.close();
  await assert.rejects(connect(null));
});
