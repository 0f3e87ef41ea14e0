/**
 * A credential known by its TYPE alone, where the message says nothing about it ("Figma → V", "note to self: V"):
 * - a typed password that no word, name, identifier or hash is written as: eight characters or more that mix
 *   small letters, capitals, digits AND a keyboard symbol (`!#$%^&*?~`, or an `@` with no dot after it), symbols a minority — not a hash's
 *   `$algo$…` form, an address, a path, markup or code (those have other characters or readers);
 * - a base32 secret (a TOTP seed, a recovery key): sixteen or more capitals and the digits 2–7, two digits or
 *   more, characters spread like random output (not `XXXX…`, not a word in capitals);
 * - a seed phrase written as a numbered list ("1. lantern 2. kelp … 12. juniper") where the message names a
 *   seed, a phrase, a wallet or a recovery.
 * It reports spans and kinds only, never a value.
 */
import { bare } from './secret-binding-words.js';
import type { Found } from './secret-bindings.js';
import { entropy } from './secret-values.js';

/** Keyboard symbols a typed password carries; `/ + = - _ . @ :` also belong to paths, base64, addresses and names. */
const SYMBOL = /[!#$%^&*?~]/g;

/** True when `v` is typed as a password by its characters alone (see the file's comment). */
export function typedStrong(v: string): boolean {
  if (v.length < 8 || v.length > 64 || !/^[A-Za-z0-9!#$%^&*?~@._+-]+$/.test(v)) return false;
  if (!/[a-z]/.test(v) || !/[A-Z]/.test(v) || !/\d/.test(v)) return false;
  // `$2b$12$…`, `$argon2id$…`: a hash's own form; an address or a handle
  if (/^\$/.test(v) || /@.*\./.test(v) || /^[*#]|[*#]$/.test(v.replace(/[!?.]$/, ''))) return false;
  // an "@" inside, with no dot after it, is typed as a symbol ("Z0rb@Quill77"), not an address's — but a word "@" a
  // number is a measure at a rank ("Precision@5", "Recall@10")
  const symbols = (v.slice(0, -1).match(SYMBOL) ?? []).length + (/^[^@]+@[^@.]+$/.test(v) && !/^\p{L}+@\d+$/u.test(v) ? 1 : 0);
  return symbols >= 1 && symbols * 3 <= v.length && entropy(v) >= 3;
}

/** True when `v` is a base32 secret by its characters alone (see the file's comment). */
export function typedBase32(v: string): boolean {
  const body = v.replace(/=+$/, '');
  if (!/^[A-Z2-7]{16,64}$/.test(body)) return false;
  return (body.match(/[2-7]/g) ?? []).length >= 2 && entropy(body) >= 3.5 && !/(.)\1{3}/.test(body);
}

/** A word that names a seed or recovery phrase. */
const SEED_TALK = /(?<![\p{L}])(?:seed|mnemonic|recovery|passphrase|phrase|wallet|backup\s+words|secret\s+words)(?![\p{L}])/iu;

/** A numbered list of plain words: "1. lantern 2. kelp", "1) lantern 2) kelp". */
const NUMBERED_WORDS = /(?<![\p{L}\d])1[.)]\s*\p{Ll}{3,10}(?:[\s,]+\d{1,2}[.)]\s*\p{Ll}{3,10}){7,23}/gu;

/** Every token of `text` typed as a secret by its characters, and numbered seed phrases (see the file's comment). */
export function findTyped(text: string): Found[] {
  if (text.length > 4000) return [];
  const out: Found[] = [];
  for (const m of text.matchAll(/[^\s"'“”‘’`()[\]{}<>,;]+/g)) {
    const raw = m[0].replace(/^[:=]+/, '');
    const v = bare(raw);
    const start = (m.index ?? 0) + (m[0].length - raw.length);
    if (/:\/\//.test(text.slice(Math.max(0, start - 12), start + v.length))) continue; // a URL's part
    if (typedStrong(v) || typedBase32(v)) out.push({ kind: 'password', start, end: start + v.length });
  }
  if (SEED_TALK.test(text))
    for (const m of text.matchAll(NUMBERED_WORDS)) out.push({ kind: 'passphrase', start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  return out;
}
