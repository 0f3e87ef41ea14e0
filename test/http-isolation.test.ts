/**
 * Isolation through every route: a key of tenant A gets 404 for every id of tenant B and sees nothing
 * of B in any list, recall, context or export — even for the same user id; a user-bound key naming
 * another user gets 404 everywhere (the same answer as for a user that does not exist).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createHttpApp } from '../src/surfaces/http/app.js';
import { boundScopeOf } from '../src/surfaces/http/auth.js';
import { startHarness, type Harness } from './http-support.js';

describe('HTTP isolation', () => {
  let h: Harness;
  let keyA: string;
  let keyB: string;
  let aliceOnly: string;
  let secretId: string;

  before(async () => {
    h = await startHarness();
    keyA = (await h.mnemo.admin.createKey({ tenantId: 'tenant-a', role: 'admin' })).key;
    keyB = (await h.mnemo.admin.createKey({ tenantId: 'tenant-b', role: 'admin' })).key;
    aliceOnly = (await h.mnemo.admin.createKey({ tenantId: 'tenant-a', userId: 'alice', role: 'write' })).key;
    // Tenant B's alice: a memory, a profile field, a session with events.
    const m = await h.call('POST', '/v1/memories', {
      key: keyB,
      body: { userId: 'alice', content: 'B-secret: the vault code is in the blue drawer', kind: 'fact' },
    });
    assert.equal(m.status, 201);
    secretId = m.body.id;
    await h.call('PATCH', '/v1/users/alice/profile', { key: keyB, body: { set: { employer: 'B-corp' } } });
    await h.call('POST', '/v1/sessions', { key: keyB, body: { userId: 'alice', sessionId: 'b-session' } });
    await h.call('POST', '/v1/sessions/b-session/events', { key: keyB, body: { userId: 'alice', events: [{ role: 'user', content: 'B-secret turn' }] } });
    await h.call('PUT', '/v1/grants', { key: keyB, body: { agentId: 'b-agent', namespace: 'user', read: true, write: true } });
    // Tenant A's alice and bob have their own.
    await h.call('POST', '/v1/memories', { key: keyA, body: { userId: 'alice', content: 'A: I keep my notes in the drawer' } });
    await h.call('POST', '/v1/memories', { key: keyA, body: { userId: 'bob', content: 'A-bob: the drawer is locked' } });
  });
  after(async () => h.close());

  test('tenant A gets 404 for every id of tenant B', async () => {
    const q = { userId: 'alice' };
    const calls: [string, string, Parameters<Harness['call']>[2]][] = [
      ['GET', `/v1/memories/${secretId}`, { query: q }],
      ['PATCH', `/v1/memories/${secretId}`, { body: { userId: 'alice', content: 'overwritten' } }],
      ['PATCH', `/v1/memories/${secretId}`, { body: { userId: 'alice', note: 'noted' } }],
      ['DELETE', `/v1/memories/${secretId}`, { query: q }],
      ['GET', `/v1/memories/${secretId}/history`, { query: q }],
      ['GET', '/v1/sessions/b-session', { query: q }],
      ['POST', '/v1/sessions/b-session/events', { body: { userId: 'alice', events: [{ role: 'user', content: 'hi' }] } }],
      ['POST', '/v1/sessions/b-session/end', { body: { userId: 'alice' } }],
    ];
    for (const [method, path, options] of calls) {
      const r = await h.call(method, path, { key: keyA, ...options });
      assert.equal(r.status, 404, `${method} ${path}: ${r.text.slice(0, 200)}`);
      assert.equal(r.body.error.code, 'NOT_FOUND');
    }
    const still = await h.call('GET', `/v1/memories/${secretId}`, { key: keyB, query: q });
    assert.equal(still.body.content, 'B-secret: the vault code is in the blue drawer', 'B’s memory untouched');
    assert.equal(still.body.invalidatedAt, null);
    assert.deepEqual(still.body.notes, []);
  });

  test('nothing of tenant B in any list, recall, context, profile, facts, sessions, jobs, grants or export of tenant A', async () => {
    const seen: string[] = [];
    const key = keyA;
    const q = { userId: 'alice' };
    seen.push((await h.call('GET', '/v1/memories', { key, query: { ...q, includeInvalid: 'true' } })).text);
    seen.push((await h.call('POST', '/v1/recall', { key, body: { userId: 'alice', query: 'vault code blue drawer', includeInvalid: true, k: 50 } })).text);
    seen.push((await h.call('POST', '/v1/context', { key, body: { userId: 'alice', message: 'where is the vault code?' } })).text);
    seen.push((await h.call('GET', '/v1/users/alice/profile', { key })).text);
    seen.push((await h.call('GET', '/v1/users/alice/facts', { key, query: { includeInvalid: 'true' } })).text);
    seen.push((await h.call('GET', '/v1/sessions', { key, query: q })).text);
    seen.push((await h.call('GET', '/v1/jobs', { key, query: q })).text);
    seen.push((await h.call('GET', '/v1/grants', { key })).text);
    const exported = await h.call('GET', '/v1/users/alice/export', { key });
    assert.equal(exported.status, 200);
    seen.push(exported.text);
    const all = seen.join('\n');
    assert.match(all, /I keep my notes/, 'A sees its own');
    for (const leak of ['B-secret', secretId, 'B-corp', 'b-session', 'b-agent', 'tenant-b']) assert.ok(!all.includes(leak), `nothing of B leaks: ${leak}`);
  });

  test('a user-bound key never reaches another user (404 everywhere, as for a user that does not exist)', async () => {
    const bobList = await h.call('GET', '/v1/memories', { key: keyA, query: { userId: 'bob' } });
    const bobId = bobList.body.items[0].id as string;
    const bob = { userId: 'bob' };
    const calls: [string, string, Parameters<Harness['call']>[2]][] = [
      ['POST', '/v1/memories', { body: { userId: 'bob', content: 'planted' } }],
      ['GET', '/v1/memories', { query: bob }],
      ['GET', `/v1/memories/${bobId}`, { query: bob }],
      ['GET', `/v1/memories/${bobId}`, {}],
      ['PATCH', `/v1/memories/${bobId}`, { body: { userId: 'bob', note: 'x' } }],
      ['DELETE', `/v1/memories/${bobId}`, { query: bob }],
      ['GET', `/v1/memories/${bobId}/history`, { query: bob }],
      ['POST', '/v1/recall', { body: { userId: 'bob', query: 'drawer' } }],
      ['POST', '/v1/context', { body: { userId: 'bob', message: 'drawer' } }],
      ['GET', '/v1/users/bob/profile', {}],
      ['PATCH', '/v1/users/bob/profile', { body: { set: { city: 'X' } } }],
      ['GET', '/v1/users/bob/facts', {}],
      ['DELETE', '/v1/users/bob', {}],
      ['GET', '/v1/users/bob/export', {}],
      ['POST', '/v1/users/bob/import', { raw: '', contentType: 'application/x-ndjson' }],
      ['POST', '/v1/sessions', { body: { userId: 'bob' } }],
      ['GET', '/v1/sessions', { query: bob }],
      ['GET', '/v1/jobs', { query: bob }],
    ];
    for (const [method, path, options] of calls) {
      const r = await h.call(method, path, { key: aliceOnly, ...options });
      assert.equal(r.status, 404, `${method} ${path}: ${r.text.slice(0, 200)}`);
    }
    const after = await h.call('GET', '/v1/memories', { key: keyA, query: { userId: 'bob', includeInvalid: 'true' } });
    assert.deepEqual(
      after.body.items.map((m: { content: string; invalidatedAt: string | null; notes: string[] }) => [m.content, m.invalidatedAt, m.notes]),
      [['A-bob: the drawer is locked', null, []]],
    );
    const own = await h.call('POST', '/v1/recall', { key: aliceOnly, body: { query: 'drawer' } });
    assert.deepEqual(
      own.body.results.map((r: { memory: { userId: string } }) => r.memory.userId),
      ['alice'],
    );
  });

  test('an agent-bound key acts as that agent under the namespace policy', async () => {
    const agentKey = (await h.mnemo.admin.createKey({ tenantId: 'tenant-a', agentId: 'reader-bot' })).key;
    const unknown = await h.call('POST', '/v1/recall', { key: agentKey, body: { userId: 'alice', query: 'drawer' } });
    assert.equal(unknown.status, 403, 'an agent without grants is refused');
    await h.call('PUT', '/v1/grants', { key: keyA, body: { agentId: 'reader-bot', namespace: 'user', read: true, write: false } });
    const read = await h.call('POST', '/v1/recall', { key: agentKey, body: { userId: 'alice', query: 'drawer' } });
    assert.equal(read.status, 200, read.text);
    assert.ok(read.body.results.length >= 1);
    const write = await h.call('POST', '/v1/memories', { key: agentKey, body: { userId: 'alice', content: 'agent wrote this' } });
    assert.equal(write.status, 403);
    assert.equal(write.body.error.code, 'POLICY_DENIED');
    assert.equal((await h.call('GET', '/v1/users/alice/export', { key: agentKey })).status, 403, 'an agent cannot export a user');
    assert.equal((await h.call('DELETE', '/v1/users/alice', { key: agentKey })).status, 403, 'nor erase one');
  });

  test("importing tenant B's export under its ids answers as for unknown ids and leaves B as it was", async () => {
    const exported = await h.call('GET', '/v1/users/alice/export', { key: keyB });
    const lines = exported.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const ids = lines.filter((l) => l.type === 'memory' || l.type === 'history').map((l) => l.id as string);
    /** The export as tenant A's `userId`'s, with every id taken over or (`fresh`) replaced by one nobody holds. */
    const asUser = (userId: string, fresh = false) =>
      lines
        .map((l) => JSON.stringify(l.type === 'header' ? { ...l, tenantId: 'tenant-a', userId } : l))
        .map((l) => (fresh ? ids.reduce((text, id) => text.replaceAll(`"${id}"`, `"${id}q"`), l) : l))
        .join('\n');
    const post = (userId: string, raw: string) => h.call('POST', `/v1/users/${userId}/import`, { key: keyA, raw, contentType: 'application/x-ndjson' });
    const held = await post('mallory', asUser('mallory'));
    assert.equal(held.status, 200, held.text);
    const unknown = await post('mallory-twin', asUser('mallory-twin', true));
    assert.deepEqual([held.status, held.body], [unknown.status, unknown.body], 'the same answer as for ids nobody holds');
    assert.equal(held.body.memories, lines.filter((l) => l.type === 'memory').length);
    const theirs = await h.call('GET', '/v1/memories', { key: keyA, query: { userId: 'mallory' } });
    const copy = theirs.body.items.find((m: { content: string }) => m.content.startsWith('B-secret: the vault'));
    assert.ok(copy && copy.id !== secretId, 'imported under an id of its own');
    const still = await h.call('GET', `/v1/memories/${secretId}`, { key: keyB, query: { userId: 'alice' } });
    assert.equal(still.body.content, 'B-secret: the vault code is in the blue drawer');
    assert.equal((await h.call('GET', `/v1/memories/${secretId}/history`, { key: keyB, query: { userId: 'alice' } })).body.items.length, 1);
  });

  test('over the in-flight limit → 429 BUSY with Retry-After', async () => {
    const app = createHttpApp({ mnemo: h.mnemo, maxInFlight: 0 });
    const res = await app.request('/v1/memories?userId=alice', { headers: { authorization: `Bearer ${keyA}` } });
    assert.equal(res.status, 429);
    assert.equal(res.headers.get('retry-after'), '1');
    assert.equal(((await res.json()) as { error: { code: string } }).error.code, 'BUSY');
  });

  test('the /mcp mount point sits behind the same keys, and the key alone decides the user', async () => {
    const app = createHttpApp({ mnemo: h.mnemo, mountMcp: (mcp) => mcp.all('/mcp', (c) => c.json(boundScopeOf(c))) });
    const post = (key?: string) => app.request('/mcp', { method: 'POST', headers: key ? { authorization: `Bearer ${key}` } : {}, body: '{}' });
    assert.equal((await post()).status, 401);
    assert.equal((await post(keyA)).status, 403, 'a key not bound to a user cannot serve MCP');
    const bound = await post(aliceOnly);
    assert.equal(bound.status, 200);
    assert.deepEqual(await bound.json(), { tenantId: 'tenant-a', userId: 'alice' });
  });
});
