/**
 * Explicit memories (M10): validate every input first (so bad input stores nothing), then embed and
 * store them in batches, each batch one transaction with its history.
 */
import { assertWritable, type Caller } from '../../core/caller.js';
import { invalidInput } from '../../core/errors.js';
import { ChangeSet } from './change-set.js';
import type { WriteDeps } from './deps.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { buildRecord, searchableText, type RememberInput } from '../ingest/record.js';

/** Options of a batch of explicit memories. */
export interface RememberManyOptions {
  /** Memories per transaction (default 1000). */
  readonly batchSize?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

/** Validates, guards, embeds and stores explicit memories; returns the stored records. */
export async function rememberAll(
  deps: WriteDeps,
  caller: Caller,
  inputs: readonly RememberInput[],
  options: RememberManyOptions = {},
): Promise<MemoryRecord[]> {
  if (!Array.isArray(inputs)) throw invalidInput('give a list of memories to remember');
  const now = deps.now();
  const built = inputs.map((input: unknown) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalidInput('a memory to remember is an object with at least { content }');
    const given = input as RememberInput;
    const b = buildRecord(caller.scope, given, given.namespace ?? caller.access.defaultNamespace, now, deps.limits);
    assertWritable(caller, b.record.namespace, b.record.source.type);
    return b;
  });
  const space = await deps.embeddings.space();
  const out: MemoryRecord[] = [];
  const size = Math.max(1, options.batchSize ?? 1000);
  for (let i = 0; i < built.length; i += size) {
    const part = built.slice(i, i + size);
    const vectors = await deps.embeddings.embed(part.map((b) => searchableText(b.record)));
    const changes = new ChangeSet(caller.scope, caller.actor, now);
    part.forEach((b, j) => {
      const record: MemoryRecord = { ...b.record, embedding: vectors[j] ?? null, embeddingModel: space.modelId };
      changes.create(record, b.reason ?? null);
      out.push(record);
    });
    await deps.store.write(caller.scope, changes.ops);
    options.onProgress?.(Math.min(i + size, built.length), built.length);
  }
  return out;
}
