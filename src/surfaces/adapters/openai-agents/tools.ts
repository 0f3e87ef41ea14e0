/**
 * Mnemo's memory tools in the OpenAI Agents SDK's `tool()` form, bound to one user by closure (no
 * argument names a user, tenant or agent). Each delegates to the AI SDK tools of `createMemoryTools`,
 * so both stacks share one implementation of what a tool does; the schemas here are the SDK's strict
 * form (every field required, `null` for "not given") with the limits of the shared request schemas
 * (src/core/requests: `limits.maxChars` for texts, 2,000 for reasons).
 */
import { tool, type Tool } from '@openai/agents';
import { z } from 'zod';
import type { ScopeInput } from '../../../core/scope-input.js';
import { MAX_REASON_CHARS } from '../../../core/requests/index.js';
import { MEMORY_KINDS } from '../../../core/types/memory.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import { createMemoryTools, MEMORY_CATEGORIES } from '../../tools/memory-tools.js';

type Executable = { execute?: (input: never, options: never) => unknown };

/** `search_memory`, `remember`, `forget`, `update_memory` and `load_skill` for `new Agent({ tools })`. */
export function mnemoAgentTools(mnemo: Mnemo, scope: ScopeInput): Tool[] {
  const shared = createMemoryTools(mnemo, scope);
  const call = async (name: string, input: Record<string, unknown>): Promise<string> => {
    const execute = (shared[name] as Executable | undefined)?.execute as ((input: unknown, options: unknown) => unknown) | undefined;
    if (!execute) return JSON.stringify({ error: `no tool ${name}` });
    return JSON.stringify(await execute(input, { toolCallId: name, messages: [] }));
  };
  return [
    tool({
      name: 'search_memory',
      description: `Search what you remember about the user. Memory may hold: ${MEMORY_CATEGORIES}. Returns the best matches with ids.`,
      parameters: z.object({ query: z.string().min(1).max(1000), k: z.number().int().min(1).max(20).nullable() }),
      execute: (input) => call('search_memory', { query: input.query, k: input.k ?? 5 }),
    }),
    tool({
      name: 'remember',
      description: 'Store one thing the user asked you to remember, as one self-contained sentence in the third person ("The user …").',
      parameters: z.object({ content: z.string().min(1).max(mnemo.limits.maxChars), kind: z.enum(MEMORY_KINDS).nullable() }),
      execute: (input) => call('remember', { content: input.content, kind: input.kind ?? 'fact', importance: 0.7 }),
    }),
    tool({
      name: 'forget',
      description: 'Forget a memory by id, or everything about a topic (e.g. "preferences", "team"). Forgotten memories stay in history.',
      parameters: z.object({ id: z.string().nullable(), topic: z.string().nullable(), reason: z.string().min(1).max(MAX_REASON_CHARS) }),
      execute: (input) => call('forget', input),
    }),
    tool({
      name: 'update_memory',
      description:
        'Correct a memory or a profile field. target is a memory id, or "profile:<key>". old_value must be copied exactly from the current value; ' +
        'mode "replace" replaces it with new_value, mode "note" attaches new_value as a clarifying note.',
      parameters: z.object({
        target: z.string().min(1),
        mode: z.enum(['replace', 'note']),
        old_value: z.string(),
        new_value: z.string().min(1).max(mnemo.limits.maxChars),
        reason: z.string().min(1).max(MAX_REASON_CHARS),
      }),
      execute: (input) => call('update_memory', input),
    }),
    tool({
      name: 'load_skill',
      description: 'Load the full text of one of your skills by name (the memory block lists their names and descriptions). Follow it once loaded.',
      parameters: z.object({ name: z.string().min(1).max(64) }),
      execute: (input) => call('load_skill', input),
    }),
  ];
}
