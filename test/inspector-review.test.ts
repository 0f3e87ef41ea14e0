/**
 * `mnemo.resolveReview`, the correction behind the inspector's review queue, on a real SQLite store:
 * a close restatement kept beside the original without a model (flagged), then keep both / keep
 * older / merge — each with the person's reason in history, the flag gone, and nothing of another
 * user touched. (Keep newer runs in the browser test.)
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import type { MemoryRecord } from '../src/core/types/memory.js';
import { restate } from './support/flagged-seed.js';

const dir = mkdtempSync(join(tmpdir(), 'mnemo-inspector-review-'));
let mnemo: Mnemo;
let n = 0;

before(async () => {
  // A wide band: without a model, a restatement is kept beside the original and flagged.
  mnemo = await createMnemo({ db: join(dir, 'review.db'), llm: null, writePath: { background: false, duplicateThreshold: 0.995, novelThreshold: 0.3 } });
});

after(async () => {
  await mnemo.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh user with an original and a flagged restatement of it. */
async function flaggedPair(): Promise<{ scope: { tenantId: string; userId: string }; older: MemoryRecord; newer: MemoryRecord }> {
  const scope = { tenantId: 'acme', userId: `u${++n}` };
  const older = await mnemo.remember(scope, { content: 'Dana prefers window seats on long flights.', kind: 'preference' });
  await restate(mnemo, scope, 'Dana prefers a window seat on long flights.');
  const newer = (await mnemo.list(scope)).find((m) => m.review !== null);
  assert.ok(newer, 'the restatement is flagged');
  assert.equal(newer.review?.similarTo, older.id);
  return { scope, older, newer };
}

test('keep both: both stay current, the flag is cleared with the reason in history', async () => {
  const { scope, older, newer } = await flaggedPair();
  const outcome = await mnemo.resolveReview(scope, newer.id, { keep: 'both', reason: 'two ways of saying it, fine' });
  assert.deepEqual([...outcome.kept].sort(), [older.id, newer.id].sort());
  assert.equal((await mnemo.get(scope, newer.id)).review, null);
  assert.equal((await mnemo.list(scope)).length, 2);
  const history = await mnemo.history(scope, newer.id);
  assert.ok(history.some((h) => h.targetId === newer.id && h.reason === 'review: kept both — two ways of saying it, fine'));
  await assert.rejects(mnemo.resolveReview(scope, newer.id, { keep: 'both' }), { code: 'INVALID_INPUT' }, 'a resolved pair is no longer flagged');
});

test('keep older: the flagged one is forgotten with the reason; the older stays', async () => {
  const { scope, older, newer } = await flaggedPair();
  await mnemo.resolveReview(scope, newer.id, { keep: 'older', reason: 'the first wording is hers' });
  assert.deepEqual(
    (await mnemo.list(scope)).map((m) => m.id),
    [older.id],
  );
  const forgotten = await mnemo.get(scope, newer.id);
  assert.match(forgotten.invalidationReason ?? '', /review: kept the older .* — the first wording is hers/);
});

test('merge: the older becomes the merged text (a new version), the newer is forgotten', async () => {
  const { scope, older, newer } = await flaggedPair();
  await assert.rejects(mnemo.resolveReview(scope, newer.id, { keep: 'merge', content: ' ' }), { code: 'INVALID_INPUT' });
  const outcome = await mnemo.resolveReview(scope, newer.id, {
    keep: 'merge',
    content: 'Dana always books a window seat on long flights.',
    reason: 'one fact',
  });
  const current = await mnemo.list(scope);
  assert.deepEqual(
    current.map((m) => m.content),
    ['Dana always books a window seat on long flights.'],
  );
  assert.equal(current[0]?.supersedes, older.id);
  assert.deepEqual(outcome.kept, [current[0]?.id]);
  assert.match((await mnemo.get(scope, newer.id)).invalidationReason ?? '', /merged into/);
});

test('another user cannot resolve the pair; an unknown decision changes nothing', async () => {
  const { scope, newer } = await flaggedPair();
  await assert.rejects(mnemo.resolveReview({ ...scope, userId: 'intruder' }, newer.id, { keep: 'older' }), { code: 'NOT_FOUND' });
  await assert.rejects(mnemo.resolveReview(scope, newer.id, { keep: 'sideways' as 'both' }), { code: 'INVALID_INPUT' });
  assert.notEqual((await mnemo.get(scope, newer.id)).review, null, 'nothing changed');
});
