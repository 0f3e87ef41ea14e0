/**
 * Credentials given around what they open rather than after it, read with the binding classes of
 * `secret-binding-words.ts`: a value first, then an arrow, a dash, a parenthesis or a clause whose tail
 * names the thing or the credential ("V -> router", "V — that's the pw for …", "2580 unlocks my phone",
 * "V to get into the office wifi"); a purpose or a giving verb first ("to disarm the alarm you type V",
 * "for the backup drive I went with V", "we unlock the shared vault with V", "used V for the new router");
 * the code one enters ("the code I punch in at the bank machine is V"); "the phrase to unlock the vault is
 * …", "the one for the portal. It's V"; plain words used as a passphrase; and a key under a network's
 * section of a config file.
 */
import {
  bare,
  codeShaped,
  FUNCTION_WORDS,
  loginSurface,
  notAValue,
  passwordShaped,
  PHRASE_WORDS,
  PREPOSITIONS,
  randomCase,
  strongShaped,
  thingOf,
  type Thing,
  AFTER_VALUE,
} from './secret-binding-words.js';
import { quotedAt, tokens, valueOf, type Found } from './secret-bindings.js';

/**
 * What the tail of a value's clause names: a credential's word at its start ("that's the pw for …", "the
 * one for …", "code for the side gate"), or a thing of the binding classes as its noun phrase — first, or
 * after a determiner and at most two words ("the office wifi") — that ends the clause or goes on in a
 * preposition ("the wifi at mum's"). "restart the router", "the garage sale", "the new laptop is out" name none.
 */
function tailRead(tail: string): { credential: boolean; thing: Thing | null } {
  const t = tail.replace(/^\s*(?:that['’]s|this\s+is|it['’]s|=)\s+/i, '');
  if (
    /^(?:(?:the|my|our|a|your|his|her)\s+)?(?:[\p{L}'’-]+\s+){0,2}?(?:pw|pwd|pass|password|passcode|passphrase|pin|code|combo|combination|login|one)(?![\p{L}])/iu.test(
      t,
    )
  )
    return { credential: true, thing: null };
  const ws = t
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/^[("'“]+|[.;:!?)"'”’]+$/g, ''));
  const det = /^(?:the|my|our|your|his|her|their|this|that)$|['’]s?$/.test(ws[0] ?? '') ? 1 : 0;
  const kind = (k: number): Thing | null =>
    thingOf(ws[k] ?? '') ?? (ws[k] === 'storage' && /^(?:unit|room|cage|locker)$/.test(ws[k + 1] ?? '') ? 'lock' : null);
  let at = -1;
  for (let k = det; k <= (det ? det + 2 : 0) && k < ws.length; k++) if (kind(k)) at = k;
  if (at === -1) return { credential: false, thing: null };
  let thing = kind(at) as Thing;
  let k = at + 1;
  while (k < ws.length) {
    // "the printer's admin page": a page one logs in at is the account's
    const surface = loginSurface(ws[k - 1] ?? '', ws[k]);
    if (!kind(k) && !surface && !(ws[k - 1] === 'storage' && /^(?:unit|room|cage|locker)$/.test(ws[k] ?? ''))) break;
    thing = kind(k) ?? (surface ? 'account' : thing);
    k++;
  }
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

/** A value first, then what binds it to the thing it opens (see the file's comment). */
const VALUE_FIRST =
  /(?:^|\n|(?<=[.!?;]\s)|(?<=,\s)|(?<=:\s))[ \t]*["'“]?(?<v>[^\s"'”,;:()=/]{3,40})["'”]?(?<link>[ \t]*(?:->|→|=>|<-|=|:)[ \t]*|[ \t]+[-–—][ \t]+|[ \t]*\([ \t]*|[ \t]*\n[ \t]*|[ \t]+(?:(?:is|was)[ \t]+(?:the[ \t]+one[ \t]+)?for|for|opens|unlocks|gets[ \t]+you[ \t]+into|is[ \t]+how[ \t]+you[ \t]+get[ \t]+into|to[ \t]+(?:get[ \t]+into|log[ \t]*in(?:to)?|unlock|open|access|sign[ \t]+in(?:to)?)|goes[ \t]+with|works[ \t]+for|is[ \t]+the[ \t]+one[ \t]+for|is[ \t]+what[ \t]+\w+[ \t]+uses?[ \t]+for)[ \t]+)(?=(?<tail>[^\n.;!?,]{1,80}))/dgu; // the tail a lookahead: a value may begin in another's tail

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
      /(?:the\s+one|uses?)\s+for\s*$/i.test(link) &&
      /^[\p{L}\d]/u.test(tail) &&
      !FUNCTION_WORDS.has(tail.split(/\s+/)[0]?.toLowerCase() ?? '') &&
      passwordShaped(v);
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
  /(?<![\p{L}])(?<verb>used|use|using|went\s+with|chose|picked|remember|save|store|keep|note|try)\s+(?<v>[^\s,;]{5,40})\s+(?:for|on|as)\s+(?<tail>(?:the|my|our|your|his|her)\s+[^\n.;!?,]{1,60})/dgiu;

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
    else if (/^\d{4,8}$/.test(v) && (kind === 'lock' || kind === 'pin-device' || kind === 'card'))
      out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
  for (const m of text.matchAll(GIVEN_FOR)) {
    const at = m.indices?.groups?.v;
    const v = bare(m.groups?.v ?? '');
    // "used Postgres16 for the new server": a tool one uses is a name with a number; one kept for later is a password
    // …and one offered to try ("try V for the printer's admin page") is one to type
    const kept = /^(?:remember|save|store|keep|note|try)$/i.test(m.groups?.verb ?? '');
    const strong = /[!@#$%^&*~?+=_]/.test(v) || randomCase(v) || /\d\p{L}+\d|\p{L}\d+\p{L}/u.test(v);
    if (at && (kept || strong) && fitsTail(v, m.groups?.tail ?? '')) out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
  }
}

/**
 * "for the shared Disney+ it's V", "pour l'ordi du bureau, c'est V": what the value is for first, then "it's" and a value
 * that shows itself strongly as a password (a symbol in it, letters around digits, words joined) — no name is written so —
 * when what it is for is a thing one unlocks or logs into (`tailRead`), not an identifier or a reference.
 */
const FOR_ITS =
  /(?<![\p{L}])(?:for|pour|para|per|für)\s+(?<tail>(?:the|my|our|your|his|her|their|le|la|les|l['’]|mon|ma|mes|el|los|las|mi|mis|il|lo|i|gli|den|die|das|mein(?:en|e)?|unser(?:en|e)?)\s*(?:[^\s,;.!?]+\s+){0,3}?[^\s,;.!?]+)\s*,?\s+(?:it['’]s|it\s+is|c['’]est|es|è|ist|é)\s+(?<v>[^\s,;]{5,40})/dgiu;

function forIts(text: string, out: Found[]): void {
  for (const m of text.matchAll(FOR_ITS)) {
    const at = m.indices?.groups?.v;
    const v = bare(m.groups?.v ?? '');
    // …for a thing one unlocks or logs into, or a value with a symbol identifiers never carry ("for the shared Disney+
    // it's maple&syrup3"): "for the request id, it's req_I6Cp…" names an identifier (letters, digits, _ - . : /)
    const { credential, thing } = tailRead(m.groups?.tail ?? '');
    const opens = credential || (thing !== null && thing !== 'name' && thing !== 'card');
    if (!opens && !/[!@#$%^&*~?+=]/.test(v)) continue;
    if (at && strongShaped(v) && AFTER_VALUE.test(text.slice(at[0] + v.length))) out.push({ kind: 'password', start: at[0], end: at[0] + v.length });
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
    const above = text
      .slice(0, m.index ?? 0)
      .split('\n')
      .reverse();
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
      if (PHRASE_WORDS.test(words) && !words.split(/\s+/).some((w) => FUNCTION_WORDS.has(w)))
        out.push({ kind: 'password', start: at[0], end: at[0] + words.length });
      continue;
    }
    // the head is the credential's own word ("the code for the wifi … is V"): what follows is its value, not a device's name
    const toks = tokens(text);
    const span = valueOf(
      text,
      toks,
      toks.findIndex((t) => t.start === at[0]),
      kind === 'lock' || kind === 'card' ? kind : 'credential',
      'mark',
      false,
    );
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

/** Every credential in `text` given around what it opens (see the file's comment). */
export function findGiven(text: string): Found[] {
  const out: Found[] = [];
  valueFirst(text, out);
  purposeFirst(text, out);
  entered(text, out);
  forIts(text, out);
  goesOpen(text, out);
  toUnlock(text, out);
  wordsAs(text, out);
  if (/^[ \t]*(?:key|psk|passphrase|secret)[ \t]*[:=]/m.test(text)) networkSections(text, out);
  return out;
}
