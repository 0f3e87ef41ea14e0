/** Whether "since …" in a statement marks a time (a change) or gives a reason. */
import type { Token } from './nlp.js';

/**
 * "since March", "since last year", "since then" mark a change; "since the user has never…" and
 * "since it's cheaper" give a reason: a verb within three words makes it a clause, not a time.
 */
export function temporalSince(tokens: readonly Token[]): boolean {
  const at = tokens.findIndex((t) => t.lower === 'since');
  if (at < 0) return false;
  const next = tokens.slice(at + 1, at + 4);
  return next.length > 0 && (next[0]?.lower === 'then' || !next.some((t) => t.pos === 'VERB' || t.pos === 'AUX'));
}

/** A span of time said with a clause ("since 2014", "for six years", "for the last decade"): a state held, as a job is. */
export function spanOfTime(clause: readonly Token[]): boolean {
  const said = clause.map((t) => t.lower).join(' ');
  return /\bsince\b/.test(said) || /\bfor (?:the (?:last|past) )?(?:[\w-]+ )?(?:years?|yrs?|months?|decades?)\b/.test(said);
}
