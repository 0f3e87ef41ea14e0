/**
 * Fragments that say who the user is without a subject or a verb: a pronoun set said with the word
 * "pronouns" or a polite word ("she/her pronouns please", "they/them only") is the user's pronouns; a state of
 * health said as a bare participle or adjective phrase that ends in it ("registered blind", "partially deaf") is
 * the user's, kept high ("blind drunk" ends in no word of health). A fragment with a negation, a question, a person or a pronoun other
 * than the set itself is none of these. A set in brackets right after the name the user gives is theirs too.
 */
import type { Token } from './nlp.js';
import { HEALTH } from './importance.js';
import { fieldFact, freeFact, lowerOf, phrase, type Draft } from './phrases.js';

/** A pronoun set: "she/her", "they/them/theirs", "he/they". */
const SET = /^(she|he|they|xe|ze|fae)\/(her|him|them|hers|his|theirs|xem|zir|faer|they|she|he)(\/\w+)?$/;
/** Words said beside a pronoun set that add nothing to it. */
const BESIDE = /^(pronouns?|please|pls|plz|thanks|thank|you|only|for me|are|my|is|fine|use)$/;

/**
 * "I'm Mei-Ling (she/her)", "Ngozi (she/they) here": a pronoun set in brackets right after the name the turn gives the
 * user is the user's pronouns; null when the name is not followed so.
 */
export function pronounsBesideName(raw: string, name: string): Draft | null {
  const at = raw.indexOf(name);
  if (at < 0) return null;
  const m = /^\s*[([]\s*([a-z]+\s*\/\s*[a-z]+(?:\s*\/\s*[a-z]+)?)\s*[)\]]/i.exec(raw.slice(at + name.length));
  const set = m ? (m[1] as string).toLowerCase().replace(/\s+/g, '') : null;
  return set && SET.test(set) ? fieldFact('pronouns', set) : null;
}

/** The user's pronouns, or their state of health, said as a fragment; null otherwise. */
export function ownFragment(tokens: readonly Token[]): Draft | null {
  const w = lowerOf(tokens).filter((x) => !/^[.!,]$/.test(x));
  if (w.length === 0 || w.length > 6 || tokens.some((t) => t.negated || t.lower === 'not' || t.text === '?')) return null;
  const joined = w.join(' ').replace(/\s*\/\s*/g, '/');
  const set = joined.split(' ').filter((x) => !BESIDE.test(x));
  if (set.length === 1 && SET.test(set[0] as string) && joined.split(' ').some((x) => BESIDE.test(x))) return fieldFact('pronouns', set[0] as string);
  // "registered blind", "partially sighted", "profoundly deaf": a participle or an adjective first, a word of health in it.
  const first = tokens[0];
  if (
    first &&
    (first.pos === 'ADJ' || (first.pos === 'VERB' && /ed$/.test(first.lower)) || first.pos === 'ADV') &&
    w.length <= 3 &&
    !tokens.some((t) => t.pos === 'PRON' || t.pos === 'PROPN' || t.pos === 'AUX') &&
    HEALTH.test(w[w.length - 1] as string)
  )
    return { ...freeFact(`I am ${phrase(tokens).toLowerCase()}`, 'fact', 0.9), importance: 0.9 };
  return null;
}
