/**
 * The history of a memory across its versions: every change to it and to the memories it
 * superseded or was superseded by, oldest first.
 */
import type { Caller } from '../../core/caller.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { HistoryEntry } from '../../core/types/history.js';
import type { MemoryRecord } from '../../core/types/memory.js';

/** History of `start` and every version linked to it, both ways. */
export async function historyOfChain(store: StorageAdapter, caller: Caller, start: MemoryRecord): Promise<HistoryEntry[]> {
  const chain = new Set<string>([start.id]);
  const queue = [start];
  for (let r = queue.pop(); r !== undefined; r = queue.pop()) {
    const linked = [r.supersededBy, r.supersedes].filter((x): x is string => x !== null && !chain.has(x));
    for (const next of await store.getMemories(caller.scope, linked)) {
      chain.add(next.id);
      queue.push(next);
    }
  }
  const entries = (await Promise.all([...chain].map((id) => store.getHistory(caller.scope, { kind: 'memory', id })))).flat();
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
