/** Two independent instances writing one scope at once: nothing lost, nothing torn, nothing crosses users. */
import assert from 'node:assert/strict';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import { makeHistory, makeRecord, newMemory } from '../fixtures.js';
import { alice, all, bob, type Check, type ConformanceOptions } from './kit.js';

/** Registers the checks of this domain. */
export function raceChecks(check: Check, options: ConformanceOptions): void {
  check('race: two instances writing at once lose nothing and tear nothing', async ({ store, openSecond }) => {
    const other = await openSecond();
    try {
      const rounds = options.raceRounds ?? 5;
      for (let round = 0; round < rounds; round++) {
        const target = makeRecord(alice, { content: `target ${round}` });
        await store.write(alice, [{ type: 'insertMemory', memory: newMemory(target) }]);
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const writer = (s: StorageAdapter, who: string) =>
          gate.then(() =>
            Promise.all([
              ...Array.from({ length: 10 }, (_, i) =>
                s.write(alice, [{ type: 'insertMemory', memory: newMemory(makeRecord(alice, { content: `${who} ${round} ${i}` })) }]),
              ),
              s.write(alice, [
                { type: 'patchMemory', id: target.id, patch: { content: `${who} wins`, confidence: who === 'one' ? 0.1 : 0.9, searchTerms: who } },
                { type: 'appendHistory', entry: makeHistory(alice, target.id, { op: 'update', newValue: { content: `${who} wins` } }) },
              ]),
              s.write(alice, [{ type: 'setProfile', entry: { key: 'last', value: who, source: 'user_explicit', updatedAt: new Date() } }]),
            ]),
          );
        const both = Promise.all([writer(store, 'one'), writer(other, 'two')]);
        release();
        await both;
        const [t] = await store.getMemories(alice, [target.id]);
        assert.ok(t);
        const winner = t.content === 'one wins' ? 'one' : 'two';
        assert.equal(t.content, `${winner} wins`);
        assert.equal(t.confidence, winner === 'one' ? 0.1 : 0.9, 'no torn write: one writer wins every field');
        assert.equal((await store.getHistory(alice, { kind: 'memory', id: target.id })).length, 2, 'both history entries kept');
        const rows = await store.listMemories(alice, { filter: all });
        for (const who of ['one', 'two']) {
          for (let i = 0; i < 10; i++)
            assert.ok(
              rows.some((r) => r.content === `${who} ${round} ${i}`),
              `lost ${who} ${round} ${i}`,
            );
        }
        const profile = await other.getProfile(alice);
        assert.ok(['one', 'two'].includes(profile.find((p) => p.key === 'last')?.value as string));
        assert.equal(await store.countMemories(bob, all), 0, 'nothing crossed to another user');
      }
    } finally {
      await other.close();
    }
  });
}
