// Mnemo as a LangGraph.js graph's long-term memory store: `compile({ store: new MnemoStore(...) })`,
// and the nodes use `config.store` as with any LangGraph store; a search is Mnemo's hybrid recall.
// Run it with `node --import tsx examples/langgraph.ts` (offline: LangChain's own fake chat model
// stands in for a real one — swap in any LangChain chat model).
//
// In your app, import from 'mnemo-engine' and 'mnemo-engine/langgraph' instead of the source paths below.
import { SystemMessage, HumanMessage } from '@langchain/core/messages';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { END, MessagesAnnotation, START, StateGraph, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { createMnemo } from '../src/index.js';
import { MnemoStore } from '../src/surfaces/adapters/langgraph/index.js';

const mnemo = await createMnemo({ db: process.env.MNEMO_DB ?? './mnemo-langgraph.db' });
// Namespaces look like ["memories", userId]: the user id is at position 1.
const store = new MnemoStore({ mnemo, userAt: 1 });
const model = new FakeListChatModel({ responses: ['Noted.', 'You are learning Portuguese for a trip to Lisbon.'] });

async function respond(state: typeof MessagesAnnotation.State, config: LangGraphRunnableConfig) {
  const namespace = ['memories', String(config.configurable?.userId)];
  const said = String(state.messages.at(-1)?.content ?? '');
  const memories = await config.store!.search(namespace, { query: said, limit: 5 });
  if (said.startsWith('Remember:')) await config.store!.put(namespace, `note-${Date.now()}`, { text: said.slice('Remember:'.length).trim() });
  const known = memories.map((m) => `- ${String(m.value.text)}`).join('\n');
  return { messages: [await model.invoke([new SystemMessage(`What you know about the user:\n${known || '(nothing yet)'}`), ...state.messages])] };
}

const graph = new StateGraph(MessagesAnnotation).addNode('respond', respond).addEdge(START, 'respond').addEdge('respond', END).compile({ store });
for (const text of ['Remember: I am learning Portuguese for a trip to Lisbon.', 'Why am I learning a language?']) {
  const out = await graph.invoke({ messages: [new HumanMessage(text)] }, { configurable: { userId: process.env.EXAMPLE_USER ?? 'me' } });
  console.log(`you> ${text}\nassistant> ${String(out.messages.at(-1)?.content)}`);
}
console.log(`Namespaces: ${JSON.stringify(await store.listNamespaces({ prefix: ['memories', process.env.EXAMPLE_USER ?? 'me'] }))}`);
await mnemo.close();
