// Many writers: several real processes write, correct and touch memories of the same user on one
// PostgreSQL server at once. Nothing is lost, nothing is duplicated, counters and BM25 statistics
// stay exact.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { createPostgresStore } from '../src/storage/postgres/index.js';
import { makeRecord, newMemory } from '../src/testing/index.js';
import { runScript } from './support/child-script.js';
import { resetUrl, startDebianPostgres, type TestServer } from './support/postgres.js';

const WORKERS = 4;
const ROUNDS = 8;
const scope = { tenantId: 'default', userId: 'shared-user' };
let server: TestServer | null = null;

before(async () => {
  server = await startDebianPostgres();
  if (!server && process.env.MNEMO_REQUIRE_POSTGRES === '1') throw new Error('no PostgreSQL server binaries: apt-get install -y postgresql');
});
after(async () => server?.stop());

function runWorker(url: string, worker: number, target: string): Promise<{ worker: string; created: number; conflicts: number }> {
  return runScript('test/support/pg-writer.ts', [url, String(worker), String(ROUNDS), target], `worker ${worker}`);
}

test(`${WORKERS} processes writing one user at once lose nothing and duplicate nothing`, async (t) => {
  if (!server) return t.skip('PostgreSQL server binaries not installed (apt-get install -y postgresql)');
  const url = server.url;
  await resetUrl(url);
  const store = createPostgresStore({ url });
  await store.migrate();
  const target = makeRecord(scope, { content: 'the memory everyone corrects' });
  await store.write(scope, [{ type: 'insertMemory', memory: newMemory(target) }]);

  const reports = await Promise.all(Array.from({ length: WORKERS }, (_, w) => runWorker(url, w, target.id)));

  try {
    const all = { validity: { mode: 'all' as const } };
    const rows = await store.listMemories(scope, { filter: all });
    // every distinct memory of every worker arrived exactly once
    for (let w = 0; w < WORKERS; w++) {
      for (let r = 0; r < ROUNDS; r++) {
        for (let i = 0; i < 5; i++) {
          const n = rows.filter((m) => m.content === `worker ${w} round ${r} note ${i} about the zebra project`).length;
          assert.equal(n, 1, `worker ${w} round ${r} note ${i} stored ${n} times`);
        }
      }
    }
    // the shared fact of each round exists once; exactly one worker created it, the others got CONFLICT
    for (let r = 0; r < ROUNDS; r++) assert.equal(rows.filter((m) => m.id === `m_shared_round_${r}`).length, 1);
    assert.equal(
      reports.reduce((s, x) => s + x.created, 0),
      ROUNDS,
    );
    assert.equal(
      reports.reduce((s, x) => s + x.conflicts, 0),
      ROUNDS * (WORKERS - 1),
    );
    assert.equal(rows.length, WORKERS * ROUNDS * 5 + ROUNDS + 1);
    // every correction and every use was kept: no lost update
    const [t1] = await store.getMemories(scope, [target.id]);
    assert.equal(t1?.accessCount, WORKERS * ROUNDS);
    assert.match(t1?.content ?? '', /^target by \d \d+$/);
    assert.equal(t1?.confidence, Number(t1?.content.split(' ')[2]) / 10, 'no torn write');
    assert.equal((await store.getHistory(scope, { kind: 'memory', id: target.id })).length, WORKERS * ROUNDS);
    // the per-scope BM25 statistics equal a recount
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const {
      rows: [st],
    } = await client.query(
      `SELECT s.docs::int AS docs, s.total_terms::int AS terms,
         (SELECT count(*)::int FROM mnemo_memories m WHERE m.tenant_id = s.tenant_id AND m.user_id = s.user_id AND m.term_count > 0) AS real_docs,
         (SELECT coalesce(sum(term_count), 0)::int FROM mnemo_memories m WHERE m.tenant_id = s.tenant_id AND m.user_id = s.user_id) AS real_terms
       FROM mnemo_scopes s WHERE s.tenant_id = $1 AND s.user_id = $2`,
      [scope.tenantId, scope.userId],
    );
    await client.end();
    assert.deepEqual([st.docs, st.terms], [st.real_docs, st.real_terms]);
    const hits = await store.searchKeyword(scope, { terms: ['penguin'], filter: all, limit: 100 });
    assert.equal(hits.length, ROUNDS);
  } finally {
    await store.close();
  }
});

function runNode(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MNEMO_LLM: 'none', MNEMO_DB: '' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

test('3 worker processes extracting and consolidating one user at once create no duplicates', async (t) => {
  if (!server) return t.skip('PostgreSQL server binaries not installed (apt-get install -y postgresql)');
  const url = server.url;
  await resetUrl(url);
  const facts = ['my dog is Rex', 'my car is a Volvo', 'my editor is Vim', 'my laptop is a ThinkPad', 'my bank is ING', 'my gym is Fitbox'];
  const user = { userId: 'consolidated' };
  // Six sessions of one user, each saying the same preference and one fact of its own; each queues an extraction job.
  const mnemo = await createMnemo({ db: url, embedder: 'hash:32', llm: null, writePath: { background: false } });
  try {
    for (const [i, fact] of facts.entries()) {
      const s = await mnemo.sessions.open(user, { sessionId: `s${i}` });
      await mnemo.sessions.append(user, s.id, [{ role: 'user', content: `I prefer concise answers. Also, ${fact}.` }]);
      await mnemo.sessions.end(user, s.id);
    }
    assert.equal((await mnemo.admin.jobs({ statuses: ['pending'] })).length, facts.length);
  } finally {
    await mnemo.close();
  }

  // Three worker processes released at one instant, each claiming one job at a time.
  const startAt = String(Date.now() + 4000);
  const runs = await Promise.all([0, 1, 2].map(() => runNode(['test/support/pg-job-worker.ts', url, startAt])));
  for (const r of runs) assert.equal(r.code, 0, r.err);
  const done = runs.map((r) => (JSON.parse(r.out.trim().split('\n').at(-1) as string) as { done: number }).done).reduce((a, b) => a + b, 0);
  assert.equal(done, facts.length, 'every job done exactly once');

  const store = createPostgresStore({ url });
  try {
    await store.migrate();
    const scope = { tenantId: 'default', userId: user.userId };
    const current = await store.listMemories(scope, { filter: { validity: { mode: 'current', now: new Date() } } });
    const concise = current.filter((m) => /concise answers/i.test(m.content));
    assert.equal(concise.length, 1, `the repeated preference is one memory, got: ${concise.map((m) => m.content).join(' | ')}`);
    for (const fact of facts) {
      const object = fact.split(' is ')[1]?.replace(/^a /, '') as string;
      assert.equal(current.filter((m) => m.content.includes(object)).length, 1, `one memory of "${fact}"`);
    }
    for (let i = 0; i < facts.length; i++) assert.equal((await store.getSession(scope, `s${i}`))?.watermark, 1, 'each session extracted once');
    assert.deepEqual(
      (await store.listJobs({ scope })).map((j) => j.status),
      facts.map(() => 'done'),
    );
  } finally {
    await store.close();
  }
});
