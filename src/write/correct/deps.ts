/**
 * What the write modules (corrections, the profile) need from the engine.
 */
import type { AttributeTable } from '../../core/attributes/index.js';
import type { EmbeddingGate } from '../../models/embedding-gate.js';
import type { GuardLimits } from '../guard/index.js';
import { indexTermsOf } from '../../core/text/terms.js';
import { searchableText } from '../ingest/record.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { MemoryRecord } from '../../core/types/memory.js';

/** The store, embeddings in its space, the guard limits and the clock. */
export interface WriteDeps {
  readonly store: StorageAdapter;
  readonly embeddings: Pick<EmbeddingGate, 'embed' | 'space'>;
  readonly limits: GuardLimits;
  readonly now: () => Date;
  /** The attribute model. */
  readonly attributes: AttributeTable;
}

/** The record with the vector of its searchable text, in the store's space. */
export async function withVector(deps: WriteDeps, record: MemoryRecord): Promise<MemoryRecord> {
  const space = await deps.embeddings.space();
  const [vector] = await deps.embeddings.embed([searchableText(record)]);
  return { ...record, embedding: vector ?? null, embeddingModel: space.modelId };
}

/** The normalised search terms of a record, as the store indexes them. */
export function termsOf(record: Pick<MemoryRecord, 'content' | 'notes' | 'context'>): string {
  return indexTermsOf(searchableText(record));
}
