/**
 * The context of an errand: "write a thank-you card for my neighbour Ruth, she fed the cats all week". A request to
 * the assistant for someone ("draft a note for my colleague Pieter") is done once and stores nothing; the clause after
 * it that tells about that person ("he's having knee surgery tomorrow", "she's turning 10") says why or what to write,
 * not a fact to keep. Read by shape: an imperative opening the clause before, in the same sentence, with a "for"
 * phrase naming a person, and a clause whose subject is that person (by the same words or a personal pronoun). A lasting
 * fact of that person's own said there ("book a table for my mum, she's vegan": a diet) is kept; the rest is not.
 */
import type { Clause } from './split.js';
import type { ClauseReading } from './classify.js';
import { lowerOf } from './phrases.js';

type Read = { readonly clause: Clause; readonly reading: ClauseReading };

/** Personal pronouns that may stand for the person an errand is for. */
const PERSONAL = /^(?:he|she|they|he's|she's|they're)$/;
/** Words before a person's noun that say nothing of who they are. */
const DETERMINER = /^(?:my|our|the|a|an)$/;

/** Whether `c` tells about the person the errand said just before it is for. */
export function errandContext(before: Read | null, c: Read): boolean {
  if (!before || before.clause.sentence !== c.clause.sentence) return false;
  const r = before.reading;
  if (!r.classes.includes('instruction') || r.drafts.length > 0 || r.change !== null || r.forget.length > 0) return false;
  const t = before.clause.tokens;
  // The imperative opens it; the tagger reads a first "draft", "book" as a noun, a determiner right after it says a verb.
  const imperative = t[0]?.pos === 'VERB' || (t[0]?.pos === 'NOUN' && t[1]?.pos === 'DET');
  if (!imperative) return false;
  const w = lowerOf(t);
  const at = w.lastIndexOf('for');
  if (at < 1) return false;
  const person = w.slice(at + 1).filter((x) => !DETERMINER.test(x));
  // A person: the phrase ends on a name or a noun ("my niece Solveig", "my boss"), never a time ("for tomorrow").
  const last = t[t.length - 1];
  if (person.length === 0 || person.length > 4 || !last || !['PROPN', 'NOUN'].includes(last.pos)) return false;
  const said = lowerOf(c.clause.tokens).filter((x, k) => k > 0 || !DETERMINER.test(x));
  return PERSONAL.test(said[0] ?? '') || person.every((x, k) => said[k] === x);
}
