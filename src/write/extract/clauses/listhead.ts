/**
 * Lists introduced by what they are of, in the shapes chat gives them: a clause that names the field
 * before a colon ("on a few meds at the moment: A, B and C", "I've picked up a few languages: …",
 * "I'm allergic to a couple of things: …") and items numbered inline ("1) loud chewing 2) coriander
 * 3) phone menus"). The field is named by its noun anywhere in the heading, not only as the whole
 * heading; a heading about someone else, negated or asked is never the user's list.
 */

/** A field of several values, by the noun or adjective that names it in a heading → the user's sentence (`$` the items). */
const NAMED: readonly (readonly [RegExp, string])[] = [
  [/^(?:meds|medications?|medicines?|prescriptions?|pills|tablets)$/, 'I take $'],
  [/^(?:allergies|allergic|allergens?)$/, 'I am allergic to $'],
  [/^languages?$/, 'I speak $'],
  [/^pets$/, 'I have $'],
  [/^instruments$/, 'I play $'],
];

/** Words of a heading that make its list not plainly the user's now: another person, a negation, a doubt, a time gone by or to come. */
const NOT_OWN =
  /^(?:he|she|they|his|her|their|him|them|you|your|its|not|no|never|n't|none|any|maybe|might|may|think|probably|possibly|used|was|were|had|did|will|would|could|should|if|when|wife|husband|partner|son|daughter|kids?|children|mum|mom|dad|mother|father|sister|brother|friend|boss|colleague|family|parents?|grandma|grandpa|last|next|ago|before|previously|former|old|prefer|want|wants|need|needs)$/;

/** The user's sentence for a heading that names a list field ("on a few meds at the moment"), or null. */
export function namedListHead(key: string, items: string): string | null {
  const words = key.toLowerCase().split(/\s+/);
  if (words.length < 2 || words.length > 8 || /'s\b|\?/.test(key) || /\b\p{Lu}\p{Ll}/u.test(key.replace(/^\S+\s*/, '').replace(/\bI\b/g, ''))) return null;
  if (words.some((w) => NOT_OWN.test(w))) return null;
  const named = NAMED.filter(([re]) => words.some((w) => re.test(w)));
  return named.length === 1 ? (named[0] as readonly [RegExp, string])[1].replace('$', items.replace(/[.!]+$/, '')) : null;
}

/** "1) a 2) b 3) c" → "a, b and c" (two numbered items at least, numbered from one in order); the line as it was otherwise. */
export function inlineNumbered(line: string): string {
  const parts = line.split(/(?:^|\s+)\(?(\d{1,2})[.)]\s+/);
  if (parts.length < 5) return line;
  const head = parts[0] as string;
  const items: string[] = [];
  for (let k = 1; k < parts.length; k += 2) {
    if (Number(parts[k]) !== items.length + 1) return line;
    items.push((parts[k + 1] ?? '').trim().replace(/[,;]$/, ''));
  }
  if (items.some((x) => x === '')) return line;
  return `${head}${head ? ' ' : ''}${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
}
