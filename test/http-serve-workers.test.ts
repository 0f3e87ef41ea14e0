/**
 * `mnemo serve --workers 2` (the built CLI): two processes on one port over one SQLite file. Exactly
 * one runs the job worker, also after it is killed and replaced; a write through one process is
 * seen (and a forget is honoured) by recalls in every process, whose caches were warm before; and
 * SIGTERM to the primary during a burst of writes exits 0 with every acknowledged write stored.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
const dir = mkdtempSync(join(tmpdir(), 'mnemo-workers-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function cli(db: string, args: string[]) {
  return spawnSync(process.execPath, [BIN, '--db', db, ...args], { encoding: 'utf8', env: { ...process.env, MNEMO_DB: undefined } });
}

/** Starts `serve --workers 2`; resolves with its URL once both processes listen. */
async function serve(db: string): Promise<{ child: ChildProcess; url: string; stderr: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [BIN, '--db', db, 'serve', '--port', '0', '--workers', '2'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, MNEMO_DB: undefined },
  });
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (d: string) => {
      stderr += d;
      const m = /serving (http:\/\/\S+) .*; 2 processes/.exec(stderr);
      if (m) resolve(m[1] as string);
    });
    void exited.then((code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
  });
  return { child, url, stderr: () => stderr, exited };
}

/** A request on a new connection, so the primary hands it to the next process in turn. */
async function call(url: string, key: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url + path, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', connection: 'close' } });
}

/** `/healthz` of each process: asks until two distinct pids answered (or gives up after 40 tries). */
async function processes(url: string, key: string): Promise<Map<number, boolean>> {
  const seen = new Map<number, boolean>();
  for (let i = 0; i < 40 && seen.size < 2; i++) {
    const body = (await (await call(url, key, '/healthz')).json()) as { process: { pid: number; jobWorker: boolean } };
    seen.set(body.process.pid, body.process.jobWorker);
  }
  return seen;
}

test('one job worker of two processes, also after the job worker is killed and replaced', { timeout: 120_000 }, async () => {
  const db = join(dir, 'jobs.db');
  const { key } = JSON.parse(cli(db, ['keys', 'create', '--tenant', 'acme', '--json']).stdout) as { key: string };
  const server = await serve(db);
  try {
    const first = await processes(server.url, key);
    assert.equal(first.size, 2, 'two processes answer on the one port');
    assert.deepEqual([...first.values()].filter(Boolean).length, 1, 'exactly one runs the job worker');
    const jobPid = [...first].find(([, jobs]) => jobs)?.[0] as number;
    process.kill(jobPid, 'SIGKILL');
    let again = new Map<number, boolean>();
    for (let i = 0; i < 100 && !(again.size === 2 && !again.has(jobPid)); i++) {
      await new Promise((r) => setTimeout(r, 200));
      again = await processes(server.url, key).catch(() => new Map<number, boolean>());
    }
    assert.ok(!again.has(jobPid), 'the killed process is gone');
    assert.equal(again.size, 2, 'a replacement serves');
    assert.equal([...again.values()].filter(Boolean).length, 1, 'and exactly one process runs the job worker again');
  } finally {
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0, server.stderr());
  }
});

test('a write or a forget through one process is seen by recalls in every process, warm caches included', { timeout: 120_000 }, async () => {
  const db = join(dir, 'cache.db');
  const { key } = JSON.parse(cli(db, ['keys', 'create', '--tenant', 'acme', '--json']).stdout) as { key: string };
  for (const c of ['Mara keeps bees behind the barn', 'The bus to Lyon leaves at seven', 'Oskar repairs bicycles on Sundays'])
    assert.equal(cli(db, ['remember', '--tenant', 'acme', '--user', 'u', c]).status, 0);
  const server = await serve(db);
  try {
    const recall = async (query: string): Promise<string[]> => {
      const res = await call(server.url, key, '/v1/recall', { method: 'POST', body: JSON.stringify({ userId: 'u', query, k: 5 }) });
      assert.equal(res.status, 200);
      return ((await res.json()) as { results: { memory: { id: string } }[] }).results.map((r) => r.memory.id);
    };
    for (let i = 0; i < 4; i++) await recall('Who keeps bees?'); // both processes now hold the scope in their cache
    const res = await call(server.url, key, '/v1/memories', { method: 'POST', body: JSON.stringify({ userId: 'u', content: 'Mara also keeps goats' }) });
    assert.equal(res.status, 201);
    const { id } = (await res.json()) as { id: string };
    for (let i = 0; i < 4; i++) assert.ok((await recall('Who keeps goats?')).includes(id), `recall ${i} sees the new memory`);
    assert.equal((await call(server.url, key, `/v1/memories/${id}?userId=u`, { method: 'DELETE' })).ok, true);
    for (let i = 0; i < 4; i++) assert.ok(!(await recall('Who keeps goats?')).includes(id), `recall ${i} no longer returns the forgotten memory`);
  } finally {
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0, server.stderr());
  }
});

test('SIGTERM to the primary during a burst of writes: exit 0, every acknowledged write stored', { timeout: 180_000 }, async () => {
  const db = join(dir, 'drain.db');
  const { key } = JSON.parse(cli(db, ['keys', 'create', '--tenant', 'acme', '--json']).stdout) as { key: string };
  const server = await serve(db);
  const acked: string[] = [];
  let refused = 0;
  let sent = 0;
  let stopping = false;
  const writer = async (w: number): Promise<void> => {
    for (let i = 0; i < 400; i++) {
      sent++;
      if (acked.length >= 60 && !stopping) {
        stopping = true;
        server.child.kill('SIGTERM');
      }
      try {
        // Keep-alive connections, as a real client holds them: the drain must still answer what it accepted.
        const res = await fetch(`${server.url}/v1/memories`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ userId: 'burst', content: `burst note ${w}-${i} about the garden` }),
        });
        if (res.status === 201) acked.push(((await res.json()) as { id: string }).id);
        else refused++;
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
  assert.equal(await server.exited, 0, server.stderr());
  assert.ok(acked.length >= 60 && acked.length < sent, `the stop came during the burst (${acked.length} of ${sent} acknowledged)`);
  assert.equal(refused, 0, 'no write was answered with an error');
  const mnemo = await createMnemo({ db, llm: null, writePath: { background: false } });
  try {
    const ids = new Set((await mnemo.list({ tenantId: 'acme', userId: 'burst' }, { limit: 10_000 })).map((m) => m.id));
    assert.deepEqual(
      acked.filter((id) => !ids.has(id)),
      [],
      'every acknowledged write is in the store',
    );
  } finally {
    await mnemo.close();
  }
});

test('--workers above 1 is refused for a store one process owns', () => {
  const r = cli(':memory:', ['serve', '--port', '0', '--no-auth', '--workers', '2']);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /several processes can share/);
  assert.equal(cli(join(dir, 'x.db'), ['serve', '--workers', '0']).status, 2);
});
