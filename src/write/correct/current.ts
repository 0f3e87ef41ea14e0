/**
 * Only the current version of a memory is corrected. Acting on a superseded or forgotten id would
 * change a dead version silently, so it is refused (SUPERSEDED) with the id to act on instead.
 */
import { assertWritable, canRead, notFound, type Caller } from '../../core/caller.js';
import { MnemoError } from '../../core/errors.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { MemoryRecord } from '../../core/types/memory.js';

/** The memory `id` when the caller may write it; NOT_FOUND when it may not even read it, POLICY_DENIED when it may only read it. */
export async function getWritable(store: StorageAdapter, caller: Caller, id: string): Promise<MemoryRecord> {
  if (typeof id !== 'string' || id.trim() === '' || id.length > 256) throw new MnemoError('INVALID_INPUT', 'give the id of the memory');
  const [record] = await store.getMemories(caller.scope, [id]);
  if (!record || !canRead(caller, record.namespace)) throw notFound(id);
  assertWritable(caller, record.namespace);
  return record;
}

/** The memory `id` when it is current and the caller may write it; SUPERSEDED when it was replaced or forgotten. */
export async function getCurrentWritable(store: StorageAdapter, caller: Caller, id: string): Promise<MemoryRecord> {
  const record = await getWritable(store, caller, id);
  if (record.invalidatedAt) throw await notCurrent(store, caller, record);
  return record;
}

/** The SUPERSEDED error for a record that is no longer valid, naming the end of its chain of replacements. */
export async function notCurrent(store: StorageAdapter, caller: Caller, record: MemoryRecord): Promise<MnemoError> {
  let end = record;
  const seen = new Set([record.id]);
  while (end.supersededBy && !seen.has(end.supersededBy)) {
    seen.add(end.supersededBy);
    const [next] = await store.getMemories(caller.scope, [end.supersededBy]);
    if (!next) break;
    end = next;
  }
  if (end.invalidatedAt === null) {
    return new MnemoError('SUPERSEDED', `memory ${record.id} was superseded by ${end.id}: act on ${end.id}, the current version`, {
      details: { id: record.id, currentId: end.id, forgotten: false },
    });
  }
  const how = end === record ? 'was forgotten' : `was replaced by ${end.id}, which was since forgotten`;
  return new MnemoError('SUPERSEDED', `memory ${record.id} ${how}: there is no current version to change`, {
    details: { id: record.id, currentId: null, forgotten: true, lastId: end.id },
  });
}
