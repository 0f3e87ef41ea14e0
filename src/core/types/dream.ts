/**
 * Dreams (M19): an offline pass over a user's store that proposes changes without making them. A
 * dream is a reviewable candidate set; approving applies the chosen candidates through the normal
 * write path with provenance `consolidation` · `dream:<id>`; discarding deletes the dream.
 */
import type { MemoryKind } from './memory.js';

/** One proposed change of a dream. */
export type DreamCandidate =
  /** Two memories say the same thing: keep `keep` (reinforced), invalidate `drop`. */
  | { readonly id: string; readonly type: 'merge'; readonly keep: string; readonly drop: string; readonly similarity: number; readonly reason: string }
  /** Two memories contradict each other: the conflict policy's winner `keep` stays, `drop` is superseded by it. */
  | { readonly id: string; readonly type: 'contradiction'; readonly keep: string; readonly drop: string; readonly reason: string }
  /** A new memory a model inferred from several memories or recent sessions (`evidence`: their ids). */
  | {
      readonly id: string;
      readonly type: 'insight';
      readonly kind: MemoryKind;
      readonly content: string;
      readonly importance: number;
      readonly evidence: readonly string[];
      readonly reason: string;
    };

/** Where a dream stands. A discarded dream is deleted, so it has no status. */
export const DREAM_STATUSES = ['open', 'approved'] as const;
/** One of {@link DREAM_STATUSES}. */
export type DreamStatus = (typeof DREAM_STATUSES)[number];

/** A stored dream. */
export interface DreamRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly status: DreamStatus;
  readonly candidates: readonly DreamCandidate[];
  /** What the dream could not do, e.g. "insights need a model". */
  readonly notes: readonly string[];
  /** When it was approved. */
  readonly resolvedAt: Date | null;
  /** The ids of the candidates approval applied. */
  readonly applied: readonly string[];
}
