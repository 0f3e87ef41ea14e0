/**
 * "my son was diagnosed with ADHD", "our youngest got diagnosed with coeliac disease": a diagnosis of one of the
 * user's people is a lasting fact about that person, weighed high (weighty.ts), never the user's own condition.
 */
import type { Token } from './nlp.js';
import { freeFact, phrase, type Draft } from './phrases.js';

/** What a diagnosis of one of the user's people says; null when the clause is none. */
export function diagnosedOther(tokens: readonly Token[]): Draft | null {
  const w = tokens.map((t) => t.lower);
  if (w[0] !== 'my' && w[0] !== 'our') return null;
  const at = w.indexOf('diagnosed');
  // The person: a few words after "my", none of them a verb or a pronoun ("my son", "my little sister", "my mum's partner").
  const be = w.findIndex((x, i) => i > 0 && /^(?:was|got|has|have|is|'s|had|been)$/.test(x));
  if (at < 0 || be < 2 || be > 4 || at > be + 2 || w[at + 1] !== 'with' || at + 2 >= w.length) return null;
  if (tokens.slice(1, be).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || (t.pos === 'PRON' && t.text !== "'s"))) return null;
  if (/\b(?:not|n't|never|might|may|could|maybe|possibly|probably|if)\b/.test(w.join(' '))) return null;
  return freeFact(phrase(tokens), 'fact', 0.9);
}
