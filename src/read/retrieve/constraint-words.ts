/**
 * How close each standing constraint reads to a request, word by word (issue 24, twenty-second round). A request
 * collides with a constraint through one thing it names ("go to the butterfly house" → "a phobia of moths and anything
 * with fluttering wings", "adopt a kitten" → "allergic to cat fur", "hire a boat, jump into the sea" → "cannot swim"),
 * which the sentence vectors drown in both sentences' other words: every constraint read about as close as every other
 * (the `constraint` part of `rank/score.ts` sat near its floor for all of them), so the one the request is about ranked
 * no higher than the others. Here each content word of the request is compared with each word of the constraint in the
 * local embedder's word vectors (GloVe), and a constraint's closeness is its closest pair's cosine above
 * {@link PAIR_FLOOR}, rescaled to 0..1 at {@link PAIR_FULL}; a word both say is left to the keyword leg. Only the pair counts, not a sum over the request's words: a long request holds
 * many words, each faintly close to something.
 *
 * Bounded work per recall: only the request's standing constraints among the first {@link CONSTRAINT_CANDIDATES}
 * candidates are read (their words are cached per memory text, `word-match.ts`). Off for any other embedder (no word
 * vectors). Logs nothing.
 */
import type { WordVectors } from '../../core/contracts/embedder.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import { contentWordsOf, embedWords, memoryWords, sameWord } from './word-match.js';
import { dot, nonZero } from './word-vectors.js';

/** A word pair counts only at least this close (cosine); the rest of the scale is linear to 1. */
export const PAIR_FLOOR = 0.5;
/** A pair at least this close is as close as a constraint can read (these vectors put related words at 0.5–0.6). */
export const PAIR_FULL = 0.65;
/** Candidates read for constraints, at most. */
export const CONSTRAINT_CANDIDATES = 50;

/**
 * Words that make the request a request or say who it is for, not what it is about: they say nothing about which
 * constraint it meets ("book", "find", "pls", "tomorrow"), and the people it is for ("the kids", "my mum") read
 * close to every fact of the user's family, which the request's people leg finds its own way (`request-bearing.ts`); a
 * time of day or an occasion ("this arvo", "for christmas") is the week's (`weekFit`), and reads close to any shift.
 */
const REQUESTING = new Set(
  `book booking find get grab sort order want wanna need help pls please plz us me ok okay idea think plan fancy like
  nice good best tickets ticket spot table seats trip tomorrow tmrw tonight today sunday monday tuesday wednesday
  thursday friday saturday weekend week next take bring go going come let lets should could would maybe really reckon
  morning afternoon evening night noon midnight tonight arvo christmas birthday anniversary
  kids kid children family mum mom mam dad son daughter wife husband partner crew guests friends party`.split(/\s+/),
);

/** Each memory's closeness to the request's words (0..1, its closest word pair), for those with any. */
export function constraintWordParts(request: string, memories: readonly Pick<MemoryRecord, 'id' | 'content'>[], vectors: WordVectors): Map<string, number> {
  const out = new Map<string, number>();
  // One of the most frequent words ("good", "thing", "make") reads close to anything: only informative words count.
  const words = contentWordsOf(request, vectors).filter((w) => !REQUESTING.has(w) && vectors.informative(w));
  const all = embedWords(vectors, words);
  const known = words.filter((_, i) => nonZero(all[i] as Float32Array));
  const asked = all.filter((v) => nonZero(v));
  if (asked.length === 0) return out;
  for (const m of memories) {
    const own = memoryWords(vectors, m);
    let best = -1;
    for (const [j, u] of own.vectors.entries())
      for (const [i, v] of asked.entries()) {
        // The same word (a name, a place, "christmas") is the keyword leg's, and says whom or when, not what collides.
        if (sameWord(known[i] as string, own.known[j] as string)) continue;
        best = Math.max(best, dot(u, v));
      }
    if (best > PAIR_FLOOR) out.set(m.id, Math.min(1, (best - PAIR_FLOOR) / (PAIR_FULL - PAIR_FLOOR)));
  }
  return out;
}
