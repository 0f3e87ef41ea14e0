/**
 * The conflict policy (M8, M14), in code rather than in a prompt: when two memories disagree, the
 * more trusted source wins (bootstrapped > user explicit > user implicit > tool > agent); between
 * equally trusted sources the newer one wins; between equally trusted and equally new ones, the
 * more corroborated one wins, and on a full tie the later statement.
 */
import type { MemoryRecord, SourceType } from '../../core/types/memory.js';

const TRUST: Readonly<Record<SourceType, number>> = {
  bootstrap: 5,
  user_explicit: 4,
  import: 3,
  user_implicit: 3,
  consolidation: 3,
  tool: 2,
  agent: 1,
};

/** How much a source is trusted; higher wins. */
export function trustOf(source: SourceType): number {
  return TRUST[source];
}

/** One side of a conflict. */
export interface Claim {
  readonly source: SourceType;
  readonly at: Date;
  readonly corroborations: number;
}

/** The claim a stored memory makes. */
export function claimOf(record: MemoryRecord): Claim {
  return { source: record.source.type, at: record.validFrom, corroborations: record.corroborations };
}

/** Whether `incoming` replaces `existing`, and why. */
export function resolveConflict(existing: Claim, incoming: Claim): { readonly incomingWins: boolean; readonly reason: string } {
  const a = trustOf(existing.source);
  const b = trustOf(incoming.source);
  if (a !== b) {
    return b > a
      ? { incomingWins: true, reason: `a more trusted source (${incoming.source} over ${existing.source})` }
      : { incomingWins: false, reason: `the existing memory comes from a more trusted source (${existing.source} over ${incoming.source})` };
  }
  if (incoming.at.getTime() !== existing.at.getTime()) {
    return incoming.at > existing.at
      ? { incomingWins: true, reason: 'newer information from an equally trusted source' }
      : { incomingWins: false, reason: 'the existing memory is newer' };
  }
  // Said at the same instant (two statements in one message, or a frozen clock): the better
  // corroborated wins, and on a full tie the later statement — the incoming one.
  return incoming.corroborations >= existing.corroborations
    ? { incomingWins: true, reason: incoming.corroborations > existing.corroborations ? 'better corroborated' : 'the later statement' }
    : { incomingWins: false, reason: 'the existing memory is better corroborated' };
}
