/**
 * Secret detection (M7): API keys, private keys, passwords, bearer tokens and long high-entropy
 * strings are never stored. Returns what kind of secret was seen, never the secret itself.
 */

const PATTERNS: readonly [string, RegExp][] = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['API key', /\b(sk|pk|rk)-[A-Za-z0-9_-]{16,}/],
  ['API key', /\bsk-ant-[A-Za-z0-9_-]{16,}/],
  ['AWS access key', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['GitHub token', /\b(ghp|gho|ghu|ghs|ghr|github_pat)_[A-Za-z0-9_]{20,}/],
  ['Slack token', /\bxox[abposr]-[A-Za-z0-9-]{10,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['JSON web token', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/],
  ['bearer token', /\bbearer\s+[A-Za-z0-9._~+/=-]{16,}/i],
  ['password', /\b(password|passwd|pwd|passphrase|secret|api[_ -]?key|token)\s*[=:]\s*\S{6,}/i],
  // "… is <value>" only when the value looks like a credential (quoted, or with a digit or symbol):
  // "the API token is rotated every 90 days" is a sentence, "my password is hunter22" is not.
  ['password', /\b(password|passwd|pwd|passphrase|secret|api[_ -]?key|token)\s+is\s+(?=["'`]|[^\s.,;!?]*[\d@#$%^&*+=!~_/\\])\S{6,}/i],
  ['connection string with password', /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:[^\s@/]{3,}@/i],
];

/** The kind of secret found in `text`, or null. */
export function findSecret(text: string): string | null {
  for (const [kind, re] of PATTERNS) if (re.test(text)) return kind;
  for (const token of text.split(/[\s"'`,;()[\]{}<>]+/)) {
    if (token.length >= 32 && /[A-Za-z]/.test(token) && /\d/.test(token) && !/^https?:/i.test(token) && entropy(token) >= 4.0) {
      return 'high-entropy string';
    }
  }
  return null;
}

/** Shannon entropy in bits per character. */
function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** A whole PEM block (or, when its end is missing, everything from its header on). */
const PEM_BLOCK = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g;

/**
 * `text` with every secret replaced by `[redacted <kind>]`, and the kinds found. Used on session
 * events before they are stored: a conversation may contain a pasted key; the log must not.
 */
export function redactSecrets(text: string): { text: string; found: string[] } {
  const found: string[] = [];
  let out = text.replace(PEM_BLOCK, () => {
    found.push('private key');
    return '[redacted private key]';
  });
  for (const [kind, re] of PATTERNS) {
    if (kind === 'private key') continue;
    out = out.replace(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`), () => {
      found.push(kind);
      return `[redacted ${kind}]`;
    });
  }
  out = out.replace(/[^\s"'`,;()[\]{}<>]{32,}/g, (token) => {
    if (/[A-Za-z]/.test(token) && /\d/.test(token) && !/^https?:/i.test(token) && entropy(token) >= 4.0) {
      found.push('high-entropy string');
      return '[redacted high-entropy string]';
    }
    return token;
  });
  return { text: out, found };
}
