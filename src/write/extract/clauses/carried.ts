/**
 * The subject a coordinated clause goes on with when it is someone else's: "our son Ilyas is 7 and has a peanut
 * allergy", "my dad plays golf and speaks Welsh", "Priya's a nurse and lives in Cork". The splitter cuts such a
 * sentence at its "and"; the second clause has no subject said, and without one it reads as nobody's (or as a
 * question: "has a peanut allergy"). Here it inherits the subject of the clause before — a relative of the user's
 * ("my …", "our …": a relation by its shape, kin.ts, with or without a name) or one named person — so the ordinary
 * readings see "our son Ilyas has a peanut allergy". The user's own "I"/"we" is carried by split.ts as before.
 */
import type { Token } from './nlp.js';
import { kinPhrase } from './kin.js';
import { properRun } from './phrases.js';

const copy = (t: Token): Token => ({ ...t, negated: false });
const IS: Token = { text: 'is', lower: 'is', pos: 'AUX', lemma: 'be', negated: false };

/** Discourse words a clause may open on before its subject. */
const OPENER = /^(?:oh|so|and|also|well|yeah|ok|okay|btw|plus|but|now|anyway|fyi)$/;

/**
 * The subject phrase (with "is" before a participle or a noun phrase said of it again) that a clause after "and"
 * inherits from `before`, when `before` is about one of the user's people; [] when it is not.
 */
export function othersSubject(before: readonly Token[], next: Token): Token[] {
  let from = 0;
  while (OPENER.test(before[from]?.lower ?? '') || before[from]?.text === ',') from++;
  // The subject is the longest run after "my"/"our" that reads as one person (kin.ts; the tagger may take the verb
  // after it for a noun: "my wife's brother lives …"), or one name.
  let end = -1;
  if (/^(?:my|our)$/.test(before[from]?.lower ?? ''))
    for (let k = Math.min(before.length - 1, from + 7); k > from + 1 && end < 0; k--)
      if (before[k]?.text !== "'s" && kinPhrase(before.slice(from + 1, k))) end = k;
  if (end < 0) {
    const name = properRun(before, from);
    const verb = before[from + name.length];
    if (name.length > 0 && name.length <= 3 && !name.some((t) => t.text === 'I') && (verb?.pos === 'VERB' || verb?.pos === 'AUX')) end = from + name.length;
  }
  if (end < 0) return [];
  const head = before.slice(from, end);
  const subject = head.map(copy);
  const be = before.slice(end).some((t) => t.lemma === 'be');
  if (['a', 'an', 'the'].includes(next.lower)) return be ? [...subject, IS] : [];
  if (next.pos === 'VERB' && next.lower.endsWith('ing')) return [...subject, IS];
  return subject;
}
