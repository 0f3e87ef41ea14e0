// Forgetting by description through MCP (issue 22, item 3), as an MCP client uses it: the SDK's own
// Client over stdio, spawning the built `mnemo mcp` on a real SQLite file the library seeded. The
// forget tool takes an id or a description; a description is read as a subject and an attribute,
// so "my wife's name" never touches the user's own name, and one that could mean several values
// forgets nothing and returns the choices.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMnemo } from '../src/index.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
let db: string;
let client: Client;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-mcp-forget-'));
  db = join(dir, 'forget.db');
  const m = await createMnemo({ db, embedder: 'hash', llm: null });
  const u = { userId: 'karl' };
  await m.remember(u, { content: "The user's name is Karl.", triple: { subject: 'user', predicate: 'name', object: 'Karl' } });
  await m.remember(u, { content: "The user's wife's name is Maria.", triple: { subject: 'wife', predicate: 'name', object: 'Maria' } });
  await m.setProfile(u, 'team', 'payments');
  // Two sisters, as plain sentences (raw): two values of "sister's name".
  await m.remember(u, { content: "The user's sister's name is Ana." }, { consolidate: false });
  await m.remember(u, { content: "The user's sister's name is Eva." }, { consolidate: false });
  await m.close();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', '--user', 'karl', '--db', db, '--embedder', 'hash'],
    stderr: 'pipe',
  });
  client = new Client({ name: 'test', version: '1' });
  await client.connect(transport);
});
after(async () => {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; body: Json }> {
  const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { isError: r.isError === true, body: (r.structuredContent ?? {}) as Json };
}
const ok = async (name: string, args: Record<string, unknown> = {}): Promise<Json> => {
  const r = await call(name, args);
  assert.equal(r.isError, false, `${name}: ${JSON.stringify(r.body)}`);
  return r.body;
};
const profile = async () => Object.fromEntries(((await ok('get_profile')).profile as Json[]).map((p) => [p.key, p.value]));
const found = async (query: string) => ((await ok('search_memory', { query, k: 20 })).memories as Json[]).map((m) => m.content as string);

test('the forget tool says it takes an id or a description', async () => {
  const { tools } = await client.listTools();
  const forget = tools.find((t) => t.name === 'forget');
  assert.deepEqual(Object.keys(forget?.inputSchema.properties ?? {}).sort(), ['description', 'id', 'reason']);
  assert.equal((forget?.inputSchema.properties as Json).description.maxLength, 500, 'the limit of the shared schema');
  assert.match(forget?.description ?? '', /description/);
  assert.match(client.getInstructions() ?? '', /forget[^.]*description/);
});

test('"my wife’s name" forgets the wife’s name; the user’s own name and its profile field stay', async () => {
  const r = await ok('forget', { description: "my wife's name", reason: 'the user asked' });
  assert.deepEqual(
    r.forgottenMemories.map((m: Json) => m.content),
    ["The user's wife's name is Maria."],
  );
  assert.deepEqual(r.removedFields, []);
  assert.equal(r.choices, undefined);
  assert.equal((await profile()).name, 'Karl');
  const names = await found('name');
  assert.ok(names.includes("The user's name is Karl."));
  assert.ok(!names.includes("The user's wife's name is Maria."));
  const history = await ok('memory_history', { id: r.forgottenMemories[0].id });
  assert.ok(
    (history.history as Json[]).some((h) => h.op === 'invalidate' && /the user asked/.test(h.reason)),
    JSON.stringify(history),
  );
});

test('a description of several values forgets nothing and returns the choices; naming the value forgets only it', async () => {
  const asked = await ok('forget', { description: "my sister's name" });
  assert.deepEqual(asked.forgottenMemories, []);
  assert.deepEqual(
    asked.choices.map((c: Json) => c.content),
    ["The user's sister's name is Ana.", "The user's sister's name is Eva."],
  );
  assert.match(asked.unchanged, /nothing forgotten/);
  assert.equal((await found("sister's name")).filter((t) => /sister/.test(t)).length, 2, 'nothing changed');
  const picked = await ok('forget', { description: "my sister's name Eva" });
  assert.deepEqual(
    picked.forgottenMemories.map((m: Json) => m.content),
    ["The user's sister's name is Eva."],
  );
  assert.deepEqual(
    (await found("sister's name")).filter((t) => /sister/.test(t)),
    ["The user's sister's name is Ana."],
  );
});

test('a profile field goes with the description that names it; nothing matching changes nothing', async () => {
  const team = await ok('forget', { description: 'my team' });
  assert.deepEqual(
    team.removedFields.map((f: Json) => f.key),
    ['team'],
  );
  assert.equal((await profile()).team, undefined);
  const none = await ok('forget', { description: "my dog's name" });
  assert.deepEqual([none.forgottenMemories, none.removedFields], [[], []]);
  assert.match(none.unchanged, /nothing stored matches/);
});

test('an id and a description together, neither, or a description over the limit: a coded tool error, nothing changed', async () => {
  const before = await profile();
  for (const args of [{ id: 'm_x', description: 'my name' }, { reason: 'x' }, { description: 'x'.repeat(501) }, { description: '   ' }]) {
    const r = await call('forget', args);
    assert.equal(r.isError, true, JSON.stringify(args));
    assert.equal(r.body.error.code, 'INVALID_INPUT', JSON.stringify(r.body));
  }
  assert.deepEqual(await profile(), before);
  assert.equal((await profile()).name, 'Karl');
});
