/**
 * Inside a list item: a word the tagger read as a verb that only describes the noun after it. English puts a
 * describing word before its noun; a list of noun phrases ("loud chewing, reply-all emails and damp socks") keeps that
 * shape in every item, so a word tagged as a verb there is a modifier when
 * - it is a participle right before a noun ("automated phone menus", "smoked salmon"), or
 * - it is in its base form, opens the item (after the conjunction or the comma), and the one noun after it closes the
 *   item ("damp socks", "wet dogs"): a verb phrase said with its own subject dropped would go on past one bare noun,
 *   or take a determiner or a pronoun ("and walk them", "and read the news");
 * and a word in "-ing" that is a whole item after the conjunction ("bouldering, sourdough baking and birdwatching") is
 * the name of a doing, as "hiking" is.
 */
import type { Token } from './nlp.js';

/** Whether `items[k]`, tagged a verb, describes the noun after it rather than being the item's verb. */
export function describesNoun(items: readonly Token[], k: number): boolean {
  const t = items[k];
  const next = items[k + 1];
  if (!t || next?.pos !== 'NOUN' || items[k - 1]?.pos === 'PRON') return false;
  if (/(ed|ing)$/.test(t.lower)) return true;
  const opens = k === 0 || ['CCONJ', 'PUNCT'].includes(items[k - 1]?.pos ?? '');
  const closes = k + 2 >= items.length || ['CCONJ', 'PUNCT'].includes(items[k + 2]?.pos ?? '');
  return opens && closes && t.lemma === t.lower && /^\p{Ll}+$/u.test(t.text);
}

/** Whether `items[k]`, tagged a verb, is nominal in its list item: a describing word, or a gerund that is the last item. */
export function nominalInItem(items: readonly Token[], k: number): boolean {
  const t = items[k];
  if (t && /\p{Ll}ing$/u.test(t.text) && items[k - 1]?.pos === 'CCONJ' && k === items.length - 1) return true;
  return describesNoun(items, k);
}
