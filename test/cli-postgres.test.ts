// The core CLI scenario on SQLite, on the Debian PostgreSQL server and on PGlite (embedded, a folder):
// the same commands give the same results — the same memories recalled in the same order with the
// same scores (to 4 decimals: pgvector sums in single precision), the same context, the same history — and `copy` moves a store both ways.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { resetUrl, startDebianPostgres, type TestServer } from './support/postgres.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
let server: TestServer | null = null;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-cli-pg-'));
  server = await startDebianPostgres();
  if (!server && process.env.MNEMO_REQUIRE_POSTGRES === '1') throw new Error('no PostgreSQL server binaries: apt-get install -y postgresql');
});
after(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function cli(db: string, args: string[], input = '') {
  const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_DB: '' };
  delete env.MNEMO_LLM;
  const r = spawnSync(process.execPath, [BIN, '--db', db, ...args], { input, encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
function json<T>(db: string, args: string[], input = ''): T {
  const r = cli(db, [...args, '--json'], input);
  assert.equal(r.code, 0, r.err);
  return JSON.parse(r.out) as T;
}

type Hit = { memory: { id: string; content: string; userId: string }; score: number };

/** Runs the scenario on `db`; returns what a user sees, with ids replaced by stable names. */
function scenario(db: string): string[] {
  const names = new Map<string, string>();
  const name = (id: string) => names.get(id) ?? id;
  const out: string[] = [];
  const remember = (key: string, user: string, kind: string, text: string) => {
    const r = cli(db, ['remember', '--user', user, '--kind', kind, text]);
    assert.equal(r.code, 0, r.err);
    names.set(r.out.trim(), key);
    return r.out.trim();
  };
  const recall = (user: string, q: string, extra: string[] = []) =>
    json<Hit[]>(db, ['recall', '--user', user, q, ...extra]).map((h) => `${name(h.memory.id)} ${h.memory.userId} ${h.score.toFixed(4)}`);

  remember('runbook', 'alice', 'episode', 'Discussed the staging deployment runbook and how its rollback phases should be structured.');
  const canary = remember('canary', 'alice', 'episode', 'Talked through a canary rollout that shifts 5% of traffic first, then everyone.');
  remember('secret', 'alice', 'episode', 'Asked how often the database credentials should be rotated.');
  remember('react', 'bob', 'episode', 'Asked about React Server Components and how they fetch data.');
  out.push('recall alice', ...recall('alice', 'How should I structure my deployment rollback?'));
  out.push('recall bob', ...recall('bob', 'deployment rollback runbook staging canary'));

  const fact = remember('platform', 'alice', 'fact', 'Alice works on the platform team.');
  const upd = json<{ current: { id: string } }>(db, ['update', '--user', 'alice', fact, 'Alice works on the infra team.', '--reason', 'moved teams in May']);
  names.set(upd.current.id, 'infra');
  out.push(
    'list',
    ...json<{ id: string; content: string }[]>(db, ['list', '--user', 'alice'])
      .map((m) => name(m.id))
      .sort(),
  );
  out.push(
    'history',
    ...json<{ op: string; targetId: string; reason: string | null }[]>(db, ['history', '--user', 'alice', fact]).map(
      (h) => `${h.op} ${name(h.targetId)} ${h.reason}`,
    ),
  );

  cli(db, ['profile', '--user', 'alice', '--set', 'name=Alice', '--set', 'team=infra']);
  remember('concise', 'alice', 'preference', 'Prefers concise answers with one code example.');
  for (const budget of ['80', '1000']) {
    const ctx = json<{ stable: { text: string }; episodic: { text: string }; tokens: number }>(db, [
      'context',
      '--user',
      'alice',
      '--budget',
      budget,
      'How should I structure my deployment rollback?',
    ]);
    // dates are printed in the context; they are the same day for every backend in one run
    out.push(`context ${budget}`, ctx.stable.text, ctx.episodic.text, String(ctx.tokens));
  }

  assert.equal(cli(db, ['forget', '--user', 'alice', canary, '--reason', 'no longer relevant']).code, 0);
  out.push('after forget', ...recall('alice', 'canary rollout traffic'));
  out.push('include invalid', ...recall('alice', 'canary rollout traffic', ['--include-invalid']));

  const exported = cli(db, ['export', '--user', 'alice']);
  assert.equal(exported.code, 0, exported.err);
  const imported = json<{ memories: number; reembedded: number }>(db, ['import', '--user', 'carol'], exported.out);
  out.push(`imported ${imported.memories} reembedded ${imported.reembedded}`);
  out.push(
    'recall carol',
    ...json<Hit[]>(db, ['recall', '--user', 'carol', 'How should I structure my deployment rollback?']).map((h) => `${h.memory.content} ${h.score.toFixed(4)}`),
  );
  out.push(`erase ${json<{ memories: number }>(db, ['erase', '--user', 'carol', '--yes']).memories}`);

  // The write path and the assistant, offline: sessions, jobs, extraction, consolidation, edits.
  for (const said of [
    "Hi, I'm Dana. I work on the platform team and I prefer concise answers.",
    'Actually, I work on the infra team, not platform. Fix that.',
    'Forget what I told you about my preferences.',
    'What do you remember about me?',
  ]) {
    const turn = json<{ route: { route: string }; reply: string; jobs: { done: number; failed: number; pending: number } }>(db, [
      'ask',
      '--user',
      'dana',
      said,
    ]);
    out.push(`ask ${turn.route.route} ${turn.reply} jobs ${turn.jobs.done}/${turn.jobs.failed}/${turn.jobs.pending}`);
  }
  out.push(`profile dana ${JSON.stringify(json(db, ['profile', '--user', 'dana']))}`);
  out.push(
    ...json<{ op: string; oldValue: unknown; newValue: unknown; reason: string }[]>(db, ['history', '--profile', 'team', '--user', 'dana']).map(
      (h) => `team ${h.op} ${String(h.oldValue)} ${String(h.newValue)} ${h.reason}`,
    ),
  );
  out.push(
    `sessions dana ${json<{ eventCount: number; watermark: number }[]>(db, ['sessions', '--user', 'dana'])
      .map((x) => `${x.eventCount}/${x.watermark}`)
      .join(' ')}`,
  );
  out.push(`jobs left ${json<unknown[]>(db, ['jobs']).length}`);
  const stats = json<{ memories: number; users: number; history: number }>(db, ['stats']);
  out.push(`stats ${stats.memories} ${stats.users} ${stats.history}`);
  return out;
}

describe('the CLI scenario gives the same results on SQLite and PostgreSQL', () => {
  let baseline: string[];

  test('SQLite (baseline)', () => {
    baseline = scenario(join(dir, 'scenario.db'));
    assert.match(baseline[1] ?? '', /^runbook alice/, 'the runbook is recalled first');
    assert.ok(baseline.includes('profile dana {"name":"Dana","team":"infra team"}'), baseline.join('\n'));
    assert.ok(baseline.includes('jobs left 0'));
    const doctor = json<{ store: string; schemaVersion: number; memories: number; problems: string[] }>(join(dir, 'scenario.db'), ['doctor']);
    assert.equal(doctor.store, 'sqlite');
    assert.ok(doctor.schemaVersion >= 1 && doctor.memories > 0);
    assert.deepEqual(doctor.problems, []);
  });

  test('Debian PostgreSQL server (exact vector mode)', async (t) => {
    if (!server) return t.skip('PostgreSQL server binaries not installed (apt-get install -y postgresql)');
    await resetUrl(server.url);
    assert.deepEqual(scenario(server.url), baseline);
    const doctor = json<{ store: string; vectorSearch: string; memories: number; problems: string[] }>(server.url, ['doctor']);
    assert.equal(doctor.store, 'postgres');
    assert.match(doctor.vectorSearch, /exact/);
    assert.deepEqual(doctor.problems, []);
  });

  test('PGlite (embedded, pgvector)', () => {
    const db = `pglite:${join(dir, 'scenario-pglite')}`;
    assert.deepEqual(scenario(db), baseline);
    const doctor = json<{ store: string; vectorSearch: string }>(db, ['doctor']);
    assert.match(doctor.vectorSearch, /pgvector .* HNSW/);
  });

  test('copy SQLite → PostgreSQL → SQLite keeps every memory, vector and score', async (t) => {
    if (!server) return t.skip('PostgreSQL server binaries not installed (apt-get install -y postgresql)');
    await resetUrl(server.url);
    const source = join(dir, 'scenario.db');
    const there = json<{ memories: number; users: number; withoutVector: number }>(source, ['copy', '--from', source, '--to', server.url]);
    const stats = json<{ memories: number; users: number; history: number }>(source, ['stats']);
    assert.equal(there.memories, stats.memories);
    assert.equal(there.withoutVector, 0);
    const back = join(dir, 'back.db');
    const report = json<{ memories: number }>(source, ['copy', '--from', server.url, '--to', back]);
    assert.equal(report.memories, stats.memories);
    const q = ['recall', '--user', 'alice', 'How should I structure my deployment rollback?'];
    const want = json<Hit[]>(source, q).map((h) => `${h.memory.id} ${h.score.toFixed(4)}`);
    assert.deepEqual(
      json<Hit[]>(server.url, q).map((h) => `${h.memory.id} ${h.score.toFixed(4)}`),
      want,
    );
    assert.deepEqual(
      json<Hit[]>(back, q).map((h) => `${h.memory.id} ${h.score.toFixed(4)}`),
      want,
    );
    assert.deepEqual(json<{ memories: number; history: number }>(back, ['stats']), json<{ memories: number; history: number }>(source, ['stats']));
    // Running the same copy again completes nothing more (a copy that stopped would be completed);
    // a target holding anything that is not the source's is refused.
    const again = cli(source, ['copy', '--from', source, '--to', server.url]);
    assert.equal(again.code, 0, again.err);
    assert.deepEqual(json<{ memories: number; history: number }>(server.url, ['stats']).memories, stats.memories);
    const other = join(dir, 'other.db');
    assert.equal(cli(other, ['remember', '--user', 'zoe', 'Zoe keeps bees on the roof.']).code, 0);
    const refused = cli(other, ['copy', '--from', other, '--to', server.url]);
    assert.notEqual(refused.code, 0);
    assert.match(refused.err, /not empty/);
  });

  test('a database that does not exist is one line naming what to do', (t) => {
    if (!server) return t.skip('PostgreSQL server binaries not installed (apt-get install -y postgresql)');
    const r = cli(server.url.replace(/\/postgres$/, '/no_such_db'), ['list', '--user', 'alice']);
    assert.notEqual(r.code, 0);
    assert.equal(r.err.trim().split('\n').length, 1);
    assert.match(r.err, /does not exist .*createdb.*\[CONFIG_INVALID\]/);
  });

  test('an unreachable server is one line, no stack', () => {
    const r = cli('postgres://postgres@127.0.0.1:1/nope', ['list', '--user', 'alice']);
    assert.notEqual(r.code, 0);
    assert.equal(r.err.trim().split('\n').length, 1);
    assert.match(r.err, /cannot reach PostgreSQL at 127\.0\.0\.1:1/);
  });
});
