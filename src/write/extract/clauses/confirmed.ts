/**
 * A turn that confirms what an earlier turn of the user's only supposed: "i might be allergic to walnuts?" then
 * "allergist confirmed it today", "I think I'm coeliac" then "bloods came back, it's confirmed", "turns out I am".
 * The earlier supposition is read again without its hedge ("I might be", "I think I'm", "possibly") — as the
 * user's statement now — and what that reading stores is this turn's. Tied to ONE earlier turn: the most recent of
 * the user's last three turns that said a hedge; none, or a confirmation that is denied, pending or asked
 * ("not confirmed yet", "waiting for them to confirm", "did they confirm it?"), changes nothing here.
 */

/** A confirmation of something said before: the verb with "it/that/this/so" or said alone, or "it's confirmed/official". */
const CONFIRMS =
  /\b(?:confirm(?:ed|s)\s+(?:it|that|this|so|the (?:allergy|diagnosis|suspicion))\b|(?:it'?s|its|that'?s|thats|it is|that is|now|officially|got it|all)\s+(?:been\s+)?(?:confirmed|official)\b|^(?:(?:ok|okay|so|yep|yeah|well)[\s,]+)*confirmed\b|turns out (?:i (?:am|do|have)|it is|it was|i was right|you were right)\b|\bit'?s (?:definitely|officially) (?:that|true|so)\b)/i;
/** The confirmation is denied, still to come, wished for or asked about. */
const PENDING = /\b(?:not|n't|no|yet|will|gonna|going to|hope|hopefully|if|waiting|wait|should|might|may|could|soon|tomorrow|next)\b|\?/i;
/** The hedges a supposition is said with, and what the statement says in their place. */
const HEDGES: readonly (readonly [RegExp, string])[] = [
  [/\bi (?:think|suspect|reckon|believe|guess|feel like)(?: that)?\s+(?=i\b|i'm\b|im\b)/i, ''],
  [/\b(?:not sure but|pretty sure|maybe|perhaps|possibly|probably|potentially)\s+/i, ''],
  [/\bi (?:might|may|could) be\b/i, 'I am'],
  [/\bi (?:might|may|could) (?:have|be)\b/i, 'I have'],
];
/** A hedge of the user's own: the marks above, said with "I". */
const HEDGED =
  /\bi (?:think|suspect|reckon|believe|guess|feel like)\b|\bi (?:might|may|could) (?:be|have)\b|\b(?:maybe|possibly|probably)\s+(?:i|allergic|intolerant)\b/i;

/** The earlier supposition said as a statement; null when the clause holds no hedge of the user's. */
function unhedged(turn: string): string | null {
  // The clause that says the hedge: up to the end of its sentence, a question mark or a comma's aside.
  const clause = turn
    .replace(/[’‘]/g, "'")
    .split(/[.?!;]\s*|,\s+(?=(?:my|the|i|it|lips|because|since|as|cause|cos)\b)/i)
    .find((s) => HEDGED.test(s));
  if (!clause) return null;
  let out = clause.trim();
  for (const [re, to] of HEDGES) out = out.replace(re, to);
  out = out.replace(/^(?:i'm|im)\b/i, 'I am').trim();
  return out && !HEDGED.test(out) && /^(?:I|i)\b/.test(out) ? `${out.replace(/[.,\s]+$/, '')}.` : null;
}

/** The statement a confirming turn makes of the user's earlier supposition, or null. */
export function confirmedSupposition(raw: string, before: readonly string[]): string | null {
  const said = raw.trim().replace(/[’‘]/g, "'");
  if (!CONFIRMS.test(said) || PENDING.test(said.replace(CONFIRMS, ' '))) return null;
  for (const turn of [...before].reverse().slice(0, 3)) {
    const s = HEDGED.test(turn) ? unhedged(turn) : null;
    if (s) return s;
  }
  return null;
}

/** The analysis of a confirming turn: the supposition read as a statement; null when the turn is none or the statement stores nothing. */
export function confirmedTurn<T extends { readonly candidates: readonly unknown[]; readonly notUnderstood: readonly string[] }>(
  raw: string,
  before: readonly string[],
  analyse: (text: string) => T,
): T | null {
  const s = confirmedSupposition(raw, before);
  const r = s ? analyse(s) : null;
  return r && r.candidates.length > 0 ? { ...r, notUnderstood: [] } : null;
}
