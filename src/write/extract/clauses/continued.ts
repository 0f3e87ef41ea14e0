/**
 * A list the user goes on with in a clause of its own: "I'm allergic to wasps. Also to pollen and dust.",
 * "I speak Dutch. And a bit of Frisian too." The fragment has no verb; it names more items of the relation
 * the clause just before it stated of the user, and is read as that relation's items.
 */
import { listItems, relationFacts, USER_SUBJECT } from './relations.js';
import { inLexicon, type Token } from './nlp.js';
import type { Draft } from './phrases.js';
import { DEFAULT_ATTRIBUTES } from '../../../core/attributes/index.js';

/** Relations that hold several values at once: only their lists go on. */
const LISTED = new Set(['allergic_to', 'speaks', 'plays', 'uses', 'takes_medication', 'has_pet', 'lived_in', 'drinks', 'eats', 'studies', 'likes', 'dislikes']);
/** Words that say a fragment adds to what was said ("also", "and", "plus", "as well as"). */
const ADDS = /^(?:also|and|plus|oh and|and also|as well as|not to mention)$/;

/** Words that say a fragment adds to what was said, after its items ("… too", "… as well", "… also"). */
const TRAILING = /\s(?:too|as well|aswell|also|as well then)$/;

/** How many tokens the fragment has without its closing punctuation. */
function trimmed(tokens: readonly Token[]): number {
  let n = tokens.length;
  while (n > 0 && tokens[n - 1]?.pos === 'PUNCT') n--;
  return n;
}

/** The drafts a verbless "also …" fragment adds to the relation of the clause before; null when it adds none. */
export function continuedList(before: readonly Draft[], tokens: readonly Token[], said: string): Draft[] | null {
  // A relation that holds several values: the ones listed here, and any the attribute table holds as multi-valued ("works_with").
  const several = (p: string): boolean => LISTED.has(p) || DEFAULT_ATTRIBUTES.spec(p)?.cardinality === 'multi';
  const relation = before.find((d) => d.triple && d.triple.subject === 'user' && several(d.triple.predicate) && !d.profile);
  if (!relation?.triple || tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON')) return null;
  // The adding word may have been taken off the clause as a cue; the clause as said still has it.
  const words = said.toLowerCase().split(/\s+/);
  // "Sesame as well.", "penicillin too": the adding word said after the items.
  const after = TRAILING.exec(said.toLowerCase().replace(/[\s.!,]+$/, ''));
  if (after) {
    const n = after[0].trim().split(/\s+/).length;
    const items = listItems(tokens.slice(0, Math.max(0, trimmed(tokens) - n)));
    // "Ravi too." after "I use Figma" says Ravi uses it: a capitalised word no dictionary holds may be a person, the subject.
    const person = items.some((x) => /^\p{Lu}/u.test(x) && !x.includes(' ') && !inLexicon(x) && !inLexicon(x.replace(/s$/, '')));
    return tokens.length <= 8 && items.length > 0 && items.length <= 6 && !person ? relationFacts(USER_SUBJECT, relation.triple.predicate, items) : null;
  }
  if (!ADDS.test(words[0] ?? '') && !ADDS.test(words.slice(0, 2).join(' '))) return null;
  let k = 0;
  while (
    k < tokens.length &&
    ADDS.test(
      tokens
        .slice(0, k + 1)
        .map((t) => t.lower)
        .join(' '),
    )
  )
    k++;
  // "Also to pollen", "and in French": the preposition of the relation said again.
  if (tokens[k]?.pos === 'ADP') k++;
  const kept = tokens.slice(k).filter((t) => !/^(?:too|as well|also)$/.test(t.lower) && t.pos !== 'PUNCT');
  // "with Dervla now and then": how often is said after the items, no item.
  const often = kept.findIndex((t, j) => j > 0 && t.pos === 'ADV');
  const rest = often > 0 ? kept.slice(0, often) : kept;
  const items = listItems(rest);
  return items.length > 0 && items.length <= 8 ? relationFacts(USER_SUBJECT, relation.triple.predicate, items) : null;
}
