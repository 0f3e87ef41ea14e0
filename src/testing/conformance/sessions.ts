/** Sessions: numbered append-only events, the watermark compare-and-set, frozen session blocks. */
import assert from 'node:assert/strict';
import { makeRecord, newMemory } from '../fixtures.js';
import { alice, bob, type Check, isCode, newJob, SPACE, userSaid } from './kit.js';

/** Registers the checks of this domain. */
export function sessionChecks(check: Check): void {
  check('session blocks are frozen once written', async ({ store }) => {
    const s = { ...alice, sessionId: 'sess-1' };
    assert.equal(await store.getSessionBlock(s), null);
    await store.putSessionBlock(s, 'first');
    await store.putSessionBlock(s, 'second');
    assert.equal(await store.getSessionBlock(s), 'first');
    assert.equal(await store.getSessionBlock({ ...bob, sessionId: 'sess-1' }), null);
  });

  check('a user with only a session counts in stats() and listScopes alike', async ({ store }) => {
    await store.openSession(bob, { id: 's-only', startedAt: new Date('2026-03-01T10:00:00Z') });
    const scopes = await store.listScopes();
    assert.ok(scopes.some((x) => x.userId === bob.userId));
    assert.equal((await store.stats()).users, scopes.length);
  });

  check('sessions: open is idempotent, events are numbered and isolated per user', async ({ store }) => {
    const t0 = new Date('2026-03-01T10:00:00Z');
    const first = await store.openSession(alice, { id: 's1', startedAt: t0 });
    assert.equal(first.eventCount, 0);
    assert.equal(first.watermark, 0);
    assert.equal(first.endedAt, null);
    const again = await store.openSession(alice, { id: 's1', startedAt: new Date('2030-01-01T00:00:00Z') });
    assert.equal(again.startedAt.getTime(), t0.getTime(), 'opening again returns the existing session');
    const appended = await store.appendEvents(alice, 's1', [
      userSaid('hello', new Date('2026-03-01T10:00:01Z')),
      { role: 'assistant', content: 'hi', name: null, at: new Date('2026-03-01T10:00:02Z'), metadata: { model: 'm' } },
    ]);
    assert.deepEqual(
      appended.map((e) => e.seq),
      [1, 2],
    );
    await store.appendEvents(alice, 's1', [
      { role: 'tool_call', content: '{"q":1}', name: 'search_memory', at: new Date('2026-03-01T10:00:03Z'), metadata: {} },
    ]);
    const events = await store.getEvents(alice, 's1');
    assert.deepEqual(
      events.map((e) => [e.seq, e.role, e.content]),
      [
        [1, 'user', 'hello'],
        [2, 'assistant', 'hi'],
        [3, 'tool_call', '{"q":1}'],
      ],
    );
    assert.equal(events[2]?.name, 'search_memory');
    assert.deepEqual(events[1]?.metadata, { model: 'm' });
    assert.deepEqual(
      events.map((e) => e.memoryEdit),
      [false, false, false],
      'memoryEdit defaults to false',
    );
    const [edit] = await store.appendEvents(alice, 's1', [{ ...userSaid('forget that I like tea', new Date('2026-03-01T10:00:03Z')), memoryEdit: true }]);
    assert.equal(edit?.memoryEdit, true);
    const [stored] = await store.getEvents(alice, 's1', { afterSeq: 3 });
    assert.equal(stored?.memoryEdit, true, 'memoryEdit is stored as a field');
    assert.deepEqual(stored?.metadata, {}, 'and not in the metadata');
    assert.deepEqual(
      (await store.getEvents(alice, 's1', { afterSeq: 1, upToSeq: 2 })).map((e) => e.seq),
      [2],
    );
    const s = await store.getSession(alice, 's1');
    assert.equal(s?.eventCount, 4);
    assert.equal(s?.lastEventAt.getTime(), new Date('2026-03-01T10:00:03Z').getTime());
    assert.equal(await store.getSession(bob, 's1'), null, 'another user cannot see the session');
    assert.deepEqual(await store.getEvents(bob, 's1'), []);
    await assert.rejects(store.appendEvents(bob, 's1', [userSaid('intrude')]), isCode('NOT_FOUND'));
    await store.openSession(alice, { id: 's2', startedAt: new Date('2026-03-02T10:00:00Z') });
    assert.deepEqual(
      (await store.listSessions(alice)).map((x) => x.id),
      ['s2', 's1'],
      'most recently active first',
    );
    assert.deepEqual(await store.listSessions(bob), []);
    await store.endSession(alice, 's1', { at: new Date('2026-03-01T11:00:00Z'), reason: 'idle' });
    await store.endSession(alice, 's1', { at: new Date('2026-03-05T11:00:00Z'), reason: 'explicit' });
    const ended = await store.getSession(alice, 's1');
    assert.equal(ended?.endReason, 'idle', 'ending twice keeps the first end');
    assert.equal(ended?.endedAt?.getTime(), new Date('2026-03-01T11:00:00Z').getTime());
  });

  check('sessions: events and their job commit together; the backlog is counted, not scanned', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    await store.openSession(alice, { id: 's1', startedAt: new Date() });
    const tallies: { lastSeq: number; pendingUserTurns: number }[] = [];
    const first = await store.appendEventsWithJob(alice, 's1', [userSaid('a'), { ...userSaid('forget b'), memoryEdit: true }, userSaid('c')], (t) => {
      tallies.push(t);
      return newJob(alice, { key: 'extract:s1:3' });
    });
    assert.deepEqual(
      first.events.map((e) => e.seq),
      [1, 2, 3],
    );
    assert.equal(first.created, true);
    assert.equal((await store.getJob(first.job?.id ?? ''))?.key, 'extract:s1:3', 'the job is stored');
    const again = await store.appendEventsWithJob(alice, 's1', [{ role: 'assistant', content: 'ok', name: null, at: new Date(), metadata: {} }], (t) => {
      tallies.push(t);
      return newJob(alice, { key: 'extract:s1:3' });
    });
    assert.equal(again.created, false, 'a key that exists is not stored twice');
    assert.equal(again.job?.id, first.job?.id);
    assert.deepEqual(
      tallies,
      [
        { lastSeq: 3, pendingUserTurns: 2 },
        { lastSeq: 4, pendingUserTurns: 2 },
      ],
      'memory edits and other roles are not turns',
    );
    await store.write(alice, [{ type: 'advanceSession', sessionId: 's1', from: 0, to: 3 }]);
    await store.appendEventsWithJob(alice, 's1', [userSaid('d')], (t) => (tallies.push(t), null));
    assert.deepEqual(tallies[2], { lastSeq: 5, pendingUserTurns: 1 }, 'the watermark moves the extracted count');
    assert.equal((await store.getSession(alice, 's1'))?.eventCount, 5);

    // A job that cannot be stored takes the events with it: one transaction.
    await assert.rejects(
      store.appendEventsWithJob(alice, 's1', [userSaid('lost together')], () => {
        throw new Error('decide failed');
      }),
    );
    assert.equal((await store.getSession(alice, 's1'))?.eventCount, 5, 'no event of the failed append is stored');
    assert.deepEqual((await store.getEvents(alice, 's1', { afterSeq: 5 })).length, 0);
    await assert.rejects(
      store.appendEventsWithJob(bob, 's1', [userSaid('intrude')], () => null),
      isCode('NOT_FOUND'),
    );
  });

  check('sessions: the watermark moves by compare-and-set inside a batch', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    await store.openSession(alice, { id: 's1', startedAt: new Date() });
    await store.appendEvents(alice, 's1', [userSaid('a'), userSaid('b')]);
    const m = makeRecord(alice, { content: 'extracted once' });
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(m) },
      { type: 'advanceSession', sessionId: 's1', from: 0, to: 2, summary: 'talked' },
    ]);
    const s = await store.getSession(alice, 's1');
    assert.equal(s?.watermark, 2);
    assert.equal(s?.summary, 'talked');
    const dup = makeRecord(alice, { content: 'extracted twice' });
    await assert.rejects(
      store.write(alice, [
        { type: 'insertMemory', memory: newMemory(dup) },
        { type: 'advanceSession', sessionId: 's1', from: 0, to: 2 },
      ]),
      isCode('CONFLICT'),
    );
    assert.deepEqual(await store.getMemories(alice, [dup.id]), [], 'a stale watermark rolls back the whole batch');
    await assert.rejects(store.write(bob, [{ type: 'advanceSession', sessionId: 's1', from: 2, to: 3 }]), isCode('CONFLICT'));
    assert.equal((await store.getSession(alice, 's1'))?.watermark, 2);
  });
}
