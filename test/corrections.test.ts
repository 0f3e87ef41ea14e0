/**
 * Corrections through the library on a real SQLite file (hashing embedder): update takes or
 * re-derives the triple and keeps the profile in step, notes carry over, superseded ids are refused
 * with the current id, and the memory tools keep the same one truth.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { extractFromText } from '../src/write/extract/rules.js';
import { MnemoError } from '../src/core/errors.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { createMemoryTools } from '../src/surfaces/tools/memory-tools.js';
import { classify, DEFAULT_THRESHOLDS, PlanBuilder } from '../src/write/consolidate/index.js';
import type { Candidate } from '../src/write/extract/types.js';
import { DEFAULT_GUARD_LIMITS } from '../src/write/guard/index.js';
import { makeRecord } from '../src/testing/fixtures.js';

let dir: string;
let counter = 0;
const open: Mnemo[] = [];
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-correct-lib-'));
});
after(async () => {
  for (const m of open) await m.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});
async function engine(): Promise<Mnemo> {
  counter += 1;
  const m = await createMnemo({ db: join(dir, `c-${counter}.db`), embedder: 'hash', llm: null });
  open.push(m);
  return m;
}
const ALICE = { userId: 'alice' };

/** Says `text` the way the assistant's offline editor applies it. */
async function say(m: Mnemo, text: string): Promise<void> {
  const found = extractFromText(text);
  await m.applyCandidates(
    ALICE,
    found.candidates.map((c) => ({ ...c, eventSeqs: [] })),
    { forget: found.forget },
  );
}

const profileOf = async (m: Mnemo) => Object.fromEntries((await m.profile(ALICE)).map((p) => [p.key, p.value]));

describe('update keeps profile, triple and memory one truth', () => {
  test('a first-person correction is read by the rules; a rewording by aligning it with the old text', async () => {
    const m = await engine();
    await say(m, 'I work on the platform team.');
    const [fact] = await m.facts(ALICE, { predicate: 'team' });
    const r1 = await m.update(ALICE, fact?.id as string, 'I work on the infra team now.', { reason: 'moved' });
    assert.deepEqual(r1.current.triple, { subject: 'user', predicate: 'team', object: 'infra team' });
    const r2 = await m.update(ALICE, r1.current.id, 'The user works on the data team now.');
    assert.equal(r2.current.triple?.object, 'data team');
    assert.equal((await profileOf(m)).team, 'data team');
    assert.deepEqual(
      (await m.facts(ALICE, { predicate: 'team' })).map((f) => f.id),
      [r2.current.id],
    );
  });

  test('a memory holding a profile field whose new value cannot be told is refused, naming --triple', async () => {
    const m = await engine();
    await say(m, 'I work on the platform team.');
    const [fact] = await m.facts(ALICE, { predicate: 'team' });
    await assert.rejects(m.update(ALICE, fact?.id as string, 'Something else entirely.'), (e: unknown) => {
      assert.ok(MnemoError.isInstance(e));
      assert.equal(e.code, 'INVALID_INPUT');
      assert.match(e.message, /triple/);
      return true;
    });
    assert.equal((await profileOf(m)).team, 'platform team', 'nothing changed');
  });

  test('a plain memory gets the triple it is given; facts find it', async () => {
    const m = await engine();
    const r = await m.remember(ALICE, { content: 'Alice pairs with Bob on Tuesdays.' });
    const { current } = await m.update(ALICE, r.id, 'Alice pairs with Carol on Tuesdays.', {
      triple: { subject: 'alice', predicate: 'pairs_with', object: 'Carol' },
    });
    assert.deepEqual(
      (await m.facts(ALICE, { predicate: 'pairs_with' })).map((f) => f.id),
      [current.id],
    );
  });

  test('setting a field with no memory creates its fact memory; unsetting invalidates it, with history on each', async () => {
    const m = await engine();
    await m.setProfile(ALICE, 'location', 'Lisbon');
    const [fact] = await m.facts(ALICE, { predicate: 'location' });
    assert.equal(fact?.triple?.object, 'Lisbon');
    assert.match(fact?.content ?? '', /Lisbon/);
    await m.unsetProfile(ALICE, 'location', { reason: 'moved away' });
    assert.deepEqual(await m.facts(ALICE, { predicate: 'location' }), []);
    const h = await m.history(ALICE, fact?.id as string);
    assert.ok(h.some((e) => e.op === 'invalidate' && e.reason === 'moved away'));
  });
});

describe('the memory tools keep the one truth', () => {
  test('update_memory on the memory holding a field changes the field; forget by id unsets it', async () => {
    const m = await engine();
    await say(m, 'I work on the platform team.');
    const [fact] = await m.facts(ALICE, { predicate: 'team' });
    const tools = createMemoryTools(m, ALICE);
    const run = (name: string, input: unknown) =>
      (tools[name]?.execute as (i: unknown, o: unknown) => Promise<unknown>)(input, { toolCallId: 't', messages: [] });
    const out = (await run('update_memory', { target: fact?.id, mode: 'replace', old_value: 'platform team', new_value: 'infra team', reason: 'moved' })) as {
      by: string;
    };
    assert.equal((await profileOf(m)).team, 'infra team');
    await run('forget', { id: out.by, topic: null, reason: 'left the company' });
    assert.equal((await profileOf(m)).team, undefined);
  });
});

describe('superseded ids', () => {
  test('note on a superseded id is refused with the current id in details', async () => {
    const m = await engine();
    const a = await m.remember(ALICE, { content: 'Alice likes tea.' });
    const { current } = await m.update(ALICE, a.id, 'Alice likes green tea.');
    await assert.rejects(m.note(ALICE, a.id, 'iced'), (e: unknown) => {
      assert.ok(MnemoError.isInstance(e));
      assert.equal(e.code, 'SUPERSEDED');
      assert.equal(e.category, 'user');
      assert.equal(e.details.currentId, current.id);
      return true;
    });
    assert.deepEqual((await m.get(ALICE, a.id)).notes, [], 'nothing written to the dead version');
  });
});

describe('consolidation: a pure classifier and a plan builder that moves the field with its memory', () => {
  const scope = { tenantId: 'default', userId: 'alice' };
  const team = (object: string, at: Date) =>
    makeRecord(scope, {
      content: `The user works on the ${object}.`,
      triple: { subject: 'user', predicate: 'team', object },
      validFrom: at,
      profileKey: 'team',
    });
  const candidate = (object: string): Candidate => ({
    kind: 'fact',
    content: `The user works on the ${object}.`,
    importance: 0.8,
    confidence: 0.95,
    triple: { subject: 'user', predicate: 'team', object },
    profile: { key: 'team', value: object },
    source: 'user_explicit',
    eventSeqs: [],
  });
  const ctx = { now: new Date('2026-06-01T00:00:00Z'), canWrite: () => true };

  test('classify decides from its inputs alone', () => {
    const old = team('platform team', new Date('2026-01-01T00:00:00Z'));
    const verdict = classify(candidate('infra team'), [{ record: old, similarity: 0.7 }], DEFAULT_THRESHOLDS, ctx);
    assert.equal(verdict.kind, 'contradiction');
    const denied = classify(candidate('infra team'), [{ record: old, similarity: 0.7 }], DEFAULT_THRESHOLDS, { ...ctx, canWrite: () => false });
    assert.equal(denied.kind, 'blocked');
    assert.equal(classify(candidate('platform team'), [{ record: old, similarity: 0.99 }], DEFAULT_THRESHOLDS, ctx).kind, 'duplicate');
    assert.equal(classify(candidate('platform team'), [], DEFAULT_THRESHOLDS, ctx).kind, 'novel');
  });

  test('invalidating the memory that holds a field removes the field; superseding it with the same predicate moves it', () => {
    const old = team('platform team', new Date('2026-01-01T00:00:00Z'));
    const profile = () => new Map([['team', { key: 'team', value: 'platform team', source: 'user_explicit' as const, updatedAt: old.validFrom }]]);
    const context = {
      scope,
      actor: { type: 'user' as const, id: 'alice' },
      now: ctx.now,
      namespace: 'user',
      limits: DEFAULT_GUARD_LIMITS,
      embeddingModel: 'hash',
      canWrite: () => true,
      origin: 'direct',
    };
    const dropped = new PlanBuilder(context, profile());
    dropped.invalidate(old, 'model: no longer true');
    assert.equal(dropped.profile.has('team'), false);
    assert.ok(dropped.plan().ops.some((op) => op.type === 'unsetProfile'));
    const moved = new PlanBuilder(context, profile());
    moved.supersede(old, { ...candidate('infra team'), profile: null }, null, 'model: moved teams');
    assert.equal(moved.profile.get('team')?.value, 'infra team');
    assert.ok(!moved.plan().actions.some((a) => a.op === 'create'), 'a supersede is reported once, as a supersede');
  });
});
