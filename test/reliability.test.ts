// The promises of issue 17 that each had a way to break: a worker's lease tied to a live worker
// (heartbeat; a killed worker's job taken over by the next `worker --once`), an import that stops
// part-way completed by a re-run, session logs under the namespace policy, and `doctor` checking
// the database file itself. Real SQLite files, real processes, the real CLI (build first).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import { createLanguageModel } from '../src/models/providers/index.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { startScriptedLlm, type ScriptedLlm, type ScriptedRequest, type ScriptedReply } from '../src/testing/index.js';
import { extractedMemory, extractionReply } from './support/extraction-reply.js';

let dir: string;
let llm: ScriptedLlm;
let n = 0;
const bin = join(process.cwd(), 'bin', 'mnemo.js');
const dana = { userId: 'dana' };

const extraction = (content: string) => extractionReply([extractedMemory(content)]);
function script(r: ScriptedRequest): ScriptedReply {
  if (r.schemaName === 'mnemo_extraction') return extraction('The user works on the payments team.');
  if (r.schemaName === 'mnemo_route') return { text: JSON.stringify({ route: 'chat', reason: 'scripted', clarifyingQuestion: null }) };
  return { text: JSON.stringify({ decision: 'ADD', targetId: null, reason: 'new' }) };
}
const isCode = (code: string) => (e: unknown) => MnemoError.isInstance(e) && e.code === code;
const model = () => createLanguageModel({ provider: 'openai-compatible', model: 'scripted', baseURL: llm.baseURL });

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-rel-'));
  llm = await startScriptedLlm(script);
});
after(async () => {
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('leases tied to a live worker', () => {
  test('a job that runs longer than its lease keeps it: the heartbeat renews it, no second worker takes it', async () => {
    const db = join(dir, `m${++n}.db`);
    llm.setScript((r) => (r.schemaName === 'mnemo_extraction' ? { ...extraction('The user works on the payments team.'), delayMs: 1500 } : script(r)));
    const m = await createMnemo({ db, llm: await model(), writePath: { background: false, leaseMs: 300 } });
    const other = createSqliteStore({ path: db });
    try {
      const s = await m.sessions.open(dana);
      await m.sessions.append(dana, s.id, [{ role: 'user', content: "I'm on the payments team." }]);
      const flushing = m.flush({ timeoutMs: 20_000 });
      await new Promise((r) => setTimeout(r, 1000));
      const stolen = await other.claimJobs({ workerId: 'intruder', now: new Date(), leaseMs: 60_000, limit: 10 });
      assert.deepEqual(stolen, [], 'three leases later the live worker still holds its job');
      const done = await flushing;
      assert.equal(done.done, 1);
      const [job] = await m.admin.jobs({ statuses: ['done'] });
      assert.equal(job?.attempts, 1, 'run once, by the worker that claimed it');
      assert.equal((await m.list(dana)).length, 1, 'extracted once');
    } finally {
      llm.setScript(script);
      await other.close();
      await m.close();
    }
  });

  test('a worker process killed mid-job: the next `worker --once` completes the job', async () => {
    const db = join(dir, `m${++n}.db`);
    const m0 = await createMnemo({ db, llm: null, writePath: { background: false } });
    const s = await m0.sessions.open(dana);
    await m0.sessions.append(dana, s.id, [{ role: 'user', content: "I'm on the payments team." }]);
    await m0.close();
    let arrived!: () => void;
    const seen = new Promise<void>((r) => (arrived = r));
    llm.setScript((r) => {
      if (r.schemaName !== 'mnemo_extraction') return script(r);
      arrived();
      return { hangMs: 60_000 };
    });
    const env = { ...process.env, MNEMO_LLM_BASE_URL: llm.baseURL, MNEMO_JOB_LEASE_MS: '1500', MNEMO_LLM_TIMEOUT_MS: '60000' };
    const child = spawn(process.execPath, [bin, '--db', db, '--llm', 'openai-compatible:scripted', 'worker', '--once'], { env, stdio: 'ignore' });
    const exited = new Promise<number | null>((r) => child.on('exit', (code, signal) => r(signal ? null : code)));
    await seen;
    child.kill('SIGKILL');
    assert.equal(await exited, null);
    llm.setScript(script);
    // The lease is no longer renewed: a later `worker --once` takes the job over once it runs out.
    for (let i = 0; i < 40; i++) {
      // Not spawnSync: the scripted model answers from this process's event loop.
      const once = spawn(process.execPath, [bin, '--db', db, '--llm', 'openai-compatible:scripted', 'worker', '--once'], { env, stdio: 'ignore' });
      await new Promise((r) => once.on('exit', r));
      const store = createSqliteStore({ path: db });
      const [job] = await store.listJobs({});
      await store.close();
      if (job?.status === 'done') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const m = await createMnemo({ db, llm: null, writePath: { background: false } });
    try {
      const [job] = await m.admin.jobs({});
      assert.equal(job?.status, 'done', job?.lastError ?? '');
      assert.equal(job?.attempts, 2, 'the killed attempt, then the one that completed');
      assert.equal((await m.list(dana)).length, 1, 'written once');
      assert.equal((await m.sessions.get(dana, s.id)).watermark, 1);
    } finally {
      await m.close();
    }
  });
});

describe('import: atomic per batch, completed by a re-run', () => {
  test('an import that failed part-way keeps whole batches only, and a re-run writes every missing history row', async () => {
    const src = await createMnemo({ db: join(dir, `m${++n}.db`), llm: null, writePath: { background: false } });
    for (let i = 0; i < 1100; i += 100) {
      await src.rememberMany(
        dana,
        Array.from({ length: 100 }, (_, j) => ({ content: `Project note number ${i + j} is about the storage engine.` })),
      );
    }
    const lines: string[] = [];
    for await (const l of src.admin.exportUser(dana)) lines.push(l);
    await src.close();
    const memoryLines = lines.filter((l) => JSON.parse(l).type === 'memory');
    assert.equal(memoryLines.length, 1100);

    const target = await createMnemo({ db: join(dir, `m${++n}.db`), llm: null, writePath: { background: false } });
    try {
      // A write of the second batch fails (a trigger stands in for a full disk or a lost connection): that batch fails whole.
      const failing = (JSON.parse(memoryLines[700] as string) as { content: string }).content;
      const db = new Database(join(dir, `m${n}.db`));
      db.prepare(`CREATE TRIGGER fail_once BEFORE INSERT ON memories WHEN new.content = '${failing}' BEGIN SELECT RAISE(ABORT, 'injected'); END`).run();
      db.close();
      await assert.rejects(target.admin.importLines(lines, { scope: dana }));
      const counts = (): { memories: number; history: number } => {
        const raw = new Database(join(dir, `m${n}.db`), { readonly: true });
        const c = raw
          .prepare(
            "SELECT (SELECT count(*) FROM memories WHERE user_id = 'dana') AS memories, (SELECT count(*) FROM history WHERE user_id = 'dana') AS history",
          )
          .get() as {
          memories: number;
          history: number;
        };
        raw.close();
        return c;
      };
      const partial = counts();
      assert.equal(partial.memories, 500, 'the first batch of 500 only: nothing of the failed batch');
      assert.equal(partial.history, 500, 'every memory written has its history');

      const db2 = new Database(join(dir, `m${n}.db`));
      db2.prepare('DROP TRIGGER fail_once').run();
      // History rows lost by an older, non-atomic import are written again by a re-run.
      db2.prepare("DELETE FROM history WHERE user_id = 'dana' AND seq % 3 = 0").run();
      db2.close();
      const again = await target.admin.importLines(lines, { scope: dana });
      assert.equal(again.memories, 600);
      assert.deepEqual(counts(), { memories: 1100, history: 1100 });
      const third = await target.admin.importLines(lines, { scope: dana });
      assert.equal(third.memories, 0);
      assert.deepEqual(counts(), { memories: 1100, history: 1100 }, 'a third run adds nothing');
    } finally {
      await target.close();
    }
  });
});

describe('session logs follow the namespace policy', () => {
  test('an agent reads and ends only what its grants cover; what it may not read answers NOT_FOUND', async () => {
    const m = await createMnemo({ db: join(dir, `m${++n}.db`), llm: null, writePath: { background: false } });
    try {
      await m.grant({ agentId: 'planner', namespace: 'agent:planner', read: true, write: true });
      await m.grant({ agentId: 'coder', namespace: 'agent:coder', read: true, write: true });
      await m.grant({ agentId: 'reader', namespace: 'user', read: true, write: false });
      await m.grant({ agentId: 'reader', namespace: 'agent:planner', read: true, write: false });
      const planner = { userId: 'dana', agentId: 'planner' };
      const coder = { userId: 'dana', agentId: 'coder' };
      const reader = { userId: 'dana', agentId: 'reader' };
      const own = await m.sessions.open(dana);
      await m.sessions.append(dana, own.id, [{ role: 'user', content: 'my own words' }]);
      const ps = await m.sessions.open(planner);
      await m.sessions.append(planner, ps.id, [{ role: 'user', content: 'planning words' }]);

      // coder: no grant on the user's namespace nor the planner's
      await assert.rejects(m.sessions.events(coder, own.id), isCode('NOT_FOUND'));
      await assert.rejects(m.sessions.events(coder, ps.id), isCode('NOT_FOUND'));
      await assert.rejects(m.sessions.get(coder, ps.id), isCode('NOT_FOUND'));
      await assert.rejects(m.sessions.end(coder, ps.id), isCode('NOT_FOUND'));
      await assert.rejects(m.sessions.append(coder, ps.id, [{ role: 'user', content: 'intrude' }]), isCode('NOT_FOUND'));
      assert.deepEqual(await m.sessions.list(coder), [], 'no other party’s session is listed');

      // reader: may read the user's and the planner's sessions, not end or write them
      assert.deepEqual(
        (await m.sessions.events(reader, own.id)).map((e) => e.content),
        ['my own words'],
      );
      assert.deepEqual(
        (await m.sessions.events(reader, ps.id)).map((e) => e.content),
        ['planning words'],
      );
      await assert.rejects(m.sessions.end(reader, ps.id), isCode('POLICY_DENIED'));
      await assert.rejects(m.sessions.append(reader, own.id, [{ role: 'user', content: 'x' }]), isCode('POLICY_DENIED'));
      assert.equal((await m.sessions.get(dana, ps.id)).endedAt, null, 'nothing ended by a refused call');

      // the planner reads and ends its own; the user reads everything of theirs
      assert.deepEqual(
        (await m.sessions.list(planner)).map((s) => s.id),
        [ps.id],
      );
      assert.equal((await m.sessions.list(dana)).length, 2);
      await m.sessions.end(planner, ps.id);
      assert.notEqual((await m.sessions.get(dana, ps.id)).endedAt, null);
    } finally {
      await m.close();
    }
  });
});

describe('doctor checks the database itself', () => {
  test('a sound file is ok; a corrupted copy is a problem (exit 1), with quick and full checks', async () => {
    const good = join(dir, `m${++n}.db`);
    const m = await createMnemo({ db: good, llm: null, writePath: { background: false } });
    for (let i = 0; i < 20; i++)
      await m.rememberMany(
        dana,
        Array.from({ length: 50 }, (_, j) => ({ content: `Note ${i * 50 + j} about the quarterly storage review.` })),
      );
    await m.close();
    const raw = new Database(good);
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
    const doctor = (db: string, ...extra: string[]) => spawnSync(process.execPath, [bin, '--db', db, '--json', 'doctor', ...extra], { encoding: 'utf8' });
    const ok = doctor(good);
    assert.equal(ok.status, 0, ok.stderr);
    assert.match(JSON.parse(ok.stdout).integrity, /quick_check: ok/);

    const bad = join(dir, `m${++n}.db`);
    copyFileSync(good, bad);
    const size = statSync(bad).size;
    const page = 4096;
    // Scribble over pages in the middle of the file (not the schema and meta pages the store reads
    // on opening): b-tree pages of memories, history and the keyword index.
    const fd = openSync(bad, 'r+');
    for (let p = 12; p * page < size - page; p += 4) writeSync(fd, Buffer.alloc(200, 0x5a), 0, 200, p * page + 8);
    closeSync(fd);
    assert.notDeepEqual(readFileSync(bad), readFileSync(good));
    for (const extra of [[], ['--full']]) {
      const r = doctor(bad, ...extra);
      assert.equal(r.status, 1, `doctor ${extra.join(' ')} fails on a corrupt file`);
      const report = JSON.parse(r.stdout) as { problems: string[] };
      assert.ok(
        report.problems.some((p) => /integrity check failed/.test(p)),
        report.problems.join('; '),
      );
    }
    // Damage where the store reads on opening is reported the same way, not as a crash.
    const worse = join(dir, `m${++n}.db`);
    copyFileSync(good, worse);
    const fd2 = openSync(worse, 'r+');
    for (let p = 1; p < 6; p++) writeSync(fd2, Buffer.alloc(300, 0x5a), 0, 300, p * page + 8);
    closeSync(fd2);
    const r = doctor(worse);
    assert.equal(r.status, 1);
    assert.ok(
      (JSON.parse(r.stdout) as { problems: string[] }).problems.some((p) => /integrity check failed/.test(p)),
      r.stdout + r.stderr,
    );
  });
});
