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

/** What a code opens, in the corpora's languages: a door, a gate, an alarm, a safe, an intercom. */
const LOCKS = String.raw`(?:front\s+door|door|gate|alarm|safe|garage|entry|building|keypad|key\s?safe|key\s?box|lock\s?box|locker|padlock|lock|bike\s+lock|vault|shed|intercom|porte(?:\s+d['’]entrée)?|portail|alarme|entrée|immeuble|cadenas|coffre|puerta|port[oó]n|portão|porta|portone|cancello|allarme|alarma|candado|cadeado|cofre|caja\s+fuerte|cassaforte|garaje|garagem|domofonu|drzwi|bramy|sejfu|dveří|brány|trezoru|двери|домофона|сейфа|kluis|deur|poort)`;

const HEADS: readonly (readonly [RegExp, Head])[] = [
  [
    new RegExp(
      String.raw`${B}(?:pass\s?phrase|seed\s+(?:phrase|words)|(?:recovery|backup|secret\s+recovery)\s+(?:phrase|words)|mnemonic(?:\s+phrase)?|frase\s+de\s+(?:paso|contraseña|recuperación|recuperação)|frase-senha|phrase\s+(?:de\s+passe|secrète|de\s+récupération)|wachtzin|passfras)${E}`,
      'giu',
    ),
    'phrase',
  ],
  [
    new RegExp(
      String.raw`${B}(?:pin(?:\s?code|-?kod|\s+number)?|puk|пин(?:-?код)?|geheimzahl|digicode|(?:tür|tor|alarm|zugangs|sicherheits|garagen|tresor|schloss)-?code|${LOCKS}\s+(?:code|combination|combo)|code\s+(?:for|to|of|on)\s+(?:the\s+|my\s+|our\s+)?(?:[\p{L}'’-]+\s+){0,2}?${LOCKS}|code\s+(?:de\s+la|du|de\s+l['’]|d['’]|de)\s*${LOCKS}|c[oó]digo\s+(?:del?|de\s+la|da|do)\s+${LOCKS}|codice\s+(?:del(?:la)?|dell['’]|del)\s*${LOCKS}|kod\s+(?:do|od)\s+${LOCKS}|kód\s+(?:k|od|do)\s+${LOCKS}|код\s+(?:от|для)\s+${LOCKS}|code\s+van\s+de\s+${LOCKS})${E}`,
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
  [/密码|密碼|口令|パスワード|暗証番号|비밀번호|암호/gu, 'word'],
];

/** Links a value follows even when it is prose-shaped: a mark, or an English copula. */
const STRONG = /^(?:[:=：]|->|→|=>|[-–—]|is|was|are|were|'s|’s)$/i;

/** Copulas of the other languages, and "to" (Polish, and English "the password to the …"): a value after them must show itself. */
const WEAK =
  /^(?:ist|lautet|lautete|war|wird|est|c['’]est|était|es|era|será|è|é|je|jest|to|brzmi|är|var|blir|er|adalah|ialah|yaitu|yakni|это|wordt|zní|olan|是|为|為|は|が)$/iu;

/** Adverbs between a copula and its value: "is now", "ist jetzt", "es ahora". */
const ADVERB =
  /^(?:now|still|just|currently|actually|simply|jetzt|nun|noch|maintenant|toujours|ahora|todavía|ora|ancora|agora|ainda|nu|nog|teraz|nadal|nyní|pořád|sekarang|masih|теперь|сейчас|şimdi|artık)$/iu;

/** Closed-class words of the corpora's other languages: a value is never one ("est trop long", "es muy débil", "ist nicht …"). */
const CLOSED = new Set(
  (
    'der die das den dem des ein eine einen einem nicht kein keine sehr zu zu auch noch schon auf in im an am bei mit von für unter ' +
    'le la les un une des du de pas trop très plus sur dans sous avec pour encore aussi ' +
    'el los las unos unas no muy demasiado más en con para por sobre bajo también ' +
    'il lo gli uno non molto troppo più su nel nella con per anche ancora ' +
    'o os as um uma não muito demais mais em no na com para também ' +
    'het een niet te heel erg meer op bij met voor ook nog ' +
    'nie za bardzo zbyt też jeszcze na w z ' +
    'inte för mycket också på i med ' +
    'ne çok bu şu bir ve de da mi ile için yok var değil ' +
    'ne moc příliš taky na v s ' +
    'tidak terlalu sangat juga di ke dari untuk dengan ' +
    'не очень слишком тоже ещё на в с для'
  ).split(' '),
);

/** Words that end a chatty clause after its value: "è uzq ok?", "… 4W0GF$Gc ya", "tulsa2012, запиши". */
const TRAILER =
  /^(?:ok|okay|ok\?|lol|thx|thanks|pls|please|ya|yaa|ya\?|kan|bitte|danke|merci|stp|svp|gracias|grazie|obrigado|obrigada|dank|tack|dzięki|díky|спасибо|запиши|lütfen|haha|btw|ty|xx|xoxo|:\)|;\))[.!?]*$/iu;

/** Units after a number: the number is a count or a length, not a value ("ogni 120 giorni", "12 Zeichen"). */
const UNITS =
  /^(?:characters?|chars?|digits?|letters?|symbols?|words?|days?|hours?|minutes?|months?|weeks?|years?|times?|zeichen|stellen|tage|tagen|stunden|monate|caractères|chiffres|jours|mois|caracteres|dígitos|días|dias|meses|caratteri|cifre|giorni|mesi|tekens|cijfers|dagen|znaków|cyfr|dni|tecken|siffror|dagar|karakter|hane|gün|znaků|číslic|dní|hari|bulan|символов|цифр|дней|%)$/iu;

/** Nouns numbers name ("room 4021", "flight 1234"): a number after one is that thing's, not a credential. */
const NUMBERED =
  /^(?:room|flight|order|seat|gate|line|page|step|version|port|extension|ext|no|nr|number|table|bus|ticket|floor|zimmer|chambre|habitación|stanza|quarto|kamer|pokój|rum|oda|pokoj|kamar|комната)$/iu;

/** Words that join a new clause, in the corpora's languages: the head's own words end before them. */
const JOINS = /^(?:and|but|so|or|because|then|und|aber|oder|et|mais|ou|y|pero|e|ma|mas|maar|ale|och|men|eller|ve|ama|veya|dan|tapi|atau|и|но|или)$/iu;

/** The shape of a PIN or a lock's code: digits, with letters, `#`, `*` or dashes ("17-04-33", "4B17", "2580#"). */
const CODE = /^(?=[^\d]*\d)[\p{L}\p{N}#*-]+$/u;

/** A quantity, a time or a date: "100%", "45€", "5pm", "12/05", "2024-03-01" — an amount or a moment, never a credential's value. */
const QUANTITY =
  /^(?:[$€£¥]\d[\d.,]*|\d[\d.,]*(?:%|€|\$|£|¥|km|kg|gb|mb|tb|px|ms|min|hrs?|am|pm)|\d{1,2}:\d{2}(?:am|pm)?|\d{1,4}[/.]\d{1,2}(?:[/.]\d{1,4})?|(?:19|20)\d{2}-\d{2}-\d{2})$/i;

/** Prepositions of time and place: a number after one is when or where ("changed in 2023", "on 2024-03-01"). */
const PLACE_OR_TIME =
  /^(?:in|on|at|since|until|till|by|from|before|after|during|around|im|am|seit|bis|ab|depuis|avant|après|desde|hasta|antes|después|dal|dalla|fino|prima|dopo|sinds|tot|voor|na|od|do|przed|po|sedan|innan|efter|до|после|с|с)$/iu;

/** Nouns that make a credential's head their modifier, besides the shared list: "PIN code area", "PIN code lookup". */
const MORE_COMPOUNDS = new Set(['area', 'zone', 'district', 'region', 'lookup', 'format']);

/** A value that shows itself: digits or symbols mixed in. */
const SHOWS = /^(?=\S*[\d!@#$%^&*+=?~])[^\s"'`]{3,}$/;

const QUOTES: Readonly<Record<string, string>> = { '"': '"', "'": "'", '`': '`', '“': '”', '‘': '’', '«': '»', '„': '“', '「': '」' };

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
function linked(text: string, end: number, head: Head, english: boolean): { start: number; end: number } | null {
  // "password "harbor meadow glacier 62" - it expires": a quoted value right after the head
  const direct = /^[ \t]+(?=["“'‘`«„])/.exec(text.slice(end));
  if (direct) {
    const q = quoted(text, end + direct[0].length);
    if (q && endsClause(text, q.end + 1)) return q;
  }
  let pos = end;
  let unlinked: { start: number; end: number } | null = null;
  let said = false;
  for (let i = 0; i <= MAX_MODIFIERS; i++) {
    const t = nextToken(text, pos);
    if (!t || /\n/.test(t.gap)) break;
    // a head joined to more than a mark is a name in code or a URL's part (`USER:PASSWORD@HOST`), except in scripts written without spaces
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u.test(text.slice(Math.max(0, t.start - 1), t.start));
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
    const asks = word === '?' && /^\s/.test(text.slice(after, after + 1));
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
    // without a link: a value that shows itself within five words of the head ("PIN kartu ATM saya 8263")
    if (unlinked === null && !said && i < 5 && !strength) unlinked = showsItself(text, t, head);
    // "the pass for the shared drive? it's hollow-tree-4", "gate code changed, its 82887 now"
    if (word === '?' || /,$/.test(t.text)) {
      const m = /^[ \t]*(?:(?:and|but|so)\s+)?(?:it['’]?s|it\s+is|that['’]s)\s+(?:(?:now|still)\s+)?/iu.exec(text.slice(after));
      if (m) return valueAt(text, after + m[0].length, head, 'weak') ?? unlinked;
      if (word !== '?') break;
    }
    if (/[.!;]$/.test(t.text) || (/\?$/.test(t.text) && word !== '?')) break;
    pos = after;
  }
  return unlinked;
}

/** The token `t` as a value with no link before it, when it shows itself and is no count, time, number of a thing or placeholder. */
function showsItself(text: string, t: Token, head: Head): { start: number; end: number } | null {
  const bare = bareOf(t.text);
  const prev = /(\S+)\s+$/.exec(text.slice(Math.max(0, t.start - 30), t.start))?.[1] ?? '';
  const nextWord = /^\s*(\S+)/.exec(text.slice(t.start + t.text.length))?.[1]?.replace(/[.,;:!?]+$/, '') ?? '';
  const digitsOnly = /^\d+(?:[-–]\d+)*$/.test(bare);
  if (!SHOWS.test(bare) || NUMBERED.test(prev) || PLACE_OR_TIME.test(prev) || UNITS.test(nextWord) || QUANTITY.test(bare)) return null;
  if (isPlaceholder(bare) || isReference(bare)) return null;
  if (head === 'word' && digitsOnly && bare.length < 6) return null; // "the password for room 4021"
  if (head === 'digits' && !CODE.test(bare)) return null; // "we pin typescript@5.4.5", "pin ^4.17.21"
  if (/^\d+-\p{L}+$/u.test(bare)) return null; // a count: "a 16-character password", "the 4-digit PIN"
  if (/^\d{1,2}[:.]\d{2}$/.test(bare)) return null; // a time of day
  return { start: t.start, end: t.start + bare.length };
}

/** Every value a credential's head is given in `text` (see the file's comment). */
export function findInClauses(text: string): Found[] {
  const out: Found[] = [];
  for (const [re, head] of HEADS) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const end = (m.index ?? 0) + m[0].length;
      // a name in code: `PASSWORD_MIN_LENGTH`, `passwordConfirm`, `pin_attempts` (the boundaries), `-p<PASSWORD>`
      if (/^[<>]/.test(text.slice(end, end + 1)) || /<$/.test(text.slice(0, m.index))) continue;
      // an English head is a modifier when a noun follows it ("password manager"); other languages put their modifiers after ("kata sandi email")
      const span = linked(text, end, head, /^(?:pass|pw|psw|pin|puk|combi|combo|code|seed|recovery|backup|mnemonic|[a-z]+\s+code)/i.test(m[0]));
      if (span) out.push({ kind: 'password', ...span });
    }
  }
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

/** A word of the family of wallets and their recovery, in the corpora's languages. */
const WALLET_WORD =
  /(?<![\p{L}])(?:seed|mnemonic|wallet|(?:recovery|backup|secret)\s+(?:phrase|words)|ledger|trezor|metamask|phrase|frase|portefeuille|cartera|carteira|wiederherstellungs(?:phrase|wörter)|herstelzin|portfel\p{L}*|кошел\p{L}*|сид-?фраз\p{L}*)(?![\p{L}])/iu;

/** The lengths of a wallet's recovery words (BIP-39): 12, 15, 18, 21 or 24. */
const SEED_LENGTHS = new Set([12, 15, 18, 21, 24]);

/** English function words: a wallet's words hold none (BIP-39 lists have none of these), a sentence holds many. */
const FUNCTION = new Set(
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
