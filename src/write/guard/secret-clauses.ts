/**
 * Credentials told in sentences, read by the clause's structure rather than by lists of wordings: a
 * noun phrase that names a credential (its head a password, PIN, code of a lock or passphrase word, in
 * the corpora's languages), the words that modify it ("my sister uses for everything", "de la banque",
 * "od госуслуг"), then a link — a copula (`is`, `ist`, `est`, `è`, `je`, `to`, `adalah`, `是`, `は`),
 * a colon or arrow, ", it's", a question mark — and the value after it, whatever it looks like.
 * Without a link the value must show itself (digits or symbols) within a few words of the head
 * ("PIN kartu ATM saya 8263", "мой пароль от госуслуг tulsa2012"). Also read here: a value given
 * by a verb before its purpose ("use 6251 to unlock my phone", "try 'purple rain 84' if the router asks
 * for a password"), "it's V for the login", an account and its password after an arrow, and a wallet's
 * words (twelve or more plain words, none of them a function word, where a seed or recovery word is).
 * What stands where a value would and is prose ("is on the sticky note", "ist abgelaufen", "est trop
 * long", "is 4 digits long"), a placeholder or a reference is no value.
 */
import {
  ABBREVIATIONS,
  ADVERB,
  ASKS_HOW,
  clauseBefore,
  AFTER_HEAD,
  CLOSED,
  CODE,
  CODE_NOUN,
  CODE_PREP,
  JOINS,
  LOCKS,
  MORE_COMPOUNDS,
  NO_VOWEL,
  NUMBERED,
  OTHER_VERB,
  PLACE_OR_TIME,
  QUANTITY,
  QUOTES,
  SHOWS,
  STRONG,
  TRAILER,
  UNITS,
  WEAK,
  VALUE_FIRST,
  WISE,
  ONE,
  POINTER,
} from './secret-clause-words.js';
import { EMAIL, FOREIGN_PROSE } from './secret-label-lists.js';
import { isPlaceholder, isProse, isReference, LABEL_COMPOUNDS, readsAsProse } from './secret-values.js';

/** A value found by its clause: its kind and span. */
interface Found {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
}

/** What a head names, and so what its value must be: a word, digits (a PIN, a lock's code), a phrase. */
type Head = 'word' | 'digits' | 'phrase';

const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

const HEADS: readonly (readonly [RegExp, Head])[] = [
  [
    new RegExp(
      String.raw`${B}(?:pass\s?phrase|seed\s+(?:phrase|words)|(?:recovery|backup|secret\s+recovery)\s+(?:phrase|words)|mnemonic(?:\s+phrase)?|frase\s+de\s+(?:paso|contraseña|recuperación|recuperação)|frase-senha|phrase\s+(?:de\s+passe|secrète|de\s+récupération)|wachtzin|wachtwoordzin|passfras)${E}`,
      'giu',
    ),
    'phrase',
  ],
  [
    new RegExp(
      String.raw`${B}(?:pin(?:\s?code|-?kod|\s+number)?|puk|пин(?:-?код)?|geheimzahl|digicode|(?:tür|tor|alarm|zugangs|sicherheits|garagen|garagentor|tresor|schloss|fahrradschloss|zahlenschloss|spind|haustür)-?code|(?:deur|poort|kluis|alarm|fietsslot|locker|garage|toegangs)code|(?:port|dörr|larm|garage|cykellås|skåp|förråds)kod(?:en)?|${CODE_NOUN}\s+${CODE_PREP}\s*(?:(?:the|my|our|a|la|le|el|das|den|die|het|de)\s+)?(?:[\p{L}'’-]+\s+){0,2}?${LOCKS}|${LOCKS}\s+(?:code|combination|combo)|code\s+(?:for|to|of|on)\s+(?:the\s+|my\s+|our\s+)?(?:[\p{L}'’-]+\s+){0,2}?${LOCKS}|code\s+(?:de\s+la|du|de\s+l['’]|d['’]|de)\s*${LOCKS}|c[oó]digo\s+(?:del?|de\s+la|da|do)\s+${LOCKS}|codice\s+(?:del(?:la)?|dell['’]|del)\s*${LOCKS}|kod\s+(?:do|od)\s+${LOCKS}|kód\s+(?:k|od|do)\s+${LOCKS}|код\s+(?:от|для)\s+${LOCKS}|code\s+van\s+de\s+${LOCKS})${E}`,
      'giu',
    ),
    'digits',
  ],
  [
    new RegExp(
      String.raw`${B}(?:password|passwords|pasword|passowrd|passwrod|passwort|passwd|psswd|pwd|psw|pw|passcode|mot\s+de\s+passe|mdp|contraseña|clave|senha|wachtwoord|parola\s+d['’]ordine|lösenord(?:et)?|kennwort|hasło|hasla|heslo|şifre(?:m|si|miz|niz|n)?|kata\s+sandi|пароль|(?<=(?:my|the|new|old|your|his|her|our|wifi|wi-fi|admin)\s+)pass(?=\s+(?:for|to|on|of|is|was|[:=-])(?![\p{L}])|\s*[:=?]))${E}`,
      'giu',
    ),
    'word',
  ],
  [/密码|密碼|口令|パスワード|暗証番号|비밀번호|비번|암호|รหัสผ่าน/gu, 'word'],
  [/暗证号码|暗證號碼|密碼鎖|门禁码|門禁碼/gu, 'digits'],
];

/** One word of a clause and where it is; `gap` is the space before it. */
interface Token {
  readonly text: string;
  readonly start: number;
  readonly gap: string;
}

/** The next token at `from`: a mark alone (`:`, `->`, `—`, `?`), or a run up to a space or a mark that ends it. */
function nextToken(text: string, from: number): Token | null {
  const m = /^([ \t\u00a0]*)(->|=>|[:=：→—–?]|(?:[^\s:=：?,;]|[:=?](?=[^\s:=?]))+[,;]?)/u.exec(text.slice(from));
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  return { text: m[2], start: from + m[1].length, gap: m[1] };
}

/** The quoted value at `at` (its inside), or null. */
function quoted(text: string, at: number): { start: number; end: number } | null {
  const q = text[at] ?? '';
  const close = q in QUOTES ? text.indexOf(QUOTES[q] as string, at + 1) : -1;
  if (close === -1 || close - at > 200) return null;
  const inner = text.slice(at + 1, close);
  if (inner.trim() === '' || isReference(inner) || isPlaceholder(inner)) return null;
  return { start: at + 1, end: close };
}

const bareOf = (token: string): string => {
  const stripped = token.replace(/[.,;:!?)]+$/, '');
  // "Sommar2024!" keeps its mark: a value with digits or symbols may end in one
  return /[\d@#$%^&*]/.test(stripped) && /!$/.test(token.replace(/[.,;:)]+$/, '')) ? token.replace(/[.,;:)]+$/, '') : stripped;
};

/** True when the words after a value end its clause: nothing, a break, or only a chatty trailer. */
function endsClause(text: string, from: number): boolean {
  const rest = text.slice(from, from + 60);
  if (/^\s*(?:$|[.!?;,)\n]|\s[-–—]\s)/.test(rest)) return true;
  const word = /^\s+(\S+)/.exec(rest)?.[1] ?? '';
  return TRAILER.test(word) && /^\s+\S+\s*(?:$|[.!?,;\n])/.test(rest);
}

/** The span of the value at `at`, read after a link of `strength`, for a head of `head`; null when what is there is no value. */
function valueAt(text: string, at: number, head: Head, strength: 'strong' | 'weak' | 'none'): { start: number; end: number } | null {
  const q = quoted(text, at);
  if (q) return q;
  if (/^[[{<(]/.test(text.slice(at, at + 1))) return null; // a structure, a template or a redaction mark
  const token = /^[^\s"'`,;]+/u.exec(text.slice(at))?.[0] ?? '';
  const bare = bareOf(token);
  if (!/[\p{L}\p{N}]/u.test(bare) || isPlaceholder(bare) || isReference(bare) || EMAIL.test(bare)) return null;
  const lower = bare.toLowerCase();
  if (LABEL_COMPOUNDS.has(lower) || CLOSED.has(lower) || FOREIGN_PROSE.has(lower)) return null;
  const next = /^\s*(\S+)/.exec(text.slice(at + token.length))?.[1] ?? '';
  if (/^\d+$/.test(bare) && UNITS.test(next.replace(/[.,;:!?]+$/, ''))) return null; // "4 digits long", "ogni 120 giorni"
  if (QUANTITY.test(bare)) return null; // "es 100% esfuerzo", "is 45€"
  if (/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u.test(bare)) return null; // "パスワードを忘れました"
  if (head === 'phrase') {
    const stop = /\n|[;()]|[.!?](?=\s|$)|,\s|\s[-–—]\s/.exec(text.slice(at));
    const span = text.slice(at, at + (stop ? stop.index : text.length - at)).trimEnd();
    const words = span.split(/\s+/);
    if (isProse(words[0] as string, words[1] ?? '', strength === 'strong' && /^[:=]/.test(text.slice(at - 2, at).trim())) || readsAsProse(words)) return null;
    if (strength !== 'strong' && words.length < 2 && !SHOWS.test(bare)) return null;
    return { start: at, end: at + span.length };
  }
  if (head === 'digits' && !CODE.test(bare)) return null; // a lock's code has digits ("the gate code is in the email"), never dots ("pin 3.11.9")
  if (strength === 'strong') {
    if (isProse(bare, next, false) || (bare.length < 2 && !endsClause(text, at + bare.length))) return null;
    return { start: at, end: at + bare.length };
  }
  // after another language's copula or none at all, the value shows itself, or is one word that ends its clause
  const shows = SHOWS.test(bare) || (strength === 'weak' && /^(?=.*\d)(?=.*\p{L})[\p{L}\p{N}]{2}$/u.test(bare));
  const lastWord = strength === 'weak' && /^\p{L}{2,}$/u.test(bare) && !isProse(bare, '', false) && endsClause(text, at + bare.length);
  return shows || lastWord ? { start: at, end: at + bare.length } : null;
}

/** How far after its head a link may come: the modifiers of the noun ("they ask for on the phone at the alarm company"). */
const MAX_MODIFIERS = 10;

/** The value a head at [start, end) is given in its clause, or null. */
function linked(text: string, start: number, end: number, head: Head, english: boolean): { start: number; end: number } | null {
  // "password "harbor meadow glacier 62" - it expires": a quoted value right after the head
  const direct = /^[ \t]+(?=["“'‘`«„])/.exec(text.slice(end));
  if (direct) {
    const q = quoted(text, end + direct[0].length);
    if (q && endsClause(text, q.end + 1)) return q;
  }
  let pos = end;
  let unlinked: { start: number; end: number } | null = null;
  let said = false;
  const opensClause = beginsClause(text, start);
  for (let i = 0; i <= MAX_MODIFIERS; i++) {
    const t = nextToken(text, pos);
    if (!t || /\n/.test(t.gap)) break;
    // a head joined to more than a mark is a name in code or a URL's part (`USER:PASSWORD@HOST`), except in scripts written without spaces
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]$/u.test(text.slice(Math.max(0, t.start - 1), t.start));
    if (t.gap === '' && !/^(?:[:=：?]|['’]s)$/.test(t.text) && !cjk) break;
    const word = t.text.replace(/[,;]$/, '');
    const after = t.start + t.text.length;
    // the head is a modifier itself: "password manager", "PIN pad"
    if (i === 0 && english && (LABEL_COMPOUNDS.has(word.toLowerCase()) || MORE_COMPOUNDS.has(word.toLowerCase()))) return null;
    // "I forgot my password and the cat is hungry": a new clause begins, the head's words ended
    if (JOINS.test(word)) break;
    // "Pin 7 on the header", "locker 12": a thing's number, not its code
    if (i === 0 && head === 'digits' && /^\d{1,2}$/.test(word)) return null;
    // a question mark asks ("My password? zz."); joined to what follows it is a URL's query (`reset-password?lang=en`)
    // …unless its clause asks how, why, where or whether ("how do I reset my password? A: click …"): no value answers that
    const howQuestion = word === '?' && ASKS_HOW.test(clauseBefore(text, start));
    const asks = word === '?' && /^\s/.test(text.slice(after, after + 1)) && !howQuestion;
    const strength = /^['’]s$/.test(word) || STRONG.test(word) ? 'strong' : WEAK.test(word) || asks ? 'weak' : null;
    if (strength && !/[,;]$/.test(t.text)) {
      let from = after;
      // "is now X", "would be 'X'"
      for (let n = nextToken(text, from); n && ADVERB.test(n.text); n = nextToken(text, from)) from = n.start + n.text.length;
      // "to" links a value in Polish ("Kod do drzwi to 4471") but begins an infinitive in English ("twice to confirm"): after it the value shows itself
      const as = /^to$/i.test(word) ? 'none' : strength;
      const span = valueAt(text, from + (/^[ \t\u00a0]*/.exec(text.slice(from))?.[0].length ?? 0), head, as);
      if (span) return span;
      // "is on the sticky note": the clause said what the credential is, and gave no value
      if (strength === 'strong' && !/^[-–—]$/.test(word)) return null;
      said = true; // "password — see the 1Password vault entry": what follows a link it did not give is no bare value either
    }
    if (/^(?:would|will)$/i.test(word)) {
      const n = nextToken(text, after);
      if (n && /^be$/i.test(n.text)) {
        const from = n.start + n.text.length;
        return valueAt(text, from + (/^[ \t]*/.exec(text.slice(from))?.[0].length ?? 0), head, 'strong');
      }
    }
    // "the router password uses WPA3": after a verb that is no link, what follows is its object, not the value
    if (i === 0 && english && OTHER_VERB.test(word)) said = true;
    // without a link: a value that shows itself within five words of the head ("PIN kartu ATM saya 8263"), or,
    // when the head begins its clause, a run of letters no language writes as a word that ends the clause ("şifrem sq")
    if (unlinked === null && !said && i < 5 && !strength) unlinked = showsItself(text, t, head) ?? (opensClause ? unspoken(text, t, head, i === 0) : null);
    // "the pass for the shared drive? it's hollow-tree-4", "gate code changed, its 82887 now"
    if (word === '?' || /,$/.test(t.text)) {
      const m = /^[ \t]*(?:(?:and|but|so)\s+)?(?:it['’]?s|it\s+is|that['’]s)\s+(?:(?:now|still)\s+)?/iu.exec(text.slice(after));
      if (m) return valueAt(text, after + m[0].length, head, 'weak') ?? unlinked;
      if (word !== '?' || howQuestion) break;
    }
    if (/[.!;]$/.test(t.text) || (/\?$/.test(t.text) && word !== '?')) break;
    pos = after;
  }
  return unlinked;
}

/** A character of a script written without spaces between words. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** The token `t` as a value with no link before it, when it shows itself and is no count, time, number of a thing or placeholder. */
function showsItself(text: string, t: Token, head: Head): { start: number; end: number } | null {
  const bare = bareOf(t.text);
  const prev = /(\S+)\s+$/.exec(text.slice(Math.max(0, t.start - 30), t.start))?.[1] ?? '';
  const nextWord = /^\s*(\S+)/.exec(text.slice(t.start + t.text.length))?.[1]?.replace(/[.,;:!?]+$/, '') ?? '';
  const digitsOnly = /^\d+(?:[-–]\d+)*$/.test(bare);
  if (!SHOWS.test(bare) || NUMBERED.test(prev) || PLACE_OR_TIME.test(prev) || UNITS.test(nextWord) || QUANTITY.test(bare)) return null;
  // "密码太简单了，系统要求至少12位": a clause written without spaces, its digits a count, is no value (as in valueAt)
  if (isPlaceholder(bare) || isReference(bare) || isProse(bare) || CJK_CHAR.test(bare)) return null;
  if (head === 'word' && digitsOnly && bare.length < 6) return null; // "the password for room 4021"
  if (head === 'digits' && !CODE.test(bare)) return null; // "we pin typescript@5.4.5", "pin ^4.17.21"
  if (/^\d+-\p{L}+$/u.test(bare)) return null; // a count: "a 16-character password", "the 4-digit PIN"
  if (/^\d{1,2}[:.]\d{2}$/.test(bare)) return null; // a time of day
  return { start: t.start, end: t.start + bare.length };
}

/** True when the head at `at` begins its clause: at most three words (a possessive, an account's name) since a break. */
function beginsClause(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 60), at);
  const since = before.split(/[.!?;:\n]\s|[,(]\s*|\s[-–—]\s|^/u).pop() ?? '';
  return (since.trim() === '' ? 0 : since.trim().split(/\s+/).length) <= 3 && (before.length < 60 || since.length < before.length);
}

/**
 * The token `t` as a value with no link and no digit or symbol: a head that begins its clause ("my dropbox
 * password", "şifrem", "hasło do banku"), then a run of letters that is no word of any of the corpora's
 * Latin-script languages (no vowel, no known abbreviation): right after the head, or after its modifiers
 * ending the clause or followed only by a chatty word. A word of the language there ("password reset", "Passwort vergessen", "şifrem yanlış") is never one.
 */
function unspoken(text: string, t: Token, head: Head, next: boolean): { start: number; end: number } | null {
  if (head !== 'word') return null;
  const bare = bareOf(t.text);
  if (!NO_VOWEL.test(bare) || ABBREVIATIONS.has(bare)) return null;
  const after = t.start + bare.length;
  const chat = /^\s+(\S+)/.exec(text.slice(after))?.[1] ?? '';
  // right after the head it is the value whatever follows ("şifrem sq unutma"); after the head's modifiers it ends the clause
  return next || endsClause(text, after) || TRAILER.test(chat) ? { start: t.start, end: after } : null;
}

/** A value said before its head (see {@link VALUE_FIRST}), shown or of letters that read as no prose. */
function givenBeforeHead(text: string, headAt: number, headEnd: number, head: Head): Found | null {
  const cjk = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text.slice(headAt));
  const before = text.slice(Math.max(0, headAt - 80), headAt);
  const m = cjk ? /(?:^|[.!?\n:：]\s*)(?<v>[^\s"'`,;:]{2,40})\s*是[^\s.!?]{0,12}$/du.exec(before) : VALUE_FIRST.exec(before);
  const span = m?.indices?.groups?.v;
  if (!m || !span) return null;
  const after = text.slice(headEnd, headEnd + 40);
  const next = (/^\s+([\p{L}]+)/u.exec(after)?.[1] ?? '').toLowerCase();
  const chat = TRAILER.test(/^\s+(\S+)/.exec(after)?.[1] ?? '');
  if (!cjk && ((!AFTER_HEAD.test(after) && !chat) || LABEL_COMPOUNDS.has(next) || MORE_COMPOUNDS.has(next) || /^['’]s/.test(after))) return null;
  const offset = headAt - before.length;
  const v = bareOf(text.slice(offset + span[0], offset + span[1]));
  // before its head a value shows itself, or is letters no language writes as a word: "done, that's the new one" gives none
  const shown = SHOWS.test(v) || (NO_VOWEL.test(v) && !ABBREVIATIONS.has(v));
  return shown && plausible(v, head) ? { kind: 'password', start: offset + span[0], end: offset + span[0] + v.length } : null;
}

/** A value read away from its link: it shows itself, or is lower-case letters that are no prose, placeholder or reference. */
function plausible(v: string, head: Head): boolean {
  const lower = v.toLowerCase();
  if (isPlaceholder(v) || isReference(v) || EMAIL.test(v) || isProse(v) || CLOSED.has(lower) || FOREIGN_PROSE.has(lower) || QUANTITY.test(v)) return false;
  if (head === 'digits') return CODE.test(v);
  return SHOWS.test(v) || /^[a-z]{2,}$/.test(v);
}

function givenWise(text: string): Found[] {
  const out: Found[] = [];
  for (const w of text.matchAll(WISE)) {
    const sentenceStart = Math.max(0, ...[...text.slice(0, w.index ?? 0).matchAll(/[.!?\n:：]\s+/g)].map((b) => (b.index ?? 0) + b[0].length));
    const m = /^\s*(?<v>[^\s"'`,;:]{2,40})(?:\s*,\s*|\s+is\s+(?:what|the\s+one)\s)/du.exec(text.slice(sentenceStart));
    const span = m?.indices?.groups?.v;
    if (!m || !span) continue;
    const v = bareOf(m.groups?.v ?? '');
    // a value of letters alone only right beside its "-wise" word, or given for an account ("what I use for the school portal")
    const near = /^\s*,\s*$/.test(text.slice(sentenceStart + span[1], w.index ?? 0));
    const forSomething = /^\s+is\s+what\s+\S+\s+(?:use|type|have|put|enter)\s+(?:for|on)\s/iu.test(text.slice(sentenceStart + span[1]));
    if (plausible(v, 'word') && (SHOWS.test(v) || near || forSomething))
      out.push({ kind: 'password', start: sentenceStart + span[0], end: sentenceStart + span[0] + v.length });
  }
  return out;
}

function givenByReference(text: string, heads: readonly { at: number; head: Head }[]): Found[] {
  const out: Found[] = [];
  const earlier = (at: number) => heads.filter((h) => h.at < at && at - h.at < 240).pop();
  for (const m of text.matchAll(ONE)) {
    const at = m.index ?? 0;
    const named = earlier(at);
    if (!named) continue;
    const end = at + m[0].length;
    // "bq4821 — that's the wifi one": the value before the reference, as before a head
    const first = givenBeforeHead(text, at, end, named.head);
    if (first) out.push(first);
    const tail = /^,[ \t]*/.exec(text.slice(end));
    if (tail) {
      const bare = bareOf(/^[^\s"'`,;]+/.exec(text.slice(end + tail[0].length))?.[0] ?? '');
      const from = end + tail[0].length;
      if (SHOWS.test(bare) && plausible(bare, named.head) && endsClause(text, from + bare.length))
        out.push({ kind: 'password', start: from, end: from + bare.length });
      continue;
    }
    const span = linked(text, at, end, named.head, true);
    if (span) out.push({ kind: 'password', ...span });
  }
  for (const m of text.matchAll(POINTER)) {
    const at = m.index ?? 0;
    const named = earlier(at);
    if (!named) continue;
    const from = at + m[0].length;
    const span = valueAt(text, from, named.head, 'strong');
    if (span && endsClause(text, span.end)) out.push({ kind: 'password', ...span });
  }
  return out;
}

/** Every value a credential's head is given in `text` (see the file's comment). */
export function findInClauses(text: string): Found[] {
  const out: Found[] = [];
  const heads: { at: number; head: Head }[] = [];
  for (const [re, head] of HEADS) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const end = (m.index ?? 0) + m[0].length;
      // a name in code: `PASSWORD_MIN_LENGTH`, `passwordConfirm`, `pin_attempts` (the boundaries), `-p<PASSWORD>`
      if (/^[<>]/.test(text.slice(end, end + 1)) || /<$/.test(text.slice(0, m.index))) continue;
      heads.push({ at: m.index ?? 0, head });
      const first = givenBeforeHead(text, m.index ?? 0, end, head);
      if (first) out.push(first);
      // an English head is a modifier when a noun follows it ("password manager"); other languages put their modifiers after ("kata sandi email")
      const span = linked(text, m.index ?? 0, end, head, /^(?:pass|pw|psw|pin|puk|combi|combo|code|seed|recovery|backup|mnemonic|[a-z]+\s+code)/i.test(m[0]));
      if (span) out.push({ kind: 'password', ...span });
    }
  }
  heads.sort((a, b) => a.at - b.at);
  out.push(...givenByReference(text, heads), ...givenWise(text));
  out.push(...givenByPurpose(text), ...givenForHead(text), ...accountPairs(text), ...walletWords(text));
  return out;
}

/** "use 6251 to unlock my phone", "try 'purple rain 84' if the router asks for a password": a value that shows itself, then what it opens. */
const PURPOSE =
  /(?<![\p{L}])(?:use|try|enter|type|punch\s+in|key\s+in|dial)\s+(?:["“'‘`][^"”'’`\n]{2,60}["”'’`]|[^\s"'`,;]{3,})(?=\s+(?:to\s+(?:unlock|log\s?in(?:to)?|sign\s?in|get\s+in(?:to)?|open|access|disarm|enter)|if\s+(?:it|the\s+[\p{L}-]+|[\p{L}-]+)\s+(?:asks?|prompts?)\s+for\s+(?:a|the|your|my)?\s*(?:password|passcode|pin|code)))/giu;

function givenByPurpose(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(PURPOSE)) {
    const at = (m.index ?? 0) + (/^\S+(?:\s+in)?\s+/iu.exec(m[0])?.[0].length ?? 0);
    const q = quoted(text, at);
    if (q) {
      out.push({ kind: 'password', ...q });
      continue;
    }
    const bare = bareOf(text.slice(at, (m.index ?? 0) + m[0].length));
    if (SHOWS.test(bare) && !isPlaceholder(bare) && !isReference(bare)) out.push({ kind: 'password', start: at, end: at + bare.length });
  }
  return out;
}

/** "it's Fog!Harbor2 for the login", "try Kx9!q as the pin": a value that shows itself, then the credential it is. */
const FOR_HEAD =
  /(?<![\p{L}])(?:it['’]?s|it\s+is|is|use|try|type|enter)\s+(?<v>[^\s"'`,;]{3,})\s+(?:for|as)\s+(?:the|my|your|our|his|her)\s+(?:[\p{L}-]+\s+){0,2}?(?:login|log-?in|password|passcode|pin|code|account)(?![\p{L}])/dgiu;

function givenForHead(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(FOR_HEAD)) {
    const v = bareOf(m.groups?.v ?? '');
    const at = m.indices?.groups?.v;
    // "I use 1Password as my password manager": the head modifies a noun, and the value is that thing's name
    const after = /^\s+([\p{L}]+)/u.exec(text.slice((m.index ?? 0) + m[0].length))?.[1]?.toLowerCase() ?? '';
    if (LABEL_COMPOUNDS.has(after)) continue;
    if (at && SHOWS.test(v) && !/^\d+$/.test(v) && !QUANTITY.test(v) && !isPlaceholder(v) && !isReference(v))
      out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
  return out;
}

/** "Instagram -> rufusm / Dr@g0nfly90*": after an arrow or a colon, an account's name (as they are written, lower case), a slash and a value that shows itself. */
const PAIR = /(?:->|→|=>|:)[ \t]+[a-z0-9._@+-]{2,40}[ \t]*\/[ \t]*(?<v>[^\s"'`,;/]{6,})/dgu;

function accountPairs(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(PAIR)) {
    const v = bareOf(m.groups?.v ?? '');
    const at = m.indices?.groups?.v;
    // a value with letters and digits or symbols: "3/4", "read / write", "http://x" are none
    if (at && SHOWS.test(v) && /\p{L}/u.test(v) && !/^\d/.test(v) && !isPlaceholder(v) && !isReference(v) && !/^\/\//.test(text.slice(at[0] - 1)))
      out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
  return out;
}

/** A word of the family of wallets and their recovery, in the corpora's languages (Han, kana and Hangul labels as written). */
export const WALLET_WORD =
  /(?<![\p{L}])(?:seed|mnemonic|wallet|(?:recovery|backup|secret)\s+(?:phrase|words)|ledger|trezor|metamask|phrase|frase|portefeuille|cartera|carteira|wiederherstellungs(?:phrase|wörter)|herstelzin|portfel\p{L}*|кошел\p{L}*|сид-?фраз\p{L}*)(?![\p{L}])|助记词|助記詞|种子短语|種子短語|恢复短语|恢復短語|钱包|錢包|シードフレーズ|復元フレーズ|リカバリーフレーズ|ニーモニック|ウォレット|시드\s*(?:구문|문구)|복구\s*(?:구문|문구)|니모닉|지갑/iu;

/** The lengths of a wallet's recovery words (BIP-39): 12, 15, 18, 21 or 24. */
export const SEED_LENGTHS = new Set([12, 15, 18, 21, 24]);

/** English function words: a wallet's words hold none (BIP-39 lists have none of these), a sentence holds many. */
export const FUNCTION = new Set(
  'the and for are but not you all any can had her was one our out has him his how its may new now old see two who did get she too use that with have this will your from they been were said each which their there what about would make like into than them then only over also back after first well even want because these give most'.split(
    ' ',
  ),
);

/** A wallet's words: twelve or more plain lower-case words, none a function word, in a sentence about a wallet or its recovery. */
function walletWords(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])(?:[a-z]{3,8}[ \t,]+){11,}[a-z]{3,8}(?![\p{L}\p{N}])/gu)) {
    const words = m[0].split(/[ \t,]+/);
    if (words.some((w) => FUNCTION.has(w))) continue;
    const sentence = text.slice(Math.max(0, (m.index ?? 0) - 120), m.index ?? 0);
    if (!WALLET_WORD.test(sentence) && !WALLET_WORD.test(m[0])) continue;
    // the run may begin with the label's own words ("wallet mnemonic famous humble …"): a seed's length counted from its end
    const lead = [0, 1, 2, 3].find((k) => SEED_LENGTHS.has(words.length - k));
    if (lead === undefined) continue;
    const skip = lead === 0 ? 0 : (new RegExp(`^(?:[a-z]{3,8}[ \\t,]+){${lead}}`).exec(m[0])?.[0].length ?? 0);
    out.push({ kind: 'password', start: (m.index ?? 0) + skip, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}
