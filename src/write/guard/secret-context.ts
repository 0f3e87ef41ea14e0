/**
 * Secrets known by what is around them rather than by their shape: `DB_PASSWORD=…`,
 * `"apiKey": "…"`, "my password is …", "the wifi password is …", "credentials admin / …",
 * "webhook secret 9f2c…", and long random strings with no label at all. Each finder returns the
 * span of the whole value — "password: correct horse battery staple" loses all four words.
 */
import { entropy, isPlaceholder, isProse, isReference, looksGenerated, looksRandom, meanRun, randomHead, saysWhereKept } from './secret-values.js';
import type { Span } from './secret-tokens.js';

/** A secret found in a text: its kind and where it is (never its value). */
export interface Finding extends Span {
  readonly kind: string;
}

const PASSWORD_WORDS = /^(password|passwd|passphrase|pass|pwd|pw|passcode|pin|pincode|psk|pgpassword|mysqlpassword|wpa_passphrase)$|password$|passwd$/;
const SECRET_WORDS =
  /^(secret|token|credentials?|apikey|secretkey|accountkey|accesskey|privatekey|sharedaccesskey|signingkey|masterkey|authkey|sastoken)$|secret$|apikey$/;
const KEY_QUALIFIERS = new Set([
  'api',
  'secret',
  'private',
  'access',
  'account',
  'auth',
  'signing',
  'encryption',
  'master',
  'license',
  'client',
  'shared',
  'app',
  'consumer',
  'wif',
  'sas',
]);

/**
 * The kind of secret a field name announces (`DB_PASSWORD`, `apiKey`, `client_secret`), or null.
 * `session token` for a session cookie's name (`sessionid`, `PHPSESSID`): a secret only when its value looks generated.
 */
export function secretKeyKind(key: string): string | null {
  const words = nameWords(key);
  const last = words[words.length - 1] ?? '';
  const before = words[words.length - 2] ?? '';
  if (PASSWORD_WORDS.test(last)) return 'password';
  // `pass_word`, and a lock's code by name: `unlock_code`, `door_code`, `pin_code`
  if (last === 'word' && /^(?:pass|pw)$/.test(before)) return 'password';
  if (last === 'code' && LOCK_QUALIFIERS.test(before)) return 'password';
  if (SECRET_WORDS.test(last)) return 'secret';
  if ((last === 'key' || last === 'token') && KEY_QUALIFIERS.has(before)) return 'secret';
  if (SESSION_WORDS.test(last) || (last === 'sid' && before === 'connect')) return 'session token';
  return null;
}

/** The words that make a field's `code` a lock's or a PIN's (`unlock_code`, `door_code`, `pin_code`). */
const LOCK_QUALIFIERS = /^(?:unlock|door|gate|alarm|pin|lock|safe|garage|entry|access|keypad|locker|padlock|keybox|lockbox|disarm|arm)$/;

/** A cookie or field that carries a session: its value is a bearer credential when it looks generated. */
const SESSION_WORDS = /^(?:sessionid|sessid|phpsessid|jsessionid|session)$/;

/** A key of data or a public one, not a credential: a cache's, a sort's, a row's, a file's key, a public key. */
const DATA_KEY_QUALIFIERS =
  /^(?:cache|sort|partition|primary|foreign|public|publishable|pub|idempotency|object|s3|map|hash|row|lookup|dedup|dedupe|routing|shard|index|unique|composite|natural|surrogate|file|path|bucket|media|i18n|translation|locale|message|msg|react|list|group|order|entity|record|item|query|redis|storage|state|config|settings|label|field|column|table|foreign)$/;

/** A field named a service's key (`GEOCODER_KEY`, `weatherKey`): its last word `key`, a service's name before it. */
function serviceKey(key: string): boolean {
  const words = nameWords(key);
  return words.length >= 2 && words[words.length - 1] === 'key' && !DATA_KEY_QUALIFIERS.test(words[words.length - 2] ?? '');
}

/** The words of a field name: `SECRET_KEY_BASE` → secret, key, base; `apiKey` → api, key. */
function nameWords(key: string): string[] {
  return key
    .replace(/^[-"'`]+|["'`]+$/g, '')
    .split(/[_.\-\s]+|(?<=[a-z0-9])(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

/** True when a field's name mentions a secret anywhere (`SECRET_KEY_BASE`, `PASSWORD_SALT`), not only at its end. */
function mentionsSecret(key: string): boolean {
  return nameWords(key).some((w) => PASSWORD_WORDS.test(w) || SECRET_WORDS.test(w));
}

const DESCRIPTIVE = new Set('a an the is are of to for and or with that this it be in on by from as your their its'.split(' '));

/** The end of a value that runs to the end of its clause ("correct horse battery staple"). */
function clauseEnd(text: string, from: number): number {
  const rest = text.slice(from);
  const m = /\n|[,;)}\]]|\.(?=\s|$)|\s(?:and|but|so|because|then)\s/.exec(rest);
  return from + (m ? m.index : rest.length);
}

/**
 * The span of the value that starts at `at`: a quoted string whole; an unquoted one to the next
 * space (after `=`) or, when it is words, to the end of the clause (after `:` or "is").
 * Null when what is there is a reference, a placeholder or prose.
 */
function valueSpan(text: string, at: number, style: 'assign' | 'colon' | 'prose', wholeClause = false): Span | null {
  const q = text[at];
  if (q === '"' || q === "'" || q === '`') {
    const close = text.indexOf(q, at + 1);
    const end = close === -1 ? clauseEnd(text, at + 1) : close;
    const inner = text.slice(at + 1, end);
    // `console.log('Token:', token)`: the quote closes the label's string, it opens no value
    if (/^\s*[,)\]};+]/.test(inner) || inner.trim().length < 2 || isReference(inner) || isPlaceholder(inner)) return null;
    return { start: at + 1, end };
  }
  if (/^[{([]/.test(text.slice(at, at + 1))) return null; // a structure, not a value
  if (/^[A-Za-z_$][\w$]*(\.[\w$]+|\[[^\]\n]*\])+/.test(text.slice(at, at + 200)) && !randomHead(text.slice(at, at + 200))) return null; // data['password'], user[1]
  const token = /^[^\s,;)}\]"'`]+/.exec(text.slice(at))?.[0] ?? '';
  let bare = token.replace(/[.:]+$/, '');
  if (/^[A-Za-z]+[!?]+$/.test(bare)) bare = bare.replace(/[!?]+$/, ''); // "marigold!" ends a sentence; "Winter2024!" is the password
  if (bare.length < (style === 'assign' ? 2 : 3)) return null;
  if (isReference(bare) || isPlaceholder(bare) || isPlaceholder(token)) return null; // `sk_live_...` ends in its dots
  if (text[at + token.length] === '(' || /^\w+\(/.test(text.slice(at))) return null; // a call
  // `API_KEY= API_SECRET=`: empty, and the next name on a folded line — but base64's padding (`…kOWY=`) ends a value typed at random
  if (/^[A-Za-z_][\w.-]*=$/.test(token) && !randomHead(token.slice(0, -1))) return null;
  const next = /^\s*([^\s]+)/.exec(text.slice(at + token.length))?.[1] ?? '';
  if (style !== 'assign' && isProse(bare, next, style === 'colon')) return null;
  if (style === 'assign' || !/^[A-Za-z]+[.!?]?$/.test(token) || (style === 'prose' && !wholeClause)) {
    return { start: at, end: at + bare.length };
  }
  // words after a colon, or a passphrase: the whole clause is the value — unless the clause is a
  // description ("`test_empty_password`: Tests an empty password.")
  const end = clauseEnd(text, at);
  const words = text.slice(at, end).toLowerCase().split(/\s+/);
  if (style === 'colon' && words.length >= 3 && words.some((w) => DESCRIPTIVE.has(w))) return null;
  // "is split across two deposit boxes": where the phrase is kept, not the phrase
  if (wholeClause && saysWhereKept(words)) return null;
  return { start: at, end };
}

/** `KEY = value`, `"key": "value"`, `key: value`, `--password=value`, `?api_key=value&`. */
const ASSIGNMENT = /(?<![\w$.-])\$?(?<key>["'`]?-{0,2}[A-Za-z_][\w.-]{0,60}["'`]?)[ \t]*(?<sep>:=|=>|=(?![=>])|:(?![:/]))[ \t]*/g;

/** A line that may hold a secret's field name; only such lines are searched for assignments (speed). */
const KEYISH_LINE = /^.*(?:pass|pwd|pw|psk|secret|token|key|credential|pin|auth|sess|sid|login|code).*$/gim;

/**
 * A subscripted key assigned (round 33): `app.config['SECRET_KEY'] = '…'`, `os.environ["API_TOKEN"] = "…"`,
 * `ENV[:db_password] = '…'`, `$_ENV['DB_PASS'] = '…'`. The key inside the brackets names the field as a bare key does.
 */
const SUBSCRIPT = /\[[ \t]*(?:(?<q>["'`])|:)(?<key>[A-Za-z_][\w.-]{0,60})\k<q>?[ \t]*\][ \t]*(?<sep>=(?![=>])|:=)[ \t]*/g;

function assignments(text: string, out: Finding[]): void {
  for (const line of text.matchAll(KEYISH_LINE)) {
    const end = (line.index ?? 0) + line[0].length;
    ASSIGNMENT.lastIndex = line.index ?? 0;
    for (let m = ASSIGNMENT.exec(text); m && m.index < end; m = ASSIGNMENT.exec(text)) assignment(text, m, out);
    SUBSCRIPT.lastIndex = line.index ?? 0;
    for (let m = SUBSCRIPT.exec(text); m && m.index < end; m = SUBSCRIPT.exec(text)) assignment(text, m, out);
  }
}

function assignment(text: string, m: RegExpExecArray, out: Finding[]): void {
  const key = m.groups?.key ?? '';
  if (/(?:^|[_.-])(?:login|auth|creds|credentials)["'`]?$/i.test(key)) userAndPassword(text, m, out); // `ROUTER_LOGIN=admin:V`
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_AUTH$/.test(key) && m.groups?.sep === '=') serviceAuth(text, m.index + m[0].length, out);
  // `"auth": "V"` (a redis client's, a proxy's password under the field's bare name): a credential when it looks generated
  if (/^[-"'`]*(?:[A-Za-z0-9]+[_.-])?auth["'`]?$/i.test(key)) {
    const span = valueSpan(text, m.index + m[0].length, m.groups?.sep === ':' ? 'colon' : 'assign');
    const v = span ? text.slice(span.start, span.end) : '';
    if (span && looksGenerated(v, 8) && !isPlaceholder(v) && !isReference(v)) out.push({ kind: 'password', ...span });
    return;
  }
  if (!/pass|pwd|pw|psk|secret|token|key|credential|pin|sess|sid|code/i.test(key)) return;
  const named = secretKeyKind(key);
  // a name that mentions a secret before its last word (`SECRET_KEY_BASE`) holds one when the value looks generated
  // …and so does a service's key (`GEOCODER_KEY`, `OPENWEATHER_KEY`): a field's last word `key`, not a key of data
  const kind = named ?? (mentionsSecret(key) || serviceKey(key) ? 'secret' : null);
  if (!kind) return;
  const at = m.index + m[0].length;
  // `SMTP_PASS= with nothing after it`: an empty assignment, then the sentence goes on in prose
  const first = /^([A-Za-z]+)[ \t]+[A-Za-z]/.exec(text.slice(at, at + 40))?.[1];
  if (/=[ \t]+$/.test(m[0]) && first !== undefined && isProse(first)) return;
  const style = m.groups?.sep === ':' ? 'colon' : 'assign';
  const span = valueSpan(text, at, style);
  if (!span) return;
  const value = text.slice(span.start, span.end);
  if (inTemplate(text, m.index) && !looksRandom(value)) return; // a lookup's term (`{{ lookup('hashi_vault', 'secret=kv/x:token') }}`)
  // a session cookie's value is its bearer credential: generated, or a long run of letters and digits mixed
  const session = kind === 'session token' && value.length >= 12 && /\d/.test(value) && /[A-Za-z]/.test(value) && /^[A-Za-z0-9%._~-]+$/.test(value);
  if ((named === null || kind === 'session token') && !looksRandom(value) && !session) return;
  // A value is given as the secret, whatever it looks like, in a string literal (`"access_token": "abc123"`),
  // after an environment variable's name (`JWT_SECRET=…`) or after a qualified name at the end of a
  // config line (`client_secret: …`). A bare `token:` / `secret:` may name a kind or an object, and
  // code assigns variables (`socket.decodedToken = decoded;`): there the value must look generated.
  const quoted = /^["'`]/.test(text[at] ?? '');
  const bare = key.replace(/^[-"'`]+|["'`]+$/g, '');
  const code = /^[A-Za-z_$][\w$]*$/.test(value) && /^\s*[;,)}\]]/.test(text.slice(span.end));
  const lineEnd = /^[ \t]*(?:#.*)?(?:\n|$)/.test(text.slice(span.end));
  const given = quoted || (!code && (/^[A-Z][A-Z0-9_]*$/.test(bare) || (style === 'colon' && nameWords(key).length >= 2 && lineEnd)));
  // `login_secret=wren-ivy-kettle`: words joined as a passphrase show themselves as given
  const phrase = /^\p{Ll}{3,}(?:[-.]\p{Ll}{3,}){2,}$/u.test(value);
  if (kind === 'secret' && !phrase && (value.length < (given ? 6 : 8) || (!given && !quoted && !looksGenerated(value, 8) && value.length < 20))) return;
  out.push({ kind: kind === 'session token' ? 'secret' : kind, ...span });
}

/** True when `at` is inside a template expression opened earlier on its line (`{{ … }}`, `{% … %}`, `<%= … %>`). */
function inTemplate(text: string, at: number): boolean {
  const before = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  const count = (re: RegExp) => (before.match(re) ?? []).length;
  return count(/\{\{|\{%|<%/g) > count(/\}\}|%\}|%>/g);
}

/**
 * `REDIS_AUTH=V`: an environment variable named for a service's AUTH holds its password, unless its value
 * names a mechanism or a switch (`SMTP_AUTH=login`, `…=true`), a reference or a pair (read by {@link userAndPassword}).
 */
function serviceAuth(text: string, at: number, out: Finding[]): void {
  const span = valueSpan(text, at, 'assign');
  const v = span ? text.slice(span.start, span.end) : '';
  if (!span || v.includes(':') || AUTH_MODE.test(v) || isReference(v) || isPlaceholder(v)) return;
  out.push({ kind: 'password', ...span });
}

/** Values of an `…_AUTH` variable that name how to authenticate or whether to, not a password. */
const AUTH_MODE =
  /^(?:true|false|yes|no|on|off|none|null|nil|plain|login|cram-md5|scram-sha-\d+|basic|bearer|oauth2?|xoauth2|digest|ntlm|kerberos|gssapi|sasl|password|token|required|optional|enabled?|disabled?|tls|ssl|starttls|[01]|anonymous|jwt|apikey|api_key|iam|ldap|saml|oidc|sso|local|internal|external|md5|trust|peer|ident|cert)$/i;

/** A login's or an auth's value written `user:password` (`ROUTER_LOGIN=admin:V`, `BASIC_AUTH: ci:V`): the part after the colon. */
function userAndPassword(text: string, m: RegExpExecArray, out: Finding[]): void {
  const at = m.index + m[0].length;
  const pair = /^["'`]?([\w.@+-]{1,64}):([^\s"'`:@/]{2,200})["'`]?(?=\s|$)/.exec(text.slice(at));
  if (!pair || isReference(pair[2] as string) || isPlaceholder(pair[2] as string) || /^\d{2,5}$/.test(pair[2] as string)) return; // `host:5432` is a port
  const start = at + (/^["'`]/.test(text[at] ?? '') ? 1 : 0) + (pair[1] as string).length + 1;
  out.push({ kind: 'password', start, end: start + (pair[2] as string).length });
}

const PROSE_KEY =
  /\b(?<key>(?:(?:wi-?fi|wireless|network|admin|administrator|root|email|e-mail|account|login|master|bank|banking|phone|router|vpn|ssh|database|db|server|app|computer|laptop|office|portal|my|our|his|her|their|the|new|current|old)\s+)*(?:password|passwd|passcode|passphrase|pass phrase|pin(?: code| number)?|seed phrase|recovery phrase|mnemonic(?: phrase)?|secret key|api key|access key|private key|access token|auth token|api token|api secret|client secret|signing secret|totp secret|totp seed|2fa secret|wi-?fi key|network key|(?:door|gate|alarm|safe|garage|entry|lock|building|locker|access|security)\s+code|safe combination|lock combination))(?<tail>\s+(?:for|of|on|to|at)\s+(?:[\w'’-]+\s+){0,4}?[\w'’-]+)?\s+(?<sep>is|was|are|were|will be|:|=)\s+(?:(?:now|still|currently|just|actually|probably|simply)\s+)?(?:(?:changed|reset|set|updated|switched)\s+to\s+)?/gi;

const CHANGED_TO = /\b(?:changed|reset|set|updated|switched)\s+(?:(?:my|our|the|his|her|their|\w+)\s+){0,3}(?:password|passcode|passphrase|pin)\s+to\s+/gi;

function prose(text: string, out: Finding[]): void {
  for (const re of [PROSE_KEY, CHANGED_TO]) {
    for (const m of text.matchAll(re)) {
      const key = (m.groups?.key ?? m[0]).toLowerCase();
      if (
        /^(?:the |my |our |new |current |old )*(?:api key|access token|auth token|api token|access key|private key|secret key)$/.test(key) &&
        m.groups?.sep !== ':'
      ) {
        // "the API key is rotated": only a generated-looking value counts
        const at = (m.index ?? 0) + m[0].length;
        const token = /^["'`]?([^\s"'`,;]+)/.exec(text.slice(at))?.[1] ?? '';
        if (looksGenerated(token, 12))
          out.push({ kind: 'secret', start: at + (/["'`]/.test(text[at] ?? '') ? 1 : 0), end: at + (/["'`]/.test(text[at] ?? '') ? 1 : 0) + token.length });
        continue;
      }
      const phrase = /phrase|mnemonic/.test(key);
      const span = valueSpan(text, (m.index ?? 0) + m[0].length, 'prose', phrase);
      if (span) out.push({ kind: /secret|key|token/.test(key) ? 'secret' : 'password', ...span });
    }
  }
}

/** "my login for the portal is jdoe / Winter2024!", "use the credentials admin / hunter2". */
const PAIR =
  /\b(?:login|logins|credentials?|creds|user(?:name)?\s*(?:and|&|\/)\s*pass(?:word)?)\b(?:\s+(?:for|to|of|on)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)?(?:\s+(?:is|are|was|were)\s+|\s*:\s*|\s+)["'`]?(?<u>[\w.@+-]{2,})(?: \/ |\/| : )(?<v>[^\s"'`]{3,})/dgi;

function pairs(text: string, out: Finding[]): void {
  for (const m of text.matchAll(PAIR)) {
    const v = m.groups?.v ?? '';
    const at = m.indices?.groups?.v;
    if (!at || isReference(v) || isPlaceholder(v) || isProse(v) || isProse(m.groups?.u ?? '')) continue;
    const end = at[0] + v.replace(/[.,;:)]+$/, '').length;
    out.push({ kind: 'password', start: at[0], end });
  }
}

/** A label right before a generated-looking value: "webhook secret 9f2c…", "wallet private key 0x…". */
const LABELLED =
  /\b(?:secret|token|password|passphrase|(?:api|private|secret|access|signing|wif|license|auth)\s+key)s?\s+(?:(?:is|was|=|:)\s+)?["'`]?(?<v>(?:0x)?[A-Za-z0-9+/_=-]{16,})/dgi;

function labelled(text: string, out: Finding[]): void {
  for (const m of text.matchAll(LABELLED)) {
    const v = m.groups?.v ?? '';
    const at = m.indices?.groups?.v;
    if (!at || !looksGenerated(v.replace(/^0x/, ''), 16) || /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(v)) continue;
    out.push({ kind: 'secret', start: at[0], end: at[1] });
  }
}

/**
 * Long random strings with no label: at least 32 characters mixing upper case, lower case and
 * digits, with high entropy and short runs of each (identifiers run whole words). Public keys,
 * digests, data URIs and anything inside a URL are left alone.
 */
const BLOB = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,}={0,2}/g;

function blobs(text: string, out: Finding[]): void {
  for (const m of text.matchAll(BLOB)) {
    const token = m[0].replace(/=+$/, '');
    const start = m.index ?? 0;
    if (!/[A-Z]/.test(token) || !/[a-z]/.test(token) || !/\d/.test(token)) continue;
    if (entropy(token) < 4.2 || meanRun(token) > 2.2) continue;
    const word = text.slice(text.lastIndexOf(' ', start) + 1, start);
    const before = text.slice(Math.max(0, start - 24), start);
    if (
      /:\/\/|^(sha\d+[:-]|[a-z0-9.-]+@)|base64,$/i.test(word) ||
      /(ssh-(rsa|ed25519|dss)|ecdsa-sha2-\S+|sha(256|384|512)[:-]|integrity"?:?\s*"?)\s*$/i.test(before)
    )
      continue;
    if (/^AAAA[A-Z0-9]3NzaC1/.test(token)) continue; // an SSH public key
    if (/^sha(1|256|384|512)-/.test(token) || text[start - 1] === '$') continue; // subresource integrity; a crypt hash ($2b$10$…)
    if (/^\$(2[abxy]?|argon2(id|i|d)?|[156]|scrypt)\$/.test(word)) continue; // inside a crypt hash ($2b$12$W.NY.…)
    if (/^p[k]_(live|test)_/.test(token)) continue; // a publishable key: public by design
    if (decodesToText(token)) continue; // base64 of text (a pagination cursor, a JSON body): no key is text
    if (/^[13][a-km-zA-HJ-NP-Z1-9]{25,34}$/.test(token)) continue; // a Bitcoin address: public by design
    out.push({ kind: 'high-entropy string', start, end: start + m[0].length });
  }
}

/** True when a base64 token decodes to printable text (`eyJvZmZzZXQiOjQw…` = `{"offset":40…`). */
function decodesToText(token: string): boolean {
  if (!/^[A-Za-z0-9+/_-]+$/.test(token)) return false;
  const bytes = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length < 16) return false;
  let printable = 0;
  for (const b of bytes) if ((b >= 0x20 && b < 0x7f) || b === 0x0a || b === 0x09) printable++;
  return printable / bytes.length > 0.97;
}

/**
 * Fields written as markup: `<password>…</password>`, `<add key="SmtpPassword" value="…" />`,
 * `<entry name="api_key" value="…"/>`. The element or attribute names the secret; its text is the value.
 */
const ELEMENT = /<(?<tag>[A-Za-z][\w:.-]{0,60})>(?<v>[^<>\n]{1,200})<\/\k<tag>>/dg;
const ATTRIBUTES = /\b(?:key|name)\s*=\s*["'](?<k>[^"'\n]{1,80})["']\s+value\s*=\s*(?<q>["'])(?<v>[^"'\n]{1,200})\k<q>/dgi;

function markup(text: string, out: Finding[]): void {
  for (const m of [...text.matchAll(ELEMENT), ...text.matchAll(ATTRIBUTES)]) {
    const name = m.groups?.tag ?? m.groups?.k ?? '';
    const kind = secretKeyKind(name.replace(/^[\w-]+:/, ''));
    const v = m.groups?.v ?? '';
    const at = m.indices?.groups?.v;
    if (!at || !kind || v.trim().length < 2 || isReference(v) || isPlaceholder(v)) continue;
    // as in assignments: a bare `<secret>` or `<token>` may name an object; a qualified name is given its value
    if (kind !== 'password' && !looksGenerated(v, 16) && (kind === 'session token' || v.length < 6 || nameWords(name).length < 2)) continue;
    out.push({ kind: kind === 'session token' ? 'secret' : kind, start: at[0], end: at[1] });
  }
}

/** A `.pgpass` line, `host:port:database:user:password`: the last field is the password. */
const PGPASS = /(?<![\w:.-])(?=[\w.-]*[A-Za-z])[\w.-]+:(?:\d{2,5}|\*):[\w*.-]+:[\w*.@-]+:(?<v>[^\s:]{2,})/dg;

function pgpass(text: string, out: Finding[]): void {
  for (const m of text.matchAll(PGPASS)) {
    const v = m.groups?.v ?? '';
    const at = m.indices?.groups?.v;
    // `3C:52:82:1A:9F:04`: a MAC address, hex pairs and colons, no .pgpass line
    if (!at || v === '*' || isReference(v) || isPlaceholder(v) || /^(?:[0-9A-Fa-f]{2}:){2,}[0-9A-Fa-f]{2}/.test(text.slice(m.index ?? 0))) continue;
    out.push({ kind: 'password', start: at[0], end: at[1] });
  }
}

/**
 * A secret's name and its value as two arguments of a call or two items of a list: `define('DB_PASSWORD',
 * 'x')`, `os.environ.setdefault("API_KEY", "x")`, `["password", "x"]`. The first string names the secret.
 */
const NAME_VALUE = /[([,][ \t]*(?<q1>["'])(?<k>[\w.-]{2,60})\k<q1>[ \t]*,[ \t]*(?<q2>["'])(?<v>[^"'\n]{2,200})\k<q2>/dg;

function nameValuePairs(text: string, out: Finding[]): void {
  for (const m of text.matchAll(NAME_VALUE)) {
    const name = m.groups?.k ?? '';
    const kind = secretKeyKind(name);
    const v = m.groups?.v ?? '';
    // a name of a setting (`DB_PASSWORD`, `smtp_password`), not a word (`t("password", "Passwort")` translates it)
    if (!/^[A-Z][A-Z0-9_]*$/.test(name) && nameWords(name).length < 2) continue;
    const at = m.indices?.groups?.v;
    if (!at || !kind || kind === 'session token' || isReference(v) || isPlaceholder(v)) continue;
    out.push({ kind, start: at[0], end: at[1] });
  }
}

/**
 * A configuration directive on its own line, its name then its value after a space (`requirepass …` in
 * redis.conf, `masterauth …`, `rpcpassword …`): a name that ends in a secret's word, one value that does
 * not read as a word.
 */
const DIRECTIVE = /^[ \t]*(?<k>[a-z][a-z0-9_]*(?:pass|passwd|password|secret|auth|token))[ \t]+(?<v>[^\s"'`]{6,})[ \t]*$/dgm;

function directives(text: string, out: Finding[]): void {
  for (const m of text.matchAll(DIRECTIVE)) {
    const v = m.groups?.v ?? '';
    const at = m.indices?.groups?.v;
    if (!at || isReference(v) || isPlaceholder(v) || !/\d/.test(v) || !/[A-Za-z]/.test(v)) continue;
    out.push({ kind: 'password', start: at[0], end: at[1] });
  }
}

/**
 * A field of a list of credentials, its name then a space then its value, after a comma or a semicolon: "key_id
 * rzp_live_…, key_secret V". The name is a field's (joined by `_`) and announces a secret (`key_secret`,
 * `private_key`, `client_secret`); its value is random, so a sentence's words ("…, secret_key rotation is due") are none.
 */
const LISTED = /[,;][ \t]+(?<k>[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+)[ \t]+(?<v>[^\s"'`,;]{12,})(?=[ \t]*(?:[,;.]?[ \t]*$|[,;][ \t]))/dgm;

function listed(text: string, out: Finding[]): void {
  for (const m of text.matchAll(LISTED)) {
    const v = (m.groups?.v ?? '').replace(/\.$/, '');
    const at = m.indices?.groups?.v;
    if (!at || !secretKeyKind(m.groups?.k ?? '') || !looksRandom(v) || isReference(v) || isPlaceholder(v)) continue;
    out.push({ kind: 'secret', start: at[0], end: at[0] + v.length });
  }
}

/** Every secret found by context in `text`. */
export function findByContext(text: string): Finding[] {
  const out: Finding[] = [];
  // each finder runs only when its words are in the text: most sentences name no secret at all
  if (/pass|pwd|pw|psk|secret|token|key|credential|pin|auth|sess|sid|login|code/i.test(text)) assignments(text, out);
  if (/pass|\bpin\b|phrase|mnemonic|secret|key|token|code\s+(?:for|of|on|to|at|is|was|:)|combination/i.test(text)) prose(text, out);
  if (/login|credential|creds|user(?:name)?\s*(?:and|&|\/)\s*pass/i.test(text)) pairs(text, out);
  if (/secret|token|password|passphrase|key/i.test(text)) labelled(text, out);
  if (text.includes('<')) markup(text, out);
  if (/["'][ \t]*,[ \t]*["']/.test(text)) nameValuePairs(text, out);
  if (/pass|secret|auth|token/.test(text)) directives(text, out);
  if (/[,;][ \t]+[A-Za-z][A-Za-z0-9]*_/.test(text)) listed(text, out);
  if (/:(?:\d{2,5}|\*):/.test(text)) pgpass(text, out);
  blobs(text, out);
  return out;
}
