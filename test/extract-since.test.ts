// "since" marks a change only as a time ("since March"), not as a reason ("since it is cheaper").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractFromText } from '../src/write/extract/index.js';

const now = new Date('2026-06-15T00:00:00Z');
const corrected = (text: string) => extractFromText(text, { now }).candidates.some((c) => c.correction);

test('"since" with a time is a change; "since" giving a reason is not a correction', () => {
  assert.equal(corrected('I live in Berlin since 2019.'), true);
  assert.equal(corrected('I work remotely since last year.'), true);
  assert.equal(corrected('I use Postgres since it is what my team knows.'), false);
  assert.equal(corrected('I prefer Python, especially since it has great libraries.'), false);
});
