export { createModelExtractor, DEFAULT_TOPICS, ExtractionSchema, extractionSystemPrompt, type ExtractionExample, type ModelExtractorOptions } from './model.js';
export { clausesOf, createRuleExtractor, extractFromText, thirdPerson } from './rules.js';
export { isSingleValued, type Candidate, type ExtractionInput, type ExtractionResult, type Extractor, type ForgetRequest } from './types.js';
