/**
 * The inspector's access rules through `app.request()` on a real SQLite store: no key → the sign-in
 * page; a good key → an HttpOnly, SameSite=Strict cookie holding a session token; a read key sees but cannot act; a key
 * bound to one user sees only that user; a POST from another origin is refused; erase needs the
 * typed user id; without auth (loopback development) no key is asked for.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { createHttpApp } from '../src/surfaces/http/app.js';
import type { Mnemo } from '../src/engine/mnemo.js';

const dir = mkdtempSync(join(tmpdir(), 'mnemo-inspector-auth-'));
let mnemo: Mnemo;
let aliceId = '';
const keys = { write: '', read: '', bob: '' };
/** The cookie holds a sign-in session token, never the key: one per key. */
const sessions = new Map<string, string>();
const ORIGIN = 'http://127.0.0.1:7077';

before(async () => {
  mnemo = await createMnemo({ db: join(dir, 'auth.db'), writePath: { background: false } });
  aliceId = (await mnemo.remember({ tenantId: 'acme', userId: 'alice' }, { content: 'Alice keeps bees on the roof.' })).id;
  await mnemo.remember({ tenantId: 'acme', userId: 'bob' }, { content: 'Bob collects vintage radios.' });
  keys.write = (await mnemo.admin.createKey({ tenantId: 'acme' })).key;
  keys.read = (await mnemo.admin.createKey({ tenantId: 'acme', role: 'read' })).key;
  keys.bob = (await mnemo.admin.createKey({ tenantId: 'acme', userId: 'bob' })).key;
  for (const key of Object.values(keys)) sessions.set(key, (await mnemo.admin.createSession(key, 3600_000)).token);
});

after(async () => {
  await mnemo.close();
  rmSync(dir, { recursive: true, force: true });
});

const app = () => createHttpApp({ mnemo });
const cookie = (key: string) => `mnemo_inspector_session=${sessions.get(key) ?? key}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
  app().request(`${ORIGIN}${path}`, { method: 'POST', body: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

test('no key: the sign-in page (401) with the command that makes a key; nothing of the tenant', async () => {
  for (const path of ['/', '/users/alice', `/users/alice/memories/${aliceId}`, '/review', '/jobs']) {
    const res = await app().request(`${ORIGIN}${path}`);
    assert.equal(res.status, 401, path);
    const text = await res.text();
    assert.match(text, /mnemo --db [^\n]* keys create --tenant default/);
    assert.ok(!text.includes('bees'), path);
  }
  assert.equal((await app().request(`${ORIGIN}/_inspector/style.css`)).status, 200, 'the assets need no key');
});

test('sign-in: a bad key is refused; a good one sets an HttpOnly SameSite=Strict cookie that opens the pages', async () => {
  const bad = await post('/signin', { key: 'mnemo_key_nope' }, { origin: ORIGIN });
  assert.equal(bad.status, 401);
  assert.equal(bad.headers.get('set-cookie'), null);
  const good = await post('/signin', { key: keys.write }, { origin: ORIGIN });
  assert.equal(good.status, 303);
  const set = good.headers.get('set-cookie') ?? '';
  assert.match(set, /^mnemo_inspector_session=/);
  assert.ok(!set.includes(keys.write), 'the cookie holds a session token, not the key');
  assert.match(set, /HttpOnly/);
  assert.match(set, /SameSite=Strict/);
  const home = await app().request(`${ORIGIN}/`, { headers: { cookie: cookie(keys.write) } });
  assert.equal(home.status, 200);
  const text = await home.text();
  assert.match(text, /href="\/users\/alice"/);
  assert.match(text, /href="\/users\/bob"/);
  const signout = await post('/signout', {}, { origin: ORIGIN, cookie: cookie(keys.write) });
  assert.match(signout.headers.get('set-cookie') ?? '', /mnemo_inspector_session=;/);
});

test('a POST from another origin or site is refused and changes nothing', async () => {
  const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
  for (const headers of foreign) {
    const res = await post(`/users/alice/memories/${aliceId}/forget`, { reason: 'x' }, { ...headers, cookie: cookie(keys.write) });
    assert.equal(res.status, 403, JSON.stringify(headers));
  }
  assert.equal((await mnemo.get({ tenantId: 'acme', userId: 'alice' }, aliceId)).invalidatedAt, null);
  // Behind a TLS-terminating proxy the browser's origin is https://… while the server sees http://…: the host decides.
  const proxied = await post(
    `/users/alice/memories/${aliceId}/note`,
    { note: 'via the proxy' },
    { origin: 'https://memory.example.com', 'x-forwarded-host': 'memory.example.com', cookie: cookie(keys.write) },
  );
  assert.equal(proxied.status, 303);
});

test('a read key sees but cannot act; a write key acts through the facade, with history', async () => {
  const page = await (await app().request(`${ORIGIN}/users/alice/memories/${aliceId}`, { headers: { cookie: cookie(keys.read) } })).text();
  assert.match(page, /Alice keeps bees on the roof/);
  assert.ok(!page.includes('Save as a new version'), 'no correction forms for a read key');
  const refused = await post(`/users/alice/memories/${aliceId}/note`, { note: 'hives' }, { origin: ORIGIN, cookie: cookie(keys.read) });
  assert.equal(refused.status, 403);
  const noted = await post(
    `/users/alice/memories/${aliceId}/note`,
    { note: 'three hives', reason: 'she said so' },
    { origin: ORIGIN, cookie: cookie(keys.write) },
  );
  assert.equal(noted.status, 303);
  assert.match(noted.headers.get('location') ?? '', /done=noted/);
  const history = await mnemo.history({ tenantId: 'acme', userId: 'alice' }, aliceId);
  assert.ok(history.some((h) => h.op === 'note' && h.reason === 'she said so'));
});

test('a key bound to bob sees only bob: alice’s pages are 404 and the user list holds bob alone', async () => {
  const home = await (await app().request(`${ORIGIN}/`, { headers: { cookie: cookie(keys.bob) } })).text();
  assert.ok(home.includes('href="/users/bob"') && !home.includes('href="/users/alice"'));
  for (const path of ['/users/alice', `/users/alice/memories/${aliceId}`, '/users/alice/profile', '/users/alice/context?message=bees']) {
    const res = await app().request(`${ORIGIN}${path}`, { headers: { cookie: cookie(keys.bob) } });
    assert.equal(res.status, 404, path);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/, 'errors are pages, not JSON');
    const text = await res.text();
    assert.match(text, /NOT_FOUND/);
    assert.ok(!text.includes('bees'), path);
  }
  const res = await post(`/users/bob/memories/${aliceId}/forget`, { reason: 'x' }, { origin: ORIGIN, cookie: cookie(keys.bob) });
  assert.equal(res.status, 404, 'alice’s memory id under bob’s path is not found');
});

test('erase needs the typed user id', async () => {
  const scope = { tenantId: 'acme', userId: 'carol' };
  await mnemo.remember(scope, { content: 'Carol runs marathons.' });
  const wrong = await post('/users/carol/erase', { confirm: 'caro' }, { origin: ORIGIN, cookie: cookie(keys.write) });
  assert.equal(wrong.status, 400);
  assert.equal((await mnemo.list(scope)).length, 1);
  const right = await post('/users/carol/erase', { confirm: 'carol' }, { origin: ORIGIN, cookie: cookie(keys.write) });
  assert.equal(right.status, 303);
  assert.equal((await mnemo.list(scope)).length, 0);
});

test('without auth (loopback development) the pages open with no key, for the configured tenant', async () => {
  const open = createHttpApp({ mnemo, auth: { type: 'none', tenantId: 'acme' } });
  const res = await open.request(`${ORIGIN}/users/alice`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /Alice keeps bees on the roof/);
  const other = createHttpApp({ mnemo, auth: { type: 'none', tenantId: 'globex' } });
  assert.ok(!(await (await other.request(`${ORIGIN}/`)).text()).includes('alice'));
});
