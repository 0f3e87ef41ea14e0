import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A new random id with a short type prefix, e.g. `m_k3v9…` (80 random bits). */
export function newId(prefix: string): string {
  const bytes = randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHABET[(bytes[i] as number) % 32];
  return `${prefix}_${out}`;
}

/**
 * An id derived from `key` (same key, same id), in the same alphabet and length as {@link newId}.
 * Import uses it so that copying one memory into one target twice names it the same both times.
 */
export function stableId(prefix: string, key: string): string {
  const digest = createHash('sha256').update(key).digest();
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHABET[(digest[i] as number) % 32];
  return `${prefix}_${out}`;
}
