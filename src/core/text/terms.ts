/**
 * Text normalisation for the keyword leg of recall. Every backend indexes and queries the *same*
 * normalised terms, so BM25 means the same thing on SQLite and PostgreSQL: lowercase, diacritics
 * removed, split on anything that is not a letter or digit, stop words dropped, Porter2 stems.
 * Porter2 (not the Porter stemmer built into FTS5) maps "deploying" and "deployment" to the same
 * stem, which FTS5's own stemmer does not.
 */
import { createRequire } from 'node:module';
import { STOP_WORDS } from './stop-words.js';

const require = createRequire(import.meta.url);
const stem = require('wink-porter2-stemmer') as (word: string) => string;

const SPLIT = /[^\p{L}\p{N}]+/u;
const COMBINING = /[\u0300-\u036f]/g;
const ASCII = /^[\x00-\x7f]*$/;
const MAX_TERM_LENGTH = 40;

/** Lowercase word tokens of `text`, diacritics removed, apostrophe suffixes ("'s", "n't") dropped. */
export function words(text: string): string[] {
  // NFKD is the identity on ASCII, and the costliest step on the recall path (ranking reads every candidate).
  const folded = ASCII.test(text) ? text : text.normalize('NFKD').replace(COMBINING, '');
  const cleaned = folded.toLowerCase().replace(/['’](s|t|re|ve|ll|d|m)\b/g, ' ');
  return cleaned.split(SPLIT).filter((w) => w.length > 0 && w.length <= MAX_TERM_LENGTH);
}

/** The stem of one lowercase word (digits are kept as they are). */
export function stemWord(word: string): string {
  return /^\d+$/.test(word) ? word : stem(word);
}

/** The normalised terms of `text`, in order, duplicates kept (what an index stores). */
export function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOP_WORDS.has(w)) continue;
    if (w.length < 2 && !/\d/.test(w)) continue;
    out.push(stemWord(w));
  }
  return out;
}

/** The space-separated terms an adapter indexes for a memory's searchable text. */
export function indexTermsOf(text: string): string {
  return termsOf(text).join(' ');
}

/** The distinct terms of a query, in first-seen order. */
export function queryTermsOf(text: string): string[] {
  return [...new Set(termsOf(text))];
}

/**
 * Which of `terms` (normalised, as `queryTermsOf` returns them) occur among the terms of `text`.
 * Same answer as testing `termsOf(text)`, but only words that share their first letter with a
 * wanted term are stemmed (Porter2 never changes a word's first letter, though "dying" → "die"
 * changes the second), and stems are cached, which makes it cheap enough for every recall candidate.
 */
export function termsFoundIn(text: string, terms: readonly string[]): Set<string> {
  const found = new Set<string>();
  if (terms.length === 0) return found;
  const wanted = new Set(terms);
  const heads = new Set(terms.map((t) => t.slice(0, 1)));
  for (const w of words(text)) {
    if (!heads.has(w.slice(0, 1)) || STOP_WORDS.has(w)) continue;
    if (w.length < 2 && !/\d/.test(w)) continue;
    let t = stemCache.get(w);
    if (t === undefined) {
      if (stemCache.size >= STEM_CACHE_SIZE) stemCache.clear();
      t = stemWord(w);
      stemCache.set(w, t);
    }
    if (wanted.has(t)) found.add(t);
  }
  return found;
}

/** Stems of recently seen words, for {@link termsFoundIn} on the recall path; cleared when full. */
const stemCache = new Map<string, string>();
const STEM_CACHE_SIZE = 50_000;

/**
 * How often each of `terms` occurs among the terms of `text`, and how many terms `text` has (words
 * that are not stop words, unstemmed): what BM25 needs of one document, at the cost of
 * {@link termsFoundIn}.
 */
export function termCountsIn(text: string, terms: readonly string[]): { counts: Map<string, number>; length: number } {
  const counts = new Map<string, number>();
  let length = 0;
  const wanted = new Set(terms);
  const heads = new Set(terms.map((t) => t.slice(0, 1)));
  for (const w of words(text)) {
    if (STOP_WORDS.has(w) || (w.length < 2 && !/\d/.test(w))) continue;
    length++;
    if (!heads.has(w.slice(0, 1))) continue;
    let t = stemCache.get(w);
    if (t === undefined) {
      if (stemCache.size >= STEM_CACHE_SIZE) stemCache.clear();
      t = stemWord(w);
      stemCache.set(w, t);
    }
    if (wanted.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return { counts, length };
}
