/**
 * A meaning test on a finding of the sentence readers (labels, clauses, bindings, the message reading): the
 * value read in its sentence as what it is — a time, a network's name, a chat handle, a postal code, a
 * predicate in a script no one types a password in — when nothing in the sentence names a password, a PIN or
 * a lock code. The readers bind a value to a word; this asks whether the word, in that sentence, means a
 * credential at all ("my alarm is 0630" is a time, "the wifi is BTHub6-XY12" a network's name), and whether
 * the value is of the type a credential has ("パスワードは忘れた": a verb, typed with an input method).
 */
import { CLOSED } from './secret-clause-words.js';
import type { Finding } from './secret-context.js';
import { namedNotGiven } from './secret-kinds.js';
import { NOT_VALUE } from './secret-lexicon.js';
import { isProse } from './secret-values.js';
import { inLexicon, parseSentences } from '../extract/clauses/nlp.js';

const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

/**
 * Words that name a secret the user types — a password, a passphrase, a PIN, a code that unlocks or disarms,
 * a key that opens — in the languages of the lexicon. When one of them is in the sentence, no value there is
 * explained away by its shape.
 */
const SECRET_WORD = new RegExp(
  `${B}(?:pass(?:words?|wd|code|phrase)?|pwd?|p\\/w|pin(?:\\s?code)?|passcode|disarm|arm|unlock|code|combo|combination|keypad|key|safe|lock|padlock|credentials?|creds|secret|` +
    String.raw`passw[oö]rt\p{L}*|kennw[oö]rt\p{L}*|wachtwoord\p{L}*|mot\s+de\s+passe|mdp|contrase[ñn]a\p{L}*|clave|senha\p{L}*|has[łl]\p{L}*|парол\p{L}*|[şs]ifre\p{L}*|salasan\p{L}*|jelsz\p{L}*|sandi` +
    `)${E}|密码|密碼|パスワード|暗証番号|비밀번호|비번|암호`,
  'iu',
);

/** Sentence bounds around `at`. */
function sentenceOf(text: string, at: number, end: number): string {
  return text.slice(sentenceStart(text, at), sentenceEnd(text, end));
}

function sentenceStart(text: string, at: number): number {
  return Math.max(text.slice(0, at).search(/[^.!?\n]*$/u), 0);
}

function sentenceEnd(text: string, end: number): number {
  const stop = /[.!?](?:\s|$)|\n/.exec(text.slice(end));
  return stop ? end + stop.index : text.length;
}

/** A clock time: "0630", "06:30", "6:45", "5.45", with an optional am/pm. */
const CLOCK = /^(?:(?:[01]\d|2[0-3])[0-5]\d|(?:[01]?\d|2[0-3])[:.h][0-5]\d)(?:\s?[ap]\.?m\.?)?$/iu;

/** Words of waking, timers and schedules: what a time is said of. */
const TIMED = new RegExp(
  `${B}(?:alarm|alarms|wake(?:-?up)?|wecker|réveil|despertador|sveglia|wekker|budzik|будильник|timer|reminder|shift|train|flight|bus)${E}`,
  'iu',
);

/** Words that make an alarm's number a code: the panel, its keypad, arming and disarming, a code. */
const ALARM_CODE = new RegExp(`${B}(?:code|pin|panel|keypad|disarm|arm|system|passcode|combo|key)${E}`, 'iu');

/** A network's noun: what a wireless network's name is said of. */
const NETWORK = new RegExp(`${B}(?:wi-?fi|wlan|ssid|network|hotspot|netz(?:werk)?|réseau|red|rete|rede|netwerk|sieć|сеть)${E}`, 'iu');

/**
 * A network's broadcast name as routers ship it: a maker's or provider's word with a model number, then a
 * hyphen or underscore and a short suffix of capitals and digits ("BTHub6-XY12", "NETGEAR42-5G", "Vodafone-7C21").
 */
const SSID = /^\p{Lu}[\p{L}]*\d{0,5}(?:[-_](?:\p{Lu}|\d)[\p{Lu}\d]{0,5}){1,2}$/u;

/** A chat handle with its numeric discriminator: "coolguy#1234" (Discord, Battle.net). */
const HANDLE_TAG = /^[\p{Ll}\d_.]{2,32}#\d{4,5}$/u;

/** A year, which a password's tail often is: "summer#2024" may be a password. */
const YEAR_TAIL = /#(?:19|20)\d\d$/;

/** Handles' platforms and words. */
const HANDLE_WORD = new RegExp(`${B}(?:discord|battle\\.?net|battletag|tag|handle|username|user\\s?name|gamertag|add\\s+me|friend)${E}`, 'iu');

/** Codes of places and things, never a secret: a postal or area code, a promo, a dress code. */
const PLACE_CODE = new RegExp(
  `${B}(?:zip|postal|post|area|country|dial(?:ling)?|promo|discount|coupon|voucher|referral|dress|sort|swift|iata|airport|flight|tracking)\\s+code${E}|${B}(?:postcode|zipcode|postleitzahl|plz|code\\s+postal|c[óo]digo\\s+postal|cap|cep|kod\\s+pocztowy|почтовый\\s+индекс)${E}`,
  'iu',
);

/** "zip" as the label just before a value: "ZIP is", "zip:", "zip =" (an archive is named a zip file, never so). */
const ZIP_LABEL = new RegExp(`${B}zip\\s*(?:is|[:=])?\\s*$`, 'iu');

/** Words that make a place's code a lock's: a door, a gate, a keypad in the same sentence. */
const LOCK_THING = new RegExp(`${B}(?:door|gate|keypad|lock|padlock|safe|locker|alarm|pin|password|passcode|key\\s?(?:box|safe))${E}`, 'iu');

/** Scripts typed with an input method: kana, han, hangul. */
const IME_ONLY = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}ー・、。！？\s]+$/u;

/** A passphrase's word in the sentence: a value of several words may then be plain words of a sentence. */
const PHRASE_WORD = new RegExp(`${B}(?:pass\\s?phrase\\p{L}*|phrase|seed|mnemonic|words|frase|wachtzin|fras|sentence|satz|phrase|zin)${E}`, 'iu');

/** Digits spelled out: "nine two seven one" is a PIN. */
const NUMERAL =
  /^(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|null|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zéro|un|deux|trois|quatre|cinq|sept|huit|neuf|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)$/u;

/** A clause of the language, not a value: three words or more, two of them closed-class ("toujours le même problème avec mamie"). */
function clauseOfProse(value: string, sentence: string): boolean {
  const words = value.split(/\s+/u).map((w) => w.replace(/[.,;:!?)"'`]+$/u, '').toLowerCase());
  // a value that shows itself (digits, symbols) or a code spelled out in words is no prose, whatever words follow it
  if (words.length < 3 || PHRASE_WORD.test(sentence) || words.some((w) => /[^\p{L}'’-]/u.test(w) || NUMERAL.test(w))) return false;
  // the clause begins as one: a closed-class word among its first two ("ilovejasper lol i always forget it" begins with a value)
  const closed = (w: string) => CLOSED.has(w) || isProse(w);
  return words.slice(0, 2).some(closed) && words.filter((w) => closed(w) || NOT_VALUE.has(w)).length >= 2;
}

/**
 * A value that opens a clause of the language: a verb in small letters, then a preposition, a particle, an article or
 * a pronoun ("the password for the bank on Thursday: remember to bring …", "my password is saved in bitwarden",
 * "is kept under the mattress"). A password is typed, not conjugated: such a value is a predicate or an order, not the
 * credential. A sentence about a passphrase may hold plain words of a sentence, and is left to its readers.
 */
function opensAClause(tail: string, sentence: string): boolean {
  const first = /^\s*(\p{Ll}{3,})[ \t]+\p{Ll}/u.exec(tail);
  if (!first || PHRASE_WORD.test(sentence) || !inLexicon(first[1] as string)) return false;
  const toks = parseSentences(tail.trim().slice(0, 80))[0] ?? [];
  const [verb, next] = toks;
  return verb?.pos === 'VERB' && next !== undefined && /^(?:ADP|PART|DET|PRON)$/.test(next.pos);
}

/**
 * Places and rides one holds a pass for (a ticket, a membership, a season): "my pass for the gym", "the pass to the
 * museum". A lock or an online thing after the place ("the gym locker", "the gym app") makes its pass a credential again.
 */
const TICKET_PASS = new RegExp(
  String.raw`${B}pass\s+(?:for|to|at|into|on)\s+(?:the\s+|my\s+|our\s+|a\s+|this\s+|that\s+)?(?:[\p{L}'’-]+\s+)?` +
    String.raw`(?:gym|gyms|pool|swimming\s+pool|leisure\s+cent(?:re|er)|spa|club|museum|museums|gallery|zoo|aquarium|park|parks|theme\s+park|festival|concert|gig|stadium|arena|match|games|season|cinema|theat(?:re|er)|library|campus|conference|expo|fair|event|bus|buses|train|trains|tram|metro|subway|tube|underground|ferry|ski\s+lifts?|slopes|lifts?|parking|car\s+park|toll|motorway|highway|airport\s+lounge|lounge|climbing\s+wall|yoga\s+studio|studio)` +
    String.raw`${E}(?!\s+(?:app|site|website|account|portal|login|wi-?fi|locker|lock|door|gate|safe|keypad|online|members?\s+area))`,
  'iu',
);

/** A pass that is a ticket and no other credential's word in the sentence: its number or its term is no secret. */
function ticketPass(rest: string): boolean {
  if (!TICKET_PASS.test(rest)) return false;
  const words = [...rest.matchAll(new RegExp(SECRET_WORD.source, 'giu'))].map((w) => w[0].toLowerCase());
  return words.every((w) => w === 'pass');
}

/** A number, a counter of characters or digits, a bound: a length rule in a language that counts so. */
const LENGTH_RULE =
  /(?:至少|最少|最低|少なくとも)?\s*\d{1,3}\s*(?:文字|桁|字符|个字符|個字元|位|자리?|글자)\s*(?:以上|以下|未満|以内|まで|以上的|이상|이하|미만)/u;

/** The name of an error's code right before it: SQLSTATE, errno, an exit or status code. */
const ERROR_CODE_BEFORE = /(?<![\p{L}])(?:sqlstate|errno|errcode|error\s+code|exit\s+(?:code|status)|status\s+code|return\s+code|ora)\s*[:=#-]?\s*$/iu;

/** True when `f`, read in its sentence, is no secret (see the file's comment). */
export function notASecretHere(text: string, f: Finding): boolean {
  if (f.kind !== 'password') return false;
  const value = text.slice(f.start, f.end).trim();
  // a length rule said with a counter word ("パスワードは12文字以上", "密码至少8位"): a policy, no value
  if (LENGTH_RULE.test(text.slice(f.start, f.end + 12))) return true;
  // an error's code after its scheme's name: "(SQLSTATE 28P01)", "errno: 13", "exit code 127"
  if (ERROR_CODE_BEFORE.test(text.slice(Math.max(0, f.start - 24), f.start))) return true;
  // a predicate in a script no password is typed in: "パスワードは忘れた", "비밀번호는 바꿨어"
  if (IME_ONLY.test(value)) return true;
  const s = sentenceOf(text, f.start, f.end);
  const rest = s.replace(value, ' ');
  if (clauseOfProse(value, s)) return true;
  if (opensAClause(text.slice(f.start, sentenceEnd(text, f.end)), s)) return true;
  // a day, a month or an algorithm's name the sentence does not say is the credential: "moved to argon2id", "on Monday"
  const from = sentenceStart(text, f.start);
  const at = f.start + Math.max(text.slice(f.start, f.end).search(/\S/u), 0);
  if (namedNotGiven(text.slice(from, sentenceEnd(text, f.end)), at - from, value)) return true;
  // a time said of an alarm or a timer, no code or panel named: "my alarm is 0630"
  if (CLOCK.test(value) && TIMED.test(rest) && !ALARM_CODE.test(rest)) return true;
  // a network's name given after its noun, no password word: "the wifi is BTHub6-XY12"
  if (SSID.test(value) && NETWORK.test(rest) && !SECRET_WORD.test(rest)) return true;
  // a handle with its discriminator, no password word: "Discord: coolguy#1234"
  if (HANDLE_TAG.test(value) && !YEAR_TAIL.test(value) && HANDLE_WORD.test(rest) && !SECRET_WORD.test(rest.replace(/(?<![\p{L}])tag(?![\p{L}])/giu, '')))
    return true;
  // a pass for a place or a ride, no other credential named: "my pass for the gym is 12", "… is 10 visits" (its number, its term)
  if (/^\p{N}[\p{N}/-]*(?:\s+\p{Ll}+){0,2}$/u.test(value) && ticketPass(rest)) return true;
  // a place's code: "the zip code for the office is 10117"
  if (/^[\p{Lu}\d][\p{Lu}\d -]{2,9}$/u.test(value) && PLACE_CODE.test(rest) && !LOCK_THING.test(rest.replace(PLACE_CODE, ' '))) return true;
  // a ZIP's shape (five digits, maybe four more) right after "zip" as its label, no lock or password named: "ZIP is 94110"
  if (/^\d{5}(?:-\d{4})?$/u.test(value) && ZIP_LABEL.test(text.slice(Math.max(0, f.start - 16), f.start)) && !LOCK_THING.test(rest)) return true;
  return false;
}
