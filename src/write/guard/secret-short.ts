/**
 * A value given as a password however short it is (issue 27 item 7, round 23): the message binds it to a
 * credential's word, so two to four characters are the secret whatever they look like —
 * - a config key that names a password or a secret (`POSTGRES_PASSWORD: b1`, `DB_PASS=k7`): any value of two
 *   characters or more that is no placeholder, reference, switch or ordinary word;
 * - a password's word (any language of the lexicon), a passcode, a PIN, "pass for/to/on …", or a wifi/door/gate code, then up to five
 *   words ("for the old forum"), a link ("is", "was", ":", "="), maybe "literally/just/only", and a value of two to
 *   four characters ending its clause ("… was literally di, …"); with no link the value must mix letters and digits
 *   ("hotel wifi code zk6");
 * - "locked / protected / encrypted / secured with" a short value of letters and digits ("locked with un9e"), not an
 *   algorithm's name.
 * Placeholders, negations and words ("no", "none", "yes", "same", "it", "weak", "cool") are never values. It reports
 * spans and kinds only, never a value.
 */
import type { Found } from './secret-bindings.js';
import { CLOSED } from './secret-clause-words.js';
import { CLAUSE_JOIN, CRED_WORD, NOT_VALUE, classOf } from './secret-lexicon.js';
import { isPlaceholder, isProse, isReference } from './secret-values.js';

/** Words and switches a short value never is. */
const NOT_SHORT = new Set(
  (
    'no nope none nil null nah yes yep yeah same it its ok okay on off true false empty blank unset random tbd tba n/a na idk ' +
    'cool dumb lame mine ours yours his hers fun meh nice bad weak easy fine good long short gone lost old new set here there ' +
    "lol haha hmm sure what who why how now too also just only one two six ten all any some both each it’s it's"
  ).split(' '),
);

/** Names of algorithms and formats that follow "encrypted with" and are no value. */
const ALGORITHM = /^(?:md[245]|sha\d*|rc[246]|aes\d*|des3?|3des|rsa\d*|dsa|ecc|tls\d*|ssl\d*|k8s|x509|zip|7z|gpg|pgp|v\d+|\d+(?:bit|k|gb|mb)?)$/i;

/** True when `v` is a short value a message may give as a password. */
function shortValue(v: string, next: string, stressed = false): boolean {
  const lower = v.toLowerCase();
  if (v.length < 2 || NOT_SHORT.has(lower) || isPlaceholder(v) || isReference(v) || /^[*x.?_-]+$/i.test(v)) return false;
  // "was literally di": a stressed value is given, even one another language writes as a word
  if (!stressed && (NOT_VALUE.has(lower) || CLOSED.has(lower) || isProse(v, next))) return false;
  return /^[\p{L}\p{N}!@#$%^&*._+-]+$/u.test(v);
}

/** What may follow a short value: its clause's end, a dash, or a chat word. */
const ENDS = /^(?:$|["'”’]?(?:[.,!?;)]|\s*\n|\s+[-–—(]|\s+(?:lol|lmao|haha|tbh|btw|fyi|so|and|but|ok|i\s+know|no\s+wonder|yes|really)(?![\p{L}])))/iu;

/** A config key naming a password or a secret, its mark and its value to the line's end. */
const CONFIG = /(?<![\w$])["']?([A-Z][A-Z0-9_]*(?:PASSWORD|PASSWD|PASS|PWD|SECRET))["']?\s*[:=]\s*(["']?)([^\s"'#,;{}]{2,})\2[ \t]*(?=$|\n|#|,|;|\})/gm;

/** "locked with V" and its kin. */
const LOCKED =
  /(?<![\p{L}])(?:locked|protected|encrypted|secured|passworded)\s+with\s+(?:(?:the\s+)?(?:password|passcode|pin|code|key)\s+)?["'“‘]?([\p{L}\p{N}]{2,4})(?![\p{L}\p{N}])/giu;

/** Links between a credential's word (and up to five words of its object) and a short value. */
const LINK =
  /^((?:\s+[\p{L}\p{N}'’-]+){0,5}?)\s*(?:\s(?:is|was|were|are|=|:|er|var|je|ist|war|est|es|era|è|é|on|oli)|[:=?]|['’]s|\s+(?:set\s+to|changed\s+to))\s+((?:literally|just|only|simply|actually|now|still|like)\s+)?["'“‘]?([^\s"'“”‘’,]{2,4}?)(?=["'”’]?(?:[.,!?;)]|\s|$))/iu;

/**
 * Things a code, a PIN or a key opens: a network, a door, a lock, a box, a device, a card — in the languages of the
 * lexicon (stems where a language inflects: Polish "domofonu", Russian "двери").
 */
const THING = String.raw`(?:wi-?fi|wlan|hotspot|router|door|front\s+door|back\s+door|gate|garage|alarm|safe|locker|lock|bike\s+lock|padlock|keypad|key\s?(?:box|safe)|lock\s?box|intercom|buzzer|entry|building|apartment|flat|house|office|shed|storage(?:\s+unit)?|mailbox|letterbox|suitcase|vault|voicemail|phone|sim|card|debit\s+card|bank\s+card|atm|tablet|ipad|laptop|car|domofon\p{L}*|drzwi|bram\p{L}*|furtk\p{L}*|sejf\p{L}*|gara[żz]\p{L}*|skrytk\p{L}*|kłódk\p{L}*|t[üu]r|haust[üu]r|tresor|garage|alarmanlage|porte|portail|interphone|coffre(?:-fort)?|cadenas|puerta|port[oó]n|portal|caja\s+fuerte|candado|alarma|porta|portone|cancello|citofono|cassaforte|lucchetto|allarme|deur|poort|kluis|hangslot|d[oö]rr\p{L}*|domofon\p{L}*|двер\p{L}*|домофон\p{L}*|сейф\p{L}*|ворот\p{L}*|замк\p{L}*|kap[ıi]\p{L}*|kasa\p{L}*)`;

/** Code words that name a secret only with a thing before them ("wifi code", "door pin", "voicemail pin"). */
const THING_CODE = new RegExp(`(?<![\\p{L}])${THING}\\s+$`, 'iu');

/** A code word's thing after it, in any language of the lexicon: "code for the gate", "kod do domofonu", "code de la porte", "Code für die Tür". */
const FOR_THING = new RegExp(
  String.raw`^\s+(?:for|to|of|on|do|od|dla|de|du|des|di|del|della|dello|für|zur|zum|der|para|per|pour|voor|van|för|till|til|для|от|на)\s+(?:(?:the|my|our|la|le|l['’]|el|il|lo|die|der|das|den|het|de|mojego|mojej|naszego|naszej|мой|моей|нашей)\s*)?(?:[\p{L}'’-]+\s+)?` +
    THING +
    String.raw`(?![\p{L}])`,
  'iu',
);

/** A value right after a code's thing: an optional link, then digits or a short value of letters and digits. */
const AFTER_THING = /^(?:\s*[:=?]|\s+(?:is|was|to|ist|est|es|è|é|je|jest|это|er|är|on))?\s+["'“‘]?(\d{2,8}|[\p{L}\p{N}]{2,4})(?![\p{L}\p{N}])/u;

/**
 * A lock named by what it restricts, with no code word: parental controls, a child lock, a kids' mode or lock
 * ("parental controls on the telly are 1080"). Up to five words of its owner, a link, then digits ending the clause.
 */
const CONTROLS =
  /(?<![\p{L}])(?:parental\s+(?:controls?|locks?|lock-?out)|child\s*(?:lock|safety\s+lock)|kids?\s+(?:mode|lock)|family\s+(?:lock|controls?)|kindersicherung|contr[ôo]le\s+parental|control\s+parental|controllo\s+parentale|kontrola\s+rodzicielska)((?:\s+[\p{L}\p{N}'’-]+){0,5}?)(?:\s*[:=→]|\s+(?:is|are|was|were|set\s+to|ist|sind|est|sont|es|son|è|sono|to))\s+(\d{3,8})(?![\p{L}\p{N}])/giu;

/** Spans of short values a message gives as passwords (see the file's comment). */
export function findShort(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(CONTROLS)) {
    const gap = (m[1] ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
    const end = (m.index ?? 0) + m[0].length;
    if (gap.some((g) => CLAUSE_JOIN.has(g)) || !ENDS.test(text.slice(end))) continue;
    out.push({ kind: 'password', start: end - (m[2] ?? '').length, end });
  }
  for (const m of text.matchAll(CONFIG)) {
    const v = m[3] ?? '';
    if (v.length > 4 || !shortValue(v, '')) continue;
    const start = (m.index ?? 0) + m[0].length - v.length - (m[2] ?? '').length;
    out.push({ kind: 'password', start, end: start + v.length });
  }
  for (const m of text.matchAll(LOCKED)) {
    const v = m[1] ?? '';
    const end = (m.index ?? 0) + m[0].length;
    if (!/\d/.test(v) || !/\p{L}/u.test(v) || ALGORITHM.test(v) || !shortValue(v, '') || !ENDS.test(text.slice(end))) continue;
    out.push({ kind: 'password', start: end - v.length, end });
  }
  CRED_WORD.lastIndex = 0;
  for (const m of text.matchAll(CRED_WORD)) {
    const word = m[0].toLowerCase();
    const thing = /^(?:code|key|pin|pass|kod|kód|код|código|codice|koodi|pincode|pinkod)$/.test(word) && THING_CODE.test(text.slice(0, m.index ?? 0));
    // "kod do domofonu 42", "code for the gate: 19": a code word, the thing it opens, then its value
    const forThing =
      classOf(m) === 'weak' && !/^(?:pass|login|log-in|logon|creds|credentials)$/.test(word) ? FOR_THING.exec(text.slice((m.index ?? 0) + m[0].length)) : null;
    if (forThing) {
      const from = (m.index ?? 0) + m[0].length + forThing[0].length;
      const a = AFTER_THING.exec(text.slice(from));
      const v = a?.[1] ?? '';
      const vEnd = from + (a?.[0].length ?? 0);
      if (a && (/^\d+$/.test(v) || (/\d/.test(v) && /\p{L}/u.test(v))) && shortValue(v, '') && ENDS.test(text.slice(vEnd))) {
        out.push({ kind: 'password', start: vEnd - v.length, end: vEnd });
        continue;
      }
    }
    const pass = word === 'pass' && /^\s+(?:for|to|on|at|into)\s/i.test(text.slice((m.index ?? 0) + m[0].length));
    if (classOf(m) !== 'password' && !/^(?:passcode|pin|pincode|pin\s?code)$/.test(word) && !thing && !pass) continue;
    const after = text.slice((m.index ?? 0) + m[0].length);
    const l = LINK.exec(after);
    if (l) {
      const gap = (l[1] ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
      const v = l[3] ?? '';
      const stressed = /^(?:literally|just|only|simply)\s/i.test(l[2] ?? '');
      const vEnd = (m.index ?? 0) + m[0].length + l[0].length;
      if (gap.some((g) => CLAUSE_JOIN.has(g)) || !ENDS.test(text.slice(vEnd)) || !shortValue(v, '', stressed)) continue;
      // a pass for something (a bus, a gym) has a number: only a typed value is its password
      if (pass && /^\d+$/.test(v)) continue;
      // letters alone after a link: not a word the sentence goes on with ("pass was ok", "password is weak")
      out.push({ kind: 'password', start: vEnd - v.length, end: vEnd });
      continue;
    }
    // a passcode, a PIN code, or a thing's code opens something: the value may follow with no link ("garage passcode 07")
    const lockWord = thing || /^(?:passcode|pincode|pin\s?code)$/.test(word);
    if (!lockWord) continue;
    const bareV = /^\s+(\d{2,8}|[\p{L}\p{N}]{2,4})(?![\p{L}\p{N}])/u.exec(after);
    const v = bareV?.[1] ?? '';
    if (!bareV || !(/^\d+$/.test(v) || (/\d/.test(v) && /\p{L}/u.test(v))) || !shortValue(v, '')) continue;
    const vEnd = (m.index ?? 0) + m[0].length + bareV[0].length;
    if (ENDS.test(text.slice(vEnd))) out.push({ kind: 'password', start: vEnd - v.length, end: vEnd });
  }
  return out;
}
