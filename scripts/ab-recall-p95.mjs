// Recall latency of several builds, interleaved in one process: each build gets its own SQLite store of the
// same synthetic memories (the corpus of `mnemo bench recall`), every query runs REPEAT times per build with the
// builds alternating, and a query's fastest run counts (which filters out preemption on a shared machine).
//
//   git worktree add --detach /tmp/base 2f39f93 && (cd /tmp/base && npm ci && npm run build)
//   node scripts/ab-recall-p95.mjs /tmp/base/dist dist            # issue 24's base against this build
//   SIZE=10000 QUERIES=400 REPEAT=5 node scripts/ab-recall-p95.mjs <dist> <dist> …
//   CLOCK=cpu node scripts/ab-recall-p95.mjs …   # CPU time of the process instead of wall time (a loaded machine)
//
// Prints p50/p95/p99 of the per-query minimum, and of every raw run, per build. It is a measurement, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const dists = process.argv.slice(2).map((d) => resolve(d));
if (dists.length === 0) {
  console.error('usage: node scripts/ab-recall-p95.mjs <dist-dir> [<dist-dir> …]');
  process.exit(2);
}
const size = Number(process.env.SIZE ?? 10000);
const count = Number(process.env.QUERIES ?? 400);
const repeat = Number(process.env.REPEAT ?? 5);
// Wall time by default; on a machine shared with other work, the process's CPU time (user + system) is steadier.
const cpuClock = process.env.CLOCK === 'cpu';
const clock = cpuClock
  ? () => {
      const c = process.cpuUsage();
      return (c.user + c.system) / 1000;
    }
  : () => performance.now();
const load = (dist, file) => import(pathToFileURL(join(dist, file)).href);

// The memories and queries come from the first build's corpus, so every build answers the same questions.
const { syntheticMemories, syntheticQueries } = await load(dists[0], 'bench/corpus.js');
const scope = { userId: 'measured' };
const memories = syntheticMemories('measured', size);
const queries = syntheticQueries(memories, count + 1);
const dir = mkdtempSync(join(tmpdir(), 'mnemo-ab-'));
const engines = [];
try {
  for (const [i, dist] of dists.entries()) {
    const { createMnemo } = await load(dist, 'index.js');
    const mnemo = await createMnemo({ db: join(dir, `${i}.db`), embedder: 'local' });
    await mnemo.rememberMany(
      scope,
      memories.map((m) => ({ content: m.content })),
      { batchSize: 1000 },
    );
    engines.push(mnemo);
  }
  for (const q of queries.slice(0, 30)) for (const m of engines) await m.recall(scope, q, { k: 10 }); // warm-up
  const fastest = engines.map(() => []);
  const raw = engines.map(() => []);
  for (const [qi, q] of queries.slice(1).entries()) {
    const best = engines.map(() => Infinity);
    for (let r = 0; r < repeat; r++) {
      for (let j = 0; j < engines.length; j++) {
        const k = (j + qi + r) % engines.length;
        const start = clock();
        await engines[k].recall(scope, q, { k: 10 });
        const took = clock() - start;
        raw[k].push(took);
        best[k] = Math.min(best[k], took);
      }
    }
    best.forEach((b, k) => fastest[k].push(b));
  }
  const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))].toFixed(2);
  console.log(`${size} memories, ${count} queries, fastest of ${repeat} runs per query (${cpuClock ? 'CPU' : 'wall'} ms)`);
  console.log('build'.padEnd(40), 'p50'.padStart(6), 'p95'.padStart(6), 'p99'.padStart(6), '| raw p50'.padStart(9), 'p95'.padStart(6));
  for (const [k, dist] of dists.entries()) {
    const f = fastest[k];
    console.log(
      dist.slice(-40).padEnd(40),
      pct(f, 0.5).padStart(6),
      pct(f, 0.95).padStart(6),
      pct(f, 0.99).padStart(6),
      '|',
      pct(raw[k], 0.5).padStart(7),
      pct(raw[k], 0.95).padStart(6),
    );
  }
} finally {
  for (const m of engines) await m.close();
  rmSync(dir, { recursive: true, force: true });
}
