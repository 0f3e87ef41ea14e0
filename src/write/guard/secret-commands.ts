/**
 * Command lines that feed a secret, read by how a command takes it rather than by its look: a value
 * piped into a command that reads a password from standard input (`echo V | docker login
 * --password-stdin`, `printf 'V\n' | sudo -S`, `echo 'user:V' | chpasswd`); an option whose name ends
 * in a password's word (`--passphrase V`, `-storepass V`, `-passout pass:V`); the short flags that take
 * the password itself in the tools that give them that meaning (`zip -P`, `7z -pV`, `ldapsearch -w`,
 * `mosquitto_pub -P`, `sqlcmd -P`, `mongosh -p`, `ssh-keygen -N`) — `-p` and `-P` are a port in `ssh`,
 * `scp`, `psql` and `mysql -P`, and a flag elsewhere (`mkdir -p`), so a flag is read only after its tool;
 * a password given as a positional argument (`net user NAME V`, `mysqladmin password V`, `nmcli …
 * password V`, `wpa_passphrase SSID V`); and a server's directive (`requirepass V`, `masterauth V`,
 * `AUTH V`). A reference (`$REDIS_PASSWORD`, `${X}`, `"$(cat f)"`) or a placeholder is no value.
 */
import { isPlaceholder, isProse, isReference } from './secret-values.js';

/** A value found on a command line: its kind and span. */
interface Found {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
}

/** An argument at the start of `s`: a quoted string (its inside) or a run up to a space; null when none. */
function argument(s: string, offset: number): { start: number; end: number; text: string } | null {
  const q = /^(["'])([^"'\n]{1,200}?)\1/.exec(s);
  if (q) return { start: offset + 1, end: offset + 1 + (q[2] as string).length, text: q[2] as string };
  const bare = /^[^\s"'`|;&<>]+/.exec(s)?.[0];
  if (!bare) return null;
  return { start: offset, end: offset + bare.length, text: bare };
}

/** True when an argument is a value and not a reference, a placeholder, a path or a flag. */
function given(v: string): boolean {
  const t = v.trim();
  if (t.length < 2 || /^[-`]/.test(t)) return false;
  if (/^(?:~|\.{1,2})?\/[\w.-]/.test(t)) return false; // a file it reads from
  // "use --password to set it", "the --password flag is deprecated": the option named in a sentence
  if (/^[a-z]+$/.test(t) && (isProse(t) || /^(?:flag|option|argument|arg|parameter|param|switch)s?$/.test(t))) return false;
  return !isReference(t) && !isPlaceholder(t);
}

/** `echo V | … --password-stdin`: what a command that reads a password from its input is fed. */
const PIPED =
  /(?<![\w-])(?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+(?<arg>"[^"\n]{1,200}"|'[^'\n]{1,200}'|[^\s|;&]+)[ \t]*\|[ \t]*(?<cmd>[^|\n;]*?(?:--password-stdin|--passphrase-fd[ \t]+0|\bsudo\b(?:[ \t]+-\w+)*[ \t]+-S\b|\bchpasswd\b|\bpasswd\b[^|\n;]*--stdin|-passin[ \t]+stdin|\bcryptsetup\b|\bvault\s+login\b[^|\n;]*-))/dg;

function piped(text: string, out: Found[]): void {
  for (const m of text.matchAll(PIPED)) {
    const at = m.indices?.groups?.arg;
    if (!at) continue;
    const a = argument(text.slice(at[0]), at[0]);
    if (!a) continue;
    let { start, end } = a;
    let v = a.text;
    const nl = /\\n$/.exec(v);
    if (nl) {
      end -= 2; // printf 'V\n'
      v = v.slice(0, -2);
    }
    // `echo 'deploy:V' | chpasswd`: a user, a colon, then the password
    if (/\bchpasswd\b/.test(m.groups?.cmd ?? '')) {
      const colon = v.indexOf(':');
      if (colon === -1) continue;
      start += colon + 1;
      v = v.slice(colon + 1);
    }
    if (given(v)) out.push({ kind: 'password', start, end });
  }
}

/**
 * An option whose name ends in a password's word, its value after a space or `=`: `--passphrase V`,
 * `-storepass V`, `-keypass V`, `-passwd V`, `-passout pass:V`. `--passphrase-file F`, `--password-stdin`
 * and `--ask-pass` name where the secret comes from: their names end in another word.
 */
const LONG_OPTION =
  /(?<![\w-])-{1,2}(?!ask-|no-|prompt-)(?:[a-z0-9]+-)*(?:passphrase|password|passwd|storepass|keypass|srcstorepass|deststorepass|srckeypass|destkeypass|passout|passin|pass|pwd)(?:[ \t]+|=)(?<arg>"[^"\n]{1,200}"|'[^'\n]{1,200}'|[^\s"'|;&]+)/dgi;

function longOptions(text: string, out: Found[]): void {
  for (const m of text.matchAll(LONG_OPTION)) {
    const at = m.indices?.groups?.arg;
    if (!at) continue;
    const a = argument(text.slice(at[0]), at[0]);
    if (!a) continue;
    // openssl's `pass:V` (and `env:VAR`, `file:PATH`, `stdin`, which are references)
    const source = /^(pass|env|file|fd|stdin)(?::|$)/.exec(a.text);
    if (source && source[1] !== 'pass') continue;
    const start = source ? a.start + 5 : a.start;
    const v = source ? a.text.slice(5) : a.text;
    if (given(v)) out.push({ kind: 'password', start, end: a.end });
  }
}

/** Tools and the short flag that takes the password itself in each (a flag attached to its value when `attached`). */
const SHORT_FLAGS: readonly (readonly [RegExp, string, boolean])[] = [
  [/\b(?:zip|unzip|zipcloak)\b/, '-P', false],
  [/\b7z[ar]?\b/, '-p', true],
  [/\bldap(?:search|add|modify|delete|passwd|whoami|compare|modrdn)\b/, '-w', false],
  [/\bmosquitto_(?:pub|sub|rr)\b/, '-P', false],
  [/\b(?:sqlcmd|bcp|osql)\b/, '-P', false],
  [/\b(?:mongosh|mongo|mongodump|mongorestore|mongoexport|mongoimport)\b/, '-p', false],
  [/\bssh-keygen\b/, '-N', false],
  [/\bssh-keygen\b/, '-P', false],
  [/\b(?:rar|unrar)\b/, '-p', true],
  [/\b(?:mysql|mysqldump|mysqlimport|mysqlcheck|mysqlshow|mariadb|mariadb-dump)\b/, '-p', true],
  [/\bopenssl\b/, '-k', false],
];

function shortFlags(text: string, out: Found[]): void {
  for (const line of text.matchAll(/^.*$/gm)) {
    const lineAt = line.index ?? 0;
    for (const [tool, flag, attached] of SHORT_FLAGS) {
      // the tool as a command word, not a file's extension (`backup.7z`) or part of a path
      const t = new RegExp(`(?<![\\w./-])${tool.source.replace(/^\\b|\\b$/g, '')}(?![\\w.-])`).exec(line[0]);
      if (!t) continue;
      const from = t.index + t[0].length;
      const esc = flag.replace('-', '\\-');
      const re = attached ? new RegExp(`(?<=\\s)${esc}(?=[^\\s-])`, 'g') : new RegExp(`(?<=\\s)${esc}[ \\t]+`, 'g');
      for (const f of line[0].slice(from).matchAll(re)) {
        const at = lineAt + from + (f.index ?? 0) + f[0].length;
        const a = argument(text.slice(at), at);
        if (a && given(a.text)) out.push({ kind: 'password', start: a.start, end: a.end });
      }
    }
  }
}

/**
 * A password as a positional argument, and a server's password directive: `net user NAME V`, `mysqladmin
 * … password V`, `nmcli … password V`, `wpa_passphrase SSID V`, `requirepass V`, `masterauth V`, `AUTH V`.
 */
const POSITIONAL =
  /(?:\bnet[ \t]+user[ \t]+[^\s/]+[ \t]+|\bmysqladmin\b[^\n]*?[ \t]password[ \t]+|\bnmcli\b[^\n]*?[ \t](?:password|wifi-sec\.psk)[ \t]+|\bwpa_passphrase[ \t]+(?:"[^"\n]+"|'[^'\n]+'|\S+)[ \t]+|(?<![\w-])(?:requirepass|masterauth|rpcpassword)[ \t]+|(?<![\w-])AUTH[ \t]+(?:[a-z][\w-]*[ \t]+)?)(?<arg>"[^"\n]{1,200}"|'[^'\n]{1,200}'|[^\s"'|;&]+)/dg;

function positional(text: string, out: Found[]): void {
  for (const m of text.matchAll(POSITIONAL)) {
    const at = m.indices?.groups?.arg;
    if (!at) continue;
    const a = argument(text.slice(at[0]), at[0]);
    // `net user bob /add`, `net user bob *` (it prompts)
    // `AUTH LOGIN` (SMTP) names a mechanism
    if (a && given(a.text) && !/^[A-Z]+$/.test(a.text)) out.push({ kind: 'password', start: a.start, end: a.end });
  }
}

/**
 * A tool's setting command (round 33): `git config [--global] sendemail.smtppass V`, `npm config set
 * //registry/:_authToken V`, `yarn config set npmAuthToken V`, `pip config set global.password V`, `aws configure set
 * aws_secret_access_key V`, `dotnet user-secrets set Smtp:Password V`, `redis-cli CONFIG SET requirepass V`. The
 * setting's name, by its last part, names a password, a secret or a token; its value is the next argument (or after `=`).
 */
const SETTING =
  /(?<![\w./-])(?:git\s+config|(?:npm|yarn|pnpm|pip3?|conda|poetry|bundle|composer|hg|svn|gcloud|heroku|firebase|helm)\s+config(?::set|\s+set)?|aws\s+configure\s+set|dotnet\s+user-secrets\s+set|(?:redis-cli|valkey-cli)\b[^\n|;&]*?\bconfig\s+set)(?:[ \t]+--?[\w-]+(?:[ \t]+(?!["'])[^\s-][^\s]*(?=[ \t]+\S+[ \t]+\S))?)*[ \t]+(?<name>[^\s="']+)(?:[ \t]*=[ \t]*|[ \t]+)(?<arg>"[^"\n]{1,200}"|'[^'\n]{1,200}'|[^\s"'|;&]+)/dgi;

/** A setting's name whose last part names a credential: `smtppass`, `_password`, `_authToken`, `aws_secret_access_key`. */
function credentialSetting(name: string): boolean {
  const last = (name.split(/[.:/]/).filter(Boolean).pop() ?? '').replace(/^_+/, '');
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  const end = words[words.length - 1] ?? '';
  const before = words[words.length - 2] ?? '';
  if (/^(?:password|passwd|passphrase|pwd|pass|secret|token|authtoken|apikey|pin)$/.test(end)) return true;
  if (end === 'key' && /^(?:secret|api|access|private|auth|signing|master)$/.test(before)) return true;
  // a password's word glued to what it opens: `smtppass`, `dbpassword`, `rootpw` — not an English word ending so
  return /^[a-z]{2,8}(?:pass|passwd|password|pw|pwd|secret|token)$/.test(end) && !/^(?:by|com|over|under|sur|tres|encom|mis)pass$/.test(end);
}

function settings(text: string, out: Found[]): void {
  for (const m of text.matchAll(SETTING)) {
    const at = m.indices?.groups?.arg;
    if (!at || !credentialSetting(m.groups?.name ?? '')) continue;
    const a = argument(text.slice(at[0]), at[0]);
    if (a && given(a.text)) out.push({ kind: 'password', start: a.start, end: a.end });
  }
}

/** Every secret a command line in `text` is given (see the file's comment). */
export function findInCommands(text: string): Found[] {
  const out: Found[] = [];
  if (/\|/.test(text)) piped(text, out);
  if (/-[\w-]*(?:pass|pwd)/i.test(text)) longOptions(text, out);
  if (/\s-[PpwNk]/.test(text)) shortFlags(text, out);
  if (/\bnet\s+user\b|mysqladmin|nmcli|wpa_passphrase|requirepass|masterauth|rpcpassword|\bAUTH\b/.test(text)) positional(text, out);
  if (/config|user-secrets/i.test(text)) settings(text, out);
  return out;
}
