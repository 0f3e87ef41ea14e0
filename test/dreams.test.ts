/**
 * Dreaming (M19) on real SQLite files with the hashing embedder: a dream proposes merges and
 * contradictions by consolidation's own rules and changes nothing (the export is byte-for-byte the
 * same) until it is approved; approval applies the chosen candidates with provenance
 * `consolidation` · `dream:<id>`; discard drops the dream. Insights come from a model, through the
 * scripted OpenAI-compatible server; offline the dream says they need one.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { createLanguageModel } from '../src/models/providers/registry.js';
import { startScriptedLlm, type ScriptedLlm } from '../src/testing/index.js';
import { openStore } from '../src/storage/open.js';
import type { StorageAdapter } from '../src/core/contracts/storage.js';
import { rememberUnkeyed } from './support/untidy.js';

let dir: string;
let n = 0;
let llm: ScriptedLlm;
const open: Mnemo[] = [];
/** The store under each engine, for seeding what no write door makes any more. */
const stores = new WeakMap<Mnemo, StorageAdapter>();

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-dreams-'));
  llm = await startScriptedLlm(() => ({ text: JSON.stringify({ insights: [] }) }));
});
after(async () => {
  for (const m of open) await m.close().catch(() => undefined);
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});

async function engine(withModel = false): Promise<Mnemo> {
  const model = withModel ? await createLanguageModel({ provider: 'openai-compatible', model: 'scripted-small', baseURL: llm.baseURL }) : null;
  const store = await openStore(join(dir, `d${++n}.db`));
  const m = await createMnemo({ db: store, embedder: 'hash', llm: model, writePath: { background: false } });
  open.push(m);
  stores.set(m, store);
  return m;
}

const alice = { userId: 'alice' };
const day = (d: number) => new Date(Date.UTC(2026, 0, d));
const RAW = { consolidate: false } as const;

/**
 * The untidy store a dream is for: a duplicate pair (a raw load, `consolidate: false`, which merges
 * nothing), a contradicting pair about a single-valued field, and one unrelated memory. Every write
 * door keys single-valued attributes now (a raw append of the second team would supersede the
 * first), so the pair is written as an earlier version or another program left it: through the
 * storage contract, unkeyed (`support/untidy.ts`).
 */
async function seed(m: Mnemo) {
  const store = stores.get(m);
  if (!store) throw new Error('seed() needs an engine whose store the test opened');
  const coffee1 = await m.remember(alice, { content: 'The user drinks black coffee every morning.', kind: 'preference', validFrom: day(1) }, RAW);
  const coffee2 = await m.remember(alice, { content: 'The user drinks black coffee every morning!', kind: 'preference', validFrom: day(5) }, RAW);
  const team1 = await rememberUnkeyed(m, store, alice, {
    content: 'The user works on the platform team.',
    triple: { subject: 'user', predicate: 'team', object: 'platform team' },
    validFrom: day(2),
  });
  const team2 = await rememberUnkeyed(m, store, alice, {
    content: 'The user works on the infra team.',
    triple: { subject: 'user', predicate: 'team', object: 'infra team' },
    validFrom: day(8),
  });
  const cat = await m.remember(alice, { content: 'The user has a cat named Miso.', validFrom: day(3) }, RAW);
  return { coffee1, coffee2, team1, team2, cat };
}

async function exportOf(m: Mnemo, scope = alice): Promise<string> {
  const lines: string[] = [];
  for await (const line of m.admin.exportUser(scope)) lines.push(line);
  return withoutExportTime(lines.join('\n'));
}

/** The export with its header's `exportedAt` (the only field that differs between two exports of the same store) removed. */
const withoutExportTime = (text: string): string => text.replace(/"exportedAt":"[^"]*"/, '"exportedAt":null');

const isCode = (code: string) => (e: unknown) => MnemoError.isInstance(e) && e.code === code;

describe('dreams in the library', () => {
  test('a dream proposes a merge and a contradiction, changes nothing until approved, and applies what is chosen', async () => {
    const m = await engine();
    const s = await seed(m);
    const before = await exportOf(m);
    const dream = await m.dreams.dream(alice);
    assert.equal(await exportOf(m), before, 'the store is unchanged by dreaming');

    const merge = dream.candidates.find((c) => c.type === 'merge');
    const conflict = dream.candidates.find((c) => c.type === 'contradiction');
    assert.ok(merge && merge.type === 'merge', JSON.stringify(dream.candidates));
    assert.deepEqual([merge.keep, merge.drop].sort(), [s.coffee1.id, s.coffee2.id].sort());
    assert.ok(conflict && conflict.type === 'contradiction');
    assert.equal(conflict.keep, s.team2.id, 'the newer statement from an equally trusted source wins');
    assert.equal(conflict.drop, s.team1.id);
    assert.equal(dream.candidates.length, 2, 'the unrelated memory is in no candidate');
    assert.match(dream.notes.join(' '), /insights need a language model/);
    assert.deepEqual(
      (await m.dreams.list(alice)).map((d) => d.id),
      [dream.id],
    );

    // Another user sees nothing of it.
    await assert.rejects(m.dreams.get({ userId: 'bob' }, dream.id), isCode('NOT_FOUND'));
    await assert.rejects(m.dreams.approve({ userId: 'bob' }, dream.id), isCode('NOT_FOUND'));
    await assert.rejects(m.dreams.approve(alice, dream.id, { only: ['c9'] }), isCode('INVALID_INPUT'));
    assert.equal(await exportOf(m), before);

    const report = await m.dreams.approve(alice, dream.id, { only: ['merge'] });
    assert.deepEqual(report.applied, [merge.id]);
    assert.deepEqual(report.skipped, [{ id: conflict.id, reason: 'not chosen' }]);
    const dropped = await m.get(alice, merge.drop);
    assert.ok(dropped.invalidatedAt, 'the duplicate is invalidated (kept in history)');
    assert.match(dropped.invalidationReason ?? '', new RegExp(`dream:${dream.id}: duplicate of ${merge.keep}`));
    const sources = await m.admin.sources(alice, merge.keep);
    assert.ok(
      sources.some((x) => x.type === 'consolidation' && x.id === `dream:${dream.id}`),
      JSON.stringify(sources),
    );
    assert.equal((await m.get(alice, s.team1.id)).invalidatedAt, null, 'the contradiction was not chosen');
    // Approving one candidate leaves the others open: the dream stays open, and the next approval
    // applies the contradiction (not the merge again) and closes it.
    assert.equal((await m.dreams.get(alice, dream.id)).status, 'open');
    const rest = await m.dreams.approve(alice, dream.id, { only: [conflict.id] });
    assert.deepEqual(rest.applied, [conflict.id]);
    assert.deepEqual(rest.skipped, [{ id: merge.id, reason: 'applied already' }]);
    assert.equal(rest.dream.status, 'approved');
    assert.deepEqual([...rest.dream.applied].sort(), [merge.id, conflict.id].sort());
    assert.ok((await m.get(alice, s.team1.id)).invalidatedAt);
    assert.equal((await m.get(alice, s.team2.id)).invalidatedAt, null);
    const history = await m.history(alice, s.team1.id);
    assert.ok(history.some((h) => (h.reason ?? '').includes(`dream:${dream.id}`)));
    await assert.rejects(m.dreams.approve(alice, dream.id), isCode('CONFLICT'));
    assert.deepEqual((await m.dreams.dream(alice)).candidates, [], 'nothing is left to propose');
  });

  test('records that differ in a number, a date or a name are never proposed as duplicates', async () => {
    const m = await engine();
    // raw appends: the dream's own duplicate detection is what is tested (remember would reinforce the repeat at once)
    const RAW = { consolidate: false } as const;
    for (let attempt = 1; attempt <= 4; attempt++) {
      await m.remember(alice, { content: `The nightly database migration timed out (attempt ${attempt}).`, kind: 'episode', validFrom: day(attempt) }, RAW);
    }
    await m.remember(alice, { content: 'The user met Priya for lunch on Monday.', kind: 'episode', validFrom: day(10) }, RAW);
    await m.remember(alice, { content: 'The user met Tomas for lunch on Monday.', kind: 'episode', validFrom: day(11) }, RAW);
    await m.remember(alice, { content: 'The standup moved to March 3.', kind: 'episode', validFrom: day(12) }, RAW);
    await m.remember(alice, { content: 'The standup moved to March 9.', kind: 'episode', validFrom: day(13) }, RAW);
    // The same event said twice is still one.
    await m.remember(alice, { content: 'The user adopted a dog named Rex.', kind: 'episode', validFrom: day(14) }, RAW);
    await m.remember(alice, { content: 'The user adopted a dog named Rex!', kind: 'episode', validFrom: day(15) }, RAW);
    const dream = await m.dreams.dream(alice);
    const merges = dream.candidates.filter((c) => c.type === 'merge');
    assert.equal(merges.length, 1, JSON.stringify(dream.candidates));
    const [merge] = merges;
    const contents = await Promise.all([merge?.type === 'merge' ? merge.keep : '', merge?.type === 'merge' ? merge.drop : ''].map((id) => m.get(alice, id)));
    assert.ok(contents.every((r) => /Rex/.test(r.content)));
  });

  test('discard drops the dream and changes nothing', async () => {
    const m = await engine();
    await seed(m);
    const before = await exportOf(m);
    const dream = await m.dreams.dream(alice);
    await m.dreams.discard(alice, dream.id);
    assert.deepEqual(await m.dreams.list(alice), []);
    await assert.rejects(m.dreams.get(alice, dream.id), isCode('NOT_FOUND'));
    await assert.rejects(m.dreams.discard(alice, dream.id), isCode('NOT_FOUND'));
    assert.equal(await exportOf(m), before);
  });

  test('with a model, insights come from it with evidence, and approval writes them with the dream as source', async () => {
    const m = await engine(true);
    const a = await m.remember(alice, { content: 'The user was paged on Monday night for a disk alert.', kind: 'episode' }, RAW);
    const b = await m.remember(alice, { content: 'The user was paged on Thursday night for a disk alert.', kind: 'episode' }, RAW);
    llm.setScript((r) => {
      if (r.schemaName !== 'mnemo_dream') return { status: 400, error: 'unexpected call' };
      return {
        text: JSON.stringify({
          insights: [
            {
              kind: 'fact',
              content: 'The user is often paged at night by disk alerts.',
              importance: 0.6,
              evidence: [a.id, b.id, 'm_unknown'],
              reason: 'two pages for the same alert',
            },
            { kind: 'fact', content: 'An insight with no real evidence.', importance: 0.5, evidence: ['m_made_up'], reason: 'none' },
          ],
        }),
      };
    });
    const before = await exportOf(m);
    const dream = await m.dreams.dream(alice);
    assert.equal(await exportOf(m), before);
    const insights = dream.candidates.filter((c) => c.type === 'insight');
    assert.equal(insights.length, 1, 'an insight without evidence in the store is dropped');
    assert.deepEqual(insights[0]?.type === 'insight' && insights[0].evidence, [a.id, b.id]);
    assert.deepEqual(dream.notes, []);
    assert.ok(llm.requests.some((r) => r.schemaName === 'mnemo_dream' && r.lastUser.includes(a.id)));

    // Two approvals at once: the changes and the approval commit together, so exactly one applies.
    const raced = await Promise.allSettled([m.dreams.approve(alice, dream.id), m.dreams.approve(alice, dream.id)]);
    assert.equal(raced.filter((r) => r.status === 'fulfilled').length, 1);
    assert.ok(raced.some((r) => r.status === 'rejected' && isCode('CONFLICT')(r.reason)));
    assert.equal(
      (await m.list(alice)).filter((r) => r.content === 'The user is often paged at night by disk alerts.').length,
      1,
      'the insight is written once',
    );
    const [hit] = await m.recall(alice, 'often paged at night by disk alerts', { k: 1 });
    assert.equal(hit?.memory.content, 'The user is often paged at night by disk alerts.');
    assert.deepEqual(hit?.memory.source, { type: 'consolidation', id: `dream:${dream.id}` });
  });
});

describe("dreams on the worker's schedule", () => {
  test('the worker dreams once per interval, keeps only dreams that propose something, and waits for review', async () => {
    const HOUR = 3_600_000;
    const clock = { t: Date.UTC(2026, 1, 1) };
    const store = await openStore(join(dir, `d${++n}.db`));
    const m = await createMnemo({
      db: store,
      embedder: 'hash',
      llm: null,
      now: () => new Date(clock.t),
      writePath: { background: false },
      forgetting: { dreamIntervalMs: HOUR, maintenanceIntervalMs: 0 },
    });
    open.push(m);
    stores.set(m, store);
    await seed(m);
    await m.remember({ userId: 'bob' }, { content: 'Bob rides a red bicycle.' });
    const before = await exportOf(m);
    const pass = async () => {
      m.worker.kick();
      await m.worker.idle();
    };
    await pass();
    await pass(); // the same interval: nothing new is queued
    const jobs = (await m.admin.jobs({})).filter((j) => j.type === 'learn');
    assert.deepEqual(jobs.map((j) => [j.userId, j.status, j.payload.task]).sort(), [
      ['alice', 'done', 'dream'],
      ['bob', 'done', 'dream'],
    ]);
    const [dream, ...more] = await m.dreams.list(alice);
    assert.ok(dream && more.length === 0);
    assert.deepEqual(dream.candidates.map((c) => c.type).sort(), ['contradiction', 'merge']);
    assert.deepEqual(await m.dreams.list({ userId: 'bob' }), [], 'a dream that proposes nothing is not kept');
    assert.equal(await exportOf(m), before, 'dreaming changed no memory');

    clock.t += HOUR;
    await pass();
    assert.equal((await m.admin.jobs({})).filter((j) => j.type === 'learn').length, 4, 'the next interval queues again');
    assert.deepEqual(
      (await m.dreams.list(alice)).map((d) => d.id),
      [dream.id],
      'an open dream waits for review: no second one',
    );

    await m.dreams.approve(alice, dream.id, { only: ['merge'] });
    clock.t += HOUR;
    await pass();
    assert.deepEqual(
      (await m.dreams.list(alice)).map((d) => [d.id, d.status]),
      [[dream.id, 'open']],
      'a partly approved dream still waits for review of the rest',
    );
    await m.dreams.discard(alice, dream.id);
    clock.t += HOUR;
    await pass();
    const [next] = await m.dreams.list(alice);
    assert.ok(next && next.id !== dream.id && next.status === 'open', 'after review the next interval dreams again');
    assert.deepEqual(
      next.candidates.map((c) => c.type),
      ['contradiction'],
      'what was applied is not proposed again',
    );
  });
});

describe('dreams on the command line', () => {
  const BIN = join(process.cwd(), 'bin', 'mnemo.js');
  const db = () => join(dir, 'cli.db');
  const cli = (args: string[]) => {
    const r = spawnSync(process.execPath, [BIN, '--db', db(), ...args], { encoding: 'utf8', env: { ...process.env, MNEMO_EMBEDDER: 'hash', MNEMO_LLM: '' } });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  const hashOfExport = () => {
    const r = cli(['export', '--user', 'alice']);
    assert.equal(r.code, 0, r.err);
    return createHash('sha256').update(withoutExportTime(r.out)).digest('hex');
  };

  test('dream, list, show, approve, discard; the export is byte-for-byte the same until approve', () => {
    for (const text of ['The user drinks black coffee every morning.', 'The user drinks black coffee every morning!', 'The user has a cat named Miso.']) {
      const r = cli(['remember', '--user', 'alice', '--raw', text]);
      assert.equal(r.code, 0, r.err);
    }
    const before = hashOfExport();
    const made = cli(['dream', '--user', 'alice', '--json']);
    assert.equal(made.code, 0, made.err);
    const dream = JSON.parse(made.out) as { id: string; candidates: { id: string; type: string }[] };
    assert.deepEqual(
      dream.candidates.map((c) => c.type),
      ['merge'],
    );
    assert.equal(hashOfExport(), before);
    assert.match(cli(['dreams', 'list', '--user', 'alice']).out, new RegExp(`${dream.id}  open`));
    assert.match(cli(['dreams', 'show', dream.id, '--user', 'alice']).out, /c1 {2}merge {2}keep m_/);
    assert.notEqual(cli(['dreams', 'show', dream.id, '--user', 'bob']).code, 0);
    assert.equal(hashOfExport(), before);

    const other = JSON.parse(cli(['dream', '--user', 'alice', '--json']).out) as { id: string };
    assert.match(cli(['dreams', 'discard', other.id, '--user', 'alice']).out, /discarded/);
    assert.equal(hashOfExport(), before);

    const approved = cli(['dreams', 'approve', dream.id, '--user', 'alice', '--only', 'c1']);
    assert.equal(approved.code, 0, approved.err);
    assert.match(approved.out, /1 applied/);
    assert.notEqual(hashOfExport(), before);
    assert.equal(cli(['recall', '--user', 'alice', 'black coffee', '--json']).code, 0);
    assert.match(cli(['dreams', 'list', '--user', 'alice']).out, new RegExp(`${dream.id}  approved`));
  });
});
