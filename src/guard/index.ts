/**
 * Guards before storage (M7): nothing empty, nothing oversized, no secrets.
 */
import { MnemoError } from '../errors.js';
import { findSecret } from './secrets.js';

export { findSecret, redactSecrets } from './secrets.js';

/** Limits a memory's text must respect. */
export interface GuardLimits {
  /** Longest accepted memory, in characters. */
  readonly maxChars: number;
}

/** The defaults: a memory is one sentence or a short paragraph, not a document. */
export const DEFAULT_GUARD_LIMITS: GuardLimits = { maxChars: 2000 };

/** Normalises and checks the text of a memory or note; throws a user error saying what to do. */
export function guardText(text: unknown, limits: GuardLimits = DEFAULT_GUARD_LIMITS, what = 'memory text'): string {
  if (typeof text !== 'string') throw new MnemoError('INVALID_INPUT', `${what} must be a string`);
  const clean = text.replace(/\u0000/g, '').replace(/\s+/g, ' ').trim();
  if (clean.length === 0) throw new MnemoError('INVALID_INPUT', `${what} is empty: give the sentence to remember`);
  if (clean.length > limits.maxChars) {
    throw new MnemoError('INVALID_INPUT', `${what} has ${clean.length} characters, the limit is ${limits.maxChars}: store one self-contained fact per memory`, {
      details: { length: clean.length, limit: limits.maxChars },
    });
  }
  const secret = findSecret(clean);
  if (secret) {
    throw new MnemoError('SECRET_DETECTED', `${what} looks like it contains a secret (${secret}); Mnemo never stores secrets: remove it and try again`, {
      details: { kind: secret },
    });
  }
  return clean;
}
export { guardCandidates, type CandidateGuardOptions, type GuardedCandidates } from './candidates.js';
