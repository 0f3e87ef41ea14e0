/**
 * Forgetting through the library on real SQLite files with an injected clock: a simulated year of
 * maintenance (decay, hard rules and profile fields kept, TTL renewed by use, confidence lowered by
 * contradiction and age), dry runs that change nothing, and revocation by source, down to the bytes
 * of the database files.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import { resolveConfig } from '../src/engine/config/index.js';
import { strengthOf } from '../src/keep/forget/strength.js';
import { ForgettingConfigSchema } from '../src/keep/forget/config.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { makeRecord } from '../src/testing/fixtures.js';
import { candidate } from './support/candidates.js';
import { engineFiles } from './support/engine-files.js';

const DAY = 86_400_000;
const files = engineFiles('forget');
let counter = 0;

/** An engine on a fresh file whose clock the test moves. */
async function engine(forgetting: { maintenanceIntervalMs?: number } = {}): Promise<{ m: Mnemo; file: string; clock: { t: number } }> {
  counter += 1;
  const clock = { t: Date.parse('2026-01-01T09:00:00Z') };
  const file = files.path(`f-${counter}.db`);
  const m = files.keep(
    await createMnemo({ db: file, embedder: 'hash', llm: null, now: () => new Date(clock.t), writePath: { background: false }, forgetting }),
  );
  return { m, file, clock };
}
const ALICE = { userId: 'alice' };
const ids = (rows: readonly { id: string }[]): string[] => rows.map((r) => r.id).sort();
async function exportText(m: Mnemo): Promise<string> {
  let out = '';
  for await (const line of m.admin.exportUser(ALICE)) out += line;
  return out;
}

describe('the strength formula', () => {
  test('halves per half-life of disuse, grows with use, scales with importance', () => {
    const config = ForgettingConfigSchema.parse({});
    const now = new Date('2026-07-01T00:00:00Z');
    const fresh = makeRecord(
      { tenantId: 'default', userId: 'alice' },
      { kind: 'episode', importance: 0.4, createdAt: now, updatedAt: now, lastAccessedAt: null, accessCount: 0, halfLifeDays: null },
    );
    assert.equal(strengthOf(fresh, now, config), 0.4);
    const month = new Date(now.getTime() + 30 * DAY);
    assert.ok(Math.abs(strengthOf(fresh, month, config) - 0.2) < 1e-9);
    const used = { ...fresh, accessCount: 3 };
    assert.ok(strengthOf(used, month, config) > strengthOf(fresh, month, config));
  });

  test('MNEMO_NOW fixes the clock; a bad date is CONFIG_INVALID', () => {
    assert.equal(resolveConfig({}, { MNEMO_NOW: '2027-03-01T00:00:00Z' }).now().toISOString(), '2027-03-01T00:00:00.000Z');
    assert.throws(
      () => resolveConfig({}, { MNEMO_NOW: 'next tuesday' }),
      (e: unknown) => MnemoError.isInstance(e) && e.code === 'CONFIG_INVALID',
    );
  });
});

describe('a simulated year of maintenance', () => {
  test('episodes decay out of recall; hard rules, profile fields and a used TTL memory stay; a contradicted fact loses confidence', async () => {
    const { m, clock } = await engine();
    const episode = await m.remember(ALICE, { content: 'Had a quick chat about the weather on Monday', kind: 'episode', importance: 0.3 });
    const rule = await m.remember(ALICE, { content: 'Never schedule meetings before 10am', kind: 'preference', importance: 0.95 }, { consolidate: false });
    await m.setProfile(ALICE, 'name', 'Alice');
    const ttl = await m.remember(ALICE, { content: 'The office door code is being renewed this quarter', ttlDays: 30, importance: 0.8 });
    const unused = await m.remember(ALICE, { content: 'The parking garage closes at midnight', ttlDays: 30, importance: 0.8 });
    // A single-valued fact that is not the user's own (no profile field: a field's fact is never
    // decayed), from a system of record, whose ageing is the subject here.
    const office = await m.remember(
      ALICE,
      {
        content: "Alice's team office is in Berlin",
        triple: { subject: 'office', predicate: 'location', object: 'Berlin' },
        source: { type: 'bootstrap', id: 'hr-system' },
        confidence: 0.6,
        importance: 0.6,
      },
      { consolidate: false },
    );
    // A less trusted statement contradicts the bootstrapped fact: it cannot replace it, but casts doubt.
    await m.applyCandidates(ALICE, [candidate("Alice's team office is in Munich", { triple: { subject: 'office', predicate: 'location', object: 'Munich' } })]);
    const doubted = await m.get(ALICE, office.id);
    assert.ok(doubted.confidence < 0.6, `confidence ${doubted.confidence}`);
    assert.equal(doubted.invalidatedAt, null);
    const contradiction = (await m.history(ALICE, office.id)).find((h) => h.op === 'contradict');
    assert.ok(contradiction?.reason?.includes('contradiction not applied'));

    // Twelve months, maintenance once a month; the TTL memory is used every fortnight.
    for (let month = 1; month <= 12; month++) {
      for (let fortnight = 0; fortnight < 2; fortnight++) {
        clock.t += 15 * DAY;
        await m.context(ALICE, 'office door code renewed', { k: 1 });
      }
      await m.maintain({ scope: ALICE });
    }

    const recalled = ids((await m.recall(ALICE, 'weather chat Monday', { k: 20 })).map((r) => r.memory));
    assert.ok(!recalled.includes(episode.id), 'the decayed episode left recall');
    const gone = await m.get(ALICE, episode.id);
    assert.equal(gone.invalidationReason?.startsWith('decayed'), true);
    assert.ok((await m.history(ALICE, episode.id)).some((h) => h.op === 'invalidate' && h.reason?.startsWith('decayed')));

    const current = ids(await m.list(ALICE));
    assert.ok(current.includes(rule.id), 'a hard rule stays');
    const nameMemory = (await m.list(ALICE)).find((r) => r.profileKey === 'name');
    assert.ok(nameMemory, 'the profile field’s memory stays');
    assert.deepEqual(
      (await m.profile(ALICE)).map((p) => p.key),
      ['name'],
    );
    assert.ok(current.includes(ttl.id), 'a TTL memory used every fortnight lives on');
    assert.ok((await m.get(ALICE, ttl.id)).expiresAt!.getTime() > clock.t);
    assert.equal((await m.get(ALICE, unused.id)).invalidationReason?.startsWith('expired'), true, 'an unused TTL memory expired');

    // The doubted fact aged further and, below the archive line, left recall but not the store.
    const officeNow = await m.get(ALICE, office.id);
    assert.ok(officeNow.confidence < doubted.confidence);
    assert.notEqual(officeNow.archivedAt, null);
    assert.ok(!ids(await m.list(ALICE)).includes(office.id));
    assert.deepEqual(ids(await m.list(ALICE, { archived: true })), [office.id]);
    assert.ok(!ids((await m.recall(ALICE, 'where is the team office Berlin')).map((r) => r.memory)).includes(office.id));
  });

  test('a fact that holds a profile field by its triple alone (a raw or imported fact) is never decayed: the field keeps its fact', async () => {
    const { m, clock } = await engine();
    const raw = await m.remember(
      ALICE,
      { content: 'Alice works at Acme', triple: { subject: 'user', predicate: 'employer', object: 'Acme' }, confidence: 0.6, importance: 0.4 },
      { consolidate: false },
    );
    assert.equal(raw.profileKey, null, 'held by its triple, not a profile key');
    assert.equal((await m.profile(ALICE)).find((p) => p.key === 'employer')?.value, 'Acme');
    for (let month = 1; month <= 12; month++) {
      clock.t += 30 * DAY;
      const [report] = await m.maintain({ scope: ALICE });
      assert.ok(!report?.steps.some((s) => s.memoryId === raw.id), `month ${month}: no step touches it`);
    }
    const now = await m.get(ALICE, raw.id);
    assert.equal(now.invalidatedAt, null);
    assert.equal(now.archivedAt, null);
    assert.deepEqual(
      (await m.facts(ALICE, { predicate: 'employer' })).map((f) => f.id),
      [raw.id],
    );
  });

  test('--dry-run returns the plan and changes nothing', async () => {
    const { m, clock } = await engine();
    await m.remember(ALICE, { content: 'Went to a pottery class last week', kind: 'episode', importance: 0.2 });
    await m.remember(ALICE, { content: 'Likes green tea', kind: 'preference', importance: 0.5, confidence: 0.35 });
    clock.t += 400 * DAY;
    const before = await exportText(m);
    const [plan] = await m.maintain({ scope: ALICE, dryRun: true });
    assert.ok(plan && plan.steps.length >= 2, JSON.stringify(plan?.counts));
    assert.equal(await exportText(m), before);
    const [done] = await m.maintain({ scope: ALICE });
    assert.deepEqual(done?.counts, plan?.counts);
    assert.notEqual(await exportText(m), before);
  });
});

describe('the maintenance schedule', () => {
  test('the worker queues one maintain job per user per interval and runs it', async () => {
    const { m, clock } = await engine({ maintenanceIntervalMs: DAY });
    const episode = await m.remember(ALICE, { content: 'Watered the plants on Sunday', kind: 'episode', importance: 0.2 });
    await m.remember({ userId: 'bob' }, { content: 'Bob owns a red bicycle', kind: 'fact', importance: 0.5 });
    clock.t += 200 * DAY;
    m.worker.kick();
    await m.worker.idle();
    m.worker.kick(); // the same interval: nothing new is queued
    await m.worker.idle();
    const jobs = await m.admin.jobs({});
    assert.deepEqual(
      jobs
        .filter((j) => j.type === 'maintain')
        .map((j) => [j.userId, j.status])
        .sort(),
      [
        ['alice', 'done'],
        ['bob', 'done'],
      ],
    );
    assert.equal((await m.get(ALICE, episode.id)).invalidationReason?.startsWith('decayed'), true);
  });
});

describe('revocation by source', () => {
  test('single-source memories are erased to the bytes; a blended memory is regenerated with lineage to what remains', async () => {
    const { m, file } = await engine();
    const secret = await m.remember(ALICE, {
      content: 'Alice salary band is Zanzibarquux seven',
      source: { type: 'bootstrap', id: 'hr-system' },
    });
    const kept = await m.remember(ALICE, { content: 'Alice likes hiking in the Alps' });
    // Two sessions state nearly the same thing (the same names and numbers): one memory, reinforced, blended from both.
    await m.applyCandidates({ ...ALICE, sessionId: 's-one' }, [candidate('Alice drives a blue Volvo to work')]);
    await m.applyCandidates({ ...ALICE, sessionId: 's-two' }, [candidate('Alice drives a blue Volvo to work quuxlemon')]);
    const blended = (await m.list(ALICE)).find((r) => r.content.includes('Volvo'));
    assert.ok(blended);
    assert.equal(blended.content.includes('quuxlemon'), true);
    assert.equal((await m.admin.sources(ALICE, blended.id)).length, 2);

    const dry = await m.revokeSource(ALICE, 'bootstrap:hr-system', { dryRun: true });
    assert.deepEqual(
      dry.steps.map((s) => [s.memoryId, s.action]),
      [[secret.id, 'delete']],
    );
    assert.equal((await m.get(ALICE, secret.id)).id, secret.id);

    const report = await m.revokeSource(ALICE, 'bootstrap:hr-system');
    assert.equal(report.deleted, 1);
    await assert.rejects(m.get(ALICE, secret.id), (e: unknown) => MnemoError.isInstance(e) && e.code === 'NOT_FOUND');
    assert.ok(!(await m.recall(ALICE, 'salary band Zanzibarquux')).some((r) => r.memory.id === secret.id));
    assert.ok(!(await exportText(m)).includes('Zanzibarquux'));
    assert.equal((await m.get(ALICE, kept.id)).content, 'Alice likes hiking in the Alps');

    const session = await m.revokeSource(ALICE, 'session:s-two');
    assert.deepEqual(
      session.steps.map((s) => [s.memoryId, s.action]),
      [[blended.id, 'regenerate']],
    );
    const regenerated = await m.get(ALICE, blended.id);
    assert.equal(regenerated.content, 'Alice drives a blue Volvo to work');
    assert.deepEqual(
      (await m.admin.sources(ALICE, blended.id)).map((s) => s.id),
      ['session:s-one#1'],
    );
    const history = await m.history(ALICE, blended.id);
    assert.ok(!JSON.stringify(history).includes('quuxlemon'));
    assert.ok(history.some((h) => h.op === 'regenerate'));
    assert.ok(!(await exportText(m)).includes('quuxlemon'));

    await m.close();
    for (const word of ['Zanzibarquux', 'quuxlemon']) {
      for (const f of [file, `${file}-wal`]) {
        if (existsSync(f)) assert.equal(readFileSync(f).includes(word), false, `${word} left in ${f}`);
      }
    }
  });

  test('erase leaves no copy of the content in the database files', async () => {
    const { m, file } = await engine();
    await m.remember(ALICE, { content: 'Alice keeps a diary about Flibbertigibbetzork' });
    await m.erase(ALICE);
    await m.close();
    for (const f of [file, `${file}-wal`]) if (existsSync(f)) assert.equal(readFileSync(f).includes('Flibbertigibbetzork'), false, f);
  });

  test('an unknown source type is INVALID_INPUT; an agent cannot revoke', async () => {
    const { m } = await engine();
    await assert.rejects(m.revokeSource(ALICE, 'hr-system'), (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT');
    await assert.rejects(m.revokeSource(ALICE, 'payroll:x'), (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT');
    await assert.rejects(m.revokeSource({ ...ALICE, agentId: 'bot' }, 'bootstrap:x'), (e: unknown) => MnemoError.isInstance(e) && e.code === 'POLICY_DENIED');
  });
});
