/**
 * `GET /v1/memories` with `flagged` and `archived`: thin over `list()`, in the OpenAPI document, and
 * a flagged memory (reached honestly, see test/support/flagged-seed.ts) is listed with the filter
 * while an unflagged one is not. And `admin.stats().users` counts a user with only a session.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startHarness, type Harness } from './http-support.js';
import { seedFlagged, type FlaggedSeed } from './support/flagged-seed.js';

let h: Harness;
let seed: FlaggedSeed | undefined;
let admin: string;
const alice = { tenantId: 'acme', userId: 'alice' };

before(async () => {
  h = await startHarness({
    seed: async (db) => {
      seed = await seedFlagged(db, alice);
    },
  });
  admin = (await h.mnemo.admin.createKey({ tenantId: 'acme', role: 'admin' })).key;
});
after(async () => h.close());

const ids = async (query: Record<string, string>): Promise<string[]> => {
  const r = await h.call('GET', '/v1/memories', { key: admin, query: { userId: 'alice', ...query } });
  assert.equal(r.status, 200, r.text);
  return (r.body.items as { id: string }[]).map((m) => m.id).sort();
};

test('flagged=true lists only the memory flagged for review; flagged=false only the others', async () => {
  assert.ok(seed);
  assert.deepEqual(await ids({ flagged: 'true' }), [seed.flaggedId]);
  assert.deepEqual(await ids({ flagged: 'false' }), [...seed.unflaggedIds].sort());
  assert.deepEqual(await ids({}), [seed.flaggedId, ...seed.unflaggedIds].sort(), 'no filter lists both');
  assert.deepEqual(await ids({ flagged: 'true', limit: '1' }), [seed.flaggedId]);
});

test('archived=true lists only archived memories: none of the current ones here', async () => {
  assert.deepEqual(await ids({ archived: 'true' }), []);
  assert.equal((await ids({ archived: 'false' })).length, 3);
});

test('a bad flag value is a coded 400', async () => {
  const r = await h.call('GET', '/v1/memories', { key: admin, query: { userId: 'alice', flagged: 'yes' } });
  assert.equal(r.status, 400);
  assert.equal(r.body.error.code, 'INVALID_INPUT');
});

test('the OpenAPI document lists flagged and archived on GET /v1/memories', async () => {
  const doc = await h.call('GET', '/openapi.json');
  const params = (doc.body.paths['/v1/memories'].get.parameters as { name: string; in: string; description?: string }[]).filter((p) => p.in === 'query');
  for (const name of ['flagged', 'archived']) {
    const p = params.find((q) => q.name === name);
    assert.ok(p, `${name} is a documented query parameter`);
    assert.ok(p.description && p.description.length > 0, `${name} is described`);
  }
});

test('admin.stats().users counts a user with only a session', async () => {
  const dora = { tenantId: 'acme', userId: 'dora' };
  const before = (await h.mnemo.admin.stats()).users;
  await h.mnemo.sessions.open(dora);
  assert.equal((await h.mnemo.admin.stats()).users, before + 1);
  assert.equal((await h.mnemo.admin.stats()).users, (await h.mnemo.admin.scopes()).length);
});
