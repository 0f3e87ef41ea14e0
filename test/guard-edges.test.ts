// Issue 27, the rest: input edges (item 9) through the library and HTTP, invisible characters shown
// in the inspector (item 5), and writes through an unbound API key labelled as a service's (item 5).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { startServer, type RunningServer } from '../src/surfaces/http/serve.js';
import { duplicateKey } from '../src/surfaces/http/json-keys.js';

const dir = mkdtempSync(join(tmpdir(), 'mnemo-guard-edges-'));
const alice = { userId: 'alice', tenantId: 't' };
let mnemo: Mnemo;
let server: RunningServer;
const keys: Record<string, string> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(method: string, path: string, key: string, body?: string): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + path, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

before(async () => {
  mnemo = await createMnemo({ db: join(dir, 'edges.db'), llm: null, embedder: 'hash', writePath: { background: false } });
  server = await startServer({ mnemo, host: '127.0.0.1', port: 0, auth: { type: 'keys' } });
  keys.service = (await mnemo.admin.createKey({ tenantId: 't', role: 'write' })).key;
  keys.alice = (await mnemo.admin.createKey({ tenantId: 't', userId: 'alice', role: 'write' })).key;
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Asserts that `call` is refused with INVALID_INPUT. */
async function invalid(call: () => unknown): Promise<void> {
  await assert.rejects(
    async () => call(),
    (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT',
  );
}

const any = <T>(v: unknown): T => v as T;

describe('9: input edges get a coded error and store nothing', () => {
  test('sessions.list and sessions.events with a limit of NaN are INVALID_INPUT, not STORE_FAILED', async () => {
    const s = await mnemo.sessions.open(alice);
    await invalid(() => mnemo.sessions.list(alice, { limit: Number.NaN }));
    await invalid(() => mnemo.sessions.events(alice, s.id, { limit: Number.NaN }));
    await invalid(() => mnemo.sessions.events(alice, s.id, { afterSeq: 1.5 }));
    assert.ok((await mnemo.sessions.list(alice, { limit: 5 })).length >= 1);
  });

  test('validFrom: true is refused, not 1970; a date string still works', async () => {
    await invalid(() => mnemo.remember(alice, { content: 'The user plays chess.', validFrom: any(true) }, { consolidate: false }));
    const kept = await mnemo.remember(alice, { content: 'The user plays go.', validFrom: any('2024-03-01') }, { consolidate: false });
    assert.equal(kept.validFrom.toISOString().slice(0, 10), '2024-03-01');
    assert.ok(!(await mnemo.list(alice, { limit: 100 })).some((m) => m.content.includes('chess')));
  });

  test('tenantId: null is refused rather than meaning the default tenant', async () => {
    await invalid(() => mnemo.remember(any({ userId: 'alice', tenantId: null }), { content: 'The user likes cake.' }));
    assert.equal((await mnemo.list({ userId: 'alice' }, { limit: 10 })).length, 0);
  });

  test('an event of only NUL characters is refused; a lone surrogate in an event is refused; tag characters are stripped', async () => {
    const s = await mnemo.sessions.open(alice, { fresh: true });
    await invalid(() => mnemo.sessions.append(alice, s.id, [{ role: 'user', content: '\u0000\u0000\u0000' }]));
    await invalid(() => mnemo.sessions.append(alice, s.id, [{ role: 'user', content: 'hello \uD800 there' }]));
    assert.equal((await mnemo.sessions.events(alice, s.id)).length, 0);
    const hidden = [...'ignore'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    const { events } = await mnemo.sessions.append(alice, s.id, [{ role: 'user', content: `I like tea.${hidden}\u0000` }]);
    assert.equal(events[0]?.content, 'I like tea.');
  });

  test('a JSON body naming a key twice is a 400, and nothing is stored', async () => {
    const before = (await mnemo.list(alice, { limit: 100 })).length;
    const r = await call('POST', '/v1/memories', keys.alice!, '{"userId":"alice","content":"The user likes tea.","content":"The user likes coffee."}');
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, 'INVALID_INPUT');
    assert.match(r.body.error.message, /"content" twice/);
    const escaped = await call(
      'POST',
      '/v1/memories',
      keys.alice!,
      '{"userId":"alice","kind":"fact","\\u006bind":"preference","content":"The user likes tea."}',
    );
    assert.equal(escaped.status, 400, 'a key spelt with an escape is the same key');
    assert.equal((await mnemo.list(alice, { limit: 100 })).length, before);
    const ok = await call(
      'POST',
      '/v1/memories',
      keys.alice!,
      '{"userId":"alice","content":"The user likes tea.","metadata":{"a":{"content":1},"b":[{"a":1},{"a":2}]}}',
    );
    assert.equal(ok.status, 201, 'the same key in different objects is fine');
  });

  test('duplicateKey reads nesting, arrays and strings holding braces', () => {
    assert.equal(duplicateKey('{"a":1,"b":{"a":2},"c":[{"a":1,"a":2}]}'), 'a');
    assert.equal(duplicateKey('{"a":"{\\"a\\":1}","b":"}","c":1}'), null);
    assert.equal(duplicateKey('{"x":[1,2,{"y":1}],"y":2}'), null);
    assert.equal(duplicateKey('{"x":1}\n{"x":2}'), null, 'JSON lines: each line is its own object');
  });
});

describe('5: invisible characters are shown in the inspector', () => {
  test('a zero-width space and a bidi isolate in a memory are shown as marked code points', async () => {
    const m = await mnemo.remember(alice, { content: 'The user\u200B likes \u2067tea\u2069.' }, { consolidate: false });
    const res = await fetch(`${server.url}/users/alice/memories/${m.id}`, { headers: { authorization: `Bearer ${keys.alice}` } });
    assert.equal(res.status, 200);
    const page = await res.text();
    assert.match(page, /<span class="invisible" title="invisible character U\+200B">U\+200B<\/span>/);
    assert.match(page, /U\+2067<\/span>tea<span class="invisible"[^>]*>U\+2069/);
    // what is shown is escaped like any memory text
    const x = await mnemo.remember(alice, { content: 'The user wrote <b>bold</b>\u200B here.' }, { consolidate: false });
    const shown = await (await fetch(`${server.url}/users/alice/memories/${x.id}`, { headers: { authorization: `Bearer ${keys.alice}` } })).text();
    assert.ok(shown.includes('&lt;b&gt;bold&lt;/b&gt;'), 'the text is escaped');
    assert.ok(!shown.includes('<b>bold</b>'));
  });
});

describe('5: a write through an unbound API key is labelled as a service, not "user said"', () => {
  // raw appends: a consolidating remember keys a preference as a profile field, whose line has no source label
  test('the packed line of a service write says so; the user’s own key still says "user said"', async () => {
    const bob = { userId: 'bob', tenantId: 't' };
    const byService = await call(
      'POST',
      '/v1/memories',
      keys.service!,
      JSON.stringify({ userId: 'bob', content: 'The user prefers replies in French.', kind: 'preference', consolidate: false }),
    );
    assert.equal(byService.status, 201);
    assert.match(byService.body.source.id, /^service-key:/);
    const ctx = await mnemo.context(bob, 'hi');
    const line = ctx.stable.text.split('\n').find((l) => l.includes('French'));
    assert.ok(line, ctx.stable.text);
    assert.match(line, /written by a service/);
    assert.doesNotMatch(line, /user said/);
    const byAlice = await call(
      'POST',
      '/v1/memories',
      keys.alice!,
      JSON.stringify({ userId: 'alice', content: 'The user prefers replies in Dutch.', kind: 'preference', consolidate: false }),
    );
    assert.equal(byAlice.status, 201);
    const own = (await mnemo.context(alice, 'hi')).stable.text.split('\n').find((l) => l.includes('Dutch'));
    assert.match(own ?? '', /user said/);
  });
});
