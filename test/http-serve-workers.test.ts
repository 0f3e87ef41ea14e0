/**
 * `mnemo serve --workers 2` (the built CLI): two processes on one port over one SQLite file. Exactly
 * one runs the job worker, also after it is killed and replaced; a write through one process is
 * seen (and a forget is honoured) by recalls in every process, whose caches were warm before; and
 * SIGTERM to the primary during a burst of writes exits 0 with every acknowledged write stored.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { assertAllStored, burstOfWrites, cliOn as cli, startServe, type Served } from './support/serve-process.js';

const dir = mkdtempSync(join(tmpdir(), 'mnemo-workers-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Starts `serve --workers 2`; resolves with its URL once both processes listen. */
const serve = (db: string): Promise<Served> =>
  startServe(db, ['--port', '0', '--workers', '2'], /serving (http:\/\/\S+) .*; 2 processes/, { ...process.env, MNEMO_DB: undefined });

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
  // Keep-alive connections, as a real client holds them: the drain must still answer what it accepted.
  const { acked, refused, sent } = await burstOfWrites(server.url, key, () => server.child.kill('SIGTERM'));
  assert.equal(await server.exited, 0, server.stderr());
  assert.ok(acked.length >= 60 && acked.length < sent, `the stop came during the burst (${acked.length} of ${sent} acknowledged)`);
  assert.equal(refused, 0, 'no write was answered with an error');
  await assertAllStored(db, acked);
});

test('--workers above 1 is refused for a store one process owns', () => {
  const r = cli(':memory:', ['serve', '--port', '0', '--no-auth', '--workers', '2']);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /several processes can share/);
  assert.equal(cli(join(dir, 'x.db'), ['serve', '--workers', '0']).status, 2);
});
