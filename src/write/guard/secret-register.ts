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

/** The last element of a compound that names a password in the languages that write compounds as one word. */
const PASSWORD_HEAD = String.raw`passw[oö]rt|kennw[oö]rt|wachtwoord|l[öo]senord|adgangskode|passord|kodeord`;

/**
 * What a code of a compound opens or guards, as its first element (German, Dutch, the Nordic languages): a door, a
 * gate, a safe, an alarm, a lock, a phone, a card, unlocking, access, security, a secret. A compound of another first
 * element ("Fehlercode", "Rabattcode", "Ländercode") names no credential.
 */
const OPENED_BY_CODE = String.raw`(?:t[üu]r|garagen?tor|hoftor|tresor|safe|schlie[ßs]fach|alarm(?:anlage)?|schlo[ßs]s|handy|telefon|(?:bank)?karten|entsperr|zugangs?|zugriffs?|sicherheits?|geheim|deur|poort|kluis|ontgrendel(?:ings)?|toegangs?|beveiligings?|d[öo]rr|d[øo]r|grind|kodl[åa]s|larm|adgangs?|sikkerheds?|s[äa]kerhets?)|(?<![\p{L}])(?:tor|sim|port|l[åa]s|garage)`;

/** Words that begin with a credential's own word, read whole by the readers. */
const KNOWN_WHOLE = new RegExp(String.raw`^(?:${PASSWORD_HEAD}|adgangs|pin)`, 'iu');

/** A compound ending in a password's word, or in a code's or a PIN's word after what it opens (see {@link readCompoundWords}). */
const COMPOUND = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(\p{L}{2,}?)(-?)((?:${PASSWORD_HEAD})\p{L}*(?![\p{L}\p{N}_])|(?<=(?:${OPENED_BY_CODE})-?)(?:codes?|koden?|koder|pin(?:code)?|pin-code)(?![\p{L}\p{N}_]))|(?<![\p{L}\p{N}_])(\p{L}{2,})-(pin|PIN|Pin)(?![\p{L}\p{N}_])`,
  'giu',
);

/**
 * A credential's word as the last element of a compound (issue 27 item 7, round 34): German, Dutch and the Nordic
 * languages write "Routerpasswort", "WLAN-Passwort", "Tresorkennwort", "wifiwachtwoord", "wifilösenordet",
 * "Garagentorcode", "kluiscode", "portkoden", "Bankkarten-PIN" as one word, and the readers know a credential by its
 * word standing alone. Before any reader runs, such a compound is read as its first element, a space and the
 * credential's word — the hyphen, or else the first element's last letter, gives way to the space, so the text keeps its
 * length. A compound that only begins with the word ("Passwortrichtlinie", "Schlüsseldienst") stays whole.
 */
export function readCompoundWords(text: string): string {
  if (!/passw|kennw|wachtw|senord|adgangs|passord|kodeord|code|kode|pin/iu.test(text)) return text;
  return text.replace(COMPOUND, (whole: string, first?: string, hyphen?: string, head?: string, pinFirst?: string, pin?: string) => {
    if (pinFirst !== undefined && pin !== undefined) return `${pinFirst} ${pin}`;
    // a word the readers know whole ("adgangskode", "pincode"): nothing to read apart
    if (first === undefined || head === undefined || KNOWN_WHOLE.test(whole)) return whole;
    return hyphen ? `${first} ${head}` : `${first.slice(0, -1)} ${head}`;
  });
}
