/**
 * Mnemo's two blocks in an OpenAI agent's instructions. `mnemoInputFilter` is the run's
 * `callModelInputFilter`: before every model call it recalls for the latest user message and
 * appends the stable block and the recalled block, fenced, to the instructions (after the agent's
 * own, so their prefix stays stable). The input items are not changed, so nothing of memory is
 * saved into the session as something the user said. Steps of one turn (tool calls) reuse the
 * turn's blocks.
 */
import type { AgentInputItem, CallModelInputFilter } from '@openai/agents';
import { MnemoError } from '../../../core/errors.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import { loadTokenizer } from '../../../read/pack/tokens.js';
import { FRAMING, fenceRecalled, fenceStable } from '../ai-sdk/prompt.js';

/** Options of {@link mnemoInputFilter}. */
export interface MnemoInputFilterOptions {
  readonly mnemo: Pick<Mnemo, 'context' | 'logger'>;
  readonly scope: ScopeInput;
  /** Tokens for both blocks, fences included (default 1000). */
  readonly budget?: number;
  /** The Mnemo session whose stable block is frozen (e.g. `await session.getSessionId()`). */
  readonly sessionId?: string;
}

/** The filter for `run(agent, input, { callModelInputFilter })` or `new Runner({ callModelInputFilter })`. */
export function mnemoInputFilter(options: MnemoInputFilterOptions): CallModelInputFilter {
  const budget = options.budget ?? 1000;
  if (!Number.isInteger(budget) || budget < 1) throw new MnemoError('INVALID_INPUT', 'the memory budget must be a positive whole number of tokens');
  let last: { query: string; text: Promise<string> } | null = null;
  const blocks = async (query: string): Promise<string> => {
    const room = Math.max(1, budget - (await loadTokenizer()).count(FRAMING));
    try {
      const context = await options.mnemo.context({ ...options.scope, sessionId: options.sessionId }, query, { budget: room });
      return [context.stable.text && fenceStable(context.stable.text), context.episodic.text && fenceRecalled(context.episodic.text)]
        .filter(Boolean)
        .join('\n\n');
    } catch (error) {
      if (MnemoError.isInstance(error) && error.category === 'user') throw error;
      options.mnemo.logger.warn('openai-agents: recall failed; calling the model without memory', {
        code: MnemoError.isInstance(error) ? error.code : 'Error',
      });
      return '';
    }
  };
  return async ({ modelData }) => {
    const query = latestUserText(modelData.input);
    if (!query) return modelData;
    if (last?.query !== query) last = { query, text: blocks(query) };
    const memory = await last.text;
    if (!memory) return modelData;
    return { ...modelData, instructions: modelData.instructions ? `${modelData.instructions}\n\n${memory}` : memory };
  };
}

function latestUserText(input: readonly AgentInputItem[]): string {
  for (let i = input.length - 1; i >= 0; i--) {
    const item = input[i];
    if (!item || !('role' in item) || item.role !== 'user') continue;
    const content = item.content;
    if (typeof content === 'string') return content.trim();
    return content
      .flatMap((p) => (p.type === 'input_text' ? [p.text] : []))
      .join('\n')
      .trim();
  }
  return '';
}
