/**
 * `mnemo bench serve`: a load generator on loopback against a spawned `mnemo serve` over a SQLite
 * file seeded with N memories per user. Phases of C concurrent clients, each bounded in requests
 * and time, run a mixed workload (recall, remember, get, list) and report p50/p95 per route,
 * requests per second, errors, lost writes (acknowledged ids that cannot be read back) and the
 * server's peak RSS. A benchmark, not a test: it prints a table.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMnemo } from '../engine/create-mnemo.js';
import { syntheticMemories, syntheticQueries } from './corpus.js';

/** Options of {@link runServeBench}. */
export interface ServeBenchOptions {
  readonly memoriesPerUser: number;
  readonly users: number;
  /** Concurrent clients of each phase. */
  readonly clients: readonly number[];
  /** Bounds of one phase. */
  readonly maxRequests: number;
  readonly maxSeconds: number;
  /** Embedder spec of the store (default: the engine's default). */
  readonly embedder?: string;
  /** Processes of each `mnemo serve` (`--workers`; default 1, the number the first measurements used). */
  readonly workers?: number;
  /** Separate `mnemo serve` commands, each on its own port, the clients spread over them as a load balancer would (default 1). */
  readonly servers?: number;
  /** The store (default: a temporary SQLite file). A PostgreSQL URL must name an empty database, or one seeded by an earlier run with `reuse`. */
  readonly db?: string;
  /** Seed nothing: the store already holds the users of an earlier run with the same sizes. */
  readonly reuse?: boolean;
  /** Other users in the store, never queried (default 0), and their memories each. */
  readonly otherUsers?: number;
  readonly otherUserSize?: number;
  readonly onProgress?: (stage: string, done: number, total: number) => void;
}

/** Latency of one route in one phase. */
export interface RouteStats {
  readonly route: string;
  readonly count: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly perSecond: number;
}

/** One phase. */
export interface PhaseResult {
  readonly name: string;
  readonly clients: number;
  readonly requests: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly errors: number;
  readonly writes: number;
  readonly lostWrites: number;
  /**
   * CPU time the server process spent per request (user + system, from /proc), in ms: unlike the
   * latencies it does not grow when other processes compete for the cores, so 1000 / this is the
   * requests per second one free core would serve. Null where /proc is missing.
   */
  readonly serverCpuMsPerRequest: number | null;
  readonly routes: readonly RouteStats[];
}

/** The whole run. */
export interface ServeBenchResult {
  readonly memoriesPerUser: number;
  readonly users: number;
  /** The store kind, the processes serving it and the memories of users not queried. */
  readonly store: string;
  readonly processes: string;
  readonly otherMemories: number;
  readonly seedSeconds: number;
  readonly phases: readonly PhaseResult[];
  /** Peak resident set of the server process (VmHWM), MB. */
  readonly serverPeakRssMb: number | null;
}

const BIN = fileURLToPath(new URL('../../bin/mnemo.js', import.meta.url));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** The largest peak RSS among a process and its children, MB. */
function peakRssMb(pid: number | undefined): number | null {
  const peaks = treePids(pid)
    .map(ownPeakRssMb)
    .filter((v): v is number => v !== null);
  return peaks.length === 0 ? null : Math.max(...peaks);
}

function ownPeakRssMb(pid: number): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** A process and its children (the workers of a `serve --workers N`), from /proc. */
function treePids(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  const pids = [pid];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.split(') ')[1]?.split(' ')[1] === String(pid)) pids.push(Number(entry));
    }
  } catch {
    // a process ended while we looked
  }
  return pids;
}

/** CPU ms used so far by a process and its children (utime + stime), or null without /proc. */
function cpuMs(pid: number | undefined): number | null {
  const pids = treePids(pid);
  if (pids.length === 0 || ownCpuMs(pids[0] as number) === null) return null;
  return pids.reduce((sum, p) => sum + (ownCpuMs(p) ?? 0), 0);
}

function ownCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the command: state is field 3, utime 14 and stime 15 (1-based), in clock ticks (100/s on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

type Op = 'recall' | 'remember' | 'get' | 'list';

/** Runs the benchmark and cleans up its files. */
export async function runServeBench(options: ServeBenchOptions): Promise<ServeBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-bench-serve-'));
  const db = options.db ?? join(dir, 'bench.db');
  const users = Array.from({ length: options.users }, (_, i) => `user-${i}`);
  const queries = new Map<string, string[]>();
  const knownIds = new Map<string, string[]>();
  const t0 = performance.now();
  const seeder = await createMnemo({ db, llm: null, ...(options.embedder && { embedder: options.embedder }), writePath: { background: false } });
  let key: string;
  try {
    const seed = async (user: string, size: number): Promise<string[]> => {
      const memories = syntheticMemories(user, size);
      if (users.includes(user)) queries.set(user, syntheticQueries(memories, 200));
      if (options.reuse) return (await seeder.list({ userId: user }, { limit: 500 })).map((m) => m.id);
      const stored = await seeder.rememberMany(
        { userId: user },
        memories.map((m) => ({ content: m.content })),
        { batchSize: 1000, consolidate: false, onProgress: (done, total) => options.onProgress?.(`seed ${user}`, done, total) },
      );
      return stored.slice(0, 500).map((m) => m.id);
    };
    for (let u = 0; u < (options.otherUsers ?? 0); u++) await seed(`other-${u}`, options.otherUserSize ?? 1000);
    for (const user of users) knownIds.set(user, await seed(user, options.memoriesPerUser));
    key = (await seeder.admin.createKey({ tenantId: 'default', role: 'write', label: 'bench' })).key;
  } finally {
    await seeder.close();
  }
  const seedSeconds = (performance.now() - t0) / 1000;

  const env = { ...process.env, ...(options.embedder && { MNEMO_EMBEDDER: options.embedder }) };
  const workers = String(options.workers ?? 1);
  const children = Array.from({ length: options.servers ?? 1 }, () =>
    spawn(process.execPath, [BIN, '--db', db, 'serve', '--port', '0', '--workers', workers], { stdio: ['ignore', 'ignore', 'pipe'], env }),
  );
  const serverCpuMs = (): number | null =>
    children.reduce<number | null>((sum, child) => {
      const ms = cpuMs(child.pid);
      return sum === null || ms === null ? null : sum + ms;
    }, 0);
  try {
    const urls = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve, reject) => {
            let err = '';
            child.stderr.setEncoding('utf8');
            child.stderr.on('data', (d: string) => {
              err += d;
              const m = /serving (http:\/\/\S+)/.exec(err);
              if (m) resolve(m[1] as string);
            });
            child.once('exit', (code) => reject(new Error(`mnemo serve exited ${code}: ${err.slice(0, 500)}`)));
          }),
      ),
    );
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const phases: PhaseResult[] = [];
    const plan: { name: string; clients: number; mix: readonly Op[] }[] = [
      { name: 'recall only', clients: 8, mix: ['recall'] },
      ...options.clients.map((clients) => ({ name: 'mixed', clients, mix: ['recall', 'recall', 'recall', 'remember', 'remember', 'get', 'list'] as Op[] })),
    ];
    // Every process loads the measured users' indexes on its first recall: do that before timing, on
    // new connections so that each process of each server gets some (the primary hands them out in turn).
    for (const url of urls)
      for (let i = 0; i < 4 * (options.workers ?? 1); i++)
        for (const user of users) {
          const res = await fetch(`${url}/v1/recall`, {
            method: 'POST',
            headers: { ...headers, connection: 'close' },
            body: JSON.stringify({ userId: user, query: (queries.get(user) as string[])[i], k: 10 }),
          });
          await res.arrayBuffer();
        }
    for (const phase of plan) {
      const latencies = new Map<Op, number[]>();
      const acked: { user: string; id: string }[] = [];
      let errors = 0;
      let issued = 0;
      let n = 0;
      const deadline = performance.now() + options.maxSeconds * 1000;
      const start = performance.now();
      const cpu0 = serverCpuMs();
      const client = async (c: number): Promise<void> => {
        while (issued < options.maxRequests && performance.now() < deadline) {
          const i = issued++;
          const user = users[(c + i) % users.length] as string;
          const op = phase.mix[i % phase.mix.length] as Op;
          const q = queries.get(user) as string[];
          const ids = knownIds.get(user) as string[];
          let req: { path: string; init: RequestInit };
          if (op === 'recall') req = { path: '/v1/recall', init: { method: 'POST', body: JSON.stringify({ userId: user, query: q[i % q.length], k: 10 }) } };
          else if (op === 'remember')
            req = {
              path: '/v1/memories',
              init: { method: 'POST', body: JSON.stringify({ userId: user, content: `bench write ${c}-${i}: met Sam at the harbour about the kiln` }) },
            };
          else if (op === 'get') req = { path: `/v1/memories/${ids[i % ids.length]}?userId=${user}`, init: { method: 'GET' } };
          else req = { path: `/v1/memories?userId=${user}&limit=20`, init: { method: 'GET' } };
          const url = urls[c % urls.length] as string;
          const s = performance.now();
          try {
            const res = await fetch(url + req.path, { ...req.init, headers });
            const body = (await res.json()) as { id?: string };
            (latencies.get(op) ?? latencies.set(op, []).get(op))?.push(performance.now() - s);
            if (!res.ok) errors++;
            else if (op === 'remember' && body.id) acked.push({ user, id: body.id });
          } catch {
            errors++;
          }
          if (++n % 200 === 0) options.onProgress?.(`${phase.name} × ${phase.clients}`, n, options.maxRequests);
        }
      };
      await Promise.all(Array.from({ length: phase.clients }, (_, c) => client(c)));
      const seconds = (performance.now() - start) / 1000;
      const cpu1 = serverCpuMs();
      let lostWrites = 0;
      for (const { user, id } of acked) {
        const res = await fetch(`${urls[0]}/v1/memories/${id}?userId=${user}`, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) lostWrites++;
      }
      const routes = [...latencies.entries()].map(([route, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return { route, count: values.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), perSecond: values.length / seconds };
      });
      const requests = routes.reduce((sum, r) => sum + r.count, 0);
      phases.push({
        name: phase.name,
        clients: phase.clients,
        requests,
        seconds,
        perSecond: requests / seconds,
        errors,
        writes: acked.length,
        lostWrites,
        serverCpuMsPerRequest: cpu0 === null || cpu1 === null || requests === 0 ? null : (cpu1 - cpu0) / requests,
        routes,
      });
    }
    return {
      memoriesPerUser: options.memoriesPerUser,
      users: options.users,
      store: options.db === undefined ? 'SQLite' : options.db.startsWith('postgres') ? 'PostgreSQL' : options.db,
      processes: `${children.length} server(s) × ${workers} process(es)`,
      otherMemories: (options.otherUsers ?? 0) * (options.otherUserSize ?? 1000),
      seedSeconds,
      phases,
      serverPeakRssMb: peakRssMb(children[0]?.pid),
    };
  } finally {
    await Promise.all(
      children.map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return child.exitCode === null ? exited : null;
      }),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The result as a table. */
export function formatServeBench(r: ServeBenchResult): string {
  const lines = [
    `mnemo serve on loopback, ${r.store}, ${r.processes}, ${r.users} user(s) × ${r.memoriesPerUser} memories + ${r.otherMemories} of other users (seeded in ${r.seedSeconds.toFixed(1)} s); peak RSS of one server process ${r.serverPeakRssMb ?? '?'} MB`,
    '',
    'phase        clients  route     count   p50 ms  p95 ms   req/s',
  ];
  for (const p of r.phases) {
    for (const s of p.routes) {
      lines.push(
        `${p.name.padEnd(12)} ${String(p.clients).padStart(7)}  ${s.route.padEnd(8)} ${String(s.count).padStart(6)} ${s.p50Ms.toFixed(2).padStart(8)} ${s.p95Ms.toFixed(2).padStart(7)} ${s.perSecond.toFixed(0).padStart(7)}`,
      );
    }
    lines.push(
      `${p.name.padEnd(12)} ${String(p.clients).padStart(7)}  all      ${String(p.requests).padStart(6)}   ${p.seconds.toFixed(1)} s   errors ${p.errors}, writes ${p.writes}, lost ${p.lostWrites}, ${p.perSecond.toFixed(0)} req/s, server CPU ${p.serverCpuMsPerRequest?.toFixed(2) ?? '?'} ms/request`,
    );
  }
  return lines.join('\n');
}
