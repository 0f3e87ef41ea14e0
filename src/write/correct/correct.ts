/**
 * The explicit corrections of one memory: replace it (`update`), attach a note, forget it. Each
 * acts only on the current version, keeps the profile field the memory holds in step with it, and
 * writes everything — memory, lineage, profile, history — in one transaction.
 */
import { assertWritable, type Caller } from '../../core/caller.js';
import { MnemoError } from '../../core/errors.js';
import { guardText } from '../guard/index.js';
import { newId } from '../../core/ids.js';
import { guardReason } from '../validate/index.js';
import { heldField } from './field.js';
import type { MemoryRecord, Triple } from '../../core/types/memory.js';
import { ChangeSet } from './change-set.js';
import { getCurrentWritable, getWritable, notCurrent } from './current.js';
import { termsOf, withVector, type WriteDeps } from './deps.js';
import { deriveTriple } from './triple.js';
import { settleAttributes } from '../profile/settle.js';

const REDACT = { secrets: 'redact' } as const;

/** Options of a replacement. */
export interface UpdateOptions {
  /** Why; kept in history (default "corrected by the user"). */
  readonly reason?: string | undefined;
  /** The new triple; absent: derived from the new text (null: none). */
  readonly triple?: Triple | null | undefined;
  /**
   * The new value of the attribute the memory holds (its profile field, or its triple's predicate):
   * a shorthand for the triple with this object.
   */
  readonly value?: string | undefined;
  /** Carry the old version's notes over (default true). */
  readonly keepNotes?: boolean | undefined;
}

/** What a replacement did. */
export interface Replacement {
  readonly previous: MemoryRecord;
  readonly current: MemoryRecord;
}

/**
 * Replaces a memory: the old version is invalidated (kept, linked both ways) and a new one holds the
 * text, its triple, and the old one's notes. A memory that held a profile field moves the field to
 * the new value; one whose new value cannot be told from the text is refused (give the triple).
 */
export async function updateMemory(deps: WriteDeps, caller: Caller, id: string, content: string, options: UpdateOptions = {}): Promise<Replacement> {
  const text = guardText(content, deps.limits, 'memory text', REDACT);
  const because = guardReason(options.reason);
  const old = await getCurrentWritable(deps.store, caller, id);
  const profile = await deps.store.getProfile(caller.scope);
  const field = heldField(old, profile, deps.attributes);
  const given = givenTriple(old, field?.key ?? null, options, deps);
  const names = profile.filter((p) => p.key === 'name' && typeof p.value === 'string').map((p) => p.value as string);
  const triple = given === undefined ? deriveTriple(old, text, { attributes: deps.attributes, userNames: names }) : given;
  const attribute = field?.key ?? (old.triple && deps.attributes.isSingleValued(old.triple.predicate) ? old.triple.predicate : null);
  if (attribute !== null && given === undefined && triple === null) {
    throw new MnemoError(
      'INVALID_INPUT',
      `this memory holds the ${field ? 'profile field' : 'attribute'} "${attribute}" and its new value cannot be read from the new text: give the value (--value <value>, or { value } in code) or the triple (--triple user,${attribute},<value>)`,
      { details: { profileKey: attribute } },
    );
  }
  const keepsField = field !== null && triple !== null && deps.attributes.canonical(triple.predicate) === field.key;
  const now = deps.now();
  const reason = because ?? 'corrected by the user';
  const draft: MemoryRecord = {
    ...old,
    id: newId('m'),
    content: text,
    notes: options.keepNotes === false ? [] : old.notes,
    triple,
    confidence: Math.max(old.confidence, 0.9),
    createdAt: now,
    updatedAt: now,
    lastAccessedAt: null,
    accessCount: 0,
    validFrom: now,
    invalidatedAt: null,
    invalidationReason: null,
    supersededBy: null,
    source: { type: caller.source, id: caller.sourceId },
    profileKey: keepsField ? field.key : null,
  };
  assertWritable(caller, draft.namespace);
  const changes = new ChangeSet(caller.scope, caller.actor, now);
  const current = changes.supersede(old, await withVector(deps, draft), reason);
  const kept = field && keepsField ? { key: field.key, value: triple?.object, source: caller.source, sourceId: caller.sourceId, updatedAt: now } : null;
  if (kept) changes.setProfile(kept, field?.value, reason);
  else if (field) changes.unsetProfile(field.key, field.value, reason);
  // A new triple that states another single-valued attribute keys it like any other door: the value
  // it replaces is closed, the profile field follows (issue 22, item 2).
  await settleAttributes(deps, caller.scope, changes, [current], caller.source, kept ? [kept] : [], [old.id]);
  await deps.store.write(caller.scope, changes.ops);
  return { previous: { ...old, invalidatedAt: now, invalidationReason: reason, supersededBy: current.id, updatedAt: now }, current };
}

/** Attaches a clarifying note to the current version (same id; the note is searched and shown with it). */
export async function noteMemory(
  deps: WriteDeps,
  caller: Caller,
  id: string,
  note: string,
  options: { reason?: string | undefined } = {},
): Promise<MemoryRecord> {
  const text = guardText(note, deps.limits, 'note', REDACT);
  const because = guardReason(options.reason);
  const old = await getCurrentWritable(deps.store, caller, id);
  const now = deps.now();
  const noted = await withVector(deps, { ...old, notes: [...old.notes, text], updatedAt: now });
  const changes = new ChangeSet(caller.scope, caller.actor, now);
  changes.patch(
    id,
    { notes: noted.notes, searchTerms: termsOf(noted), embedding: noted.embedding, embeddingModel: noted.embeddingModel },
    'note',
    { notes: old.notes },
    { notes: noted.notes },
    because ?? null,
  );
  await deps.store.write(caller.scope, changes.ops);
  return noted;
}

/**
 * Forgets a memory: invalidated, not deleted (kept in history and `includeInvalid` reads). The
 * profile field it held is removed with it. Forgetting a forgotten memory changes nothing; a
 * superseded one is refused with the current id.
 */
export async function forgetMemory(
  deps: WriteDeps,
  caller: Caller,
  id: string,
  options: { reason?: string | undefined } = {},
): Promise<{ memory: MemoryRecord; alreadyForgotten: boolean }> {
  const because = guardReason(options.reason);
  const record = await getWritable(deps.store, caller, id);
  if (record.invalidatedAt) {
    if (record.supersededBy) throw await notCurrent(deps.store, caller, record);
    return { memory: record, alreadyForgotten: true };
  }
  const now = deps.now();
  const reason = because ?? 'forgotten at the user’s request';
  const field = heldField(record, await deps.store.getProfile(caller.scope), deps.attributes);
  const changes = new ChangeSet(caller.scope, caller.actor, now);
  changes.invalidate(record, reason);
  if (field) changes.unsetProfile(field.key, field.value, reason);
  await deps.store.write(caller.scope, changes.ops);
  return { memory: { ...record, invalidatedAt: now, invalidationReason: reason, updatedAt: now }, alreadyForgotten: false };
}

/** The triple the caller gave (`triple`, or `value` for the memory's attribute); undefined when it is to be read from the text. */
function givenTriple(old: MemoryRecord, fieldKey: string | null, options: UpdateOptions, deps: WriteDeps): Triple | null | undefined {
  if (options.value !== undefined) {
    if (options.triple !== undefined) throw new MnemoError('INVALID_INPUT', 'give the new value or the triple, not both');
    const predicate = fieldKey ?? old.triple?.predicate;
    if (!predicate) throw new MnemoError('INVALID_INPUT', 'this memory holds no attribute to give a value for: give the triple instead');
    if (typeof options.value !== 'string') throw new MnemoError('INVALID_INPUT', 'the value is text');
    return checkTriple({ subject: old.triple?.subject ?? 'user', predicate, object: options.value.trim() }, deps);
  }
  return options.triple === undefined ? undefined : checkTriple(options.triple, deps);
}

function checkTriple(triple: Triple | null, deps: WriteDeps): Triple | null {
  if (triple === null) return null;
  const parts = [triple.subject, triple.predicate, triple.object];
  if (parts.some((p) => typeof p !== 'string' || p.trim() === '' || p.length > 500)) {
    throw new MnemoError('INVALID_INPUT', 'a triple is three non-empty texts (subject, predicate, object) of at most 500 characters');
  }
  const [subject, predicate, object] = parts.map((p) => guardText(p, deps.limits, 'triple', REDACT)) as [string, string, string];
  return { subject, predicate, object };
}
