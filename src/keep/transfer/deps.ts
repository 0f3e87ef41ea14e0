/**
 * What export, import and re-embedding need from the engine. The admin API builds it from the
 * facade's parts, so these run with the engine's guards, limits and embedding space.
 */
import type { GuardLimits } from '../../write/guard/index.js';
import type { Embedder, EmbeddingSpace } from '../../core/contracts/embedder.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';

/** The engine parts a transfer uses. */
export interface TransferDeps {
  readonly store: StorageAdapter;
  readonly embedder: Embedder;
  readonly limits: GuardLimits;
  readonly now: () => Date;
  readonly embed: (texts: readonly string[]) => Promise<Float32Array[]>;
  /** The embedder's space, recorded in the store on first use; a different one is refused. */
  readonly ensureSpace: () => Promise<EmbeddingSpace>;
}

/** Rows read or written per page. */
export const PAGE = 1000;
