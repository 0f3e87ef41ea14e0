/**
 * The words of forget topics (issue 23): how a memory holds a topic's word — by its stem, its word family, a part of a
 * name written in one word, or another word of the same thing (a documented table of groups: "salary" / "earns",
 * "my car" / "drives") — and whether a word heads its own phrase there. Read by `forget-topic.ts`.
 */
import { queryTermsOf } from '../../core/text/terms.js';
/** A name written in one word read as its parts too: "PureGym" → "Pure Gym", "FitLab" → "Fit Lab". */
export const namePartsApart = (text: string): string => text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
/** A text with its names written in one word kept whole and read as their parts after it ("IronWorks" is both). */
export const withNameParts = (text: string): string => (namePartsApart(text) === text ? text : `${text} ${namePartsApart(text)}`);

/** A determiner or possessive before a noun: the noun heads its own phrase there. */
export const OWNER = /^(?:the|a|an|my|your|his|her|their|our|its|this|that|[\p{L}-]+['’]s)$/u;

/** Two stems of one word family: equal, or one the other with at most two more letters ("allerg" / "allergi"). */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short) && long.length - short.length <= 2;
}

/**
 * How many of the topic's words `text` holds: a word by its stem or one of its family ("allergy" in "allergic"), or by a
 * part of a name written in one word ("PureGym" holds "gym"). A word that must head its own phrase (the first of a head of
 * records, "my bank details") stands after a determiner or a name ("FitLab gym"), never after another noun ("the food
 * bank"); said in other words ("salary" for "earns") it heads its own.
 */
export function heldWords(named: readonly { readonly term: string; readonly own: boolean }[], text: string): number {
  const raw = withNameParts(text)
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean);
  const words = raw.map((w) => w.toLowerCase());
  const stems = words.flatMap((w, i) => queryTermsOf(w).map((stem) => ({ stem, before: words[i - 1], named: /^\p{Lu}/u.test(raw[i - 1] ?? '') })));
  return named.filter(({ term, own }, k) =>
    stems.some(
      ({ stem, before, named: afterName }) =>
        (sameFamily(stem, term) && (!own || k > 0 || !before || OWNER.test(before) || afterName)) || otherWordsOf(term).includes(stem),
    ),
  ).length;
}

/**
 * Words that name one thing in other words, each group one thing: "how much I earn" is the salary, "my boss" the
 * manager, "mum" the mother. A topic's word finds a memory that says another word of its group; nothing else widens.
 */
const OTHER_WORDS: readonly (readonly string[])[] = [
  ['salary', 'earn', 'earns', 'earnings', 'income', 'wage', 'wages'],
  ['boss', 'manager', 'supervisor'],
  ['mum', 'mom', 'mother'],
  ['dad', 'father'],
  ['therapist', 'therapy', 'counsellor', 'counselling', 'counselor', 'counseling', 'psychologist'],
  ['address', 'street', 'road', 'avenue', 'lane', 'postcode', 'crescent'],
  ['car', 'drives', 'vehicle'],
  ['weight', 'weighs', 'weigh'],
  ['physio', 'physiotherapist', 'physiotherapy'],
];
const OTHER_STEMS: ReadonlyMap<string, readonly string[]> = new Map(
  OTHER_WORDS.flatMap((group) => {
    const stems = [...new Set(group.flatMap((w) => queryTermsOf(w)))];
    return stems.map((stem) => [stem, stems.filter((o) => o !== stem)] as const);
  }),
);
/** The other words (stems) a topic's stem names the same thing by. */
export const otherWordsOf = (stem: string): readonly string[] => OTHER_STEMS.get(stem) ?? [];
