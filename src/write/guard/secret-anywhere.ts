/**
 * A credential's value read by its TOKEN, not by its sentence: in a message that talks about a credential
 * (a word of `secret-lexicon.ts` that names a password, a passphrase, a security answer, a PIN, a passcode,
 * a login or a lock's code, or a thing opened by a code or a password: a keypad, a safe, an alarm, the
 * wifi), every token that is typed as a password is one, wherever it stands ("went with V this time",
 * "she wrote it on the fridge, V", "punch V on the pad"). The sentence readers bind a value to its word by
 * a link; this reading needs none, so it asks more of the token itself:
 * - a password's shape that no word, name, model, version, id, quantity, time or address has: a symbol among
 *   letters and digits ("Kettle!942"), digits between letters ("plum7orchard"), a word glued to digits by an
 *   underscore ("blue_heron_88"), capitals inside a word with a digit ("kumquatHarbour3"), or a word ending in
 *   two or four digits that the English lexicon does not hold ("marigold1958", not "covid19"), not after an
 *   article or a possessive ("the Windows10 update" names a thing);
 * - after a PIN's, a passcode's or a lock's word: a run of four to eight digits (or digit groups "40-17-93")
 *   that is no year, amount, time, count, or number of a room, ticket, card ending or phone.
 * - plain words joined by one separator into one token, where the message names a passphrase or a password.
 * Tokens after a word that names them otherwise (a username, an email, an id, a network's name) are left.
 */
import { lexiconHoldsWhole } from '../extract/clauses/nlp.js';
import { bare, codeShaped, modelLike, notAValue, passwordShaped, thingOf, YEAR } from './secret-binding-words.js';
import { tokens, type Found, type Tok } from './secret-bindings.js';
import { UNITS } from './secret-clause-words.js';
import { classOf, CRED_WORD } from './secret-lexicon.js';
import { isPlaceholder, isProse } from './secret-values.js';

/** Weak words of the lexicon that name a PIN or a code (not "key" or "pass", which name many other things). */
const PIN_WORD =
  /^(?:pin|pin\s?code|pincode|passcode|code|combo|combination|unlock\s+code|access\s+code|pin[-\s]?\p{L}*|kod|kód|код|código|codice|zahlencode|geheimzahl|pinkoden?|koden|combinaison|combinación|combinazione|combinação|combinatie|kombination)$/iu;

/** A code's word that names a program's source as often as a lock's code. */
const BARE_CODE = /^(?:code|combo|combination|kod|kód|код|código|codice)$/iu;

/** Weak words that name a login's password. */
const LOGIN_WORD = /^(?:login|log-in|logon|creds|credentials|inloggning\p{L}*|innlogging\p{L}*|indlogning\p{L}*|kirjautumi\p{L}*)$/iu;

/** Words before a code's word that make it no credential: a postal, promo, error or source code, a QR code, a board's pin. */
const NOT_A_LOCK_CODE =
  /(?:zip|postal|post|area|country|promo|discount|coupon|voucher|referral|gift|tracking|error|status|exit|return|source|qr|bar|dress|sort|swift|iata|product|colou?r|hex|language|currency|dial|booking|confirmation|reference|order|ticket|invite|course|machine|cheat|emoji|html|css|python|boarding|season|gpio|header|reset|hardware|analog|digital|lapel|qr|review|the\s+following|sample|example)[\s-]+$/iu;

/** Words after which a token is named as something else: an account's name, an id, a network, a number of a thing. */
const NAMES_NEXT =
  /^(?:user(?:name)?|name|port|line|lines|page|step|row|column|col|pid|uid|job|run|chapter|wifi|wi-fi|wlan|login\s+name|account\s+name|email|e-mail|handle|id|ids|ssid|network|hotspot|ticket|order|ref|reference|invoice|booking|commit|sha|build|version|ver|release|tag|branch|model|serial|sku|flight|room|seat|flat|apt|unit|extension|ext|tel|phone|mobile|call|ring|text|dial|no|nr|number|ending|ends|case|issue|pr|host|hostname|server|device|route|platform|bus|tracking|postcode|zip)[:#=]?$/iu;

/** Words after a code's word that make it no lock's: "code postal", "código de barras". */
const CODE_AFTER =
  /^\s+(?:postal|postale|post|promo\p{L}*|de\s+(?:promo\p{L}*|réduction|descuento|barras|erreur|error|la\s+route)|barre|source|fuente|qr|review|of\s+conduct)(?![\p{L}])/iu;

/** Articles, possessives and demonstratives: "the Windows10 update", "my Pixel7a" name a thing. */
const DETERMINER = /^(?:the|a|an|my|your|his|her|our|their|this|that|these|those|its)$/iu;

/** Prepositions that name an owner, an app or a place: what follows is named, not given. */
const PLACE_OR_OWNER = /^(?:for|of|in|on|at|into|from|via|onto|inside|under)$/iu;

/** Prepositions of time: a number after one is when ("at 0930", "since 2207"). */
const WHEN = /^(?:at|by|until|till|til|from|before|after|around|since|on|in|between)$/iu;

/** What the message names: whether it talks about a password-like credential, and about a PIN or a lock's code. */
function topics(text: string): { password: boolean; pin: boolean; byThing: boolean; phrase: boolean } {
  let password = false;
  let phrase = false;
  let pin = false;
  let byThing = false;
  let bareCode = false;
  let owned = false;
  CRED_WORD.lastIndex = 0;
  for (const m of text.matchAll(CRED_WORD)) {
    const at = m.index ?? 0;
    // an identifier or a key of code (`db_password`, `$PASSWORD`, `"password":`): the config readers' part
    if (/[_$.@\\"'`]$/.test(text.slice(0, at)) || /^[-_(]/.test(text.slice(at + m[0].length))) continue;
    const cls = classOf(m);
    if (cls === 'phrase') phrase = true;
    if (cls !== 'weak') password = true;
    else if (LOGIN_WORD.test(m[0])) password = true;
    else if (PIN_WORD.test(m[0]) && !NOT_A_LOCK_CODE.test(text.slice(Math.max(0, at - 30), at)) && !CODE_AFTER.test(text.slice(at + m[0].length))) {
      // a bare "code" or "combination" is a lock's only beside a thing it opens ("the code runs on port 8080" is a program)
      if (BARE_CODE.test(m[0])) bareCode = true;
      else pin = true;
    }
  }
  for (const t of tokens(text)) {
    const thing = thingOf(t.word.replace(/['’]s?$/, ''));
    if (thing === 'lock') byThing = true;
    else if (thing === 'network') password = true;
    if (thing && thing !== 'host' && thing !== 'name' && thing !== 'credential') owned = true;
  }
  if (bareCode && owned) pin = true;
  return { password, pin: pin || byThing, byThing: byThing && !pin, phrase };
}

/** A password's shape that no word, name, model or id has (see the file's comment). */
function typedAsPassword(v: string, prev: string, codeTalk: boolean): boolean {
  // two words run together with a capital ("kumquatHarbour3"), unlike a brand's one small letter ("iPhone13", "eBay")
  const joinedCase = /\p{Ll}{3,}\p{Lu}|^\p{Lu}{2,}\p{Ll}{3,}/u.test(v);
  if (v.length < 5 || v.length > 40 || notAValue(v) || isPlaceholder(v) || (modelLike(v) && !joinedCase)) return false;
  if (!/\p{L}/u.test(v) || /^[\p{Lu}\d_-]+$/u.test(v)) return false; // an id, a serial, a model: capitals and digits
  // a clause of a script written without spaces, one token to a space-splitter ("密码太短了，…包含3个数字")
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]{2}/u.test(v)) return false;
  if (/[/\\@:]/.test(v) || /^[#$]/.test(v) || /\.(?:[a-z]{2,4})$/i.test(v)) return false; // a path, an address, a tag, a file
  // config and markup: a key and its value (`DB_PASSWORD=<password>`, `Server=x;User`), a placeholder in brackets — the config readers' part
  if (/[=;<>[\]{}`|"]/.test(v)) return false;
  if (/(?:^|[_-])(?:2\.4|2|5|6)G(?:hz)?$/i.test(v) || /\dG(?:hz)?$/.test(v)) return false; // a network's name: "CasaNet5G", "Home_2G"
  if (lexiconHoldsWhole(v)) return false; // "covid19", "mp3s": words the language already has
  const symbol = /[!#$%^&*?~+]/.test(v.slice(0, -1)) || (/[!#$%^&*?~+]$/.test(v) && /\d/.test(v));
  if (symbol && /\p{L}{2}/u.test(v) && (/\d/.test(v) || /\p{Lu}/u.test(v))) return true;
  // in talk about code, an identifier is written so ("validateUser2", "retry_count_3"): only a symbol shows a password
  if (codeTalk) return false;
  if (/^\d+\p{L}+$/u.test(v) && UNITS.test(v.replace(/^\d+/, ''))) return false; // a count: "90days", "12chars"
  if (/\d/.test(v) && joinedCase) return true; // "kumquatHarbour3", "HPadmin4u"
  // after "for", "of", "in", "on": what is named is an account, an app or a place ("for bob_smith_99", "in keepass2android")
  if (PLACE_OR_OWNER.test(prev)) return false;
  // "plum7orchard", "r0ckyroad", "1999dragon"; one digit before a word is a product's name ("1Password", "7Zip")
  if (/\p{L}\d+\p{L}{3,}/u.test(v) || /^\d{2,}\p{L}{3,}$/u.test(v)) return passwordShaped(v);
  if (/_/.test(v) && /\d/.test(v) && /\p{L}{3}/u.test(v) && v.split('_').length <= 4) return true; // "blue_heron_88", "Kwiatek_2024"
  // a word ending in two or four digits, not named as a thing
  return /^\p{L}{4,}(?:\d{2}|\d{4})$/u.test(v) && !DETERMINER.test(prev) && passwordShaped(v);
}

/**
 * A passphrase typed as one token: plain words of three letters or more joined by one separator ("raven-oyster-pylon-umber",
 * "copper.lantern.drift"), three of them where the message names a passphrase, four where it names a password — not a
 * compound the language writes so ("state-of-the-art", "up-to-date" hold short words), nor a code's path or address.
 */
function typedAsPhrase(v: string, phrase: boolean): boolean {
  const sep = /^\p{L}+([-._])/u.exec(v)?.[1];
  if (sep === undefined) return false;
  const parts = v.split(sep);
  if (parts.length < (phrase ? 3 : 4) || parts.length > 12) return false;
  return parts.every((p) => /^\p{Ll}{3,}$/u.test(p) || /^\p{Lu}\p{Ll}{2,}$/u.test(p)) && !lexiconHoldsWhole(v);
}

/** A lock's code or a PIN: digits (or groups) that are no year, amount, time, count or number of a thing. */
function typedAsPin(v: string, rawTok: string, near: { prev: string; next: string; prevRaw: string; nextRaw: string }, byThing: boolean): boolean {
  const { prev, next, prevRaw, nextRaw } = near;
  if (/^\+?\d[\d-]*[,.]?$/.test(prevRaw) || /^\d[\d-]*[,.;]?$/.test(nextRaw)) return false; // a group of a phone's or an account's number
  // one digit repeated is a form's sample ("enter 0000"); after a code in capitals, the number of a flight, a colour, a model ("BA 2490", "RAL 5010")
  if (/^(\d)\1+$/.test(v) || /^\p{Lu}{2,4}\d?$/u.test(prevRaw)) return false;
  // a lock named with no code's word: a time of day is an alarm clock's ("my alarm is 0630")
  if (byThing && /^(?:[01]\d|2[0-3])[0-5]\d$/.test(v)) return false;
  if (!/^\d{4,8}$/.test(v) && !/^\d{1,3}(?:[-–]\d{1,3}){2,5}$/.test(v)) return false;
  if (!codeShaped(v, 4) && !/^\d{4,8}$/.test(v)) return false;
  // a count of things ("4500 grams", "1299 cents"), a board's pin of a part ("pin 2207 of the datasheet")
  if (!/[,.;:!?)]$/.test(rawTok) && (/^\p{Ll}{3,}s$/u.test(next) || next === 'of' || next === 'people')) return false;
  if (YEAR.test(v) || UNITS.test(next) || isProse(v, next) || WHEN.test(prev) || /^[$€£¥]/.test(prev)) return false;
  return !/^(?:quid|pounds?|euros?|dollars?|rupees?|bucks|rs|usd|eur|gbp|kr|zł|x|times|steps|calories|kcal|people|km|miles|m|ft)$/i.test(next);
}

/**
 * Whether the message talks about code: two identifiers in camelCase, a snake_case name of plain words, a call or
 * a member's path ("moved validateUser2 into auth_utils", "calls getToken()").
 */
function talksCode(toks: readonly Tok[]): boolean {
  const ids = toks.filter((t) => /^\p{Ll}{2,}\p{Lu}\w*$/u.test(bare(t.raw)) || /^[a-z]+(?:_[a-z]+)+$/.test(bare(t.raw)) || /\w\(|^\w+\.\w+\.\w+$/.test(t.raw));
  return ids.length >= 2 || toks.some((t) => /\w\(\)|^`|`$/.test(t.raw));
}

/** Every token of a message about a credential that is typed as one (see the file's comment). */
export function findAnywhere(text: string): Found[] {
  if (text.length > 2000) return [];
  const topic = topics(text);
  if (!topic.password && !topic.pin) return [];
  const toks = tokens(text);
  const out: Found[] = [];
  const codeTalk = talksCode(toks);
  toks.forEach((t: Tok, i: number) => {
    const prevTok = toks[i - 1];
    // a token after a name's word, or after a line's label of one ("username m.okafor", "ssid: Casa_55")
    const prev = prevTok && !/[.!?;]$/.test(prevTok.raw) ? prevTok.word : '';
    const prev2 = toks[i - 2]?.word ?? '';
    if (NAMES_NEXT.test(prev) || (NAMES_NEXT.test(prev2) && /^(?:is|was|:|=|-|of)$/.test(prev))) return;
    // "•••• 4417", "**** **** 0921", "last four 1009": the visible end of a masked number, a card's or an account's
    if (/^[•·*xX#-]{3,}[,.:]?$/.test(prevTok?.raw ?? '') || (/^(?:last|final)$/.test(prev2) && /^(?:four|4|digits)$/.test(prev))) return;
    const raw = t.raw.replace(/^[("'“‘«]+/, '');
    const v = bare(raw);
    const next = toks[i + 1]?.word ?? '';
    const near = { prev, next, prevRaw: prevTok?.raw ?? '', nextRaw: toks[i + 1]?.raw ?? '' };
    const pin = topic.pin && typedAsPin(v, t.raw, near, topic.byThing);
    // …not after a place's or an owner's preposition ("kept in shared-team-vault-prod" names a vault)
    const phrase = topic.password && !codeTalk && !PLACE_OR_OWNER.test(prev) && typedAsPhrase(v, topic.phrase);
    // a lower-case value that ends its clause after an article is given, not named ("la cambié a piñata77")
    const ends = /^\p{Ll}/u.test(v) && (i === toks.length - 1 || /[,.;:!?)]$/.test(t.raw));
    if (!pin && !phrase && !(topic.password && typedAsPassword(v, ends ? '' : prev, codeTalk))) return;
    const start = t.start + (t.raw.length - raw.length);
    out.push({ kind: 'password', start, end: start + v.length });
  });
  return out;
}
