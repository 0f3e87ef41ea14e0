// Sessions end when they should (issue 22, item 9): the idle timeout applies to a session addressed
// by id, the worker ends idle sessions on its schedule with the `session-end` trigger, and the
// timeout and "extract every N turns" are settable from the CLI, the server and the environment.
// Real SQLite files, the built CLI, a real HTTP server on 127.0.0.1; the clock is MNEMO_NOW / `now`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { resolveConfig } from '../src/engine/config/index.js';
import { startServer } from '../src/surfaces/http/serve.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
const T0 = '2026-05-01T09:00:00Z';
const LATER = '2026-05-01T21:00:00Z'; // twelve hours on
let dir: string;

function mnemo(db: string, args: string[], env: Record<string, string> = {}) {
  const e: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete e.MNEMO_LLM;
  const r = spawnSync(process.execPath, [BIN, '--db', db, ...args], { encoding: 'utf8', env: e });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
function json<T>(db: string, args: string[], env: Record<string, string> = {}): T {
  const r = mnemo(db, [...args, '--json'], env);
  assert.equal(r.code, 0, r.err);
  return JSON.parse(r.out) as T;
}

interface SessionRow {
  id: string;
  endedAt: string | null;
  endReason: string | null;
}
interface JobRow {
  type: string;
  status: string;
  payload: { sessionId?: string; trigger?: string };
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-idle-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the idle timeout applies to a session addressed by id', () => {
  test('`ask -s <id>` twelve hours later starts a new session and ends the old one', () => {
    const db = join(dir, 'ask.db');
    const first = json<{ sessionId: string }>(db, ['ask', '--user', 'ana', '-s', 'chat-1', 'I prefer short answers.'], { MNEMO_NOW: T0 });
    assert.equal(first.sessionId, 'chat-1');
    const soon = json<{ sessionId: string }>(db, ['ask', '--user', 'ana', '-s', 'chat-1', 'Hello again.'], { MNEMO_NOW: '2026-05-01T09:10:00Z' });
    assert.equal(soon.sessionId, 'chat-1', 'within the timeout the session continues');
    const late = json<{ sessionId: string }>(db, ['ask', '--user', 'ana', '-s', 'chat-1', 'Good evening.'], { MNEMO_NOW: LATER });
    assert.notEqual(late.sessionId, 'chat-1', 'twelve hours later is a new session');
    const old = json<{ session: SessionRow }>(db, ['session', 'show', 'chat-1', '--user', 'ana'], { MNEMO_NOW: LATER });
    assert.equal(old.session.endReason, 'idle timeout');
  });

  test('--idle-timeout and MNEMO_IDLE_TIMEOUT_MS set the timeout for the CLI', () => {
    const db = join(dir, 'flag.db');
    json(db, ['ask', '--user', 'bo', '-s', 'c1', 'Hello.'], { MNEMO_NOW: T0 });
    const tenMinutes = '2026-05-01T09:10:00Z';
    const byFlag = json<{ sessionId: string }>(db, ['--idle-timeout', '5', 'ask', '--user', 'bo', '-s', 'c1', 'Still there?'], { MNEMO_NOW: tenMinutes });
    assert.notEqual(byFlag.sessionId, 'c1', 'five minutes by flag: ten minutes idle ends it');
    json(db, ['ask', '--user', 'bo', '-s', 'c2', 'Hello.'], { MNEMO_NOW: T0 });
    const byEnv = json<{ sessionId: string }>(db, ['ask', '--user', 'bo', '-s', 'c2', 'Still there?'], {
      MNEMO_NOW: tenMinutes,
      MNEMO_IDLE_TIMEOUT_MS: String(5 * 60_000),
    });
    assert.notEqual(byEnv.sessionId, 'c2', 'five minutes by environment');
    const bad = mnemo(db, ['--idle-timeout', 'soon', 'ask', '--user', 'bo', 'Hi.']);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--idle-timeout.*CONFIG_INVALID/);
  });

  test('the library: open with an id past the timeout gives a new session', async () => {
    let now = new Date(T0);
    const m = await createMnemo({ db: join(dir, 'lib.db'), embedder: 'hash', llm: null, now: () => now, writePath: { background: false } });
    try {
      const s = await m.sessions.open({ userId: 'cy' }, { sessionId: 'desk' });
      await m.sessions.append({ userId: 'cy' }, s.id, [{ role: 'user', content: 'I live in Lisbon.' }]);
      now = new Date(LATER);
      const next = await m.sessions.open({ userId: 'cy' }, { sessionId: 'desk' });
      assert.notEqual(next.id, 'desk');
      assert.equal((await m.sessions.get({ userId: 'cy' }, 'desk')).endReason, 'idle timeout');
    } finally {
      await m.close();
    }
  });
});

describe('the worker ends idle sessions on its schedule', () => {
  test('`mnemo worker --once` ends an idle session and runs its session-end extraction', () => {
    const db = join(dir, 'worker.db');
    // Extraction every 5 turns: one turn leaves the session with unextracted events.
    const out = json<{ jobs: { done: number } }>(db, ['--extract-every', '5', 'ask', '--user', 'dee', '-s', 'w1', 'I live in Oslo.'], { MNEMO_NOW: T0 });
    assert.equal(out.jobs.done, 0, '--extract-every 5: one turn queues no extraction');
    assert.equal(json<{ session: SessionRow }>(db, ['session', 'show', 'w1', '--user', 'dee'], { MNEMO_NOW: T0 }).session.endedAt, null);
    json(db, ['worker', '--once'], { MNEMO_NOW: LATER });
    const shown = json<{ session: SessionRow }>(db, ['session', 'show', 'w1', '--user', 'dee'], { MNEMO_NOW: LATER });
    assert.equal(shown.session.endReason, 'idle timeout');
    const jobs = json<JobRow[]>(db, ['jobs', '--user', 'dee', '--status', 'done,pending,failed'], { MNEMO_NOW: LATER });
    const end = jobs.find((j) => j.type === 'extract' && j.payload.trigger === 'session-end' && j.payload.sessionId === 'w1');
    assert.equal(end?.status, 'done', 'the session-end extraction ran');
    const profile = json<Record<string, string>>(db, ['profile', '--user', 'dee'], { MNEMO_NOW: LATER });
    assert.equal(profile.location, 'Oslo');
  });

  test('the in-process worker ends idle sessions when it runs', async () => {
    let now = new Date(T0);
    const m = await createMnemo({ db: join(dir, 'bg.db'), embedder: 'hash', llm: null, now: () => now, writePath: { background: false, extractEvery: 5 } });
    try {
      const s = await m.sessions.open({ userId: 'eve' }, { sessionId: 'bg1' });
      await m.sessions.append({ userId: 'eve' }, s.id, [{ role: 'user', content: 'I work at Initech.' }]);
      now = new Date(LATER);
      m.worker.kick();
      await m.worker.idle();
      await m.flush();
      assert.equal((await m.sessions.get({ userId: 'eve' }, 'bg1')).endReason, 'idle timeout');
      assert.equal((await m.profile({ userId: 'eve' })).find((p) => p.key === 'employer')?.value, 'Initech');
    } finally {
      await m.close();
    }
  });
});

describe('the server and the environment', () => {
  test('an HTTP server built from the environment applies its idle timeout to POST /v1/sessions with an id', async () => {
    const config = resolveConfig({}, { MNEMO_IDLE_TIMEOUT_MS: '60000', MNEMO_EXTRACT_EVERY: '3' });
    assert.equal(config.writePath.idleTimeoutMs, 60_000);
    assert.equal(config.writePath.extractEvery, 3);
    let now = new Date(T0);
    const m = await createMnemo({
      db: join(dir, 'http.db'),
      embedder: 'hash',
      llm: null,
      now: () => now,
      writePath: { background: false, idleTimeoutMs: 60_000 },
    });
    const server = await startServer({ mnemo: m, host: '127.0.0.1', port: 0 });
    try {
      const key = (await m.admin.createKey({ tenantId: 'default', role: 'admin' })).key;
      const open = async (): Promise<{ id: string }> => {
        const res = await fetch(`${server.url}/v1/sessions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ userId: 'fay', sessionId: 'h1' }),
        });
        assert.equal(res.status, 201);
        return (await res.json()) as { id: string };
      };
      assert.equal((await open()).id, 'h1');
      now = new Date('2026-05-01T09:02:00Z');
      assert.notEqual((await open()).id, 'h1', 'two minutes idle past a one-minute timeout');
    } finally {
      await server.close();
      await m.close();
    }
  });

  test('HTTP: turns appended by id to a session idle past the timeout are refused and the session is ended', async () => {
    let now = new Date(T0);
    const m = await createMnemo({
      db: join(dir, 'http-append.db'),
      embedder: 'hash',
      llm: null,
      now: () => now,
      writePath: { background: false, extractEvery: 5 },
    });
    const server = await startServer({ mnemo: m, host: '127.0.0.1', port: 0 });
    try {
      const key = (await m.admin.createKey({ tenantId: 'default', role: 'admin' })).key;
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${key}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
      };
      const append = (content: string) => call('POST', '/v1/sessions/h2/events', { userId: 'gus', events: [{ role: 'user', content }] });
      assert.equal((await call('POST', '/v1/sessions', { userId: 'gus', sessionId: 'h2' })).status, 201);
      assert.equal((await append('I live in Oslo.')).status, 201);
      now = new Date('2026-05-01T09:20:00Z');
      assert.equal((await append('I work at Initech.')).status, 201, 'twenty minutes on, within the 30-minute default');
      now = new Date(LATER);
      const late = await append('Good evening.');
      assert.equal(late.status, 409);
      assert.equal(late.body.error.code, 'SESSION_ENDED');
      assert.match(late.body.error.message, /idle timeout/);
      const shown = await call('GET', '/v1/sessions/h2?userId=gus');
      assert.equal(shown.body.session.endReason, 'idle timeout');
      assert.deepEqual(
        shown.body.events.map((e: { content: string }) => e.content),
        ['I live in Oslo.', 'I work at Initech.'],
        'the late turn is not stored',
      );
      const jobs = await m.admin.jobs({ scope: { userId: 'gus' } });
      assert.ok(
        jobs.some((j) => j.type === 'extract' && (j.payload as { trigger?: string }).trigger === 'session-end'),
        'its session-end extraction is queued',
      );
      // The library's append answers the same.
      now = new Date(T0);
      await m.sessions.open({ userId: 'gus' }, { sessionId: 'lib' });
      await m.sessions.append({ userId: 'gus' }, 'lib', [{ role: 'user', content: 'Hello.' }]);
      now = new Date(LATER);
      await assert.rejects(m.sessions.append({ userId: 'gus' }, 'lib', [{ role: 'user', content: 'Still there?' }]), /SESSION_ENDED|idle timeout/);
      assert.equal((await m.sessions.get({ userId: 'gus' }, 'lib')).endReason, 'idle timeout');
      // Opening by id past the timeout gives the session to talk in.
      const reopened = await call('POST', '/v1/sessions', { userId: 'gus', sessionId: 'h2' });
      assert.equal(reopened.status, 409, 'h2 has ended: POST /v1/sessions without the id starts the next');
      const next = await call('POST', '/v1/sessions', { userId: 'gus' });
      assert.equal(next.status, 201);
      assert.notEqual(next.body.id, 'h2');
    } finally {
      await server.close();
      await m.close();
    }
  });
});
