/**
 * `mnemo bench users`: one process serving many users with the scope index cache bounded. Users
 * get a Zipf-like size mix (most small, a few large) and a Zipf-like share of the traffic (a
 * random permutation of the users, so a large user is not always a busy one); the run interleaves
 * recalls and writes and reports recall latency for scopes that were cached (warm) and scopes
 * loaded from the store by that recall (cold), the cache's hit rate and evictions, RSS over time and
 * ingest rate. Then the cost of loading one scope cold at a few sizes, against reading its rows.
 * A benchmark, not a test: it reports, it does not fail.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../models/embedders/fnv.js';
import { defaultEmbedderSpec, parseStoreSpec } from '../engine/config/index.js';
import { createMnemo } from '../engine/create-mnemo.js';
import type { Mnemo } from '../engine/mnemo.js';
import type { IndexCacheStats, StorageAdapter } from '../core/contracts/storage.js';
import { openStore } from '../storage/open.js';
import { syntheticMemories, syntheticQueries } from './corpus.js';
import { summarize, type LatencySummary } from './recall.js';

/** Options of {@link runUsersBench}. */
export interface UsersBenchOptions {
  /** Users in the store (default 10,000). */
  readonly users?: number;
  /** Memories of the largest user; the user of size rank r gets `largest / r^sizeExponent` (default 20,000). */
  readonly largest?: number;
  /** Memories of the smallest users (default 5). */
  readonly smallest?: number;
  /** Exponent of the size mix (default 1). */
  readonly sizeExponent?: number;
  /** Operations timed after ingest, recalls and writes mixed (default 5,000). */
  readonly ops?: number;
  /** Share of the operations that write one memory (default 0.1). */
  readonly writeShare?: number;
  /** Exponent of the access mix over users (default 1). */
  readonly accessExponent?: number;
  /** Bound of the scope index cache in MB (default 1024). */
  readonly cacheMb?: number;
  /** Scope sizes whose cold load is timed against reading their rows (default 1,000, 10,000, 100,000). */
  readonly loadSizes?: readonly number[];
  /** A store to use (empty); default a temporary SQLite file, removed afterwards. */
  readonly db?: string;
  readonly embedder?: string;
  readonly onProgress?: (label: string, done: number, total: number) => void;
}

/** One RSS sample. */
export interface RssSample {
  readonly phase: string;
  readonly atMs: number;
  readonly rssBytes: number;
  readonly cacheBytes: number;
}

/** The cold load of one scope: reading its rows alone, then a fresh store's first search of it. */
export interface ScopeLoad {
  readonly size: number;
  /** Reading the rows the index needs (SQLite only; null elsewhere). */
  readonly readRowsMs: number | null;
  /** First vector search plus first keyword search on a freshly opened store (the index built from the store). */
  readonly coldSearchMs: number;
  /** The same two searches again (warm). */
  readonly warmSearchMs: number;
  /** Bytes the scope's index holds in the cache. */
  readonly indexBytes: number;
}

/** Everything `runUsersBench` measured. */
export interface UsersBenchResult {
  readonly machine: { readonly cpus: number; readonly cpuModel: string; readonly node: string };
  readonly store: string;
  readonly embedder: string;
  readonly users: number;
  readonly memories: number;
  readonly largestUser: number;
  readonly ingest: { readonly ms: number; readonly perSecond: number };
  readonly cacheMaxBytes: number;
  readonly ops: number;
  readonly writes: number;
  /** Recalls whose scope was cached. */
  readonly warm: LatencySummary;
  /** Recalls that loaded their scope from the store (any size). */
  readonly cold: LatencySummary;
  /** Cold recalls of users with 800 – 1,250 memories. */
  readonly cold1k: LatencySummary;
  readonly writeLatency: LatencySummary;
  /** Cache counters over the timed operations (per scope lookup: each recall looks up twice, once per leg). */
  readonly cache: IndexCacheStats;
  readonly hitRate: number;
  readonly rss: readonly RssSample[];
  readonly maxRssBytes: number;
  readonly loads: readonly ScopeLoad[];
  readonly durationMs: number;
}

const K = 10;

/** Runs the many-users benchmark. A temporary store is removed even when it fails. */
export async function runUsersBench(options: UsersBenchOptions = {}): Promise<UsersBenchResult> {
  const started = performance.now();
  const users = options.users ?? 10_000;
  const largest = options.largest ?? 20_000;
  const smallest = options.smallest ?? 5;
  const ops = options.ops ?? 5000;
  const writeShare = options.writeShare ?? 0.1;
  const cacheBytes = (options.cacheMb ?? 1024) * 1024 * 1024;
  const embedder = options.embedder ?? defaultEmbedderSpec();
  const progress = options.onProgress ?? (() => {});
  const dir = options.db ? null : mkdtempSync(join(tmpdir(), 'mnemo-users-'));
  const db = options.db ?? join(dir as string, 'users.db');
  const rss: RssSample[] = [];
  const t0 = performance.now();
  let store: StorageAdapter | null = null;
  let mnemo: Mnemo | null = null;
  try {
    store = await openStore({ ...parseStoreSpec(db), cacheBytes });
    mnemo = await createMnemo({ db: store, embedder });
    const m = mnemo;
    const s = store;
    const sample = async (phase: string) =>
      rss.push({ phase, atMs: performance.now() - t0, rssBytes: process.memoryUsage().rss, cacheBytes: (await s.describe()).cache?.bytes ?? 0 });
    await m.embed(['warm up']);

    // Sizes by rank; user ids say their size rank.
    const sizes = Array.from({ length: users }, (_, r) => Math.max(smallest, Math.floor(largest / Math.pow(r + 1, options.sizeExponent ?? 1))));
    const memories = sizes.reduce((a, b) => a + b, 0);
    const ingest0 = performance.now();
    for (let u = 0; u < users; u++) {
      await m.rememberMany(
        { userId: `u${u}` },
        syntheticMemories(`u${u}`, sizes[u] as number).map((x) => ({ content: x.content })),
        { batchSize: 1000, consolidate: false },
      );
      if (u % 500 === 0) await sample('ingest');
      progress('ingest', u + 1, users);
    }
    const ingestMs = performance.now() - ingest0;
    await sample('ingested');

    // Access: Zipf over a fixed random permutation of the users.
    const rnd = mulberry32(42);
    const order = Array.from({ length: users }, (_, i) => i);
    for (let i = users - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const cdf = zipfCdf(users, options.accessExponent ?? 1);
    const queries = new Map<number, string[]>();
    const warm: number[] = [];
    const cold: number[] = [];
    const cold1k: number[] = [];
    const writes: number[] = [];
    const start = (await s.describe()).cache;
    let misses = start?.misses ?? 0;
    for (let i = 0; i < ops; i++) {
      const u = order[pickCdf(cdf, rnd())] as number;
      const scope = { userId: `u${u}` };
      if (rnd() < writeShare) {
        const t = performance.now();
        await m.remember(scope, { content: syntheticMemories(`u${u}-w${i}`, 1)[0]?.content ?? 'a note' }, { consolidate: false });
        writes.push(performance.now() - t);
      } else {
        let qs = queries.get(u);
        if (!qs) queries.set(u, (qs = syntheticQueries(syntheticMemories(`u${u}`, Math.min(sizes[u] as number, 200)), 20)));
        const q = qs[i % qs.length] ?? 'what happened';
        const t = performance.now();
        await m.recall(scope, q, { k: K });
        const ms = performance.now() - t;
        const now = (await s.describe()).cache?.misses ?? 0;
        if (now > misses) {
          cold.push(ms);
          if ((sizes[u] as number) >= 800 && (sizes[u] as number) <= 1250) cold1k.push(ms);
        } else warm.push(ms);
        misses = now;
      }
      if (i % 250 === 0) await sample('ops');
      progress('recalls and writes', i + 1, ops);
    }
    await sample('ops done');
    const end = (await s.describe()).cache as IndexCacheStats;
    const cache: IndexCacheStats = {
      ...end,
      hits: end.hits - (start?.hits ?? 0),
      misses: end.misses - (start?.misses ?? 0),
      evictions: end.evictions - (start?.evictions ?? 0),
    };
    await m.close(); // closes the store too
    mnemo = null;
    store = null;

    const loads: ScopeLoad[] = [];
    for (const size of options.loadSizes ?? [1000, 10_000, 100_000]) loads.push(await measureLoad(db, embedder, size, progress));

    return {
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model.trim() ?? 'unknown', node: process.version },
      store: s.kind,
      embedder,
      users,
      memories,
      largestUser: sizes[0] ?? 0,
      ingest: { ms: ingestMs, perSecond: (memories * 1000) / ingestMs },
      cacheMaxBytes: cacheBytes,
      ops,
      writes: writes.length,
      warm: summarize(warm),
      cold: summarize(cold),
      cold1k: summarize(cold1k),
      writeLatency: summarize(writes),
      cache,
      hitRate: cache.hits + cache.misses > 0 ? cache.hits / (cache.hits + cache.misses) : 0,
      rss,
      maxRssBytes: Math.max(...rss.map((r) => r.rssBytes)),
      loads,
      durationMs: performance.now() - started,
    };
  } finally {
    if (mnemo) await mnemo.close();
    else await store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes one user of `size` memories, then times its cold load on a fresh store against reading its rows. */
async function measureLoad(db: string, embedder: string, size: number, progress: (label: string, done: number, total: number) => void): Promise<ScopeLoad> {
  const userId = `load-${size}`;
  const mnemo = await createMnemo({ db, embedder });
  const queries = syntheticQueries(syntheticMemories(userId, Math.min(size, 500)), 1);
  try {
    await mnemo.rememberMany(
      { userId },
      syntheticMemories(userId, size).map((x) => ({ content: x.content })),
      {
        batchSize: 1000,
        consolidate: false,
        onProgress: (done, total) => progress(`scope of ${size}`, done, total),
      },
    );
  } finally {
    await mnemo.close();
  }
  const vector = await (async () => {
    const m = await createMnemo({ db, embedder });
    try {
      return (await m.embed([queries[0] ?? 'what happened']))[0] as Float32Array;
    } finally {
      await m.close();
    }
  })();
  const store = await openStore(db);
  try {
    await store.migrate();
    const scope = { tenantId: 'default', userId };
    let readRowsMs: number | null = null;
    const raw = (store as { connection?: { prepare(sql: string): { raw(): { all(...a: unknown[]): unknown[] } } } }).connection;
    if (store.kind === 'sqlite' && raw) {
      const t = performance.now();
      raw
        .prepare(
          'SELECT id, kind, namespace, session_id, valid_from, invalidated_at, expires_at, embedding, embedding_model, search_terms FROM memories WHERE tenant_id = ? AND user_id = ?',
        )
        .raw()
        .all(scope.tenantId, scope.userId);
      readRowsMs = performance.now() - t;
    }
    const filter = { validity: { mode: 'current' as const, now: new Date() } };
    const terms = (queries[0] ?? 'what happened')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const both = async () => {
      const t = performance.now();
      await store.searchVector(scope, { vector, filter, limit: 50 });
      await store.searchKeyword(scope, { terms, filter, limit: 50 });
      return performance.now() - t;
    };
    const coldSearchMs = await both();
    const warmSearchMs = await both();
    return { size, readRowsMs, coldSearchMs, warmSearchMs, indexBytes: (await store.describe()).cache?.bytes ?? 0 };
  } finally {
    await store.close();
  }
}

function zipfCdf(n: number, exponent: number): Float64Array {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cdf[i] = sum += 1 / Math.pow(i + 1, exponent);
  for (let i = 0; i < n; i++) cdf[i] = (cdf[i] as number) / sum;
  return cdf;
}

function pickCdf(cdf: Float64Array, x: number): number {
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cdf[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const mb = (b: number): string => `${(b / 1024 / 1024).toFixed(0)} MB`;
const ms = (x: number): string => `${x.toFixed(x >= 10 ? 1 : 2)} ms`;
const int = (n: number): string => Math.round(n).toLocaleString('en-US');

/** The result as a report for the terminal. */
export function formatUsersBench(r: UsersBenchResult): string {
  const row = (name: string, l: LatencySummary) =>
    `${name.padEnd(28)} ${String(l.count).padStart(6)}  ${ms(l.p50Ms).padStart(9)} ${ms(l.p95Ms).padStart(9)} ${ms(l.p99Ms).padStart(9)}`;
  const rssLine = r.rss.filter((_, i) => i % Math.max(1, Math.ceil(r.rss.length / 12)) === 0 || i === r.rss.length - 1);
  return [
    `many users — ${r.store}, ${int(r.users)} users, ${int(r.memories)} memories (largest user ${int(r.largestUser)}), embedder ${r.embedder}, ${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}`,
    `ingest: ${int(r.ingest.perSecond)} memories/s (${(r.ingest.ms / 1000).toFixed(0)} s); index cache bound ${mb(r.cacheMaxBytes)}`,
    '',
    `${'operation'.padEnd(28)} ${'count'.padStart(6)}  ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}`,
    row('recall, warm scope', r.warm),
    row('recall, cold scope (any)', r.cold),
    row('recall, cold, 800–1,250 mem', r.cold1k),
    row('write (remember one)', r.writeLatency),
    '',
    `cache over ${int(r.ops)} operations (${int(r.writes)} writes): ${int(r.cache.hits)} hits, ${int(r.cache.misses)} misses (hit rate ${(r.hitRate * 100).toFixed(1)} %), ${int(r.cache.evictions)} evictions; now ${mb(r.cache.bytes)} in ${int(r.cache.scopes)} scopes`,
    `RSS over time: ${rssLine.map((x) => `${x.phase} ${(x.atMs / 1000).toFixed(0)}s ${mb(x.rssBytes)} (cache ${mb(x.cacheBytes)})`).join('; ')}`,
    `peak RSS sampled ${mb(r.maxRssBytes)}; process peak ${mb(process.resourceUsage().maxRSS * 1024)}`,
    '',
    'cold load of one scope (fresh store: first vector + keyword search) against reading its rows:',
    ...r.loads.map(
      (l) =>
        `  ${int(l.size).padStart(7)} memories: rows read ${l.readRowsMs === null ? 'n/a' : ms(l.readRowsMs)}, cold searches ${ms(l.coldSearchMs)}, warm ${ms(l.warmSearchMs)}, index ${mb(l.indexBytes)}`,
    ),
    `total time ${(r.durationMs / 1000).toFixed(0)} s`,
  ].join('\n');
}
