/**
 * The one way the engine embeds: texts through the configured embedder, into the store's embedding
 * space. The space is recorded in the store on first use and checked once per process; vectors of
 * another space are refused (EMBEDDER_MISMATCH) rather than mixed.
 */
import { embedTexts } from './embedders/embed.js';
import { MnemoError } from '../core/errors.js';
import { embeddingSpaceOf, type Embedder, type EmbeddingSpace, type WordVectors } from '../core/contracts/embedder.js';
import type { StorageAdapter } from '../core/contracts/storage.js';
import { LOCAL_MODEL_ID, type LocalEmbedder } from './embedders/local/embedder.js';

/**
 * Words past this frequency rank (of the local vectors' 400,000) have no word vector here: measured on the recall
 * corpora's requests, rarer words ("whanau", "braai", "mithai", rank 230,000–330,000) sat closest to cues of
 * unrelated topics, common ones ("pie" 8,746, "keg" 39,511, "milkshake" 59,254, "pavlova" 71,545) to their own.
 */
const COMMON_WORDS = 100_000;
/** The most frequent words ("make", "want", "get", "home"; the same reason SIF weighs them down) have none either. */
const GENERAL_WORDS = 1_000;

/** Embeds in the store's space. Shared by the facade and the job handlers. */
export class EmbeddingGate {
  private checked: EmbeddingSpace | null = null;
  private words: WordVectors | undefined;

  constructor(
    private readonly store: StorageAdapter,
    readonly embedder: Embedder,
  ) {}

  /** Embeds texts with the configured embedder (no space check: callers that store vectors call `space()` first). */
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    return embedTexts(this.embedder, [...texts]);
  }

  /** The embedder's space, recorded in the store on first use; a different one is refused. */
  async space(): Promise<EmbeddingSpace> {
    if (this.checked) return this.checked;
    const mine = embeddingSpaceOf(this.embedder);
    const stored = await this.store.getEmbeddingSpace();
    if (!stored) await this.store.setEmbeddingSpace(mine);
    else if (!sameSpace(stored, mine)) throw spaceMismatch(stored, mine);
    this.checked = mine;
    return mine;
  }

  /**
   * The word vectors of the default local embedder (GloVe, `glove-sif-100d-v1`), loaded: each word embedded
   * alone is its vector in the embedder's own space; `informative` says no for a rare word and for one of the most frequent. Null for any other embedder (a remote one would cost a
   * call per word; the hash embedder's vectors mean nothing word to word).
   */
  async wordVectors(): Promise<WordVectors | null> {
    // One object per gate: `near-topics.ts` keeps the topics' cue vectors per object.
    if (this.words !== undefined) return this.words;
    const e = this.embedder as Embedder & Partial<Pick<LocalEmbedder, 'load' | 'embedSync' | 'wordRank'>>;
    if (e.provider !== 'mnemo' || e.modelId !== LOCAL_MODEL_ID || !e.load || !e.embedSync || !e.wordRank) return null;
    await e.load();
    const { embedSync, wordRank } = e;
    this.words = {
      embed: (words) => embedSync(words),
      // A rare word's vector sits near other rare words whatever it means ("whanau" reads as driving), and one of
      // the most frequent words says little of a topic ("make", "want" read as money).
      informative: (word) => {
        const rank = wordRank(word);
        return rank >= GENERAL_WORDS && rank < COMMON_WORDS;
      },
      known: (word) => {
        const rank = wordRank(word);
        return rank >= 0 && rank < COMMON_WORDS;
      },
    };
    return this.words;
  }

  /** A query's vector, or null while the store holds no vectors yet (the keyword leg still answers). */
  async embedQuery(text: string): Promise<{ vector: Float32Array; modelId: string } | null> {
    const stored = await this.store.getEmbeddingSpace();
    if (!stored) return null;
    const mine = embeddingSpaceOf(this.embedder);
    if (!sameSpace(stored, mine)) throw spaceMismatch(stored, mine);
    const [vector] = await this.embed([text]);
    return vector ? { vector, modelId: mine.modelId } : null;
  }
}

const sameSpace = (a: EmbeddingSpace, b: EmbeddingSpace): boolean => a.modelId === b.modelId && a.dimensions === b.dimensions;

function spaceMismatch(stored: EmbeddingSpace, mine: EmbeddingSpace): MnemoError {
  return new MnemoError(
    'EMBEDDER_MISMATCH',
    `this store holds vectors from ${stored.modelId} (${stored.dimensions} dimensions) but the embedder is ${mine.modelId} (${mine.dimensions}): ` +
      `run \`mnemo reembed\` with the new embedder, use the old one, or use a new store`,
    { details: { stored, configured: mine } },
  );
}
