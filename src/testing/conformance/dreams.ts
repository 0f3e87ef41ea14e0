/** Dreams (M19): scoped candidate sets, approved once, deleted on discard and on erasure. */
import assert from 'node:assert/strict';
import type { DreamRecord } from '../../core/types/dream.js';
import type { Scope } from '../../core/types/scope.js';
import { makeRecord, newMemory } from '../fixtures.js';
import { alice, aliceElsewhere, bob, type Check, isCode } from './kit.js';

const dream = (scope: Scope, id: string, at: Date): DreamRecord => ({
  id,
  tenantId: scope.tenantId,
  userId: scope.userId,
  createdAt: at,
  status: 'open',
  candidates: [{ id: 'c1', type: 'merge', keep: 'm1', drop: 'm2', similarity: 0.97, reason: 'near-duplicate' }],
  notes: ['insights need a model'],
  resolvedAt: null,
  applied: [],
});

/** Registers the checks of this domain. */
export function dreamChecks(check: Check): void {
  check('dreams: round trip, scope isolation, approve once, delete, erase', async ({ store }) => {
    const t = new Date('2026-03-01T10:00:00Z');
    await store.putDream(alice, dream(alice, 'd1', t));
    await store.putDream(alice, dream(alice, 'd2', new Date(t.getTime() + 1000)));
    await store.putDream(aliceElsewhere, dream(aliceElsewhere, 'd3', t));
    assert.deepEqual(
      (await store.listDreams(alice)).map((d) => d.id),
      ['d2', 'd1'],
    );
    assert.deepEqual(await store.getDream(alice, 'd1'), dream(alice, 'd1', t));
    assert.equal(await store.getDream(bob, 'd1'), null);
    assert.equal(await store.getDream(aliceElsewhere, 'd1'), null);
    assert.equal(await store.approveDream(bob, 'd1', { at: t, applied: [] }), false);
    assert.equal(await store.deleteDream(bob, 'd1'), false);

    const at = new Date('2026-03-02T10:00:00Z');
    assert.equal(await store.approveDream(alice, 'd1', { at, applied: ['c1'] }), true);
    assert.equal(await store.approveDream(alice, 'd1', { at, applied: ['c1'] }), false);
    const approved = await store.getDream(alice, 'd1');
    assert.equal(approved?.status, 'approved');
    assert.equal(approved?.resolvedAt?.getTime(), at.getTime());
    assert.deepEqual(approved?.applied, ['c1']);

    assert.equal(await store.deleteDream(alice, 'd2'), true);
    assert.equal(await store.getDream(alice, 'd2'), null);
    await store.eraseUser(alice);
    assert.deepEqual(await store.listDreams(alice), []);
    assert.equal((await store.listDreams(aliceElsewhere)).length, 1);
  });

  check('dreams: an approval commits with the changes it applies, once', async ({ store }) => {
    const t = new Date('2026-03-01T10:00:00Z');
    await store.putDream(alice, dream(alice, 'd9', t));
    const first = makeRecord(alice, { content: 'an insight applied with the approval' });
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(first) },
      { type: 'approveDream', dreamId: 'd9', at: t, applied: ['c1'] },
    ]);
    assert.equal((await store.getMemories(alice, [first.id])).length, 1);
    assert.deepEqual((await store.getDream(alice, 'd9'))?.applied, ['c1']);
    const again = makeRecord(alice, { content: 'the same insight, approved twice' });
    await assert.rejects(
      store.write(alice, [
        { type: 'insertMemory', memory: newMemory(again) },
        { type: 'approveDream', dreamId: 'd9', at: t, applied: ['c1'] },
      ]),
      isCode('CONFLICT'),
    );
    assert.deepEqual(await store.getMemories(alice, [again.id]), [], 'a dream approved already rolls the batch back');
    await assert.rejects(
      store.write(bob, [{ type: 'approveDream', dreamId: 'd9', at: t, applied: [] }]),
      isCode('CONFLICT'),
      "another user's dream is not open to them",
    );
  });

  check('approveDream op: a partial approval keeps the dream open; a stale applied list is CONFLICT', async ({ store }) => {
    const t = new Date('2026-04-01T00:00:00.000Z');
    await store.putDream(alice, dream(alice, 'dp', t));
    await store.write(alice, [{ type: 'approveDream', dreamId: 'dp', at: t, applied: ['c1'], previously: [], stillOpen: true }]);
    const open = await store.getDream(alice, 'dp');
    assert.equal(open?.status, 'open');
    assert.deepEqual(open?.applied, ['c1']);
    await assert.rejects(
      store.write(alice, [{ type: 'approveDream', dreamId: 'dp', at: t, applied: ['c2'], previously: [] }]),
      isCode('CONFLICT'),
      'another approval committed meanwhile',
    );
    await store.write(alice, [{ type: 'approveDream', dreamId: 'dp', at: t, applied: ['c1', 'c2'], previously: ['c1'] }]);
    const done = await store.getDream(alice, 'dp');
    assert.equal(done?.status, 'approved');
    assert.deepEqual(done?.applied, ['c1', 'c2']);
    assert.equal(done?.resolvedAt?.getTime(), t.getTime());
  });
}
