/**
 * News someone told about themselves ("Fatima said she's pregnant", "my brother told me he's moved to
 * Hull"): the reporter and the "he/she/they" of what they said are one person, so what they said is a
 * fact about them — read as the user's own clause would be (subject.ts), never the user's. An opinion of
 * theirs about the user ("my mum says I work too much") is not this: the inner subject must be them.
 */
import type { Token } from './nlp.js';
import { mayBeName, personSubject } from './people.js';
import { freeFact, lowerOf, phrase, properRun, type Draft } from './phrases.js';
import { readAsPerson, type Reader } from './subject.js';

/** Verbs by which someone tells news (not a guess or an opinion: "thinks", "reckons" are left to reported.ts). */
const TELLS = /^(said|says|told|tells|mentioned|announced|texted|messaged)$/;

/** Facts about the reporter that their own news states; null when the clause is no such report. */
export function selfNews(tokens: readonly Token[], reread: Reader): Draft[] | null {
  const w = lowerOf(tokens);
  const at = w.findIndex((x, k) => k > 0 && k <= 6 && TELLS.test(x));
  if (at < 0) return null;
  const who = tokens.slice(0, at);
  const named = properRun(who, 0);
  const person = w[0] === 'my' ? personSubject(who.slice(1)) : null;
  const subject = person ? (person.name ?? person.key) : named.length === who.length && named.length <= 2 && named.every(mayBeName) ? phrase(named) : null;
  if (!subject) return null;
  let k = at + 1;
  while (['me', 'us', 'that'].includes(w[k] ?? '')) k++;
  if (!['he', 'she', 'they'].includes(w[k] ?? '')) return null;
  const rest = tokens.slice(k + 1);
  const theirs = readAsPerson(subject, tokens, rest, reread);
  if (theirs.length > 0) return theirs;
  // "she's pregnant", "he's engaged": a state of theirs no field names is kept in their words.
  const state = ['is', "'s", 'are'].includes(rest[0]?.lower ?? '') ? rest.slice(1) : [];
  if (state.length === 0 || state.length > 3 || !state.every((t) => t.pos === 'ADJ' || t.pos === 'NOUN' || (t.pos === 'VERB' && /ed$/.test(t.lower))))
    return null;
  return [{ ...freeFact(phrase(tokens)), triple: { subject, predicate: 'is', object: phrase(state) } }];
}
