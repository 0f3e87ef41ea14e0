/**
 * Sentence ends and auxiliaries the writer marked in chat register, made plain before the turn is split:
 * - an emoji between two clauses ends the first: "a vizsla called Paprika 🐶 how often should she eat?" is a statement
 *   and then a question (an emoji at the end of the turn, or before punctuation, changes nothing; nor does one the
 *   next word carries on, a conjunction or preposition: "I love 🍕 and pasta" is one clause);
 * - a month's abbreviation with its dot, followed by a word that is no day or year, ends the sentence: "went vegan in
 *   jan. good sources of b12??" (the dot would else be read as the abbreviation's only, and the statement taken
 *   into the question);
 * - "'d" before a past participle is "had": "I'd lived in Lübeck" is "I had lived in Lübeck" ("I'd need", "I'd go"
 *   stay "would").
 */

const EMOJI_RUN = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/u;
const MONTH = /\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.\s+(?=\p{L})/giu;
/** Participles not in "-ed" that follow "had" and never "would". */
const PARTICIPLE =
  /^(?:been|gone|done|seen|taken|given|known|grown|written|driven|eaten|fallen|forgotten|gotten|hidden|ridden|risen|spoken|stolen|chosen|broken|woken|flown|drawn|shown|thrown|begun|drunk|swum|sung|run|become|come|met|left|kept|slept|felt|lost|taught|thought|bought|brought|caught|fought|found|heard|held|made|paid|said|sold|told|sent|spent|built|lent|stood|understood|won|got|had)$/i;

/** Words that carry a clause on past an emoji standing in its phrase: conjunctions and prepositions. */
const CARRIES_ON = /^(?:and|or|nor|but|n|plus|with|without|in|on|at|for|of|to|from|by|about|into|onto|than|as|too|&)$/i;

export function markBoundaries(text: string): string {
  const emoji = new RegExp(`(\\p{L}|\\p{N})\\s*${EMOJI_RUN.source}\\s+(?=(\\p{L}+))`, 'gu');
  let out = text.replace(emoji, (m: string, before: string, next: string) => (CARRIES_ON.test(next) ? m : `${before} ${m.slice(before.length).trim()}. `));
  out = out.replace(MONTH, (_m: string, month: string) => `${FULL[month.toLowerCase().slice(0, 3)] ?? month}. `);
  out = out.replace(/\b(I|we|you|he|she|they)'d\s+(\p{L}+)/giu, (m: string, who: string, verb: string) => (hadBefore(verb) ? `${who} had ${verb}` : m));
  return out;
}

/** Whether a word after "'d" is a past participle ("lived", "worked", "been"), so the "'d" is "had". */
function hadBefore(verb: string): boolean {
  const w = verb.toLowerCase();
  if (PARTICIPLE.test(w)) return true;
  // "-ed" forms, not the base forms that end so ("need", "feed", "speed", "shed").
  return w.length > 4 && w.endsWith('ed') && !w.endsWith('eed') && !/^(?:shred|embed|imbed)$/.test(w);
}

const FULL: Readonly<Record<string, string>> = {
  jan: 'January',
  feb: 'February',
  mar: 'March',
  apr: 'April',
  jun: 'June',
  jul: 'July',
  aug: 'August',
  sep: 'September',
  oct: 'October',
  nov: 'November',
  dec: 'December',
};
