// The write path's done-when scenario, offline, through the built CLI: one process per turn, a real
// SQLite file, no model configured (the rules route, edit and extract).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
let db: string;

function mnemo(args: string[], input = '') {
  const env = { ...process.env };
  delete env.MNEMO_LLM;
  const r = spawnSync(process.execPath, [BIN, '--db', db, ...args], { input, encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const ok = (args: string[]) => {
  const r = mnemo(args);
  assert.equal(r.code, 0, r.err);
  return r.out;
};
const json = <T>(args: string[]): T => JSON.parse(ok([...args, '--json'])) as T;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-ask-'));
  db = join(dir, 'mnemo.db');
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('introduce, correct, forget, verify — offline through `mnemo ask`', () => {
  test('an introduction is chat, and its facts reach the profile after the turn', () => {
    const out = json<{ route: { route: string }; reply: string; jobs: { done: number; pending: number } }>([
      'ask',
      '--user',
      'alice',
      "Hi, I'm Alice. I work on the platform team and I prefer concise answers.",
    ]);
    assert.equal(out.route.route, 'chat');
    assert.match(out.reply, /Alice/);
    assert.equal(out.jobs.pending, 0);
    // Offline the turn stores what it read at once, and the reply says what it stored.
    assert.match(out.reply, /Profile: team is now “platform team”/);
    assert.deepEqual(json(['profile', '--user', 'alice']), { name: 'Alice', team: 'platform team', 'preference.answers': 'concise answers' });
  });

  test('a correction is a memory edit: the team is superseded, with the old value in history', () => {
    const out = json<{ route: { route: string }; reply: string }>(['ask', '--user', 'alice', 'Actually, I work on the infra team, not platform. Fix that.']);
    assert.equal(out.route.route, 'memory_edit');
    assert.match(out.reply, /platform team.*infra team/s);
    const profile = json<Record<string, string>>(['profile', '--user', 'alice']);
    assert.equal(profile.team, 'infra team');
    const all = json<{ id: string; content: string; invalidatedAt: string | null; supersededBy: string | null }[]>([
      'list',
      '--user',
      'alice',
      '--include-invalid',
    ]);
    const old = all.find((m) => m.content === 'The user works on the platform team.');
    const current = all.find((m) => m.content === 'The user works on the infra team.');
    assert.ok(old?.invalidatedAt, 'the old team is invalidated, not deleted');
    assert.equal(old?.supersededBy, current?.id);
    const history = json<{ op: string; reason: string }[]>(['history', current?.id as string, '--user', 'alice']);
    assert.deepEqual(history.map((h) => h.op).sort(), ['create', 'create', 'supersede']);
    assert.ok(
      history.every((h) => typeof h.reason === 'string' && h.reason.length > 0),
      'every change has a reason',
    );
  });

  test('forgetting preferences invalidates them and clears the profile fields', () => {
    const out = json<{ route: { route: string } }>(['ask', '--user', 'alice', 'Forget what I told you about my preferences.']);
    assert.equal(out.route.route, 'memory_edit');
    assert.deepEqual(json(['profile', '--user', 'alice']), { name: 'Alice', team: 'infra team' });
    const current = json<{ kind: string }[]>(['list', '--user', 'alice']);
    assert.equal(current.filter((m) => m.kind === 'preference').length, 0);
  });

  test('"what do you remember about me?" is answered from memory', () => {
    const out = json<{ route: { route: string }; reply: string }>(['ask', '--user', 'alice', 'What do you remember about me?']);
    assert.equal(out.route.route, 'answer');
    assert.match(out.reply, /Alice/);
    assert.match(out.reply, /infra team/);
    assert.doesNotMatch(out.reply, /platform|concise/);
  });

  test('an open question says plainly that no model is configured', () => {
    const out = ok(['ask', '--user', 'alice', 'How do I structure a rollback plan?']);
    assert.match(out, /No language model is configured/);
  });

  test('every profile change is in the profile history with its reason', () => {
    const team = json<{ op: string; oldValue: unknown; newValue: unknown; reason: string }[]>(['history', '--profile', 'team', '--user', 'alice']);
    assert.deepEqual(
      team.map((h) => [h.op, h.oldValue, h.newValue]),
      [
        ['set', null, 'platform team'],
        ['set', 'platform team', 'infra team'],
      ],
    );
    const pref = json<{ op: string; reason: string }[]>(['history', '--profile', 'preference.answers', '--user', 'alice']);
    assert.deepEqual(
      pref.map((h) => h.op),
      ['set', 'unset'],
    );
    assert.match(pref[1]?.reason ?? '', /forget/);
  });

  test('Bob’s profile stays empty and the sessions are listed', () => {
    assert.deepEqual(json(['profile', '--user', 'bob']), {});
    const sessions = json<{ id: string; eventCount: number; watermark: number }[]>(['sessions', '--user', 'alice']);
    assert.equal(sessions.length, 1, 'one session across the turns');
    assert.equal(sessions[0]?.eventCount, 10);
    const shown = ok(['session', 'show', sessions[0]?.id as string, '--user', 'alice']);
    assert.match(shown, /\[1\] .* user: Hi, I'm Alice/);
    assert.deepEqual(json(['sessions', '--user', 'bob']), []);
    assert.deepEqual(json(['jobs']), [], 'nothing pending or failed');
  });

  test('a pasted API key or private key never reaches the database file', () => {
    const key = 'sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----';
    ok(['ask', '--user', 'carol', `Remember that my OpenAI key is ${key}`]);
    ok(['ask', '--user', 'carol', `Here is my deploy key, keep it: ${pem}`]);
    ok(['ask', '--user', 'carol', "I'm Carol and I prefer dark mode"]);
    const bytes = readFileSync(db).toString('latin1') + safeRead(`${db}-wal`);
    assert.ok(!bytes.includes('AbCdEfGhIjKlMnOpQrStUvWxYz'), 'the API key is not in the database or its WAL');
    assert.ok(!bytes.includes('MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw'), 'the private key is not in the database or its WAL');
    const events = json<{ events: { content: string }[] }>([
      'session',
      'show',
      json<{ id: string }[]>(['sessions', '--user', 'carol'])[0]?.id as string,
      '--user',
      'carol',
    ]);
    assert.match(events.events[0]?.content ?? '', /\[redacted API key\]/);
    assert.equal(json<Record<string, string>>(['profile', '--user', 'carol']).name, 'Carol', 'the rest of the conversation still works');
  });
});

describe('failed memory jobs are visible and can be retried', () => {
  test('doctor names them, jobs shows the error, --retry requeues', async () => {
    const { createMnemo } = await import('../src/engine/create-mnemo.js');
    const { createSqliteStore } = await import('../src/storage/sqlite/index.js');
    // A job no handler knows, queued straight into the store: the engine itself never queues one.
    const store = createSqliteStore({ path: db });
    await store.migrate();
    await store.enqueueJob({
      id: 'j_bogus',
      tenantId: 'default',
      userId: 'eve',
      type: 'no-such-type',
      payload: {},
      key: null,
      maxAttempts: 1,
      runAt: new Date(),
      createdAt: new Date(),
    });
    await store.close();
    const m = await createMnemo({ db, llm: null, writePath: { background: false } });
    try {
      assert.equal((await m.worker.runOnce()).failed, 1);
    } finally {
      await m.close();
    }
    const doctor = mnemo(['doctor']);
    assert.equal(doctor.code, 1);
    assert.match(doctor.out, /1 memory job\(s\) failed/);
    const jobs = json<{ id: string; status: string; lastError: string }[]>(['jobs']);
    assert.deepEqual(
      jobs.map((j) => [j.id, j.status]),
      [['j_bogus', 'failed']],
    );
    assert.match(jobs[0]?.lastError ?? '', /no handler/);
    assert.equal(json<{ status: string }[]>(['jobs', '--retry', 'j_bogus'])[0]?.status, 'pending');
    const gone = mnemo(['jobs', '--retry', 'j_bogus']);
    assert.equal(gone.code, 2);
    assert.match(gone.err, /NOT_FOUND/);
  });
});

describe('`mnemo chat` reads turns from stdin', () => {
  test('piped lines are all answered; the session ends and its memory is written on exit', () => {
    const r = mnemo(['chat', '--user', 'zed'], "Hi, I'm Zed and I live in Oslo\n/profile\n/new\nWhat do you remember about me?\n/exit\n");
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Hello, Zed/);
    assert.match(r.out, /a new session starts/);
    // Memory is written in the background, so the answer may or may not include Oslo yet (eventual consistency).
    assert.match(r.out, /Here is what I remember about you:|I don’t remember anything about you yet/);
    const sessions = json<{ endedAt: string | null; endReason: string | null }[]>(['sessions', '--user', 'zed']);
    assert.equal(sessions.length, 2, '/new started a second session');
    assert.deepEqual(sessions.map((s) => s.endReason).sort(), ['chat closed', 'new session']);
    assert.deepEqual(json(['profile', '--user', 'zed']), { location: 'Oslo', name: 'Zed' });
  });
});

function safeRead(path: string): string {
  try {
    return readFileSync(path).toString('latin1');
  } catch {
    return '';
  }
}
