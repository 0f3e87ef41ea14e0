// The LoCoMo bench on a tiny hand-made file in the LoCoMo format (the real data is never copied here).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { normaliseEvidence, parseLocomo, parseSessionDate, readLocomoFile } from '../src/bench/locomo/data.js';
import { locomoChartSvg } from '../src/bench/locomo/format.js';
import { recallAt, runLocomoBench, turnInput } from '../src/bench/locomo/run.js';
import { MnemoError } from '../src/core/errors.js';

const TINY = join(process.cwd(), 'test', 'fixtures', 'locomo-tiny.json');
const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-locomo-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, '--db', join(dir, 'unused.db'), ...args], { encoding: 'utf8', env: { ...process.env, CI: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('reading LoCoMo', () => {
  test('evidence ids are normalised as the data README says', () => {
    assert.deepEqual(normaliseEvidence('D8:6; D9:17'), ['D8:6', 'D9:17']);
    assert.deepEqual(normaliseEvidence('D9:1 D4:4 D4:6'), ['D9:1', 'D4:4', 'D4:6']);
    assert.deepEqual(normaliseEvidence('(D30:05)'), ['D30:5']);
    assert.deepEqual(normaliseEvidence('D'), []);
    assert.deepEqual(normaliseEvidence('D:11:26'), []);
  });

  test('session dates parse as UTC; date-times without a session are skipped', () => {
    assert.equal(parseSessionDate('1:56 pm on 8 May, 2023')?.toISOString(), '2023-05-08T13:56:00.000Z');
    assert.equal(parseSessionDate('12:05 am on 1 January, 2022')?.toISOString(), '2022-01-01T00:05:00.000Z');
    const [conv] = readLocomoFile(TINY);
    assert.ok(conv);
    assert.equal(conv.turns.length, 4);
    assert.deepEqual(
      conv.turns.map((t) => t.id),
      ['D1:1', 'D1:2', 'D2:1', 'D2:2'],
    );
    assert.equal(conv.turns[2]?.at.toISOString(), '2021-06-20T16:30:00.000Z');
    assert.equal(conv.turns[2]?.caption, 'a photo of a smoking crater');
    assert.deepEqual(
      conv.questions.map((q) => q.evidence),
      [['D1:1'], ['D1:2', 'D2:2'], [], ['D9:9'], ['D2:1', 'D1:1']],
    );
  });

  test('a turn becomes an episode: speaker and caption in the content, session date as event time, earlier turns as context', () => {
    const [conv] = readLocomoFile(TINY);
    const turns = conv?.turns ?? [];
    const input = turnInput(turns[3] as (typeof turns)[number], [turns[2] as (typeof turns)[number]]);
    assert.equal(input.content, 'Bob said, "My cello teacher moved to Oslo."');
    assert.equal(input.kind, 'episode');
    assert.equal((input.validFrom as Date).toISOString(), '2021-06-20T16:30:00.000Z');
    assert.equal(input.context, 'We hiked the volcano trail on Saturday. [shares a photo of a smoking crater]');
    assert.deepEqual(input.metadata, { turn: 'D2:2', speaker: 'Bob', session: 2 });
  });

  test('what is not LoCoMo is refused with INVALID_INPUT', () => {
    const refuse = (data: unknown, pattern: RegExp) =>
      assert.throws(
        () => parseLocomo(data, 'x.json'),
        (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT' && pattern.test(e.message),
      );
    refuse({}, /array of conversations/);
    refuse([], /no conversation/);
    refuse([{ qa: [] }], /"conversation"/);
    refuse([{ conversation: {}, qa: [] }], /session_<n>/);
    refuse([{ conversation: { session_1: [] } }], /"qa"/);
  });
});

describe('recall@k', () => {
  test('is the share of evidence among the top k; no evidence counts 1', () => {
    assert.equal(recallAt(['a', 'b'], ['b', 'x']), 0.5);
    assert.equal(recallAt(['a'], ['x']), 0);
    assert.equal(recallAt([], []), 1);
  });

  test('on the tiny file the numbers are the ones worked out by hand', async () => {
    const [bm25] = await runLocomoBench({ conversations: readLocomoFile(TINY), retrievers: ['bm25'], ks: [1, 5], embedder: 'hash', contextTurns: 0 });
    assert.ok(bm25);
    // R@5: 1 + 1 + 1 (no evidence) + 0 (no such turn) + 1 = 4 of 5. R@1: 1 + ½ + 1 + 0 + ½.
    assert.deepEqual(bm25.overall, { 'R@1': 60, 'R@5': 80 });
    assert.deepEqual(bm25.byCategory['1'], { name: 'multi-hop', questions: 1, 'R@1': 50, 'R@5': 100 });
    assert.deepEqual(bm25.byCategory['2'], { name: 'temporal', questions: 1, 'R@1': 0, 'R@5': 0 });
    assert.deepEqual(bm25.byCategory['3'], { name: 'open-domain', questions: 1, 'R@1': 100, 'R@5': 100 });
    assert.equal(bm25.questions, 5);
  });
});

describe('turns the guard refuses', () => {
  test('are skipped and reported; the run goes on and their evidence counts as missed', async () => {
    const data = [
      {
        sample_id: 'secret',
        conversation: {
          session_1_date_time: '9:00 am on 2 January, 2022',
          session_1: [
            { speaker: 'Ann', dia_id: 'D1:1', text: 'my key is sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH' },
            { speaker: 'Bob', dia_id: 'D1:2', text: 'The lighthouse keeper painted the door teal.' },
          ],
        },
        qa: [
          { question: 'What colour did the lighthouse keeper paint the door?', evidence: ['D1:2'], category: 4 },
          { question: 'What is Ann’s key?', evidence: ['D1:1'], category: 4 },
        ],
      },
    ];
    const skipped: string[] = [];
    const [r] = await runLocomoBench({
      conversations: parseLocomo(data),
      retrievers: ['bm25'],
      ks: [1],
      embedder: 'hash',
      onSkip: (_c, turn, code) => skipped.push(`${turn} ${code}`),
    });
    assert.deepEqual(skipped, ['D1:1 SECRET_DETECTED']);
    assert.equal(r?.overall['R@1'], 50);
  });
});

describe('mnemo bench locomo', () => {
  test('--json prints the documented shape', () => {
    const r = cli(['bench', 'locomo', '--data', TINY, '--embedder', 'hash', '--json']);
    assert.equal(r.code, 0, r.err);
    const out = JSON.parse(r.out) as Record<string, unknown>;
    assert.deepEqual(Object.keys(out).sort(), ['byCategory', 'config', 'contextTokens', 'fullConversationTokens', 'overall', 'questions', 'retriever'].sort());
    assert.equal(out.questions, 5);
    assert.equal(out.retriever, 'hybrid');
    assert.deepEqual(Object.keys(out.overall as object), ['R@1', 'R@5', 'R@10', 'R@25', 'R@50']);
    assert.deepEqual(Object.keys(out.byCategory as object), ['1', '2', '3', '4', '5']);
    for (const v of Object.values(out.overall as Record<string, number>)) assert.ok(v >= 0 && v <= 100);
    const tokens = out.contextTokens as { k5: number; k10: number };
    assert.deepEqual(Object.keys(tokens), ['k1', 'k5', 'k10', 'k25', 'k50']);
    assert.ok(tokens.k5 > 0 && tokens.k5 <= tokens.k10);
    assert.ok((out.fullConversationTokens as number) >= tokens.k10);
    assert.equal((out.config as { contextTurns: number }).contextTurns, 2);
  });

  test('several retrievers print an array; the table names categories and reference points; the chart is SVG', () => {
    const chart = join(dir, 'chart.svg');
    const r = cli(['bench', 'locomo', '--data', TINY, '--embedder', 'hash', '--retriever', 'hybrid,bm25', '--k', '1,5', '--chart', chart]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /retriever: hybrid/);
    assert.match(r.out, /retriever: bm25/);
    assert.match(r.out, /1 multi-hop/);
    assert.match(r.out, /DRAGON/);
    assert.match(r.out, /context tokens per question: top 1 \d+ \([\d.]+%\), top 5 \d+/);
    const svg = readFileSync(chart, 'utf8');
    assert.match(svg, /^<svg /);
    assert.match(svg, /bm25/);
    const j = cli(['bench', 'locomo', '--data', TINY, '--embedder', 'hash', '--retriever', 'bm25,vector', '--json']);
    assert.equal(j.code, 0, j.err);
    assert.deepEqual(
      (JSON.parse(j.out) as { retriever: string }[]).map((x) => x.retriever),
      ['bm25', 'vector'],
    );
    assert.equal(locomoChartSvg([]), '');
  });

  test('a missing, non-JSON or wrongly shaped file is one line with a code', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"not": "locomo"}');
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, 'hello');
    for (const [args, pattern] of [
      [['--data', join(dir, 'missing.json')], /cannot read the LoCoMo file .*\[INVALID_INPUT\]/],
      [['--data', notJson], /is not JSON.*\[INVALID_INPUT\]/],
      [['--data', bad], /not in the LoCoMo format.*\[INVALID_INPUT\]/],
      [['--data', TINY, '--retriever', 'magic'], /unknown retriever.*\[INVALID_INPUT\]/],
      [['--data', TINY, '--k', '0'], /k must be.*\[INVALID_INPUT\]/],
      [[], /--data <file>.*\[INVALID_INPUT\]/],
    ] as const) {
      const r = cli(['bench', 'locomo', ...args]);
      assert.equal(r.code, 2, r.err);
      assert.equal(r.out, '');
      assert.equal(r.err.trim().split('\n').length, 1, r.err);
      assert.match(r.err, pattern);
    }
  });
});
