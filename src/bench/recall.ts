/**
 * `mnemo bench recall`: ingest throughput and recall latency of the core engine at several scope
 * sizes, in a store that also holds other users' memories, plus the cold start of a new process
 * and peak memory. A benchmark, not a test: it measures and reports against the targets, it does
 * not fail. Progress goes only through `onProgress`; nothing is printed here.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, platform, arch, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { defaultEmbedderSpec } from '../engine/config/index.js';
import { createMnemo } from '../engine/create-mnemo.js';
import type { Mnemo } from '../engine/mnemo.js';
import { embeddingSpaceOf } from '../core/contracts/embedder.js';
import type { ColdStartReport } from './cold-start.js';
import { syntheticMemories, syntheticQueries, type SyntheticMemory } from './corpus.js';

/** Options of {@link runRecallBench}. */
export interface RecallBenchOptions {
  /** Memories in the measured user's scope, one run each (default 1,000, 10,000 and 100,000). */
  readonly sizes?: readonly number[];
  /** Other users in the same store, inserted before the measured scope (default 100). */
  readonly otherUsers?: number;
  /** Memories per other user (default 1,000). */
  readonly otherUserSize?: number;
  /** Timed recalls per size, each a different query (default 200). */
  readonly queries?: number;
  /** Embedder string as `createMnemo` takes it (default `MNEMO_EMBEDDER` or `local`). */
  readonly embedder?: string;
  /** Where the temporary stores go (default the OS temp folder); they are removed afterwards. */
  readonly dir?: string;
  /** Also measure each scope in a store without other users, to show their effect (default true). */
  readonly compareAlone?: boolean;
  /** Measure the first recall of a new process on the store whose size is nearest 10,000 (default true). */
  readonly coldStart?: boolean;
  /** Called as work advances; `label` names the phase (a new label starts a new phase). */
  readonly onProgress?: (label: string, done: number, total: number) => void;
}

/** Latency percentiles over a series of timed calls, in milliseconds. */
export interface LatencySummary {
  readonly count: number;
  readonly meanMs: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** Recall latency of one store: the warm-up call, hybrid recall and each leg alone. */
export interface RecallTimings {
  /** The first recall after opening and ingesting (loads the scope's vectors), not in the percentiles. */
  readonly firstRecallMs: number;
  /** `recall(scope, query, { k: 10 })`, both legs. */
  readonly hybrid: LatencySummary;
  /** The same queries with `legs: 'keyword'` (FTS5 BM25 and row fetch). */
  readonly keywordOnly: LatencySummary;
  /** The same queries with `legs: 'vector'` (query embedding, exact scan and row fetch). */
  readonly vectorOnly: LatencySummary;
  /** Mean recalled memories per hybrid query. */
  readonly meanHits: number;
}

/** Results for one scope size. */
export interface RecallBenchSize {
  readonly size: number;
  /** Memories of other users in the store during this run. */
  readonly otherMemories: number;
  readonly ingest: {
    readonly memories: number;
    readonly ms: number;
    /** Memories per second through `rememberMany` in batches of 1,000, embedding included. */
    readonly perSecond: number;
    /** Embedding alone (`mnemo.embed` on up to 2,000 of the same texts), texts per second. */
    readonly embedPerSecond: number;
  };
  /** Recall in the store with other users' memories. */
  readonly recall: RecallTimings;
  /** Recall of the same scope in a store without other users (absent when `compareAlone` is off). */
  readonly alone: RecallTimings | null;
  /** Peak RSS of the bench process so far (it only grows), in bytes. */
  readonly maxRssBytes: number;
}

/** A new process opening a store and running its first recall. */
export interface ColdStartResult {
  /** Size of the scope recalled from (the store also holds the other users). */
  readonly size: number;
  /** `dist` (compiled) or `tsx` (TypeScript sources compiled on the fly, slower to start). */
  readonly runtime: 'dist' | 'tsx';
  /** Wall time from spawning the process to its answer, measured by the parent. */
  readonly wallMs: number;
  /** Node start-up until the child script ran. */
  readonly nodeStartMs: number;
  /** Importing Mnemo's modules. */
  readonly importMs: number;
  /** `createMnemo`: opening and migrating the store, creating the embedder. */
  readonly openMs: number;
  /** The first recall, including loading the embedder's tables and the scope's vectors. */
  readonly firstRecallMs: number;
  readonly maxRssBytes: number;
}

/** One target and where the run stands against it. */
export interface TargetCheck {
  readonly name: string;
  readonly target: string;
  /** The measured value, in `unit`; null when the run did not measure it. */
  readonly actual: number | null;
  readonly unit: string;
  readonly met: boolean | null;
}

/** Everything `runRecallBench` measured, all numbers (ms, per second, bytes). */
export interface RecallBenchResult {
  readonly machine: { readonly cpus: number; readonly cpuModel: string; readonly memoryBytes: number; readonly node: string; readonly platform: string };
  readonly embedder: string;
  readonly embeddingModel: string;
  readonly queries: number;
  readonly otherUsers: number;
  readonly otherUserSize: number;
  /** Inserting the other users' memories (one `rememberMany` per user), once for all sizes. */
  readonly otherUsersIngest: { readonly memories: number; readonly ms: number; readonly perSecond: number };
  readonly sizes: readonly RecallBenchSize[];
  readonly coldStart: ColdStartResult | null;
  /** Peak RSS of the bench process over the whole run, in bytes. */
  readonly maxRssBytes: number;
  readonly targets: readonly TargetCheck[];
  readonly durationMs: number;
}

const BATCH = 1000;
export const K = 10;
const MEASURED_USER = 'bench-user';
const EMBED_SAMPLE = 2000;

/** Runs the recall and ingest benchmark. Temporary stores are removed even when it fails. */
export async function runRecallBench(options: RecallBenchOptions = {}): Promise<RecallBenchResult> {
  const started = performance.now();
  const sizes = [...(options.sizes ?? [1000, 10_000, 100_000])];
  const otherUsers = options.otherUsers ?? 100;
  const otherUserSize = options.otherUserSize ?? 1000;
  const queryCount = options.queries ?? 200;
  const embedder = options.embedder ?? defaultEmbedderSpec();
  const compareAlone = options.compareAlone ?? true;
  const progress = options.onProgress ?? (() => {});
  const coldSize = options.coldStart === false || sizes.length === 0 ? null : nearest(sizes, 10_000);

  const dir = mkdtempSync(join(options.dir ?? tmpdir(), 'mnemo-bench-'));
  try {
    // The other users' data is the same for every size: build it once, copy the file per size.
    const base = join(dir, 'base.db');
    const baseMnemo = await createMnemo({ db: base, embedder });
    const embeddingModel = embeddingSpaceOf(baseMnemo.embedder).modelId;
    let otherMs = 0;
    try {
      await baseMnemo.embed(['warm up']);
      for (let u = 0; u < otherUsers; u++) {
        const inputs = syntheticMemories(`other-${u}`, otherUserSize).map((m) => ({ content: m.content }));
        const t = performance.now();
        await baseMnemo.rememberMany({ userId: `other-${u}` }, inputs, { batchSize: BATCH });
        otherMs += performance.now() - t;
        progress('other users', u + 1, otherUsers);
      }
    } finally {
      await baseMnemo.close();
    }
    const otherMemories = otherUsers * otherUserSize;

    const results: RecallBenchSize[] = [];
    let coldStart: ColdStartResult | null = null;
    for (const size of sizes) {
      const memories = syntheticMemories(MEASURED_USER, size);
      const queries = syntheticQueries(memories, queryCount + 1);
      const file = join(dir, `scope-${size}.db`);
      copyStore(base, file);
      const run = await measureStore({ file, embedder, memories, queries, label: `${fmtInt(size)} memories`, progress });
      if (size === coldSize) coldStart = await measureColdStart(file, embedder, queries[0] ?? 'what happened', size);
      removeStore(file);

      let alone: RecallTimings | null = null;
      if (compareAlone) {
        const aloneFile = join(dir, `alone-${size}.db`);
        alone = (await measureStore({ file: aloneFile, embedder, memories, queries, label: `${fmtInt(size)} memories, no other users`, progress })).recall;
        removeStore(aloneFile);
      }
      results.push({ size, otherMemories, ingest: run.ingest, recall: run.recall, alone, maxRssBytes: maxRss() });
    }

    const result = {
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
        memoryBytes: totalmem(),
        node: process.version,
        platform: `${platform()} ${arch()}`,
      },
      embedder,
      embeddingModel,
      queries: queryCount,
      otherUsers,
      otherUserSize,
      otherUsersIngest: { memories: otherMemories, ms: otherMs, perSecond: perSecond(otherMemories, otherMs) },
      sizes: results,
      coldStart,
      maxRssBytes: maxRss(),
      durationMs: 0,
      targets: [] as TargetCheck[],
    };
    return { ...result, targets: checkTargets(result), durationMs: performance.now() - started };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Ingests one scope into `file` (which may already hold other users) and times recall on it. */
async function measureStore(args: {
  file: string;
  embedder: string;
  memories: readonly SyntheticMemory[];
  queries: readonly string[];
  label: string;
  progress: (label: string, done: number, total: number) => void;
}): Promise<{ ingest: RecallBenchSize['ingest']; recall: RecallTimings }> {
  const { memories, queries, label, progress } = args;
  const mnemo = await createMnemo({ db: args.file, embedder: args.embedder });
  try {
    const texts = memories.map((m) => m.content);
    await mnemo.embed(['warm up']); // loads the embedder's tables outside the timings
    const sample = texts.slice(0, EMBED_SAMPLE);
    const e0 = performance.now();
    await mnemo.embed(sample);
    const embedPerSecond = perSecond(sample.length, performance.now() - e0);

    const scope = { userId: MEASURED_USER };
    const t0 = performance.now();
    await mnemo.rememberMany(
      scope,
      texts.map((content) => ({ content })),
      { batchSize: BATCH, consolidate: false, onProgress: (done, total) => progress(`ingest ${label}`, done, total) },
    );
    const ms = performance.now() - t0;
    const recall = await timeRecalls(mnemo, scope, queries, `recall ${label}`, progress);
    return { ingest: { memories: memories.length, ms, perSecond: perSecond(memories.length, ms), embedPerSecond }, recall };
  } finally {
    await mnemo.close();
  }
}

/** One warm-up recall (reported apart), then every query through hybrid, keyword-only and vector-only recall. */
async function timeRecalls(
  mnemo: Mnemo,
  scope: { userId: string },
  queries: readonly string[],
  label: string,
  progress: (label: string, done: number, total: number) => void,
): Promise<RecallTimings> {
  const [warmUp = 'what happened', ...timed] = queries;
  const f0 = performance.now();
  await mnemo.recall(scope, warmUp, { k: K });
  const firstRecallMs = performance.now() - f0;

  const total = timed.length * 3;
  let done = 0;
  let hits = 0;
  const series = async (legs: 'hybrid' | 'keyword' | 'vector'): Promise<LatencySummary> => {
    const times: number[] = [];
    for (const q of timed) {
      const t = performance.now();
      const found = await mnemo.recall(scope, q, { k: K, legs });
      times.push(performance.now() - t);
      if (legs === 'hybrid') hits += found.length;
      progress(label, ++done, total);
    }
    return summarize(times);
  };
  const hybrid = await series('hybrid');
  const keywordOnly = await series('keyword');
  const vectorOnly = await series('vector');
  return { firstRecallMs, hybrid, keywordOnly, vectorOnly, meanHits: timed.length ? hits / timed.length : 0 };
}

/** Spawns a new Node process that opens `file` and runs one recall; compiled code when running compiled. */
async function measureColdStart(file: string, embedder: string, query: string, size: number): Promise<ColdStartResult> {
  const self = fileURLToPath(import.meta.url);
  const runtime = self.endsWith('.ts') ? 'tsx' : 'dist';
  const script = fileURLToPath(new URL(runtime === 'tsx' ? './cold-start.ts' : './cold-start.js', import.meta.url));
  const args = runtime === 'tsx' ? ['--import', resolveTsx(), script] : [script];
  const t0 = performance.now();
  const { stdout, code, stderr } = await new Promise<{ stdout: string; stderr: string; code: number | null }>((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...args, file, embedder, MEASURED_USER, query], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MNEMO_EMBEDDER: embedder },
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', reject);
    child.on('close', (exit) => resolvePromise({ stdout: out, stderr: err, code: exit }));
  });
  const wallMs = performance.now() - t0;
  const line = stdout.trim().split('\n').pop() ?? '';
  if (code !== 0 || !line.startsWith('{')) {
    throw new Error(`the cold-start process failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' / ')}`);
  }
  const r = JSON.parse(line) as ColdStartReport;
  return {
    size,
    runtime,
    wallMs,
    nodeStartMs: r.scriptStartMs,
    importMs: r.importedMs - r.scriptStartMs,
    openMs: r.openedMs - r.importedMs,
    firstRecallMs: r.recalledMs - r.openedMs,
    maxRssBytes: r.maxRssBytes,
  };
}

/** The tsx loader as a URL, so the child finds it whatever its working directory. */
function resolveTsx(): string {
  try {
    return import.meta.resolve('tsx');
  } catch {
    return 'tsx';
  }
}

function checkTargets(r: Omit<RecallBenchResult, 'targets'>): TargetCheck[] {
  const at = (size: number) => r.sizes.find((s) => s.size === size);
  const p95 = (size: number, limit: number): TargetCheck => {
    const actual = at(size)?.recall.hybrid.p95Ms ?? null;
    return { name: `recall p95, ${fmtInt(size)}-memory scope`, target: `≤ ${limit} ms`, actual, unit: 'ms', met: actual === null ? null : actual <= limit };
  };
  // "Unaffected by other users": p95 with them within 25% (plus 0.5 ms of timer noise) of p95 without.
  const ratios = r.sizes.filter((s) => s.alone).map((s) => s.recall.hybrid.p95Ms / Math.max((s.alone as RecallTimings).hybrid.p95Ms, 1e-9));
  const worst = ratios.length ? Math.max(...ratios) : null;
  const isolationMet = r.sizes.every((s) => !s.alone || s.recall.hybrid.p95Ms <= s.alone.hybrid.p95Ms * 1.25 + 0.5);
  const ingest = r.sizes.length ? Math.min(...r.sizes.map((s) => s.ingest.perSecond)) : null;
  const cold = r.coldStart?.wallMs ?? null;
  const mb = (bytes: number) => bytes / 2 ** 20;
  return [
    p95(10_000, 5),
    p95(100_000, 50),
    {
      name: `recall p95 with ${fmtInt(r.otherUsers * r.otherUserSize)} other users' memories vs. without`,
      target: '≤ 1.25× (+0.5 ms)',
      actual: worst,
      unit: '×',
      met: worst === null ? null : isolationMet,
    },
    { name: 'ingest, batches of 1,000 (slowest size)', target: '≥ 2,000 /s', actual: ingest, unit: '/s', met: ingest === null ? null : ingest >= 2000 },
    { name: 'first recall in a new process', target: '≤ 1,500 ms', actual: cold, unit: 'ms', met: cold === null ? null : cold <= 1500 },
    {
      name: 'peak RSS, new process (open + first recall)',
      target: '≤ 400 MB',
      actual: r.coldStart ? mb(r.coldStart.maxRssBytes) : null,
      unit: 'MB',
      met: r.coldStart ? mb(r.coldStart.maxRssBytes) <= 400 : null,
    },
    { name: 'peak RSS, bench process (all sizes)', target: '≤ 400 MB', actual: mb(r.maxRssBytes), unit: 'MB', met: mb(r.maxRssBytes) <= 400 },
  ];
}

/** p50/p95/p99, mean and max of a series of timings in milliseconds. */
export function summarize(times: readonly number[]): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number) : 0);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return { count: sorted.length, meanMs: sorted.length ? sum / sorted.length : 0, p50Ms: q(0.5), p95Ms: q(0.95), p99Ms: q(0.99), maxMs: sorted.at(-1) ?? 0 };
}

function copyStore(from: string, to: string): void {
  copyFileSync(from, to);
  for (const suffix of ['-wal', '-shm']) if (existsSync(from + suffix)) copyFileSync(from + suffix, to + suffix);
}

function removeStore(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

function nearest(values: readonly number[], target: number): number {
  return values.reduce((best, v) => (Math.abs(v - target) < Math.abs(best - target) ? v : best));
}

function maxRss(): number {
  return process.resourceUsage().maxRSS * 1024;
}

const perSecond = (n: number, ms: number): number => (ms > 0 ? (n * 1000) / ms : 0);
export const fmtInt = (n: number): string => Math.round(n).toLocaleString('en-US');
export const fmtMs = (ms: number): string => (ms >= 100 ? `${Math.round(ms).toLocaleString('en-US')} ms` : `${ms.toFixed(ms >= 10 ? 1 : 2)} ms`);
