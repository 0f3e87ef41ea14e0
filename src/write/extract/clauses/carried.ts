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
  const verb = before.findIndex((t, k) => k > from && (t.pos === 'VERB' || t.pos === 'AUX'));
  if (verb < 0) return [];
  const head = before.slice(from, verb);
  // "'s" after the subject is the verb ("Priya's a nurse"); inside it, a possessive chain (kin.ts).
  const own = /^(?:my|our)$/.test(head[0]?.lower ?? '') ? kinPhrase(head.slice(1)) : null;
  const name = own ? [] : properRun(head, 0);
  const one = name.length > 0 && name.length <= 3 && name.length === head.length && !name.some((t) => t.text === 'I');
  if (!own && !one) return [];
  const subject = head.map(copy);
  const be = before.slice(verb).some((t) => t.lemma === 'be');
  if (['a', 'an', 'the'].includes(next.lower)) return be ? [...subject, IS] : [];
  if (next.pos === 'VERB' && next.lower.endsWith('ing')) return [...subject, IS];
  return subject;
}
