/**
 * Secret detection and redaction (M7): API keys, private keys, passwords, tokens, card numbers and
 * long random strings are never stored. Two families of rules: credentials known by their shape
 * (`secret-tokens.ts`, after secretlint's recommended preset) and secrets known by their context
 * (`secret-context.ts`: `DB_PASSWORD=…`, "my password is …"). References and placeholders
 * (`$DB_PASSWORD`, `your_password`, `password: String`) are not secrets. Everything here reports
 * kinds and positions, never a secret's value.
 */
import { findAnswered } from './secret-answered.js';
import { findAnywhere } from './secret-anywhere.js';
import { findBound } from './secret-bindings.js';
import { findChosen } from './secret-chosen.js';
import { findInClauses } from './secret-clauses.js';
import { findInCommands } from './secret-commands.js';
import { findGiven } from './secret-given.js';
import { findDisclosed } from './secret-disclosure.js';
import { findByContext, secretKeyKind, type Finding } from './secret-context.js';
import { findLabelled } from './secret-labels.js';
import { findOnNextLine } from './secret-layout.js';
import { readCompoundWords, readCredentialWords, readSpokenDigits } from './secret-register.js';
import { findInForms } from './secret-message-forms.js';
import { findInMessage } from './secret-message.js';
import { findPairs } from './secret-pairs.js';
import { findShort } from './secret-short.js';
import { notASecretHere } from './secret-senses.js';
import { CRED_WORD } from './secret-lexicon.js';
import { TOKEN_RULES } from './secret-tokens.js';
import { findTyped } from './secret-typed.js';
import { findNamed } from './secret-named.js';
import { findProtected } from './secret-protected.js';
import { findImplied } from './secret-implied.js';
import { listedWalletWords } from './secret-seed-lists.js';
import { isPlaceholder, isProse, isReference, looksGenerated } from './secret-values.js';

export type { Finding } from './secret-context.js';

/** One test for all the rules' prefixes: most texts hold none of them. */
const ANY_HINT = new RegExp(
  TOKEN_RULES.flatMap((r) => r.hints ?? [])
    .map((h) => h.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
    .join('|'),
);

/** Every secret in `text`, in order, overlapping findings merged (the earlier kind wins). */
export function scanSecrets(typed: string): Finding[] {
  // a mistyped credential word ("passsword") read as the word, the text's length kept (secret-register.ts)
  // …and digits said as words read as the digits, each run's span kept to cover it whole (secret-register.ts)
  // …and a credential's word ending a compound ("Routerpasswort", "WLAN-Passwort") read apart from its first element
  const { text, runs } = readSpokenDigits(readCompoundWords(readCredentialWords(typed)));
  const found: Finding[] = [];
  const lower = text.toLowerCase();
  const anyHint = ANY_HINT.test(lower);
  for (const r of TOKEN_RULES) {
    if (r.hints && (!anyHint || !r.hints.some((h) => lower.includes(h)))) continue;
    r.re.lastIndex = 0;
    for (const m of text.matchAll(r.re)) {
      if (r.keep?.(m, text)) continue;
      const [start, end] = m.indices?.groups?.v ?? m.indices?.[0] ?? [0, 0];
      if (end > start) found.push({ kind: r.kind, start, end });
    }
  }
  found.push(...readers(text));
  // a value typed in Latin letters inside a script written without spaces ("รหัสผ่านคือmalee2019นะ", "비번:dalbit2580")
  // is read again with a space at each change of script, its findings mapped back onto the text as typed
  const glued = spacedScripts(text);
  if (glued) found.push(...readers(glued.text).map((f) => ({ ...f, start: glued.at(f.start), end: glued.at(f.end - 1) + 1 })));
  const examples = exampleSpans(text);
  const kept = examples.length ? found.filter((f) => !examples.some((e) => f.start >= e.start && f.end <= e.end)) : found;
  const whole = kept.map((f) => wholePhrase(text, wholeToken(text, f))).map((f) => spokenWhole(f, runs));
  // a reader's value that, in its sentence, is a time, a network's name, a handle or a place's code (token rules' kinds pass)
  // a Subresource Integrity digest (`sha512-…`) is a public hash of a file, not a credential
  // a content digest (`image@sha256:…`) names a file's hash, and a field's label before its colon ("demo / password: xxx") no value
  return merge(
    whole.filter(
      (f) =>
        !inBold(text, f) &&
        !notASecretHere(text, f) &&
        !SRI.test(text.slice(f.start, f.end)) &&
        !DIGEST.test(text.slice(f.start, f.end)) &&
        !publicValue(text, f) &&
        !labelOfNext(text, f) &&
        !lengthAsked(text, f) &&
        !settingName(text, f),
    ),
  );
}

/** Every reader's findings in `text`, the readers of prose kept out of code. */
function readers(text: string): Finding[] {
  return [
    ...findByContext(text),
    ...findLabelled(text),
    ...findInClauses(text),
    ...[
      ...findBound(text),
      ...findGiven(text),
      ...findInMessage(text),
      ...findInForms(text),
      ...findPairs(text),
      ...findOnNextLine(text),
      ...findAnywhere(text),
      ...findDisclosed(text),
      ...findChosen(text),
      ...findTyped(text),
      ...findShort(text),
      ...findAnswered(text),
      ...findProtected(text),
      ...findImplied(text),
    ].filter((f) => !inCode(text, f)),
    ...findInCommands(text),
    ...findNamed(text),
    ...listedWalletWords(text),
  ];
}

/** A script written without spaces between words: Han, kana, Hangul, Thai, Lao, Khmer, Myanmar. */
const UNSPACED = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}`;

/** Where a run of Latin letters, digits or a password's symbols meets a script written without spaces. */
const SCRIPT_CHANGE = new RegExp(String.raw`(?<=[${UNSPACED}])(?=[A-Za-z0-9!#$%^&*?~+@_-])|(?<=[A-Za-z0-9!#$%^&*?~+@_-])(?=[${UNSPACED}])`, 'gu');

/**
 * `text` with a space at each change between a script written without spaces and a Latin run, and the map from the
 * spaced text's offsets back to the text's; null when no such change holds a Latin run of letters and digits.
 */
function spacedScripts(text: string): { text: string; at: (i: number) => number } | null {
  if (
    !new RegExp(
      `[${UNSPACED}](?=[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*\\d|[A-Za-z0-9]*\\d[A-Za-z0-9]*[A-Za-z])|[A-Za-z0-9!#$%^&*?~+]*(?:[A-Za-z]\\d|\\d[A-Za-z])[A-Za-z0-9!#$%^&*?~+]*[${UNSPACED}]`,
      'u',
    ).test(text)
  )
    return null;
  const map: number[] = [];
  let out = '';
  let last = 0;
  for (const m of text.matchAll(SCRIPT_CHANGE)) {
    const at = m.index ?? 0;
    for (let i = last; i < at; i++) map.push(i);
    out += text.slice(last, at) + ' ';
    map.push(at); // the inserted space stands for the character after it
    last = at;
  }
  for (let i = last; i < text.length; i++) map.push(i);
  out += text.slice(last);
  map.push(text.length);
  return { text: out, at: (i) => map[Math.max(0, Math.min(i, map.length - 1))] ?? text.length };
}

/**
 * A word of a markdown bold run read as a value ("**Password Security:** …" read as "password" then "Security:**", or
 * "**Password" itself): its marks are unbalanced — the run opened before it or goes on after it — and without them it is
 * letters only, so it is a heading's or a label's word. A value with digits or symbols in a bold line
 * ("**wifi password: Lantern44**") and a bold value of its own ("is **Kx8!mQ2**") stay values.
 */
function inBold(text: string, f: Finding): boolean {
  if (f.kind !== 'password') return false;
  const value = text.slice(f.start, f.end);
  // …a mark of a value redacted before is no character of it ("Security**: [redacted password]")
  if (!/^[\p{L}’' :-]*$/u.test(value.replace(/\[redacted [^\]]*\]?/g, '').replace(/\*\*|__/g, ''))) return false;
  const lineStart = text.lastIndexOf('\n', f.start - 1) + 1;
  const marks = (s: string) => (s.match(/\*\*|__/g) ?? []).length;
  if (marks(value) % 2 === 1 || (marks(value) > 0 && marks(text.slice(lineStart, f.start)) % 2 === 1)) return true;
  // a bold word of its own that nothing binds ("… **Encryption** keeps …"): a heading's word; after "is" or a colon it is given
  return /^(?:\*\*|__)[^*_]+(?:\*\*|__)$/.test(value) && !/(?:(?<![\p{L}])(?:is|was|are)|[:=>])\s*$/u.test(text.slice(Math.max(0, f.start - 8), f.start));
}

/** A package pinned to a version (`numpy==1.26.4`, `lodash@^4.17.21`): a public name and version, not a credential. */
const VERSION_SPEC = /^[A-Za-z][\w.-]*(?:==|>=|<=|~=|!=|@)[\^~]?v?\d+(?:\.\d+)+[\w.+-]*$/;

/** The words of a field's label that name an identifier: an id, a trace, a digest, a commit, a build. */
const ID_WORDS =
  /^(?:id|ids|uuid|guid|traceparent|tracestate|trace|span|correlation|request|etag|digest|checksum|hash|sha\d*|commit|revision|rev|build|serial)$/;

/**
 * A reader's value that is a public identifier by its field (issue 27 item 7, round 31): a value of hex digits and
 * dashes (a UUID, a trace context) after a label on its line whose words name an identifier — `correlationId:`,
 * `traceparent:`, `request id =` — and no credential ("API key id" stays a key's label), or a package pinned to a
 * version (`pin numpy==1.26.4`). A credential's word earlier in the line ("password for the dashboard, correlation id
 * …") keeps the reader's finding.
 */
function publicValue(text: string, f: Finding): boolean {
  if (f.kind !== 'password') return false;
  const value = text.slice(f.start, f.end);
  if (VERSION_SPEC.test(value)) return true;
  // a repository's action or module pinned to a commit: `actions/checkout@9c1e…` names public code by its hash
  if (PINNED_REF.test(value)) return true;
  if (!/^[0-9a-f]+(?:-[0-9a-f]+)+$/i.test(value) && !/^[0-9a-f]{16,}$/i.test(value)) return false;
  const line = text.slice(text.lastIndexOf('\n', f.start - 1) + 1, f.start);
  const label = /([A-Za-z][A-Za-z0-9_ .-]{0,40}?)\s*[:=]?\s*$/.exec(line)?.[1] ?? '';
  if (new RegExp(CRED_WORD.source, 'iu').test(line)) return false;
  const words = label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((w) => ID_WORDS.test(w));
}

/**
 * The name of a setting in markup, `<add key="RequestTimeout" value="30" />`, `<entry name="…" value="…">`: the `key`
 * or `name` attribute names the field whose value follows (read by secret-context's markup rule), it holds no secret.
 */
function settingName(text: string, f: Finding): boolean {
  return /(?<![\w-])(?:key|name)\s*=\s*["']$/i.test(text.slice(Math.max(0, f.start - 12), f.start)) && /^["']\s+value\s*=/i.test(text.slice(f.end, f.end + 12));
}

/** Words of a credential's length, in the languages of the lexicon: a number beside them counts characters. */
const LENGTH_WORD =
  /(?<![\p{L}])(?:length|how\s+long|characters?|chars?|digits?|letters|zeichen|stellen|wie\s+lang|länge|caractères|longueur|chiffres|caracteres|longitud|dígitos|largo|caratteri|lunghezza|cifre|comprimento|tekens|lengte|cijfers|znaków|długość|cyfr|символ\p{L}*|длин\p{L}*|цифр\p{L}*)(?![\p{L}])|文字|桁|字符|位数|长度|자리|글자|길이/iu;

/**
 * A number asked or offered as a credential's length (round 33): "what's a good length for a password? 12? 16?", "Wie
 * lang sollte ein Passwort sein – 12 oder 16 Zeichen?", "min length: 14? 20?". One to three digits in a message about
 * length, standing as a count: asked with "?", one of alternatives ("12 or 16"), or before a unit ("16 characters").
 */
function lengthAsked(text: string, f: Finding): boolean {
  const v = text.slice(f.start, f.end);
  if (!/^\d{1,3}$/.test(v) || !LENGTH_WORD.test(text)) return false;
  const after = text.slice(f.end, f.end + 24);
  const before = text.slice(Math.max(0, f.start - 12), f.start);
  return (
    /^\s*\?/.test(after) ||
    /^\s+(?:or|oder|ou|o|of|или|lub|veya|eller)\s+\d{1,3}(?!\d)/iu.test(after) ||
    /(?:^|\s)(?:or|oder|ou|o|of|или|lub|veya|eller)\s+$/iu.test(before) ||
    new RegExp(`^\\s*(?:${LENGTH_WORD.source})`, 'iu').test(after)
  );
}

/** A repository path pinned to a commit: `owner/repo@<7 to 40 hex>`, maybe with a sub-path before the `@`. */
const PINNED_REF = /^[\w.-]+\/[\w.-]+(?:\/[\w.-]+)*@[0-9a-f]{7,40}$/i;

/** A content-addressed reference: a name, `@` or `:`, the algorithm, a colon and the hex digest (an image's, an artifact's). */
const DIGEST = /(?:^|[@/:])sha(?:1|224|256|384|512):[0-9a-f]{40,128}$/i;

/** A credential's own word standing as a value, a colon right after it: the label of the next field, not its value. */
function labelOfNext(text: string, f: Finding): boolean {
  return (
    f.kind === 'password' &&
    /^(?:password|passwd|pwd|pw|pass|passcode|pin|secret|token)$/i.test(text.slice(f.start, f.end)) &&
    /^\s*[:=]/.test(text.slice(f.end))
  );
}

/** A finding that starts in a run of digits said as words, grown to the whole run. */
function spokenWhole(f: Finding, runs: readonly { start: number; end: number }[]): Finding {
  const run = runs.find((r) => f.start >= r.start && f.start < r.end);
  return run ? { ...f, start: Math.min(f.start, run.start), end: Math.max(f.end, run.end) } : f;
}

/** A Subresource Integrity or npm lockfile digest: the algorithm, a hyphen, the base64 hash. */
const SRI = /^sha(?:1|256|384|512)-[A-Za-z0-9+/]{20,}={0,2}$/;

/** Punctuation only source code puts on a line: braces, semicolons that end a statement (not `asdfjkl;54`), arrows, calls. */
const CODE_LINE = /[{}]|;(?=\s|$)|=>|\w\(|^\s*(?:const|let|var|import|export|return|def|from|module\.exports)\b/;

/**
 * Whether `f` sits in source code: inside a fenced block, or on a line of code or beside one. The
 * readings of what a value opens (`findBound`, `findGiven`) read sentences and "label: value"
 * fragments; in code a bare name is a reference to a variable, a function or a field
 * (`max: maxCacheSize`, `sender: socket.decoded.username`), and a credential written out stands
 * under a credential's key, where the label and config rules find it. Markdown emphasis
 * (`**Efficiency**:`) is a heading, never a value given first.
 */
function inCode(text: string, f: Finding): boolean {
  if (/^\*\*[^*]+\*\*$/.test(text.slice(f.start, f.end))) return true;
  if ((text.slice(0, f.start).match(/```/g) ?? []).length % 2 === 1) return true;
  const lineStart = text.lastIndexOf('\n', f.start - 1) + 1;
  const prevStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  const nextEnd = text.indexOf('\n', text.indexOf('\n', f.end) + 1);
  const around = text.slice(lineStart > 0 ? prevStart : 0, nextEnd < 0 ? text.length : nextEnd);
  return around.split('\n').some((line) => CODE_LINE.test(line));
}

/** Words that end a capitalised passphrase rather than continue it ("… is Biscuit Please remember"). */
const PHRASE_STOP = new Set("i please thanks thank remember ok okay dont don’t don't but and or so then also btw note".split(' '));

/**
 * A password that is one capitalised word of several ("my password is Battery Horse Staple Correct 9"):
 * the finding grown over the capitalised words and numbers that follow it in its clause, so no
 * word of the phrase is left behind.
 */
function wholePhrase(text: string, f: Finding): Finding {
  if (f.kind !== 'password' || !/^[A-Z][A-Za-z]*$/.test(text.slice(f.start, f.end))) return f;
  let end = f.end;
  for (;;) {
    const m = /^[ \t]+([A-Z][A-Za-z]*|\d+)(?=[\s.,;:!?]|$)/.exec(text.slice(end));
    const word = m?.[1];
    if (!m || word === undefined || PHRASE_STOP.has(word.toLowerCase()) || isProse(word, '', true)) break;
    end += m[0].length;
  }
  return end === f.end ? f : { kind: f.kind, start: f.start, end };
}

/**
 * A finding grown to the whole token it sits in: a three-part token (`MTk4….Gx7k.Kx9…`, a Discord
 * bot token) or `sk.eyJ….x` loses every part, not only the part that looked random. Grows over
 * letters and digits, and over `. _ + / -` between them; forward over `=` only inside a long token
 * (`…XYZ=9f3c2a1b`, a segment after base64 padding); never back over `=`, nor over `:`, `@` or a space,
 * so a key's name, a URL's host and the sentence around it stay.
 */
function wholeToken(text: string, f: Finding): Finding {
  const word = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);
  const joint = (c: string | undefined) => c !== undefined && /[._+/-]/.test(c);
  let { start, end } = f;
  for (;;) {
    if (word(text[start - 1])) start--;
    else if (joint(text[start - 1]) && word(text[start - 2])) start -= 2;
    else break;
  }
  for (;;) {
    if (word(text[end])) end++;
    else if (joint(text[end]) && word(text[end + 1])) end += 2;
    else if (text[end] === '=' && /^=*[A-Za-z0-9]{4,}/.test(text.slice(end)) && /[A-Za-z0-9]{16}$/.test(text.slice(f.start, end)))
      end++; // a padded segment joined to more: `…ABC=9f3c2a1b`
    else break;
  }
  return start === f.start && end === f.end ? f : { kind: f.kind, start, end };
}

/** The documentation's sample token (John Doe, sub 1234567890), and tokens whose signature is a stub. */
const EXAMPLE_JWT =
  /\beyJ[A-Za-z0-9_-]{8,}\.(?:eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ\.[A-Za-z0-9_-]+|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{1,21}\b)/g;

/** Blocks that are public by what they are: public keys, certificates, PGP public key blocks. */
const PUBLIC_BLOCK = /-----BEGIN (?:[A-Z0-9]+ )*(?:PUBLIC KEY|CERTIFICATE(?: REQUEST)?|PUBLIC KEY BLOCK)-----[\s\S]*?-----END [A-Z0-9 ]+-----/g;

/**
 * A postal code called a place's "pin code" ("the pin code for our Bangalore office is 560001", "… for my parents' area
 * in Chennai …"): the code of a named place or of a place's noun (an area, a village, a district), to its sentence's
 * end, when nothing in the sentence is a lock.
 */
const POSTAL_PIN =
  /(?<![\p{L}])[Pp][Ii][Nn]\s?[Cc][Oo][Dd][Ee]\s+(?:of|for|in)\s+(?:[\p{L}'’-]+\s+){0,4}?(?:\p{Lu}|(?:area|locality|village|town|city|district|neighbou?rhood|suburb|post\s+office|colony|nagar)(?![\p{L}]))[^.!?\n]*/gu;
const LOCK_WORD =
  /(?<![\p{L}])(?:door|gate|alarm|safe|garage|locker|lock|padlock|keypad|key\s?box|lock\s?box|vault|intercom|card|phone|sim|account|bank)(?![\p{L}])/iu;

/** Where well-known example credentials, public blocks and postal "pin codes" are: no rule reports anything inside them. */
function exampleSpans(text: string): { start: number; end: number }[] {
  const postal = [...text.matchAll(POSTAL_PIN)].filter((m) => !LOCK_WORD.test(m[0]));
  return [...text.matchAll(EXAMPLE_JWT), ...text.matchAll(PUBLIC_BLOCK), ...postal].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

function merge(found: Finding[]): Finding[] {
  const order = found.map((f, i) => ({ f, i })).sort((a, b) => a.f.start - b.f.start || a.i - b.i);
  const out: Finding[] = [];
  for (const { f } of order) {
    const last = out[out.length - 1];
    if (last && f.start < last.end) out[out.length - 1] = { kind: last.kind, start: last.start, end: Math.max(last.end, f.end) };
    else out.push(f);
  }
  return out;
}

/** The kind of the first secret found in `text`, or null. */
export function findSecret(text: string): string | null {
  return scanSecrets(text)[0]?.kind ?? null;
}

/**
 * `text` with every secret's whole value replaced by `[redacted <kind>]`, and the kinds found.
 * Used on conversation turns and side fields before they are stored: a turn that holds a pasted
 * key keeps its words and loses the key.
 */
export function redactSecrets(text: string): { text: string; found: string[] } {
  const findings = scanSecrets(text);
  let out = text;
  for (const f of [...findings].reverse()) out = `${out.slice(0, f.start)}[redacted ${f.kind}]${out.slice(f.end)}`;
  return { text: out, found: findings.map((f) => f.kind) };
}

/** What {@link redactDeep} returns: the value with secrets redacted, and the kinds found. */
export interface DeepRedaction<T> {
  readonly value: T;
  readonly found: string[];
}

/**
 * A JSON-like value (metadata, an imported record's fields) with secrets redacted in every string,
 * every key, and every value whose key names a secret (`{ password: 'hunter2' }`: the value alone
 * would not look like one). Cycles and depth beyond `maxDepth` are left to the caller's validation:
 * this returns them unchanged.
 */
export function redactDeep<T>(value: T, maxDepth = 64): DeepRedaction<T> {
  const found: string[] = [];
  const seen = new Set<object>();
  const walk = (v: unknown, depth: number, key: string | null): unknown => {
    if (typeof v === 'string') {
      const named = key === null ? null : secretKeyKind(key);
      // `{ session: "chat-7" }` names a session, not its cookie: only a generated value is one
      const kind = named === 'session token' ? (looksGenerated(v, 16) ? 'secret' : null) : named;
      if (kind && v.trim().length >= 3 && !isReference(v) && !isPlaceholder(v)) {
        found.push(kind);
        return `[redacted ${kind}]`;
      }
      const r = redactSecrets(v);
      found.push(...r.found);
      return r.text;
    }
    if ((typeof v === 'number' || typeof v === 'bigint') && key !== null && secretKeyKind(key) === 'password') {
      found.push('password'); // { pin: 4821 }
      return `[redacted password]`;
    }
    if (typeof v !== 'object' || v === null || depth > maxDepth || seen.has(v)) return v;
    seen.add(v);
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1, key));
    if (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null) return v; // Dates and the like
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const rk = redactSecrets(k);
      found.push(...rk.found);
      out[rk.text] = walk(x, depth + 1, k);
    }
    return out;
  };
  return { value: walk(value, 0, null) as T, found };
}

/**
 * True when `redacted` (the output of {@link redactSecrets}) is little more than its secrets: fewer
 * than five words outside the redaction marks, or marks where over half of `original` was. Such a
 * text is refused rather than stored as "My key is [redacted API key]".
 */
export function isMostlySecret(original: string, redacted: string): boolean {
  const rest = redacted.replace(/\[redacted [^\]]*\]/g, ' ');
  const words = rest.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return words.length < 5 || rest.trim().length < original.length / 2;
}
