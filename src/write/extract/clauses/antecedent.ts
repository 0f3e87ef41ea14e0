/**
 * What "it" of a forget request points at: "I'm done with yoga, just forget I ever mentioned it", "I quit the
 * choir, forget I brought it up", or — said alone — "actually forget I said that" after the turn that said it.
 * The topic is the named words of what was said before (its nouns and names); what the same turn said of it is
 * not stored either, since the user asked for none of it to be kept. Nothing said before: nothing is forgotten.
 */
import { SAID_BEFORE } from './classify.js';
import { parseSentences, type Token } from './nlp.js';
import type { Clause } from './split.js';

/** Words too general to find a memory by ("time", "thing", "lot"). */
const GENERAL = new Set(['thing', 'things', 'stuff', 'lot', 'time', 'way', 'bit', 'week', 'day', 'year', 'month', 'everything', 'anything', 'something']);

/** The named words of a statement: its nouns and proper names, in order. */
export function namedWords(tokens: readonly Token[]): string {
  // A possessive stays with its noun ("partner's name Iñaki"), so whose attribute it is can be read.
  return tokens
    .filter((t, k) => ((t.pos === 'NOUN' || t.pos === 'PROPN') && !GENERAL.has(t.lower) && /\p{L}/u.test(t.text)) || (t.text === "'s" && k > 0))
    .map((t) => t.text)
    .join(' ')
    .replace(/ 's\b/g, "'s");
}

type Read = { clause: Clause; reading: { drafts: unknown[]; forget: string[]; classes: string[] } };

/** Resolves "forget I mentioned it" in place: the topic becomes what was said before; nothing said, no forget. */
export function resolveSaidBefore(clauses: readonly Read[], before: readonly string[]): void {
  for (const [n, { clause, reading }] of clauses.entries()) {
    // "actually forget that" opening a turn, after a turn that stated something: what that turn said.
    if (n === 0 && reading.forget.length === 0 && /^forget (?:that|this)$/i.test(clause.tokens.map((t) => t.lower).join(' ')) && stated(before)) {
      reading.forget.push(SAID_BEFORE);
      reading.classes.splice(0, reading.classes.length, 'forget');
    }
    const at = reading.forget.indexOf(SAID_BEFORE);
    if (at < 0) continue;
    const prev = n > 0 ? clauses[n - 1] : undefined;
    let topic = '';
    if (prev && prev.reading.forget.length === 0 && !prev.clause.asked) {
      topic = namedWords(prev.clause.tokens);
      // The user asked for none of it to be kept.
      if (topic) {
        prev.reading.drafts.splice(0, prev.reading.drafts.length);
        prev.reading.classes.splice(0, prev.reading.classes.length, 'forget');
      }
    } else if (n === 0 && stated(before)) topic = namedWords(parseSentences(before[before.length - 1] as string).flat());
    if (topic) reading.forget[at] = topic;
    else reading.forget.splice(at, 1);
  }
}

/** The user's turn before this one stated something (it asked nothing): what "that" may point at. */
function stated(before: readonly string[]): boolean {
  const last = before[before.length - 1]?.trim();
  return last !== undefined && !last.includes('?') && !/^(?:what|who|where|when|why|how|which|do|does|did|is|are|am|can|could|would|will|should)\b/i.test(last);
}
