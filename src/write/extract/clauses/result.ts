/** What a statement reader returns. */
import type { Draft } from './phrases.js';

/** What a statement said. */
export interface StatementResult {
  readonly drafts: Draft[];
  /** "I no longer work at Acme" → forget "Acme". */
  readonly forget: string[];
  /** The statement changes what was true ("moved to", "switched", "now", "no longer"): its cue. */
  readonly change: string | null;
  /** Who it is about: the user, someone else, or nobody (small talk). */
  readonly about: 'user' | 'other' | 'none';
  /** A one-off state ("I'm tired", "I'm at the office today"). */
  readonly smalltalk: boolean;
}

/** A result with defaults: about the user, nothing stored. */
export function result(r: Partial<StatementResult>): StatementResult {
  return { drafts: [], forget: [], change: null, about: 'user', smalltalk: false, ...r };
}
