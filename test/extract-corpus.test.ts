// The offline extractor against the labelled corpus (test/fixtures/extract-corpus.jsonl, written
// for Mnemo): precision and recall per class, and the targets of issue 16 judged on the held-out
// fifth and on a fresh set written after tuning only (the rest is in-sample). `mnemo bench extract` prints the same table.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EXTRACT_TARGETS, FRESH_CORPUS, readExtractCorpus, scoreExtraction, splitCorpus, type ExtractScore } from '../src/bench/extract.js';

const rows = readExtractCorpus();
const { tuning, heldOut } = splitCorpus(rows);
const parts: [string, ExtractScore][] = [
  ['all', scoreExtraction(rows)],
  ['held-out', scoreExtraction(heldOut)],
  ['tuning', scoreExtraction(tuning)],
  // written after the rules were tuned, never tuned on
  ['fresh', scoreExtraction(readExtractCorpus(FRESH_CORPUS))],
];

describe('the labelled extraction corpus', () => {
  test('is large and varied enough to measure', () => {
    assert.ok(rows.length >= 300, `${rows.length} utterances`);
    for (const k of ['self', 'preference', 'instruction', 'correction', 'forget', 'remember', 'smalltalk', 'question']) {
      assert.ok(rows.filter((r) => r.c.includes(k)).length >= 10, `at least 10 utterances of class ${k}`);
    }
  });

  for (const [name, s] of parts) {
    // Verdicts only where the rules were not tuned: the tuning lines (and "all", mostly tuning) are in-sample.
    const judged = name === 'held-out' || name === 'fresh';
    test(`${name}: ${judged ? 'the targets are met' : 'in-sample figures (no verdict)'} (${s.rows} utterances)`, (t) => {
      const f = (x: number) => x.toFixed(3);
      t.diagnostic(`${name}: facts+preferences P ${f(s.stored.precision)} R ${f(s.stored.recall)}; forget P ${f(s.forget.precision)} R ${f(s.forget.recall)}`);
      for (const [k, v] of Object.entries(s.classes)) t.diagnostic(`${name}: class ${k} P ${f(v.precision)} R ${f(v.recall)} (${v.expected} labelled)`);
      t.diagnostic(`${name}: corrections ${f(s.corrections.rate)}; instructions as preferences ${f(s.instructionLeak.rate)}; times ${f(s.times.rate)}`);
      if (!judged) return;
      assert.ok(
        s.stored.precision >= EXTRACT_TARGETS.storedPrecision,
        `facts+preferences precision ${f(s.stored.precision)} < ${EXTRACT_TARGETS.storedPrecision}`,
      );
      assert.ok(s.stored.recall >= EXTRACT_TARGETS.storedRecall, `facts+preferences recall ${f(s.stored.recall)} < ${EXTRACT_TARGETS.storedRecall}`);
      assert.ok(
        s.instructionLeak.rate <= EXTRACT_TARGETS.instructionLeak,
        `instructions stored as preferences ${f(s.instructionLeak.rate)} > ${EXTRACT_TARGETS.instructionLeak}`,
      );
      assert.ok(s.corrections.rate >= EXTRACT_TARGETS.corrections, `corrections recognised ${f(s.corrections.rate)} < ${EXTRACT_TARGETS.corrections}`);
    });
  }

  test('the scorer can fail: an extractor that finds nothing misses the recall target', () => {
    const empty = scoreExtraction(rows.map((r) => ({ ...r, t: '' })));
    assert.ok(empty.stored.recall < EXTRACT_TARGETS.storedRecall);
  });
});
