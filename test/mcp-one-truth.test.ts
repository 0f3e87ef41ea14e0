// Issue 22 through the MCP server: what the library, the CLI and HTTP already show for revocation
// (item 4), marked past rows (item 6), partial dream approval (item 7) and a context that says each
// thing once (item 8), seen by an MCP client (the SDK's own Client over linked in-memory transports)
// of the real server. Revoking and dreaming are not MCP tools; what the tools then answer is tested.
// Real SQLite files.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMnemo, type Mnemo } from '../src/index.js';
import { linkedMcpClient } from './support/mcp-client.js';
import { startHarness } from './http-support.js';
import { openStore } from '../src/storage/open.js';
import { rememberUnkeyed } from './support/untidy.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let dir: string;
let n = 0;
const engines: Mnemo[] = [];
const clients: Client[] = [];
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-mcp-truth-'));
});
after(async () => {
  for (const c of clients) await c.close();
  for (const m of engines) await m.close();
  rmSync(dir, { recursive: true, force: true });
});

async function engine(): Promise<Mnemo> {
  const m = await createMnemo({ db: join(dir, `t${++n}.db`), embedder: 'hash', llm: null, writePath: { background: false } });
  engines.push(m);
  return m;
}

/** An MCP client of the real server bound to `userId`; `tool(name, args)` answers the structured result or fails on a tool error. */
async function connect(mnemo: Mnemo, userId: string): Promise<(name: string, args?: Record<string, unknown>) => Promise<Json>> {
  const client = await linkedMcpClient({ mnemo, scope: { userId } });
  clients.push(client);
  return async (name, args = {}) => {
    const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
    assert.notEqual(r.isError, true, `${name}: ${JSON.stringify(r.content)}`);
    return r.structuredContent as Json;
  };
}

const texts = (memories: Json[]): string[] => memories.map((m) => m.content as string);

describe('revocation is complete (item 4), seen through MCP', () => {
  test('a revoked system of record: its profile field and memory are gone from get_profile, search_memory and get_context', async () => {
    const m = await engine();
    const u = { userId: 'kim' };
    const header = JSON.stringify({ type: 'header', format: 'mnemo-export', version: 1, userId: 'kim', tenantId: 'default' });
    const field = JSON.stringify({ type: 'profile', key: 'employer', value: 'Frobnitzcorp', source: 'bootstrap', updatedAt: '2026-01-01T00:00:00.000Z' });
    await m.admin.importLines([header, field], { scope: u, source: { type: 'bootstrap', id: 'hr-system' } });
    await m.remember(u, { content: 'The user badge office is in building Quorx.', source: { type: 'bootstrap', id: 'hr-system' } });
    await m.remember(u, { content: 'The user plays the oboe.' });
    const tool = await connect(m, 'kim');
    assert.equal((await tool('get_profile')).profile.find((p: Json) => p.key === 'employer')?.value, 'Frobnitzcorp');
    assert.ok(texts((await tool('search_memory', { query: 'badge office Quorx' })).memories).some((t) => /Quorx/.test(t)));

    await m.revokeSource(u, 'bootstrap:hr-system');
    assert.deepEqual(
      (await tool('get_profile')).profile.map((p: Json) => p.key),
      [],
      'the field that came only from the source is gone',
    );
    const found = texts((await tool('search_memory', { query: 'badge office Quorx Frobnitzcorp', k: 10 })).memories);
    assert.ok(!found.some((t) => /Quorx|Frobnitzcorp/.test(t)), found.join(' | '));
    const context = await tool('get_context', { message: 'where does the user work? badge office Quorx' });
    assert.doesNotMatch(`${context.stable}\n${context.episodic}`, /Quorx|Frobnitzcorp|system of record/);
    assert.match(texts((await tool('search_memory', { query: 'oboe' })).memories).join(' '), /oboe/, 'what other sources gave stays');
  });

  test('a revoked session: what it taught is gone from search_memory and get_context', async () => {
    const m = await engine();
    const u = { userId: 'max' };
    const s = await m.sessions.open(u, { sessionId: 'talk-1' });
    await m.sessions.append(u, s.id, [{ role: 'user', content: 'I live in Quuxhaven.' }]);
    await m.sessions.end(u, s.id);
    await m.flush();
    const tool = await connect(m, 'max');
    const before = await tool('get_context', { message: 'where do I live? Quuxhaven' });
    assert.match(`${before.stable}\n${before.episodic}`, /Quuxhaven/, 'the session taught it');

    await m.revokeSource(u, 'session:talk-1');
    const afterwards = await tool('get_context', { message: 'where do I live? Quuxhaven' });
    assert.doesNotMatch(`${afterwards.stable}\n${afterwards.episodic}`, /Quuxhaven/);
    assert.ok(!texts((await tool('search_memory', { query: 'Quuxhaven live' })).memories).some((t) => /Quuxhaven/.test(t)));
    assert.ok(!(await tool('get_profile')).profile.some((p: Json) => String(p.value).includes('Quuxhaven')));
  });
});

describe('the past is marked (item 6), seen through MCP', () => {
  test('every memory a tool shows carries its state; a replaced one is never shown as current', async () => {
    const m = await engine();
    const tool = await connect(m, 'pat');
    const { memory: berlin } = await tool('remember', { content: 'The user lives in Berlin.' });
    assert.equal(berlin.state, 'current');
    const replaced = await tool('update_memory', { id: berlin.id, mode: 'replace', text: 'The user lives in Paris.', reason: 'moved' });
    assert.equal(replaced.previousId, berlin.id);
    assert.equal(replaced.memory.state, 'current');
    const hits = (await tool('search_memory', { query: 'where does the user live Berlin Paris', k: 10 })).memories as Json[];
    assert.deepEqual(texts(hits), ['The user lives in Paris.'], 'search shows the present only');
    assert.ok(hits.every((h) => h.state === 'current'));
    const history = (await tool('memory_history', { id: berlin.id })).history as Json[];
    assert.ok(
      history.some((h) => h.op === 'supersede' && h.target === berlin.id),
      JSON.stringify(history),
    );
    const past = await m.get({ userId: 'pat' }, berlin.id);
    assert.equal(past.supersededBy, replaced.memory.id);
  });
});

describe('dreams: partial approval (item 7), seen through MCP', () => {
  test('approving the merge alone leaves the contradiction open; MCP shows one coffee memory and both teams until it is approved', async () => {
    const store = await openStore(join(dir, `t${++n}.db`));
    const m = await createMnemo({ db: store, embedder: 'hash', llm: null, writePath: { background: false } });
    engines.push(m);
    const u = { userId: 'alice' };
    const RAW = { consolidate: false } as const;
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    await m.remember(u, { content: 'The user drinks black coffee every morning.', kind: 'preference', validFrom: day(1) }, RAW);
    await m.remember(u, { content: 'The user drinks black coffee every morning!', kind: 'preference', validFrom: day(5) }, RAW);
    // Two current teams exist only in a store written unkeyed (an earlier version): even a raw append keys attributes now.
    const team = (object: string, d: number) =>
      rememberUnkeyed(m, store, u, { content: `The user works on the ${object}.`, triple: { subject: 'user', predicate: 'team', object }, validFrom: day(d) });
    await team('platform team', 2);
    await team('infra team', 8);
    for (let attempt = 1; attempt <= 4; attempt++)
      await m.remember(u, { content: `The nightly database migration timed out (attempt ${attempt}).`, kind: 'episode', validFrom: day(10 + attempt) }, RAW);
    const tool = await connect(m, 'alice');
    const search = async (query: string): Promise<string[]> => texts((await tool('search_memory', { query, k: 10 })).memories);

    const dream = await m.dreams.dream(u);
    const merges = dream.candidates.filter((c) => c.type === 'merge');
    const conflict = dream.candidates.find((c) => c.type === 'contradiction');
    assert.equal(merges.length, 1, `only the coffee pair is a duplicate, not the migration attempts: ${JSON.stringify(dream.candidates)}`);
    assert.ok(conflict);
    await m.dreams.approve(u, dream.id, { only: [merges[0]?.id as string] });
    assert.equal((await search('black coffee every morning')).filter((t) => /coffee/.test(t)).length, 1);
    assert.equal((await search('which team does the user work on')).filter((t) => /team/.test(t)).length, 2, 'the contradiction is still open');
    assert.equal((await search('nightly database migration timed out')).filter((t) => /migration/.test(t)).length, 4, 'the four attempts stay four');

    const rest = await m.dreams.approve(u, dream.id, { only: [conflict.id] });
    assert.equal(rest.dream.status, 'approved');
    assert.deepEqual(
      (await search('which team does the user work on')).filter((t) => /team/.test(t)),
      ['The user works on the infra team.'],
    );
  });
});

describe('context says each thing once (item 8), seen through MCP', () => {
  test('get_context: a profile fact in the stable block is not repeated in the episodic block', async () => {
    const m = await engine();
    await m.setProfile({ userId: 'uma' }, 'employer', 'Initech');
    await m.remember({ userId: 'uma' }, { content: 'The user commutes to Initech by train.' });
    const tool = await connect(m, 'uma');
    const context = await tool('get_context', { message: 'where does the user work, Initech?' });
    assert.match(context.stable, /employer: "Initech"/);
    assert.doesNotMatch(context.episodic, /employer is Initech/, context.episodic);
    assert.match(context.episodic, /commutes to Initech/, 'other memories are still recalled');
    assert.equal(new Set(context.memoryIds).size, context.memoryIds.length, 'no memory is in both blocks');
  });
});

describe('the other defects, through HTTP and MCP', () => {
  test('MCP remember "I live in Berlin." then profile set location=Paris: one current truth', async () => {
    const m = await engine();
    const tool = await connect(m, 'rex');
    await tool('remember', { content: 'I live in Berlin.' });
    await m.setProfile({ userId: 'rex' }, 'location', 'Paris');
    const current = await m.facts({ userId: 'rex' }, { predicate: 'location' });
    assert.deepEqual(
      current.map((f) => f.triple?.object),
      ['Paris'],
    );
    const found = texts((await tool('search_memory', { query: 'where does the user live Berlin Paris', k: 10 })).memories);
    assert.ok(!found.some((t) => /Berlin/.test(t)), found.join(' | '));
  });

  test('HTTP: three locations by POST /v1/memories; recall and facts as of each instant give one value', async () => {
    const h = await startHarness();
    try {
      const key = (await h.mnemo.admin.createKey({ tenantId: 'acme', role: 'admin' })).key;
      for (const [content, validFrom] of [
        ['I live in Berlin.', '2025-01-10T12:00:00Z'],
        ['The user lives in Paris.', '2025-06-10T12:00:00Z'],
        ['The user lives in Rome.', '2025-08-01T12:00:00Z'],
      ])
        assert.equal((await h.call('POST', '/v1/memories', { key, body: { userId: 'tra', content, validFrom } })).status, 201);
      for (const [at, city] of [
        ['2025-03-01T12:00:00Z', 'Berlin'],
        ['2025-07-01T12:00:00Z', 'Paris'],
        ['2025-08-20T12:00:00Z', 'Rome'],
      ]) {
        const facts = await h.call('GET', '/v1/users/tra/facts', { key, query: { predicate: 'location', asOf: at as string } });
        assert.equal(facts.status, 200, facts.text);
        assert.deepEqual(
          facts.body.items.map((f: Json) => f.triple.object),
          [city],
          at,
        );
        const recalled = await h.call('POST', '/v1/recall', { key, body: { userId: 'tra', query: 'where does the user live?', asOf: at, k: 10 } });
        const cities = ['Berlin', 'Paris', 'Rome'].filter((c) => recalled.body.results.some((r: Json) => r.memory.content.includes(c)));
        assert.deepEqual(cities, [city], at);
      }
      const bad = await h.call('GET', '/v1/users/tra/facts', { key, query: { asOf: 'not a date' } });
      assert.equal(bad.body.error.code, 'INVALID_INPUT');
    } finally {
      await h.close();
    }
  });
});
