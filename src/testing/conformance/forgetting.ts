/** Forgetting: archived records and the filter, source lookups by prefix, hard deletion, history scrubbing and the other revocation ops. */
import assert from 'node:assert/strict';
import { makeHistory, makeRecord, newMemory, unitVector } from '../fixtures.js';
import { alice, all, bob, type Check, current, isCode, newJob, SPACE, userSaid } from './kit.js';

/** Registers the checks of this domain. */
export function forgettingChecks(check: Check): void {
  check('archived records leave current reads and both recall legs, and are listable on their own', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    const vector = { embedding: unitVector(8, 1), embeddingModel: SPACE.modelId };
    const kept = makeRecord(alice, { content: 'Alice likes kayaking.', ...vector });
    const archived = makeRecord(alice, { content: 'Alice maybe likes kayaking.', ...vector });
    await store.write(
      alice,
      [kept, archived].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    // Read once so a cached index exists, then archive: the cache must follow.
    assert.equal((await store.searchKeyword(alice, { terms: ['kayak'], filter: current(), limit: 5 })).length, 2);
    const at = new Date('2026-03-01T00:00:00.000Z');
    await store.write(alice, [{ type: 'patchMemory', id: archived.id, patch: { archivedAt: at } }]);
    const [got] = await store.getMemories(alice, [archived.id]);
    assert.equal(got?.archivedAt?.getTime(), at.getTime());
    assert.deepEqual(
      (await store.listMemories(alice, { filter: current() })).map((r) => r.id),
      [kept.id],
    );
    assert.deepEqual(
      (await store.searchKeyword(alice, { terms: ['kayak'], filter: current(), limit: 5 })).map((h) => h.id),
      [kept.id],
    );
    assert.deepEqual(
      (await store.searchVector(alice, { vector: unitVector(8, 1), filter: current(), limit: 5 })).map((h) => h.id),
      [kept.id],
    );
    assert.deepEqual(
      (await store.listMemories(alice, { filter: { ...current(), archived: 'only' } })).map((r) => r.id),
      [archived.id],
    );
    assert.equal(await store.countMemories(alice, all), 2, '`all` includes archived records');
    assert.equal(await store.countMemories(alice, { ...all, archived: 'exclude' }), 1);
  });

  check('memoriesFromSource matches an id prefix of any type', async ({ store }) => {
    const a = makeRecord(alice, { source: { type: 'user_implicit', id: 'session:s1#1' } });
    const b = makeRecord(alice, { source: { type: 'tool', id: 'session:s1#4' } });
    const c = makeRecord(alice, { source: { type: 'user_implicit', id: 'session:s10#1' } });
    const d = makeRecord(bob, { source: { type: 'user_implicit', id: 'session:s1#1' } });
    await store.write(
      alice,
      [a, b, c].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
    );
    await store.write(bob, [{ type: 'insertMemory', memory: newMemory(d) }]);
    assert.deepEqual((await store.memoriesFromSource(alice, { id: 'session:s1#', prefix: true })).sort(), [a.id, b.id].sort());
    assert.deepEqual(await store.memoriesFromSource(alice, { type: 'tool', id: 'session:s1#', prefix: true }), [b.id]);
    assert.deepEqual(await store.memoriesFromSource(alice, { id: 'session:s1#', prefix: false }), []);
  });

  check('deleteMemory removes the record, its lineage and its history; scrubHistory only the history', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    const gone = makeRecord(alice, {
      content: 'Alice earns a secret amount.',
      source: { type: 'bootstrap', id: 'hr' },
      embedding: unitVector(8, 2),
      embeddingModel: SPACE.modelId,
    });
    const stays = makeRecord(alice, { content: 'Alice earns praise.' });
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(gone) },
      { type: 'insertMemory', memory: newMemory(stays) },
      { type: 'appendHistory', entry: makeHistory(alice, gone.id, { newValue: { content: gone.content } }) },
      { type: 'appendHistory', entry: makeHistory(alice, stays.id, { newValue: { content: stays.content } }) },
    ]);
    assert.equal((await store.searchKeyword(alice, { terms: ['earn'], filter: current(), limit: 5 })).length, 2);
    await assert.rejects(store.write(bob, [{ type: 'deleteMemory', id: gone.id }]), isCode('NOT_FOUND'), 'another user’s id is unknown');
    await store.write(alice, [{ type: 'deleteMemory', id: gone.id }]);
    assert.deepEqual(await store.getMemories(alice, [gone.id]), []);
    assert.deepEqual(await store.getSources(alice, gone.id), []);
    assert.deepEqual(await store.getHistory(alice, { kind: 'memory', id: gone.id }), []);
    assert.deepEqual(await store.memoriesFromSource(alice, { type: 'bootstrap', id: 'hr' }), []);
    assert.deepEqual(
      (await store.searchKeyword(alice, { terms: ['earn'], filter: current(), limit: 5 })).map((h) => h.id),
      [stays.id],
    );
    assert.deepEqual(await store.searchVector(alice, { vector: unitVector(8, 2), filter: current(), limit: 5 }), []);

    await store.write(alice, [{ type: 'scrubHistory', memoryId: stays.id }]);
    assert.deepEqual(await store.getHistory(alice, { kind: 'memory', id: stays.id }), []);
    assert.equal((await store.getMemories(alice, [stays.id])).length, 1);
  });

  check('revocation ops: a patched source, scrubbed profile history, a cleared session, dropped blocks — of one user only', async ({ store }) => {
    const record = makeRecord(alice, { content: 'Alice works at Initech.', source: { type: 'bootstrap', id: 'hr' } });
    await store.write(alice, [{ type: 'insertMemory', memory: newMemory(record) }]);
    await store.write(alice, [{ type: 'patchMemory', id: record.id, patch: { source: { type: 'user_explicit', id: 'session:s1#1' }, confidence: 0.7 } }]);
    const [patched] = await store.getMemories(alice, [record.id]);
    assert.deepEqual(patched?.source, { type: 'user_explicit', id: 'session:s1#1' });
    assert.equal(patched?.confidence, 0.7);

    const at = new Date('2026-03-01T10:00:00.000Z');
    for (const scope of [alice, bob]) {
      await store.write(scope, [
        { type: 'setProfile', entry: { key: 'employer', value: 'Initech', source: 'bootstrap', updatedAt: at } },
        { type: 'appendHistory', entry: makeHistory(scope, 'employer', { targetKind: 'profile', op: 'set', newValue: 'Initech' }) },
      ]);
      await store.openSession(scope, { id: 's1', startedAt: at });
      await store.appendEvents(scope, 's1', [userSaid('I work at Initech.', at)]);
      await store.write(scope, [{ type: 'advanceSession', sessionId: 's1', from: 0, to: 1, summary: 'Works at Initech.' }]);
      await store.putSessionBlock({ ...scope, sessionId: 's1' }, 'block s1: Initech');
      await store.putSessionBlock({ ...scope, sessionId: 's2' }, 'block s2: Initech');
      await store.enqueueJob(newJob(scope, { payload: { sessionId: 's1', upToSeq: 1 } }));
      await store.enqueueJob(newJob(scope, { payload: { sessionId: 's9', upToSeq: 1 } }));
    }
    await store.write(alice, [
      { type: 'unsetProfile', key: 'employer' },
      { type: 'scrubProfileHistory', key: 'employer' },
      { type: 'clearSession', sessionId: 's1', at, reason: 'revoked' },
      { type: 'dropSessionBlocks' },
    ]);
    assert.deepEqual(await store.getHistory(alice, { kind: 'profile', id: 'employer' }), []);
    assert.deepEqual(await store.getEvents(alice, 's1'), []);
    const cleared = await store.getSession(alice, 's1');
    assert.equal(cleared?.summary, '');
    assert.equal(cleared?.endReason, 'revoked');
    assert.equal(await store.getSessionBlock({ ...alice, sessionId: 's1' }), null);
    assert.equal(await store.getSessionBlock({ ...alice, sessionId: 's2' }), null, 'every block of the user is dropped');
    const jobs = await store.listJobs({ scope: alice });
    assert.deepEqual(
      jobs.map((j) => j.payload.sessionId),
      ['s9'],
      "the session's jobs are removed, others stay",
    );
    await assert.rejects(store.write(alice, [{ type: 'clearSession', sessionId: 'nope', at, reason: 'revoked' }]), isCode('NOT_FOUND'));
    // Bob's copy is untouched.
    assert.equal((await store.getHistory(bob, { kind: 'profile', id: 'employer' })).length, 1);
    assert.equal((await store.getEvents(bob, 's1')).length, 1);
    assert.equal((await store.getSession(bob, 's1'))?.summary, 'Works at Initech.');
    assert.equal(await store.getSessionBlock({ ...bob, sessionId: 's2' }), 'block s2: Initech');
    assert.equal((await store.listJobs({ scope: bob })).length, 2);
  });
}
