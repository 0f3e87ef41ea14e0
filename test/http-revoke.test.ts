// Revoking a source over HTTP (issue 22, item 4): `POST /v1/users/{userId}/revoke` takes the shared
// `revoke` request ({ source, dryRun? }), plans or applies the revocation through the facade and
// answers its report; every reply is checked against the route's OpenAPI schema. A real server on
// 127.0.0.1 over a real SQLite file.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startHarness, type Harness } from './http-support.js';

let h: Harness;
let admin: string;
let reader: string;
let agent: string;
before(async () => {
  h = await startHarness();
  admin = (await h.mnemo.admin.createKey({ tenantId: 'default', role: 'admin' })).key;
  reader = (await h.mnemo.admin.createKey({ tenantId: 'default', role: 'read' })).key;
  agent = (await h.mnemo.admin.createKey({ tenantId: 'default', userId: 'ines', agentId: 'planner', role: 'write' })).key;
});
after(() => h.close());

const line = (o: Record<string, unknown>) => JSON.stringify(o);
const hr = { type: 'bootstrap', id: 'hr-system' };

test('a system of record withdrawn: dry run first (nothing changes), then its memory and the profile field it held are gone', async () => {
  const at = h.mnemo.now().toISOString();
  const imported = await h.call('POST', '/v1/users/ines/import', {
    key: admin,
    contentType: 'application/x-ndjson',
    raw: [
      line({
        type: 'memory',
        id: 'hr-1',
        kind: 'fact',
        content: 'The user works at Initech.',
        triple: { subject: 'user', predicate: 'employer', object: 'Initech' },
        createdAt: at,
        source: hr,
      }),
      line({ type: 'profile', key: 'employer', value: 'Initech', source: 'bootstrap', updatedAt: at }),
    ].join('\n'),
  });
  assert.equal(imported.status, 200, imported.text);
  const own = await h.call('POST', '/v1/memories', { key: admin, body: { userId: 'ines', content: 'The user keeps bees.' } });
  assert.equal(own.status, 201, own.text);
  const profile = async () => (await h.call('GET', '/v1/users/ines/profile', { key: admin })).body.items.map((p: { key: string }) => p.key);
  assert.deepEqual(await profile(), ['employer']);

  const plan = await h.call('POST', '/v1/users/ines/revoke', { key: admin, body: { source: 'bootstrap:hr-system', dryRun: true } });
  assert.equal(plan.status, 200, plan.text);
  assert.equal(plan.body.dryRun, true);
  assert.equal(plan.body.source, 'bootstrap:hr-system');
  assert.deepEqual(
    plan.body.steps.map((s: { action: string }) => s.action),
    ['delete'],
  );
  assert.deepEqual(await profile(), ['employer'], 'a dry run changes nothing');

  const done = await h.call('POST', '/v1/users/ines/revoke', { key: admin, body: { source: 'bootstrap:hr-system' } });
  assert.equal(done.status, 200, done.text);
  assert.deepEqual([done.body.dryRun, done.body.deleted, done.body.regenerated], [false, 1, 0]);
  const left = (await h.call('GET', '/v1/memories', { key: admin, query: { userId: 'ines', includeInvalid: 'true' } })).body.items.map(
    (m: { content: string }) => m.content,
  );
  assert.deepEqual(left, ['The user keeps bees.'], 'what came only from the source is deleted, the rest stays');
  assert.deepEqual(await profile(), [], 'the field it held went with it');
  const facts = await h.call('GET', '/v1/users/ines/facts', { key: admin, query: { predicate: 'employer', includeInvalid: 'true' } });
  assert.deepEqual(facts.body.items, []);
});

test('revoking a session removes what it said and clears its events', async () => {
  const opened = await h.call('POST', '/v1/sessions', { key: admin, body: { userId: 'jo', sessionId: 'chat-r' } });
  assert.equal(opened.status, 201, opened.text);
  await h.call('POST', '/v1/sessions/chat-r/events', { key: admin, body: { userId: 'jo', events: [{ role: 'user', content: 'I live in Porto.' }] } });
  await h.call('POST', '/v1/sessions/chat-r/end', { key: admin, body: { userId: 'jo' } });
  await h.mnemo.flush({ scope: { userId: 'jo' } });
  assert.equal((await h.call('GET', '/v1/users/jo/profile', { key: admin })).body.items[0]?.value, 'Porto');
  const r = await h.call('POST', '/v1/users/jo/revoke', { key: admin, body: { source: 'session:chat-r' } });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.body.clearedSession, 'chat-r');
  assert.ok(r.body.deleted >= 1);
  assert.deepEqual((await h.call('GET', '/v1/users/jo/profile', { key: admin })).body.items, []);
  assert.deepEqual((await h.call('GET', '/v1/sessions/chat-r', { key: admin, query: { userId: 'jo' } })).body.events, []);
});

test('a bad request, a read key or an agent is refused with a code, and nothing changes', async () => {
  await h.call('POST', '/v1/memories', { key: admin, body: { userId: 'kai', content: 'The user rides a red bicycle.' } });
  const count = async () => (await h.call('GET', '/v1/memories', { key: admin, query: { userId: 'kai' } })).body.items.length;
  const before = await count();
  for (const [body, code] of [
    [{ source: 'hr-system' }, 'INVALID_INPUT'],
    [{ source: 'nonsense:x' }, 'INVALID_INPUT'],
    [{ source: '' }, 'INVALID_INPUT'],
    [{ source: 'x'.repeat(300) }, 'INVALID_INPUT'],
    [{ source: 'bootstrap:hr', extra: true }, 'INVALID_INPUT'],
    [{}, 'INVALID_INPUT'],
  ] as const) {
    const r = await h.call('POST', '/v1/users/kai/revoke', { key: admin, body });
    assert.equal(r.status, 400, `${JSON.stringify(body)}: ${r.text}`);
    assert.equal(r.body.error.code, code);
  }
  const read = await h.call('POST', '/v1/users/kai/revoke', { key: reader, body: { source: 'bootstrap:hr' } });
  assert.equal(read.status, 403);
  const byAgent = await h.call('POST', '/v1/users/ines/revoke', { key: agent, body: { source: 'bootstrap:hr' } });
  assert.equal(byAgent.status, 403, byAgent.text);
  assert.equal(byAgent.body.error.code, 'POLICY_DENIED');
  assert.equal(await count(), before);
});
