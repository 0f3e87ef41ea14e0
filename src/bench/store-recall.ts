/**
 * `mnemo bench store`: recall latency on the store `--db` names — any backend, including a
 * PostgreSQL server the benchmark does not own. Each measured scope is its own user in that store
 * (`bench-<size>`), after optional other users; the store must be empty so nothing real is touched.
 * A benchmark, not a test: it prints a table.
 */
import { performance } from 'node:perf_hooks';
import { createMnemo } from '../engine/create-mnemo.js';
import { MnemoError } from '../core/errors.js';
import { syntheticMemories, syntheticQueries } from './corpus.js';

/** Options of {@link runStoreRecallBench}. */
export interface StoreRecallBenchOptions {
  readonly db: string;
  readonly sizes?: readonly number[];
  readonly queries?: number;
  readonly otherUsers?: number;
  readonly otherUserSize?: number;
  readonly embedder?: string;
  /** Time recall on the users a previous run wrote into this store, without writing anything. */
  readonly reuse?: boolean;
  readonly onProgress?: (label: string, done: number, total: number) => void;
}

/** p50/p95 of one series, in ms. */
export interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly mean: number;
}

/** Result of one scope size. */
export interface StoreRecallSize {
  readonly size: number;
  readonly ingestPerSecond: number;
  readonly hybrid: Latency;
  readonly keywordOnly: Latency;
  readonly vectorOnly: Latency;
}

/** The whole run. */
export interface StoreRecallBenchResult {
  readonly store: string;
  readonly vectorSearch: string;
  readonly memoriesInStore: number;
  readonly queries: number;
  readonly sizes: readonly StoreRecallSize[];
}

const K = 10;
const BATCH = 1000;

/** Runs the benchmark on `options.db` (which must be empty). */
export async function runStoreRecallBench(options: StoreRecallBenchOptions): Promise<StoreRecallBenchResult> {
  const progress = options.onProgress ?? (() => {});
  const queryCount = options.queries ?? 100;
  const mnemo = await createMnemo({ db: options.db, ...(options.embedder !== undefined && { embedder: options.embedder }), llm: null });
  try {
    const before = await mnemo.admin.stats();
    if (before.memories > 0 && !options.reuse)
      throw new MnemoError('CONFIG_INVALID', `the benchmark writes synthetic users: give it an empty store (this one has ${before.memories} memories)`);
    for (let u = 0; u < (options.reuse ? 0 : (options.otherUsers ?? 0)); u++) {
      await mnemo.rememberMany(
        { userId: `other-${u}` },
        syntheticMemories(`other-${u}`, options.otherUserSize ?? 1000).map((m) => ({ content: m.content })),
        { batchSize: BATCH, consolidate: false },
      );
      progress('other users', u + 1, options.otherUsers ?? 0);
    }
    const sizes: StoreRecallSize[] = [];
    for (const size of options.sizes ?? [10_000, 100_000]) {
      const userId = `bench-${size}`;
      const memories = syntheticMemories(userId, size);
      let ingestPerSecond = Number.NaN;
      if (options.reuse) {
        const n = (await mnemo.admin.scopes()).find((s) => s.tenantId === 'default' && s.userId === userId)?.memories ?? 0;
        if (n !== size) throw new MnemoError('CONFIG_INVALID', `--reuse: user ${userId} has ${n} memories, not ${size}: run without --reuse first`);
      } else {
        const t0 = performance.now();
        await mnemo.rememberMany(
          { userId },
          memories.map((m) => ({ content: m.content })),
          {
            batchSize: BATCH,
            consolidate: false,
            onProgress: (done, total) => progress(`ingest ${size}`, done, total),
          },
        );
        ingestPerSecond = size / ((performance.now() - t0) / 1000);
      }
      const [warm = 'what happened', ...queries] = syntheticQueries(memories, queryCount + 1);
      await mnemo.recall({ userId }, warm, { k: K });
      const series = async (legs: 'hybrid' | 'keyword' | 'vector', label: string): Promise<Latency> => {
        const times: number[] = [];
        for (const q of queries) {
          const t = performance.now();
          await mnemo.recall({ userId }, q, { k: K, legs });
          times.push(performance.now() - t);
          progress(label, times.length, queries.length);
        }
        return summarize(times);
      };
      sizes.push({
        size,
        ingestPerSecond,
        hybrid: await series('hybrid', `recall ${size}`),
        keywordOnly: await series('keyword', `keyword ${size}`),
        vectorOnly: await series('vector', `vector ${size}`),
      });
    }
    const stats = await mnemo.admin.stats();
    return { store: stats.store, vectorSearch: stats.vectorSearch, memoriesInStore: stats.memories, queries: queryCount, sizes };
  } finally {
    await mnemo.close();
  }
}

function summarize(times: number[]): Latency {
  const s = [...times].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length) };
}

/** The result as a table a person can read. */
export function formatStoreRecallBench(r: StoreRecallBenchResult): string {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const lines = [
    `store: ${r.store} (vector search: ${r.vectorSearch}), ${r.memoriesInStore.toLocaleString('en')} memories in the store, ${r.queries} queries per size, k=${K}`,
    '',
    '| memories in scope | ingest/s | hybrid p50 | hybrid p95 | keyword p50 | keyword p95 | vector p50 | vector p95 |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const s of r.sizes) {
    lines.push(
      `| ${s.size.toLocaleString('en')} | ${Number.isNaN(s.ingestPerSecond) ? '-' : Math.round(s.ingestPerSecond).toLocaleString('en')} | ${ms(s.hybrid.p50)} | ${ms(s.hybrid.p95)} | ${ms(s.keywordOnly.p50)} | ${ms(s.keywordOnly.p95)} | ${ms(s.vectorOnly.p50)} | ${ms(s.vectorOnly.p95)} |`,
    );
  }
  return lines.join('\n');
}
