/**
 * The profile field a memory holds. The memory that holds a field is in the user namespace, names
 * the field as its profile key and states the field's value as its triple's object; a correction of
 * that memory moves or removes the field with it.
 */
import { DEFAULT_ATTRIBUTES, type AttributeTable } from '../../core/attributes/index.js';
import { USER_NAMESPACE, type MemoryRecord } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';

/** A profile value as the text of a triple's object. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** The predicates a liking's memory states its `preference.<topic>` field with (see `statedValue`). */
export const LIKING_PREDICATES: readonly string[] = ['likes', 'dislikes'];

/**
 * The field value a triple states: its object, but for a liking held as a `preference.<topic>` field the stance — a
 * `dislikes` triple (`user · dislikes · olives`) states the field "not olives", a `likes` one the object as it is.
 */
export function statedValue(triple: { readonly predicate: string; readonly object: string }): string {
  return triple.predicate === 'dislikes' && !/^not\s/i.test(triple.object) ? `not ${triple.object}` : triple.object;
}

/**
 * The field `record` holds in `profile` (its key and current value), or null when it holds none: its
 * own profile key, or the user's single-valued attribute its triple states (an imported or raw fact
 * holds the field as much as the fact memory `profile --set` writes).
 */
export function heldField(record: MemoryRecord, profile: readonly ProfileEntry[], attributes: AttributeTable = DEFAULT_ATTRIBUTES): ProfileEntry | null {
  if (record.namespace !== USER_NAMESPACE || record.triple === null) return null;
  const key = record.profileKey ?? attributes.resolve(record.triple).profileKey;
  if (key === null) return null;
  const entry = profile.find((p) => p.key === key);
  return entry !== undefined && same(valueText(entry.value), statedValue(record.triple)) ? entry : null;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
