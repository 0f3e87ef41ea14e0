/**
 * The append-only history of every change to every memory and profile field (M14, M28).
 */

/**
 * What happened. Maintenance writes `decay` (confidence lowered), `archive` and `invalidate` (expired,
 * decayed); revocation writes `revoke` (content-free: the memory itself is deleted) and `regenerate`.
 */
export const HISTORY_OPS = [
  'create',
  'update',
  'supersede',
  'note',
  'invalidate',
  'reinforce',
  'set',
  'unset',
  'reembed',
  'contradict',
  'decay',
  'archive',
  'revoke',
  'regenerate',
] as const;
/** One of {@link HISTORY_OPS}. */
export type HistoryOp = (typeof HISTORY_OPS)[number];

/** Who made a change. */
export interface Actor {
  readonly type: 'user' | 'agent' | 'system';
  readonly id: string | null;
}

/** One row of history. `oldValue`/`newValue` are JSON snapshots of the fields that changed. */
export interface HistoryEntry {
  readonly id: string;
  readonly tenantId: string;
  readonly userId: string;
  /** `memory` for a memory record, `profile` for a profile field. */
  readonly targetKind: 'memory' | 'profile';
  /** Memory id, or the profile key. */
  readonly targetId: string;
  readonly op: HistoryOp;
  readonly actor: Actor;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  readonly reason: string | null;
  readonly at: Date;
}
