/**
 * What recall reads from the query and the memory beyond words: time expressions matched against
 * event times, and a memory's search context (searched, never shown).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { RecallConfigSchema } from '../src/read/rank/config.js';
import { contentShare, rankCandidates } from '../src/read/rank/score.js';
import { makeRecord } from '../src/testing/fixtures.js';
import { queryTermsOf, termsFoundIn, termsOf } from '../src/core/text/terms.js';
import { inTimeWindows, timeWindowsOf } from '../src/core/text/time-expressions.js';

const NOW = new Date('2024-03-15T12:00:00Z');
const d = (iso: string) => new Date(iso);

describe('time expressions', () => {
  test('a month alone matches that month of any year', () => {
    const w = timeWindowsOf('When did Melanie go camping in June?', NOW);
    assert.equal(w.length, 1);
    assert.ok(inTimeWindows(d('2023-06-20T10:00:00Z'), w));
    assert.ok(inTimeWindows(d('2021-06-01T00:00:00Z'), w));
    assert.ok(!inTimeWindows(d('2023-07-01T10:00:00Z'), w));
  });

  test('full dates, month and year, a year, and relative expressions', () => {
    const day = timeWindowsOf('What did Gina find on 1 February, 2023?', NOW);
    assert.ok(inTimeWindows(d('2023-02-01T15:00:00Z'), day));
    assert.ok(!inTimeWindows(d('2023-02-05T15:00:00Z'), day));
    assert.ok(inTimeWindows(d('2023-10-13T09:00:00Z'), timeWindowsOf('Which painting did she show on October 13, 2023?', NOW)));
    const month = timeWindowsOf('What did they paint in July 2023?', NOW);
    assert.ok(inTimeWindows(d('2023-07-30T00:00:00Z'), month) && !inTimeWindows(d('2022-07-30T00:00:00Z'), month));
    assert.ok(inTimeWindows(d('2022-11-30T00:00:00Z'), timeWindowsOf('trips in 2022', NOW)));
    assert.ok(inTimeWindows(d('2023-05-01T00:00:00Z'), timeWindowsOf('the camping trip last year', NOW)));
    assert.ok(!inTimeWindows(d('2024-01-05T00:00:00Z'), timeWindowsOf('the camping trip last year', NOW)));
    assert.ok(inTimeWindows(d('2024-03-14T18:00:00Z'), timeWindowsOf('what did I eat yesterday', NOW)));
  });

  test('"<unit> before last" is one more back than "last <unit>"', () => {
    // NOW is a Friday: last weekend is 9–10 March, the one before 2–3 March.
    const weekend = timeWindowsOf('how did the stall do the weekend before last', NOW);
    assert.ok(inTimeWindows(d('2024-03-02T14:00:00Z'), weekend) && !inTimeWindows(d('2024-03-09T14:00:00Z'), weekend));
    const week = timeWindowsOf('who did I meet the week before last', NOW);
    assert.ok(inTimeWindows(d('2024-02-28T10:00:00Z'), week) && !inTimeWindows(d('2024-03-06T10:00:00Z'), week));
    const month = timeWindowsOf('the month before last', NOW);
    assert.ok(inTimeWindows(d('2024-01-20T10:00:00Z'), month) && !inTimeWindows(d('2024-02-20T10:00:00Z'), month));
    const year = timeWindowsOf('where did we go the year before last', NOW);
    assert.ok(inTimeWindows(d('2022-08-01T10:00:00Z'), year) && !inTimeWindows(d('2023-08-01T10:00:00Z'), year));
  });

  test('no time, no window: "may" as a verb, bare numbers', () => {
    assert.deepEqual(timeWindowsOf('May I ask what the user prefers?', NOW), []);
    assert.deepEqual(timeWindowsOf('Which deployment runbook covers 2048 nodes?', NOW), []);
  });

  test('ranking favours candidates dated inside the window only when the query names one', () => {
    const scope = { tenantId: 'default', userId: 'u' };
    // Events: a time in the question is about what happened then (a fact that began then takes no time part).
    const june = makeRecord(scope, { id: 'june', kind: 'episode', validFrom: d('2023-06-10T00:00:00Z'), createdAt: NOW });
    const july = makeRecord(scope, { id: 'july', kind: 'episode', validFrom: d('2023-07-10T00:00:00Z'), createdAt: NOW });
    const cands = [
      { record: july, bm25: 2, cosine: 0.5, keywordRank: 0, vectorRank: 0 },
      { record: june, bm25: 1.8, cosine: 0.5, keywordRank: 1, vectorRank: 1 },
    ];
    const config = RecallConfigSchema.parse({});
    assert.deepEqual(
      rankCandidates(cands, NOW, config).map((r) => r.record.id),
      ['july', 'june'],
    );
    const ranked = rankCandidates(cands, NOW, config, { timeWindows: timeWindowsOf('camping in June', NOW) });
    assert.deepEqual(
      ranked.map((r) => r.record.id),
      ['june', 'july'],
    );
    assert.equal(ranked[0]?.scores.time, 1);
    assert.deepEqual(
      rankCandidates(cands, NOW, RecallConfigSchema.parse({ blend: { time: 0 } }), { timeWindows: timeWindowsOf('in June', NOW) }).map((r) => r.record.id),
      ['july', 'june'],
    );
  });
});

describe('search context', () => {
  test('termsFoundIn gives the same answer as termsOf', () => {
    const texts = [
      'Caroline said, "I went to a LGBTQ support group yesterday; the transgender stories were so inspiring!"',
      'Crying, flying, dying and lying: the skies were happily generous; organizations, nationalization, 2023, café',
      'Deploying the deployment runbook; rollbacks rolled back by early, ugly, only, gently, news',
    ];
    const queries = [
      'cry fly die lie sky happy generous organization national',
      'deploy runbook rollback early ugly only gently news',
      'support group transgender inspire 2023 cafe',
    ];
    for (const text of texts) {
      for (const q of queries) {
        const terms = queryTermsOf(q);
        const all = new Set(termsOf(text));
        assert.deepEqual([...termsFoundIn(text, terms)].sort(), terms.filter((t) => all.has(t)).sort(), `${q} in ${text}`);
      }
    }
  });

  test('a match found only in the context counts less than one in the memory itself (contextDiscount)', () => {
    const scope = { tenantId: 'default', userId: 'u' };
    const answer = makeRecord(scope, { id: 'answer', content: 'Ann said, "Adoption agencies."', context: 'What are you researching?' });
    const reply = makeRecord(scope, { id: 'reply', content: 'Bob said, "Good luck with it."', context: 'Ann said she is researching adoption agencies.' });
    const plain = makeRecord(scope, { id: 'plain', content: 'Researching adoption agencies.' });
    const terms = ['research', 'adopt', 'agenc'];
    assert.equal(contentShare(plain, terms), 1);
    assert.equal(contentShare(reply, terms), 0);
    assert.ok(Math.abs(contentShare(answer, terms) - 2 / 3) < 1e-9);
    const cands = [
      { record: reply, bm25: 2, cosine: null, keywordRank: 0, vectorRank: null },
      { record: answer, bm25: 1.8, cosine: null, keywordRank: 1, vectorRank: null },
    ];
    const rank = (discount: number) => rankCandidates(cands, NOW, RecallConfigSchema.parse({ contextDiscount: discount }), { terms }).map((r) => r.record.id);
    assert.deepEqual(rank(0), ['reply', 'answer']);
    assert.deepEqual(rank(0.5), ['answer', 'reply']);
  });

  test('is searched with the memory, kept in its own field, and never part of the content', async () => {
    const m = await createMnemo({ db: ':memory:', embedder: 'hash' });
    try {
      const scope = { userId: 'ann' };
      const a = await m.remember(scope, {
        content: 'Ann said, "Adoption agencies, mostly."',
        kind: 'episode',
        context: 'Bob asked what Ann has been researching lately.',
      });
      await m.remember(scope, { content: 'Bob said, "I bought a new bicycle."', kind: 'episode' });
      assert.equal(a.content, 'Ann said, "Adoption agencies, mostly."');
      assert.equal(a.context, 'Bob asked what Ann has been researching lately.');
      assert.deepEqual(a.metadata, {}, "the engine keeps nothing of its own in the caller's metadata");
      const hits = await m.recall(scope, 'What has Ann been researching?', { legs: 'keyword' });
      assert.equal(hits[0]?.memory.id, a.id);
      const noted = await m.note(scope, a.id, 'She prefers agencies abroad.');
      assert.equal(noted.context, 'Bob asked what Ann has been researching lately.');
      assert.equal((await m.recall(scope, 'researching', { legs: 'keyword' }))[0]?.memory.id, a.id, 'the context survives a note');
      await assert.rejects(m.remember(scope, { content: 'x y z', context: 'my key is sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH' }), /secret/);
    } finally {
      await m.close();
    }
  });
});

test('mnemo remember --context: searched, not shown', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-ctx-'));
  try {
    const run = (args: string[]) =>
      spawnSync(process.execPath, [join(process.cwd(), 'bin', 'mnemo.js'), '--db', join(dir, 'm.db'), '--embedder', 'hash', ...args], { encoding: 'utf8' });
    const add = run([
      'remember',
      '--user',
      'ann',
      '--kind',
      'episode',
      '--context',
      'Bob asked what Ann has been researching',
      'Ann said: adoption agencies, mostly.',
    ]);
    assert.equal(add.status, 0, add.stderr);
    const hits = JSON.parse(run(['recall', '--user', 'ann', 'researching', '--json']).stdout) as { memory: { content: string; context: string } }[];
    assert.equal(hits[0]?.memory.content, 'Ann said: adoption agencies, mostly.');
    assert.equal(hits[0]?.memory.context, 'Bob asked what Ann has been researching');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
