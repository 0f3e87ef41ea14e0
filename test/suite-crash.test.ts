// The crash suite (issue 17): a process is SIGKILLed at a random point, then the store is reopened.
// A writer (remember, rememberMany, a session append with extraction running in the background):
// every acknowledged write is readable, the integrity check ok, no job stuck past its lease, nothing
// extracted twice. A whole-store transfer (import, re-embed, copy): every batch or page it reported
// committed is there, and a re-run completes the rest — history included, every memory in the new
// space, a complete target. `npm test` runs a few trials; `npm run test:stress` runs
// MNEMO_STRESS_TRIALS writer trials (default 50) and MNEMO_STRESS_TRANSFER_TRIALS of each transfer
// (default 20). Real processes, real SQLite files.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { StorageAdapter } from '../src/core/contracts/storage.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { copyStore } from '../src/keep/transfer/copy.js';
import { killMidway, seeded, type Ack } from './support/crash.js';

const stress = Boolean(process.env.MNEMO_STRESS);
const TRIALS = Number(process.env.MNEMO_STRESS_TRIALS ?? (stress ? 50 : 3));
const TRANSFER_TRIALS = Number(process.env.MNEMO_STRESS_TRANSFER_TRIALS ?? (stress ? 20 : 1));
const dir = mkdtempSync(join(tmpdir(), 'mnemo-crash-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the writer for a random while, kills it, and returns the writes it acknowledged. */
async function killedWriter(db: string, user: string, seed: number): Promise<Ack[]> {
  return (await killMidway('crash-writer.ts', [db, user, String(seed)], 200 + ((seed * 7919) % 1500))).acks;
}

test(`crash: ${TRIALS} SIGKILLs mid-write lose no acknowledged write and leave a sound store`, async () => {
  const totals = { acknowledged: 0, trials: 0 };
  for (let t = 0; t < TRIALS; t++) {
    const db = join(dir, `c${t % 4}.db`); // a few files, so later trials crash into stores with history
    const user = `u${t % 3}`;
    const acks = await killedWriter(db, user, 1000 + t);
    const store = createSqliteStore({ path: db });
    try {
      const integrity = await store.checkIntegrity({ full: true });
      assert.equal(integrity.ok, true, `trial ${t}: ${integrity.problems.join('; ')}`);
      const scope = { tenantId: 'default', userId: user };
      const ids = acks.flatMap((a) => [a.memory, ...((a.memories as unknown[] | undefined) ?? [])]).filter((x): x is string => typeof x === 'string');
      const found = new Set((await store.getMemories(scope, ids)).map((r) => r.id));
      const lost = ids.filter((id) => !found.has(id));
      assert.deepEqual(lost, [], `trial ${t}: acknowledged memories missing`);
      for (const a of acks.filter((x) => x.session)) {
        const s = await store.getSession(scope, a.session as string);
        assert.ok(s && s.eventCount >= Number(a.seq ?? 0), `trial ${t}: an acknowledged turn is missing`);
      }
      totals.acknowledged += acks.length;
    } finally {
      await store.close();
    }
    // After restart every queued extraction completes: nothing stuck past its lease, nothing twice.
    const m = await createMnemo({ db, llm: null, writePath: { background: false, leaseMs: 1000 } });
    try {
      const drained = await m.flush({ timeoutMs: 30_000 });
      assert.equal(drained.pending, 0, `trial ${t}: a job is still open after its lease`);
      const open = await m.admin.jobs({ statuses: ['pending', 'running'] });
      assert.deepEqual(open, []);
      for (const s of await m.sessions.list({ userId: user })) assert.equal(s.watermark, s.eventCount, 'every turn extracted');
      const all = await m.list({ userId: user }, { limit: 10_000 });
      const contents = all.map((r) => r.content);
      assert.equal(new Set(contents).size, contents.length, `trial ${t}: a memory was written twice`);
    } finally {
      await m.close();
    }
    totals.trials++;
  }
  console.log(`crash suite: ${totals.trials} trials, ${totals.acknowledged} acknowledged writes, 0 lost, integrity ok`);
});

// -- whole-store transfers -------------------------------------------------------------------------

// Smaller in the quick form; import batches are 500 memories, copy pages 500, re-embed pages 1000.
const USERS = stress
  ? ([
      ['ivy', 1200],
      ['jay', 500],
      ['kim', 500],
    ] as const)
  : ([
      ['ivy', 700],
      ['jay', 250],
      ['kim', 250],
    ] as const);
const all = { validity: { mode: 'all' as const } };

/** An export of `n` memories of `userId`, a third of them with two history entries, a profile field and a session. */
function exportOf(userId: string, n: number): string[] {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
  const lines: object[] = [{ type: 'header', format: 'mnemo-export', version: 1, tenantId: 'default', userId }];
  lines.push({ type: 'profile', key: 'city', value: 'Porto', source: 'user_explicit', updatedAt: at(0) });
  for (let i = 0; i < n; i++) {
    const id = `m_${userId}_${i}`;
    lines.push({ type: 'memory', id, kind: 'fact', content: `Note ${i} of ${userId}: shelf ${i % 40} holds binder ${i} of the archive.`, createdAt: at(i) });
    const h = (k: number, op: string) => ({
      type: 'history',
      id: `h_${userId}_${i}_${k}`,
      targetKind: 'memory',
      targetId: id,
      op,
      actor: { type: 'user', id: userId },
      oldValue: null,
      newValue: { n: k },
      reason: null,
      at: at(i + k),
    });
    lines.push(h(0, 'create'));
    if (i % 3 === 0) lines.push(h(1, 'note'));
  }
  lines.push({ type: 'session', id: `s_${userId}`, startedAt: at(0) });
  for (let seq = 1; seq <= 10; seq++)
    lines.push({ type: 'event', sessionId: `s_${userId}`, seq, role: seq % 2 ? 'user' : 'assistant', content: `turn ${seq}`, at: at(seq) });
  return lines.map((l) => JSON.stringify(l));
}

/** How many history entries each memory of an export has. */
function historyCounts(lines: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const l of lines.map((x) => JSON.parse(x) as { type: string; targetId?: string; id: string })) {
    if (l.type === 'memory') counts.set(l.id, counts.get(l.id) ?? 0);
    if (l.type === 'history' && l.targetId) counts.set(l.targetId, (counts.get(l.targetId) ?? 0) + 1);
  }
  return counts;
}

/** The first `n` memories of a store in the order a transfer walks it: user by user, oldest first. */
async function firstMemories(store: StorageAdapter, n: number): Promise<{ scope: { tenantId: string; userId: string }; ids: string[] }[]> {
  const out = [];
  for (const s of await store.listScopes()) {
    if (n <= 0) break;
    const scope = { tenantId: s.tenantId, userId: s.userId };
    const ids = (await store.listMemories(scope, { filter: all, order: 'oldest', limit: n })).map((r) => r.id);
    out.push({ scope, ids });
    n -= ids.length;
  }
  return out;
}

/** The highest step a killed transfer reported committed. */
const acknowledged = (acks: readonly Ack[]): number => Math.max(0, ...acks.map((a) => (typeof a.done === 'number' ? a.done : 0)));

describe(`crash: SIGKILL mid-transfer, ${TRANSFER_TRIALS} trial(s) each; a re-run completes`, () => {
  const source = join(dir, 'transfer-source.db');
  const file = join(dir, 'ivy.jsonl');
  const ivy = exportOf('ivy', USERS[0][1]);
  const totals = { trials: 0, interrupted: 0, acknowledged: 0, byMode: new Map<string, number>() };

  before(async () => {
    writeFileSync(file, ivy.join('\n'));
    const m = await createMnemo({ db: source, llm: null, embedder: 'hash:32', writePath: { background: false } });
    for (const [user, n] of USERS) await m.admin.importLines(exportOf(user, n));
    // Turns appended through the engine leave an extraction job queued, for the copy to carry.
    const s = await m.sessions.open({ userId: 'kim' });
    await m.sessions.append({ userId: 'kim' }, s.id, [{ role: 'user', content: 'I moved the archive to the basement.' }]);
    await m.close();
    const store = createSqliteStore({ path: source });
    store.connection.pragma('wal_checkpoint(TRUNCATE)');
    await store.close();
  });
  after(() =>
    console.log(
      `crash suite, transfers: ${totals.trials} trials (${totals.interrupted} killed mid-way: ${[...totals.byMode].map(([k, v]) => `${k} ${v}`).join(', ')}), ${totals.acknowledged} acknowledged batches or pages, 0 lost, integrity ok`,
    ),
  );

  /**
   * Kills a transfer at a random point and checks integrity and every acknowledged step on `db`.
   * Kill points are spread over the run by its steps, not by the clock (a loaded machine runs slower):
   * trial t waits for the k-th step of `steps`, k in the t-th slice, then a random part of a step.
   */
  async function trial(
    mode: string,
    t: number,
    args: string[],
    db: string,
    steps: number,
    stepMs: number,
    check: (store: StorageAdapter, done: number) => Promise<void>,
  ): Promise<void> {
    const rand = seeded(7000 + t * 3 + mode.length);
    const k = Math.floor(((t + rand()) / TRANSFER_TRIALS) * steps);
    const killed = await killMidway('crash-transfer.ts', [mode, ...args], Math.floor(rand() * stepMs), 1 + k);
    const done = acknowledged(killed.acks);
    const store = createSqliteStore({ path: db });
    try {
      const integrity = await store.checkIntegrity({ full: true });
      assert.equal(integrity.ok, true, `${mode} trial ${t}: ${integrity.problems.join('; ')}`);
      await check(store, done);
    } finally {
      await store.close();
    }
    totals.trials++;
    totals.interrupted += killed.finished ? 0 : 1;
    if (!killed.finished) totals.byMode.set(mode, (totals.byMode.get(mode) ?? 0) + 1);
    totals.acknowledged += killed.acks.filter((a) => typeof a.done === 'number').length;
  }

  test('import: every acknowledged batch is there with its history; a re-run writes the rest', async () => {
    const expected = historyCounts(ivy);
    const ids = [...expected.keys()];
    const scope = { tenantId: 'default', userId: 'ivy' };
    const complete = async (store: StorageAdapter, upTo: number, what: string) => {
      const present = await store.getMemories(scope, ids.slice(0, upTo));
      assert.equal(present.length, upTo, `${what}: acknowledged memories missing`);
      for (const id of ids.slice(0, upTo))
        assert.equal((await store.getHistory(scope, { kind: 'memory', id })).length, expected.get(id), `${what}: history of ${id}`);
    };
    for (let t = 0; t < TRANSFER_TRIALS; t++) {
      const db = join(dir, `import-${t}.db`);
      await trial('import', t, [db, file], db, Math.ceil(USERS[0][1] / 500), 150, (store, done) => complete(store, done, `trial ${t}`));
      const m = await createMnemo({ db, llm: null, embedder: 'hash:32', writePath: { background: false } });
      try {
        await m.admin.importLines(ivy);
        assert.equal((await m.admin.importLines(ivy)).memories, 0, 'a third run adds nothing');
        assert.equal((await m.sessions.get(scope, 's_ivy')).eventCount, 10);
        assert.deepEqual(
          (await m.profile(scope)).map((p) => [p.key, p.value]),
          [['city', 'Porto']],
        );
      } finally {
        await m.close();
      }
      const store = createSqliteStore({ path: db });
      await complete(store, ids.length, `trial ${t} after the re-run`).finally(() => store.close());
    }
  });

  test('re-embed: every acknowledged page is in the new space; a re-run finishes with every memory there', async () => {
    for (let t = 0; t < TRANSFER_TRIALS; t++) {
      const db = join(dir, `reembed-${t}.db`);
      copyFileSync(source, db);
      await trial(
        'reembed',
        t,
        [db, 'hash:48'],
        db,
        USERS.reduce((n, [, k]) => n + Math.ceil(k / 1000), 0),
        150,
        async (store, done) => {
          for (const { scope, ids } of await firstMemories(store, done)) {
            assert.ok(
              (await store.getMemories(scope, ids)).every((r) => r.embeddingModel === 'mnemo/hash-48'),
              `trial ${t}: an acknowledged page is not in the new space`,
            );
          }
        },
      );
      const m = await createMnemo({ db, llm: null, embedder: 'hash:48', writePath: { background: false } });
      try {
        await m.admin.reembed();
        assert.ok((await m.recall({ userId: 'ivy' }, 'binder of the archive')).length > 0, 'recall works in the new space');
      } finally {
        await m.close();
      }
      const store = createSqliteStore({ path: db });
      try {
        assert.deepEqual(await store.getEmbeddingSpace(), { modelId: 'mnemo/hash-48', dimensions: 48 });
        for (const s of await store.listScopes()) {
          const records = await store.listMemories({ tenantId: s.tenantId, userId: s.userId }, { filter: all, withEmbeddings: true });
          assert.ok(
            records.every((r) => r.embeddingModel === 'mnemo/hash-48' && r.embedding?.length === 48),
            `trial ${t}: ${s.userId} has memories outside the new space`,
          );
        }
      } finally {
        await store.close();
      }
    }
  });

  test('copy: every acknowledged page is in the target; a re-run yields a complete target, its jobs run', async () => {
    for (let t = 0; t < TRANSFER_TRIALS; t++) {
      const db = join(dir, `copy-${t}.db`);
      await trial('copy', t, [source, db], db, 1 + USERS.reduce((n, [, k]) => n + Math.ceil(k / 500), 0), 200, async (store, done) => {
        const from = createSqliteStore({ path: source });
        try {
          for (const { scope, ids } of await firstMemories(from, done))
            assert.equal((await store.getMemories(scope, ids)).length, ids.length, `trial ${t}: an acknowledged page is missing`);
        } finally {
          await from.close();
        }
      });
      const [from, to] = [createSqliteStore({ path: source }), createSqliteStore({ path: db })];
      try {
        await to.migrate();
        const report = await copyStore(from, to); // verifies the counts of every user itself
        assert.equal(
          report.memories,
          USERS.reduce((n, [, k]) => n + k, 0),
        );
        for (const s of await from.listScopes()) {
          const scope = { tenantId: s.tenantId, userId: s.userId };
          const events = async (x: StorageAdapter) => Promise.all((await x.listSessions(scope)).map((y) => [y.id, y.eventCount, y.watermark]));
          assert.deepEqual(await events(to), await events(from), `trial ${t}: sessions of ${s.userId}`);
          assert.equal((await to.listJobs({ scope })).length, (await from.listJobs({ scope })).length, `trial ${t}: jobs of ${s.userId}`);
        }
      } finally {
        await from.close();
        await to.close();
      }
      // The copied jobs run on the target: none stuck, none left open.
      const m = await createMnemo({ db, llm: null, embedder: 'hash:32', writePath: { background: false, leaseMs: 1000 } });
      try {
        assert.equal((await m.flush({ timeoutMs: 30_000 })).pending, 0, `trial ${t}: a job is still open`);
        assert.deepEqual(await m.admin.jobs({ statuses: ['pending', 'running'] }), []);
      } finally {
        await m.close();
      }
    }
  });
});
