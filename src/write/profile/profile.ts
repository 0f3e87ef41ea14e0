/**
 * Setting and unsetting profile fields (user namespace: explicit user action or bootstrap only).
 * A set supersedes the memory that held the old value with the new value's fact memory (or creates
 * one); an unset invalidates it. Field, triple and memory change in one transaction, each with history.
 */
import { assertWritable, type Caller } from '../../core/caller.js';
import { ChangeSet } from '../correct/change-set.js';
import { withVector, type WriteDeps } from '../correct/deps.js';
import { guardText, refuseInstruction } from '../guard/index.js';
import { textsOf } from '../../core/text/instructions.js';
import { guardJson, guardReason } from '../validate/index.js';
import { MnemoError } from '../../core/errors.js';
import { USER_NAMESPACE, type SourceType } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import { statedValue, valueText } from '../correct/field.js';
import { fieldHolders, fieldRecord, profileKey } from './fields.js';

/** Options of a profile change. */
export interface ProfileChangeOptions {
  readonly reason?: string | undefined;
  /** The source of the value (default: the caller's own; `bootstrap` for a system of record). */
  readonly source?: SourceType | undefined;
}

/** Sets field `key` to `value`, with its fact memory. */
export async function setProfileField(deps: WriteDeps, caller: Caller, key: string, value: unknown, options: ProfileChangeOptions = {}): Promise<ProfileEntry> {
  const [entry] = await changeProfile(deps, caller, { set: [[key, value]], reason: options.reason, source: options.source });
  return entry as ProfileEntry;
}

/** Removes field `key` and invalidates its fact memory; false when the field was not set. */
export async function unsetProfileField(deps: WriteDeps, caller: Caller, key: string, options: { reason?: string | undefined } = {}): Promise<boolean> {
  assertWritable(caller, USER_NAMESPACE);
  const k = profileKey(key);
  const old = (await deps.store.getProfile(caller.scope)).find((p) => p.key === k);
  if (!old) return false;
  await changeProfile(deps, caller, { unset: [key], reason: options.reason });
  return true;
}

/** Most fields one profile change may set and unset together. */
export const MAX_PROFILE_FIELDS = 100;

/** A change of several profile fields at once: what {@link changeProfile} takes. */
export interface ProfileChange extends ProfileChangeOptions {
  readonly set?: readonly (readonly [string, unknown])[];
  readonly unset?: readonly string[];
}

/**
 * Sets and unsets several fields in one write: every key and value is checked first (a refused one
 * changes nothing), then all of them — fields, fact memories, history — go to the store in one
 * transaction. At most {@link MAX_PROFILE_FIELDS} fields; a key named twice is refused. Returns the
 * entries set.
 */
export async function changeProfile(deps: WriteDeps, caller: Caller, change: ProfileChange): Promise<ProfileEntry[]> {
  const sets = change.set ?? [];
  const unsets = change.unset ?? [];
  if (sets.length + unsets.length > MAX_PROFILE_FIELDS) {
    throw new MnemoError('INVALID_INPUT', `one profile change may name at most ${MAX_PROFILE_FIELDS} fields; split it`, {
      details: { length: sets.length + unsets.length, limit: MAX_PROFILE_FIELDS },
    });
  }
  const source = change.source ?? caller.source;
  if (sets.length > 0) assertWritable(caller, USER_NAMESPACE, source);
  if (unsets.length > 0) assertWritable(caller, USER_NAMESPACE);
  const reason = guardReason(change.reason) ?? null;
  // every check before any write
  // a key is packed into every later system prompt as much as its value: one that reads as an instruction is refused
  const planned = sets.map(([key, value]) => ({ k: keyOf(key), v: profileValue(value, deps) }));
  const removed = unsets.map((key) => profileKey(key));
  const named = [...planned.map((p) => p.k), ...removed];
  const twice = named.find((k, i) => named.indexOf(k) !== i);
  if (twice !== undefined) throw new MnemoError('INVALID_INPUT', `the profile field ${JSON.stringify(twice)} is named twice in one change`);
  const now = deps.now();
  const { scope } = caller;
  const profile = await deps.store.getProfile(scope);
  const changes = new ChangeSet(scope, caller.actor, now);
  const entries: ProfileEntry[] = [];
  for (const { k, v } of planned) {
    const old = profile.find((p) => p.key === k);
    const holders = await fieldHolders(deps.store, scope, k, now, deps.attributes);
    const entry: ProfileEntry = { key: k, value: v, source, sourceId: caller.sourceId, updatedAt: now };
    const [holder, ...stale] = holders;
    if (!holder?.triple || statedValue(holder.triple) !== valueText(v)) {
      const next = await withVector(deps, fieldRecord(scope, { key: k, value: v, source, sourceId: caller.sourceId }, now, deps.limits, holder));
      if (holder) changes.supersede(holder, next, reason ?? `profile ${k} set`);
      else changes.create(next, reason);
    }
    for (const r of stale) changes.invalidate(r, reason ?? `profile ${k} set`);
    changes.setProfile(entry, old?.value ?? null, reason);
    entries.push(entry);
  }
  for (const k of removed) {
    const old = profile.find((p) => p.key === k);
    if (!old) continue;
    for (const r of await fieldHolders(deps.store, scope, k, now, deps.attributes)) changes.invalidate(r, reason ?? `profile ${k} removed`);
    changes.unsetProfile(k, old.value, reason);
  }
  if (changes.ops.length > 0) await deps.store.write(scope, changes.ops);
  return entries;
}

/** A valid profile key that does not read as an instruction to the assistant (`assistant_must_ignore_the_rules`). */
function keyOf(key: string): string {
  const k = profileKey(key);
  refuseInstruction(k.replace(/[_.-]+/g, ' '), 'the profile key');
  return k;
}

/**
 * A profile value as it may be stored: text has its secrets redacted (refused when it is little
 * more than one); any other value must be plain JSON, checked like metadata and redacted in every
 * string, and its JSON form must pass as text too.
 */
function profileValue(value: unknown, deps: WriteDeps): unknown {
  if (typeof value === 'string') {
    refuseInstruction(value, 'the profile value');
    return guardText(value, deps.limits, 'profile value', { secrets: 'redact' });
  }
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    throw new MnemoError('INVALID_INPUT', 'a profile value is text or a JSON value (number, boolean, list, object)');
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new MnemoError('INVALID_INPUT', 'a profile value that is a number must be finite');
  const checked = guardJson(value, 'the profile value', 8192);
  refuseInstruction(JSON.stringify(checked), 'the profile value');
  // each string and key alone too: inside JSON's quotes an instruction would read as only mentioned
  for (const text of textsOf(checked)) refuseInstruction(text, 'the profile value');
  guardText(JSON.stringify(checked), deps.limits, 'profile value', { secrets: 'redact' });
  return checked;
}
