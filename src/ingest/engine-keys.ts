/**
 * The engine's own facts about a memory that still live in its `metadata` (what it supersedes, the
 * profile field it holds, how often it was corroborated, a review flag). Every read and write of
 * them goes through here, so moving them to typed record fields changes this file only.
 */
import type { MemoryRecord } from '../types/memory.js';

type Meta = Readonly<Record<string, unknown>>;

/** The id of the memory this one replaced, if any. */
export function supersedesOf(record: Pick<MemoryRecord, 'metadata'>): string | null {
  const v = record.metadata.supersedes;
  return typeof v === 'string' ? v : null;
}

/** The profile field this memory states, if any. */
export function profileKeyOf(record: Pick<MemoryRecord, 'metadata'>): string | null {
  const v = record.metadata.profileKey;
  return typeof v === 'string' ? v : null;
}

/** How many times consolidation found this memory said again. */
export function corroborationsOf(record: Pick<MemoryRecord, 'metadata'>): number {
  const v = record.metadata.corroborations;
  return typeof v === 'number' ? v : 0;
}

/** The engine keys a record may be given; absent keys are left as they are, null removes one. */
export interface EngineKeys {
  readonly supersedes?: string | null;
  readonly profileKey?: string | null;
  readonly corroborations?: number;
  readonly review?: { readonly similarTo: string; readonly similarity: number };
}

/** `metadata` with the given engine keys set (or removed, for null). */
export function withEngineKeys(metadata: Meta, keys: EngineKeys): Record<string, unknown> {
  const out: Record<string, unknown> = { ...metadata };
  for (const [k, v] of Object.entries(keys)) {
    if (v === undefined) continue;
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
