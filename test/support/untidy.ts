/**
 * An untidy store for the tests of what tidies it (dreams, review): every write door now keys
 * single-valued attributes — even a raw append (`consolidate: false`) supersedes the previous value
 * — so two current values of one attribute exist only in a store written otherwise: by an earlier
 * version, by another program through the storage contract. `rememberUnkeyed` makes one: the memory
 * is remembered raw without its triple (embedded, with its history), then given the triple through
 * the storage contract itself, which keys nothing.
 */
import type { StorageAdapter } from '../../src/core/contracts/storage.js';
import type { MemoryRecord, Triple } from '../../src/core/types/memory.js';
import type { Mnemo } from '../../src/engine/mnemo.js';

type Input = Parameters<Mnemo['remember']>[1] & { triple: Triple };

/** Remembers `input` raw and sets its triple straight in the store: the attribute is not keyed, the profile is not touched. */
export async function rememberUnkeyed(mnemo: Mnemo, store: StorageAdapter, scope: { userId: string }, input: Input): Promise<MemoryRecord> {
  const { triple, ...rest } = input;
  const record = await mnemo.remember(scope, rest, { consolidate: false });
  const at = { tenantId: record.tenantId, userId: record.userId };
  await store.write(at, [{ type: 'patchMemory', id: record.id, patch: { triple, updatedAt: record.updatedAt } }]);
  const [stored] = await store.getMemories(at, [record.id]);
  if (!stored) throw new Error(`memory ${record.id} is not stored`);
  return stored;
}
