/**
 * The details that tell two similar statements apart: numbers (attempt 1, attempt 4, 8:30, 2026),
 * dates (month and weekday names) and names (capitalised words inside a sentence). Two records
 * whose wording is nearly the same but whose details differ are different events or facts, never
 * duplicates: "the migration timed out (attempt 1)" and "(attempt 4)" are two episodes.
 */

const MONTHS_AND_DAYS =
  /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday|tomorrow)$/i;

/** Words capitalised for grammar, not because they name something. */
const NOT_NAMES = new Set(['i', 'the', 'user', 'a', 'an']);

/** The numbers, dates and names of `text`, normalised (lower case; digits as written). */
export function detailsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’:./-]*/gu) ?? [];
    words.forEach((raw, i) => {
      const word = raw.replace(/[.'’:/-]+$/u, '');
      if (/\p{N}/u.test(word)) out.add(word.toLowerCase());
      else if (MONTHS_AND_DAYS.test(word)) out.add(word.toLowerCase());
      else if (i > 0 && /^\p{Lu}/u.test(word) && !NOT_NAMES.has(word.toLowerCase())) out.add(word.toLowerCase());
    });
  }
  return out;
}

/** True when `a` and `b` carry the same numbers, dates and names (so they may be one statement said twice). */
export function sameDetails(a: string, b: string): boolean {
  const x = detailsOf(a);
  const y = detailsOf(b);
  return x.size === y.size && [...x].every((d) => y.has(d));
}
