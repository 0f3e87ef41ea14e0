/**
 * A credential named only by what it opens, read by the shape of its binding rather than by lists of
 * wordings: a head that names a thing one opens, unlocks or logs into — a lock, a door or a safe; a
 * device; a network; an account or service; at the start of a "label value" fragment, any product's
 * name ("steam / V", "netflix: V") — then its modifiers ("at the lake house", "u babci"), a binding
 * (`is`, `=`, `:`, an arrow or a dash, "opens with", "takes", another language's copula, or none at
 * all in a fragment: "router V", "office door 5523"), and a value that shows itself as a credential of
 * that thing (see `secret-binding-words.ts`): a lock's code is digits, a password mixes letters with
 * digits or symbols or joins words. Also read here: a value first, then what it opens ("V -> router",
 * "V — that's the pw for …", "2580 unlocks my phone", "V to get into the office wifi"); a purpose first
 * ("to disarm the alarm you type V", "for the backup drive I went with V", "we unlock the vault with V");
 * the code one enters ("the code I punch in at the bank machine is V"); and a key under a network's
 * section of a config file. A value that ends no clause ("router: Fritz!Box 7590") or is a model, a
 * version, a quantity or a name is none.
 */
import { ABBREVIATIONS, NO_VOWEL } from './secret-clause-words.js';
import { isProse } from './secret-values.js';
import {
  AFTER_VALUE,
  bare,
  codeShaped,
  COPULAS,
  CREDENTIAL_AFTER,
  FIELDS,
  FUNCTION_WORDS,
  isCompound,
  LINK_ADVERBS,
  CODE_LOCKS,
  MARK,
  modelLike,
  NUMBERED,
  notAValue,
  passwordShaped,
  PHRASE_WORDS,
  randomCase,
  strongShaped,
  PREPOSITIONS,
  thingOf,
  type Thing,
  YEAR,
} from './secret-binding-words.js';

/** A value found by its binding: its kind and span. */
interface Found {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
}

/** One whitespace-separated token: its text, where it is, and its word (lower case, no quotes or end marks). */
interface Tok {
  readonly raw: string;
  readonly start: number;
  readonly end: number;
  readonly word: string;
}

function tokens(text: string): Tok[] {
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

/** How a binding links its value: a mark (`:`, `=`, an arrow), a copula, a verb of opening, or nothing. */
type Link = 'mark' | 'copula' | 'opens' | 'none';

/** The quoted value at `at` (its inside), when it holds something. */
function quotedAt(text: string, at: number): { start: number; end: number } | null {
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
function valueOf(
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
  if (slash && thing !== 'lock' && !notAValue(bare(t.raw)) && /^[\w.@-]{2,}$/.test(bare(t.raw))) return valueOf(text, toks, v + 2, thing, 'mark', strictEnd, headWord);
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
  // "the tv is Bravia7", "my phone is iPhone13": a device named by its model, not a password
  if (thing !== 'credential' && modelLike(value)) return null;
  // "the garage is 2018", "ipad: 2021": a year after a building or a device is its age
  if (YEAR.test(value) && (thing === 'pin-device' || thing === 'name' || (thing === 'lock' && link !== 'none' && !CODE_LOCKS.test(headWord)))) return null;
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

/** What is opened or decrypted with a passphrase: a drive, a volume, a laptop, a vault, a wallet, a lock. */
const DECRYPTED =
  /^(?:drive|disk|volume|partition|usb|laptop|macbook|computer|pc|mac|phone|ipad|tablet|vault|wallet|keychain|keyring|keystore|backup|safe|lock|door|schijf|festplatte|disque|disco)$/;

/** `n` or more words, none a function word or prose ("cobalt canyon"; not "before every reply", "grant the … in …"). */
function plainWords(s: string, n: number): boolean {
  const ws = s.split(/\s+/);
  return ws.length >= n && ws.length <= 7 && ws.every((w) => /^[\p{L}\d'’-]+$/u.test(w) && !FUNCTION_WORDS.has(w.toLowerCase()) && !isProse(w) && !/^(?:before|every|each|into|onto|upon|while)$/i.test(w));
}

/** The link at token `i` (its kind and the token the value starts at), or null. */
function linkAt(toks: readonly Tok[], i: number, thing: Thing): { link: Link; value: number } | null {
  const t = toks[i];
  if (!t) return null;
  let link: Link | null = null;
  let value = i + 1;
  if (MARK.test(t.raw)) link = 'mark';
  else if (COPULAS.has(t.raw.toLowerCase()) || /^c['’]est$/i.test(t.raw)) link = 'copula';
  else if (/^(?:opens|unlocks|open|unlock|öffnet)$/i.test(t.raw) && /^(?:with|mit|avec|con|com|met)$/i.test(toks[i + 1]?.raw ?? '')) {
    link = 'opens';
    value = i + 2;
  } else if (thing !== 'credential' && /^(?:takes|uses)$/i.test(t.raw)) link = 'opens'; // not "the router password uses WPA3"
  else if (thing !== 'credential' && /^(?:both|all|also|still)$/i.test(t.raw) && /^(?:use|uses|take|takes)$/i.test(toks[i + 1]?.raw ?? '')) {
    link = 'opens'; // "the kindle and the laptop both use V"
    value = i + 2;
  }
  else if (/^(?:it['’]s|that['’]s)$/i.test(t.raw) && /,$/.test(toks[i - 1]?.raw ?? '')) link = 'copula';
  if (!link) return null;
  while (LINK_ADVERBS.has(toks[value]?.word ?? '')) value++;
  return { link, value };
}

/** True when token `i` begins a "label value" fragment: first on its line, or after a lead-in that ends in a colon or a dash. */
function fragmentStart(text: string, toks: readonly Tok[], i: number): boolean {
  const lineStart = text.lastIndexOf('\n', (toks[i]?.start ?? 0) - 1) + 1;
  const before = text.slice(lineStart, toks[i]?.start ?? 0);
  // "user root pass V": an account's user before the head
  return /^(?:\s*|.{0,40}?(?::|\s[-–—])\s*)(?:(?:my|our|the|his|her|their|\p{L}+['’]s?)\s+|(?:user(?:name)?|login|account)\s+[\w.@-]{2,40}\s+)?$/iu.test(before);
}

/** A credential named by what it opens (see the file's comment). */
function boundToThing(text: string, toks: readonly Tok[], out: Found[]): void {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as Tok;
    if (/^["'`]/.test(t.raw)) continue; // `"Sid": "…"`: a key in JSON, read as config
    let thing = thingOf(t.word) ?? (t.word === 'storage' && /^(?:unit|room|cage|locker)$/.test(toks[i + 1]?.word ?? '') ? 'lock' : null);
    const fragment = fragmentStart(text, toks, i);
    // a product's name heads a fragment ("steam / V", "keepass: V"): a word, no field's name, no number
    if (!thing && fragment && /^[\p{L}\d]{2,20}$/u.test(t.word) && /\p{L}{2}/u.test(t.word) && !FIELDS.has(t.word) && !FUNCTION_WORDS.has(t.word)) thing = 'name';
    if (!thing) continue;
    let j = i;
    // "bike lock", "printer admin", "front door keypad", "wifi code", "card pin": the head is the phrase's last noun
    while (toks[j + 1] && (!/[,.;:!?)]$/.test((toks[j] as Tok).raw) || (/,$/.test((toks[j] as Tok).raw) && /^(?:code|pin)$/.test((toks[j + 1] as Tok).word)))) {
      const next = (toks[j + 1] as Tok).word;
      const as = thingOf(next);
      if ((toks[j] as Tok).word === 'storage' && /^(?:unit|room|cage)$/.test(next)) j++; // "the storage unit is V"
      else if (CREDENTIAL_AFTER.has(next) && thing !== 'name') {
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
    if (thing !== 'lock' && thing !== 'card' && CREDENTIAL_BEFORE.test(named.join(' '))) thing = 'credential';
    const head = toks[j] as Tok;
    // "wifi network: Vodafone-A8F2", "the hotspot is iPhone-von-Anna": a network by that noun is named, not opened
    if (/^(?:network|hotspot|ssid)/.test(head.word)) continue;
    const strictEnd = false;
    const after = toks[j + 1];
    if (!/[,.;:!?)]$/.test(head.raw) && after && isCompound(after.word) && !MARK.test(after.raw)) continue; // "wifi channel", "router model"
    if (thing === 'name' && /['’]s$/.test(head.raw)) continue;
    // the link right after the head (`laptop:`, `laptop =`), or after its modifiers ("at the lake house is")
    let found: { link: Link; value: number } | null = null;
    if (/[:=]$/.test(head.raw) && !/:\/\/$/.test(head.raw)) found = { link: 'mark', value: j + 1 };
    else if (/,$/.test(head.raw)) found = linkAt(toks, j + 1, thing); // "my work email, it's V"
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

/**
 * What the tail of a value's clause names: a credential's word at its start ("that's the pw for …", "the
 * one for …", "code for the side gate"), or a thing of the binding classes as its noun phrase — first, or
 * after a determiner and at most two words ("the office wifi") — that ends the clause or goes on in a
 * preposition ("the wifi at mum's"). "restart the router", "the garage sale", "the new laptop is out" name none.
 */
function tailRead(tail: string): { credential: boolean; thing: Thing | null } {
  const t = tail.replace(/^\s*(?:that['’]s|this\s+is|it['’]s|=)\s+/i, '');
  if (/^(?:(?:the|my|our|a|your|his|her)\s+)?(?:[\p{L}'’-]+\s+){0,2}?(?:pw|pwd|pass|password|passcode|passphrase|pin|code|combo|combination|login|one)(?![\p{L}])/iu.test(t))
    return { credential: true, thing: null };
  const ws = t
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/^[("'“]+|[.;:!?)"'”’]+$/g, ''));
  const det = /^(?:the|my|our|your|his|her|their|this|that)$|['’]s?$/.test(ws[0] ?? '') ? 1 : 0;
  const kind = (k: number): Thing | null => thingOf(ws[k] ?? '') ?? (ws[k] === 'storage' && /^(?:unit|room|cage|locker)$/.test(ws[k + 1] ?? '') ? 'lock' : null);
  let at = -1;
  for (let k = det; k <= (det ? det + 2 : 0) && k < ws.length; k++) if (kind(k)) at = k;
  if (at === -1) return { credential: false, thing: null };
  let thing = kind(at) as Thing;
  let k = at + 1;
  while (k < ws.length && (kind(k) || (ws[k - 1] === 'storage' && /^(?:unit|room|cage|locker)$/.test(ws[k] ?? '')))) thing = kind(k++) ?? thing;
  const next = ws[k];
  const ends = next === undefined || PREPOSITIONS.has(next) || /^(?:too|also|and|but|then|so|if|is\s+the\s+same)$/.test(next);
  return { credential: false, thing: ends ? thing : null };
}

/** True when a value of shape `v` fits what its tail names (a lock's or a PIN's digits; a password; a host's strong one). */
function fitsTail(v: string, tail: string): boolean {
  const { credential, thing } = tailRead(tail);
  const digits = /^\d[\d-]*#?$/.test(v);
  // "990 <- that's the pw for …": digits named a credential outright may be three
  if (digits) return credential ? codeShaped(v, 3) : (thing === 'lock' || thing === 'pin-device' || thing === 'card') && codeShaped(v, 4);
  if (thingOf(v) !== null || !passwordShaped(v)) return false;
  if (credential) return true;
  if (thing === 'host' || thing === 'lock' || thing === 'name') return strongShaped(v);
  return thing !== null && thing !== 'card';
}

/** A credential's word, then at most two words of a preposition or an article, ending right before a thing. */
const CREDENTIAL_BEFORE =
  /(?:^|\s)(?:code|pw|pwd|pass|password|passcode|mdp|contraseña|clave|senha|passwort|wachtwoord|hasło|heslo|kod|kód|код|пароль)(?:\s+(?:for|to|of|on|du|de|del|da|do|della|des|la|le|el|the|my|our|vom|für|van|voor|od|do|от))*$/iu;

/** A value first, then what binds it to the thing it opens (see the file's comment). */
const VALUE_FIRST =
  /(?:^|\n|(?<=[.!?;]\s)|(?<=,\s)|(?<=:\s))[ \t]*["'“]?(?<v>[^\s"'”,;:()=/]{3,40})["'”]?(?<link>[ \t]*(?:->|→|=>|<-|=|:)[ \t]*|[ \t]+[-–—][ \t]+|[ \t]*\([ \t]*|[ \t]*\n[ \t]*|[ \t]+(?:(?:is|was)[ \t]+(?:the[ \t]+one[ \t]+)?for|for|opens|unlocks|gets[ \t]+you[ \t]+into|is[ \t]+how[ \t]+you[ \t]+get[ \t]+into|to[ \t]+(?:get[ \t]+into|log[ \t]*in(?:to)?|unlock|open|access|sign[ \t]+in(?:to)?)|goes[ \t]+with|works[ \t]+for|is[ \t]+the[ \t]+one[ \t]+for|is[ \t]+what[ \t]+\w+[ \t]+uses?[ \t]+for)[ \t]+)(?<tail>[^\n.;!?,]{1,80})/dgu;

function valueFirst(text: string, out: Found[]): void {
  for (const m of text.matchAll(VALUE_FIRST)) {
    const at = m.indices?.groups?.v;
    const v = bare(m.groups?.v ?? '');
    if (!at) continue;
    const tail = m.groups?.tail ?? '';
    if (/^\/\//.test(tail)) continue; // `postgres://…`: a URL's scheme
    const link = m.groups?.link ?? '';
    // after a line break the next line says what the value was: "that's the one for the bank"
    if (/\n/.test(link) && !/^(?:that['’]s|this\s+is|it['’]s|=|for)\b/i.test(tail)) continue;
    // "V is the one for steam", "V is what I use for netflix": the link names a credential, and any product follows
    const used =
      /(?:the\s+one|uses?)\s+for\s*$/i.test(link) && /^[\p{L}\d]/u.test(tail) && !FUNCTION_WORDS.has(tail.split(/\s+/)[0]?.toLowerCase() ?? '') && passwordShaped(v);
    if (used || fitsTail(v, tail)) out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
}

/**
 * A purpose or a giving verb first, then the value: "to disarm the alarm you type V", "for the backup
 * drive I went with V", "used V for the new router", "we unlock the shared vault with V".
 */
const PURPOSE_FIRST =
  /(?<![\p{L}])(?:(?:to\s+(?:unlock|open|disarm|arm|get\s+into|log\s*into|access)|for)\s+(?:the|my|our|your|his|her)\s+(?<thing>(?:[\p{L}\d'’-]+\s+){0,3}?[\p{L}\d'’-]+),?\s+(?:(?:i|we|you|he|she|they)\s+)?(?:went\s+with|use|used|chose|picked|type|enter|punch\s+in|key\s+in|press|dial|set)|(?:unlock|unlocks|open|opens|decrypt|mount)\s+(?:the|my|our|your)\s+(?<thing2>(?:[\p{L}\d'’-]+\s+){0,3}?[\p{L}\d'’-]+)\s+with)\s+(?<v>["'“][^"'”\n]{3,60}["'”]|[^\s,;]+)/dgiu;

const GIVEN_FOR =
  /(?<![\p{L}])(?<verb>used|use|using|went\s+with|chose|picked|remember|save|store|keep|note)\s+(?<v>[^\s,;]{5,40})\s+(?:for|on|as)\s+(?<tail>(?:the|my|our|your|his|her)\s+[^\n.;!?,]{1,60})/dgiu;

function purposeFirst(text: string, out: Found[]): void {
  for (const m of text.matchAll(PURPOSE_FIRST)) {
    const at = m.indices?.groups?.v;
    const thing = (m.groups?.thing ?? m.groups?.thing2 ?? '').split(/\s+/).map(thingOf);
    const kind = thing.filter((t): t is Thing => t !== null).pop();
    if (!at || !kind) continue;
    const raw = m.groups?.v ?? '';
    const q = quotedAt(text, at[0]);
    if (q) {
      out.push({ kind: 'password', ...q });
      continue;
    }
    const v = bare(raw);
    const toks = tokens(text.slice(at[0]));
    const span = valueOf(text.slice(at[0]), toks, 0, kind === 'credential' || kind === 'name' ? 'device' : kind, 'opens', false);
    if (span) out.push({ kind: 'password', start: at[0] + span.start, end: at[0] + span.end });
    else if (/^\d{4,8}$/.test(v) && (kind === 'lock' || kind === 'pin-device' || kind === 'card')) out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
  for (const m of text.matchAll(GIVEN_FOR)) {
    const at = m.indices?.groups?.v;
    const v = bare(m.groups?.v ?? '');
    // "used Postgres16 for the new server": a tool one uses is a name with a number; one kept for later is a password
    const kept = /^(?:remember|save|store|keep|note)$/i.test(m.groups?.verb ?? '');
    const strong = /[!@#$%^&*~?+=_]/.test(v) || randomCase(v) || /\d\p{L}+\d|\p{L}\d+\p{L}/u.test(v);
    if (at && (kept || strong) && fitsTail(v, m.groups?.tail ?? '')) out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
}

/** "the code I punch in at the bank machine is V": a code, a clause of who enters it and where, then the value. */
const ENTERED =
  /(?<![\p{L}])(?:the|my|our|her|his)\s+(?<head>code|pin|combination|combo|password|pw|passcode)\s+(?:that\s+|which\s+)?(?:i|we|you|he|she|they)\s+(?:punch|type|enter|use|key|dial|tap|put)(?:s|ed)?\b[^\n.;!?]{0,50}?\s(?:is|was)\s+(?<v>[^\s,;]+)/dgiu;

function entered(text: string, out: Found[]): void {
  for (const m of text.matchAll(ENTERED)) {
    const at = m.indices?.groups?.v;
    const v = bare(m.groups?.v ?? '');
    const word = /^(?:password|pw|passcode)$/i.test(m.groups?.head ?? '');
    if (at && AFTER_VALUE.test(text.slice(at[0] + v.length)) && (word ? passwordShaped(v) : codeShaped(v, 4)))
      out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
}

/** "die Tür zum Keller geht mit V auf": a door, then "goes open with" its code. */
const GOES_OPEN = /(?<![\p{L}])(?:geht|gehen|lässt\s+sich)\s+mit\s+(?<v>\d{3,8}#?)\s+(?:auf|öffnen)(?![\p{L}])/dgu;

function goesOpen(text: string, out: Found[]): void {
  for (const m of text.matchAll(GOES_OPEN)) {
    const at = m.indices?.groups?.v;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index ?? 0).split(/\s+/);
    if (at && before.some((w) => thingOf(w.replace(/[,.;:]+$/, '')) === 'lock')) out.push({ kind: 'password', start: at[0], end: at[1] });
  }
}

/** `key:` or `psk=` under a network's section (`wifi:`, `[wireless]`): the network's password. */
const SECTION_KEY = /^(?<indent>[ \t]*)(?:key|psk|passphrase|secret)[ \t]*[:=][ \t]*["']?(?<v>[^\s"'#]{2,200})/dgm;

function networkSections(text: string, out: Found[]): void {
  for (const m of text.matchAll(SECTION_KEY)) {
    const at = m.indices?.groups?.v;
    const above = text.slice(0, m.index ?? 0).split('\n').reverse();
    const indent = (m.groups?.indent ?? '').length;
    const header = above.find((l) => l.trim() !== '' && (/^\s*\[/.test(l) || l.length - l.trimStart().length < indent));
    if (at && header && /^\s*\[?\s*(?:wifi|wi-fi|wlan|wireless|network|hotspot|ap|access[_ ]point)s?\s*(?:\]|:)/i.test(header) && !notAValue(m.groups?.v ?? ''))
      out.push({ kind: 'password', start: at[0], end: at[1] });
  }
}

/**
 * A credential's purpose, then its value: "the phrase to unlock the vault is waffle igloo gravel pebble",
 * "the one for the dentist's patient portal. It's V" (the next sentence gives what the last named).
 */
const TO_UNLOCK =
  /(?<![\p{L}])(?<head>phrase|words|code|password|pw|pin|one)\s+(?:(?:to\s+(?:unlock|open|get\s+into|log\s*into|access|decrypt))|(?:i\s+(?:always\s+)?(?:forget|use|need)\s+)?for)\s+(?:the|my|our|your|his|her)\s+(?<thing>[^\n.;!?,]{1,50}?)(?:\s+(?:is|was)\s*:?|\s*:|[.?!]\s+(?:it['’]s|it\s+is))\s+(?<v>[^\s,;]+)/dgiu;

function toUnlock(text: string, out: Found[]): void {
  for (const m of text.matchAll(TO_UNLOCK)) {
    const at = m.indices?.groups?.v;
    const kinds = (m.groups?.thing ?? '').split(/\s+/).map((w) => thingOf(w.replace(/['’]s$/, '')));
    const kind = kinds.filter((k): k is Thing => k !== null && k !== 'credential').pop();
    if (!at || !kind) continue;
    const phrase = /^(?:phrase|words)$/i.test(m.groups?.head ?? '');
    const stop = /\n|[.;!?)]|,\s|\s(?:and|then|but|so)\s/.exec(text.slice(at[0]));
    const words = text.slice(at[0], at[0] + (stop ? stop.index : text.length - at[0])).trim();
    if (phrase) {
      if (PHRASE_WORDS.test(words) && !words.split(/\s+/).some((w) => FUNCTION_WORDS.has(w))) out.push({ kind: 'password', start: at[0], end: at[0] + words.length });
      continue;
    }
    // the head is the credential's own word ("the code for the wifi … is V"): what follows is its value, not a device's name
    const toks = tokens(text);
    const span = valueOf(text, toks, toks.findIndex((t) => t.start === at[0]), kind === 'lock' || kind === 'card' ? kind : 'credential', 'mark', false);
    if (span) out.push({ kind: 'password', ...span });
  }
}

/** "I use goblin walrus pickle rocket as the passphrase": plain words, given by a verb, before a phrase's label. */
const WORDS_AS =
  /(?<![\p{L}])(?:use|used|chose|picked|set|went\s+with)\s+(?<v>[a-z]{3,12}(?:[ \t]+[a-z]{3,12}){2,6})\s+as\s+(?:the|my|our|a)\s+(?:[\p{L}-]+\s+)?(?:passphrase|password|pass|pw|phrase|seed|master(?:\s+password)?)(?![\p{L}])/dgiu;

function wordsAs(text: string, out: Found[]): void {
  for (const m of text.matchAll(WORDS_AS)) {
    const at = m.indices?.groups?.v;
    if (at && !(m.groups?.v ?? '').split(/\s+/).some((w) => FUNCTION_WORDS.has(w))) out.push({ kind: 'password', start: at[0], end: at[1] });
  }
}

/** Every credential in `text` bound to what it opens (see the file's comment). */
export function findBound(text: string): Found[] {
  const out: Found[] = [];
  const toks = tokens(text);
  boundToThing(text, toks, out);
  valueFirst(text, out);
  purposeFirst(text, out);
  entered(text, out);
  goesOpen(text, out);
  toUnlock(text, out);
  wordsAs(text, out);
  if (/^[ \t]*(?:key|psk|passphrase|secret)[ \t]*[:=]/m.test(text)) networkSections(text, out);
  return out;
}
