/**
 * Sentence vectors from word vectors: SIF (Arora et al., 2017) — a frequency-weighted average,
 * weight a/(a + p(w)) with p(w) estimated from the word's Zipf rank — followed by common-component
 * removal: subtract the mean word vector and the projection on the top principal components, which
 * mostly encode "this is English text" and would otherwise make every pair of sentences look alike.
 */
import { fnv1a, mulberry32 } from '../fnv.js';
import type { LocalVectorTables } from './cache-file.js';
import { tokenize } from './tokenize.js';
import { lookupWord } from './vocab.js';

/** The knobs of the method; each changes the embedding space, so they are part of the model id. */
export interface SifSettings {
  /** SIF smoothing: smaller down-weights frequent words harder. */
  readonly a: number;
  /** Principal components removed from every sentence vector (0–8). */
  readonly components: number;
  /**
   * Words the vocabulary lacks: `drop` them, give each a `hash`-seeded random vector (so a word
   * still matches itself), or blend that with the vectors of two known `pieces` (`runbook` →
   * `run` + `book`).
   */
  readonly unknownWords: 'drop' | 'hash' | 'hash+pieces';
  /** Share of the pieces' direction in an unknown word's vector, for `hash+pieces`. */
  readonly pieceShare: number;
  /** Average by total weight (`weighted`) or by token count (`count`) before subtracting the mean. */
  readonly centring: 'weighted' | 'count';
}

/**
 * Defaults chosen by measurement on related/unrelated sentence pairs: a=3e-4 with 3 components
 * separated them best (a=1e-3 with 2, the textbook setting, came close); int8 storage moved cosines
 * by under 0.002.
 */
export const DEFAULT_SIF_SETTINGS: SifSettings = { a: 3e-4, components: 3, unknownWords: 'hash+pieces', pieceShare: 0.5, centring: 'weighted' };

/** Pieces must be at least this long and at least this common to stand in for an unknown word. */
const MIN_PIECE_LENGTH = 3;
const MAX_PIECE_RANK = 50_000;

/** Turns text into unit vectors with the SIF method over loaded tables. */
export class SifEncoder {
  readonly dimensions: number;
  private readonly zipfNorm: number;
  private readonly acc: Float64Array;
  private readonly scratch: Float64Array;
  private weightSum = 0;
  private tokenCount = 0;

  constructor(
    private readonly tables: LocalVectorTables,
    private readonly settings: SifSettings = DEFAULT_SIF_SETTINGS,
  ) {
    this.dimensions = tables.dimensions;
    // H_V: the normaliser of a Zipf distribution over the vocabulary, p(rank r) = 1/(r·H_V).
    let h = 0;
    for (let r = 1; r <= tables.vocabSize; r++) h += 1 / r;
    this.zipfNorm = h;
    this.acc = new Float64Array(this.dimensions);
    this.scratch = new Float64Array(this.dimensions);
  }

  /** A unit vector, or all zeros when the text has no usable word (empty, punctuation, single letters). */
  embed(text: string): Float32Array {
    this.acc.fill(0);
    this.weightSum = 0;
    this.tokenCount = 0;
    for (const token of tokenize(text)) this.addToken(token);
    const out = new Float32Array(this.dimensions);
    if (this.weightSum === 0) return out;
    const { mean, components } = this.tables;
    const dims = this.dimensions;
    const divisor = this.settings.centring === 'weighted' ? this.weightSum : this.tokenCount;
    const s = this.acc;
    for (let d = 0; d < dims; d++) s[d] = (s[d] as number) / divisor - (mean[d] as number);
    const removed = Math.min(this.settings.components, this.tables.componentVariances.length);
    for (let k = 0; k < removed; k++) {
      let p = 0;
      for (let d = 0; d < dims; d++) p += (s[d] as number) * (components[k * dims + d] as number);
      for (let d = 0; d < dims; d++) s[d] = (s[d] as number) - p * (components[k * dims + d] as number);
    }
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += (s[d] as number) ** 2;
    norm = Math.sqrt(norm);
    if (norm === 0) return out;
    for (let d = 0; d < dims; d++) out[d] = (s[d] as number) / norm;
    return out;
  }

  /** The word's frequency rank in the vocabulary (0 the most frequent), or -1 when it has no vector of its own. */
  rank(word: string): number {
    return lookupWord(this.tables, word);
  }

  /** SIF weight of the word at `rank`; unknown words count as the rarest rank. */
  weight(rank: number): number {
    const a = this.settings.a;
    return a / (a + 1 / ((rank + 1) * this.zipfNorm));
  }

  private addToken(token: string): void {
    const rank = lookupWord(this.tables, token);
    if (rank >= 0) return this.addKnown(rank);
    if (/[-.]/.test(token)) {
      for (const part of token.split(/[-.]/)) this.addToken(part);
      return;
    }
    // The vocabulary has no single letters; "a", "i", "s" carry nothing worth a random vector.
    if (token.length < 2) return;
    const plain = token.normalize('NFD').replace(/\p{M}/gu, '');
    if (plain !== token) {
      const plainRank = lookupWord(this.tables, plain);
      if (plainRank >= 0) return this.addKnown(plainRank);
    }
    if (this.settings.unknownWords !== 'drop') this.addUnknown(token);
  }

  private addKnown(rank: number): void {
    const { vectors, scales } = this.tables;
    const dims = this.dimensions;
    const w = this.weight(rank);
    const scale = (scales[rank] as number) * w;
    const base = rank * dims;
    for (let d = 0; d < dims; d++) this.acc[d]! += (vectors[base + d] as number) * scale;
    this.weightSum += w;
    this.tokenCount++;
  }

  /**
   * An unknown word's vector is centred like a real one: mean + a seeded random direction of a
   * rare word's typical length, optionally pulled towards the average of two known pieces.
   */
  private addUnknown(token: string): void {
    const dims = this.dimensions;
    const { mean, oovNorm } = this.tables;
    const v = this.scratch;
    randomUnitVector(token, v);
    let hashShare = 1;
    if (this.settings.unknownWords === 'hash+pieces') {
      const pieces = bestSplit(this.tables, token);
      if (pieces) {
        hashShare = 1 - this.settings.pieceShare;
        const { vectors, scales } = this.tables;
        const [left, right] = pieces;
        const pieceShare = this.settings.pieceShare / 2;
        for (let d = 0; d < dims; d++) {
          const l = (vectors[left * dims + d] as number) * (scales[left] as number);
          const r = (vectors[right * dims + d] as number) * (scales[right] as number);
          v[d] = hashShare * oovNorm * (v[d] as number) + pieceShare * (l - (mean[d] as number) + r - (mean[d] as number));
        }
      } else {
        for (let d = 0; d < dims; d++) v[d] = oovNorm * (v[d] as number);
      }
    } else {
      for (let d = 0; d < dims; d++) v[d] = oovNorm * (v[d] as number);
    }
    const w = this.weight(this.tables.vocabSize);
    for (let d = 0; d < dims; d++) this.acc[d]! += w * ((v[d] as number) + (mean[d] as number));
    this.weightSum += w;
    this.tokenCount++;
  }
}

/** The split of `token` into two common known words with the most common rarer half, if any. */
export function bestSplit(tables: LocalVectorTables, token: string): [number, number] | undefined {
  let best: [number, number] | undefined;
  let bestScore = Infinity;
  for (let i = MIN_PIECE_LENGTH; i <= token.length - MIN_PIECE_LENGTH; i++) {
    const left = lookupWord(tables, token.slice(0, i));
    if (left < 0 || left >= MAX_PIECE_RANK) continue;
    const right = lookupWord(tables, token.slice(i));
    if (right < 0 || right >= MAX_PIECE_RANK) continue;
    const score = Math.max(left, right);
    if (score < bestScore) {
      bestScore = score;
      best = [left, right];
    }
  }
  return best;
}

/** A deterministic, roughly uniform direction for `word` (Box–Muller over a seeded generator). */
export function randomUnitVector(word: string, out: Float64Array): void {
  const next = mulberry32(fnv1a(word, 0x9e3779b9));
  let norm = 0;
  for (let d = 0; d < out.length; d += 2) {
    const u = 1 - next();
    const r = Math.sqrt(-2 * Math.log(u));
    const theta = 2 * Math.PI * next();
    out[d] = r * Math.cos(theta);
    if (d + 1 < out.length) out[d + 1] = r * Math.sin(theta);
  }
  for (let d = 0; d < out.length; d++) norm += (out[d] as number) ** 2;
  norm = Math.sqrt(norm);
  for (let d = 0; d < out.length; d++) out[d] = (out[d] as number) / norm;
}
