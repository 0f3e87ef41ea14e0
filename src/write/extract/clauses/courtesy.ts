/**
 * A politeness tail on a request: "keep answers under 100 words if you can", "use metric units where possible",
 * "no jargon if you don't mind". It softens the request; it sets no condition on it, so the readings of
 * instructions and verbless preferences see the request without it. Only a clause said without its own subject
 * (an imperative or a bare phrase) loses the tail: after "I", "we" or "my …" the "if" may open a real condition
 * ("I'd move to Oslo if possible").
 */
import type { Token } from './nlp.js';
import type { Clause } from './split.js';

/** Tails of courtesy, as lower-case words (the tagger splits "don't" into "do" "n't", "that's" into "that" "'s"). */
const TAILS: readonly (readonly string[])[] = [
  ['if', 'you', 'can', 'help', 'it'],
  ['if', 'you', 'can'],
  ['if', 'you', 'could'],
  ['if', 'you', 'would'],
  ['if', 'possible'],
  ['where', 'possible'],
  ['wherever', 'possible'],
  ['when', 'possible'],
  ['whenever', 'possible'],
  ['if', 'you', 'do', "n't", 'mind'],
  ['if', 'that', "'s", 'ok'],
  ['if', 'that', "'s", 'okay'],
  ['if', 'that', "'s", 'alright'],
];
/** Words that may close the clause after the tail: thanks and asking words, punctuation. */
const AFTER = /^(?:thanks|thx|ty|cheers|please|pls|plz|[,.!]+)$/;
/** Words that say the clause has its own subject: then an "if" may be a real condition. */
const SUBJECTS = new Set(['i', 'we', 'my', 'our', 'he', 'she', 'they', 'it', 'you', 'this', 'that']);

/** Where a politeness tail starts at the end of a clause said without its own subject, or -1. */
export function courtesyAt(tokens: readonly Token[]): number {
  if (tokens.length < 3 || SUBJECTS.has(tokens[0]?.lower ?? '')) return -1;
  let end = tokens.length;
  while (end > 0 && AFTER.test(tokens[end - 1]?.lower ?? '')) end--;
  const lower = tokens.slice(0, end).map((t) => t.lower);
  for (const tail of TAILS) {
    const at = end - tail.length;
    if (at >= 2 && tail.every((x, k) => lower[at + k] === x)) return at;
  }
  return -1;
}

/** The clause without a politeness tail at its end, or the clause itself. */
export function withoutCourtesy(clause: Clause): Clause {
  const { tokens } = clause;
  const at = courtesyAt(tokens);
  if (at < 0) return clause;
  let cut = at;
  while (cut > 0 && (tokens[cut - 1] as Token).text === ',') cut--;
  return { ...clause, tokens: tokens.slice(0, cut) };
}
