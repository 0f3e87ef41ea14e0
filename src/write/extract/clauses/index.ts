/**
 * Offline extraction over clauses: a turn is parsed (wink-nlp), split into clauses, each clause is
 * classified and read into candidates with the model extractor's schema, times are resolved
 * against the session date (chrono-node), and corrections are marked so consolidation supersedes.
 */
import type { Correction } from '../types.js';
import { readClause, type ClauseClass, type ClauseReading } from './classify.js';
import type { Draft } from './phrases.js';
import { clausesOfTurn } from './split.js';
import { weigh } from './importance.js';
import { referredTime } from './time.js';

export { CLAUSE_CLASSES, type ClauseClass, type ClauseReading } from './classify.js';
export type { Draft } from './phrases.js';
export { thirdPerson } from './phrases.js';

/** What the offline extractor found in one turn. */
export interface TurnAnalysis {
  readonly clauses: readonly ClauseReading[];
  /** Every class any clause had ("smalltalk" when nothing else). */
  readonly classes: readonly ClauseClass[];
  readonly candidates: readonly Draft[];
  readonly forget: readonly { readonly topic: string; readonly reason?: string | undefined }[];
  /** Some clause asks a question the reply must answer (also when the turn edits memory too). */
  readonly asks: boolean;
  /**
   * Clauses about the user (or a change to what was known) that the rules could not read into a
   * memory: nothing was stored or changed for them, and the reply should say so.
   */
  readonly notUnderstood: readonly string[];
}

/** Reads one user turn. `now` is the session date that relative times resolve against. */
export function analyseTurn(text: string, options: { now?: Date } = {}): TurnAnalysis {
  const now = options.now ?? new Date();
  const clauses = clausesOfTurn(text).map((c) => ({ clause: c, reading: readClause(c) }));
  const candidates: Draft[] = [];
  const forget: { topic: string; reason?: string }[] = [];
  let pending: string | null = null;
  const hasLaterField = (from: number) =>
    clauses.slice(from + 1).some((c) => c.reading.drafts.some((d) => d.profile && !d.profile.key.startsWith('preference.')));
  for (const [n, { clause, reading }] of clauses.entries()) {
    const cue = reading.change ?? (reading.drafts.some((d) => d.profile) ? pending : null);
    const when = reading.classes.includes('instruction') ? null : referredTime(clause.said, now);
    for (const d of reading.drafts) {
      const correction: Correction | undefined = cue ? { reason: `the user corrected it (“${cue}”)`, replaces: reading.replaces } : undefined;
      candidates.push({ ...weigh(d, clause.said), ...(correction && { correction, confidence: Math.max(d.confidence, 0.95) }), ...(when && { when }) });
    }
    if (cue && reading.drafts.length > 0 && !reading.classes.includes('correction')) reading.classes.push('correction');
    // "not on the payments team anymore, I'm on growth now": the new value supersedes the old one.
    if (reading.forget.length > 0 && reading.change && hasLaterField(n)) {
      pending = reading.change;
      continue;
    }
    for (const topic of reading.forget) forget.push(reading.change ? { topic, reason: `the user said it is no longer so (“${reading.change}”)` } : { topic });
    if (reading.change && reading.drafts.length === 0 && reading.forget.length === 0) pending = reading.change;
  }
  const classes = [...new Set(clauses.flatMap((c) => c.reading.classes))];
  const seen = new Set<string>();
  return {
    clauses: clauses.map((c) => c.reading),
    classes: classes.length > 0 ? classes : ['smalltalk'],
    candidates: candidates.filter((c) => !seen.has(c.content) && seen.add(c.content)),
    forget,
    asks: classes.includes('question'),
    notUnderstood: clauses
      .filter(
        ({ reading: r }) =>
          r.drafts.length === 0 && r.forget.length === 0 && (r.classes.includes('self') || r.classes.includes('correction') || r.change !== null),
      )
      .map((c) => c.clause.said),
  };
}
