/**
 * The atomic write batch of the storage contract (`storage.ts`): the ops one `write` applies in
 * one transaction, and the memory fields they insert and change.
 */
import type { HistoryEntry } from '../types/history.js';
import type { MemoryRecord, SourceRef } from '../types/memory.js';
import type { ProfileEntry } from '../types/profile.js';

/** The fields of a memory that may change after it is written. */
export type MemoryPatch = Partial<
  Pick<
    MemoryRecord,
    | 'content'
    | 'notes'
    | 'triple'
    | 'importance'
    | 'confidence'
    | 'halfLifeDays'
    | 'expiresAt'
    | 'invalidatedAt'
    | 'invalidationReason'
    | 'supersededBy'
    | 'embedding'
    | 'embeddingModel'
    | 'metadata'
    | 'profileKey'
    | 'corroborations'
    | 'review'
    | 'context'
    | 'archivedAt'
    | 'updatedAt'
    | 'source'
  >
> & {
  /** Normalised search terms for the new content; required whenever `content`, `notes` or `context` change. */
  readonly searchTerms?: string;
};

/** A record to insert, with its normalised search terms (space-separated, from `src/text/`). */
export interface NewMemory {
  readonly record: MemoryRecord;
  readonly searchTerms: string;
}

/** One operation of an atomic write batch. */
export type WriteOp =
  | { readonly type: 'insertMemory'; readonly memory: NewMemory }
  | { readonly type: 'patchMemory'; readonly id: string; readonly patch: MemoryPatch }
  | { readonly type: 'addSources'; readonly memoryId: string; readonly sources: readonly SourceRef[]; readonly at?: Date | undefined }
  /**
   * Hard-deletes a memory with its lineage and every history row about it (a revocation is an
   * erasure). NOT_FOUND when it is not the scope's. Append a content-free history row in the same
   * batch to keep the fact that something was removed.
   */
  | { readonly type: 'deleteMemory'; readonly id: string }
  /** Deletes every history row about a memory (its regenerated content must not survive in old snapshots). */
  | { readonly type: 'scrubHistory'; readonly memoryId: string }
  /** Deletes every history row about a profile field (its old values must not survive a revocation). */
  | { readonly type: 'scrubProfileHistory'; readonly key: string }
  /**
   * Removes a session's text: its events, its rolling summary, its frozen block and its extraction
   * jobs (their payloads and raw model output). The session row stays, ended (`endReason` as given
   * unless it had ended before), so its id is not reused for other words. NOT_FOUND when absent.
   */
  | { readonly type: 'clearSession'; readonly sessionId: string; readonly at: Date; readonly reason: string }
  /** Drops every frozen stable block of the user's sessions; each is rebuilt by its next `context()`. */
  | { readonly type: 'dropSessionBlocks' }
  /** Removes lineage rows of a memory (a revoked source no longer feeds it). */
  | { readonly type: 'removeSources'; readonly memoryId: string; readonly sources: readonly SourceRef[] }
  /** With `ifAbsent`, an entry whose id is stored already is left as it is (a re-run import completes history). */
  | { readonly type: 'appendHistory'; readonly entry: HistoryEntry; readonly ifAbsent?: boolean }
  | { readonly type: 'setProfile'; readonly entry: ProfileEntry }
  | { readonly type: 'unsetProfile'; readonly key: string }
  /**
   * Moves a session's extraction watermark from `from` to `to` (and replaces its rolling summary
   * when given). Fails the whole batch with CONFLICT when the watermark is not `from`: another
   * worker got there first.
   */
  | { readonly type: 'advanceSession'; readonly sessionId: string; readonly from: number; readonly to: number; readonly summary?: string }
  /** Marks a job done. Fails the whole batch with CONFLICT unless `workerId` still holds its lease. */
  | { readonly type: 'completeJob'; readonly jobId: string; readonly workerId: string; readonly at: Date }
  /**
   * Records an approval of an open dream: `applied` (every candidate applied so far) replaces its
   * list, and it is marked approved unless `stillOpen` (candidates left for a later approval). Fails
   * the whole batch with CONFLICT when the dream is not open (approved meanwhile, or absent) or,
   * with `previously`, when its applied list is no longer that one (another approval got there
   * first): an approval's memory changes and its status commit together, so no candidate is
   * applied twice.
   */
  | {
      readonly type: 'approveDream';
      readonly dreamId: string;
      readonly at: Date;
      readonly applied: readonly string[];
      readonly previously?: readonly string[] | undefined;
      readonly stillOpen?: boolean | undefined;
    };
