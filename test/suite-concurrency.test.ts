// The concurrency suite (issue 17): N processes write one user at once — memories through the whole
// write path and turns to their sessions — on SQLite (one file, WAL) and on PostgreSQL (a Debian
// server, when installed). 0 lost, 0 duplicated. `npm test`: 3 writers × 3 rounds;
// `npm run test:stress`: 8 writers × 25 rounds (MNEMO_STRESS_WRITERS / MNEMO_STRESS_ROUNDS).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { runScript } from './support/child-script.js';
import { startDebianPostgres, type TestServer } from './support/postgres.js';

const stress = process.env.MNEMO_STRESS === '1';
const WRITERS = Number(process.env.MNEMO_STRESS_WRITERS ?? (stress ? 8 : 3));
const ROUNDS = Number(process.env.MNEMO_STRESS_ROUNDS ?? (stress ? 25 : 3));
const dir = mkdtempSync(join(tmpdir(), 'mnemo-conc-'));
let server: TestServer | null = null;
before(async () => {
  server = await startDebianPostgres();
  if (!server && process.env.MNEMO_REQUIRE_POSTGRES === '1') throw new Error('no PostgreSQL server binaries: apt-get install -y postgresql');
});
after(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Report {
  worker: string;
  ids: string[];
  session: string;
  turns: number;
}

function writer(db: string, worker: number): Promise<Report> {
  return runScript<Report>('test/support/concurrent-writer.ts', [db, String(worker), String(ROUNDS)], `writer ${worker}`);
}

async function run(db: string): Promise<void> {
  const reports = await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(db, w)));
  const m = await createMnemo({ db, llm: null, embedder: 'hash:32', writePath: { background: false } });
  try {
    const scope = { userId: 'shared-user' };
    const stored = await m.list(scope, { limit: 10_000 });
    const acknowledged = reports.flatMap((r) => r.ids);
    assert.equal(new Set(acknowledged).size, WRITERS * ROUNDS * 5, 'every write acknowledged with its own id');
    const ids = new Set(stored.map((r) => r.id));
    assert.deepEqual(
      acknowledged.filter((id) => !ids.has(id)),
      [],
      '0 lost',
    );
    assert.equal(stored.length, acknowledged.length, '0 duplicated');
    assert.equal(new Set(stored.map((r) => r.content)).size, stored.length, 'no content twice');
    for (const r of reports) {
      const events = await m.sessions.events(scope, r.session);
      assert.deepEqual(
        events.map((e) => e.seq),
        Array.from({ length: r.turns }, (_, i) => i + 1),
        'turns numbered without gaps or repeats',
      );
    }
    console.log(
      `concurrency (${db.startsWith('postgres') ? 'postgres' : 'sqlite'}): ${WRITERS} writers, ${acknowledged.length} memories and ${reports.reduce((a, r) => a + r.turns, 0)} turns, 0 lost, 0 duplicated`,
    );
  } finally {
    await m.close();
  }
}

test('concurrency: N processes writing one user on SQLite lose nothing and duplicate nothing', async () => {
  await run(join(dir, 'shared.db'));
});

test('concurrency: N processes writing one user on PostgreSQL lose nothing and duplicate nothing', async (t) => {
  if (!server) return t.skip('no PostgreSQL server binaries here');
  await run(server.url);
});
