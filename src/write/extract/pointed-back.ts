/**
 * "it's X" as the user's name only when it opens the turn: "hi, it's Marisol", "It's Tomasz here". Said after anything
 * but a greeting, "it" points back at what came before — "I gave you the wrong team earlier. It's Observability",
 * "do you remember where I work? it's Tidewater Analytics", "my dog's name? it's Biscuit" — and X is that thing's
 * value, not who is speaking. What the "it" points at is not read here, so the name is refused (a missed value is
 * better than a wrong name).
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
  return words.some((w) => !OPENER.has(w));
}
