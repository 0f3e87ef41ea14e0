// The BEAM bench on a tiny hand-made conversation in the BEAM layout (the real data is never copied here).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseAnchor, parseBeam, readBeamDir } from '../src/bench/beam/data.js';
import { messageInputs, runBeamBench, updatedFirst } from '../src/bench/beam/run.js';
import { MnemoError } from '../src/core/errors.js';
import { chunkText } from '../src/core/text/chunks.js';

const TINY = join(process.cwd(), 'test', 'fixtures', 'beam-tiny');
const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-beam-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, '--db', join(dir, 'unused.db'), ...args], { encoding: 'utf8', env: { ...process.env, CI: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('reading BEAM', () => {
  test('messages carry their batch anchor (one minute apart), the index marker stripped; object evidence is flattened', () => {
    const [conv] = readBeamDir(TINY);
    assert.ok(conv);
    assert.equal(conv.id, '100K/1');
    assert.equal(conv.size, '100K');
    assert.deepEqual(
      conv.messages.map((m) => m.id),
      [0, 1, 2, 3, 4, 5],
    );
    assert.equal(conv.messages[0]?.text.endsWith('every 10 minutes.'), true);
    assert.equal(conv.messages[0]?.at.toISOString(), '2024-03-15T00:00:00.000Z');
    assert.equal(conv.messages[3]?.at.toISOString(), '2024-03-15T00:03:00.000Z');
    assert.equal(conv.messages[4]?.at.toISOString(), '2024-04-10T00:00:00.000Z');
    const update = conv.questions.find((q) => q.ability === 'knowledge_update');
    assert.deepEqual(update?.gold, [0, 4]);
    assert.deepEqual(update?.update, { original: [0], updated: [4] });
    assert.deepEqual(conv.questions.find((q) => q.ability === 'abstention')?.gold, []);
    assert.equal(parseAnchor('January-05-2024'), Date.UTC(2024, 0, 5));
    assert.equal(parseAnchor(undefined), null);
  });

  test('what is not BEAM is refused with INVALID_INPUT', () => {
    const refuse = (chat: unknown, probing: unknown, pattern: RegExp) =>
      assert.throws(
        () => parseBeam(chat, probing, 'x'),
        (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT' && pattern.test(e.message),
      );
    refuse([], {}, /non-empty array of batches/);
    refuse([{ turns: [[{ id: 'a', content: 'x' }]] }], {}, /numeric "id"/);
    refuse([{ turns: [] }], [], /keyed by ability/);
    assert.throws(() => readBeamDir(join(dir, 'missing')), /not a directory/);
    assert.throws(() => readBeamDir(TINY, ['500K']), /none of 500K/);
  });
});

describe('long messages', () => {
  test('are cut at paragraph breaks into pieces that fit; a short text stays whole', () => {
    assert.deepEqual(chunkText('  short  ', 100), ['short']);
    const text = `${'a '.repeat(40)}\n\n${'b '.repeat(40)}\n\n${'c '.repeat(40)}`;
    const pieces = chunkText(text, 170);
    assert.deepEqual(
      pieces.map((p) => p[0]),
      ['a', 'c'],
    );
    assert.ok(pieces.every((p) => p.length <= 170));
    assert.deepEqual(
      chunkText('x'.repeat(250), 100).map((p) => p.length),
      [100, 100, 50],
    );
  });

  test('a long message becomes memories sharing its id; secrets are redacted, not the message dropped', () => {
    const [conv] = readBeamDir(TINY);
    const long = conv?.messages[1];
    assert.ok(long);
    const inputs = messageInputs(long, [], 'chunk', 1000);
    assert.equal(inputs.length, 2);
    assert.deepEqual(
      inputs.map((i) => i.metadata),
      [
        { message: 1, role: 'assistant', batch: 1, piece: 1, pieces: 2 },
        { message: 1, role: 'assistant', batch: 1, piece: 2, pieces: 2 },
      ],
    );
    assert.match(inputs[1]?.content ?? '', /^Assistant: Third, the anemometer/);
    assert.equal(messageInputs(long, [], 'head', 1000).length, 1);
    assert.equal(messageInputs(long, [], 'whole').length, 1);
    const secret = { ...long, text: 'use password=hunter2hunter2 for the admin' };
    assert.doesNotMatch(messageInputs(secret, [])[0]?.content ?? '', /hunter2/);
  });
});

describe('scoring', () => {
  test('update order: the best-ranked updated message above the best-ranked original; a missing one ranks last', () => {
    assert.equal(updatedFirst([4, 0], [0], [4]), true);
    assert.equal(updatedFirst([0, 4], [0], [4]), false);
    assert.equal(updatedFirst([4], [0], [4]), true);
    assert.equal(updatedFirst([0], [0], [4]), false);
    assert.equal(updatedFirst([], [0], [4]), false);
  });

  test('on the tiny conversation the numbers are the ones worked out by hand', async () => {
    const [plain] = await runBeamBench({ conversations: readBeamDir(TINY), retrievers: ['plain'], ks: [1, 5], embedder: 'hash' });
    assert.ok(plain);
    // Abstention skipped: 4 questions. The deadline and the calibration (in the second piece of
    // message 1) are found first; the update question's two messages both rank in the top 5 and
    // the shorter, newer one first; the two-part question has a message that does not exist (½).
    assert.equal(plain.questions, 4);
    assert.deepEqual(plain.byAbility.information_extraction, { questions: 1, 'R@1': 100, 'R@5': 100 });
    assert.deepEqual(plain.byAbility.summarization, { questions: 1, 'R@1': 100, 'R@5': 100 });
    assert.deepEqual(plain.byAbility.knowledge_update, { questions: 1, 'R@1': 50, 'R@5': 100 });
    assert.deepEqual(plain.byAbility.multi_session_reasoning?.['R@5'], 50);
    assert.deepEqual(plain.overall['R@5'], 87.5);
    assert.deepEqual(plain.updateOrder, { questions: 1, share: 100 });
    assert.deepEqual(Object.keys(plain.bySize), ['100K']);
    assert.equal(plain.memories, 7);
    assert.ok((plain.contextTokens.k1 as number) > 0 && (plain.contextTokens.k1 as number) <= (plain.contextTokens.k5 as number));
  });
});

describe('mnemo bench beam', () => {
  test('--json prints the documented shape', () => {
    const r = cli(['bench', 'beam', '--data', TINY, '--embedder', 'hash', '--json']);
    assert.equal(r.code, 0, r.err);
    const out = JSON.parse(r.out) as Record<string, unknown>;
    for (const key of ['overall', 'byAbility', 'bySize', 'updateOrder', 'contextTokens']) assert.ok(key in out, key);
    assert.deepEqual(Object.keys(out.overall as object), ['R@1', 'R@5', 'R@10', 'R@25', 'R@50']);
    assert.equal(out.retriever, 'hybrid');
    assert.equal(out.questions, 4);
  });

  test('the table names abilities, sizes, the reference and update order; bad input is one line with a code', () => {
    const r = cli(['bench', 'beam', '--data', TINY, '--embedder', 'hash', '--retriever', 'plain,hybrid', '--k', '1,5']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /retriever: plain/);
    assert.match(r.out, /knowledge update/);
    assert.match(r.out, /size 100K/);
    assert.match(r.out, /plain BM25 \(data README\)/);
    assert.match(r.out, /update order: the updated message above the original in [\d.]+% of 1/);
    for (const [args, pattern] of [
      [['--data', join(dir, 'missing')], /not a directory.*\[INVALID_INPUT\]/],
      [['--data', TINY, '--retriever', 'magic'], /unknown retriever.*\[INVALID_INPUT\]/],
      [['--data', TINY, '--long', 'fold'], /--long must be.*\[INVALID_INPUT\]/],
      [[], /--data <dir>.*\[INVALID_INPUT\]/],
    ] as const) {
      const bad = cli(['bench', 'beam', ...args]);
      assert.equal(bad.code, 2, bad.err);
      assert.equal(bad.err.trim().split('\n').length, 1, bad.err);
      assert.match(bad.err, pattern);
    }
  });
});
