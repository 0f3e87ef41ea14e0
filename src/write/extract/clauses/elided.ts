/**
 * Whose is a clause said without its subject? "my new manager is Leontyne, started Monday", "the cardiologist took me
 * off it, switched me to nothing": chat drops the subject a clause shares with the clause before it, so the doing is
 * that clause's subject's — here someone else's. Read as the user's it is a wrong fact ("The user started Monday",
 * "The user switched the user to nothing"), an extra memory at best (precision, issue 23).
 *
 * Read by grammar: the clause opens on a verb in its past or "-ing" form (no subject said), and the clause before it
 * in the same sentence has a subject of its own (its words before its first verb) that names a person who is not the
 * user — by relation ("my new manager", "her flatmate"), by occupation ("the cardiologist", "our head of ops"), by name, or
 * by "he"/"she"/"they" — and holds no "I"/"we". Such a clause's readings of the user are dropped; a fact the clause
 * tells of that person (context.ts joins it to theirs) is untouched.
 */
import type { Clause } from './split.js';
import type { Token } from './nlp.js';
import type { Draft } from './phrases.js';
import { ROLE_HEAD } from './phrases.js';
import { relationalNoun } from './kin.js';

/** "doing mechanical engineering", "started Monday": the clause opens on its verb, with no subject said. */
function subjectless(c: Clause): boolean {
  const first = c.tokens[0];
  return first !== undefined && first.pos === 'VERB' && /(?:ing|ed)$/.test(first.lower);
}

/** Words that make the user (part of) a subject. */
const FIRST_PERSON = /^(?:i|me|we|us|myself|ourselves|'m)$/;
/** Pronouns of someone else. */
const THIRD_PERSON = /^(?:he|she|they)$/;

/** Whether a clause's subject (its words before its first verb) names someone other than the user. */
function othersSubject(c: Clause): boolean {
  const at = c.tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (at <= 0) return false;
  const subject = c.tokens.slice(0, at);
  if (subject.some((t) => FIRST_PERSON.test(t.lower))) return false;
  // "head of ops", "the mother of my friend": the head of the phrase comes before its "of".
  const of = subject.findIndex((t, k) => k > 0 && t.lower === 'of');
  const head = subject[(of > 0 ? of : subject.length) - 1] as Token;
  if (subject.length === 1 && THIRD_PERSON.test(head.lower)) return true;
  if (head.pos === 'PROPN') return true;
  return head.pos === 'NOUN' && (relationalNoun(head.lower) !== null || ROLE_HEAD.test(head.lower));
}

/** A draft that says something of the user: a field, a triple of the user's, or a plain sentence. */
const users = (d: Draft): boolean => d.profile !== null || d.triple === null || /^(?:user|the user|i|me)$/i.test(d.triple.subject.trim());

/** The clause goes on with the person the clause before it is about: its readings of the user are not the user's. */
export function othersDoing(before: Clause | null, c: Clause, drafts: Draft[]): boolean {
  if (!before || !subjectless(c) || !othersSubject(before) || !drafts.some(users)) return false;
  drafts.splice(0, drafts.length, ...drafts.filter((d) => !users(d)));
  return true;
}
