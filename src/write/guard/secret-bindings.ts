/**
 * A credential named only by what it opens, read by the shape of its binding rather than by lists of
 * wordings: a head that names a thing one opens, unlocks or logs into — a lock, a door or a safe; a
 * device; a network; an account or service; at the start of a "label value" fragment, any product's
 * name ("steam / V", "netflix: V") — then its modifiers ("at the lake house", "u babci"), a binding
 * (`is`, `=`, `:`, an arrow or a dash, "opens with", "takes", another language's copula, or none at
 * all in a fragment: "router V", "office door 5523"), and a value that shows itself as a credential of
 * that thing (see `secret-binding-words.ts`): a lock's code is digits, a password mixes letters with
 * digits or symbols or joins words; a product's or a host's, which also have names, shows itself
 * strongly. A value that ends no clause ("router: Fritz!Box 7590") or is a model, a version, a year, a
 * quantity or a name is none. The values given first or by purpose are read in `secret-given.ts`.
 */
import { ABBREVIATIONS, NO_VOWEL, QUANTITY } from './secret-clause-words.js';
import { EMAIL } from './secret-label-lists.js';
import { isProse } from './secret-values.js';
import { AMBIGUOUS_LINK, classOf, CRED_WORD, LINK_AFTER } from './secret-lexicon.js';
import {
  AFTER_VALUE,
  bare,
  codeShaped,
  COPULAS,
  CREDENTIAL_AFTER,
  FIELDS,
  FUNCTION_WORDS,
  isCompound,
  loginSurface,
  LINK_ADVERBS,
  CODE_LOCKS,
  MARK,
  modelLike,
  NUMBERED,
  notAValue,
  passwordShaped,
  PHRASE_WORDS,
  strongShaped,
  PREPOSITIONS,
  thingOf,
  type Thing,
  YEAR,
} from './secret-binding-words.js';

/** A value found by its binding: its kind and span. */
export interface Found {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
}

/** One whitespace-separated token: its text, where it is, and its word (lower case, no quotes or end marks). */
export interface Tok {
  readonly raw: string;
  readonly start: number;
  readonly end: number;
  readonly word: string;
}

export function tokens(text: string): Tok[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({
    raw: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    word: m[0]
      .replace(/^[("'“‘«]+/, '')
      .replace(/[,.;:!?)"'”’»]+$/, '')
      .toLowerCase(),
  }));
}

/** Sentences of `text`: spans split at a full stop, a question or exclamation mark or a semicolon before a space, or a line break (`asdfjkl;54` is one value). */
export function sentences(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  // a verb-last copula after "!" ends the same clause ("password saffronCobalt! hai, …"): no sentence ends before it
  for (const m of text.matchAll(
    /(?<=[.!?])\s+(?!(?:hai|hain|है|हैं|था|थी|ہے|ہیں|dir|dır|dur|dür|tir|tır|です|だ|입니다|이야)(?![\p{L}\p{M}]))|\n+|;(?=\s|$)\s*/gu,
  )) {
    out.push({ start, end: m.index ?? 0 });
    start = (m.index ?? 0) + m[0].length;
  }
  out.push({ start, end: text.length });
  return out.filter((s) => s.end > s.start);
}

/** How a binding links its value: a mark (`:`, `=`, an arrow), a copula, a verb of opening, or nothing. */
type Link = 'mark' | 'copula' | 'opens' | 'none';

/** The quoted value at `at` (its inside), when it holds something. */
export function quotedAt(text: string, at: number): { start: number; end: number } | null {
  const close = { '"': '"', "'": "'", '“': '”', '‘': '’', '«': '»', '`': '`' }[text[at] ?? ''];
  if (!close) return null;
  const end = text.indexOf(close, at + 1);
  if (end === -1 || end - at > 80) return null;
  const inner = text.slice(at + 1, end);
  return inner.trim() === '' || notAValue(inner.trim()) ? null : { start: at + 1, end };
}

/** True when the clause ends after `at`: see {@link AFTER_VALUE}; a product's fragment ends its line or its clause at a comma. */
function endsAt(text: string, at: number, strictEnd: boolean): boolean {
  const rest = text.slice(at, at + 40);
  return strictEnd ? /^(?:[.!]?[ \t]*(?:\n|$)|,\s)/.test(rest) : AFTER_VALUE.test(rest);
}

/** The value of `thing` at token `v` after a link of `link`; null when what is there is no credential of it. */
export function valueOf(
  text: string,
  toks: readonly Tok[],
  v: number,
  thing: Thing,
  link: Link,
  strictEnd: boolean,
  headWord = '',
): { start: number; end: number } | null {
  const t = toks[v];
  if (!t) return null;
  const q = quotedAt(text, t.start);
  if (q) {
    const inner = text.slice(q.start, q.end);
    // a quoted phrase is a few words of no sentence ("cobalt canyon"), not an instruction in quotes
    const shown =
      thing === 'lock' || thing === 'card'
        ? codeShaped(inner)
        : thing === 'name' || thing === 'host'
          ? strongShaped(inner)
          : (passwordShaped(inner) && !isProse(inner)) || plainWords(inner.trim(), 2);
    return shown && endsAt(text, q.end + 1, strictEnd) ? q : null;
  }
  // "admin / Ferret#2021": an account's user, a slash, then its password
  const slash = toks[v + 1]?.raw === '/' ? toks[v + 2] : undefined;
  // …whose user may be written with dots or as an address ("jess.k", "marco.r@example.com")
  const user = bare(t.raw);
  if (slash && thing !== 'lock' && (!notAValue(user) || EMAIL.test(user) || /^\p{L}[\p{L}\d_]*(?:\.[\p{L}\d_]+)+$/u.test(user)) && /^[\w.@-]{2,}$/.test(user))
    return valueOf(text, toks, v + 2, thing, 'mark', strictEnd, headWord);
  const value = bare(t.raw.replace(/^[(]/, ''));
  const slashed = toks[v - 1]?.raw === '/';
  const start = t.start + (t.raw.startsWith('(') ? 1 : 0);
  const end = start + value.length;
  // "opens with cobalt tiger ladder", "volume: marble heron quilt sunrise": plain words to the clause's end
  if ((link === 'opens' || link === 'mark') && DECRYPTED.test(headWord) && /^[a-z]{3,12}$/.test(value)) {
    const stop = /\n|[.;!?)]|,\s|\s[-–—]\s/.exec(text.slice(t.start));
    const phrase = text.slice(t.start, t.start + (stop ? stop.index : text.length - t.start)).trim();
    if (PHRASE_WORDS.test(phrase) && plainWords(phrase, 3)) return { start: t.start, end: t.start + phrase.length };
  }
  if (!endsAt(text, end, strictEnd) || isProse(value)) return null; // "uses WPA3-Personal"
  const digits = /^\d[\d-–]*[#*]?$/.test(value);
  // "…, it's Blueberry5 if you need to log in": a value given for logging in is a credential, whatever name it looks like
  if (!digits && LOG_IN_AFTER.test(text.slice(end)) && passwordShaped(value)) return { start, end };
  // "the wifi goes with 83920174": a network's key opened by the verb is eight digits or more, as WPA asks
  if (thing === 'network' && link === 'opens' && /^\d{8,63}$/.test(value)) return { start, end };
  // "the tv is Bravia7", "my phone is iPhone13": a device named by its model, not a password
  if (thing !== 'credential' && modelLike(value)) return null;
  // "the garage is 2018", "ipad: 2021": a year after a building or a device is its age
  if (YEAR.test(value) && (thing === 'pin-device' || thing === 'name' || (thing === 'lock' && link !== 'none' && !CODE_LOCKS.test(headWord)))) return null;
  // "the tablet unlocks with V": the verb says the token opens the thing, so a token of letters and digits is its code
  // whatever its length ("23tg"); a face, a key, a fingerprint or "a 4-digit code" is no such token
  if (link === 'opens' && /^(?:with|w\/|mit|avec|con|com|met)$/i.test(toks[v - 1]?.raw ?? '') && unlockToken(value)) return { start, end };
  switch (thing) {
    case 'lock':
      // "we unlock the shared vault with V", "the safe opens with V": a lock opened by a password
      if (link === 'opens' && !digits && passwordShaped(value)) return { start, end };
    // falls through
    case 'card':
      // a locker's or a door's number is three digits or fewer ("my gym locker is 214"); a padlock's code may be three
      return codeShaped(value, link === 'none' || NUMBERED.has(headWord) ? 4 : 3) ? { start, end } : null;
    case 'pin-device':
      if (digits) return codeShaped(value, 4) ? { start, end } : null;
      return passwordShaped(value) ? { start, end } : null;
    case 'name':
      // "steam / 573", "ps5 / skyline42": after a slash, a product's value is its password; after another mark it shows itself
      if (slashed) return (digits ? /^\d{3,8}$/.test(value) : passwordShaped(value)) ? { start, end } : null;
      return link === 'mark' && strongShaped(value) ? { start, end } : null;
    case 'host':
      return !digits && strongShaped(value) ? { start, end } : null;
    case 'account':
      return !digits && passwordShaped(value, link === 'copula') ? { start, end } : null;
    case 'credential': {
      if (passwordShaped(value) || (link !== 'none' && /^(?=.*[\d!@#$%^&*])[^\s]{3,}$/.test(value) && !notAValue(value))) return { start, end };
      // "pass for the zip file with the scans: lcc": after a mark, a word that is no prose ends the line
      const plain = link === 'mark' && /^[\p{L}\d]{2,}$/u.test(value) && !isProse(value) && !notAValue(value) && /^[.!]?[ \t]*(?:\n|$)/.test(text.slice(end));
      return plain ? { start, end } : null;
    }
    default:
      // "storing this: router nfhu": with no link, letters no word is written as
      if (link === 'none' && NO_VOWEL.test(value) && !ABBREVIATIONS.has(value)) return { start, end };
      return !digits && passwordShaped(value) ? { start, end } : null;
  }
}

/** A purpose of logging in right after a value: "if you need to log in", "to sign in", "when it asks for a login". */
const LOG_IN_AFTER =
  /^[ \t]+(?:if\s+(?:you|u)\s+(?:need|want|have)\s+to|to|for|when\s+(?:you|u)(?:\s+need\s+to)?)\s+(?:log\s*in|sign\s*in|log\s+on)(?![\p{L}])/iu;

/** A token that opens a thing by its verb: letters and digits mixed, three or more, no quantity or unit ("5ghz"). */
function unlockToken(v: string): boolean {
  return (
    /^(?=[\p{L}\d]*\d)(?=[\p{L}\d]*\p{L})[\p{L}\d]{3,}[#*!]?$/u.test(v) &&
    !QUANTITY.test(v) &&
    !/^\d+(?:st|nd|rd|th|[a-z]{1,3}hz|gb|mb|tb|k|m|mm|cm|px|v|w|mah)$/i.test(v)
  );
}

/** What is opened or decrypted with a passphrase: a drive, a volume, a laptop, a vault, a wallet, a lock. */
const DECRYPTED =
  /^(?:drive|disk|volume|partition|usb|laptop|macbook|computer|pc|mac|phone|ipad|tablet|vault|wallet|keychain|keyring|keystore|backup|safe|lock|door|schijf|festplatte|disque|disco)$/;

/** `n` or more words, none a function word or prose ("cobalt canyon"; not "before every reply", "grant the … in …"). */
export function plainWords(s: string, n: number): boolean {
  const ws = s.split(/\s+/);
  return (
    ws.length >= n &&
    ws.length <= 7 &&
    ws.every(
      (w) => /^[\p{L}\d'’-]+$/u.test(w) && !FUNCTION_WORDS.has(w.toLowerCase()) && !isProse(w) && !/^(?:before|every|each|into|onto|upon|while)$/i.test(w),
    )
  );
}

/** The link at token `i` (its kind and the token the value starts at), or null. */
function linkAt(toks: readonly Tok[], i: number, thing: Thing): { link: Link; value: number } | null {
  const t = toks[i];
  if (!t) return null;
  let link: Link | null = null;
  let value = i + 1;
  if (MARK.test(t.raw)) link = 'mark';
  else if (COPULAS.has(t.raw.toLowerCase()) || lexiconCopula(t.raw.toLowerCase()) || /^c['’]est$/i.test(t.raw)) link = 'copula';
  else if (/^(?:opens|unlocks|open|unlock|öffnet)$/i.test(t.raw) && /^(?:with|w\/|mit|avec|con|com|met)$/i.test(toks[i + 1]?.raw ?? '')) {
    link = 'opens';
    value = i + 2;
  } else if (/^(?:goes|go)$/i.test(t.raw) && /^(?:with|w\/)$/i.test(toks[i + 1]?.raw ?? '')) {
    link = 'opens'; // "the wifi goes with V"
    value = i + 2;
  } else if (setTo(toks, i)) {
    link = 'opens'; // "the safe, I set it to V", "the alarm is set to V"
    value = i + setTo(toks, i);
  } else if (thing !== 'credential' && /^(?:takes|uses)$/i.test(t.raw))
    link = 'opens'; // not "the router password uses WPA3"
  else if (thing !== 'credential' && /^(?:both|all|also|still)$/i.test(t.raw) && /^(?:use|uses|take|takes)$/i.test(toks[i + 1]?.raw ?? '')) {
    link = 'opens'; // "the kindle and the laptop both use V"
    value = i + 2;
  } else if (/^(?:it['’]s|that['’]s)$/i.test(t.raw) && /,$/.test(toks[i - 1]?.raw ?? '')) link = 'copula';
  if (!link) return null;
  const set = link === 'mark' ? setTo(toks, value) : 0; // "hotel room safe — I set it to V"
  if (set) {
    link = 'opens';
    value += set;
  }
  while (LINK_ADVERBS.has(toks[value]?.word ?? '')) value++;
  return { link, value };
}

/**
 * The length of a setting clause at token `i` ("I set it to", "we changed it to", "is set to"), or 0: what the thing was
 * set to is its code, as what it opens with is.
 */
function setTo(toks: readonly Tok[], i: number): number {
  const ws = toks.slice(i, i + 4).map((t) => t.raw.toLowerCase());
  if (/^(?:i|we|he|she|they|mum|mom|dad)$/.test(ws[0] ?? '') && /^(?:set|changed|reset)$/.test(ws[1] ?? '') && ws[2] === 'it' && ws[3] === 'to') return 4;
  if (/^(?:is|was|now)$/.test(ws[0] ?? '') && ws[1] === 'set' && ws[2] === 'to') return 3;
  return 0;
}

/** True when token `i` begins a "label value" fragment: first on its line, or after a lead-in that ends in a colon or a dash. */
function fragmentStart(text: string, toks: readonly Tok[], i: number): boolean {
  const lineStart = text.lastIndexOf('\n', (toks[i]?.start ?? 0) - 1) + 1;
  const before = text.slice(lineStart, toks[i]?.start ?? 0);
  // "user root pass V": an account's user before the head
  return /^(?:\s*|.{0,40}?(?::|\s[-–—])\s*)(?:(?:my|our|the|his|her|their|\p{L}+['’]s?)\s+|(?:user(?:name)?|login|account)\s+[\w.@-]{2,40}\s+)?$/iu.test(
    before,
  );
}

/** A credential named by what it opens (see the file's comment). */
function boundToThing(text: string, toks: readonly Tok[], out: Found[]): void {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as Tok;
    if (/^["'`]/.test(t.raw)) continue; // `"Sid": "…"`: a key in JSON, read as config
    let thing = thingOf(t.word) ?? (t.word === 'storage' && /^(?:unit|room|cage|locker)$/.test(toks[i + 1]?.word ?? '') ? 'lock' : null);
    const fragment = fragmentStart(text, toks, i);
    // a product's name heads a fragment ("steam / V", "keepass: V"): a word, no field's name, no number
    if (!thing && fragment && /^[\p{L}\d]{2,20}$/u.test(t.word) && /\p{L}{2}/u.test(t.word) && !FIELDS.has(t.word) && !FUNCTION_WORDS.has(t.word))
      thing = 'name';
    if (!thing) continue;
    let j = i;
    // "bike lock", "printer admin", "front door keypad", "wifi code", "card pin": the head is the phrase's last noun
    while (toks[j + 1] && (!/[,.;:!?)]$/.test((toks[j] as Tok).raw) || (/,$/.test((toks[j] as Tok).raw) && /^(?:code|pin)$/.test((toks[j + 1] as Tok).word)))) {
      const next = (toks[j + 1] as Tok).word;
      const as = thingOf(next);
      if ((toks[j] as Tok).word === 'storage' && /^(?:unit|room|cage)$/.test(next))
        j++; // "the storage unit is V"
      else if (loginSurface((toks[j] as Tok).word, next)) {
        thing = 'account'; // "the router admin page takes V"
        j++;
      } else if (CREDENTIAL_AFTER.has(next) && thing !== 'name') {
        thing = thing === 'lock' || thing === 'card' ? (next === 'key' ? null : 'lock') : 'credential';
        j++;
      } else if (as && !(thing === 'name' && as === 'name')) {
        thing = as;
        j++;
      } else break;
      if (!thing) break;
    }
    if (!thing) continue;
    // "le code wifi chez mamie", "the password for the wifi": a credential's word before the thing names what follows
    const named = toks.slice(Math.max(0, i - 3), i).map((x) => x.word);
    if (thing !== 'lock' && thing !== 'card' && credentialBefore(named)) thing = 'credential';
    const head = toks[j] as Tok;
    // "wifi network: Vodafone-A8F2", "the hotspot is iPhone-von-Anna": a network by that noun is named, not opened
    if (/^(?:network|hotspot|ssid)/.test(head.word)) continue;
    const strictEnd = false;
    // "the wifi (TP-LINK_5G) goes with V": an aside in brackets after the head names it; the link comes after
    const aside = /^\(/.test(toks[j + 1]?.raw ?? '') ? toks.slice(j + 1, j + 5).findIndex((x) => /\)$/.test(x.raw)) : -1;
    if (aside >= 0 && !/[,.;:!?)]$/.test(head.raw) && linkAt(toks, j + 2 + aside, thing)?.link === 'opens') j += aside + 1;
    const after = toks[j + 1];
    if (!/[,.;:!?)]$/.test(head.raw) && after && isCompound(after.word) && !MARK.test(after.raw)) continue; // "wifi channel", "router model"
    if (thing === 'name' && /['’]s$/.test(head.raw)) continue;
    // the link right after the head (`laptop:`, `laptop =`), or after its modifiers ("at the lake house is")
    let found: { link: Link; value: number } | null = null;
    if (/[:=]$/.test(head.raw) && !/:\/\/$/.test(head.raw)) found = { link: 'mark', value: j + 1 };
    else if (/,$/.test(head.raw))
      found = linkAt(toks, j + 1, thing); // "my work email, it's V"
    else if (!/[,.;!?)]$/.test(head.raw)) {
      found = linkAt(toks, j + 1, thing);
      if (!found && thing !== 'name' && PREPOSITIONS.has(after?.word ?? '')) {
        for (let k = j + 2; k <= j + 8 && toks[k] && !found; k++) {
          const prev = toks[k - 1] as Tok;
          if (/[.;!?)]$/.test(prev.raw) || /\n/.test(text.slice(prev.end, (toks[k] as Tok).start))) break;
          if (/[:=]$/.test(prev.raw)) found = { link: 'mark', value: k };
          else found = linkAt(toks, k, thing);
        }
      }
      // a fragment with no link: "router kq7vtz", "office door 5523", "wifi pw Cormorant8"
      // (a server's, a printer's or an account's next word is its name: "server se-sto-wg-005")
      const ownName = thing === 'name' || thing === 'account' || thing === 'host';
      if (!found && fragment && after && !ownName) found = { link: 'none', value: j + 1 };
    }
    if (!found || (thing === 'name' && found.link === 'copula')) continue; // "Winner is Team7": a product is named in a fragment, with a mark
    const v = toks[found.value];
    if (!v || /\n/.test(text.slice(head.end, v.start))) continue;
    const span = valueOf(text, toks, found.value, thing, found.link, strictEnd || found.link === 'none', head.word.replace(/['’]s?$/, ''));
    if (span) out.push({ kind: 'password', ...span });
  }
}

/** A credential's word, then at most two words of a preposition or an article, ending right before a thing. */
const CREDENTIAL_BEFORE =
  /(?:^|\s)(?:code|pw|pwd|pass|password|passcode|mdp|contraseña|clave|senha|passwort|wachtwoord|hasło|heslo|kod|kód|код|пароль)(?:\s+(?:for|to|of|on|du|de|del|da|do|della|des|la|le|el|the|my|our|vom|für|van|voor|od|do|от))*$/iu;

/**
 * A credential's word of any language of the lexicon (its password and code words: "κωδικός", "codice", "código"),
 * then at most two short words (a preposition, an article, a case's article: "of the", "du", "του"), ending right
 * before a thing: the table above, or the lexicon's word with short words between.
 */
function credentialBefore(named: readonly string[]): boolean {
  if (CREDENTIAL_BEFORE.test(named.join(' '))) return true;
  for (let k = named.length - 1; k >= Math.max(0, named.length - 3); k--) {
    const word = named[k] ?? '';
    const m = [...word.matchAll(new RegExp(CRED_WORD.source, 'giu'))][0];
    if (m && m[0].length === word.length && /^(?:password|weak)$/.test(classOf(m)) && !/^(?:key|pass|login|log-in|logon)$/iu.test(word))
      return named.slice(k + 1).every((w) => /^\p{L}{1,4}$/u.test(w) && !/\d/.test(w));
  }
  return false;
}

/**
 * A copula of the message-level lexicon's languages ("είναι", "היא", "là", "adalah"): a word, not one that is a common
 * word elsewhere ("to", "on", "e" is "and"), nor a setting verb ("use").
 */
function lexiconCopula(w: string): boolean {
  return (
    LINK_AFTER.has(w) && /^\p{L}{2,}$/u.test(w) && !AMBIGUOUS_LINK.has(w) && !/^(?:use|using|try|plus|usa|usar|utilise|nimm|are|were|ay|ni|ir|on|oli)$/.test(w)
  );
}

/** Every credential in `text` bound to what it opens (see the file's comment). */
export function findBound(text: string): Found[] {
  const out: Found[] = [];
  boundToThing(text, tokens(text), out);
  return out;
}
