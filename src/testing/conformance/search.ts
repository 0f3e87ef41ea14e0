/** The two recall legs: BM25 keyword search, cosine vector search, and caches that see other instances' writes. */
import assert from 'node:assert/strict';
import { makeRecord, newMemory, unitVector } from '../fixtures.js';
import { alice, all, bob, type Check, current, isCode, SPACE } from './kit.js';

/** Registers the checks of this domain. */
export function searchChecks(check: Check): void {
  check('keyword search ranks by BM25, honours limit and validity', async ({ store }) => {
    const strong = makeRecord(alice, { content: 'deploy rollback runbook: rollback steps for the deploy' });
    const weak = makeRecord(alice, { content: 'we talked about the deploy calendar' });
    const none = makeRecord(alice, { content: 'react server components question' });
    const gone = makeRecord(alice, { content: 'old rollback deploy plan', invalidatedAt: new Date(Date.now() - 1000), invalidationReason: 'superseded' });
    await store.write(
      alice,
      [strong, weak, none, gone].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    const hits = await store.searchKeyword(alice, { terms: ['deploy', 'rollback'], filter: current(), limit: 10 });
    assert.deepEqual(
      hits.map((h) => h.id),
      [strong.id, weak.id],
    );
    assert.ok((hits[0]?.score ?? 0) > (hits[1]?.score ?? 0) && (hits[1]?.score ?? 0) > 0, 'higher BM25 is better and positive');
    assert.equal((await store.searchKeyword(alice, { terms: ['deploy', 'rollback'], filter: current(), limit: 1 })).length, 1);
    const withInvalid = await store.searchKeyword(alice, { terms: ['rollback'], filter: all, limit: 10 });
    assert.ok(
      withInvalid.some((h) => h.id === gone.id),
      'invalidated memories are found when asked for',
    );
    assert.deepEqual(await store.searchKeyword(alice, { terms: [], filter: current(), limit: 10 }), []);
    assert.deepEqual(
      await store.searchKeyword(alice, { terms: ["what's", '"', 'OR', '*'], filter: current(), limit: 10 }).then((h) => h.length >= 0),
      true,
      'hostile terms never throw',
    );
  });

  check('keyword search by groups, when offered, answers each group as one search does, kept answers included', async ({ store }) => {
    if (!store.searchKeywordGroups) return;
    const records = [
      makeRecord(alice, { content: 'the user swims every tuesday morning' }),
      makeRecord(alice, { content: 'the user is allergic to peanuts' }),
      makeRecord(alice, { content: 'tuesday standup moved to the morning' }),
      makeRecord(alice, { content: 'old tuesday swim', invalidatedAt: new Date(Date.now() - 1000), invalidationReason: 'superseded' }),
    ];
    await store.write(
      alice,
      records.map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    const groups = [['tuesday', 'morning'], ['allerg', 'peanut'], [], ['kayak'], ["what's", 'OR'], ['morning', 'tuesday']];
    for (const filter of [current(), all, current()]) {
      const one = await Promise.all(groups.map((terms) => store.searchKeyword(alice, { terms, filter, limit: 2 })));
      assert.deepEqual(await store.searchKeywordGroups(alice, { groups, filter, limit: 2 }), one);
      assert.deepEqual(await store.searchKeywordGroups(alice, { groups, filter, limit: 2 }), one, 'asked again');
    }
    assert.deepEqual(
      await store.searchKeywordGroups(alice, { groups, filter: current(), limit: 0 }),
      groups.map(() => []),
    );
    assert.deepEqual(
      await store.searchKeywordGroups(bob, { groups, filter: current(), limit: 2 }),
      groups.map(() => []),
      'another user finds nothing',
    );
  });

  check('vector search ranks by cosine, honours limit, space and validity', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    const near = makeRecord(alice, { embedding: unitVector(8, 1, 0.1), embeddingModel: SPACE.modelId });
    const mid = makeRecord(alice, { embedding: unitVector(8, 1, 1.5), embeddingModel: SPACE.modelId });
    const far = makeRecord(alice, { embedding: unitVector(8, 5), embeddingModel: SPACE.modelId });
    const noVector = makeRecord(alice, {});
    const gone = makeRecord(alice, { embedding: unitVector(8, 1), embeddingModel: SPACE.modelId, invalidatedAt: new Date(Date.now() - 1000) });
    await store.write(
      alice,
      [near, mid, far, noVector, gone].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    const hits = await store.searchVector(alice, { vector: unitVector(8, 1), filter: current(), limit: 10 });
    assert.deepEqual(
      hits.map((h) => h.id),
      [near.id, mid.id, far.id],
    );
    assert.ok(Math.abs((hits[0]?.score ?? 0) - 0.995) < 0.01, 'score is cosine similarity');
    assert.equal((await store.searchVector(alice, { vector: unitVector(8, 1), filter: current(), limit: 2 })).length, 2);
    const extra = await store.searchVector(alice, {
      vector: unitVector(8, 1),
      filter: current(),
      limit: 1,
      alsoScore: [far.id, near.id, noVector.id, gone.id, 'm_unknown'],
    });
    assert.deepEqual(
      extra.map((h) => h.id),
      [near.id, far.id],
      'alsoScore adds scores of listed ids that pass the filter and have a vector',
    );
    assert.ok(Math.abs(extra[1]?.score ?? 1) < 0.01, 'far is orthogonal');
    assert.equal((await store.searchVector(alice, { vector: unitVector(8, 1), filter: all, limit: 1 }))[0]?.id, gone.id);
    await assert.rejects(store.searchVector(alice, { vector: new Float32Array(4), filter: current(), limit: 1 }), isCode('EMBEDDER_MISMATCH'));
    await assert.rejects(
      store.write(alice, [{ type: 'insertMemory', memory: newMemory(makeRecord(alice, { embedding: new Float32Array(16), embeddingModel: 'other/model' })) }]),
      isCode('EMBEDDER_MISMATCH'),
    );
  });

  check('rankFields, when offered, says what the rows say, touches made elsewhere included', async ({ store, openSecond }) => {
    if (!store.rankFields) return;
    await store.setEmbeddingSpace(SPACE);
    const plain = makeRecord(alice, { embedding: unitVector(8, 4), embeddingModel: SPACE.modelId, importance: 0.3, kind: 'episode' });
    const rich = makeRecord(alice, {
      embedding: unitVector(8, 4, 0.3),
      embeddingModel: SPACE.modelId,
      importance: 0.9,
      halfLifeDays: 12,
      context: 'before',
      sessionId: 's1',
    });
    await store.write(
      alice,
      [plain, rich].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    const asRows = async (ids: string[]) =>
      (await store.getMemories(alice, ids)).map((r) => ({
        id: r.id,
        kind: r.kind,
        importance: r.importance,
        halfLifeDays: r.halfLifeDays,
        lastAccessedAt: r.lastAccessedAt?.getTime() ?? null,
        validFrom: r.validFrom.getTime(),
        sessionId: r.sessionId,
        hasContext: r.context !== null && r.context !== '',
      }));
    const search = () => store.searchVector(alice, { vector: unitVector(8, 4), filter: current(), limit: 5 });
    await search();
    const ids = [plain.id, 'm_unknown', rich.id];
    const fields = await store.rankFields(alice, ids);
    if (fields === null) return; // a backend that keeps no cache for this scope reads rows instead
    assert.deepEqual(fields, [...(await asRows([plain.id])), null, ...(await asRows([rich.id]))]);
    const other = await openSecond();
    await other.touch(alice, [plain.id], new Date(Date.now() - 5000));
    assert.equal(await store.rankFields(alice, ids), null, 'a cache behind a touch made elsewhere is not answered from');
    await search();
    assert.deepEqual((await store.rankFields(alice, [plain.id]))?.[0], (await asRows([plain.id]))[0], 'after the next search the touch is in the cache');
    await other.close();
  });

  check('cached reads see writes made through another instance', async ({ store, openSecond }) => {
    await store.setEmbeddingSpace(SPACE);
    const other = await openSecond();
    const first = makeRecord(alice, { embedding: unitVector(8, 3), embeddingModel: SPACE.modelId });
    await store.write(alice, [{ type: 'insertMemory', memory: newMemory(first) }]);
    assert.equal((await store.searchVector(alice, { vector: unitVector(8, 3), filter: current(), limit: 5 })).length, 1);
    const second = makeRecord(alice, { embedding: unitVector(8, 3, 0.2), embeddingModel: SPACE.modelId });
    await other.write(alice, [
      { type: 'insertMemory', memory: newMemory(second) },
      { type: 'patchMemory', id: first.id, patch: { invalidatedAt: new Date(Date.now() - 1), invalidationReason: 'superseded' } },
    ]);
    const hits = await store.searchVector(alice, { vector: unitVector(8, 3), filter: current(), limit: 5 });
    assert.deepEqual(
      hits.map((h) => h.id),
      [second.id],
    );
    const kw = (terms: string[]) => store.searchKeyword(alice, { terms, filter: current(), limit: 5 }).then((h) => h.map((x) => x.id));
    const worded = makeRecord(alice, { content: 'canary rollout checklist' });
    assert.deepEqual(await kw(['canari']), []);
    await other.write(alice, [{ type: 'insertMemory', memory: newMemory(worded) }]);
    assert.deepEqual(await kw(['canari']), [worded.id], 'a keyword written elsewhere is found');
    await other.write(alice, [{ type: 'patchMemory', id: worded.id, patch: { content: 'blue green switch', searchTerms: 'blue green switch' } }]);
    assert.deepEqual(await kw(['canari']), [], 'old terms are gone after a change made elsewhere');
    assert.deepEqual(await kw(['green']), [worded.id]);
    await other.eraseUser(alice);
    assert.deepEqual(await store.searchVector(alice, { vector: unitVector(8, 3), filter: all, limit: 5 }), []);
    const third = makeRecord(alice, { embedding: unitVector(8, 3), embeddingModel: SPACE.modelId });
    await other.write(alice, [{ type: 'insertMemory', memory: newMemory(third) }]);
    assert.deepEqual(
      (await store.searchVector(alice, { vector: unitVector(8, 3), filter: all, limit: 5 })).map((h) => h.id),
      [third.id],
    );
    await other.close();
  });

  check('a scope dropped from the bounded index cache is rebuilt from the store with identical results', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    const words = ['deploy', 'rollback', 'notes', 'budget', 'kayak', 'lisbon', 'review', 'paper'];
    for (const scope of [alice, bob]) {
      const records = Array.from({ length: 24 }, (_, i) =>
        makeRecord(scope, {
          content: `${words[i % 8]} ${words[(i * 3) % 8]} ${words[(i * 5 + 1) % 8]} item ${i}`,
          embedding: unitVector(8, i % 8, (i % 5) / 4),
          embeddingModel: SPACE.modelId,
        }),
      );
      await store.write(
        scope,
        records.map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
      );
    }
    const search = async (scope: typeof alice) => ({
      vector: await store.searchVector(scope, { vector: unitVector(8, 2, 0.3), filter: current(), limit: 7 }),
      keyword: await store.searchKeyword(scope, { terms: ['deploy', 'kayak', 'review'], filter: current(), limit: 7 }),
    });
    const first = await search(alice);
    assert.equal(first.vector.length, 7);
    assert.ok(first.keyword.length > 0);
    const before = (await store.describe()).cache;
    await search(bob);
    assert.deepEqual(await search(alice), first, 'the same hits and scores after the scope was (possibly) evicted and rebuilt');
    const after = (await store.describe()).cache;
    // Stores opened with a bound smaller than one scope (the suite's bounded variants) must have evicted and reloaded alice.
    if (before && after && after.maxBytes < 4096 && after.hits + after.misses > before.hits + before.misses) {
      assert.ok(after.evictions > before.evictions, 'a bound smaller than two scopes evicts');
      assert.ok(after.misses >= before.misses + 2, 'bob, then alice again, were loaded from the store');
      assert.ok(after.scopes <= 1, 'only the scope in use is kept');
    }
  });
}
