/** Test kit for adapter authors: the storage conformance suite and record builders. */
export { runStorageConformance, type ConformanceOptions, type ConformanceStore } from './conformance/index.js';
export { makeRecord, newMemory, makeHistory, unitVector } from './fixtures.js';
export {
  startScriptedLlm,
  type RerankScript,
  type Script,
  type ScriptedLlm,
  type ScriptedReply,
  type ScriptedRequest,
  type ScriptedRerankReply,
  type ScriptedRerankRequest,
} from './scripted-llm.js';
