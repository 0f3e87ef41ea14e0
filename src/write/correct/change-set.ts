/**
 * The corrections of memory — create, supersede, invalidate, patch, and the profile field beside
 * them — as write ops with their history, built up and then written in one transaction. The facade's
 * `update`/`note`/`forget`, the profile module and consolidation all correct memory through this,
 * so every correction leaves the same trail.
 */
import { newId } from '../../core/ids.js';
import { snapshot } from '../ingest/record.js';
import type { MemoryPatch, WriteOp } from '../../core/contracts/storage.js';
import type { Actor, HistoryOp } from '../../core/types/history.js';
import type { MemoryRecord, SourceRef } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import type { Scope } from '../../core/types/scope.js';
import { termsOf } from './deps.js';
import { isForgotten } from './timeline.js';

/**
 * The reason a history row carries when its caller gave none: every change is explained in history
 * (a raw append, a profile field set without a reason, a correction without one).
 */
const DEFAULT_REASONS: Partial<Record<HistoryOp, string>> = {
  create: 'remembered',
  update: 'corrected',
  supersede: 'replaced by a newer version',
  note: 'note added',
  invalidate: 'forgotten',
  set: 'profile field set',
  unset: 'profile field removed',
};

/** A batch of corrections for one scope, by one actor, at one instant. */
export class ChangeSet {
  readonly ops: WriteOp[] = [];

  /** `because` (e.g. the user's words of correction) is added to every reason. */
  constructor(
    private readonly scope: Scope,
    private readonly actor: Actor,
    readonly at: Date,
    private readonly because?: string | undefined,
  ) {}

  /** Appends a history row. */
  history(targetId: string, op: HistoryOp, oldValue: unknown, newValue: unknown, reason: string | null, targetKind: 'memory' | 'profile' = 'memory'): void {
    const why = reason !== null && this.because ? `${reason}; ${this.because}` : (reason ?? this.because ?? DEFAULT_REASONS[op] ?? op);
    this.ops.push({
      type: 'appendHistory',
      entry: {
        id: newId('h'),
        tenantId: this.scope.tenantId,
        userId: this.scope.userId,
        targetKind,
        targetId,
        op,
        actor: this.actor,
        oldValue,
        newValue,
        reason: why,
        at: this.at,
      },
    });
  }

  /** Inserts a new memory (embedding already set), with any further sources and its `create` history. */
  create(record: MemoryRecord, reason: string | null, moreSources: readonly SourceRef[] = []): void {
    this.ops.push({ type: 'insertMemory', memory: { record, searchTerms: termsOf(record) } });
    if (moreSources.length > 0) this.ops.push({ type: 'addSources', memoryId: record.id, sources: moreSources, at: this.at });
    this.history(record.id, 'create', null, snapshot(record), reason);
  }

  /**
   * Replaces `old` with `next`: linked both ways (lineage and `supersededBy`), the old one invalidated
   * and kept. Returns `next` as stored. The old interval ends where the new one begins when the new
   * value became true earlier than now ("I moved to Rome last month"), so the two never overlap
   * ({@link closingAt}).
   */
  supersede(old: MemoryRecord, next: MemoryRecord, reason: string, moreSources: readonly SourceRef[] = []): MemoryRecord {
    const linked: MemoryRecord = { ...next, supersedes: old.id };
    const ends = closingAt(old, next, this.at);
    this.ops.push(
      { type: 'insertMemory', memory: { record: linked, searchTerms: termsOf(linked) } },
      { type: 'addSources', memoryId: linked.id, sources: [...moreSources, { type: 'consolidation', id: old.id }], at: this.at },
      { type: 'patchMemory', id: old.id, patch: { invalidatedAt: ends, invalidationReason: reason, supersededBy: linked.id, updatedAt: this.at } },
    );
    this.history(linked.id, 'create', { supersedes: old.id, content: old.content }, snapshot(linked), reason);
    this.history(old.id, 'supersede', snapshot(old), { supersededBy: linked.id, content: linked.content }, reason);
    return linked;
  }

  /** Invalidates `old` (forgotten or contradicted): kept, with the reason, out of current reads; its interval ends `at` (default now). */
  invalidate(old: Pick<MemoryRecord, 'id'>, reason: string, at: Date = this.at): void {
    this.ops.push({ type: 'patchMemory', id: old.id, patch: { invalidatedAt: at, invalidationReason: reason, updatedAt: this.at } });
    this.history(old.id, 'invalidate', { invalidatedAt: null }, { invalidatedAt: at.toISOString() }, reason);
  }

  /**
   * Ends the interval of `old` earlier, at `at`, because the value `by` begins there (the timeline
   * of a single-valued attribute, `timeline.ts`): a current or replaced one is linked forward to
   * `by`; a forgotten one stays forgotten, only shorter. Kept, with its history row.
   */
  cut(old: MemoryRecord, at: Date, by: Pick<MemoryRecord, 'id' | 'content'>, reason: string): void {
    if (isForgotten(old)) {
      this.ops.push({ type: 'patchMemory', id: old.id, patch: { invalidatedAt: at, updatedAt: this.at } });
      this.history(old.id, 'invalidate', { invalidatedAt: old.invalidatedAt?.toISOString() ?? null }, { invalidatedAt: at.toISOString() }, reason);
      return;
    }
    this.ops.push({ type: 'patchMemory', id: old.id, patch: { invalidatedAt: at, invalidationReason: reason, supersededBy: by.id, updatedAt: this.at } });
    this.history(old.id, 'supersede', snapshot(old), { supersededBy: by.id, content: by.content, invalidatedAt: at.toISOString() }, reason);
  }

  /** Changes a memory in place (a note, a reinforcement), with a history row of what changed. */
  patch(id: string, patch: MemoryPatch, op: HistoryOp, oldValue: unknown, newValue: unknown, reason: string | null): void {
    this.ops.push({ type: 'patchMemory', id, patch: { ...patch, updatedAt: this.at } });
    this.history(id, op, oldValue, newValue, reason);
  }

  /** Adds sources to a memory's lineage. */
  addSources(memoryId: string, sources: readonly SourceRef[]): void {
    if (sources.length > 0) this.ops.push({ type: 'addSources', memoryId, sources, at: this.at });
  }

  /** Sets a profile field. */
  setProfile(entry: ProfileEntry, oldValue: unknown, reason: string | null): void {
    this.ops.push({ type: 'setProfile', entry });
    this.history(entry.key, 'set', oldValue ?? null, entry.value, reason, 'profile');
  }

  /** Removes a profile field. */
  unsetProfile(key: string, oldValue: unknown, reason: string | null): void {
    this.ops.push({ type: 'unsetProfile', key });
    this.history(key, 'unset', oldValue, null, reason, 'profile');
  }
}

/**
 * Where a replaced interval ends: when its successor became true, when that is before now; where it
 * began itself when the successor became true before that (it then holds no time: the successor
 * replaces it whole); now when the successor begins in the future.
 */
export function closingAt(old: Pick<MemoryRecord, 'validFrom'>, next: Pick<MemoryRecord, 'validFrom'>, at: Date): Date {
  const t = next.validFrom.getTime();
  if (t >= at.getTime()) return at;
  return new Date(Math.max(t, old.validFrom.getTime()));
}
