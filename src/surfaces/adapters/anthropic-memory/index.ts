/**
 * `mnemo-engine/anthropic-memory`: Anthropic's memory tool with Mnemo behind it. `mnemoMemoryTool`
 * is the AI SDK Anthropic provider's `memory_20250818` tool with its `execute` bound to one user;
 * `MemoryFiles` is the backend itself, for any other client of the tool.
 */
import { anthropic } from '@ai-sdk/anthropic';
import type { ScopeInput } from '../../../core/scope-input.js';
import { MemoryFiles, type MemoryCommand, type MemoryFileHost } from './backend.js';

export { MemoryFiles, FILE_SOURCE_PREFIX, MAX_FILE_BYTES, type MemoryCommand, type MemoryFileHost } from './backend.js';

/** The provider's memory tool (`tools: { memory: mnemoMemoryTool(mnemo, scope) }`), its files in Mnemo. */
export function mnemoMemoryTool(mnemo: MemoryFileHost, scope: ScopeInput): ReturnType<typeof anthropic.tools.memory_20250818<string>> {
  const files = new MemoryFiles(mnemo, scope);
  return anthropic.tools.memory_20250818<string>({ execute: (input) => files.execute(input as MemoryCommand) });
}
