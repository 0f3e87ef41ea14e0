/**
 * Language models for extraction, consolidation and the assistant, through the Vercel AI SDK.
 * Chosen by `MNEMO_LLM` (`openai:<model>`, `google:<model>`, `anthropic:<model>`,
 * `openai-compatible:<model>`); a compatible server (Ollama, vLLM, LM Studio) takes
 * `MNEMO_LLM_BASE_URL` and optionally `MNEMO_LLM_API_KEY`. The hosted providers read their usual key
 * variables (`OPENAI_API_KEY`, `GOOGLE_GENERATIVE_AI_API_KEY`, `ANTHROPIC_API_KEY`). Provider
 * packages are imported lazily, so the offline default never loads them.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { MnemoError } from '../../core/errors.js';

/** A parsed model choice. */
export interface LlmSpec {
  readonly provider: 'openai' | 'google' | 'anthropic' | 'openai-compatible';
  readonly model: string;
  readonly baseURL?: string | undefined;
  readonly apiKey?: string | undefined;
}

const FORMS = 'accepted forms: "openai:<model>", "google:<model>", "anthropic:<model>", "openai-compatible:<model>" (with MNEMO_LLM_BASE_URL)';

/** Parses `MNEMO_LLM`-style text. Throws CONFIG_INVALID naming the accepted forms. */
export function parseLlmSpec(text: string, env: NodeJS.ProcessEnv = process.env): LlmSpec {
  const m = /^(openai|google|anthropic|openai-compatible):(.+)$/.exec(text.trim());
  if (!m) throw new MnemoError('CONFIG_INVALID', `unknown model "${text.slice(0, 80)}": ${FORMS}`);
  const provider = m[1] as LlmSpec['provider'];
  const model = (m[2] as string).trim();
  if (provider !== 'openai-compatible') return { provider, model, baseURL: env.MNEMO_LLM_BASE_URL || undefined, apiKey: env.MNEMO_LLM_API_KEY || undefined };
  const baseURL = env.MNEMO_LLM_BASE_URL;
  if (!baseURL || !/^https?:\/\//.test(baseURL)) {
    throw new MnemoError('CONFIG_INVALID', 'openai-compatible models need MNEMO_LLM_BASE_URL, e.g. http://localhost:11434/v1');
  }
  return { provider, model, baseURL, apiKey: env.MNEMO_LLM_API_KEY || undefined };
}

/** Builds the AI SDK model for a spec. */
export async function createLanguageModel(spec: LlmSpec): Promise<LanguageModelV4> {
  const common = { ...(spec.baseURL && { baseURL: spec.baseURL }), ...(spec.apiKey && { apiKey: spec.apiKey }) };
  switch (spec.provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI(common)(spec.model);
    }
    case 'google': {
      const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
      return createGoogleGenerativeAI(common)(spec.model);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic(common)(spec.model);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      // Chat Completions with json_schema response formats: what Ollama, vLLM and LM Studio speak.
      return createOpenAICompatible({ name: 'compatible', baseURL: spec.baseURL as string, apiKey: spec.apiKey, supportsStructuredOutputs: true }).chatModel(
        spec.model,
      );
    }
  }
}

/** The model `MNEMO_LLM` names, or null when none is configured (the offline mode). */
export async function languageModelFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<LanguageModelV4 | null> {
  const text = env.MNEMO_LLM;
  if (!text || text.trim() === '' || text.trim() === 'none') return null;
  return createLanguageModel(parseLlmSpec(text, env));
}
