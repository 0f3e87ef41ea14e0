/**
 * Small, stable 32-bit hashes. They decide vocabulary slots, hashed features and out-of-vocabulary
 * vectors, so their output is part of the on-disk cache format and of every hashed embedding:
 * changing them changes the embedding space.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the UTF-16 code units of `text`, optionally continuing from `seed`. */
export function fnv1a(text: string, seed: number = FNV_OFFSET): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** A final avalanche step (from murmur3), so that nearby hashes land far apart. */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seeded pseudo-random generator (mulberry32): same seed, same sequence, on every platform. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A checksum over 32-bit words. Each step is a bijection of the running state, so changing any
 * single word always changes the result; that is all a cache-corruption check needs, and it runs
 * at memory speed in plain JS on every Node version.
 */
export function checksumWords(words: Uint32Array, seed: number = FNV_OFFSET): number {
  let h = seed >>> 0;
  for (let i = 0; i < words.length; i++) {
    h = Math.imul(h ^ (words[i] as number), FNV_PRIME);
  }
  return h >>> 0;
}
