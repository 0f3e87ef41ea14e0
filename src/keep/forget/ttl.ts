/**
 * TTL renewal: a memory with a time to live that is used (put into a context) lives on for another
 * TTL from that use. The TTL's length is the time from its last use (or creation) to its expiry.
 */
import type { StorageAdapter, WriteOp } from '../../core/contracts/storage.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import { renewedExpiry } from './strength.js';

/** The patches that move the expiry of the used memories with a TTL; `known` saves reading records already in hand. */
export async function ttlRenewals(store: StorageAdapter, scope: Scope, used: readonly string[], known: readonly MemoryRecord[], at: Date): Promise<WriteOp[]> {
  if (used.length === 0) return [];
  const byId = new Map(known.map((r) => [r.id, r]));
  const missing = used.filter((id) => !byId.has(id));
  if (missing.length > 0) for (const r of await store.getMemories(scope, missing)) byId.set(r.id, r);
  const ops: WriteOp[] = [];
  for (const id of used) {
    const r = byId.get(id);
    const next = r ? renewedExpiry(r, at) : null;
    if (next) ops.push({ type: 'patchMemory', id, patch: { expiresAt: next } });
  }
  return ops;
}

/**
 * Records that `used` memories were shown: their TTLs renewed (computed from the records as read,
 * before the touch moves their last use), then their last use and access count moved.
 */
export async function recordUse(store: StorageAdapter, scope: Scope, used: readonly string[], known: readonly MemoryRecord[], at: Date): Promise<void> {
  const renewals = await ttlRenewals(store, scope, used, known, at);
  await store.touch(scope, used, at);
  if (renewals.length > 0) await store.write(scope, renewals);
}
