/**
 * What the read path's uses of the local word vectors share (`near-topics.ts`, `person-roles.ts`, `word-match.ts`):
 * the words of a text worth a vector, and the arithmetic on unit vectors.
 */
import type { WordVectors } from '../../core/contracts/embedder.js';
import { STOP_WORDS } from '../../core/text/stop-words.js';

/**
 * The distinct words of `words` (already lower case) worth comparing: without a possessive ending, two letters or
 * more, not "user", no stopword, none of `asking` (the words that say what is asked), and known to the vectors.
 */
export function vectorWords(words: readonly string[], vectors: WordVectors, asking: ReadonlySet<string>): string[] {
  return [
    ...new Set(
      words
        .map((w) => w.replace(/'s?$/, ''))
        .filter((w) => w.length >= 2 && w !== 'user' && !STOP_WORDS.has(w) && !asking.has(w) && (vectors.known?.(w) ?? vectors.informative(w))),
    ),
  ];
}

/** The dot product: the cosine of two unit vectors. */
export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

/** Whether a vector has any weight (a word the table does not hold is all zeros). */
export function nonZero(v: Float32Array): boolean {
  for (let i = 0; i < v.length; i++) if (v[i] !== 0) return true;
  return false;
}
