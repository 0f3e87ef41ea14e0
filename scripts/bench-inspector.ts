// Server time of the inspector's pages on a user with 10,000 memories (issue 11: the first screen
// of /users/<id> under 300 ms). Times the app's handler through app.request() (no network), the
// default embedder, a SQLite file. One memory in 100 carries a review flag (set through a second store
// instance on the file, as consolidation would without a model), so `?flagged=on` and the counts on `/`
// have rows to find. p50/p95 over N requests after one warm-up each.
// Run: node --import tsx scripts/bench-inspector.ts [memories=10000] [requests=40]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { createHttpApp } from '../src/surfaces/http/app.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';

const total = Number(process.argv[2] ?? 10_000);
const requests = Number(process.argv[3] ?? 40);
const dir = mkdtempSync(join(tmpdir(), 'mnemo-bench-inspector-'));
const scope = { tenantId: 'default', userId: 'bench' };
const m = await createMnemo({ db: join(dir, 'b.db'), llm: null, writePath: { background: false } });
const topics = ['garden', 'cello lessons', 'the staging runbook', 'a trip to Lisbon', 'tea', 'the quarterly report', 'peanut allergy', 'the dog Biscuit'];
try {
  const seedStart = Date.now();
  for (let at = 0; at < total; at += 1000) {
    const batch = Array.from({ length: Math.min(1000, total - at) }, (_, i) => {
      const n = at + i;
      return {
        content: `Note ${n}: the user mentioned ${topics[n % topics.length]} on day ${n % 365}.`,
        kind: n % 5 === 0 ? ('preference' as const) : ('fact' as const),
      };
    });
    await m.rememberMany(scope, batch, { batchSize: 1000, consolidate: false });
  }
  const some = (await m.list(scope, { limit: 1 }))[0]?.id ?? '';
  const flagged: string[] = [];
  for (let at = 0; at < total; at += 10_000) {
    const rows = await m.list(scope, { limit: 10_000, offset: at });
    flagged.push(...rows.filter((_, i) => (at + i) % 100 === 50).map((r) => r.id));
  }
  const side = createSqliteStore({ path: join(dir, 'b.db') });
  await side.write(
    scope,
    flagged.map((id) => ({ type: 'patchMemory' as const, id, patch: { review: { similarTo: some, similarity: 0.9 } } })),
  );
  await side.close();
  console.log(`seeded ${total} memories (${flagged.length} flagged for review) in ${((Date.now() - seedStart) / 1000).toFixed(1)} s\n`);
  const app = createHttpApp({ mnemo: m, auth: { type: 'none', tenantId: 'default' } });
  const pages: [string, string][] = [
    ['/users/bench (first screen)', '/users/bench'],
    ['/users/bench?page=100 (offset 4,950)', '/users/bench?page=100'],
    ['/users/bench?q=… (search, k=50)', '/users/bench?q=what+about+the+cello+lessons'],
    ['/users/bench/memories/<id>', `/users/bench/memories/${some}`],
    ['/users/bench?flagged=on', '/users/bench?flagged=on'],
    ['/ (users with counts)', '/'],
    ['/review (100 flagged pairs)', '/review'],
  ];
  console.log('| page | p50 ms | p95 ms |');
  console.log('|---|---:|---:|');
  for (const [label, path] of pages) {
    const res = await app.request(`http://127.0.0.1${path}`);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    const text = await res.text();
    // A filter that found nothing would time an empty page.
    if (path === '/users/bench?flagged=on' && (text.match(/\/users\/bench\/memories\//g) ?? []).length !== 50)
      throw new Error('the flagged page does not list 50 memories');
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const t = process.hrtime.bigint();
      await (await app.request(`http://127.0.0.1${path}`)).text();
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    times.sort((a, b) => a - b);
    const at = (q: number): string => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    console.log(`| ${label} | ${at(0.5)} | ${at(0.95)} |`);
  }
} finally {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
}
