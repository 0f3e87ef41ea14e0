/** History (append-only) and the profile. */
import assert from 'node:assert/strict';
import { makeHistory, makeRecord, newMemory } from '../fixtures.js';
import { alice, bob, type Check } from './kit.js';

/** Registers the checks of this domain. */
export function historyChecks(check: Check): void {
  check('history is append-only and ordered, values round-trip as JSON', async ({ store }) => {
    const r = makeRecord(alice);
    const t0 = Date.parse('2026-05-01T00:00:00Z');
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(r) },
      { type: 'appendHistory', entry: makeHistory(alice, r.id, { op: 'create', newValue: { content: 'v1' }, at: new Date(t0) }) },
    ]);
    await store.write(alice, [
      {
        type: 'appendHistory',
        entry: makeHistory(alice, r.id, {
          op: 'update',
          oldValue: { content: 'v1' },
          newValue: { content: 'v2', n: [1, 2] },
          reason: 'user corrected it',
          actor: { type: 'agent', id: 'helper' },
          at: new Date(t0 + 1),
        }),
      },
    ]);
    const h = await store.getHistory(alice, { kind: 'memory', id: r.id });
    assert.deepEqual(
      h.map((e) => e.op),
      ['create', 'update'],
    );
    assert.deepEqual(h[1]?.newValue, { content: 'v2', n: [1, 2] });
    assert.equal(h[1]?.reason, 'user corrected it');
    assert.deepEqual(h[1]?.actor, { type: 'agent', id: 'helper' });
    assert.equal(h[1]?.at.getTime(), t0 + 1);
  });

  check('history ifAbsent: a re-run leaves stored entries as they are and adds the missing', async ({ store }) => {
    const r = makeRecord(alice);
    const one = makeHistory(alice, r.id, { op: 'create', newValue: { content: 'v1' }, at: new Date('2026-05-01T00:00:00Z') });
    const two = makeHistory(alice, r.id, { op: 'update', newValue: { content: 'v2' }, at: new Date('2026-05-02T00:00:00Z') });
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(r) },
      { type: 'appendHistory', entry: one },
    ]);
    await assert.rejects(store.write(alice, [{ type: 'appendHistory', entry: one }]), 'without ifAbsent a stored id is refused');
    await store.write(alice, [
      { type: 'appendHistory', entry: { ...one, reason: 'changed' }, ifAbsent: true },
      { type: 'appendHistory', entry: two, ifAbsent: true },
    ]);
    const h = await store.getHistory(alice, { kind: 'memory', id: r.id });
    assert.deepEqual(
      h.map((e) => [e.id, e.reason]),
      [
        [one.id, one.reason],
        [two.id, two.reason],
      ],
    );
  });

  check('profile set, overwrite and unset', async ({ store }) => {
    const e = (key: string, value: unknown) => ({
      type: 'setProfile' as const,
      entry: { key, value, source: 'user_explicit' as const, updatedAt: new Date() },
    });
    await store.write(alice, [e('name', 'Alice'), e('team', 'platform'), e('focus', ['deploys', 'on-call'])]);
    await store.write(alice, [e('team', 'infra'), { type: 'unsetProfile', key: 'focus' }]);
    const p = await store.getProfile(alice);
    assert.deepEqual(
      p.map((x) => [x.key, x.value]),
      [
        ['name', 'Alice'],
        ['team', 'infra'],
      ],
    );
    await store.write(alice, [
      { type: 'appendHistory', entry: makeHistory(alice, 'focus', { targetKind: 'profile', op: 'unset' }) },
      { type: 'appendHistory', entry: makeHistory(alice, 'team', { targetKind: 'profile', op: 'set' }) },
    ]);
    assert.deepEqual(await store.historyTargets(alice, 'profile'), ['focus', 'team'], 'unset keys are still enumerable through history');
    assert.deepEqual(await store.historyTargets(bob, 'profile'), []);
    assert.deepEqual(await store.historyTargets(alice, 'memory'), []);
  });

  check('a profile field keeps its source id; a later set without one clears it', async ({ store }) => {
    const at = new Date();
    await store.write(alice, [
      { type: 'setProfile', entry: { key: 'team', value: 'infra', source: 'user_explicit', sourceId: 'service-key:k1', updatedAt: at } },
    ]);
    assert.equal((await store.getProfile(alice)).find((p) => p.key === 'team')?.sourceId, 'service-key:k1');
    await store.write(alice, [{ type: 'setProfile', entry: { key: 'team', value: 'data', source: 'user_explicit', updatedAt: at } }]);
    const team = (await store.getProfile(alice)).find((p) => p.key === 'team');
    assert.equal(team?.value, 'data');
    assert.equal(team?.sourceId ?? null, null);
  });
}
