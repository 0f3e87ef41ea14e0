// The crash suite (issue 17): a writer process is SIGKILLed at a random point of remember,
// rememberMany or a session append with extraction running in the background, then the store is
// reopened. Every acknowledged write must be readable, the integrity check ok, no job stuck past its
// lease, nothing extracted twice. `npm test` runs a few trials; `npm run test:stress` runs
// MNEMO_STRESS_TRIALS (default 50). Real processes, real SQLite files.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createMnemo } from '../src/create-mnemo.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';

const TRIALS = Number(process.env.MNEMO_STRESS_TRIALS ?? (process.env.MNEMO_STRESS ? 50 : 3));
const dir = mkdtempSync(join(tmpdir(), 'mnemo-crash-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Ack {
  memory?: string | null;
  memories?: (string | null)[];
  session?: string;
  seq?: number;
}

/** Runs the writer for a random while, kills it, and returns the writes it acknowledged. */
async function killedWriter(db: string, user: string, seed: number): Promise<Ack[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('test', 'support', 'crash-writer.ts'), db, user, String(seed)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise((r) => child.on('exit', r));
  // Wait for the first acknowledged write, then a random while more.
  while (!out.includes('\n')) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 200 + ((seed * 7919) % 1500)));
  child.kill('SIGKILL');
  await exited;
  return out.split('\n').filter((l) => l.endsWith('}')).map((l) => JSON.parse(l) as Ack);
}

test(`crash: ${TRIALS} SIGKILLs mid-write lose no acknowledged write and leave a sound store`, async () => {
  const totals = { acknowledged: 0, trials: 0 };
  for (let t = 0; t < TRIALS; t++) {
    const db = join(dir, `c${t % 4}.db`); // a few files, so later trials crash into stores with history
    const user = `u${t % 3}`;
    const acks = await killedWriter(db, user, 1000 + t);
    const store = createSqliteStore({ path: db });
    try {
      const integrity = await store.checkIntegrity({ full: true });
      assert.equal(integrity.ok, true, `trial ${t}: ${integrity.problems.join('; ')}`);
      const scope = { tenantId: 'default', userId: user };
      const ids = acks.flatMap((a) => [a.memory, ...(a.memories ?? [])]).filter((x): x is string => typeof x === 'string');
      const found = new Set((await store.getMemories(scope, ids)).map((r) => r.id));
      const lost = ids.filter((id) => !found.has(id));
      assert.deepEqual(lost, [], `trial ${t}: acknowledged memories missing`);
      for (const a of acks.filter((x) => x.session)) {
        const s = await store.getSession(scope, a.session as string);
        assert.ok(s && s.eventCount >= (a.seq ?? 0), `trial ${t}: an acknowledged turn is missing`);
      }
      totals.acknowledged += acks.length;
    } finally {
      await store.close();
    }
    // After restart every queued extraction completes: nothing stuck past its lease, nothing twice.
    const m = await createMnemo({ db, llm: null, writePath: { background: false, leaseMs: 1000 } });
    try {
      const drained = await m.flush({ timeoutMs: 30_000 });
      assert.equal(drained.pending, 0, `trial ${t}: a job is still open after its lease`);
      const open = await m.admin.jobs({ statuses: ['pending', 'running'] });
      assert.deepEqual(open, []);
      for (const s of await m.sessions.list({ userId: user })) assert.equal(s.watermark, s.eventCount, 'every turn extracted');
      const all = await m.list({ userId: user }, { limit: 10_000 });
      const contents = all.map((r) => r.content);
      assert.equal(new Set(contents).size, contents.length, `trial ${t}: a memory was written twice`);
    } finally {
      await m.close();
    }
    totals.trials++;
  }
  console.log(`crash suite: ${totals.trials} trials, ${totals.acknowledged} acknowledged writes, 0 lost, integrity ok`);
});
