// Forgetting through the built CLI, offline, with the clock set by MNEMO_NOW: `maintain --dry-run`
// prints a plan and changes nothing, `maintain` decays and keeps hard rules, `list --archived`,
// `remember --source` / `import --source` and `revoke` (dry run first), and a bad MNEMO_NOW.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
let db: string;

function mnemo(args: string[], options: { now?: string; input?: string } = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_EMBEDDER: 'hash' };
  delete env.MNEMO_LLM;
  if (options.now) env.MNEMO_NOW = options.now;
  const r = spawnSync(process.execPath, [BIN, '--db', db, ...args], { input: options.input ?? '', encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const json = <T>(args: string[], options: { now?: string; input?: string } = {}): T => {
  const r = mnemo([...args, '--json'], options);
  assert.equal(r.code, 0, r.err);
  return JSON.parse(r.out) as T;
};
type Row = { id: string; content: string };
const JAN = '2026-01-01T09:00:00Z';
const NEXT_JAN = '2027-01-01T09:00:00Z';

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-cli-forget-'));
  db = join(dir, 'mnemo.db');
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('mnemo maintain', () => {
  let episode = '';
  let rule = '';
  test('a year later, --dry-run plans the decay and changes nothing', () => {
    episode = json<Row>(['remember', '--user', 'alice', '--kind', 'episode', '--importance', '0.3', 'Chatted about the weather at lunch'], { now: JAN }).id;
    rule = json<Row>(['remember', '--user', 'alice', '--kind', 'preference', '--importance', '0.95', 'Never book flights before 8am'], { now: JAN }).id;
    const before = mnemo(['export', '--user', 'alice'], { now: NEXT_JAN }).out;
    const plan = mnemo(['maintain', '--user', 'alice', '--dry-run'], { now: NEXT_JAN });
    assert.equal(plan.code, 0, plan.err);
    assert.match(plan.out, /plan for alice: 2 current, 1 protected; 0 expired, 1 decayed/);
    assert.match(plan.out, new RegExp(`decay\\s+${episode}`));
    assert.equal(mnemo(['export', '--user', 'alice'], { now: NEXT_JAN }).out, before);
  });

  test('maintain invalidates the decayed episode with its reason and keeps the hard rule', () => {
    const [report] = json<{ counts: Record<string, number> }[]>(['maintain', '--user', 'alice'], { now: NEXT_JAN });
    assert.equal(report?.counts.decay, 1);
    assert.deepEqual(
      json<Row[]>(['list', '--user', 'alice'], { now: NEXT_JAN }).map((r) => r.id),
      [rule],
    );
    const history = json<{ op: string; reason: string | null }[]>(['history', '--user', 'alice', episode], { now: NEXT_JAN });
    assert.ok(history.some((h) => h.op === 'invalidate' && h.reason?.startsWith('decayed')));
    assert.deepEqual(json<Row[]>(['list', '--user', 'alice', '--archived'], { now: NEXT_JAN }), []);
  });

  test('a bad MNEMO_NOW is CONFIG_INVALID', () => {
    const r = mnemo(['list', '--user', 'alice'], { now: 'someday' });
    assert.notEqual(r.code, 0);
    assert.match(r.err, /CONFIG_INVALID/);
  });
});

describe('mnemo revoke', () => {
  test('remember --source, revoke --dry-run, revoke: gone from the store and its file', () => {
    const id = json<Row>(['remember', '--user', 'carol', '--source', 'bootstrap:hr-system', 'Carol reports to Wobbleflank'], { now: JAN }).id;
    const stays = json<Row>(['remember', '--user', 'carol', 'Carol likes chess'], { now: JAN }).id;
    const dry = json<{ deleted: number; dryRun: boolean }>(['revoke', '--user', 'carol', '--source', 'bootstrap:hr-system', '--dry-run']);
    assert.deepEqual([dry.deleted, dry.dryRun], [1, true]);
    assert.equal(mnemo(['get', '--user', 'carol', id]).code, 0);
    const done = mnemo(['revoke', '--user', 'carol', '--source', 'bootstrap:hr-system']);
    assert.equal(done.code, 0, done.err);
    assert.match(done.out, /revoked bootstrap:hr-system: 1 deleted, 0 regenerated/);
    assert.deepEqual(
      json<Row[]>(['list', '--user', 'carol']).map((r) => r.id),
      [stays],
    );
    const missing = mnemo(['get', '--user', 'carol', id]);
    assert.match(missing.err, /NOT_FOUND/);
    assert.equal(readFileSync(db).includes('Wobbleflank'), false);
  });

  test('import --source makes an import revocable', () => {
    const file = join(dir, 'carol.jsonl');
    writeFileSync(file, mnemo(['export', '--user', 'carol']).out);
    const imported = json<{ memories: number }>(['import', '--user', 'dave', '--source', 'import:batch-7'], { input: readFileSync(file, 'utf8') });
    assert.equal(imported.memories, 1, JSON.stringify(imported));
    const r = json<{ deleted: number }>(['revoke', '--user', 'dave', '--source', 'import:batch-7']);
    assert.equal(r.deleted, 1);
    assert.deepEqual(json<Row[]>(['list', '--user', 'dave']), []);
    assert.match(mnemo(['revoke', '--user', 'dave', '--source', 'hr-system']).err, /INVALID_INPUT/);
  });
});
