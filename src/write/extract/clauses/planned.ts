/**
 * A plain fact of the user's that is still to come is a plan, whatever reader made it: "im starting at Fennick & Rowe
 * in january", "next month I'll be moving to Nelson", "considering going vegetarian for lent". Stored as a bare
 * statement it reads as the present ("The user is starting at …" is recalled as where the user is); marked with the
 * `plans` triple it is recalled as what it is. A field said ahead is turned into a plan in index.ts; this does the
 * same for what no field holds.
 *
 * Still to come: a time said after the session date or a future form (index.ts's `ahead`), or a verb of intent or
 * deliberation whose complement is a deed not yet done — "considering / planning / thinking of / hoping / aiming /
 * intending" + a verb ("-ing", "to" + verb, "of/about" + "-ing").
 */
import type { Token } from './nlp.js';
import { stripEnd, type Draft } from './phrases.js';

/** Verbs of intent and deliberation (by lemma, a closed class of English). */
const INTENT = /^(?:consider|contemplate|plan|think|hope|aim|intend|mean|weigh|look)$/;

/** The clause holds a verb of intent, in the progressive, whose complement is a deed to come. */
export function intending(tokens: readonly Token[]): boolean {
  const k = tokens.findIndex((t) => INTENT.test(t.lemma) && /ing$/.test(t.lower));
  if (k < 0 || k > 4) return false;
  const next = tokens[k + 1];
  const after = tokens[k + 2];
  if (!next) return false;
  // "thinking of quitting", "looking to move", "hoping to retrain", "considering switching".
  // An "-ing" form the tagger may read as an adjective ("considering going vegetarian").
  const deed = (t: Token | undefined) => t !== undefined && (t.pos === 'VERB' || t.pos === 'ADJ') && /ing$/.test(t.lower);
  if (['of', 'about', 'to', 'into', 'at'].includes(next.lower)) return next.lower === 'to' ? after?.pos === 'VERB' : deed(after);
  return tokens[k]?.lemma !== 'think' && tokens[k]?.lemma !== 'look' && deed(next);
}

/** The draft as a plan when it is a plain fact of the user's still to come (see above); else the draft. */
export function asPlan(d: Draft, tokens: readonly Token[], ahead: boolean): Draft {
  // The user is the subject, perhaps after a time said first ("Next month the user will be moving …").
  const subject = /^(?:[^,.]{0,30}?\s)?the user\s+(?:is\s+|will\s+(?:be\s+)?|'s\s+)?/i.exec(d.content);
  if (d.triple || d.profile || d.ends || d.correction || d.kind === 'preference' || !subject) return d;
  if (/\buser's\b/i.test(subject[0]) || (!ahead && !intending(tokens))) return d;
  const object = stripEnd(d.content.slice(subject[0].length));
  return object ? { ...d, triple: { subject: 'user', predicate: 'plans', object } } : d;
}
