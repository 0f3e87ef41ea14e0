/**
 * The profile field a memory holds. The memory that holds a field is in the user namespace, names
 * the field as its profile key and states the field's value as its triple's object; a correction of
 * that memory moves or removes the field with it.
 */
import { USER_NAMESPACE, type MemoryRecord } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';

/** A profile value as the text of a triple's object. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** The field `record` holds in `profile` (its key and current value), or null when it holds none. */
export function heldField(record: MemoryRecord, profile: readonly ProfileEntry[]): ProfileEntry | null {
  const key = record.profileKey;
  if (key === null || record.namespace !== USER_NAMESPACE || record.triple === null) return null;
  const entry = profile.find((p) => p.key === key);
  return entry !== undefined && same(valueText(entry.value), record.triple.object) ? entry : null;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
