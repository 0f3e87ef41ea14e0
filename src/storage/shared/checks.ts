/**
 * Checks and errors every storage adapter applies the same way, so that a write refused on SQLite
 * is refused on PostgreSQL with the same code and words.
 */
import { MnemoError } from '../../core/errors.js';
import type { EmbeddingSpace } from '../../core/contracts/embedder.js';
import type { Scope } from '../../core/types/scope.js';

/** A row of a write batch must belong to the batch's scope. */
export function assertOwned(scope: Scope, tenantId: string, userId: string): void {
  if (tenantId !== scope.tenantId || userId !== scope.userId) {
    throw new MnemoError('POLICY_DENIED', 'a write may only touch rows of its own scope (tenant and user)');
  }
}

/** A vector must come from the store's embedding space. */
export function checkVector(space: EmbeddingSpace | null, vector: Float32Array | null, modelId: string | null): void {
  if (!vector) return;
  if (!space) throw new MnemoError('EMBEDDER_MISMATCH', 'the store has no embedding space yet: set it before writing vectors');
  if (modelId !== space.modelId || vector.length !== space.dimensions) {
    throw new MnemoError(
      'EMBEDDER_MISMATCH',
      `vector from ${modelId ?? 'an unknown model'} with ${vector.length} dimensions, the store expects ${space.modelId} with ${space.dimensions}: ` +
        'run `mnemo reembed` to migrate the store, or use a new store',
      { details: { got: { modelId, dimensions: vector.length }, expected: space } },
    );
  }
}

/** JSON text, or null for null/undefined. */
export const jsonOrNull = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v));

export const memoryNotFound = (): MnemoError => new MnemoError('NOT_FOUND', 'no memory with that id in this scope');
export const watermarkMoved = (): MnemoError =>
  new MnemoError('CONFLICT', 'the session was extracted by another worker meanwhile (its watermark moved): the batch was not applied');
export const dreamNotOpen = (id: string): MnemoError =>
  new MnemoError('CONFLICT', `dream ${id} is not open (approved meanwhile, or discarded): the batch was not applied`);
export const leaseLost = (): MnemoError => new MnemoError('CONFLICT', 'this worker no longer holds the job (its lease ran out): the batch was not applied');
