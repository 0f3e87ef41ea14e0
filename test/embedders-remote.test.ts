// Remote embedders through the real AI SDK clients, against a scripted OpenAI-compatible server.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MnemoError } from '../src/core/errors.js';
import { createEmbedder, embedTexts, openAICompatibleEmbedder, openAIEmbedder } from '../src/models/embedders/index.js';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { model?: string; input?: string[]; encoding_format?: string };
}

let server: Server;
let baseURL: string;
let seen: Seen[] = [];
/** What the server does next: a vector size, or an HTTP error status for the next `failures` requests. */
let script: { size: number; failStatus?: number; failures?: number } = { size: 3 };

// Vector i of a response is [len(text), i+1, 0, …]: the test can tell which text each came from.
const vectorFor = (text: string, i: number, size: number): number[] => Array.from({ length: size }, (_, d) => (d === 0 ? text.length : d === 1 ? i + 1 : 0));

before(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Seen['body']) : {};
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      if (script.failStatus && (script.failures ?? 0) > 0) {
        script.failures = (script.failures ?? 0) - 1;
        res.statusCode = script.failStatus;
        res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
        return;
      }
      const input = body.input ?? [];
      res.end(
        JSON.stringify({
          object: 'list',
          data: input.map((text, i) => ({ object: 'embedding', index: i, embedding: vectorFor(text, i, script.size) })),
          model: body.model,
          usage: { prompt_tokens: input.length, total_tokens: input.length },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  script = { size: 3 };
});

const isMnemo = (code: string) => (error: unknown) => MnemoError.isInstance(error) && error.code === code;

test('openai-compatible embedder posts to /v1/embeddings and returns normalised vectors', async () => {
  const embedder = await openAICompatibleEmbedder({ baseURL, model: 'test-embed', apiKey: 'sk-test', dimensions: 3, maxRetries: 0 });
  assert.equal(seen.length, 0, 'known dimensions need no probe');
  assert.equal(embedder.dimensions, 3);
  assert.equal(embedder.modelId, 'test-embed');
  assert.match(embedder.provider, /^openai-compatible/);

  const vectors = await embedTexts(embedder, ['abc', 'abcd']);
  assert.equal(seen.length, 1);
  const [request] = seen;
  assert.equal(request?.url, '/v1/embeddings');
  assert.equal(request?.headers.authorization, 'Bearer sk-test');
  assert.deepEqual(request?.body, { model: 'test-embed', input: ['abc', 'abcd'], encoding_format: 'float' });
  const expected = [
    [3, 1, 0],
    [4, 2, 0],
  ].map((v) => v.map((x) => x / Math.hypot(...v)));
  vectors.forEach((v, i) => v.forEach((x, d) => assert.ok(Math.abs(x - (expected[i]?.[d] as number)) < 1e-6)));
});

test('without dimensions the factory probes the model once', async () => {
  script = { size: 5 };
  const embedder = await openAICompatibleEmbedder({ baseURL, model: 'probe-me', maxRetries: 0 });
  assert.equal(embedder.dimensions, 5);
  assert.equal(seen.length, 1);
  assert.equal(seen[0]?.headers.authorization, undefined, 'no key, no Authorization header');
});

test('vectors of another size are refused with EMBEDDER_MISMATCH', async () => {
  const embedder = await openAICompatibleEmbedder({ baseURL, model: 'test-embed', dimensions: 4, maxRetries: 0 });
  await assert.rejects(embedTexts(embedder, ['x']), (e: unknown) => isMnemo('EMBEDDER_MISMATCH')(e) && /3 dimensions/.test((e as Error).message));
});

test('a server that is down becomes PROVIDER_FAILED with the cause attached', async () => {
  const down = createServer();
  await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
  const port = (down.address() as AddressInfo).port;
  await new Promise<void>((resolve) => down.close(() => resolve()));
  const deadURL = `http://127.0.0.1:${port}/v1`;

  const embedder = await openAICompatibleEmbedder({ baseURL: deadURL, model: 'test-embed', dimensions: 3, maxRetries: 0 });
  await assert.rejects(
    embedTexts(embedder, ['x']),
    (e: unknown) => isMnemo('PROVIDER_FAILED')(e) && (e as MnemoError).cause !== undefined && (e as MnemoError).retryable,
  );
  await assert.rejects(
    openAICompatibleEmbedder({ baseURL: deadURL, model: 'test-embed', maxRetries: 0 }),
    isMnemo('PROVIDER_FAILED'),
    'the probe fails the same way',
  );
});

test('HTTP errors become PROVIDER_FAILED with the status; retryable ones are retried', async () => {
  script = { size: 3, failStatus: 401, failures: 1 };
  const noRetry = await openAICompatibleEmbedder({ baseURL, model: 'test-embed', dimensions: 3, maxRetries: 0 });
  await assert.rejects(
    embedTexts(noRetry, ['x']),
    (e: unknown) =>
      isMnemo('PROVIDER_FAILED')(e) &&
      MnemoError.isInstance(e) &&
      e.code === 'PROVIDER_FAILED' &&
      e.details.statusCode === 401 &&
      /API key/.test((e as Error).message),
  );

  script = { size: 3, failStatus: 503, failures: 1 };
  seen = [];
  const retrying = await openAICompatibleEmbedder({ baseURL, model: 'test-embed', dimensions: 3, maxRetries: 1 });
  const [v] = await embedTexts(retrying, ['abc']);
  assert.equal(seen.length, 2, 'one failure, one retry');
  assert.equal(v?.length, 3);
});

test('the openai embedder talks to the same API and knows common model sizes', async () => {
  const embedder = await openAIEmbedder({ baseURL, model: 'text-embedding-3-small', apiKey: 'sk-openai', maxRetries: 0 });
  assert.equal(embedder.dimensions, 1536);
  assert.equal(seen.length, 0);
  const custom = await openAIEmbedder({ baseURL, model: 'my-embedder', apiKey: 'sk-openai', maxRetries: 0 });
  assert.equal(custom.dimensions, 3);
  assert.equal(seen[0]?.url, '/v1/embeddings');
  assert.equal(seen[0]?.headers.authorization, 'Bearer sk-openai');
  assert.deepEqual(seen[0]?.body.model, 'my-embedder');
});

test('createEmbedder reads the openai-compatible settings from the environment', async () => {
  const embedder = await createEmbedder('openai-compatible:env-model', {
    env: { MNEMO_EMBED_BASE_URL: baseURL, MNEMO_EMBED_API_KEY: 'sk-env', MNEMO_EMBED_DIMENSIONS: '3' },
  });
  assert.equal(embedder.dimensions, 3);
  const [v] = await embedTexts(embedder, ['hello']);
  assert.equal(v?.length, 3);
  assert.equal(seen[0]?.headers.authorization, 'Bearer sk-env');
  assert.equal(seen[0]?.body.model, 'env-model');
});
