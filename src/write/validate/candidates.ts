/**
 * The inputs of `applyCandidates` (memory tools, the assistant), checked and redacted at the edge:
 * the memory text of a candidate is guarded when its record is built; the profile value it sets, the
 * forget topics and their reasons are guarded here.
 */
import type { Candidate } from '../extract/types.js';
import { guardText, type GuardLimits } from '../guard/index.js';
import { invalidInput } from '../../core/errors.js';
import { MAX_FORGET_DESCRIPTION_CHARS } from '../../core/requests/index.js';
import { guardReason, redactText } from './index.js';

/** A forget request as callers give it: a topic, or a topic with the user's reason. */
export type ForgetInput = string | { readonly topic: string; readonly reason?: string | undefined };

/** The candidates with their profile values redacted (a value that is little more than a secret is refused). */
export function guardCandidateInputs(candidates: unknown, limits: GuardLimits): Candidate[] {
  if (!Array.isArray(candidates)) throw invalidInput('give a list of candidate memories');
  return (candidates as Candidate[]).map((c) =>
    c.profile ? { ...c, profile: { key: c.profile.key, value: guardText(c.profile.value, limits, 'profile value', { secrets: 'redact' }) } } : c,
  );
}

/** Forget requests as consolidation takes them, topics and reasons redacted; INVALID_INPUT for anything but texts of at most 500 characters (the `forgetDescribed` limit). */
export function guardForgets(forgets: unknown): { topic: string; reason?: string | undefined; eventSeqs: number[] }[] {
  if (forgets === undefined) return [];
  const topicOf = (f: unknown): unknown => (typeof f === 'object' && f !== null ? (f as { topic?: unknown }).topic : f);
  if (!Array.isArray(forgets) || forgets.some((f) => typeof topicOf(f) !== 'string' || (topicOf(f) as string).length > MAX_FORGET_DESCRIPTION_CHARS)) {
    throw invalidInput(`forget topics are texts (or { topic, reason }) of at most ${MAX_FORGET_DESCRIPTION_CHARS} characters`);
  }
  return (forgets as ForgetInput[]).map((f) =>
    typeof f === 'string' ? { topic: redactText(f), eventSeqs: [] } : { topic: redactText(f.topic), reason: guardReason(f.reason), eventSeqs: [] },
  );
}
