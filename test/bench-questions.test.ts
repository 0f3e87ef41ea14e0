/**
 * `mnemo bench questions` on a corpus file given with `--corpus` (issue 24): a tuning file reports
 * its misses with their questions; a file named `heldout…` is scored as held out — the same scores,
 * and no question, memory or per-case id in the result or its text (corpora/recall/README.md).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { formatQuestionsBench, runQuestionsBench } from '../src/bench/questions.js';

const memory = (id: string, content: string, predicate: string | null, object = '') => ({
  id,
  kind: 'fact',
  content,
  triple: predicate ? { subject: 'user', predicate, object } : null,
  at: '2025-03-01',
  validFrom: '2025-03-01',
  importance: 0.7,
  supersededBy: null,
});
const user = {
  user: 'u-test',
  now: '2026-01-10T09:00:00Z',
  memories: [
    memory('m1', 'The user works as a glassblower.', 'role', 'glassblower'),
    memory('m2', 'The user keeps bees on the allotment.', null),
    memory('m3', 'The user repainted the shed door green.', null),
  ],
  questions: [
    { q: 'what do i do for a living', kind: 'attribute', expect: ['m1'], notTop: [] },
    { q: 'zzzz qqqq', kind: 'taste', expect: ['m2'], notTop: [] },
  ],
};

describe('bench questions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-bench-questions-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('a tuning file lists its misses; a held-out file only its scores', async () => {
    for (const name of ['tune-t.jsonl', 'heldout-t.jsonl']) writeFileSync(join(dir, name), `${JSON.stringify(user)}\n`);
    const tune = (await runQuestionsBench({ corpus: join(dir, 'tune-t.jsonl') })).results[0];
    const held = await runQuestionsBench({ corpus: join(dir, 'heldout-t.jsonl') });
    const h = held.results[0];
    assert.ok(tune && h);
    assert.equal(tune.heldOut, false);
    assert.equal(tune.byKind.attribute?.hit1, 100);
    assert.deepEqual(tune.failing, ['u-test#1']);
    assert.equal(tune.misses?.[0]?.q, 'zzzz qqqq');
    assert.equal(h.heldOut, true);
    assert.deepEqual([h.all.hit1, h.all.hit3, h.byKind.taste?.n], [tune.all.hit1, tune.all.hit3, 1]);
    assert.deepEqual(h.failing, []);
    assert.equal(h.misses, undefined);
    const text = formatQuestionsBench(held, { misses: true });
    assert.match(text, /heldout-t\.jsonl, held out/);
    assert.doesNotMatch(text, /zzzz|glassblower|u-test#/);
  });
});
