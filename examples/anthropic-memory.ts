// Claude's memory tool with Mnemo behind it: `tools: { memory: mnemoMemoryTool(mnemo, scope) }` on
// the AI SDK Anthropic provider. Each file under /memories is one procedure memory of the user,
// with history, guards and the namespace policy. Run it with `node --import tsx examples/anthropic-memory.ts`.
//
// With ANTHROPIC_API_KEY set, Claude decides what to write; offline (the default) the AI SDK's mock
// model issues the commands Claude would, so the real tool loop and backend run.
//
// In your app, import from 'mnemo-engine' and 'mnemo-engine/anthropic-memory' instead of the source paths below.
import { anthropic } from '@ai-sdk/anthropic';
import type { LanguageModelV4, LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { createMnemo } from '../src/index.js';
import { MemoryFiles, mnemoMemoryTool } from '../src/surfaces/adapters/anthropic-memory/index.js';

const scope = { userId: process.env.EXAMPLE_USER ?? 'me' };
const mnemo = await createMnemo({ db: process.env.MNEMO_DB ?? './mnemo-claude.db' });
const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };
const step = (input: object): LanguageModelV4GenerateResult => ({
  content: [{ type: 'tool-call', toolCallId: String(Math.random()), toolName: 'memory', input: JSON.stringify(input) }],
  finishReason: { unified: 'tool-calls', raw: 'tool_use' },
  usage,
  warnings: [],
});
const script = [
  step({ command: 'view', path: '/memories' }),
  step({ command: 'create', path: '/memories/travel.md', file_text: '# Travel\n- prefers window seats\n- vegetarian meals' }),
  {
    content: [{ type: 'text' as const, text: 'I noted your travel preferences.' }],
    finishReason: { unified: 'stop' as const, raw: 'end_turn' },
    usage,
    warnings: [],
  },
];
let calls = 0;
const model: LanguageModelV4 = process.env.ANTHROPIC_API_KEY
  ? anthropic('claude-sonnet-4-5')
  : new MockLanguageModelV4({ provider: 'anthropic.messages', doGenerate: async () => script[Math.min(calls++, script.length - 1)]! });

const result = await generateText({
  model,
  prompt: 'I always want a window seat and vegetarian meals when I fly.',
  tools: { memory: mnemoMemoryTool(mnemo, scope) },
  stopWhen: stepCountIs(8),
});
console.log(`assistant> ${result.text}`);
console.log(await new MemoryFiles(mnemo, scope).execute({ command: 'view', path: '/memories' }));
await mnemo.close();
