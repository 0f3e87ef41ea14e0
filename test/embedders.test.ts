// Hash embedder, embedTexts and the spec registry: fast tests that need no cache and no network.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EmbeddingModelV4, EmbeddingModelV4CallOptions } from '@ai-sdk/provider';
import { MnemoError } from '../src/core/errors.js';
import { cosine, createEmbedder, embedTexts, fromAiSdkEmbeddingModel, hashEmbedder, parseEmbedderSpec } from '../src/models/embedders/index.js';
import { tokenize } from '../src/models/embedders/local/tokenize.js';
import type { Embedder } from '../src/core/contracts/embedder.js';

const norm = (v: Float32Array): number => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
const isMnemo = (code: string) => (error: unknown) => MnemoError.isInstance(error) && error.code === code;

/** An AI SDK model that records its calls and answers with `vectorFor(text)`. */
function recordingModel(vectorFor: (text: string) => number[], maxEmbeddingsPerCall = Infinity) {
  const calls: string[][] = [];
  const model: EmbeddingModelV4 = {
    specificationVersion: 'v4',
    provider: 'test',
    modelId: 'recording',
    maxEmbeddingsPerCall,
    supportsParallelCalls: false,
    async doEmbed({ values }: EmbeddingModelV4CallOptions) {
      calls.push([...values]);
      return { embeddings: values.map(vectorFor), warnings: [] };
    },
  };
  return { model, calls };
}

test('hash embedder is deterministic, unit-length and named after its size', async () => {
  const a = hashEmbedder();
  const b = hashEmbedder();
  assert.equal(a.modelId, 'hash-256');
  assert.equal(a.provider, 'mnemo');
  assert.equal(a.dimensions, 256);
  const text = 'The user prefers concise answers about TypeScript.';
  const [v1] = a.embedSync([text]);
  const [v2] = await embedTexts(b, [text]);
  assert.ok(v1 && v2);
  assert.deepEqual(Array.from(v1), Array.from(v2));
  assert.ok(Math.abs(norm(v1) - 1) < 1e-6);
  assert.equal(hashEmbedder({ dimensions: 64 }).embedSync(['x y z'])[0]?.length, 64);
  assert.equal(hashEmbedder({ dimensions: 64 }).modelId, 'hash-64');
});

test('hash embedder scores shared words above unrelated text and maps empty text to zeros', () => {
  const h = hashEmbedder();
  const [q, related, unrelated, empty] = h.embedSync(['deployment rollback plan', 'the rollback plan for the deployment', 'cats sleep on carpets', '  ...  ']);
  assert.ok(q && related && unrelated && empty);
  assert.ok(cosine(q, related) > cosine(q, unrelated) + 0.3);
  assert.ok(empty.every((x) => x === 0));
});

test('hash embedder refuses a nonsensical size', () => {
  assert.throws(() => hashEmbedder({ dimensions: 3 }), isMnemo('CONFIG_INVALID'));
  assert.throws(() => hashEmbedder({ dimensions: 12.5 }), isMnemo('CONFIG_INVALID'));
});

test('tokenizer lowercases, expands contractions and keeps compounds for the vocabulary', () => {
  assert.deepEqual(tokenize("I'm sure we DON'T use it's"), ['i', 'am', 'sure', 'we', 'do', 'not', 'use', 'it']);
  assert.deepEqual(tokenize('Can’t stop to-the-point node.js'), ['can', 'not', 'stop', 'to-the-point', 'node.js']);
});

test('embedTexts batches by maxEmbeddingsPerCall, keeps order and normalises', async () => {
  const { model, calls } = recordingModel((t) => [t.length, 0, 0, 0], 2);
  const embedder = fromAiSdkEmbeddingModel(model, { dimensions: 4 });
  const texts = ['a', 'bb', 'ccc', 'dddd', 'eeeee'];
  const vectors = await embedTexts(embedder, texts);
  assert.deepEqual(calls, [['a', 'bb'], ['ccc', 'dddd'], ['eeeee']]);
  assert.equal(vectors.length, 5);
  for (const v of vectors) assert.deepEqual(Array.from(v), [1, 0, 0, 0]);
  assert.deepEqual(await embedTexts(embedder, []), []);
});

test('embedTexts refuses vectors of the wrong size or count', async () => {
  const wrongSize = fromAiSdkEmbeddingModel(recordingModel(() => [1, 2, 3]).model, { dimensions: 4 });
  await assert.rejects(embedTexts(wrongSize, ['x']), isMnemo('EMBEDDER_MISMATCH'));
  const raw: Embedder = { ...recordingModel(() => [1, 0]).model, dimensions: 2, doEmbed: async () => ({ embeddings: [[1, 0]], warnings: [] }) };
  await assert.rejects(embedTexts(raw, ['x', 'y']), isMnemo('EMBEDDER_MISMATCH'));
  const nan: Embedder = { ...raw, doEmbed: async () => ({ embeddings: [[Number.NaN, 0]], warnings: [] }) };
  await assert.rejects(embedTexts(nan, ['x']), isMnemo('EMBEDDER_MISMATCH'));
});

test('embedTexts wraps foreign failures as PROVIDER_FAILED and honours aborts', async () => {
  const boom = new Error('socket hang up');
  const failing: Embedder = { ...hashEmbedder({ dimensions: 8 }), doEmbed: async () => Promise.reject(boom) };
  await assert.rejects(embedTexts(failing, ['x']), (e: unknown) => isMnemo('PROVIDER_FAILED')(e) && (e as Error).cause === boom);
  const controller = new AbortController();
  controller.abort(new Error('stop'));
  await assert.rejects(embedTexts(hashEmbedder(), ['x'], { abortSignal: controller.signal }), /stop/);
});

test('parseEmbedderSpec understands the short forms', () => {
  const env = { MNEMO_EMBED_BASE_URL: 'http://127.0.0.1:11434/v1' };
  assert.deepEqual(parseEmbedderSpec('local', env), { kind: 'local' });
  assert.deepEqual(parseEmbedderSpec('', env), { kind: 'local' });
  assert.deepEqual(parseEmbedderSpec('hash', env), { kind: 'hash', dimensions: 256 });
  assert.deepEqual(parseEmbedderSpec('hash:64', env), { kind: 'hash', dimensions: 64 });
  assert.deepEqual(parseEmbedderSpec('openai:text-embedding-3-small', env), { kind: 'openai', model: 'text-embedding-3-small' });
  assert.deepEqual(parseEmbedderSpec('openai-compatible:nomic-embed-text', { ...env, MNEMO_EMBED_DIMENSIONS: '768' }), {
    kind: 'openai-compatible',
    model: 'nomic-embed-text',
    baseURL: 'http://127.0.0.1:11434/v1',
    dimensions: 768,
  });
});

test('parseEmbedderSpec rejects bad specs with CONFIG_INVALID and says what is accepted', () => {
  assert.throws(
    () => parseEmbedderSpec('word2vec', {}),
    (e: unknown) => isMnemo('CONFIG_INVALID')(e) && /accepted forms/.test((e as Error).message),
  );
  assert.throws(() => parseEmbedderSpec('hash:2', {}), isMnemo('CONFIG_INVALID'));
  assert.throws(() => parseEmbedderSpec('openai:', {}), isMnemo('CONFIG_INVALID'));
  assert.throws(
    () => parseEmbedderSpec('openai-compatible:m', {}),
    (e: unknown) => isMnemo('CONFIG_INVALID')(e) && /MNEMO_EMBED_BASE_URL/.test((e as Error).message),
  );
  assert.throws(() => parseEmbedderSpec('openai-compatible:m', { MNEMO_EMBED_BASE_URL: 'not a url' }), isMnemo('CONFIG_INVALID'));
  assert.throws(
    () => parseEmbedderSpec('openai:m', { MNEMO_EMBED_DIMENSIONS: 'many' }),
    (e: unknown) => isMnemo('CONFIG_INVALID')(e) && /MNEMO_EMBED_DIMENSIONS/.test((e as Error).message),
  );
});

test('createEmbedder builds hash and local embedders without I/O, and validates objects', async () => {
  const hash = await createEmbedder('hash:32');
  assert.equal(hash.modelId, 'hash-32');
  const local = await createEmbedder('local', { cacheDir: '/nonexistent/mnemo-cache-never-created' });
  assert.equal(local.provider, 'mnemo');
  assert.equal(local.dimensions, 100);
  await assert.rejects(createEmbedder({ kind: 'hash', dimensions: -1 }), isMnemo('CONFIG_INVALID'));
  const saved = process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_API_KEY;
  try {
    await assert.rejects(
      createEmbedder({ kind: 'openai', model: 'text-embedding-3-small' }, { env: {} }),
      (e: unknown) => isMnemo('CONFIG_INVALID')(e) && /apiKey/.test((e as Error).message) && /OPENAI_API_KEY/.test((e as Error).message),
    );
  } finally {
    if (saved !== undefined) process.env.OPENAI_API_KEY = saved;
  }
});
