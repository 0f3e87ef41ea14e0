/**
 * The forms of the message-level reading (`secret-message.ts`) in which the value is not next to the
 * credential's word: a "label: value" fragment after a lead-in with any product's name as its label
 * ("Note to self, Dropbox: V"); a value given first and then said to be for something ("V <- steam", "V is
 * the one for hulu", "V = icloud"); "the old one was V and the new one is W" once a credential or a thing
 * it opens has been named; "with V as the password"; a value typed or used for something a credential
 * opens ("enter V when it asks for sudo", "i use V for everything"); a sentence about a credential that
 * ends on ": V". Each takes only values that show themselves strongly: letters alone are words here.
 */
import { bare, FIELDS, modelLike, notAValue, passwordShaped, strongShaped, thingOf } from './secret-binding-words.js';
import { tokens, type Found } from './secret-bindings.js';
import { CRED_WORD } from './secret-lexicon.js';
import { isPlaceholder, isPlaceholderToken, LABEL_COMPOUNDS, looksRandom } from './secret-values.js';

type Span = { start: number; end: number };

/**
 * A product's release or edition: a capitalised name, its version, an edition's mark ("Node20LTS", "Debian12ESR",
 * "Ubuntu24LTS", "Galaxy23Ultra"). Said "for all my servers", it names what runs there.
 */
const RELEASE = /^\p{Lu}\p{Ll}+\d{1,4}(?:LTS|ESR|SE|XE|XL|GT|RC|CE|EE|HD|UHD|OS|Pro|PRO|Max|MAX|Ultra|ULTRA|Mini|MINI|Plus|PLUS|Lite|LITE|Beta|BETA)$/u;

/** A value that shows itself strongly: a symbol, letters around digits, random case or characters. */
function strong(v: string): boolean {
  v = v.replace(/^["'`“‘]|["'`”’]$/g, '');
  return (
    !objectId(v) && !RELEASE.test(v) && !isPlaceholderToken(v) && !notAValue(v) && !isPlaceholder(v) && !modelLike(v) && (strongShaped(v) || looksRandom(v))
  );
}

/** A value that shows itself as a password: {@link strong}, or letters and digits with a run of letters ("tomas5954"). */
function shaped(v: string): boolean {
  return strong(v) || (!notAValue(v) && !isPlaceholder(v) && !modelLike(v) && passwordShaped(v) && /\d/.test(v) && /\p{L}{3}/u.test(v));
}

const span = (text: string, at: number, raw: string): Span => ({ start: at, end: at + bare(raw).length });

/** Labels of technical values that are no credential: headers, ids, digests. */
const TECHNICAL_LABEL =
  /^(?:id|ids|uuid|guid|ray|etag|hash|digest|sha|sha1|sha256|checksum|integrity|trace|span|request|nonce|salt|fingerprint|commit|build|run|job|tag|version|ref|cursor|token_type|type|location|via|server|date|key-id|kid)$/;

/** An object's id by its prefix (`req_…`, `cus_…`, `evt_…`), a hex id with a region (`f4f00e8f63d9a52e-FRA`), a template (`%(db)s`). */
function objectId(v: string): boolean {
  return /^[a-z]{2,5}_[A-Za-z0-9]{10,}$/.test(v) || /^[\w.]+#\d{4}$/.test(v) || /^[0-9a-f]{12,}(?:-[A-Z]{3})?$/i.test(v) || /%\(|\{\{|\$\{|<[^>]+>/.test(v);
}

/** "Note to self, Dropbox: V", "Work SSO (Okta): V", "Ubiquiti controller: admin, V": a product's label after a lead-in, a strong value ending the line. */
const FRAGMENT =
  /(?:^|[,;:]\s+|\n)(?<name>[\p{L}][\p{L}\p{N}+&.-]{1,24}(?:\s[\p{L}\p{N}+&.-]{1,24}){0,2})(?:\s+\([^)\n]{1,24}\))?\s*(?::|->|→|=)\s+(?:(?<user>[\w.@+-]{2,40})(?:,\s*|\s+\/\s+))?(?<v>\S{5,80})[ \t]*$/dgmu;

function fragments(text: string, out: Found[]): void {
  for (const m of text.matchAll(FRAGMENT)) {
    const name = (m.groups?.['name'] ?? '').toLowerCase();
    const v = m.groups?.['v'] ?? '';
    const at = m.indices?.groups?.['v']?.[0];
    const last = name.split(/[\s-]/).pop() ?? '';
    if (at === undefined || FIELDS.has(last) || TECHNICAL_LABEL.test(last) || /^(?:x|cf)-/.test(name) || !strong(bare(v)) || objectId(bare(v))) continue;
    out.push({ kind: 'password', ...span(text, at, v) });
  }
}

/** A value first, then what it is for: "V <- steam", "V = icloud (dont judge)", "V is the one for hulu", "V for the tp-link admin page". */
const FIRST =
  /^(?:[\p{L}\s'’+-]{0,30}:\s*)?(?<v>\S{5,80})\s+(?:(?<back><-|<--|←)|->|→|=|is\s+the\s+one\s+for|is\s+for|for\s+the|for\s+my|for)\s+[\p{L}\p{N}+&.'’-]+(?:\s+[\p{L}\p{N}+&.'’()-]+){0,4}\s*$/du;

function valueFirst(line: string, at: number, out: Found[]): void {
  const m = FIRST.exec(line);
  const v = m?.groups?.['v'] ?? '';
  const start = m?.indices?.groups?.['v']?.[0];
  // an arrow that points back at the value ("rovers.93 <- xbox live") gives it: letters and digits are enough there
  if (start === undefined || !(strong(bare(v)) || (m?.groups?.['back'] !== undefined && shaped(bare(v))))) return;
  // "trace_id=V for the failed checkout": a field written `name=value` is named by its own name, no credential's word in it
  const field = /^([A-Za-z_][\w.-]*)=/.exec(v)?.[1];
  CRED_WORD.lastIndex = 0;
  if (field !== undefined && !CRED_WORD.test(field.replace(/[_.-]+/g, ' '))) return;
  // "V for everything": a value used everywhere is read by one test only, the one "i use V for everything" takes ("Node20LTS for everything" names a release)
  const rest = line.slice(start + v.length).trimStart();
  if (EVERYTHING.test(rest) && !everywhere(bare(v))) return;
  out.push(shift({ kind: 'password', ...span(line, start, v) }, at));
}

const shift = (f: Found, by: number): Found => ({ kind: f.kind, start: f.start + by, end: f.end + by });

/** "the old one was V and the new one is W": a credential's "one", once the message names a credential or a thing it opens. */
const ONE =
  /(?<![\p{L}])(?:old|new|current|previous|temporary|temp|other|work|home|personal|second|first|real|actual)\s+one\s+(?:is|was|=|:|will\s+be)\s+(?:now\s+)?['"]?(?<v>[^\s'",;]{3,80})/dgiu;

function ones(text: string, out: Found[]): void {
  CRED_WORD.lastIndex = 0;
  const named = CRED_WORD.test(text) || tokens(text).some((t) => thingOf(t.word) !== null);
  CRED_WORD.lastIndex = 0;
  if (!named) return;
  for (const m of text.matchAll(ONE)) {
    const v = m.groups?.['v'] ?? '';
    const at = m.indices?.groups?.['v']?.[0];
    if (at !== undefined && shaped(bare(v))) out.push({ kind: 'password', ...span(text, at, v) });
  }
}

/** "never use V as a password", "e.g. V": an example of what not to choose, in the sentence before the value at `at`. */
function warned(text: string, at: number): boolean {
  return /\b(?:never|don['’]?t|do\s+not|avoid|e\.g\.|example|such\s+as|like)\b[^.!?\n]*$/i.test(text.slice(0, at));
}

/** "with V as the password", "V as my pin": the value before "as" and a credential's word. */
const AS_CRED =
  /(?<v>[^\s'"]{3,80})['"]?\s+as\s+(?:the|my|his|her|our|their|its)\s+(?:new\s+|admin\s+|login\s+)?(?<w>[\p{L}/]+)(?!\s+(?:manager|managers|policy|reset|hint|generator|vault|app|field|prompt|rule|rules|store))/dgiu;

function asCredential(text: string, out: Found[]): void {
  for (const m of text.matchAll(AS_CRED)) {
    const w = m.groups?.['w'] ?? '';
    CRED_WORD.lastIndex = 0;
    const cred = new RegExp(`^(?:${CRED_WORD.source})$`, 'iu').test(w);
    const v = (m.groups?.['v'] ?? '').replace(/^['"]/, '');
    const at = (m.indices?.groups?.['v']?.[0] ?? 0) + ((m.groups?.['v'] ?? '').length - v.length);
    if (cred && !warned(text, at) && shaped(bare(v))) out.push({ kind: 'password', ...span(text, at, v) });
  }
}

/** A value typed or used for what a credential opens: "enter V when it asks for sudo", "i use V for everything", "I wrote 'V' … for the admin page". */
const USED =
  /(?:^|[\s,;:])(?:i\s+)?(?:use|used|enter|entered|type|typed|tried|try|wrote|write|punch\s+in|key\s+in|put\s+in)\s+['"“‘]?(?<v>[^\s'"”’]{5,80})['"”’]?\s+(?<rest>(?:for|on|when|to|as|in|into|at|if)\s[^\n.!?]{0,120})/dgiu;

/** What a value is used for that makes it a credential: a login, an account, a thing one opens, "everything". */
const FOR_CREDENTIAL =
  /(?<![\p{L}])(?:sudo|login|log\s+in|sign\s+in|admin|account|accounts|password|pw|pin|unlock|portal|vpn|wifi|router|laptop|phone|computer|email|mail|bank|amazon|ebay|netflix|steam|yahoo|gmail|outlook|icloud|dropbox|paypal)(?![\p{L}])/iu;

/** A value used for every account: "for (basically / pretty much) everything", "for all my accounts / logins / sites". */
const EVERYTHING =
  /^for\s+(?:(?:basically|pretty\s+much|nearly|almost|literally|just\s+about)\s+)?(?:everything|all\s+(?:of\s+)?(?:my|our|the)\s+(?:accounts|logins|sites|passwords|games|stuff)|every\s+(?:account|login|site))(?![\p{L}])/iu;

/** A value typed strongly enough to be a password used everywhere: 8+ characters, a digit, and mixed case or a keyboard symbol; no model, no version. */
function everywhere(v: string): boolean {
  if (v.length < 8 || !/\d/.test(v) || !/\p{L}{3}/u.test(v) || modelLike(v) || notAValue(v) || isPlaceholder(v)) return false;
  if ((v.match(/[-.]/g) ?? []).length >= 2 || /\d\.\d+\./.test(v) || /\d\p{Lu}{2,}$/u.test(v)) return false; // "llama-3.1-8b", "v2.1.3", "Node20LTS"
  return (/\p{Ll}/u.test(v) && /\p{Lu}/u.test(v)) || /[!@#$%^&*?~+=]/.test(v);
}

function used(text: string, out: Found[]): void {
  for (const m of text.matchAll(USED)) {
    const v = m.groups?.['v'] ?? '';
    const at = m.indices?.groups?.['v']?.[0];
    // …in the value's own clause: "used V for the summariser and W for the router" uses V for no router
    const rest = (m.groups?.['rest'] ?? '').split(/,\s|\s(?:and|but|while|whereas|then|plus)\s/i)[0] ?? '';
    // "as my password manager": the credential's word modifies another noun
    const word = FOR_CREDENTIAL.exec(rest);
    const opens = word !== null && !LABEL_COMPOUNDS.has(/^\s+([\p{L}]+)/u.exec(rest.slice(word.index + word[0].length))?.[1] ?? '');
    // a digit or a symbol in it: "use express-rate-limit to limit login attempts" names a package
    if (at !== undefined && opens && !warned(text, at) && /[\d!@#$%^&*?~+=]/.test(bare(v)) && shaped(bare(v)))
      out.push({ kind: 'password', ...span(text, at, v) });
    // "i use V for (basically) everything / all my accounts": only a value typed strongly — "used gpt4o for everything" names a model
    else if (at !== undefined && EVERYTHING.test(rest) && !warned(text, at) && everywhere(bare(v))) out.push({ kind: 'password', ...span(text, at, v) });
  }
}

/** A sentence that names a password and ends on ": V" ("boss gave me his outlook pw so i can … on leave: V"). */
function endsOnValue(sentence: string, at: number, out: Found[]): void {
  const m = /:\s+(?<v>\S{4,80})\s*$/du.exec(sentence);
  const start = m?.indices?.groups?.['v']?.[0];
  if (start === undefined) return;
  CRED_WORD.lastIndex = 0;
  const head = sentence.slice(0, m?.index ?? 0);
  const words = [...head.matchAll(CRED_WORD)].filter((w) => !/^(?:code|key|pass|login|combo|combination|pin)$/i.test(w[0]));
  if (words.length > 0 && shaped(bare(m?.groups?.['v'] ?? ''))) out.push(shift({ kind: 'password', ...span(sentence, start, m?.groups?.['v'] ?? '') }, at));
}

/** Every credential in the forms above. */
export function findInForms(text: string): Found[] {
  const out: Found[] = [];
  fragments(text, out);
  ones(text, out);
  asCredential(text, out);
  used(text, out);
  let at = 0;
  for (const line of text.split('\n')) {
    valueFirst(line, at, out);
    endsOnValue(line, at, out);
    at += line.length + 1;
  }
  return out;
}
