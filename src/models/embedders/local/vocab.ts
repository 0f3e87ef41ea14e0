/**
 * Word ↔ rank lookups over the cache's hash table: no Map is built at load time, so a 341k-word
 * vocabulary costs nothing to open. A word's rank is its frequency rank, which SIF uses as p(w).
 */
import { fnv1a } from '../fnv.js';
import type { LocalVectorTables } from './cache-file.js';

type VocabTables = Pick<LocalVectorTables, 'slots' | 'wordOffsets' | 'wordChars'>;

/** The rank of `word`, or -1 if the vocabulary lacks it. */
export function lookupWord(tables: VocabTables, word: string): number {
  const { slots, wordOffsets, wordChars } = tables;
  const mask = slots.length - 1;
  for (let slot = fnv1a(word) & mask; ; slot = (slot + 1) & mask) {
    const entry = slots[slot] as number;
    if (entry === 0) return -1;
    const rank = entry - 1;
    const start = wordOffsets[rank] as number;
    if ((wordOffsets[rank + 1] as number) - start !== word.length) continue;
    let same = true;
    for (let i = 0; i < word.length; i++) {
      if (wordChars[start + i] !== word.charCodeAt(i)) {
        same = false;
        break;
      }
    }
    if (same) return rank;
  }
}

/** The word of a given rank (for diagnostics and tests). */
export function wordAt(tables: Pick<LocalVectorTables, 'wordOffsets' | 'wordChars'>, rank: number): string {
  const start = tables.wordOffsets[rank] as number;
  const end = tables.wordOffsets[rank + 1] as number;
  return String.fromCharCode(...tables.wordChars.subarray(start, end));
}

/** Packs words (index = rank) into the character, offset and hash-slot arrays the cache stores. */
export function packVocabulary(words: readonly string[]): Pick<LocalVectorTables, 'slots' | 'wordOffsets' | 'wordChars'> {
  const wordOffsets = new Uint32Array(words.length + 1);
  let chars = 0;
  words.forEach((w, i) => {
    wordOffsets[i] = chars;
    chars += w.length;
  });
  wordOffsets[words.length] = chars;
  const wordChars = new Uint16Array(chars);
  words.forEach((w, i) => {
    const at = wordOffsets[i] as number;
    for (let c = 0; c < w.length; c++) wordChars[at + c] = w.charCodeAt(c);
  });
  // A load factor under ~0.4 keeps linear-probe chains short, including for misses (OOV words).
  let size = 1;
  while (size < words.length * 2.5) size *= 2;
  const slots = new Int32Array(size);
  const mask = size - 1;
  words.forEach((w, rank) => {
    let slot = fnv1a(w) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = rank + 1;
  });
  return { slots, wordOffsets, wordChars };
}
