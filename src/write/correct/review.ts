/**
 * Resolving a pair flagged for review: consolidation kept a memory beside a similar one when no
 * model was there to decide (`review.similarTo`). A person decides: keep both, keep the newer (the
 * flagged one), keep the older, or merge them into one text. Each decision is a correction with the
 * person's reason, in history, and the flag is cleared.
 */
import type { Caller } from '../../core/caller.js';
import { MnemoError } from '../../core/errors.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { guardReason } from '../validate/index.js';
import { ChangeSet } from './change-set.js';
import { forgetMemory, updateMemory } from './correct.js';
import { getCurrentWritable } from './current.js';
import type { WriteDeps } from './deps.js';
import { heldField } from './field.js';

/** What a person decided about a flagged pair. */
export type ReviewDecision = 'both' | 'newer' | 'older' | 'merge';

/** Options of {@link resolveReview}. */
export interface ReviewResolution {
  readonly keep: ReviewDecision;
  /** For `merge`: the one text that replaces both. */
  readonly content?: string;
  readonly reason?: string;
}

/** What a resolution did: the memories kept (current) and dropped (invalidated). */
export interface ReviewOutcome {
  readonly kept: readonly string[];
  readonly dropped: readonly string[];
}

/** Resolves the review flag of `flaggedId` (the newer memory of the pair). */
export async function resolveReview(deps: WriteDeps, caller: Caller, flaggedId: string, resolution: ReviewResolution): Promise<ReviewOutcome> {
  const reason = guardReason(resolution.reason) ?? 'resolved in review';
  const newer = await getCurrentWritable(deps.store, caller, flaggedId);
  if (!newer.review) throw new MnemoError('INVALID_INPUT', 'this memory is not flagged for review');
  const [older] = await deps.store.getMemories(caller.scope, [newer.review.similarTo]);
  const olderCurrent = older && !older.invalidatedAt ? older : null;
  const changes = new ChangeSet(caller.scope, caller.actor, deps.now());
  const unflag = (record: MemoryRecord, why: string): void =>
    changes.patch(record.id, { review: null }, 'update', { review: record.review }, { review: null }, why);
  switch (resolution.keep) {
    case 'both':
      unflag(newer, `review: kept both — ${reason}`);
      await deps.store.write(caller.scope, changes.ops);
      return { kept: [newer.id, ...(olderCurrent ? [olderCurrent.id] : [])], dropped: [] };
    case 'newer': {
      unflag(newer, `review: kept this, the newer — ${reason}`);
      if (olderCurrent) {
        changes.invalidate(olderCurrent, `review: kept the newer ${newer.id} — ${reason}`);
        const field = heldField(olderCurrent, await deps.store.getProfile(caller.scope));
        if (field && !heldField(newer, [field])) changes.unsetProfile(field.key, field.value, reason);
      }
      await deps.store.write(caller.scope, changes.ops);
      return { kept: [newer.id], dropped: olderCurrent ? [olderCurrent.id] : [] };
    }
    case 'older': {
      const forgot = await forgetMemory(deps, caller, newer.id, { reason: `review: kept the older ${olderCurrent?.id ?? newer.review.similarTo} — ${reason}` });
      return { kept: olderCurrent ? [olderCurrent.id] : [], dropped: [forgot.memory.id] };
    }
    case 'merge': {
      const content = resolution.content?.trim();
      if (!content) throw new MnemoError('INVALID_INPUT', 'a merge needs the merged text');
      if (!olderCurrent) throw new MnemoError('INVALID_INPUT', 'the older memory of the pair is no longer current: keep the newer or keep both');
      // The older memory becomes the merged text (a new version, linked), the newer one is invalidated.
      const merged = await updateMemory(deps, caller, olderCurrent.id, content, { reason: `review: merged with ${newer.id} — ${reason}` });
      await forgetMemory(deps, caller, newer.id, { reason: `review: merged into ${merged.current.id} — ${reason}` });
      return { kept: [merged.current.id], dropped: [newer.id, olderCurrent.id] };
    }
    default:
      throw new MnemoError('INVALID_INPUT', 'keep must be one of: both, newer, older, merge');
  }
}
