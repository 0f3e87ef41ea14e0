export { createLanguageModel, languageModelFromEnv, parseLlmSpec, type LlmSpec } from './registry.js';
export { generateReply, generateStructured, type StructuredCall } from './structured.js';
