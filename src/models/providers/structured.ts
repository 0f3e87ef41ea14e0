/**
 * Structured calls to a language model. The zod schema goes to the provider as JSON Schema and the
 * same schema validates the reply. A reply that does not parse or validate is asked for again
 * (`retries` times); after that the call fails with MODEL_OUTPUT_INVALID carrying the raw text, so
 * the job that made it is recorded as failed with what the model said — never a silent drop.
 * Network errors, timeouts and 5xx answers become PROVIDER_FAILED (retryable by the job queue).
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { generateText, NoObjectGeneratedError, Output, type ModelMessage, type ToolSet } from 'ai';
import type { z } from 'zod';
import { MnemoError } from '../../core/errors.js';

/** Options of {@link generateStructured}. */
export interface StructuredCall<T> {
  readonly schema: z.ZodType<T>;
  /** Names the output for the provider (the JSON Schema's name), e.g. `mnemo_extraction`. */
  readonly name: string;
  readonly system: string;
  readonly prompt: string;
  /** Extra attempts after a malformed reply (default 1). */
  readonly retries?: number;
  /** Per attempt (default 30 s). */
  readonly timeoutMs?: number;
}

/** Asks the model for an object matching `schema`. */
export async function generateStructured<T>(model: LanguageModelV4, call: StructuredCall<T>): Promise<T> {
  const retries = call.retries ?? 1;
  let raw: string | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const result = await generateText({
        model,
        system: call.system,
        prompt: call.prompt,
        output: Output.object({ schema: call.schema, name: call.name }),
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(call.timeoutMs ?? 30_000),
      });
      return result.output as T;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        raw = error.text;
        continue;
      }
      throw providerError(model, error);
    }
  }
  throw new MnemoError('MODEL_OUTPUT_INVALID', `the model's reply did not match the expected shape after ${retries + 1} attempts`, {
    details: { raw: (raw ?? '').slice(0, 8000), model: model.modelId },
  });
}

/** Free text from the model (answers, small talk), optionally with tools it may call. */
export async function generateReply(
  model: LanguageModelV4,
  call: { system: string; messages: ModelMessage[]; tools?: ToolSet; maxSteps?: number; timeoutMs?: number; toolChoice?: 'auto' | 'required' },
): Promise<{ text: string; toolCalls: { toolName: string; input: unknown }[] }> {
  try {
    const { stepCountIs } = await import('ai');
    const result = await generateText({
      model,
      system: call.system,
      messages: call.messages,
      ...(call.tools && {
        tools: call.tools,
        stopWhen: stepCountIs(call.maxSteps ?? 3),
        // "required" binds the first step only; after its tools ran the model may answer in words.
        prepareStep: ({ stepNumber }: { stepNumber: number }) => ({ toolChoice: stepNumber === 0 ? (call.toolChoice ?? 'auto') : 'auto' }),
      }),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(call.timeoutMs ?? 60_000),
    });
    const toolCalls = result.steps.flatMap((s) => s.toolCalls.map((c) => ({ toolName: c.toolName, input: c.input })));
    return { text: result.text, toolCalls };
  } catch (error) {
    throw providerError(model, error);
  }
}

function providerError(model: LanguageModelV4, error: unknown): unknown {
  if (MnemoError.isInstance(error)) return error;
  const name = (error as { name?: string })?.name ?? '';
  const timedOut = name === 'TimeoutError' || name === 'AbortError';
  const message = timedOut ? 'the model did not answer in time' : `the model call failed: ${String((error as Error)?.message ?? error).slice(0, 200)}`;
  return new MnemoError('PROVIDER_FAILED', `${message} (${model.provider}:${model.modelId})`, { cause: error, details: { timedOut } });
}
