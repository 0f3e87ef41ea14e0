// The offline GloVe + SIF embedder. Conversion takes a few seconds and ~400 MB, so it happens once
// in `before` (into a temporary cache dir) and once more in the corruption test.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MnemoError } from '../src/core/errors.js';
import type { Logger } from '../src/core/logger.js';
import { cosine, embedTexts, LOCAL_MODEL_ID, localEmbedder, prepareLocalEmbeddings, type LocalEmbedder } from '../src/models/embedders/index.js';
import { decodeCache } from '../src/models/embedders/local/cache-file.js';

let cacheDir: string;
let cachePath: string;
let embedder: LocalEmbedder;
const progress: Array<[number, number]> = [];

before(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'mnemo-embedders-'));
  const info = await prepareLocalEmbeddings({ cacheDir, onProgress: (done, total) => progress.push([done, total]) });
  assert.equal(info.built, true);
  cachePath = info.path;
  embedder = localEmbedder({ cacheDir });
  await embedder.load();
});

after(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const sim = (a: string, b: string): number => {
  const [va, vb] = embedder.embedSync([a, b]);
  assert.ok(va && vb);
  return cosine(va, vb);
};

test('conversion reports progress, and a valid cache is reused', async () => {
  assert.ok(progress.length > 0);
  const [done, total] = progress[progress.length - 1] as [number, number];
  assert.equal(done, total);
  const again = await prepareLocalEmbeddings({ cacheDir });
  assert.equal(again.built, false);
  assert.equal(again.words, 341_479);
  assert.equal(again.path, cachePath);
});

test('the embedder declares the contract and does no I/O until used', () => {
  const dir = join(cacheDir, 'never-created');
  const lazy = localEmbedder({ cacheDir: dir });
  assert.equal(lazy.specificationVersion, 'v4');
  assert.equal(lazy.provider, 'mnemo');
  assert.equal(lazy.modelId, LOCAL_MODEL_ID);
  assert.equal(lazy.dimensions, 100);
  assert.equal(lazy.maxEmbeddingsPerCall, Infinity);
  assert.equal(lazy.supportsParallelCalls, true);
  assert.equal(lazy.loaded, false);
  assert.throws(
    () => lazy.embedSync(['x']),
    (e: unknown) => MnemoError.isInstance(e) && e.code === 'EMBEDDER_UNAVAILABLE',
  );
  assert.equal(existsSync(dir), false);
  assert.notEqual(localEmbedder({ method: { components: 2 } }).modelId, LOCAL_MODEL_ID);
  assert.throws(
    () => localEmbedder({ method: { a: -1 } }),
    (e: unknown) => MnemoError.isInstance(e) && e.code === 'CONFIG_INVALID',
  );
});

test('related pairs score above unrelated pairs', () => {
  const question = 'How should I structure my deployment rollback?';
  const related = [
    sim(question, 'Discussed staging deployment runbook structure with rollback phases.'),
    sim('The user prefers concise answers', 'User likes terse, to-the-point briefs'),
  ];
  const unrelated = [sim(question, 'Asked about React Server Components.'), sim('The cat rested on the carpet', 'The desk was in the study room')];
  assert.ok(Math.min(...related) > Math.max(...unrelated) + 0.2, `related ${related} vs unrelated ${unrelated}`);
});

test('unknown words match themselves through the hashed fallback', () => {
  const withFallback = sim('Our runbook for kubernetes', 'kubernetes runbook steps');
  const unrelated = sim('Our runbook for kubernetes', 'The cat rested on the carpet');
  assert.ok(withFallback > unrelated + 0.4, `${withFallback} vs ${unrelated}`);
  const dropping = localEmbedder({ cacheDir, method: { unknownWords: 'drop' } });
  return dropping.load().then(() => {
    const [a, b] = dropping.embedSync(['Our runbook for kubernetes', 'kubernetes runbook steps']);
    assert.ok(a && b);
    assert.ok(withFallback > cosine(a, b) + 0.3, 'the fallback should beat dropping unknown words');
  });
});

test('vectors are unit length, deterministic, and zero for texts without usable words', async () => {
  const texts = ['The user prefers concise answers', 'pnpm kubernetes', 'Ünïcödé café déjà vu'];
  const first = embedder.embedSync(texts);
  const other = localEmbedder({ cacheDir });
  const second = await embedTexts(other, texts);
  first.forEach((v, i) => {
    assert.equal(v.length, 100);
    assert.ok(Math.abs(Math.hypot(...v) - 1) < 1e-5);
    const w = second[i] as Float32Array;
    for (let d = 0; d < 100; d++) assert.ok(Math.abs((v[d] as number) - (w[d] as number)) < 1e-6);
  });
  for (const empty of ['', '   ', '?!', 'a i']) {
    const [v] = embedder.embedSync([empty]);
    assert.ok(
      v?.every((x) => x === 0),
      `expected zeros for ${JSON.stringify(empty)}`,
    );
  }
});

test('doEmbed returns plain arrays for the AI SDK', async () => {
  const result = await embedder.doEmbed({ values: ['hello world', 'second text'] });
  assert.equal(result.embeddings.length, 2);
  assert.ok(Array.isArray(result.embeddings[0]));
  assert.equal(result.embeddings[0]?.length, 100);
});

test('a truncated or foreign cache file is refused by the decoder', async () => {
  const bytes = new Uint8Array(await readFile(cachePath));
  assert.equal(decodeCache(bytes).ok, true);
  assert.deepEqual(decodeCache(bytes.subarray(0, bytes.length - 8)), { ok: false, reason: 'truncated' });
  const oldVersion = bytes.slice();
  oldVersion[12] = 99;
  assert.deepEqual(decodeCache(oldVersion), { ok: false, reason: 'old-version' });
  assert.deepEqual(decodeCache(new TextEncoder().encode('{"not":"a cache"}'.padEnd(200))), { ok: false, reason: 'not-a-cache' });
});

test('a corrupt cache is rebuilt on load', async () => {
  const reference = embedder.embedSync(['deployment rollback'])[0] as Float32Array;
  const bytes = await readFile(cachePath);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = (bytes[middle] as number) ^ 0xff;
  await writeFile(cachePath, bytes);
  assert.deepEqual(decodeCache(bytes), { ok: false, reason: 'checksum' });

  const warnings: Array<Record<string, unknown> | undefined> = [];
  const logger: Logger = { debug() {}, info() {}, warn: (_m, fields) => warnings.push(fields), error() {} };
  const fresh = localEmbedder({ cacheDir, logger });
  await fresh.load();
  assert.equal(warnings[0]?.reason, 'checksum');
  const again = fresh.embedSync(['deployment rollback'])[0] as Float32Array;
  assert.ok(cosine(reference, again) > 0.999999);
  const info = await prepareLocalEmbeddings({ cacheDir });
  assert.equal(info.built, false, 'the rebuilt cache on disk is valid');
});
