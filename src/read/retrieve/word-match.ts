/**
 * A soft word-to-word match (issue 24, twelfth round). A paraphrase shares no content word with the memory that
 * answers it ("what do i make music on" → "The user plays the accordion in a folk group.", "what 4x4 have i got" →
 * "The user drives a 2009 Toyota Hilux."). The keyword leg sees nothing, and the sentence vector (a weighted mean of
 * every word's vector) is drowned by the memory's other words; the word vectors were read only for requests and for
 * questions that ask for a person. Here every question's content words are compared one by one with each candidate's
 * own in the local embedder's word vectors (GloVe): each question word counts by its closest memory word, above
 * {@link WORD_FLOOR}, and the memory's part is the mean over the question's words, over the best candidate's.
 *
 * It is its own score part (`words`, weight `blend.words`), visible wherever the breakdown is. Off for any other
 * embedder (no word vectors) and for a question with no content word. Only the first {@link WORD_CANDIDATES}
 * candidates are read; a question costs one vector per word of theirs and a dot product per pair. Logs nothing.
 */
import type { WordVectors } from '../../core/contracts/embedder.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { plainForm } from '../../core/attributes/forms.js';
import { dot, nonZero, vectorWords } from './word-vectors.js';

/** A question word counts only by a memory word at least this close (cosine); the rest of the scale is linear to 1. */
export const WORD_FLOOR = 0.4;
/** A part under this says nothing (one question word just over the floor): it is dropped. */
export const WORD_MIN = 0.1;
/** Candidates read, at most. */
export const WORD_CANDIDATES = 50;

/** Words of a question that say what is asked, not what about. */
const ASKING = new Set([
  'what',
  'which',
  'who',
  'whom',
  'whose',
  'where',
  'when',
  'why',
  'how',
  'whats',
  'name',
  'called',
  'remind',
  'tell',
  'know',
  'again',
  'got',
  'get',
  'do',
  'does',
  'did',
  'have',
]);

/** The content words of `text`, lower case, without possessive endings, that have a vector. */
export function contentWordsOf(text: string, vectors: WordVectors): string[] {
  return vectorWords(
    text
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[a-z0-9][a-z0-9'-]*/g) ?? [],
    vectors,
    ASKING,
  );
}

/** The same word in another form: equal stems, or the same first five letters ("teach" / "teaches", "help" / "helping"). */
export function sameWord(a: string, b: string): boolean {
  const x = stem(a);
  const y = stem(b);
  if (x === y) return true;
  return Math.min(a.length, b.length) >= 5 && a.slice(0, 5) === b.slice(0, 5);
}

/** A word without its commonest inflection ("helping", "helped", "helps" → "help"). */
const stem = (w: string): string => {
  const plain = plainForm(w);
  const bare = plain.replace(/(?:ing|ed|er)$/, '');
  return bare.length >= 3 ? bare : plain;
};

/** Word vectors already computed, per word-vector table (a question's candidates repeat the same words). */
const cache = new WeakMap<WordVectors, Map<string, Float32Array>>();
/** Words kept in the cache at most; past it, it starts again. */
const CACHE_WORDS = 50_000;

export function embedWords(vectors: WordVectors, words: readonly string[]): Float32Array[] {
  let known = cache.get(vectors);
  if (!known || known.size > CACHE_WORDS) cache.set(vectors, (known = new Map()));
  const missing = [...new Set(words.filter((w) => !known.has(w)))];
  if (missing.length > 0) vectors.embed(missing).forEach((v, i) => known.set(missing[i] as string, v));
  return words.map((w) => known.get(w) as Float32Array);
}

/** A memory's content words and their (non-zero) vectors, read once per memory text. */
interface MemoryWords {
  readonly content: string;
  readonly words: readonly string[];
  /** The words of {@link words} the table holds a vector for, in the order of {@link vectors}. */
  readonly known: readonly string[];
  readonly vectors: readonly Float32Array[];
}

/** Memories' words already read, per word-vector table, by id; checked against the text, so an edited memory is read again. */
const memoryCache = new WeakMap<WordVectors, Map<string, MemoryWords>>();
/** Memories kept in that cache at most; past it, it starts again. */
const CACHE_MEMORIES = 20_000;

/**
 * The content words of a memory and their vectors: a memory's text changes rarely and the same memories are candidates
 * of many questions, so each is tokenised and looked up once (bounded work per question: dot products only).
 */
export function memoryWords(vectors: WordVectors, m: Pick<MemoryRecord, 'id' | 'content'>): MemoryWords {
  let known = memoryCache.get(vectors);
  if (!known || known.size > CACHE_MEMORIES) memoryCache.set(vectors, (known = new Map()));
  const hit = known.get(m.id);
  if (hit && hit.content === m.content) return hit;
  const words = contentWordsOf(m.content, vectors);
  const all = embedWords(vectors, words);
  const kept = words.map((_, i) => nonZero(all[i] as Float32Array));
  const out = { content: m.content, words, known: words.filter((_, i) => kept[i]), vectors: all.filter((_, i) => kept[i]) };
  known.set(m.id, out);
  return out;
}

/**
 * The sum over the question's word vectors of their closest memory word's cosine above the floor, each rescaled to
 * 0..1, at most 1: one close word ("music" → "folk") carries a memory, many faint ones add up to little.
 */
export function wordMatch(question: readonly Float32Array[], memory: readonly Float32Array[], skip: readonly boolean[] = []): number {
  if (question.length === 0 || memory.length === 0) return 0;
  let sum = 0;
  for (const [i, v] of question.entries()) {
    if (skip[i] === true) continue;
    let best = -1;
    for (const u of memory) best = Math.max(best, dot(v, u));
    if (best > WORD_FLOOR) sum += Math.min(1, (best - WORD_FLOOR) / (1 - WORD_FLOOR));
  }
  return Math.min(1, sum);
}

/** Each of `memories` (no episode) that any question word reads close to, with its `words` part (0..1); empty when none. */
export function wordParts(question: string, memories: readonly Pick<MemoryRecord, 'id' | 'content' | 'kind'>[], vectors: WordVectors): Map<string, number> {
  const out = new Map<string, number>();
  const words = contentWordsOf(question, vectors);
  const vs = embedWords(vectors, words);
  const known = words.map((_, i) => nonZero(vs[i] as Float32Array));
  const askedWords = words.filter((_, i) => known[i]);
  const asked = vs.filter((_, i) => known[i]);
  if (asked.length === 0) return out;
  // The candidates share many words: each distinct memory word is compared with the question's words once.
  const cosines = new Map<string, Float64Array>();
  const closeness = (word: string, u: Float32Array): Float64Array => {
    let c = cosines.get(word);
    if (!c) {
      c = new Float64Array(asked.length);
      for (const [i, v] of asked.entries()) c[i] = dot(v, u);
      cosines.set(word, c);
    }
    return c;
  };
  // As {@link wordMatch}, from those cosines.
  const matchOf = (own: MemoryWords, skip: readonly boolean[]): number => {
    if (own.vectors.length === 0) return 0;
    const rows = own.known.map((w, j) => closeness(w, own.vectors[j] as Float32Array));
    let sum = 0;
    for (let i = 0; i < asked.length; i++) {
      if (skip[i] === true) continue;
      let best = -1;
      for (const row of rows) best = Math.max(best, row[i] as number);
      if (best > WORD_FLOOR) sum += Math.min(1, (best - WORD_FLOOR) / (1 - WORD_FLOOR));
    }
    return Math.min(1, sum);
  };
  for (const m of memories) {
    // A statement the engine keeps about the user (a fact, a preference, a procedure), not a stored turn or passage of
    // a conversation (an episode), whose many words would hold a close one for any question word by chance.
    if (m.kind === 'episode') continue;
    const own = memoryWords(vectors, m);
    // A word the memory says too is the keyword leg's: only the words it cannot see count here.
    const skip = askedWords.map((w) => own.words.some((o) => sameWord(w, o)));
    const score = matchOf(own, skip);
    if (score >= WORD_MIN) out.set(m.id, score);
  }
  return out;
}
