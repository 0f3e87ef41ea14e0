/**
 * "it's X" as the user's name only when it opens the turn: "hi, it's Marisol", "It's Tomasz here". Said after anything
 * but a greeting, "it" points back at what came before — "I gave you the wrong team earlier. It's Observability",
 * "do you remember where I work? it's Tidewater Analytics", "my dog's name? it's Biscuit" — and X is that thing's
 * value, not who is speaking. What the "it" points at is not read here, so the name is refused (a missed value is
 * better than a wrong name).
 *
 * "it" may also point forward, at a thing the same message names after the value: "It's Harbourline Freight, sorry, my
 * employer I mean", "it's Larkspur, the startup I mentioned", "its Kestrel Joinery now, forgot to say where i moved to".
 * What follows the value, past fillers and words of taking back, is read as what "it" is: a noun phrase opened by a
 * possessive or definite determiner (an apposition; "my name" excepted) or a clause opened by a wh-word with its own
 * subject ("where i moved to", "what i do now"). Then X is that thing's value, never the name.
 */

/** Greetings, fillers and words of taking back a self-introduction may follow: "hi there", "oh and", "sorry". */
const OPENER = new Set(
  (
    'hi hey hello hiya heya howdy yo morning evening afternoon good there again all everyone ok okay oh ah so well um erm uh ' +
    'greetings and also btw sorry no nope oops wait actually'
  ).split(' '),
);

/** Whether the turn says "it's <value>" after words other than a greeting (so "it" points back at something said). */
export function itPointsBack(text: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`\\b(?:it'?s|it’s|it is)\\s+(?:just\\s+|simply\\s+)?${escaped}\\b`, 'iu').exec(text);
  if (!m) return false;
  const lead = text.slice(0, m.index).toLowerCase();
  // "people keep calling me Sam but its Samira", "my name got mangled, it's Zoë": what it points at is the user's name.
  if (/\b(?:my name|(?:call|calls|calling|called) me|go(?:es)? by|known as)\b/.test(lead)) return false;
  const words = lead.match(/[\p{L}\p{N}']+/gu) ?? [];
  return words.some((w) => !OPENER.has(w)) || pointsForward(text.slice(m.index + m[0].length));
}

/** Words between the value and what names the thing: fillers, apologies, time adverbs ("sorry", "i mean", "now", "btw"). */
const BETWEEN = new Set(
  'sorry oops soz sry btw now anyway anyways lol haha ha i mean meant or rather that is ie eg as in well oh ok okay so just again'.split(' '),
);
/** Determiners that open a noun phrase naming a thing of the user's or one known to both. */
const DETERMINER = /^(?:my|our|the|your|that|this|his|her|their)$/;
/** Wh-words that open a clause saying what the thing is ("where i moved to", "what we call it"). */
const WH = /^(?:where|what|which|who|whom|whose)$/;
/** A subject that gives a wh-clause its own verb. */
const SUBJECT = /^(?:i|we|im|i'm|ive|i've|id|i'd|you|they|he|she)$/;

/** What follows "it's X" names what "it" is: an apposition or a wh-clause, not a greeting's "here"/"speaking". */
function pointsForward(after: string): boolean {
  // The rest of a name the value was cut from ("Marlowe & Finch": the value read may be "Marlowe").
  const rest = after.replace(/^\s*(?:(?:&|and|\+)\s+)?(?:\p{Lu}[\p{L}'.-]*\s*)*/u, '');
  const words = rest.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  let k = 0;
  while (k < words.length && BETWEEN.has(words[k] as string)) k++;
  // "to say", "to mention", "i forgot to tell you": a verb of saying before the wh-clause.
  for (let j = k; j < Math.min(words.length, k + 8); j++) {
    if (WH.test(words[j] as string) && SUBJECT.test(words[j + 1] ?? '')) return true;
  }
  const head = words[k] ?? '';
  if (!DETERMINER.test(head)) return false;
  // "it's Priya, my name I mean": the thing named is the name itself.
  return !words.slice(k + 1, k + 4).some((w) => w === 'name' || w === 'names' || w === "name's");
}
