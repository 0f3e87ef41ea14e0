// What a new user hit at the edges of the CLI (issue 9, items 4–7): import twice, refused requests
// that still wrote, `-` for stdin, read-only commands on a missing database, commander's errors,
// `/help` in chat, `stats --json`, the demo's closing hint and a stable block skipped for space.
// The built bin, real SQLite files, one process per command; the hash embedder keeps it quick.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
let db: string;

function mnemo(args: string[], options: { input?: string; dbPath?: string; env?: NodeJS.ProcessEnv } = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_EMBEDDER: 'hash', ...options.env };
  delete env.MNEMO_LLM;
  delete env.MNEMO_DB;
  const r = spawnSync(process.execPath, [BIN, '--db', options.dbPath ?? db, ...args], { input: options.input ?? '', encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const ok = (args: string[], input?: string): string => {
  const r = mnemo(args, { input });
  assert.equal(r.code, 0, r.err);
  return r.out;
};
const json = <T>(args: string[], input?: string): T => JSON.parse(ok([...args, '--json'], input)) as T;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-edges-'));
  db = join(dir, 'mnemo.db');
  ok(['remember', '--user', 'alice', '--kind', 'preference', 'Alice prefers concise answers.']);
  ok(['remember', '--user', 'alice', 'Alice keeps the staging runbook in the wiki.']);
  ok(['profile', '--user', 'alice', '--set', 'team=platform team']);
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('import (item 4)', () => {
  test('importing an export into another user twice adds nothing the second time', () => {
    const exported = ok(['export', '--user', 'alice']);
    const first = json<{ memories: number }>(['import', '--user', 'alice2'], exported);
    // two remembered memories and the fact memory that holds the profile field
    assert.equal(first.memories, 3);
    const second = json<{ memories: number; skipped: number; profile: number; history: number }>(['import', '--user', 'alice2'], exported);
    assert.deepEqual([second.memories, second.skipped, second.profile, second.history], [0, 3, 0, 0]);
    assert.equal(json<unknown[]>(['list', '--user', 'alice2', '--include-invalid']).length, 3);
  });

  test('a secret in an imported profile value is refused and nothing is written', () => {
    const line = JSON.stringify({
      type: 'profile',
      key: 'token',
      value: `${'sk' + '-proj-'}Zq7Rt2Lp9Wm4Xv8Ns1Kd6Hf3`,
      source: 'user_explicit',
      updatedAt: new Date().toISOString(),
    });
    const r = mnemo(['import', '--user', 'mallory'], { input: `${line}\n` });
    assert.equal(r.code, 2);
    assert.match(r.err, /SECRET_DETECTED/);
    assert.deepEqual(json(['profile', '--user', 'mallory']), {});
  });
});

describe('a refused request writes nothing (item 5)', () => {
  test('ask with a 60,000-character message leaves no session and no job', () => {
    const r = mnemo(['ask', '--user', 'bob', 'x'.repeat(60_000)]);
    assert.equal(r.code, 2);
    assert.match(r.err, /INVALID_INPUT/);
    assert.deepEqual(json(['sessions', '--user', 'bob']), []);
    assert.deepEqual(json(['jobs', '--user', 'bob']), []);
  });

  test('chat whose first input is refused leaves no empty open session', () => {
    const r = mnemo(['chat', '--user', 'carol'], { input: `${'y'.repeat(60_000)}\n/exit\n` });
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /INVALID_INPUT/);
    assert.deepEqual(json(['sessions', '--user', 'carol']), []);
  });
});

describe('paths and stdin (item 6)', () => {
  test('remember - reads the text from stdin', () => {
    const id = ok(['remember', '--user', 'dana', '-'], 'Dana rides to work.\n').trim();
    assert.equal(json<{ content: string }>(['get', '--user', 'dana', id]).content, 'Dana rides to work.');
  });

  test('read-only commands on a missing database say so and create nothing', () => {
    const missing = join(dir, 'nowhere.db');
    for (const args of [
      ['list', '--user', 'u'],
      ['stats'],
      ['recall', '--user', 'u', 'tea'],
      ['profile', '--user', 'u'],
      ['history', '--user', 'u', 'm_x'],
      ['facts', '--user', 'u'],
      ['export', '--user', 'u'],
      ['sessions', '--user', 'u'],
      ['jobs'],
      ['context', '--user', 'u', 'tea'],
      ['get', '--user', 'u', 'm_x'],
      ['doctor'],
    ]) {
      const r = mnemo(args, { dbPath: missing });
      assert.equal(r.code, 2, `${args[0]}: ${r.err}`);
      assert.match(r.err, /does not exist/, args[0]);
      assert.ok(r.err.includes(missing), `${args[0]} names the path`);
      assert.ok(!existsSync(missing), `${args[0]} created the database`);
    }
  });

  test('a write into a folder that does not exist is refused with a hint', () => {
    const nested = join(dir, 'no', 'such', 'folder', 'm.db');
    const r = mnemo(['remember', '--user', 'u', 'Some fact.'], { dbPath: nested });
    assert.equal(r.code, 2);
    assert.match(r.err, /mkdir -p/);
    assert.ok(!existsSync(join(dir, 'no')), 'no folder was created');
  });
});

describe('the scope index cache in doctor', () => {
  test('doctor reports the cache and the bound MNEMO_INDEX_CACHE_MB sets', () => {
    const r = mnemo(['doctor', '--json'], { env: { MNEMO_INDEX_CACHE_MB: '16' } });
    assert.equal(r.code, 0, r.err);
    const doctor = JSON.parse(r.out) as { indexCache: string };
    assert.match(doctor.indexCache, /of 16\.0 MB \(MNEMO_INDEX_CACHE_MB\), \d+ scopes, \d+ hits, \d+ misses, \d+ evictions/);
    const bad = mnemo(['doctor'], { env: { MNEMO_INDEX_CACHE_MB: 'a lot' } });
    assert.notEqual(bad.code, 0);
    assert.match(bad.err, /MNEMO_INDEX_CACHE_MB/);
  });
});

describe('small CLI defects (item 7)', () => {
  test('stats --json shows the embedding space, not "[undefined dims]"', () => {
    const stats = json<{ embedding: { modelId: string; dimensions: number } }>(['stats']);
    assert.equal(typeof stats.embedding, 'object');
    assert.equal(stats.embedding.dimensions, 256);
  });

  test('commander’s own errors carry a code and exit 2', () => {
    for (const args of [['no-such-command'], ['list', '--user', 'u', '--no-such-option'], ['recall', 'tea']]) {
      const r = mnemo(args);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.err.trim().split('\n').length, 1);
      assert.match(r.err, /\[INVALID_INPUT\]/);
    }
    const r = mnemo(['no-such-command', '--json']);
    assert.equal((JSON.parse(r.err) as { error: { code: string } }).error.code, 'INVALID_INPUT');
  });

  test('/help in chat lists the chat commands and is not sent as a message', () => {
    const r = mnemo(['chat', '--user', 'erin'], { input: '/help\n/exit\n' });
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /\/new/);
    assert.match(r.out, /\/profile/);
    assert.deepEqual(json(['sessions', '--user', 'erin']), []);
  });

  test('context with a tiny budget says the stable memories were skipped for space', () => {
    const out = ok(['context', '--user', 'alice', 'runbook', '--budget', '10']);
    assert.match(out, /skipped for space/);
    assert.doesNotMatch(out, /no stable memories/);
  });

  test('the demo’s closing hint can be pasted as printed', () => {
    const demoDb = join(dir, 'demo.db');
    const r = mnemo(['demo'], { dbPath: demoDb });
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /user demo-alice/);
    assert.ok(r.out.includes(`node bin/mnemo.js --db ${demoDb} profile --user demo-alice`), r.out.split('\n').at(-2));
  });
});
