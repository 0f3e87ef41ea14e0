/**
 * A credential's word as people mistype it (issue 27 item 7): "passsword", "paasword", "passwrod", "pasword",
 * "passowrd". The readers know a credential by its word; a typo of the word hides the value after it. Before
 * any reader runs, a word that is no word of the English lexicon and is one or two edits (a doubled or dropped
 * letter, a swap of two neighbours, one wrong letter) from "password" or "passphrase" is read as that word.
 * The text keeps its length, so every position found in the read text is a position in the typed one.
 */
import { lexiconHoldsWhole } from '../extract/clauses/nlp.js';

/** Restricted Damerau–Levenshtein distance (optimal string alignment), stopping early above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The words read back, each with the spellings of the same length or shorter that stand for it. */
const TARGETS: readonly { word: string; shorter: string }[] = [
  { word: 'password', shorter: 'passwd' },
  { word: 'passphrase', shorter: 'mnemonic' },
];

/** `word` (lower case) read as the credential word it mistypes, fitted to its length, or null. */
function credentialTypo(word: string): string | null {
  if (word.length < 6 || word.length > 12 || !/^p/.test(word)) return null;
  for (const { word: target, shorter } of TARGETS) {
    // the word itself inside a longer one ("pgpassword", "passwords") is a compound or a name: the config readers' part
    if (word.includes(target)) return null;
    // a letter typed three times ("passsword") is read as two
    const folded = word.replace(/(\p{L})\1{2,}/gu, '$1$1');
    const max = target.length >= 8 && word.length >= 7 ? 2 : 1;
    if (folded !== target && distance(folded.replace(/s$/u, ''), target, max) > max) continue;
    if (lexiconHoldsWhole(word)) return null; // "passport", "passward"? a word the language has is that word
    if (word.length >= target.length) return target.padEnd(word.length, ' ');
    return word.length >= shorter.length ? shorter.padEnd(word.length, ' ') : null;
  }
  return null;
}

/** `text` with every mistyped credential word read as the word, same length (see the file's comment). */
export function readCredentialWords(text: string): string {
  if (!/p/iu.test(text)) return text;
  return text.replace(/(?<![\p{L}\p{N}_$.@-])p[\p{L}]{5,11}(?![\p{L}\p{N}_])/giu, (w) => credentialTypo(w.toLowerCase()) ?? w);
}

/** Digits said as words, four to eight of them: "nine oh three seven", "six-two-six-one" (a PIN or a lock's code read aloud). */
const SPOKEN_RUN =
  /(?<![\p{L}\p{N}])(?:(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine)(?:[ \t,]+|-)){3,7}(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine)(?![\p{L}\p{N}])/giu;
const DIGIT: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  nought: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/**
 * Digits said as words read as the digits (issue 27 item 7, round 20): the readers know a PIN or a lock's code by its
 * digits ("bank card: 9037", "the alarm takes 1982"), so a code read aloud would pass them. Each run becomes its digits
 * followed by spaces, the text's length kept; `runs` gives the runs' spans, so a finding at a run's start covers it all.
 */
export function readSpokenDigits(text: string): { text: string; runs: { start: number; end: number }[] } {
  const runs: { start: number; end: number }[] = [];
  if (!/(?:one|two|three|four|five|six|seven|eight|nine)/iu.test(text)) return { text, runs };
  const read = text.replace(SPOKEN_RUN, (m: string, at: number) => {
    const digits = m
      .toLowerCase()
      .split(/[ \t,-]+/u)
      .map((w) => DIGIT[w] ?? '')
      .join('');
    runs.push({ start: at, end: at + m.length });
    return digits.padEnd(m.length, ' ');
  });
  return { text: read, runs };
}
