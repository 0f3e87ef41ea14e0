/** API keys: stored by hash, found by hash, listed per tenant, revoked once and only in their tenant. */
import assert from 'node:assert/strict';
import { MnemoError } from '../../core/errors.js';
import type { ApiKeyRecord } from '../../core/contracts/storage.js';
import { type Check } from './kit.js';

function key(id: string, tenantId: string, hash: string, at: number, extra: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  return { id, tenantId, userId: null, agentId: null, role: 'write', hash, label: null, createdAt: new Date(at), revokedAt: null, ...extra };
}

/** Registers the checks of this domain. */
export function keyChecks(check: Check): void {
  check('api keys: create, find by hash, list by tenant', async ({ store }) => {
    const a = key('key_a', 't1', 'h'.repeat(64), 1_000, { userId: 'alice', agentId: 'planner', role: 'read', label: 'laptop' });
    await store.createKey(a);
    await store.createKey(key('key_b', 't1', 'b'.repeat(64), 2_000));
    await store.createKey(key('key_c', 't2', 'c'.repeat(64), 1_500, { role: 'admin' }));
    assert.deepEqual(await store.findKeyByHash('h'.repeat(64)), a);
    assert.equal(await store.findKeyByHash('0'.repeat(64)), null);
    assert.deepEqual(
      (await store.listKeys('t1')).map((k) => k.id),
      ['key_a', 'key_b'],
    );
    assert.deepEqual(
      (await store.listKeys('t2')).map((k) => [k.id, k.role]),
      [['key_c', 'admin']],
    );
    assert.deepEqual(
      (await store.listKeys()).map((k) => k.id),
      ['key_a', 'key_c', 'key_b'],
    );
    await assert.rejects(store.createKey(key('key_d', 't1', 'h'.repeat(64), 3_000)), (e) => MnemoError.isInstance(e) && e.code === 'CONFLICT');
  });

  check('api keys: revoke only in the key’s tenant, once', async ({ store }) => {
    await store.createKey(key('key_a', 't1', 'a'.repeat(64), 1_000));
    assert.equal(await store.revokeKey('t2', 'key_a', new Date(5_000)), false);
    assert.equal((await store.findKeyByHash('a'.repeat(64)))?.revokedAt, null);
    assert.equal(await store.revokeKey('t1', 'key_a', new Date(5_000)), true);
    assert.equal(await store.revokeKey('t1', 'key_a', new Date(6_000)), false);
    assert.deepEqual((await store.findKeyByHash('a'.repeat(64)))?.revokedAt, new Date(5_000));
    assert.equal(await store.revokeKey('t1', 'key_missing', new Date(5_000)), false);
  });
}
