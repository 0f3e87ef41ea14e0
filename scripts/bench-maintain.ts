/**
 * `mnemo maintain` on a large store: builds a SQLite store of N memories (default 100,000, spread
 * over U users, written over two simulated years), then times a dry run and a real pass of the
 * CLI (`MNEMO_NOW` one year after the last write) and reports each one's peak RSS from
 * /usr/bin/time. Run niced:
 *
 *   nice -n 10 node --import tsx scripts/bench-maintain.ts [memories=100000] [users=10]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { makeRecord, newMemory } from '../src/testing/fixtures.js';
import { MEMORY_KINDS } from '../src/core/types/memory.js';

const total = Number(process.argv[2] ?? 100_000);
const users = Number(process.argv[3] ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'mnemo-bench-maintain-'));
const db = join(dir, 'bench.db');
const DAY = 86_400_000;
const start = Date.parse('2025-01-01T00:00:00Z');
const words = ['coffee', 'train', 'meeting', 'garden', 'invoice', 'laptop', 'recipe', 'budget', 'flight', 'doctor', 'concert', 'project'];

// A fixed pseudo-random sequence, so every run builds the same store.
let seed = 42;
const rand = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

const built = Date.now();
const store = await createSqliteStore({ path: db });
await store.migrate();
for (let u = 0; u < users; u++) {
  const scope = { tenantId: 'default', userId: `user-${u}` };
  const per = Math.floor(total / users);
  for (let i = 0; i < per; i += 1000) {
    const ops = [];
    for (let j = i; j < Math.min(i + 1000, per); j++) {
      const at = new Date(start + rand() * 730 * DAY);
      const content = `Note ${j} about the ${words[j % words.length]} and the ${words[(j * 7) % words.length]} for user ${u}`;
      const record = makeRecord(scope, {
        content,
        kind: MEMORY_KINDS[j % MEMORY_KINDS.length],
        importance: rand() < 0.05 ? 0.95 : 0.1 + rand() * 0.7,
        confidence: 0.3 + rand() * 0.7,
        createdAt: at,
        updatedAt: at,
        validFrom: at,
        lastAccessedAt: rand() < 0.3 ? new Date(at.getTime() + rand() * 200 * DAY) : null,
        accessCount: Math.floor(rand() * 4),
        expiresAt: rand() < 0.05 ? new Date(at.getTime() + 90 * DAY) : null,
        halfLifeDays: null,
        embedding: null,
        embeddingModel: null,
      });
      ops.push({ type: 'insertMemory' as const, memory: newMemory(record) });
    }
    await store.write(scope, ops);
  }
}
await store.close();
console.log(`built ${total} memories for ${users} users in ${((Date.now() - built) / 1000).toFixed(1)} s (${db})`);

const now = new Date(start + 730 * DAY + 365 * DAY).toISOString();
for (const args of [['--dry-run'], []]) {
  const t0 = Date.now();
  const r = spawnSync('/usr/bin/time', ['-v', process.execPath, 'bin/mnemo.js', '--db', db, 'maintain', '--json', ...args], {
    encoding: 'utf8',
    env: { ...process.env, MNEMO_NOW: now, MNEMO_EMBEDDER: 'hash' },
    maxBuffer: 1 << 30,
  });
  const seconds = (Date.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(r.stderr);
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1] ?? NaN);
  const reports = JSON.parse(r.stdout) as { scanned: number; protected: number; counts: Record<string, number> }[];
  const sum = (k: string) => reports.reduce((n, x) => n + (x.counts[k] ?? 0), 0);
  console.log(
    `maintain ${args.join(' ') || '(apply)'}: ${seconds.toFixed(1)} s, peak RSS ${(rssKb / 1024).toFixed(0)} MB; ` +
      `scanned ${reports.reduce((n, x) => n + x.scanned, 0)}, protected ${reports.reduce((n, x) => n + x.protected, 0)}, ` +
      `expire ${sum('expire')}, decay ${sum('decay')}, age ${sum('age')}, archive ${sum('archive')}`,
  );
}
rmSync(dir, { recursive: true, force: true });
