/** Memory records: the round trip of every field, lists, scope isolation, facts, lineage, touch. */
import assert from 'node:assert/strict';
import type { RecordFilter } from '../../core/contracts/storage.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { makeHistory, makeRecord, newMemory, unitVector } from '../fixtures.js';
import { alice, aliceElsewhere, all, bob, type Check, current, isCode, SPACE } from './kit.js';

/** Registers the checks of this domain. */
export function memoryChecks(check: Check): void {
  check('CRUD round trip keeps every field', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    const at = new Date('2026-01-02T03:04:05.678Z');
    const record = makeRecord(alice, {
      kind: 'preference',
      content: 'Alice prefers concise answers.',
      notes: ['Said during onboarding.'],
      triple: { subject: 'alice', predicate: 'prefers', object: 'concise answers' },
      importance: 0.7,
      confidence: 0.9,
      createdAt: at,
      updatedAt: at,
      validFrom: new Date('2026-01-01T00:00:00.000Z'),
      expiresAt: new Date('2027-01-01T00:00:00.000Z'),
      halfLifeDays: 90,
      source: { type: 'user_explicit', id: 'event-1' },
      embedding: unitVector(8, 2),
      embeddingModel: SPACE.modelId,
      metadata: { speaker: 'Alice', n: 3 },
    });
    await store.write(alice, [{ type: 'insertMemory', memory: newMemory(record) }]);
    const [got] = await store.getMemories(alice, [record.id], { withEmbeddings: true });
    assert.ok(got);
    assert.deepEqual({ ...got, embedding: Array.from(got.embedding ?? []) }, { ...record, embedding: Array.from(record.embedding ?? []) });
    const [noVector] = await store.getMemories(alice, [record.id]);
    assert.equal(noVector?.embedding, null, 'embeddings only when asked for');

    const later = new Date(at.getTime() + 1000);
    await store.write(alice, [
      {
        type: 'patchMemory',
        id: record.id,
        patch: { content: 'Alice prefers very short answers.', searchTerms: 'alic prefer short answer', confidence: 0.95, updatedAt: later },
      },
    ]);
    const [patched] = await store.getMemories(alice, [record.id]);
    assert.equal(patched?.content, 'Alice prefers very short answers.');
    assert.equal(patched?.confidence, 0.95);
    assert.equal(patched?.updatedAt.getTime(), later.getTime());
    assert.equal(patched?.kind, 'preference', 'untouched fields stay');
    const hits = await store.searchKeyword(alice, { terms: ['short'], filter: current(), limit: 5 });
    assert.deepEqual(
      hits.map((h) => h.id),
      [record.id],
      'the keyword index follows the new terms',
    );
    assert.equal((await store.searchKeyword(alice, { terms: ['concis'], filter: current(), limit: 5 })).length, 0);
    assert.equal(await store.countMemories(alice, all), 1);
  });

  check("typed engine fields round-trip and patch, apart from the caller's metadata", async ({ store }) => {
    const old = makeRecord(alice, { content: 'The user works on the platform team.' });
    const record = makeRecord(alice, {
      content: 'The user works on the infra team.',
      supersedes: old.id,
      profileKey: 'team',
      corroborations: 2,
      review: { similarTo: old.id, similarity: 0.87 },
      context: 'Bob asked which team the user is on.',
      metadata: { speaker: 'user' },
    });
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(old) },
      { type: 'insertMemory', memory: newMemory(record) },
    ]);
    const [got] = await store.getMemories(alice, [record.id]);
    assert.equal(got?.supersedes, old.id);
    assert.equal(got?.profileKey, 'team');
    assert.equal(got?.corroborations, 2);
    assert.deepEqual(got?.review, { similarTo: old.id, similarity: 0.87 });
    assert.equal(got?.context, 'Bob asked which team the user is on.');
    assert.deepEqual(got?.metadata, { speaker: 'user' }, 'metadata holds only what the caller put there');
    const [plain] = await store.getMemories(alice, [old.id]);
    assert.deepEqual([plain?.supersedes, plain?.profileKey, plain?.corroborations, plain?.review, plain?.context], [null, null, 0, null, null]);

    await store.write(alice, [
      { type: 'patchMemory', id: record.id, patch: { corroborations: 3, review: null, profileKey: null, context: null, searchTerms: 'user infra team' } },
    ]);
    const [patched] = await store.getMemories(alice, [record.id]);
    assert.deepEqual([patched?.corroborations, patched?.review, patched?.profileKey, patched?.context], [3, null, null, null]);
    assert.equal(patched?.supersedes, old.id, 'untouched fields stay');
    assert.equal((await store.searchKeyword(alice, { terms: ['bob'], filter: current(), limit: 5 })).length, 0, 'the context left the keyword index with it');
  });

  check('list orders, pages and filters by validity, kind and session', async ({ store }) => {
    const base = Date.parse('2026-03-01T00:00:00Z');
    const records: MemoryRecord[] = [];
    for (let i = 0; i < 5; i++) {
      const at = new Date(base + i * 60_000);
      records.push(
        makeRecord(
          { ...alice, sessionId: i % 2 ? 's1' : 's2' },
          { content: `memory ${i}`, kind: i === 4 ? 'episode' : 'fact', createdAt: at, updatedAt: at, validFrom: at },
        ),
      );
    }
    await store.write(
      alice,
      records.map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    await store.write(alice, [{ type: 'patchMemory', id: records[0]!.id, patch: { invalidatedAt: new Date(base + 10 * 60_000), invalidationReason: 'test' } }]);
    const newest = await store.listMemories(alice, { filter: all, limit: 2 });
    assert.deepEqual(
      newest.map((r) => r.content),
      ['memory 4', 'memory 3'],
    );
    const page2 = await store.listMemories(alice, { filter: all, limit: 2, offset: 2, order: 'oldest' });
    assert.deepEqual(
      page2.map((r) => r.content),
      ['memory 2', 'memory 3'],
    );
    const valid = await store.listMemories(alice, { filter: current() });
    assert.equal(valid.length, 4, 'the invalidated memory is not current');
    const before = await store.listMemories(alice, { filter: { validity: { mode: 'asOf', at: new Date(base + 2 * 60_000) } } });
    assert.deepEqual(before.map((r) => r.content).sort(), ['memory 0', 'memory 1', 'memory 2'], 'as of a date: valid then, invalidated later');
    assert.deepEqual(
      (await store.listMemories(alice, { filter: { ...current(), kinds: ['episode'] } })).map((r) => r.content),
      ['memory 4'],
    );
    assert.equal((await store.listMemories(alice, { filter: { ...all, sessionId: 's1' } })).length, 2);
    const expired = makeRecord(alice, { content: 'expired one', expiresAt: new Date(Date.now() - 1000) });
    await store.write(alice, [{ type: 'insertMemory', memory: newMemory(expired) }]);
    assert.equal(
      (await store.listMemories(alice, { filter: current() })).some((r) => r.id === expired.id),
      false,
      'expired is not current',
    );
  });

  check('the flagged filter keeps only records flagged for review, in lists, counts and both recall legs', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    const vector = { embedding: unitVector(8, 3), embeddingModel: SPACE.modelId };
    const plain = makeRecord(alice, { content: 'Alice sails on weekends.', ...vector });
    const flagged = makeRecord(alice, { content: 'Alice sails most weekends.', review: { similarTo: plain.id, similarity: 0.9 }, ...vector });
    const gone = makeRecord(alice, { content: 'Alice sailed once.', review: { similarTo: plain.id, similarity: 0.88 }, ...vector });
    const bobs = makeRecord(bob, { content: 'Bob sails too.', review: { similarTo: plain.id, similarity: 0.8 }, ...vector });
    await store.write(
      alice,
      [plain, flagged, gone].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    await store.write(bob, [{ type: 'insertMemory', memory: newMemory(bobs) }]);
    // Read once so a cached index exists: resolving a flag must reach it.
    assert.equal((await store.searchKeyword(alice, { terms: ['sail'], filter: { ...current(), flagged: true }, limit: 5 })).length, 2);
    await store.write(alice, [{ type: 'patchMemory', id: gone.id, patch: { invalidatedAt: new Date(Date.now() - 1000), invalidationReason: 'test' } }]);
    const ids = async (filter: RecordFilter) => (await store.listMemories(alice, { filter })).map((r) => r.id).sort();
    assert.deepEqual(await ids({ ...current(), flagged: true }), [flagged.id]);
    assert.deepEqual(await ids({ ...all, flagged: true }), [flagged.id, gone.id].sort());
    assert.deepEqual(await ids({ ...current(), flagged: false }), [plain.id]);
    assert.equal(await store.countMemories(alice, { ...current(), flagged: true }), 1);
    assert.equal(await store.countMemories(alice, { ...all, flagged: true }), 2);
    assert.equal(await store.countMemories(bob, { ...current(), flagged: true }), 1, "another user's flags are their own");

    await store.write(alice, [{ type: 'patchMemory', id: flagged.id, patch: { review: null } }]);
    assert.equal(await store.countMemories(alice, { ...current(), flagged: true }), 0, 'a resolved flag leaves the filter');
    assert.deepEqual(await ids({ ...current(), flagged: false }), [flagged.id, plain.id].sort());
    await store.write(alice, [{ type: 'patchMemory', id: plain.id, patch: { review: { similarTo: flagged.id, similarity: 0.9 } } }]);
    const legs = { filter: { ...current(), flagged: true }, limit: 5 };
    assert.deepEqual(
      (await store.searchKeyword(alice, { terms: ['sail'], ...legs })).map((h) => h.id),
      [plain.id],
    );
    assert.deepEqual(
      (await store.searchVector(alice, { vector: unitVector(8, 3), ...legs })).map((h) => h.id),
      [plain.id],
    );
  });

  check('scope isolation: another user or tenant can never read or touch a row', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    const secret = makeRecord(alice, {
      content: 'Alice staging runbook rollback',
      embedding: unitVector(8, 0),
      embeddingModel: SPACE.modelId,
      triple: { subject: 'alice', predicate: 'owns', object: 'runbook' },
    });
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(secret) },
      { type: 'appendHistory', entry: makeHistory(alice, secret.id) },
      { type: 'setProfile', entry: { key: 'name', value: 'Alice', source: 'user_explicit', updatedAt: new Date() } },
    ]);
    for (const other of [bob, aliceElsewhere]) {
      assert.deepEqual(await store.getMemories(other, [secret.id]), []);
      assert.deepEqual(await store.listMemories(other, { filter: all }), []);
      assert.equal(await store.countMemories(other, all), 0);
      assert.deepEqual(await store.searchKeyword(other, { terms: ['runbook', 'rollback'], filter: all, limit: 10 }), []);
      assert.deepEqual(await store.searchVector(other, { vector: unitVector(8, 0), filter: all, limit: 10 }), []);
      assert.deepEqual(await store.queryFacts(other, { filter: all, subject: 'alice' }), []);
      assert.deepEqual(await store.getHistory(other, { kind: 'memory', id: secret.id }), []);
      assert.deepEqual(await store.getSources(other, secret.id), []);
      assert.deepEqual(await store.getProfile(other), []);
      await assert.rejects(
        store.write(other, [{ type: 'patchMemory', id: secret.id, patch: { content: 'hijacked', searchTerms: 'hijack' } }]),
        isCode('NOT_FOUND'),
      );
      await assert.rejects(store.write(other, [{ type: 'addSources', memoryId: secret.id, sources: [{ type: 'tool', id: 'x' }] }]), isCode('NOT_FOUND'));
      await store.touch(other, [secret.id], new Date());
      await store.eraseUser(other);
    }
    await assert.rejects(
      store.write(bob, [{ type: 'insertMemory', memory: newMemory(makeRecord(alice)) }]),
      isCode('POLICY_DENIED'),
      'a batch cannot write into another scope',
    );
    await assert.rejects(store.write(bob, [{ type: 'appendHistory', entry: makeHistory(alice, secret.id) }]), isCode('POLICY_DENIED'));
    const [still] = await store.getMemories(alice, [secret.id]);
    assert.equal(still?.content, 'Alice staging runbook rollback');
    assert.equal(still?.accessCount, 0, 'a touch from another scope changed nothing');
    assert.equal((await store.getProfile(alice)).length, 1);
    assert.equal((await store.getHistory(alice, { kind: 'memory', id: secret.id })).length, 1);
  });

  check('facts are queryable by subject, predicate and object, case-insensitively', async ({ store }) => {
    const works = makeRecord(alice, { content: 'Alice works with Bob.', triple: { subject: 'Alice', predicate: 'works_with', object: 'Bob' } });
    const works2 = makeRecord(alice, { content: 'Alice works with Carol.', triple: { subject: 'Alice', predicate: 'works_with', object: 'Carol' } });
    const likes = makeRecord(alice, { content: 'Alice likes tea.', triple: { subject: 'Alice', predicate: 'likes', object: 'tea' } });
    const plain = makeRecord(alice, { content: 'No triple here.' });
    await store.write(
      alice,
      [works, works2, likes, plain].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    assert.equal((await store.queryFacts(alice, { filter: current(), subject: 'alice' })).length, 3);
    const coworkers = await store.queryFacts(alice, { filter: current(), predicate: 'WORKS_WITH' });
    assert.deepEqual(coworkers.map((r) => r.triple?.object).sort(), ['Bob', 'Carol']);
    assert.deepEqual(
      (await store.queryFacts(alice, { filter: current(), object: 'tea' })).map((r) => r.id),
      [likes.id],
    );
  });

  check('the facts of several predicates come in one read, each as queryFacts gives it', async ({ store }) => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1 + i));
    const recs = [
      makeRecord(alice, { content: 'Alice likes tea.', createdAt: at(1), triple: { subject: 'Alice', predicate: 'likes', object: 'tea' } }),
      makeRecord(alice, { content: 'Alice likes chess.', createdAt: at(3), triple: { subject: 'alice', predicate: 'Likes', object: 'chess' } }),
      makeRecord(alice, { content: 'Alice likes rain.', createdAt: at(2), triple: { subject: 'ALICE', predicate: 'LIKES', object: 'rain' } }),
      makeRecord(alice, { content: 'Bob likes jazz.', createdAt: at(4), triple: { subject: 'Bob', predicate: 'likes', object: 'jazz' } }),
      makeRecord(alice, { content: 'Alice lives in Oslo.', createdAt: at(5), triple: { subject: 'Alice', predicate: 'lives_in', object: 'Oslo' } }),
    ];
    await store.write(
      alice,
      recs.map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    const predicates = ['lives_in', 'none', 'likes', 'LIKES'];
    for (const subject of [undefined, 'alice', ['Alice', 'bob']])
      for (const limit of [undefined, 1, 2]) {
        const got = await store.queryFactsByPredicate(alice, { filter: current(), subject, predicates, limit });
        assert.equal(got.length, predicates.length);
        for (const [i, predicate] of predicates.entries())
          assert.deepEqual(
            got[i]?.map((r) => r.id),
            (await store.queryFacts(alice, { filter: current(), subject, predicate, limit })).map((r) => r.id),
            `${predicate} of ${JSON.stringify(subject)}, limit ${limit}`,
          );
      }
    const [likes] = await store.queryFactsByPredicate(alice, { filter: current(), subject: 'alice', predicates: ['likes'] });
    assert.deepEqual(
      likes?.map((r) => r.triple?.object),
      ['chess', 'rain', 'tea'],
      'newest first',
    );
    assert.deepEqual(await store.queryFactsByPredicate(alice, { filter: current(), predicates: [] }), []);
    assert.deepEqual(await store.queryFactsByPredicate(bob, { filter: current(), predicates: ['likes'] }), [[]], 'another scope reads none');
  });

  check('lineage is many-to-many', async ({ store }) => {
    const a = makeRecord(alice, { source: { type: 'user_implicit', id: 'session-1' } });
    const b = makeRecord(alice, { source: { type: 'user_implicit', id: 'session-1' } });
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(a) },
      { type: 'insertMemory', memory: newMemory(b) },
      { type: 'addSources', memoryId: a.id, sources: [{ type: 'tool', id: 'calendar' }] },
    ]);
    assert.deepEqual(await store.getSources(alice, a.id), [
      { type: 'user_implicit', id: 'session-1' },
      { type: 'tool', id: 'calendar' },
    ]);
    assert.deepEqual((await store.memoriesFromSource(alice, { type: 'user_implicit', id: 'session-1' })).sort(), [a.id, b.id].sort());
    assert.deepEqual(await store.memoriesFromSource(alice, { type: 'tool', id: 'calendar' }), [a.id]);
  });

  check('touch updates last access and count', async ({ store }) => {
    const r = makeRecord(alice);
    await store.write(alice, [{ type: 'insertMemory', memory: newMemory(r) }]);
    const at = new Date('2026-06-01T00:00:00Z');
    await store.touch(alice, [r.id], at);
    await store.touch(alice, [r.id], at);
    const [got] = await store.getMemories(alice, [r.id]);
    assert.equal(got?.accessCount, 2);
    assert.equal(got?.lastAccessedAt?.getTime(), at.getTime());
  });

  check('locateIds tells which ids the scope holds and which another tenant or user holds', async ({ store }) => {
    const mine = makeRecord(alice);
    const bobs = makeRecord(bob);
    const elsewhere = makeRecord(aliceElsewhere);
    const history = makeHistory(bob, bobs.id);
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(mine) },
      { type: 'appendHistory', entry: makeHistory(alice, mine.id, { id: 'h_mine' }) },
    ]);
    await store.write(bob, [
      { type: 'insertMemory', memory: newMemory(bobs) },
      { type: 'appendHistory', entry: history },
    ]);
    await store.write(aliceElsewhere, [{ type: 'insertMemory', memory: newMemory(elsewhere) }]);
    const located = await store.locateIds(alice, 'memory', [mine.id, bobs.id, elsewhere.id, 'm_unknown']);
    assert.deepEqual(located.here, [mine.id]);
    assert.deepEqual([...located.elsewhere].sort(), [bobs.id, elsewhere.id].sort());
    assert.deepEqual(await store.locateIds(alice, 'history', ['h_mine', history.id, 'h_unknown']), { here: ['h_mine'], elsewhere: [history.id] });
    assert.deepEqual(await store.locateIds(alice, 'memory', []), { here: [], elsewhere: [] });
  });
}
