/**
 * The one way the engine embeds: texts through the configured embedder, into the store's embedding
 * space. The space is recorded in the store on first use and checked once per process; vectors of
 * another space are refused (EMBEDDER_MISMATCH) rather than mixed.
 */
import { embedTexts } from './embedders/embed.js';
import { MnemoError } from '../core/errors.js';
import { embeddingSpaceOf, type Embedder, type EmbeddingSpace } from '../core/contracts/embedder.js';
import type { StorageAdapter } from '../core/contracts/storage.js';

/** Embeds in the store's space. Shared by the facade and the job handlers. */
export class EmbeddingGate {
  private checked: EmbeddingSpace | null = null;

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
