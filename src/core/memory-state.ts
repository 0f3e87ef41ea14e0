/**
 * The state of a memory at an instant, for every surface that shows past rows beside current ones
 * (`list --include-invalid`, `list --archived`, `facts --include-invalid`, the HTTP lists, the
 * inspector): one word, and a short label that says what replaced it or when it ended.
 */
import type { MemoryRecord } from './types/memory.js';

/** The states of a memory. */
export const MEMORY_STATES = ['current', 'superseded', 'forgotten', 'expired', 'archived'] as const;
/** One of {@link MEMORY_STATES}. */
export type MemoryState = (typeof MEMORY_STATES)[number];

/** The state of `m` at `now`: superseded (by a newer version), forgotten, expired, archived or current. */
export function stateOf(m: MemoryRecord, now: Date): MemoryState {
  if (m.invalidatedAt && m.invalidatedAt.getTime() <= now.getTime()) {
    if (m.supersededBy) return 'superseded';
    return m.invalidationReason?.startsWith('expired') ? 'expired' : 'forgotten';
  }
  if (m.expiresAt && m.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (m.archivedAt) return 'archived';
  return 'current';
}

/** The state as a reader sees it, e.g. `superseded by m_123 on 2026-06-01`; empty for a current memory. */
export function stateLabel(m: MemoryRecord, now: Date): string {
  const state = stateOf(m, now);
  const day = (d: Date | null): string => (d ? ` on ${d.toISOString().slice(0, 10)}` : '');
  switch (state) {
    case 'current':
      return '';
    case 'superseded':
      return `superseded by ${m.supersededBy}${day(m.invalidatedAt)}`;
    case 'forgotten':
      return `forgotten${day(m.invalidatedAt)}`;
    case 'expired':
      return `expired${day(m.invalidatedAt ?? m.expiresAt)}`;
    case 'archived':
      return `archived${day(m.archivedAt)}`;
  }
}
