// The model registry: MNEMO_LLM strings to AI SDK models, and clear errors for bad ones.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { MnemoError } from '../src/core/errors.js';
import { createLanguageModel, languageModelFromEnv, parseLlmSpec } from '../src/models/providers/index.js';

const isCode = (code: string) => (e: unknown) => MnemoError.isInstance(e) && e.code === code;

describe('choosing a language model', () => {
  test('each provider form builds the provider’s model (no call is made)', async () => {
    const env = { OPENAI_API_KEY: 'x', GOOGLE_GENERATIVE_AI_API_KEY: 'x', ANTHROPIC_API_KEY: 'x', MNEMO_LLM_BASE_URL: 'http://127.0.0.1:9/v1' };
    const cases: [string, RegExp][] = [
      ['openai:gpt-4o-mini', /^openai/],
      ['google:gemini-2.0-flash', /^google/],
      ['anthropic:claude-3-5-haiku-latest', /^anthropic/],
      ['openai-compatible:llama3.2', /^compatible/],
    ];
    for (const [spec, provider] of cases) {
      const model = await createLanguageModel(parseLlmSpec(spec, env));
      assert.match(model.provider, provider, spec);
      assert.equal(model.modelId, spec.split(':')[1]);
    }
  });
  test('unknown forms and a compatible server without a URL fail with CONFIG_INVALID', () => {
    assert.throws(() => parseLlmSpec('gpt4', {}), isCode('CONFIG_INVALID'));
    assert.throws(() => parseLlmSpec('openai-compatible:llama3', {}), isCode('CONFIG_INVALID'));
    assert.throws(() => parseLlmSpec('openai-compatible:llama3', { MNEMO_LLM_BASE_URL: 'localhost:11434' }), isCode('CONFIG_INVALID'));
  });
  test('unset or "none" is offline', async () => {
    assert.equal(await languageModelFromEnv({}), null);
    assert.equal(await languageModelFromEnv({ MNEMO_LLM: 'none' }), null);
  });
  test('the CLI reports a bad MNEMO_LLM in one line', () => {
    const r = spawnSync(process.execPath, [join(process.cwd(), 'bin', 'mnemo.js'), '--db', ':memory:', 'ask', '--user', 'a', 'hi'], {
      encoding: 'utf8',
      env: { ...process.env, MNEMO_LLM: 'gpt4' },
    });
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr.trim(), /^mnemo: unknown model "gpt4".*\[CONFIG_INVALID\]$/);
  });
});
