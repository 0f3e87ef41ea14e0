// Mnemo as the memory of an OpenAI Agents SDK agent: the run's session is a Mnemo session (every
// turn logged and extracted), the memory tools are the agent's, and the stable and recalled blocks
// go into its instructions. Run it with `node --import tsx examples/openai-agents.ts`.
//
// Offline (the default) the model is the scripted OpenAI-compatible server from mnemo-engine/testing;
// with OPENAI_API_KEY set, a real OpenAI model answers. Tracing is turned off: nothing is sent
// anywhere but to the model.
//
// In your app, import from 'mnemo-engine' and 'mnemo-engine/openai-agents' instead of the source paths below.
import { Agent, OpenAIProvider, Runner, setTracingDisabled } from '@openai/agents';
import { createMnemo } from '../src/index.js';
import { MnemoSession, mnemoAgentTools, mnemoInputFilter } from '../src/surfaces/adapters/openai-agents/index.js';
import { startScriptedLlm } from '../src/testing/index.js';

setTracingDisabled(true);
const scope = { userId: process.env.EXAMPLE_USER ?? 'me' };
const mnemo = await createMnemo({ db: process.env.MNEMO_DB ?? './mnemo-agents.db' });
const online = Boolean(process.env.OPENAI_API_KEY);
const offline = online
  ? null
  : await startScriptedLlm((r) => {
      if (r.messages.at(-1)?.role === 'tool') return { text: 'I will remember that.' };
      if (/remember/i.test(r.lastUser)) return { toolCalls: [{ name: 'remember', arguments: { content: `The user said: ${r.lastUser}`, kind: 'fact' } }] };
      const recalled = /<memory source="mnemo" type="recalled">[\s\S]*?\n- ([^\n]*)/.exec(r.system)?.[1];
      return { text: recalled ? `From memory: ${recalled}` : 'I have nothing in memory about that yet.' };
    });
const runner = new Runner({
  modelProvider: new OpenAIProvider(offline ? { baseURL: offline.baseURL, apiKey: 'offline', useResponses: false } : {}),
  tracingDisabled: true,
});

const session = new MnemoSession({ mnemo, scope });
const agent = new Agent({
  name: 'assistant',
  instructions: 'You are a helpful assistant. Use your memory tools when the user asks you to remember or forget something.',
  model: online ? 'gpt-4o-mini' : 'scripted',
  tools: mnemoAgentTools(mnemo, scope),
});
const callModelInputFilter = mnemoInputFilter({ mnemo, scope, sessionId: await session.getSessionId() });

for (const input of ['Please remember that my favourite tea is oolong.', 'Which tea do I like?']) {
  const result = await runner.run(agent, input, { session, callModelInputFilter });
  console.log(`you> ${input}\nassistant> ${String(result.finalOutput)}`);
}
await mnemo.flush();
console.log(`Session ${await session.getSessionId()} holds ${(await session.getItems()).length} items.`);
await offline?.close();
await mnemo.close();
