/**
 * The honest fallback for what the user says they are: "I'm a beekeeper", "been a farrier since 2019", "I'm an
 * early riser". When no reader finds a field in a first-person "I am / I've been a(n) <noun phrase>", the clause is
 * still a lasting fact about the user: it is kept in the user's own words, with no triple and no profile edit
 * (a role the role table does not know is not guessed into the profile).
 *
 * Read by grammar: the subject is "I", the verb is the present copula or "have been", an article opens a noun
 * phrase whose head the tagger reads as a noun. Not kept: a negation, a modal or a hedge ("maybe", "probably"),
 * a question, the moment of the day ("today", "right now"), and a measure noun that only grades what follows
 * ("a bit", "a lot", "a kind of" — a closed class of English).
 */
import type { Token } from './nlp.js';
import { freeFact, lowerOf, phrase, type Draft } from './phrases.js';

/** Nouns that grade or measure what follows rather than name what the user is (closed class). */
const MEASURE = /^(?:bit|lot|little|tad|kind|sort|bunch|couple|few|number|load|ton|heap|piece|part|fan|mess|wreck|nightmare|pain|joke|fool|idiot|shadow)$/;
/** Words that make the clause a moment, a doubt or a supposition. */
const NOT_LASTING =
  /\b(?:today|tonight|tomorrow|yesterday|right now|rn|at the moment|atm|this (?:morning|afternoon|evening|week|weekend)|maybe|probably|perhaps|possibly|might|may|could|would|should|if|think|guess|reckon|suppose|wish|hope|not|never|no|called|named|pretend|pretending|imagine|role-?play(?:ing)?)\b/;

/** The fact "the user is a(n) …", or null when the clause is not that shape. */
export function plainSelf(tokens: readonly Token[], asked: boolean): Draft | null {
  if (asked || tokens.some((t) => t.negated)) return null;
  const w = lowerOf(tokens);
  if (w[0] !== 'i') return null;
  let k = 1;
  if (w[k] === 'am' || w[k] === "'m") k++;
  else if ((w[k] === 'have' || w[k] === "'ve") && w[k + 1] === 'been') k += 2;
  else return null;
  if (w[k] !== 'a' && w[k] !== 'an') return null;
  k++;
  const start = k;
  while (tokens[k] && ['ADJ', 'NOUN', 'PROPN'].includes((tokens[k] as Token).pos) && !/-$/.test(w[k] as string)) k++;
  const head = tokens[k - 1];
  if (k === start || k - start > 4 || !head || head.pos !== 'NOUN' || MEASURE.test(head.lower)) return null;
  // "a beekeeper, I keep …" is fine; "a beekeeper of sorts who …" too: only the whole clause's words decide a moment.
  if (NOT_LASTING.test(w.join(' ')) || tokens.length > 12) return null;
  return freeFact(phrase(tokens));
}

/** Verbs of upbringing in the past: what they tell stays true of the user ("grew up on a farm", "was raised in a pub"). */
const UPBRINGING = /\b(?:grew up|was (?:born|raised|brought up|homeschooled|home-schooled)|spent (?:my|the) (?:childhood|early years|teens))\b/i;

/**
 * "grew up on a farm", "I was raised on a narrowboat": a past told of the user's upbringing is a lasting fact of
 * theirs, not an episode of the day — the plain reading's episode becomes a fact (its words unchanged).
 */
export function upbringing(d: Draft, said: string): Draft {
  return d.kind === 'episode' && !d.profile && !d.triple && UPBRINGING.test(said) ? { ...d, kind: 'fact', importance: Math.max(d.importance, 0.6) } : d;
}
