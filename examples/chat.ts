// A small chat app on the Vercel AI SDK with Mnemo as its memory: streamText, the memory
// middleware (memory into the prompt, turns into the session) and the memory tools plus one tool of
// the app's own. Run it with `npm run example:chat`.
//
// Offline (the default) the "model" is the scripted OpenAI-compatible server from mnemo/testing,
// reached over real HTTP by the real AI SDK provider: it quotes what memory put in its prompt and
// calls the `remember` tool when asked to remember something. With MNEMO_LLM set (e.g.
// `openai:gpt-4o-mini`, or `openai-compatible:<model>` with MNEMO_LLM_BASE_URL) a real model chats,
// and extraction uses it too. One message per line on stdin; `/memories` lists what is stored.
//
// In your app, import from 'mnemo-engine' and 'mnemo/testing' instead of the source paths below.
import { createInterface } from 'node:readline';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { stepCountIs, streamText, tool, wrapLanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import { createMemoryTools, createMnemo, languageModelFromEnv, mnemoMiddleware } from '../src/index.js';
import { startScriptedLlm, type ScriptedReply, type ScriptedRequest } from '../src/testing/index.js';

const scope = { userId: process.env.CHAT_USER ?? 'me' };
const mnemo = await createMnemo({ db: process.env.MNEMO_DB ?? './mnemo-chat.db' });
const real = await languageModelFromEnv();
const offline = real ? null : await startScriptedLlm(offlineModel);
const base: LanguageModelV4 = real ?? createOpenAICompatible({ name: 'offline', baseURL: offline!.baseURL }).chatModel('scripted');

// The one line that gives the model memory.
const memory = mnemoMiddleware({ mnemo, scope, budget: 800 });
const model = wrapLanguageModel({ model: base, middleware: memory });

const tools = {
  ...createMemoryTools(mnemo, scope),
  current_time: tool({ description: 'The current date and time.', inputSchema: z.object({}), execute: async () => ({ now: new Date().toISOString() }) }),
};
const history: ModelMessage[] = [];
const interactive = process.stdin.isTTY === true;
const lines = createInterface({ input: process.stdin, output: interactive ? process.stdout : undefined, prompt: 'you> ' });

console.log(`Chatting as "${scope.userId}" with ${real ? `${real.provider}:${real.modelId}` : 'the offline scripted model'}. Ctrl-D ends.`);
if (interactive) lines.prompt();
for await (const line of lines) {
  const message = line.trim();
  if (message === '/memories') {
    for (const m of await mnemo.list(scope, { limit: 50 })) console.log(`  - [${m.kind}] ${m.content}`);
  } else if (message !== '') {
    history.push({ role: 'user', content: message });
    const result = streamText({
      model,
      system: 'You are a friendly assistant with long-term memory. Use the memory tools when the user asks you to remember, forget or correct something.',
      messages: history,
      tools,
      stopWhen: stepCountIs(4),
    });
    process.stdout.write('assistant> ');
    for await (const delta of result.textStream) process.stdout.write(delta);
    process.stdout.write('\n');
    history.push(...(await result.response).messages);
  }
  if (interactive) lines.prompt();
}

// Let the last turn's recording and extraction finish before leaving.
await memory.idle();
await mnemo.flush({ timeoutMs: 30_000 });
console.log('\nWhat memory holds now:');
for (const m of await mnemo.list(scope, { limit: 50 })) console.log(`  - [${m.kind}] ${m.content}`);
await mnemo.close();
await offline?.close();

/** The offline model: quotes the memory it was given; calls `remember` when asked to remember. */
function offlineModel(request: ScriptedRequest): ScriptedReply {
  const [, recalled = '', said = request.lastUser] = /<memory source="mnemo" type="recalled">([\s\S]*?)<\/memory>\s*([\s\S]*)$/.exec(request.lastUser) ?? [];
  const lastMessage = request.messages[request.messages.length - 1];
  if (lastMessage?.role === 'tool') return { text: 'Done: I will remember that.' };
  const ask = /^(?:please\s+)?remember\s+(?:that\s+)?(.+)$/i.exec(said.trim());
  if (ask && request.tools.includes('remember')) {
    return { toolCalls: [{ name: 'remember', arguments: { content: `The user asked me to remember: ${ask[1]}`, kind: 'fact', importance: 0.8 } }] };
  }
  const memories = recalled
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.replace(/^- \[[^\]]*\]\s*/, ''));
  return {
    text: memories.length > 0 ? `From memory: ${memories.slice(0, 3).join(' ')}` : `I have nothing in memory about that yet. You said: "${said.trim()}".`,
  };
}
