/**
 * Remote embedders: any AI SDK embedding model, plus factories for OpenAI and OpenAI-compatible
 * servers (Ollama, vLLM, LM Studio, llama.cpp). Provider SDKs are imported lazily so the offline
 * default never loads them. Every provider failure surfaces as `PROVIDER_FAILED` with the
 * original error as `cause`.
 */
import { APICallError, type EmbeddingModelV4, type EmbeddingModelV4CallOptions, type EmbeddingModelV4Result } from '@ai-sdk/provider';
import { MnemoError } from '../../core/errors.js';
import type { Embedder } from '../../core/contracts/embedder.js';
import { assertEmbeddingShape } from './embed.js';

/** Options for {@link fromAiSdkEmbeddingModel}. */
export interface FromAiSdkOptions {
  /** The length of the vectors the model returns; every response is checked against it. */
  dimensions: number;
  /** Retries of a failure the provider marks retryable (network errors, 429, 5xx); default 2. */
  maxRetries?: number;
}

const RETRY_BASE_DELAY_MS = 1000;

/** Wraps an AI SDK embedding model as an {@link Embedder}: checked dimensions, retries, typed errors. */
export function fromAiSdkEmbeddingModel(model: EmbeddingModelV4, options: FromAiSdkOptions): Embedder {
  if (!Number.isInteger(options.dimensions) || options.dimensions < 1) {
    throw new MnemoError('CONFIG_INVALID', 'dimensions must be a positive integer: pass the size of the vectors the model returns.', {
      details: { dimensions: options.dimensions },
    });
  }
  return wrap(model, options.dimensions, options.maxRetries ?? 2);
}

function wrap(model: EmbeddingModelV4, dimensions: number, maxRetries: number): Embedder {
  const embedder: Embedder = {
    specificationVersion: 'v4',
    get provider() {
      return model.provider;
    },
    get modelId() {
      return model.modelId;
    },
    dimensions,
    get maxEmbeddingsPerCall() {
      return model.maxEmbeddingsPerCall;
    },
    get supportsParallelCalls() {
      return model.supportsParallelCalls;
    },
    async doEmbed(call: EmbeddingModelV4CallOptions): Promise<EmbeddingModelV4Result> {
      for (let attempt = 0; ; attempt++) {
        let result: EmbeddingModelV4Result;
        try {
          result = await model.doEmbed(call);
        } catch (error) {
          if (call.abortSignal?.aborted) throw call.abortSignal.reason;
          if (MnemoError.isInstance(error)) throw error;
          if (attempt < maxRetries && APICallError.isInstance(error) && error.isRetryable) {
            await sleep(RETRY_BASE_DELAY_MS * 2 ** attempt, call.abortSignal);
            continue;
          }
          throw providerFailed(model, error);
        }
        // A dimension of 0 marks the probe, which is the one call that learns the size.
        if (dimensions > 0) assertEmbeddingShape(embedder, result.embeddings, call.values.length);
        return result;
      }
    },
  };
  return embedder;
}

function providerFailed(model: EmbeddingModelV4, error: unknown): MnemoError {
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  const hint =
    status === 401 || status === 403
      ? 'check the API key'
      : status === 404
        ? 'check the base URL and the model name'
        : 'check that the server is reachable, the base URL, model name and API key';
  return new MnemoError(
    'PROVIDER_FAILED',
    `Embedding provider ${model.provider} (model ${model.modelId}) failed${status ? ` with HTTP ${status}` : ''}: ${hint}. The original error is attached as cause.`,
    { cause: error, details: { provider: model.provider, modelId: model.modelId, ...(status !== undefined && { statusCode: status }) } },
  );
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Asks the model for one vector to learn its size, for when the caller did not say. */
async function probeDimensions(model: EmbeddingModelV4, maxRetries: number): Promise<number> {
  const probe = wrap(model, 0, maxRetries);
  const { embeddings } = await probe.doEmbed({ values: ['dimension probe'] });
  const size = embeddings[0]?.length ?? 0;
  if (size < 1) {
    throw new MnemoError(
      'EMBEDDER_MISMATCH',
      `Embedding provider ${model.provider} (model ${model.modelId}) returned no vector for a probe: pass dimensions explicitly or check the model name.`,
    );
  }
  return size;
}

/** Settings shared by the HTTP embedders. */
interface HttpEmbedderOptions {
  /** Model name as the server knows it. */
  model: string;
  apiKey?: string;
  /** Vector size; when omitted, one probe request learns it. */
  dimensions?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  /** Custom fetch, e.g. for proxies or tests. */
  fetch?: typeof globalThis.fetch;
}

/** Options for {@link openAICompatibleEmbedder}. */
export interface OpenAICompatibleEmbedderOptions extends HttpEmbedderOptions {
  /** e.g. `http://localhost:11434/v1` (Ollama); `/embeddings` is appended. */
  baseURL: string;
  /** Provider name shown in logs and in the embedding-space id; default `openai-compatible`. */
  name?: string;
}

/** An embedder for any server that implements OpenAI's `/v1/embeddings`; the API key is optional. */
export async function openAICompatibleEmbedder(options: OpenAICompatibleEmbedderOptions): Promise<Embedder> {
  requireModel(options.model, 'openai-compatible');
  if (!options.baseURL) {
    throw new MnemoError(
      'CONFIG_INVALID',
      'The openai-compatible embedder needs a base URL: pass the baseURL option or set MNEMO_EMBED_BASE_URL (e.g. http://localhost:11434/v1).',
    );
  }
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const provider = createOpenAICompatible({
    name: options.name ?? 'openai-compatible',
    baseURL: options.baseURL,
    ...(options.apiKey && { apiKey: options.apiKey }),
    ...(options.headers && { headers: options.headers }),
    ...(options.fetch && { fetch: options.fetch }),
  });
  return finish(provider.embeddingModel(options.model), options);
}

/** Options for {@link openAIEmbedder}. */
export interface OpenAIEmbedderOptions extends HttpEmbedderOptions {
  /** Default `OPENAI_BASE_URL`, else OpenAI's API. */
  baseURL?: string;
}

// Published sizes, so the common models need no probe request.
const OPENAI_DIMENSIONS: Readonly<Record<string, number>> = {
  'text-embedding-3-small': 1536,
  'text-embedding-3-large': 3072,
  'text-embedding-ada-002': 1536,
};

/** An embedder for OpenAI's embedding models; needs `apiKey` or `OPENAI_API_KEY`. */
export async function openAIEmbedder(options: OpenAIEmbedderOptions): Promise<Embedder> {
  requireModel(options.model, 'openai');
  const apiKey = options.apiKey ?? process.env.OPENAI_API_KEY;
  if (!apiKey) {
    throw new MnemoError('CONFIG_INVALID', 'The openai embedder needs an API key: pass the apiKey option or set the OPENAI_API_KEY environment variable.');
  }
  const { createOpenAI } = await import('@ai-sdk/openai');
  const provider = createOpenAI({
    apiKey,
    ...(options.baseURL && { baseURL: options.baseURL }),
    ...(options.headers && { headers: options.headers }),
    ...(options.fetch && { fetch: options.fetch }),
  });
  return finish(provider.embedding(options.model), { ...options, dimensions: options.dimensions ?? OPENAI_DIMENSIONS[options.model] });
}

function requireModel(model: string | undefined, kind: string): void {
  if (!model) throw new MnemoError('CONFIG_INVALID', `The ${kind} embedder needs a model name (e.g. "${kind}:<model>").`);
}

async function finish(model: EmbeddingModelV4, options: Pick<HttpEmbedderOptions, 'dimensions' | 'maxRetries'>): Promise<Embedder> {
  const maxRetries = options.maxRetries ?? 2;
  const dimensions = options.dimensions ?? (await probeDimensions(model, maxRetries));
  return fromAiSdkEmbeddingModel(model, { dimensions, maxRetries });
}
