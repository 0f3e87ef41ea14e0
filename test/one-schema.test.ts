// One schema per write operation, shared by every surface (issue 22, item 1): the same request sent
// to the library, HTTP on 127.0.0.1, MCP (the SDK's client over linked transports), the AI SDK
// memory tools (in a real generateText tool loop) and the built CLI is refused with the same coded
// error — or accepted by all of them. Real SQLite files throughout.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { MnemoError } from '../src/index.js';
import { linkedMcpClient } from './support/mcp-client.js';
import { createMemoryTools } from '../src/surfaces/tools/index.js';
import { startHarness, type Harness } from './http-support.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
const TENANT = 'acme';
let h: Harness;
let key = '';
let client: Client;
let cliDir: string;

before(async () => {
  h = await startHarness();
  key = (await h.mnemo.admin.createKey({ tenantId: TENANT, role: 'admin' })).key;
  cliDir = mkdtempSync(join(tmpdir(), 'mnemo-schema-'));
});
after(async () => {
  await client?.close();
  await h.close();
  rmSync(cliDir, { recursive: true, force: true });
});

/** A coded refusal as each surface reports it. */
interface Refusal {
  readonly code: string;
  readonly message: string;
}

const scope = (userId: string) => ({ tenantId: TENANT, userId });

async function mcp(userId: string): Promise<Client> {
  return linkedMcpClient({ mnemo: h.mnemo, scope: scope(userId) });
}

async function viaMcp(userId: string, tool: string, args: Record<string, unknown>): Promise<Refusal | 'ok'> {
  client = await mcp(userId);
  const r = (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
  await client.close();
  if (r.isError !== true) return 'ok';
  const error = (r.structuredContent as { error?: Refusal } | undefined)?.error;
  assert.ok(error, `MCP answered an uncoded error: ${JSON.stringify(r.content)}`);
  return { code: error.code, message: error.message };
}

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };

/** One tool call made by a model in a real AI SDK tool loop; the tool's output. */
async function viaTools(userId: string, tool: string, args: Record<string, unknown>): Promise<Refusal | 'ok'> {
  const script: LanguageModelV4GenerateResult[] = [
    {
      content: [{ type: 'tool-call', toolCallId: '1', toolName: tool, input: JSON.stringify(args) }],
      finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
      usage,
      warnings: [],
    },
    { content: [{ type: 'text', text: 'Done.' }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] },
  ];
  const calls: LanguageModelV4CallOptions[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options: LanguageModelV4CallOptions) => {
      calls.push(options);
      return script[calls.length - 1] as LanguageModelV4GenerateResult;
    },
  });
  const result = await generateText({ model, prompt: 'go', tools: createMemoryTools(h.mnemo, scope(userId)), stopWhen: stepCountIs(3) });
  const errors = result.steps.flatMap((s) => s.content.filter((p) => p.type === 'tool-error'));
  assert.deepEqual(errors, [], 'the SDK let the call through to the tool');
  const output = result.steps.flatMap((s) => s.toolResults.map((r) => r.output))[0] as { error?: string };
  if (output?.error === undefined) return 'ok';
  const m = /^([A-Z_]+): ([\s\S]*)$/.exec(output.error);
  assert.ok(m, `the tool answered an uncoded error: ${output.error}`);
  return { code: m[1] as string, message: m[2] as string };
}

async function viaHttp(method: string, path: string, body: Record<string, unknown> | undefined, query?: Record<string, string>): Promise<Refusal | 'ok'> {
  const r = await h.call(method, path, { key, body, query });
  if (r.status < 300) return 'ok';
  return { code: r.body.error.code, message: r.body.error.message };
}

function viaCli(args: string[], input = ''): Refusal | 'ok' {
  const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_EMBEDDER: 'hash' };
  delete env.MNEMO_LLM;
  const r = spawnSync(process.execPath, [BIN, '--db', join(cliDir, 'cli.db'), ...args], { input, encoding: 'utf8', env });
  if (r.status === 0) return 'ok';
  const m = /mnemo: ([\s\S]*?) \[([A-Z_]+)\]\s*$/.exec(r.stderr);
  assert.ok(m, `the CLI answered an uncoded error: ${r.stderr}`);
  return { code: m[2] as string, message: m[1] as string };
}

async function viaLibrary(body: () => Promise<unknown>): Promise<Refusal | 'ok'> {
  try {
    await body();
    return 'ok';
  } catch (e) {
    assert.ok(MnemoError.isInstance(e), String(e));
    return { code: e.code, message: e.message };
  }
}

const LIMIT = 2000;
const over = 'The user likes tea. '.repeat(101).slice(0, LIMIT + 1);
const atLimit = 'The user likes tea. '.repeat(100).slice(0, LIMIT);

describe('remember', () => {
  test('the content limit is one number, 2000 characters, on the engine', () => {
    assert.equal(h.mnemo.limits.maxChars, LIMIT);
  });

  test('content one over the limit: the same coded error from every surface, and nothing stored', async () => {
    const answers = {
      library: await viaLibrary(() => h.mnemo.remember(scope('lib'), { content: over })),
      http: await viaHttp('POST', '/v1/memories', { userId: 'http', content: over }),
      mcp: await viaMcp('mcp', 'remember', { content: over }),
      tools: await viaTools('tools', 'remember', { content: over }),
      cli: viaCli(['remember', '--user', 'cli', '-'], over),
    };
    const expected = { code: 'INVALID_INPUT', message: `invalid memory: content has ${LIMIT + 1} characters, the limit is ${LIMIT}` };
    for (const [surface, answer] of Object.entries(answers)) assert.deepEqual(answer, expected, surface);
    for (const u of ['lib', 'http', 'mcp', 'tools']) assert.deepEqual(await h.mnemo.list(scope(u)), [], `nothing stored for ${u}`);
  });

  test('the library says which field and which limit', async () => {
    await assert.rejects(h.mnemo.remember(scope('lib'), { content: over }), (e: unknown) => {
      const details = MnemoError.isInstance(e) ? (e.details as { field?: string; limit?: number; length?: number }) : {};
      return details.field === 'content' && details.limit === LIMIT && details.length === LIMIT + 1;
    });
  });

  test('an empty content and a kind that does not exist: the same coded error everywhere', async () => {
    for (const [input, field] of [
      [{ content: '' }, 'content'],
      [{ content: 'The user likes tea.', kind: 'rumour' }, 'kind'],
    ] as const) {
      const answers = {
        library: await viaLibrary(() => h.mnemo.remember(scope('lib'), input as never)),
        http: await viaHttp('POST', '/v1/memories', { userId: 'http', ...input }),
        mcp: await viaMcp('mcp', 'remember', input),
        tools: await viaTools('tools', 'remember', input),
      };
      const first = answers.library as Refusal;
      assert.equal(first.code, 'INVALID_INPUT');
      assert.match(first.message, new RegExp(`^invalid memory: ${field}`));
      for (const [surface, answer] of Object.entries(answers)) assert.deepEqual(answer, first, `${surface}: ${JSON.stringify(input)}`);
    }
  });

  test('content exactly at the limit passes every surface', async () => {
    assert.equal(await viaLibrary(() => h.mnemo.remember(scope('lib'), { content: atLimit })), 'ok');
    assert.equal(await viaHttp('POST', '/v1/memories', { userId: 'http', content: atLimit }), 'ok');
    assert.equal(await viaMcp('mcp', 'remember', { content: atLimit }), 'ok');
    assert.equal(await viaTools('tools', 'remember', { content: atLimit }), 'ok');
    assert.equal(viaCli(['remember', '--user', 'cli', '-'], atLimit), 'ok');
    for (const u of ['lib', 'http', 'mcp', 'tools']) assert.equal((await h.mnemo.list(scope(u))).length, 1, u);
  });
});

describe('update and forget', () => {
  const seed = async (userId: string): Promise<string> => (await h.mnemo.remember(scope(userId), { content: `The user ${userId} collects stamps.` })).id;

  test('a replacement over the limit is refused everywhere, naming the limit; the memory is unchanged', async () => {
    const ids = { lib: await seed('u-lib'), http: await seed('u-http'), mcp: await seed('u-mcp'), tools: await seed('u-tools') };
    const answers = {
      library: await viaLibrary(() => h.mnemo.update(scope('u-lib'), ids.lib, over)),
      http: await viaHttp('PATCH', `/v1/memories/${ids.http}`, { userId: 'u-http', content: over }),
      mcp: await viaMcp('u-mcp', 'update_memory', { id: ids.mcp, mode: 'replace', text: over }),
      tools: await viaTools('u-tools', 'update_memory', { target: ids.tools, mode: 'replace', old_value: 'stamps', new_value: over }),
    };
    for (const [surface, answer] of Object.entries(answers)) {
      assert.equal((answer as Refusal).code, 'INVALID_INPUT', surface);
      assert.match((answer as Refusal).message, new RegExp(`has ${LIMIT + 1} characters, the limit is ${LIMIT}$`), surface);
    }
    assert.deepEqual(answers.library, answers.http, 'HTTP names the field as the library does');
    for (const [u, id] of Object.entries(ids)) assert.equal((await h.mnemo.get(scope(`u-${u}`), id)).invalidatedAt, null, `${u} unchanged`);
  });

  test('a reason of 1,000 characters (over the old 300 of MCP and the tools, 500 of HTTP) passes every surface', async () => {
    const reason = 'the user asked to forget it. '.repeat(40).slice(0, 1000);
    const ids = { lib: await seed('f-lib'), http: await seed('f-http'), mcp: await seed('f-mcp'), tools: await seed('f-tools') };
    assert.equal(await viaLibrary(() => h.mnemo.forget(scope('f-lib'), ids.lib, { reason })), 'ok');
    assert.equal(await viaHttp('DELETE', `/v1/memories/${ids.http}`, undefined, { userId: 'f-http', reason }), 'ok');
    assert.equal(await viaMcp('f-mcp', 'forget', { id: ids.mcp, reason }), 'ok');
    assert.equal(await viaTools('f-tools', 'forget', { id: ids.tools, topic: null, reason }), 'ok');
    for (const [u, id] of Object.entries(ids)) assert.notEqual((await h.mnemo.get(scope(`f-${u}`), id)).invalidatedAt, null, `${u} forgotten`);
  });

  test('a reason over 2,000 characters is refused everywhere with the same error', async () => {
    const reason = 'x'.repeat(2001);
    const ids = { lib: await seed('r-lib'), http: await seed('r-http'), mcp: await seed('r-mcp'), tools: await seed('r-tools') };
    const answers = {
      library: await viaLibrary(() => h.mnemo.forget(scope('r-lib'), ids.lib, { reason })),
      http: await viaHttp('DELETE', `/v1/memories/${ids.http}`, undefined, { userId: 'r-http', reason }),
      mcp: await viaMcp('r-mcp', 'forget', { id: ids.mcp, reason }),
      tools: await viaTools('r-tools', 'forget', { id: ids.tools, topic: null, reason }),
    };
    for (const [surface, answer] of Object.entries(answers)) {
      assert.equal((answer as Refusal).code, 'INVALID_INPUT', surface);
      assert.match((answer as Refusal).message, /reason has 2001 characters, the limit is 2000$/, surface);
    }
    for (const [u, id] of Object.entries(ids)) assert.equal((await h.mnemo.get(scope(`r-${u}`), id)).invalidatedAt, null, `${u} not forgotten`);
  });
});

describe('import goes through the same schema', () => {
  test('a memory line over the content limit is refused, naming the line; nothing is imported', async () => {
    const lines = [
      JSON.stringify({ type: 'header', format: 'mnemo-export', version: 1, userId: 'imp', tenantId: TENANT }),
      JSON.stringify({
        type: 'memory',
        id: 'm_imported1',
        namespace: 'user',
        kind: 'fact',
        content: over,
        notes: [],
        triple: null,
        importance: 0.5,
        confidence: 0.9,
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
        validFrom: '2025-01-01T00:00:00.000Z',
      }),
    ];
    const r = await viaLibrary(() => h.mnemo.admin.importLines(lines, { scope: scope('imp') }));
    assert.equal((r as Refusal).code, 'INVALID_INPUT');
    assert.match((r as Refusal).message, new RegExp(`content has ${LIMIT + 1} characters, the limit is ${LIMIT}`));
    assert.deepEqual(await h.mnemo.list(scope('imp')), []);
  });
});
