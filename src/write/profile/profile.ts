/**
 * Setting and unsetting profile fields (user namespace: explicit user action or bootstrap only).
 * A set supersedes the memory that held the old value with the new value's fact memory (or creates
 * one); an unset invalidates it. Field, triple and memory change in one transaction, each with history.
 */
import { assertWritable, type Caller } from '../../core/caller.js';
import { ChangeSet } from '../correct/change-set.js';
import { withVector, type WriteDeps } from '../correct/deps.js';
import { guardText } from '../guard/index.js';
import { guardJson, guardReason } from '../validate/index.js';
import { MnemoError } from '../../core/errors.js';
import { USER_NAMESPACE, type SourceType } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import { valueText } from '../correct/field.js';
import { fieldHolders, fieldRecord, profileKey } from './fields.js';

/** Options of a profile change. */
export interface ProfileChangeOptions {
  readonly reason?: string | undefined;
  /** The source of the value (default: the caller's own; `bootstrap` for a system of record). */
  readonly source?: SourceType | undefined;
}

/** Sets field `key` to `value`, with its fact memory. */
export async function setProfileField(deps: WriteDeps, caller: Caller, key: string, value: unknown, options: ProfileChangeOptions = {}): Promise<ProfileEntry> {
  const source = options.source ?? caller.source;
  assertWritable(caller, USER_NAMESPACE, source);
  const k = profileKey(key);
  const v = profileValue(value, deps);
  const reason = guardReason(options.reason) ?? null;
  const now = deps.now();
  const { scope } = caller;
  const old = (await deps.store.getProfile(scope)).find((p) => p.key === k);
  const holders = await fieldHolders(deps.store, scope, k, now, deps.attributes);
  const entry: ProfileEntry = { key: k, value: v, source, updatedAt: now };
  const changes = new ChangeSet(scope, caller.actor, now);
  const [holder, ...stale] = holders;
  if (!holder || holder.triple?.object !== valueText(v)) {
    const next = await withVector(deps, fieldRecord(scope, { key: k, value: v, source }, now, deps.limits, holder));
    if (holder) changes.supersede(holder, next, reason ?? `profile ${k} set`);
    else changes.create(next, reason);
  }
  for (const r of stale) changes.invalidate(r, reason ?? `profile ${k} set`);
  changes.setProfile(entry, old?.value ?? null, reason);
  await deps.store.write(scope, changes.ops);
  return entry;
}

/** Removes field `key` and invalidates its fact memory; false when the field was not set. */
export async function unsetProfileField(deps: WriteDeps, caller: Caller, key: string, options: { reason?: string | undefined } = {}): Promise<boolean> {
  assertWritable(caller, USER_NAMESPACE);
  const k = profileKey(key);
  const reason = guardReason(options.reason) ?? null;
  const { scope } = caller;
  const old = (await deps.store.getProfile(scope)).find((p) => p.key === k);
  if (!old) return false;
  const now = deps.now();
  const changes = new ChangeSet(scope, caller.actor, now);
  for (const r of await fieldHolders(deps.store, scope, k, now, deps.attributes)) changes.invalidate(r, reason ?? `profile ${k} removed`);
  changes.unsetProfile(k, old.value, reason);
  await deps.store.write(scope, changes.ops);
  return true;
}

/**
 * A profile value as it may be stored: text has its secrets redacted (refused when it is little
 * more than one); any other value must be plain JSON, checked like metadata and redacted in every
 * string, and its JSON form must pass as text too.
 */
function profileValue(value: unknown, deps: WriteDeps): unknown {
  if (typeof value === 'string') return guardText(value, deps.limits, 'profile value', { secrets: 'redact' });
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    throw new MnemoError('INVALID_INPUT', 'a profile value is text or a JSON value (number, boolean, list, object)');
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new MnemoError('INVALID_INPUT', 'a profile value that is a number must be finite');
  const checked = guardJson(value, 'the profile value', 8192);
  guardText(JSON.stringify(checked), deps.limits, 'profile value', { secrets: 'redact' });
  return checked;
}
