// Issue 22, the one door and attributes as keys: each defect reproduced as written, through the
// library, the built CLI, HTTP on 127.0.0.1 and MCP. Editing the memory behind a profile field
// yields a clean value or a clear refusal; explicit remember consolidates; one content limit.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMnemo, type Mnemo } from '../src/index.js';
import { AttributeTable } from '../src/core/attributes/index.js';
import { linkedMcpClient } from './support/mcp-client.js';
import { startHarness, type Harness } from './http-support.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-door-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

const EDITS = [
  { key: 'location', set: 'Paris', text: 'The user lives in Rome.', value: 'Rome' },
  { key: 'name', set: 'Karl', text: 'The user goes by Anna.', value: 'Anna' },
  { key: 'employer', set: 'Acme', text: 'The user now works at Initech.', value: 'Initech' },
];

describe('library', () => {
  let mnemo: Mnemo;
  const u = { userId: 'lib' };
  before(async () => {
    mnemo = await createMnemo({ db: join(dir, 'lib.db'), embedder: 'hash', llm: null, writePath: { background: false } });
  });
  after(() => mnemo.close());

  for (const e of EDITS) {
    test(`editing the memory behind ${e.key} yields the clean value "${e.value}"`, async () => {
      await mnemo.setProfile(u, e.key, e.set);
      const [fact] = (await mnemo.facts(u, { predicate: e.key })).filter((f) => f.profileKey === e.key);
      const r = await mnemo.update(u, fact?.id as string, e.text);
      assert.equal(r.current.triple?.object, e.value);
      assert.equal((await mnemo.profile(u)).find((p) => p.key === e.key)?.value, e.value);
    });
  }

  test('an edit whose value cannot be read is refused, names --value, and changes nothing', async () => {
    await mnemo.setProfile(u, 'team', 'payments');
    const [fact] = await mnemo.facts(u, { predicate: 'team' });
    await assert.rejects(mnemo.update(u, fact?.id as string, 'Something about the user changed.'), (e: Error & { code?: string }) => {
      assert.equal(e.code, 'INVALID_INPUT');
      assert.match(e.message, /--value/);
      assert.match(e.message, /--triple/);
      return true;
    });
    assert.equal((await mnemo.profile(u)).find((p) => p.key === 'team')?.value, 'payments');
    const r = await mnemo.update(u, fact?.id as string, 'Something about the user changed.', { value: 'growth' });
    assert.equal((await mnemo.profile(u)).find((p) => p.key === 'team')?.value, 'growth');
    assert.equal(r.current.triple?.object, 'growth');
  });

  test('the same sentence remembered twice is one memory', async () => {
    const a = await mnemo.remember(u, { content: 'The user drinks black coffee every morning.' });
    const b = await mnemo.remember(u, { content: 'The user drinks black coffee every morning.' });
    assert.equal(a.id, b.id);
    const raw = await mnemo.remember(u, { content: 'The user drinks black coffee every morning.' }, { consolidate: false });
    assert.notEqual(raw.id, a.id, 'consolidate: false appends');
  });

  test('two remembered locations with triples: only the newer is current', async () => {
    const v = { userId: 'lib2' };
    await mnemo.remember(v, { content: 'The user lives in Oslo.', triple: { subject: 'user', predicate: 'location', object: 'Oslo' } });
    const b = await mnemo.remember(v, { content: 'The user lives in Bergen.', triple: { subject: 'user', predicate: 'location', object: 'Bergen' } });
    const current = await mnemo.facts(v, { predicate: 'location' });
    assert.deepEqual(
      current.map((f) => f.id),
      [b.id],
    );
    assert.equal((await mnemo.profile(v)).find((p) => p.key === 'location')?.value, 'Bergen');
  });

  test('remember "I live in Berlin." then profile set location=Paris: one current truth', async () => {
    const v = { userId: 'lib3' };
    await mnemo.remember(v, { content: 'I live in Berlin.' });
    await mnemo.setProfile(v, 'location', 'Paris');
    const current = await mnemo.facts(v, { predicate: 'location' });
    assert.equal(current.length, 1);
    assert.equal(current[0]?.triple?.object, 'Paris');
    assert.equal((await mnemo.profile(v)).find((p) => p.key === 'location')?.value, 'Paris');
  });

  test("the wife's name is not the user's name", async () => {
    const v = { userId: 'lib4' };
    await mnemo.setProfile(v, 'name', 'Karl');
    await mnemo.remember(v, { content: "The user's wife is called Maria.", triple: { subject: 'user', predicate: 'wife.name', object: 'Maria' } });
    assert.equal((await mnemo.profile(v)).find((p) => p.key === 'name')?.value, 'Karl');
    assert.equal((await mnemo.facts(v, { predicate: 'name' })).length, 1);
  });

  test('the content limit is one number: the engine, MCP and the AI SDK tools agree', () => {
    assert.equal(mnemo.limits.maxChars, 2000);
  });
});

describe('the attribute table', () => {
  test('keys, aliases, subjects and user extensions', () => {
    const t = new AttributeTable([{ key: 'favourite_editor', cardinality: 'single', aliases: ['editor'] }]);
    assert.equal(t.canonical('lives_in'), 'location');
    assert.equal(t.isSingleValued('location'), true);
    assert.equal(t.isSingleValued('speaks'), false);
    assert.deepEqual(t.resolve({ subject: 'user', predicate: 'wife.name' }).subject, 'wife');
    assert.equal(t.resolve({ subject: 'user', predicate: 'wife.name' }).profileKey, null);
    assert.equal(t.resolve({ subject: 'The user', predicate: 'name' }).profileKey, 'name');
    assert.equal(t.resolve({ subject: 'user', predicate: 'editor' }).profileKey, 'favourite_editor');
  });
});

describe('CLI (built)', () => {
  const db = (): string => join(dir, 'cli.db');
  const cli = (args: string[]) => {
    const env = { ...process.env };
    delete env.MNEMO_LLM;
    const r = spawnSync(process.execPath, [BIN, '--db', db(), ...args], { input: '', encoding: 'utf8', env });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  const json = <T>(args: string[]): T => {
    const r = cli([...args, '--json']);
    assert.equal(r.code, 0, r.err);
    return JSON.parse(r.out) as T;
  };
  type Fact = { id: string; profileKey: string | null; triple: { object: string } | null };

  for (const e of EDITS) {
    test(`mnemo update on the memory behind ${e.key}`, () => {
      json(['profile', '--user', 'c', '--set', `${e.key}=${e.set}`]);
      const fact = json<Fact[]>(['facts', '--user', 'c', '--predicate', e.key]).find((f) => f.profileKey === e.key) as Fact;
      json(['update', '--user', 'c', fact.id, e.text]);
      assert.equal(json<Record<string, string>>(['profile', '--user', 'c'])[e.key], e.value);
    });
  }

  test('the README example: update <id> "Alice works on the infra team."', () => {
    json(['profile', '--user', 'r', '--set', 'name=Alice', '--set', 'team=platform']);
    const fact = json<Fact[]>(['facts', '--user', 'r', '--predicate', 'team'])[0] as Fact;
    json(['update', '--user', 'r', fact.id, 'Alice works on the infra team.', '--reason', 'moved teams']);
    assert.equal(json<Record<string, string>>(['profile', '--user', 'r']).team, 'infra team');
  });

  test('remember twice is one memory; --raw appends', () => {
    const a = cli(['remember', '--user', 'd', 'The user keeps a paper notebook.']).out.trim();
    const b = cli(['remember', '--user', 'd', 'The user keeps a paper notebook.']).out.trim();
    const c = cli(['remember', '--user', 'd', '--raw', 'The user keeps a paper notebook.']).out.trim();
    assert.equal(a, b);
    assert.notEqual(a, c);
  });

  test('remember "I live in Berlin." then profile --set location=Paris', () => {
    cli(['remember', '--user', 'e', 'I live in Berlin.']);
    json(['profile', '--user', 'e', '--set', 'location=Paris']);
    const facts = json<Fact[]>(['facts', '--user', 'e', '--predicate', 'location']);
    assert.deepEqual(
      facts.map((f) => f.triple?.object),
      ['Paris'],
    );
  });
});

describe('HTTP on 127.0.0.1', () => {
  let h: Harness;
  let key = '';
  const hs = { tenantId: 'acme', userId: 'h' };
  before(async () => {
    h = await startHarness();
    key = (await h.mnemo.admin.createKey({ tenantId: 'acme', role: 'admin' })).key;
  });
  after(() => h.close());

  for (const e of EDITS) {
    test(`PATCH /v1/memories/{id} on the memory behind ${e.key}`, async () => {
      await h.mnemo.setProfile(hs, e.key, e.set);
      const fact = (await h.mnemo.facts(hs, { predicate: e.key })).find((f) => f.profileKey === e.key);
      const r = await h.call('PATCH', `/v1/memories/${fact?.id}`, { key, body: { userId: 'h', content: e.text } });
      assert.equal(r.status, 200, r.text);
      assert.equal((await h.mnemo.profile(hs)).find((p) => p.key === e.key)?.value, e.value);
    });
  }

  test('POST /v1/memories twice is one memory; consolidate: false appends', async () => {
    const body = { userId: 'h2', content: 'The user rides a bike to work.' };
    const a = await h.call('POST', '/v1/memories', { key, body });
    const b = await h.call('POST', '/v1/memories', { key, body });
    const c = await h.call('POST', '/v1/memories', { key, body: { ...body, consolidate: false } });
    assert.equal(a.body.id, b.body.id);
    assert.notEqual(a.body.id, c.body.id);
  });
});

describe('MCP', () => {
  let mnemo: Mnemo;
  let client: Client;
  before(async () => {
    mnemo = await createMnemo({ db: join(dir, 'mcp.db'), embedder: 'hash', llm: null, writePath: { background: false } });
    client = await linkedMcpClient({ mnemo, scope: { userId: 'm' } });
  });
  after(async () => {
    await client.close();
    await mnemo.close();
  });
  const call = async (name: string, args: Record<string, unknown>): Promise<CallToolResult> =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  for (const e of EDITS) {
    test(`update_memory on the memory behind ${e.key}`, async () => {
      await mnemo.setProfile({ userId: 'm' }, e.key, e.set);
      const fact = (await mnemo.facts({ userId: 'm' }, { predicate: e.key })).find((f) => f.profileKey === e.key);
      const r = await call('update_memory', { id: fact?.id, mode: 'replace', text: e.text, reason: 'moved' });
      assert.notEqual(r.isError, true, JSON.stringify(r.content));
      assert.equal((await mnemo.profile({ userId: 'm' })).find((p) => p.key === e.key)?.value, e.value);
    });
  }

  test('remember accepts what the engine accepts, and no more', async () => {
    const over = await call('remember', { content: 'x'.repeat(mnemo.limits.maxChars + 1) });
    assert.equal(over.isError, true);
    const a = await call('remember', { content: 'The user plays the cello.' });
    const b = await call('remember', { content: 'The user plays the cello.' });
    assert.equal(
      JSON.stringify(a.structuredContent ?? a.content).match(/m_[A-Za-z0-9]+/)?.[0],
      JSON.stringify(b.structuredContent ?? b.content).match(/m_[A-Za-z0-9]+/)?.[0],
    );
  });
});
