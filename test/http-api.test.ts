/**
 * The REST API over real HTTP on 127.0.0.1 with a real SQLite file: every route of the OpenAPI
 * document is exercised and each reply checked against the document's schemas; the document passes
 * an OpenAPI 3.1 validator; bad input is refused with a code and writes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startHarness, type Harness } from './http-support.js';

describe('HTTP API', () => {
  let h: Harness;
  let admin: string;
  let reader: string;
  let aliceKey: string;

  before(async () => {
    h = await startHarness();
    admin = (await h.mnemo.admin.createKey({ tenantId: 'acme', role: 'admin' })).key;
    reader = (await h.mnemo.admin.createKey({ tenantId: 'acme', role: 'read' })).key;
    aliceKey = (await h.mnemo.admin.createKey({ tenantId: 'acme', userId: 'alice', role: 'write' })).key;
  });
  after(async () => h.close());

  test('the document is valid OpenAPI 3.1; /docs and /healthz answer without a key', async () => {
    const doc = await h.call('GET', '/openapi.json');
    assert.equal(doc.status, 200);
    assert.equal(doc.body.openapi, '3.1.0');
    const result = await new Validator().validate(doc.body);
    assert.equal(result.valid, true, JSON.stringify(result.errors ?? null).slice(0, 500));
    const docs = await h.call('GET', '/docs');
    assert.equal(docs.status, 200);
    assert.doesNotMatch(docs.text, /https?:\/\//, 'the reference page loads nothing from elsewhere');
    const scripts = [...docs.text.matchAll(/(?:src|href)="(assets\/[^"]+)"/g)].map((m) => m[1] as string);
    assert.deepEqual(scripts.sort(), ['assets/init.js', 'assets/swagger-ui-bundle.js', 'assets/swagger-ui.css']);
    for (const asset of scripts) assert.equal((await h.call('GET', `/docs/${asset}`)).status, 200, asset);
    const init = await h.call('GET', '/docs/assets/init.js');
    assert.match(init.text, /openapi\.json/);
    assert.match(init.text, /validatorUrl: null/, 'no badge fetched from the online validator');
    assert.equal((await h.call('GET', '/docs/assets/secret.txt')).status, 404);
    assert.equal((await h.call('GET', '/favicon.ico')).status, 200);
    const health = await h.call('GET', '/healthz');
    assert.equal(health.status, 200);
    assert.equal(health.body.ok, true);
    assert.deepEqual(Object.keys(health.body.indexCache).sort(), ['bytes', 'evictions', 'hits', 'maxBytes', 'misses', 'scopes']);
  });

  test('/healthz reports the scope cache as a recall uses it, with counters only', async () => {
    const before = (await h.call('GET', '/healthz')).body.indexCache;
    const secret = 'zanzibar-harbour-codeword';
    const wrote = await h.call('POST', '/v1/memories', {
      key: admin,
      body: { userId: 'healthz-user', content: `The boat is moored at ${secret}`, kind: 'fact' },
    });
    assert.equal(wrote.status, 201, wrote.text);
    const first = await h.call('POST', '/v1/recall', { key: admin, body: { userId: 'healthz-user', query: 'where is the boat moored' } });
    assert.equal(first.status, 200, first.text);
    const mid = (await h.call('GET', '/healthz')).body.indexCache;
    assert.ok(mid.misses > before.misses, 'the first recall of a scope loads it: a miss');
    assert.ok(mid.scopes >= 1 && mid.bytes > 0 && mid.bytes <= mid.maxBytes);
    await h.call('POST', '/v1/recall', { key: admin, body: { userId: 'healthz-user', query: 'where is the boat moored' } });
    const after = await h.call('GET', '/healthz');
    assert.ok(after.body.indexCache.hits > mid.hits, 'a second recall finds the scope cached: a hit');
    assert.equal(after.body.indexCache.misses, mid.misses);
    assert.doesNotMatch(after.text, /healthz-user|zanzibar|acme/, 'no tenant, user or memory text on an unauthenticated route');
  });

  test('every route of the document, answered as documented', async () => {
    const key = admin;
    const user = 'alice';
    const m1 = await h.call('POST', '/v1/memories', { key, body: { userId: user, content: 'I live in Lisbon', kind: 'fact', importance: 0.8 } });
    assert.equal(m1.status, 201);
    assert.match(m1.body.id, /^m_/);
    const m2 = await h.call('POST', '/v1/memories', { key: aliceKey, body: { content: 'I prefer tea over coffee', kind: 'preference' } });
    assert.equal(m2.status, 201, m2.text);
    assert.equal(m2.body.userId, 'alice', 'a user-bound key supplies its user');

    const page1 = await h.call('GET', '/v1/memories', { key, query: { userId: user, limit: '1' } });
    assert.equal(page1.body.items.length, 1);
    assert.ok(page1.body.nextCursor);
    const page2 = await h.call('GET', '/v1/memories', { key, query: { userId: user, limit: '1', cursor: page1.body.nextCursor } });
    assert.equal(page2.body.items.length, 1);
    assert.equal(page2.body.nextCursor, null);
    assert.deepEqual(new Set([page1.body.items[0].id, page2.body.items[0].id]), new Set([m1.body.id, m2.body.id]));
    const prefs = await h.call('GET', '/v1/memories', { key, query: { userId: user, kind: 'preference' } });
    assert.deepEqual(
      prefs.body.items.map((m: { id: string }) => m.id),
      [m2.body.id],
    );

    assert.equal((await h.call('GET', `/v1/memories/${m1.body.id}`, { key, query: { userId: user } })).body.content, 'I live in Lisbon');
    const noted = await h.call('PATCH', `/v1/memories/${m1.body.id}`, { key, body: { userId: user, note: 'since 2020', reason: 'detail' } });
    assert.deepEqual(noted.body.memory.notes, ['since 2020']);
    assert.equal(noted.body.previous, null);
    const replaced = await h.call('PATCH', `/v1/memories/${m1.body.id}`, { key, body: { userId: user, content: 'I live in Porto', reason: 'moved' } });
    assert.equal(replaced.status, 200);
    assert.equal(replaced.body.previous.id, m1.body.id);
    const current = replaced.body.memory.id as string;
    const stale = await h.call('PATCH', `/v1/memories/${m1.body.id}`, { key, body: { userId: user, content: 'I live in Faro' } });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.error.code, 'SUPERSEDED');
    const history = await h.call('GET', `/v1/memories/${current}/history`, { key, query: { userId: user } });
    assert.ok(history.body.items.some((e: { op: string }) => e.op === 'supersede' || e.op === 'update'));

    const recall = await h.call('POST', '/v1/recall', { key, body: { userId: user, query: 'where do I live', k: 5 } });
    assert.equal(recall.body.results[0].memory.id, current);
    assert.equal(typeof recall.body.results[0].scores.keyword, 'number');
    const ctx = await h.call('POST', '/v1/context', { key, body: { userId: user, message: 'which drink should I order?', budget: 200, sessionId: 's-ctx' } });
    assert.ok(ctx.body.tokens <= 200);
    assert.match(ctx.body.stable.text + ctx.body.episodic.text, /tea/);

    const profile = await h.call('PATCH', `/v1/users/${user}/profile`, { key, body: { set: { city: 'Porto' }, reason: 'told us' } });
    assert.equal(profile.status, 200, profile.text);
    assert.deepEqual(
      profile.body.items.map((e: { key: string; value: unknown }) => [e.key, e.value]),
      // the whole profile: remembered attribute facts (where the user lives, the tea preference) are fields too
      [
        ['city', 'Porto'],
        ['location', 'Porto'],
        ['preference.tea', 'tea'],
      ],
    );
    assert.equal((await h.call('GET', `/v1/users/${user}/profile`, { key })).body.items.length, 3);
    const facts = await h.call('GET', `/v1/users/${user}/facts`, { key, query: { predicate: 'city' } });
    assert.equal(facts.status, 200);

    const session = await h.call('POST', '/v1/sessions', { key, body: { userId: user, sessionId: 'chat-1' } });
    assert.equal(session.status, 201);
    assert.equal(session.body.id, 'chat-1');
    const appended = await h.call('POST', '/v1/sessions/chat-1/events', {
      key,
      body: {
        userId: user,
        events: [
          { role: 'user', content: 'I just adopted a cat named Miso' },
          { role: 'assistant', content: 'Congratulations!' },
        ],
      },
    });
    assert.equal(appended.status, 201, appended.text);
    assert.deepEqual(
      appended.body.events.map((e: { seq: number }) => e.seq),
      [1, 2],
    );
    assert.deepEqual(
      (await h.call('GET', '/v1/sessions', { key, query: { userId: user } })).body.items.map((s: { id: string }) => s.id).includes('chat-1'),
      true,
    );
    const shown = await h.call('GET', '/v1/sessions/chat-1', { key, query: { userId: user } });
    assert.equal(shown.body.events.length, 2);
    const ended = await h.call('POST', '/v1/sessions/chat-1/end', { key, body: { userId: user, reason: 'done' } });
    assert.equal(ended.status, 200);
    const jobs = await h.call('GET', '/v1/jobs', { key, query: { userId: user } });
    assert.ok(jobs.body.items.length >= 1, 'the session queued extraction jobs');

    assert.equal((await h.call('PUT', '/v1/grants', { key, body: { agentId: 'planner', namespace: 'user', read: true, write: false } })).status, 200);
    assert.deepEqual((await h.call('GET', '/v1/grants', { key })).body.items, [{ agentId: 'planner', namespace: 'user', read: true, write: false }]);
    assert.equal((await h.call('DELETE', '/v1/grants', { key, query: { agentId: 'planner', namespace: 'user' } })).status, 200);
    assert.deepEqual((await h.call('GET', '/v1/grants', { key })).body.items, []);

    const exported = await h.call('GET', `/v1/users/${user}/export`, { key });
    assert.equal(exported.status, 200);
    assert.match(exported.headers.get('content-type') ?? '', /ndjson/);
    const lines = exported.text.trim().split('\n');
    assert.ok(lines.every((l) => JSON.parse(l)));
    assert.ok(exported.text.includes('I prefer tea'));
    const imported = await h.call('POST', '/v1/users/bob/import', { key, raw: exported.text, contentType: 'application/x-ndjson' });
    assert.equal(imported.status, 200, imported.text);
    assert.ok(imported.body.memories >= 2);
    const again = await h.call('POST', '/v1/users/bob/import', { key, raw: exported.text, contentType: 'application/x-ndjson' });
    assert.equal(again.body.memories, 0, 'importing twice adds nothing');
    assert.ok(
      (await h.call('GET', '/v1/memories', { key, query: { userId: 'bob' } })).body.items.some(
        (m: { content: string }) => m.content === 'I prefer tea over coffee',
      ),
    );

    const forgotten = await h.call('DELETE', `/v1/memories/${m2.body.id}`, { key, query: { userId: user, reason: 'not true' } });
    assert.equal(forgotten.body.memory.invalidatedAt !== null, true);
    assert.equal((await h.call('GET', '/v1/memories', { key, query: { userId: user, kind: 'preference' } })).body.items.length, 0);
    assert.equal((await h.call('GET', '/v1/memories', { key, query: { userId: user, kind: 'preference', includeInvalid: 'true' } })).body.items.length, 1);

    const planned = await h.call('POST', '/v1/users/bob/revoke', { key, body: { source: 'bootstrap:nothing-of-bob', dryRun: true } });
    assert.equal(planned.status, 200, planned.text);
    assert.deepEqual([planned.body.dryRun, planned.body.deleted, planned.body.steps], [true, 0, []]);

    const erased = await h.call('DELETE', '/v1/users/bob', { key });
    assert.ok(erased.body.memories >= 2);
    assert.equal((await h.call('GET', '/v1/memories', { key, query: { userId: 'bob' } })).body.items.length, 0);

    const documented = Object.entries((await h.call('GET', '/openapi.json')).body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    assert.ok(documented.length >= 20);
    assert.deepEqual(
      documented.filter((r) => !h.covered.has(r)),
      [],
      'every documented route answered 2xx at least once',
    );
  });

  test('no key, a bad key or a revoked key → 401; a read key writing → 403; nothing written', async () => {
    const before = (await h.call('GET', '/v1/memories', { key: admin, query: { userId: 'carol', includeInvalid: 'true' } })).body.items.length;
    const body = { userId: 'carol', content: 'I like jazz' };
    assert.equal((await h.call('POST', '/v1/memories', { body })).body.error.code, 'UNAUTHORIZED');
    assert.equal((await h.call('POST', '/v1/memories', { key: 'mnemo_key_aaaaaaaaaaaaaaaa_' + 'x'.repeat(43), body })).status, 401);
    assert.equal((await h.call('GET', '/v1/memories', { key: 'nonsense', query: { userId: 'carol' } })).status, 401);
    const temp = await h.mnemo.admin.createKey({ tenantId: 'acme' });
    assert.equal((await h.call('GET', '/v1/memories', { key: temp.key, query: { userId: 'carol' } })).status, 200);
    await h.mnemo.admin.revokeKey('acme', temp.info.id);
    assert.equal((await h.call('GET', '/v1/memories', { key: temp.key, query: { userId: 'carol' } })).status, 401);
    const denied = await h.call('POST', '/v1/memories', { key: reader, body });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.error.code, 'POLICY_DENIED');
    assert.equal((await h.call('PUT', '/v1/grants', { key: aliceKey, body: { agentId: 'x', namespace: 'user', read: true, write: true } })).status, 403);
    assert.equal((await h.call('GET', '/v1/memories', { key: admin, query: { userId: 'carol', includeInvalid: 'true' } })).body.items.length, before);
  });

  test('malformed JSON, wrong types, unknown fields, oversize bodies → 4xx with a code, nothing written', async () => {
    const count = async () => (await h.call('GET', '/v1/memories', { key: admin, query: { userId: 'dave', includeInvalid: 'true' } })).body.items.length;
    const cases: [string, Parameters<Harness['call']>[2], number][] = [
      ['malformed JSON', { raw: '{"userId": "dave", "content": ' }, 400],
      ['not an object', { raw: '[1,2,3]' }, 400],
      ['wrong type', { body: { userId: 'dave', content: 42 } }, 400],
      ['importance out of range', { body: { userId: 'dave', content: 'ok', importance: 7 } }, 400],
      ['unknown field', { body: { userId: 'dave', content: 'ok', colour: 'red' } }, 400],
      ['bad user id', { body: { userId: 'da ve', content: 'ok' } }, 400],
      ['no user', { body: { content: 'ok' } }, 400],
      ['a secret', { body: { userId: 'dave', content: 'my key is sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH' } }, 400],
      ['oversize', { body: { userId: 'dave', content: 'x'.repeat(1_100_000) } }, 413],
      ['wrong content type', { raw: '{"userId":"dave","content":"ok"}', contentType: 'text/plain' }, 415],
    ];
    for (const [name, options, status] of cases) {
      const r = await h.call('POST', '/v1/memories', { key: admin, ...options });
      assert.equal(r.status, status, `${name}: ${r.text.slice(0, 200)}`);
      assert.ok(r.body?.error?.code, `${name} carries a code`);
    }
    assert.equal((await h.call('POST', '/v1/recall', { key: admin, body: { userId: 'dave', query: 'x', k: 'ten' } })).status, 400);
    assert.equal((await h.call('GET', '/v1/memories', { key: admin, query: { userId: 'dave', limit: '-1' } })).status, 400);
    assert.equal((await h.call('GET', '/v1/memories', { key: admin, query: { userId: 'dave', cursor: '!!' } })).status, 400);
    assert.equal((await h.call('PATCH', '/v1/memories/m_nope', { key: admin, body: { userId: 'dave', content: 'a', note: 'b' } })).status, 400);
    const badImport = await h.call('POST', '/v1/users/dave/import', { key: admin, raw: '{"type":"header"}\nnot json\n', contentType: 'application/x-ndjson' });
    assert.equal(badImport.status, 400, badImport.text);
    assert.equal(await count(), 0);
    assert.equal((await h.call('GET', '/v1/nothing-here', { key: admin })).body.error.code, 'NOT_FOUND');
  });
});
