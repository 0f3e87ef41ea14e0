/**
 * Whole numbers said in words, one table for every reader (ages, durations, "two weeks ago" in a
 * query): "seven", "twelve", "forty", "sixty-two", "forty two". Also the few quantity words that
 * stand for a number in a length of time ("a", "a couple of", "a few").
 */

/** One to nine. */
export const UNIT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
/** Ten to nineteen. */
export const TEEN_WORDS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
/** Twenty to ninety, by tens. */
export const TENS_WORDS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Words that stand for a count in a quantity ("a year", "a couple of months", "a few weeks"). */
export const QUANTITY_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, couple: 2, 'a couple of': 2, few: 3, 'a few': 3 };

const alternatives = (...tables: Readonly<Record<string, number>>[]) =>
  tables
    .flatMap((t) => Object.keys(t))
    .sort((a, b) => b.length - a.length)
    .join('|');

/**
 * A regular-expression source for a number in words or digits (1–99): digits, "sixty-two",
 * "sixty two", "sixty", "twelve", "seven". No groups of its own; wrap it in one.
 */
export const NUMBER_WORD_SOURCE = `(?:\\d{1,2}|(?:${alternatives(TENS_WORDS)})(?:[- ](?:${alternatives(UNIT_WORDS)}))?|${alternatives(TEEN_WORDS, UNIT_WORDS)})`;

/** The number a word or hyphenated compound says ("34", "sixty-two", "forty two", "twelve", "a couple of"), or null. */
export function numberOfWords(said: string): number | null {
  const s = said.trim().toLowerCase();
  if (/^\d+$/.test(s)) return Number(s);
  const single = UNIT_WORDS[s] ?? TEEN_WORDS[s] ?? TENS_WORDS[s] ?? QUANTITY_WORDS[s];
  if (single !== undefined) return single;
  const m = /^([a-z]+)[- ]([a-z]+)$/.exec(s);
  const tens = m ? TENS_WORDS[m[1] as string] : undefined;
  const unit = m ? UNIT_WORDS[m[2] as string] : undefined;
  return tens !== undefined && unit !== undefined ? tens + unit : null;
}

/** Whether a word is the tens part of a compound number ("sixty" of "sixty-two"). */
export const isTensWord = (word: string): boolean => TENS_WORDS[word.toLowerCase()] !== undefined;
/** Whether a word is one to nine ("two" of "sixty-two"). */
export const isUnitWord = (word: string): boolean => UNIT_WORDS[word.toLowerCase()] !== undefined;
