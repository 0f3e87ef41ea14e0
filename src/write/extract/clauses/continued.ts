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

/** Relations whose values are places: a capitalised word said with "too" after them is one more place, not a person. */
const PLACED = /(?:_in|_at|^location|^visited|^from)$/;

/**
 * Where a fragment's items end and what is said of them begins: "Also in Ushuaia and Hobart before I ended up here",
 * "Also wasps when I'm outdoors". A subordinate clause (a subordinating word, or an adverb or preposition with a clause
 * of its own after it) or a comma before an adverb or a preposition closes the items; the rest says when, why or how.
 */
function itemsEnd(tokens: readonly Token[]): number {
  for (let k = 1; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    const rest = tokens.slice(k + 1);
    const clause = rest.some((x) => x.pos === 'VERB' || x.pos === 'AUX') && rest.some((x) => x.pos === 'PRON');
    if (t.pos === 'SCONJ' || ((t.pos === 'ADV' || t.pos === 'ADP') && clause)) return k;
    if (t.text === ',' && (rest[0]?.pos === 'ADV' || rest[0]?.pos === 'ADP')) return k;
  }
  return tokens.length;
}

/** How many tokens the fragment has without its closing punctuation. */
function trimmed(tokens: readonly Token[]): number {
  let n = tokens.length;
  while (n > 0 && tokens[n - 1]?.pos === 'PUNCT') n--;
  return n;
}

/** The drafts a verbless "also …" fragment adds to the relation of the clause before; null when it adds none. */
export function continuedList(before: readonly Draft[], all: readonly Token[], said: string): Draft[] | null {
  // A relation that holds several values: the ones listed here, and any the attribute table holds as multi-valued ("works_with").
  const several = (p: string): boolean => LISTED.has(p) || DEFAULT_ATTRIBUTES.spec(p)?.cardinality === 'multi';
  const relation = before.find((d) => d.triple && d.triple.subject === 'user' && several(d.triple.predicate) && !d.profile);
  if (!relation?.triple) return null;
  // The items, without the clause or the adverbial said of them after; they themselves hold no verb and no pronoun.
  // "Also to nickel and wool": the relation's preposition said again; the tagger reads "to" + noun as an infinitive.
  const heard = all.map((t, k) => (k === 1 && all[0]?.lower === 'to' && t.pos === 'VERB' ? { ...t, pos: 'NOUN' } : t));
  const tokens = heard.slice(0, itemsEnd(heard));
  // "a very old goldfish called Admiral", "a mare named Juno": a participle between a noun and a proper name names that item.
  const described = (t: Token, k: number) =>
    /(?:ed|en)$/.test(t.lower) && ['NOUN', 'PROPN'].includes(tokens[k - 1]?.pos ?? '') && tokens[k + 1]?.pos === 'PROPN';
  if (tokens.some((t, k) => (t.pos === 'VERB' && !described(t, k)) || t.pos === 'AUX' || t.pos === 'PRON')) return null;
  // The adding word may have been taken off the clause as a cue; the clause as said still has it.
  const words = said.toLowerCase().split(/\s+/);
  // "Sesame as well.", "penicillin too": the adding word said after the items.
  const cut = tokens.length < all.length ? tokens.map((t) => t.text).join(' ') : said;
  const after = TRAILING.exec(cut.toLowerCase().replace(/[\s.!,]+$/, ''));
  if (after) {
    const n = after[0].trim().split(/\s+/).length;
    const items = listItems(tokens.slice(0, Math.max(0, trimmed(tokens) - n)));
    // "Ravi too." after "I use Figma" says Ravi uses it: a capitalised word no dictionary holds may be a person, the subject.
    // After a relation of places ("I lived in Oamaru, then Lerwick. Nuuk too") such a word is one more place.
    const person =
      !PLACED.test(relation.triple.predicate) && items.some((x) => /^\p{Lu}/u.test(x) && !x.includes(' ') && !inLexicon(x) && !inLexicon(x.replace(/s$/, '')));
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
  if (tokens[k]?.pos === 'ADP' || tokens[k]?.lower === 'to') k++;
  const kept = tokens.slice(k).filter((t) => !/^(?:too|as well|also)$/.test(t.lower) && t.pos !== 'PUNCT');
  // "with Dervla now and then": how often is said after the items, no item.
  // "a very old goldfish": an adverb before an adjective grades it, inside the item.
  const often = kept.findIndex((t, j) => j > 0 && t.pos === 'ADV' && !['ADJ', 'ADV'].includes(kept[j + 1]?.pos ?? ''));
  const rest = often > 0 ? kept.slice(0, often) : kept;
  const items = listItems(rest);
  return items.length > 0 && items.length <= 8 ? relationFacts(USER_SUBJECT, relation.triple.predicate, items) : null;
}
