/**
 * The antecedent of a liking said again in a LATER turn: "I love liquorice, the salty Dutch kind" then "went off it
 * since the dentist told me off. can't stand it now". The "it"/"them" that is the object of a verb of liking or
 * disliking (also negated: "can't stand it", "don't enjoy them anymore") points at the one thing the user's turn
 * just before liked or disliked. Without it the clause reads the word after the pronoun as the thing ("The user
 * dislikes now"). Nothing is guessed: the turn before must have liked or disliked exactly one thing, and the pronoun
 * must close its clause (only adverbs or a closing tag after it: "now", "anymore", "though"), so "I love it when you do that" is no
 * object at all.
 */
import { isFeelingVerb } from './appraisal.js';
import { likedObject } from './liked-antecedent.js';
import { parseSentences, type Token } from './nlp.js';

/** The one thing the turn liked or disliked ("I love liquorice" → liquorice); null when none or several. */
function likedIn(turn: string): string | null {
  const found = parseSentences(turn)
    .map((s) => likedObject(s))
    .filter((o): o is Token[] => o !== null)
    .map((o) => o.map((t) => t.text).join(' '));
  return new Set(found.map((o) => o.toLowerCase())).size === 1 ? (found[0] as string) : null;
}

/** Whether the pronoun at `k` closes its clause: only adverbs (or nothing) up to the end of the clause. */
function closesClause(tokens: readonly Token[], k: number): boolean {
  for (const [j, t] of tokens.slice(k + 1).entries()) {
    if (t.pos === 'PUNCT' || t.pos === 'CCONJ') return true;
    // A subordinating word with nothing after it opens no clause: a closing tag ("I hate it though").
    const last = tokens.slice(k + 2 + j).every((x) => x.pos === 'PUNCT');
    if (t.pos !== 'ADV' && t.pos !== 'PART' && !(t.pos === 'SCONJ' && last)) return false;
  }
  return true;
}

/** The turn with the pronoun object of a liking put back as the thing the turn before liked; the turn as said otherwise. */
export function likedBefore(text: string, before: readonly string[]): string {
  const previous = before[before.length - 1];
  if (!previous || !/\b(?:it|them)\b/i.test(text)) return text;
  const verbs: string[] = [];
  for (const tokens of parseSentences(text)) {
    for (const [k, t] of tokens.entries()) {
      const verb = tokens[k - 1];
      if ((t.lower !== 'it' && t.lower !== 'them') || verb?.pos !== 'VERB' || !isFeelingVerb(verb.lemma, true) || !closesClause(tokens, k)) continue;
      verbs.push(verb.text);
    }
  }
  const thing = verbs.length > 0 ? likedIn(previous) : null;
  if (!thing) return text;
  let out = text;
  for (const v of new Set(verbs)) {
    const escaped = v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(String.raw`\b(${escaped})\s+(?:it|them)\b`, 'gi'), `$1 ${thing}`);
  }
  return out;
}
