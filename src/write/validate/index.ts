/**
 * Checks of public inputs at the edge (M7, issue 17): each input is checked once, where it enters,
 * and a bad one is answered by a coded `MnemoError` before anything is written. Side fields (reasons,
 * metadata) are checked and their secrets redacted here; texts that are memories go through
 * `guardText` instead.
 */
import type { z } from 'zod';
import { invalidInput } from '../../core/errors.js';
import { MAX_REASON_CHARS, parseRequest } from '../../core/requests/index.js';
import { redactDeep, redactSecrets } from '../guard/secrets.js';

/** Largest metadata object, as JSON bytes. */
export const MAX_METADATA_BYTES = 8192;
/** Deepest nesting of a metadata object. */
export const MAX_METADATA_DEPTH = 32;
/** How far in the future an event may be dated (clocks drift; a year 3000 event would pin a session open). */
export const MAX_FUTURE_SKEW_MS = 10 * 60_000;

// Years 1 to 9999: what ISO 8601 and both stores represent without surprises.
const MIN_TIME = Date.UTC(1, 0, 1);
const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A Date (or an ISO string, when `coerce`) within years 1–9999; INVALID_INPUT otherwise. */
export function checkDate(value: unknown, what: string, options: { coerce?: boolean; notAfter?: Date } = {}): Date {
  const d = value instanceof Date ? value : options.coerce && (typeof value === 'string' || typeof value === 'number') ? new Date(value) : null;
  if (!d) throw invalidInput(`${what} must be a Date`);
  const t = d.getTime();
  if (Number.isNaN(t)) throw invalidInput(`${what} is not a valid date`);
  if (t < MIN_TIME || t > MAX_TIME) throw invalidInput(`${what} is outside the years 1 to 9999`);
  if (options.notAfter && t > options.notAfter.getTime()) throw invalidInput(`${what} is in the future: give the time it happened`);
  return d;
}

/** The time of a session event: a valid Date not more than {@link MAX_FUTURE_SKEW_MS} ahead of `now`. */
export function checkEventTime(value: unknown, now: Date): Date {
  return checkDate(value, 'an event time', { notAfter: new Date(now.getTime() + MAX_FUTURE_SKEW_MS) });
}

/**
 * A reason as it may be kept in history: undefined stays undefined; otherwise text of at most
 * {@link MAX_REASON_CHARS} characters, its secrets redacted (a side field is never refused for one).
 */
export function guardReason(reason: unknown, what = 'the reason'): string | undefined {
  if (reason === undefined || reason === null) return undefined;
  if (typeof reason !== 'string') throw invalidInput(`${what} must be text`);
  if (reason.length > MAX_REASON_CHARS)
    throw invalidInput(`${what} has ${reason.length} characters, the limit is ${MAX_REASON_CHARS}`, { length: reason.length, limit: MAX_REASON_CHARS });
  return redactSecrets(reason.replace(/\u0000/g, '')).text;
}

/** `text` with its secrets redacted (for side texts that are not reasons: source ids, summaries, topics). */
export function redactText(text: string): string {
  return redactSecrets(text).text;
}

/**
 * Metadata as it may be stored: a plain JSON object (no cycles, BigInts, functions, non-finite
 * numbers), at most {@link MAX_METADATA_DEPTH} deep and {@link MAX_METADATA_BYTES} bytes, with
 * secrets redacted in every key and string. Undefined gives `{}`.
 */
export function guardMetadata(value: unknown, what = 'metadata'): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw invalidInput(`${what} must be a plain object`);
  checkJson(value, what);
  const size = Buffer.byteLength(JSON.stringify(value));
  if (size > MAX_METADATA_BYTES)
    throw invalidInput(`${what} is ${size} bytes as JSON, the limit is ${MAX_METADATA_BYTES}`, { length: size, limit: MAX_METADATA_BYTES });
  return redactDeep(value, MAX_METADATA_DEPTH + 1).value;
}

/**
 * Any JSON value (a profile value, a history snapshot) as it may be stored: checked like metadata
 * (no cycles, BigInts, non-finite numbers; at most {@link MAX_METADATA_DEPTH} deep, `maxBytes` as
 * JSON) and redacted in every string.
 */
export function guardJson(value: unknown, what: string, maxBytes = Number.POSITIVE_INFINITY): unknown {
  if (value === undefined) return undefined;
  checkJson(value, what);
  const size = Buffer.byteLength(JSON.stringify(value) ?? '');
  if (size > maxBytes) throw invalidInput(`${what} is ${size} bytes as JSON, the limit is ${maxBytes}`, { length: size, limit: maxBytes });
  return redactDeep(value, MAX_METADATA_DEPTH + 1).value;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Walks a value iteratively (a 5,000-deep object must not overflow the stack) and refuses what JSON cannot hold faithfully. */
function checkJson(root: unknown, what: string): void {
  const stack: { v: unknown; depth: number; path: readonly object[] }[] = [{ v: root, depth: 0, path: [] }];
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop() as (typeof stack)[number];
    if (v === null || typeof v === 'string' || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw invalidInput(`${what} holds a number that is not finite`);
      continue;
    }
    if (v instanceof Date) continue; // stored as its ISO text
    if (typeof v !== 'object')
      throw invalidInput(`${what} holds a ${typeof v}: only JSON values (text, numbers, booleans, null, arrays, objects) can be stored`);
    if (depth >= MAX_METADATA_DEPTH) throw invalidInput(`${what} is nested deeper than ${MAX_METADATA_DEPTH} levels`, { limit: MAX_METADATA_DEPTH });
    if (path.includes(v)) throw invalidInput(`${what} refers to itself (a cycle): it cannot be stored`);
    if (!Array.isArray(v) && !isPlainObject(v))
      throw invalidInput(`${what} holds an object that is not plain JSON (a Date, Map or class instance): convert it first`);
    const next = [...path, v];
    for (const x of Object.values(v)) if (x !== undefined) stack.push({ v: x, depth: depth + 1, path: next });
  }
}

/** A non-empty id as text; INVALID_INPUT otherwise. */
export function checkId(id: unknown, what = 'the id of the memory'): string {
  if (typeof id !== 'string' || id.trim() === '' || id.length > 256) throw invalidInput(`give ${what} (text of 1–256 characters)`);
  return id;
}

export { MAX_REASON_CHARS, NamespaceSchema } from '../../core/requests/index.js';

/** Parses `value` with `schema`, or throws INVALID_INPUT naming the first problem. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  return parseRequest(schema, value, what);
}

/** A vector as stored: every component finite and within ±1e6 (an embedding is normalised; 3e38 is garbage). */
export function checkVector(v: Float32Array, what: string): Float32Array {
  for (const x of v) if (!Number.isFinite(x) || Math.abs(x) > 1e6) throw invalidInput(`${what} holds a component that is not a finite number of sensible size`);
  return v;
}
