/**
 * What a clause says of the clause before it in the same turn: a verbless fragment that goes on with the list
 * or the relation before it ("Also to pollen.", "… and so does Ravi"), and a hedge said after a clause ("…, I
 * think") that makes it unsure.
 */
import type { ClauseReading } from './classify.js';
import { continuedList } from './continued.js';
import { sameAfter, sameInClause } from './ellipsis.js';
import { lowerOf } from './phrases.js';
import type { Clause } from './split.js';

type Read = { readonly clause: Clause; readonly reading: ClauseReading };

/** A hedge said after the clause it hedges ("I'm allergic to penicillin, I think"). */
const HEDGE_TAG =
  /^(?:i think|i guess|i believe|i suppose|maybe|probably|possibly|perhaps|not sure|i am not sure|i think so|if i remember (?:right|correctly)|iirc|i reckon)$/;

/** "I'm allergic to wasps. Also to pollen and dust.": a verbless fragment that goes on with the list before it. */
export function listedAfter(clauses: readonly Read[]): void {
  for (const [n, { clause, reading }] of clauses.entries()) {
    const prev = clauses[n - 1];
    // "Dagny reports to me and so does Ravi", "…, as does Ravi": the relation said again of another person (ellipsis.ts).
    reading.drafts.push(
      ...sameInClause(clause.tokens, reading.drafts),
      ...(prev && reading.drafts.length === 0 ? sameAfter(prev.clause.tokens, prev.reading.drafts, clause.tokens) : []),
    );
    if (!prev || reading.drafts.length > 0 || reading.forget.length > 0 || clause.asked) continue;
    const more = continuedList(prev.reading.drafts, clause.tokens, clause.said);
    if (more) {
      reading.drafts.push(...more);
      if (!reading.classes.includes('self')) reading.classes.push('self');
    }
  }
}

/**
 * "I'm allergic to penicillin, I think", "I live in Leeds, I guess": the clause before a hedge is not
 * sure. An allergy becomes a suspicion; a profile field is not set (it is reported as not understood);
 * other facts stay, in the words said.
 */
export function hedgedAfter(clauses: readonly Read[]): void {
  for (const [n, { clause }] of clauses.entries()) {
    const prev = clauses[n - 1];
    if (!prev || prev.clause.sentence !== clause.sentence || !HEDGE_TAG.test(lowerOf(clause.tokens).join(' '))) continue;
    const drafts = prev.reading.drafts;
    const kept = drafts
      .filter((d) => !d.profile)
      .map((d) =>
        d.triple?.predicate === 'allergic_to' && d.triple.subject === 'user'
          ? { ...d, content: `The user may be allergic to ${d.triple.object} (a suspicion, not confirmed).`, triple: null, confidence: 0.6 }
          : d,
      );
    drafts.splice(0, drafts.length, ...kept);
  }
}
