/**
 * Short embedder strings (`local`, `hash:256`, `openai:text-embedding-3-small`,
 * `openai-compatible:nomic-embed-text`) parsed into a typed union, and the factory that builds the
 * embedder with a lazy `import()` per provider, so the AI SDK is only loaded when asked for.
 */
import { z } from 'zod';
import { MnemoError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { Embedder } from '../../core/contracts/embedder.js';

const dimensions = z.number().int().positive();

const embedderSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('local') }).strict(),
  z.object({ kind: z.literal('hash'), dimensions: z.number().int().min(8).max(65536) }).strict(),
  z
    .object({
      kind: z.literal('openai'),
      model: z.string().min(1),
      dimensions: dimensions.optional(),
      baseURL: z.url().optional(),
      apiKey: z.string().min(1).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('openai-compatible'),
      model: z.string().min(1),
      baseURL: z.url(),
      dimensions: dimensions.optional(),
      apiKey: z.string().min(1).optional(),
    })
    .strict(),
]);

/** A parsed embedder choice. API keys are normally left out and read from the environment when the embedder is built. */
export type EmbedderSpec = z.infer<typeof embedderSpecSchema>;

const ACCEPTED_FORMS = 'accepted forms: "local", "hash" or "hash:<dims>", "openai:<model>", "openai-compatible:<model>" (with MNEMO_EMBED_BASE_URL set)';

/**
 * Parses a short embedder string. `openai-compatible` takes its base URL from
 * `MNEMO_EMBED_BASE_URL`; both remote kinds take an optional `MNEMO_EMBED_DIMENSIONS`.
 * Throws `CONFIG_INVALID` naming the accepted forms.
 */
export function parseEmbedderSpec(spec: string, env: NodeJS.ProcessEnv = process.env): EmbedderSpec {
  const text = spec.trim();
  if (text === '' || text === 'local') return { kind: 'local' };
  const hash = /^hash(?::(\d+))?$/.exec(text);
  if (hash) return validate({ kind: 'hash', dimensions: hash[1] === undefined ? 256 : Number(hash[1]) });
  const remote = /^(openai|openai-compatible):(.+)$/.exec(text);
  if (remote) {
    const model = (remote[2] as string).trim();
    const dims = envDimensions(env);
    if (remote[1] === 'openai') return validate({ kind: 'openai', model, ...(dims !== undefined && { dimensions: dims }) });
    const baseURL = env.MNEMO_EMBED_BASE_URL;
    if (!baseURL) {
      throw new MnemoError('CONFIG_INVALID', 'The openai-compatible embedder needs a base URL: set MNEMO_EMBED_BASE_URL (e.g. http://localhost:11434/v1).');
    }
    return validate({ kind: 'openai-compatible', model, baseURL, ...(dims !== undefined && { dimensions: dims }) });
  }
  throw new MnemoError('CONFIG_INVALID', `Unknown embedder "${text.slice(0, 80)}": ${ACCEPTED_FORMS}.`);
}

function envDimensions(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.MNEMO_EMBED_DIMENSIONS;
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) {
    throw new MnemoError(
      'CONFIG_INVALID',
      'MNEMO_EMBED_DIMENSIONS must be a positive integer (the length of the vectors the model returns), or unset to probe it.',
    );
  }
  return Number(raw);
}

function validate(value: unknown): EmbedderSpec {
  const parsed = embedderSpecSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'spec'}: ${issue.message}`).join('; ');
  throw new MnemoError('CONFIG_INVALID', `Invalid embedder configuration (${problems}); ${ACCEPTED_FORMS}.`);
}

/** Options for {@link createEmbedder}. */
export interface CreateEmbedderOptions {
  logger?: Logger;
  /** Cache directory for the local embedder. */
  cacheDir?: string;
  /** Environment to read settings and keys from; default `process.env`. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Builds the embedder a spec names. The local embedder is returned unloaded (its cache opens on
 * first use); remote ones may make one probe request when their dimensions are not known.
 */
export async function createEmbedder(spec: string | EmbedderSpec, options: CreateEmbedderOptions = {}): Promise<Embedder> {
  const env = options.env ?? process.env;
  const parsed = typeof spec === 'string' ? parseEmbedderSpec(spec, env) : validate(spec);
  let embedder: Embedder;
  switch (parsed.kind) {
    case 'local': {
      const { localEmbedder } = await import('./local/embedder.js');
      embedder = localEmbedder({
        ...(options.cacheDir !== undefined && { cacheDir: options.cacheDir }),
        ...(options.logger !== undefined && { logger: options.logger }),
      });
      break;
    }
    case 'hash': {
      const { hashEmbedder } = await import('./hash.js');
      embedder = hashEmbedder({ dimensions: parsed.dimensions });
      break;
    }
    case 'openai': {
      const { openAIEmbedder } = await import('./remote.js');
      embedder = await openAIEmbedder({
        model: parsed.model,
        ...(parsed.dimensions !== undefined && { dimensions: parsed.dimensions }),
        ...(parsed.baseURL !== undefined && { baseURL: parsed.baseURL }),
        ...((parsed.apiKey ?? env.OPENAI_API_KEY) !== undefined && { apiKey: parsed.apiKey ?? env.OPENAI_API_KEY }),
      });
      break;
    }
    case 'openai-compatible': {
      const { openAICompatibleEmbedder } = await import('./remote.js');
      const apiKey = parsed.apiKey ?? env.MNEMO_EMBED_API_KEY;
      embedder = await openAICompatibleEmbedder({
        model: parsed.model,
        baseURL: parsed.baseURL,
        ...(parsed.dimensions !== undefined && { dimensions: parsed.dimensions }),
        ...(apiKey && { apiKey }),
      });
      break;
    }
  }
  options.logger?.debug('embedder configured', { provider: embedder.provider, modelId: embedder.modelId, dimensions: embedder.dimensions });
  return embedder;
}
