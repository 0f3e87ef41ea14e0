/**
 * A value given as a secret is a secret, whatever it looks like: "my password is newyork2024",
 * "pin 6650", "Passwort ist Sonnenblume77", "the safe uses 1492", "seed words: cabin jungle …",
 * "backup codes 88651406, 19906246". A label (in several languages) names a secret; then come at
 * most a few words about it ("for my work laptop", "they gave me"), a separator (`is`, `:`, `=`,
 * `ist`, `es`, `è`, `是`, `uses`) or, for a value that looks like one, none; then the value. What
 * stands where a value would ("on the fridge", `<password>`, `$DB_PASSWORD`) is left alone.
 */
import { isPlaceholder, isProse, isReference } from './secret-values.js';

/** A value found after a label: its kind and span. */
interface Found {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
}

/** What a label announces, and so how much of what follows is the value. */
type Shape = 'word' | 'phrase' | 'codes' | 'keyish' | 'longkey' | 'digits';

const LABELS: readonly (readonly [RegExp, Shape])[] = [
  [
    /\b(?:pass\s?phrase|passphrase|seed\s(?:phrase|words)|recovery\s(?:phrase|words)|mnemonic(?:\sphrase)?|wallet\sseed(?:\s(?:phrase|words))?|frase\sde\scontraseña|phrase\ssecrète|wachtzin)\b/iu,
    'phrase',
  ],
  [/\b(?:recovery|backup|2fa|one-time|emergency)\s+codes?\b/iu, 'codes'],
  [
    /\b(?:recovery|secret|private|api|access|account|license|signing|master|admin)\s+key\b|\bkey(?=\s+to\s+(?:my|our|the)\b)|\b(?:api|access|auth|bot|bearer|session)\s+token\b|\b(?:client|api|2fa|totp|webhook)\s+secret\b|\btotp\s+seed\b/iu,
    'keyish',
  ],
  [
    /(?:\b(?:p(?:a?s?s?w(?:o|or|ro)?r?d|asswort|asword|asswrd|assowrd|wd)|pw|pass(?:code)?|mot\sde\spasse|contraseña|senha|wachtwoord|parola\sd['’]ordine|lösenord|hasło|heslo|salasana|şifre|пароль))(?![\p{L}\p{N}_])/iu,
    'word',
  ],
  [/密码|口令|パスワード|암호|비밀번호/u, 'word'],
  [/\b(?!public\b|publishable\b|primary\b|foreign\b|sort\b|partition\b|gpg\b|pgp\b|ssh\b|host\b)[\p{L}\p{N}]{2,}\s+key(?![\p{L}\p{N}_])/iu, 'longkey'],
  [
    /\b(?:pin(?:\s?code|\snumber)?|puk(?:\scode)?|(?:unlock|door|gate|alarm|safe|garage|entry|lock|locker|building|access|security|master|entry)\s+code|(?:safe|lock|locker)\s+combination|combination|the\ssafe|locker)(?![\p{L}\p{N}_])/iu,
    'digits',
  ],
];

/** A separator between a label (and its few words) and the value. */
const SEPARATOR =
  /^(?:\s*[:=：]\s*|\s*[-–—]\s+|\s+(?:is\s(?:now|just|still|simply)|was\s(?:just|still)|will\sbe|is|was|are|were|ist\sjetzt|ist|est|es|era|è|é|=>|uses)\s+|\s*(?:是|为|は)\s*)/iu;

/**
 * Words between a label and its separator: "for my work laptop", "they gave me", "(TOTP seed)".
 * They begin with a preposition, a pronoun or a parenthesis; a noun right after the label makes
 * the label its modifier ("password manager is 1Password", "PIN policy is 4 digits").
 */
const BETWEEN =
  /^(?=\s+(?:\(|(?:for|of|to|on|at|in|from|with|they|he|she|i|you|we|that|which|del|della|do|da|de|du|des|von|für|zum|zur|für|van|voor|от|для|от)\b))(?:\s+(?:\(?[\p{L}\p{N}'’.@&-]+\)?,?)){0,6}?(?=\s*[:=：]|\s+(?:is|was|are|were|ist|est|es|era|è|é|uses)\s|\s*(?:是|为|は))/u;

/** A value that carries its own evidence: digits or symbols mixed in (so "pwd Kx8!mQ2", "pin 6650" need no separator). */
const VALUE_LIKE = /^(?=\S*[\d!@#$%^&*+=?~])[^\s"'`]{3,}$/;

const END_OF_CLAUSE = /\n|[;)}\]]|[.!?](?=\s|$)|,\s|\s(?:and|but|so|because|then|in case|remind|don['’]t|dont|please)\s/iu;
const END_OF_SENTENCE = /\n|[;)}\]]|[.!?](?=\s|$)|\s(?:in case|remind|please)\s/iu;

function end(text: string, from: number, re: RegExp): number {
  const m = re.exec(text.slice(from));
  return from + (m ? m.index : text.length - from);
}

/** Every value given after a secret's label in `text`. */
export function findLabelled(text: string): Found[] {
  const out: Found[] = [];
  for (const [re, shape] of LABELS) {
    const g = new RegExp(re.source, 'giu');
    for (const m of text.matchAll(g)) {
      const after = (m.index ?? 0) + m[0].length;
      const span = valueAfter(text, after, shape);
      if (span) out.push({ kind: shape === 'word' || shape === 'digits' || shape === 'phrase' ? 'password' : 'secret', ...span });
    }
  }
  // "icloud: jenny@example.com / Lilac!Garden5": an account and, after the slash, its password
  for (const m of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+\s*\/\s*(?<v>[^\s"'`,;]{2,})/dgu)) {
    const at = m.indices?.groups?.v;
    const v = stripEnd(m.groups?.v ?? '');
    if (at && !isReference(v) && !isPlaceholder(v) && !isProse(v)) out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
  return out;
}

function valueAfter(text: string, at: number, shape: Shape): { start: number; end: number } | null {
  const rest = text.slice(at, at + 400);
  // the value right after the label ("pin 6650", "pwd Kx8!mQ2zP#"): only when it looks like one
  const direct = /^\s+["'`]?([^\s"'`,;]+)/u.exec(rest);
  const between = BETWEEN.exec(rest)?.[0] ?? '';
  const sep = SEPARATOR.exec(rest.slice(between.length));
  if (sep) {
    const from = at + between.length + sep[0].length;
    const span = value(text, from, shape, /[:=：]/.test(sep[0]) ? 'mark' : /^\s+(?:is|was|are|were|will)\b/i.test(sep[0]) ? 'word' : 'foreign');
    if (span) return span;
  }
  // "is the same as the old one plus a 2: Bluebird2", "is on the wall anyway: coffeelover"
  const colon = /^[^\n.!?]{0,60}?[:：]\s*/u.exec(rest.slice(between.length + (sep?.[0].length ?? 0)));
  if (sep && colon) {
    const span = value(text, at + between.length + sep[0].length + colon[0].length, shape, 'mark');
    if (span) return span;
  }
  if (direct && shape !== 'phrase' && shape !== 'codes' && VALUE_LIKE.test(stripEnd(direct[1] as string))) {
    const from = at + (direct[0].length - (direct[1] as string).length);
    return value(text, from, shape, 'none');
  }
  if (direct && (shape === 'phrase' || shape === 'codes') && /^\s+(?=\S*\d)/.test(rest))
    return value(text, at + (/^\s+/.exec(rest)?.[0].length ?? 0), shape, 'none');
  return null;
}

function stripEnd(token: string): string {
  return token.replace(/[.,;:!?)]+$/, '');
}

/** How the value was introduced: `:`/`=` (mark), an English verb (word), another language's verb (foreign), nothing (none). */
type Sep = 'mark' | 'word' | 'foreign' | 'none';

function value(text: string, from: number, shape: Shape, sep: Sep): { start: number; end: number } | null {
  const q = text[from];
  if (q === '"' || q === "'" || q === '`' || q === '“' || q === '‘') {
    const close = text.indexOf(q === '“' ? '”' : q === '‘' ? '’' : q, from + 1);
    if (close === -1 || close - from > 200) return null;
    const inner = text.slice(from + 1, close);
    if (inner.trim() === '' || isReference(inner) || isPlaceholder(inner)) return null;
    return { start: from + 1, end: close };
  }
  if (shape === 'phrase' || shape === 'codes') {
    const stop = end(text, from, shape === 'codes' ? END_OF_SENTENCE : END_OF_CLAUSE);
    const v = text.slice(from, stop).trim();
    const words = v.split(/\s+/);
    if (words.length === 0 || v.length < 2 || isReference(v) || isPlaceholder(v)) return null;
    if (shape === 'codes' && !/\d/.test(v)) return null;
    if (sep !== 'mark' && isProse(words[0] as string, words[1] ?? '', false) && !/\d/.test(v)) return null;
    return { start: from, end: from + text.slice(from, stop).trimEnd().length };
  }
  if (/^[[{<(]/.test(text.slice(from, from + 1))) return null; // a structure, a template or a redaction mark, not a value
  const token = /^[^\s"'`,;)}\]]+/u.exec(text.slice(from))?.[0] ?? '';
  let bare = stripEnd(token);
  if (/[\d!@#$%^&*]/.test(token) && /[!?]$/.test(token) && !/[!?]$/.test(bare)) bare = token.replace(/[.,;:)]+$/, '');
  if (bare.length < 2) return null;
  if (isReference(bare) || isPlaceholder(bare)) return null;
  const next = /^\s*(\S+)/.exec(text.slice(from + token.length))?.[1] ?? '';
  if (isProse(bare, next, false)) return null;
  if (shape === 'digits' && (sep === 'none' ? !/^\d[\d-]{2,}$/.test(bare) : !/\d/.test(bare))) return null;
  if (shape === 'keyish' && !/\d/.test(bare) && bare.length < 16) return null;
  if (shape === 'longkey' && (bare.length < 16 || !/\d/.test(bare))) return null;
  // after another language's verb the English prose test cannot judge a word ("ist abgelaufen"): a value shows itself
  if ((sep === 'none' || sep === 'foreign') && !VALUE_LIKE.test(bare)) return null;
  return { start: from, end: from + bare.length };
}
