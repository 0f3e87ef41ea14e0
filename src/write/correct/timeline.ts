/**
 * The timeline of a single-valued attribute (issue 22, item 5): the validity intervals of one
 * (subject, attribute)'s facts never overlap, so a read as of any instant finds one value. A new
 * value is placed like an insert into a timeline:
 *
 * - the interval that contains the new value's `validFrom` is closed there;
 * - when a value stated to begin later is already stored (its `validFrom` was given: "from June",
 *   "I moved to Paris in June"), the new one ends where that one begins (it is a value of the past:
 *   not current, and the profile keeps the current value);
 * - a value with no start of its own (true "from when it was said": `validFrom` = `createdAt`) or a
 *   forgotten one (invalidated, not replaced) keeps no place against a statement that it changed
 *   earlier: one that lies inside the new value's interval is emptied (closed where it began). "I
 *   live in Berlin", then "Actually I moved to Munich last month": Munich from the 1st of last
 *   month, current; Berlin holds no time.
 *
 * - a value said to hold from its start through now (`throughNow`: "since 2024", "for six years" in the perfect) is
 *   current: a value stored as beginning later holds no place against it either (the newer statement wins).
 *
 * An interval is `[validFrom, invalidatedAt ∧ expiresAt)`; archived records are not read as of any
 * instant and take no part. See docs/write-path.md ("Time is consistent").
 */
import { USER_SUBJECT, type AttributeTable } from '../../core/attributes/index.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import { USER_NAMESPACE, type MemoryRecord } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import { LIKING_PREDICATES } from './field.js';

/** The (subject, attribute) key of a single-valued fact of the user namespace, and its profile field; null when it keys none. */
export function attributeKey(
  r: Pick<MemoryRecord, 'namespace' | 'triple' | 'profileKey'>,
  attributes: AttributeTable,
): { key: string; field: string | null } | null {
  if (r.namespace !== USER_NAMESPACE || r.triple === null) return null;
  if (r.profileKey) return { key: `${USER_SUBJECT}.${r.profileKey}`, field: r.profileKey };
  const ref = attributes.resolve(r.triple);
  return ref.cardinality === 'single' ? { key: `${ref.subject}.${ref.key}`, field: ref.profileKey } : null;
}

/** Where a new value falls among the intervals of its attribute. */
export interface Placement {
  /** Intervals that end earlier: each at `at` (the new value's start; a forgotten one inside it, where it began). */
  readonly cuts: readonly { readonly record: MemoryRecord; readonly at: Date }[];
  /** The value that begins after the new one, where the new one ends (it is then not current); null when none does. */
  readonly until: MemoryRecord | null;
}

/** The end of an interval in ms (Infinity while open). */
export function endOf(r: Pick<MemoryRecord, 'invalidatedAt' | 'expiresAt'>): number {
  return Math.min(r.invalidatedAt?.getTime() ?? Infinity, r.expiresAt?.getTime() ?? Infinity);
}

/** Forgotten (or removed with its profile field): invalidated without a successor. */
export const isForgotten = (r: Pick<MemoryRecord, 'invalidatedAt' | 'supersededBy'>): boolean => r.invalidatedAt !== null && r.supersededBy === null;

/** A start of its own: `validFrom` was given (or read from the words), not just the moment it was recorded. */
export const hasStatedStart = (r: Pick<MemoryRecord, 'validFrom' | 'createdAt'>): boolean => r.validFrom.getTime() !== r.createdAt.getTime();

/**
 * Places a value starting at `start` among `spans` (the other facts of its attribute, in their
 * latest state). A start in the future closes what is current now, as a value said now would.
 */
export function place(spans: readonly MemoryRecord[], start: Date, now: Date, throughNow = false): Placement {
  const s = start.getTime();
  const t = Math.min(s, now.getTime());
  const live = spans.filter((r) => r.archivedAt === null && endOf(r) > r.validFrom.getTime());
  // A value said to hold from its start through now ("been living in X since 2024") leaves no later value its place:
  // the newer statement wins, and one stored as beginning later holds no time.
  const bounds = (r: MemoryRecord) => !throughNow && !isForgotten(r) && hasStatedStart(r);
  const until = live.filter((r) => bounds(r) && r.validFrom.getTime() > s).sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime())[0] ?? null;
  const end = until ? until.validFrom.getTime() : Infinity;
  const cuts: { record: MemoryRecord; at: Date }[] = [];
  for (const r of live) {
    const from = r.validFrom.getTime();
    if (from <= t && t < endOf(r)) cuts.push({ record: r, at: new Date(t) });
    else if (!bounds(r) && from > t && from < end) cuts.push({ record: r, at: r.validFrom });
  }
  return { cuts, until };
}

/** A record with its interval closed at `at` (by `by`, or kept forgotten when it was). */
export function closed(r: MemoryRecord, at: Date, by: Pick<MemoryRecord, 'id'> | null): MemoryRecord {
  return { ...r, invalidatedAt: at, supersededBy: isForgotten(r) ? null : (by?.id ?? r.supersededBy) };
}

/**
 * Every stored fact of the user namespace (current or not) that keys `key` — read by the
 * attribute's key and aliases, in the forms a triple may take (`name`, `sister.name`, `my.sister.name`).
 */
export async function timelineOf(store: StorageAdapter, scope: Scope, key: string, attributes: AttributeTable): Promise<MemoryRecord[]> {
  const dot = key.indexOf('.');
  const subject = key.slice(0, dot);
  const attribute = key.slice(dot + 1);
  const family = attribute.startsWith('preference.') || attribute.startsWith('my.');
  // A liking's memory states its `preference.<topic>` field with a `likes`/`dislikes` triple (its profile key names the field).
  const liking = attribute.startsWith('preference.') ? LIKING_PREDICATES : [];
  const names = family ? [attribute, ...liking] : [attribute, ...(attributes.spec(attribute)?.aliases ?? [])];
  const forms = subject === USER_SUBJECT ? names : names.flatMap((n) => [n, `${subject}.${n}`, `my.${subject}.${n}`]);
  const filter = { validity: { mode: 'all' as const }, namespaces: [USER_NAMESPACE], archived: 'exclude' as const };
  const found = new Map<string, MemoryRecord>();
  for (const predicate of new Set(forms)) {
    for (const r of await store.queryFacts(scope, { filter, predicate, limit: 10_000 })) if (attributeKey(r, attributes)?.key === key) found.set(r.id, r);
  }
  return [...found.values()];
}

/** The date of an instant, for reasons in history. */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);
