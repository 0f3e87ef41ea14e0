/**
 * Guards before storage (M7): nothing empty, nothing oversized, no secrets.
 */
import { MnemoError } from '../../core/errors.js';
import { findSecret, isMostlySecret, redactSecrets } from './secrets.js';
import { stripInvisible } from './injection.js';

export { findSecret, redactSecrets, redactDeep, scanSecrets, isMostlySecret, type DeepRedaction, type Finding } from './secrets.js';

/** Limits a memory's text must respect. */
export interface GuardLimits {
  /** Longest accepted memory, in characters. */
  readonly maxChars: number;
}

/** The defaults: a memory is one sentence or a short paragraph, not a document. */
export const DEFAULT_GUARD_LIMITS: GuardLimits = { maxChars: 2000 };

/**
 * What {@link guardText} does with a secret: `refuse` throws SECRET_DETECTED (the default, for
 * callers that only validate); `redact` returns the text with each secret's value replaced by
 * `[redacted <kind>]`, and refuses only a text that is little more than a secret.
 */
export type SecretPolicy = 'refuse' | 'redact';

/** Options of {@link guardText}. */
export interface GuardTextOptions {
  readonly secrets?: SecretPolicy;
  /**
   * `fold` (the default) folds runs of whitespace into one space: a memory is one sentence.
   * `keep` keeps a document's layout — line breaks, indentation, code fences — and only turns
   * CRLF into LF and drops blank lines at either end (a skill body, a memory's context).
   */
  readonly layout?: 'fold' | 'keep';
}

/**
 * Normalises and checks the text of a memory or note; throws a user error saying what to do.
 * With `{ secrets: 'redact' }` the returned text has its secrets redacted (redaction runs on the
 * text as given, before whitespace is folded, so a value ends where its line ended).
 */
export function guardText(input: unknown, limits: GuardLimits = DEFAULT_GUARD_LIMITS, what = 'memory text', options: GuardTextOptions = {}): string {
  if (typeof input !== 'string') throw new MnemoError('INVALID_INPUT', `${what} must be a string`);
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(input))
    throw new MnemoError('INVALID_INPUT', `${what} holds a lone surrogate (broken UTF-16): send valid Unicode text`);
  // invisible tag characters (emoji flags kept) and unbalanced bidi controls never reach storage
  const text = stripInvisible(input);
  const fold = (s: string) =>
    s
      .replace(/\u0000/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const keep = options.layout === 'keep';
  const laidOut = (s: string) =>
    s
      .replace(/\u0000/g, '')
      .replace(/\r\n?/g, '\n')
      .replace(/^(?:[ \t]*\n)+/, '')
      .trimEnd();
  const clean = keep ? laidOut(text) : fold(text);
  if (clean.length === 0) throw new MnemoError('INVALID_INPUT', `${what} is empty: give the sentence to remember`);
  if (clean.length > limits.maxChars) {
    throw new MnemoError('INVALID_INPUT', `${what} has ${clean.length} characters, the limit is ${limits.maxChars}: store one self-contained fact per memory`, {
      details: { length: clean.length, limit: limits.maxChars },
    });
  }
  if (options.secrets === 'redact') {
    const raw = redactSecrets(text.replace(/\u0000/g, ''));
    // folding can join what a line break kept apart: scan the folded text once more
    const again = redactSecrets(fold(raw.text));
    const kinds = [...raw.found, ...again.found];
    if (kinds.length === 0) return clean;
    if (isMostlySecret(fold(text), again.text)) throw refusal(what, kinds[0] as string);
    // A kept layout stays when the secrets were found line by line; one found only across a line
    // break cannot be placed in the layout, so the folded, redacted text is stored instead.
    return keep && again.found.length === 0 ? laidOut(raw.text) : again.text;
  }
  const secret = findSecret(clean) ?? findSecret(text) ?? (keep ? findSecret(fold(text)) : null);
  if (secret) throw refusal(what, secret);
  return clean;
}

function refusal(what: string, kind: string): MnemoError {
  return new MnemoError('SECRET_DETECTED', `${what} looks like it contains a secret (${kind}); Mnemo never stores secrets: remove it and try again`, {
    details: { kind },
  });
}
export { guardCandidates, type CandidateGuardOptions, type GuardedCandidates } from './candidates.js';
export { findInstruction, invisibles, quotedInstruction, readAs, refuseInstruction, stripInvisible } from './injection.js';
