/** The store as a whole: contract, migrations, describe, the embedding space, atomic batches, erase. */
import assert from 'node:assert/strict';
import { makeHistory, makeRecord, newMemory } from '../fixtures.js';
import { alice, all, bob, type Check, isCode, newJob, SPACE, userSaid } from './kit.js';

/** Registers the checks of this domain. */
export function lifecycleChecks(check: Check): void {
  check('declares contract version and capabilities', async ({ store }) => {
    assert.equal(store.contractVersion, 11);
    assert.ok(['exact', 'ann'].includes(store.capabilities.vectorSearch));
    assert.equal(typeof store.kind, 'string');
  });

  check('integrity: a sound store checks ok and says how it checked', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    await store.write(alice, [{ type: 'insertMemory', memory: newMemory(makeRecord(alice, { content: 'checked' })) }]);
    for (const full of [false, true]) {
      const report = await store.checkIntegrity({ full });
      assert.equal(report.ok, true, report.problems.join('; '));
      assert.deepEqual(report.problems, []);
      assert.ok(report.method.length > 0);
    }
  });

  check('migration is idempotent', async ({ store }) => {
    const again = await store.migrate();
    assert.equal(again.from, again.to);
    const stats = await store.stats();
    assert.equal(stats.schemaVersion, again.to);
    assert.equal(stats.memories, 0);
  });

  check('describe says what the store is, consistent with kind, capabilities and stats', async ({ store }) => {
    const about = await store.describe();
    assert.equal(about.kind, store.kind);
    assert.equal(about.schemaVersion, (await store.stats()).schemaVersion);
    assert.equal(about.vector.search, store.capabilities.vectorSearch);
    assert.ok(['scan', 'pgvector'].includes(about.vector.method));
    assert.ok(['memory', 'fts5', 'sql'].includes(about.keyword.index));
    for (const field of [about.driver, about.location, about.engine]) assert.ok(typeof field === 'string' && field.length > 0);
    assert.doesNotMatch(about.location, /:[^@/]*@/, 'no credentials in the location');
    if (about.cache) {
      const c = about.cache;
      for (const n of [c.maxBytes, c.bytes, c.scopes, c.hits, c.misses, c.evictions])
        assert.ok(Number.isInteger(n) && n >= 0, 'cache figures are counts and bytes');
      assert.ok(c.maxBytes > 0 && (c.bytes <= c.maxBytes || c.scopes <= 1), 'the cache holds no more than its bound (beyond the one scope in use)');
    }
  });

  check('a failing batch rolls back entirely', async ({ store }) => {
    const a = makeRecord(alice, { content: 'first of the batch' });
    await assert.rejects(
      store.write(alice, [
        { type: 'insertMemory', memory: newMemory(a) },
        { type: 'setProfile', entry: { key: 'team', value: 'infra', source: 'user_explicit', updatedAt: new Date() } },
        { type: 'patchMemory', id: 'm_does_not_exist', patch: { content: 'x', searchTerms: 'x' } },
      ]),
      isCode('NOT_FOUND'),
    );
    assert.deepEqual(await store.getMemories(alice, [a.id]), []);
    assert.deepEqual(await store.getProfile(alice), []);
    assert.deepEqual(await store.searchKeyword(alice, { terms: ['batch'], filter: all, limit: 5 }), []);
    await store.write(alice, [{ type: 'insertMemory', memory: newMemory(a) }]);
    await assert.rejects(
      store.write(alice, [
        { type: 'insertMemory', memory: newMemory(makeRecord(alice)) },
        { type: 'insertMemory', memory: newMemory(a) },
      ]),
      isCode('CONFLICT'),
    );
    assert.equal(await store.countMemories(alice, all), 1);
  });

  check('erase removes only that user, everything of theirs', async ({ store }) => {
    const a = makeRecord(alice, { content: 'alice data' });
    const b = makeRecord(bob, { content: 'bob data' });
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(a) },
      { type: 'appendHistory', entry: makeHistory(alice, a.id) },
      { type: 'setProfile', entry: { key: 'name', value: 'Alice', source: 'user_explicit', updatedAt: new Date() } },
    ]);
    await store.write(bob, [
      { type: 'insertMemory', memory: newMemory(b) },
      { type: 'appendHistory', entry: makeHistory(bob, b.id) },
    ]);
    await store.openSession(alice, { id: 's1', startedAt: new Date() });
    await store.appendEvents(alice, 's1', [userSaid('alice said this')]);
    await store.openSession(bob, { id: 's1', startedAt: new Date() });
    await store.appendEvents(bob, 's1', [userSaid('bob said this')]);
    await store.enqueueJob(newJob(alice));
    const report = await store.eraseUser(alice);
    assert.deepEqual(report, { memories: 1, history: 1, profile: 1, sessions: 1, jobs: 1 });
    assert.deepEqual(await store.getEvents(alice, 's1'), []);
    assert.deepEqual(
      (await store.getEvents(bob, 's1')).map((e) => e.content),
      ['bob said this'],
    );
    assert.equal(await store.countMemories(alice, all), 0);
    assert.deepEqual(await store.getSources(alice, a.id), []);
    assert.deepEqual(await store.searchKeyword(alice, { terms: ['alic', 'data'], filter: all, limit: 5 }), []);
    assert.equal(await store.countMemories(bob, all), 1);
    assert.equal((await store.getHistory(bob, { kind: 'memory', id: b.id })).length, 1);
    assert.deepEqual(
      (await store.listScopes()).map((s) => s.userId),
      ['bob'],
    );
    await store.openSession({ tenantId: 't1', userId: 'dora' }, { id: 's1', startedAt: new Date() });
    assert.deepEqual(
      (await store.listScopes()).map((s) => s.userId),
      ['bob', 'dora'],
      'a user with only a session is listed',
    );
  });

  check('embedding space is recorded', async ({ store }) => {
    assert.equal(await store.getEmbeddingSpace(), null);
    await store.setEmbeddingSpace(SPACE);
    assert.deepEqual(await store.getEmbeddingSpace(), SPACE);
  });
}
