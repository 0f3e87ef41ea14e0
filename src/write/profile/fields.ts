/**
 * A profile field, its fact triple and its fact memory are one truth (M3): the memory that holds a
 * field is in the user namespace, names the field as its profile key and states the field's value
 * as its triple's object (`user · team · infra team`; see `correct/field.ts`). These helpers find
 * and build that memory.
 */
import { DEFAULT_ATTRIBUTES, USER_SUBJECT, type AttributeTable } from '../../core/attributes/index.js';
import { valueText } from '../correct/field.js';
import { MnemoError } from '../../core/errors.js';
import { buildRecord } from '../ingest/record.js';
import type { GuardLimits } from '../guard/index.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import { USER_NAMESPACE, type MemoryRecord, type SourceType } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';

// Keys that name an object's own machinery: a profile read into a plain object must not touch them.
const RESERVED_KEYS = new Set(['constructor', 'prototype', 'hasownproperty', 'tostring', 'valueof', 'isprototypeof', 'tolocalestring', 'propertyisenumerable']);

/** A profile key, normalised (trimmed, lower case); INVALID_INPUT when malformed. */
export function profileKey(key: string): string {
  const k = typeof key === 'string' ? key.trim().toLowerCase() : '';
  if (!/^[a-z][a-z0-9_.-]{0,63}$/.test(k) || RESERVED_KEYS.has(k))
    throw new MnemoError(
      'INVALID_INPUT',
      'a profile key is 1–64 characters: a letter, then letters, digits, _ . - (and not a name such as constructor or prototype)',
    );
  return k;
}

/** The sentence of a field's fact memory. */
export function factSentence(key: string, value: string): string {
  return `The user's ${DEFAULT_ATTRIBUTES.label(key)} is ${value}.`;
}

/**
 * The current memories that hold field `key`, newest first (one, unless older data left more): the
 * field's fact memory, and for a single-valued attribute every current fact of the user's value of
 * it (one truth per attribute: setting the field supersedes them all).
 */
export async function fieldHolders(
  store: StorageAdapter,
  scope: Scope,
  key: string,
  now: Date,
  attributes: AttributeTable = DEFAULT_ATTRIBUTES,
): Promise<MemoryRecord[]> {
  const facts = await store.queryFacts(scope, { filter: { validity: { mode: 'current', now }, namespaces: [USER_NAMESPACE] }, predicate: key, limit: 50 });
  const single = attributes.isSingleValued(key);
  const holds = (r: MemoryRecord): boolean =>
    r.profileKey === key || (single && r.triple !== null && attributes.resolve(r.triple).subject === USER_SUBJECT && attributes.resolve(r.triple).key === key);
  return facts.filter(holds).sort((a, b) => (a.profileKey === key ? 0 : 1) - (b.profileKey === key ? 0 : 1) || b.validFrom.getTime() - a.validFrom.getTime());
}

/** A fact memory for field `key` (no vector yet); `like` lends its kind and importance. */
export function fieldRecord(
  scope: Scope,
  field: { key: string; value: unknown; source: SourceType; sourceId?: string | null },
  now: Date,
  limits: GuardLimits,
  like?: MemoryRecord,
): MemoryRecord {
  const object = valueText(field.value);
  const { record } = buildRecord(
    scope,
    {
      content: factSentence(field.key, object),
      kind: like?.kind ?? (field.key.startsWith('preference.') ? 'preference' : 'fact'),
      importance: like?.importance ?? 0.8,
      confidence: 0.95,
      triple: { subject: 'user', predicate: field.key, object },
      source: { type: field.source, id: field.sourceId ?? null },
    },
    USER_NAMESPACE,
    now,
    limits,
  );
  return { ...record, profileKey: field.key };
}
