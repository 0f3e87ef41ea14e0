/**
 * `mnemo/internals`: the pipeline's parts, for tools, benchmarks and experiments. No stability
 * promise: names and shapes here change with the pipeline. What users need is in the root export.
 */
export {
  resolveConfig,
  parseStoreSpec,
  describeStore,
  storePathOf,
  defaultDbSpec,
  defaultEmbedderSpec,
  DEFAULT_DB,
  DEFAULT_EMBEDDER,
  type MnemoConfig,
  type StoreConfig,
  type StoreLocation,
  type EmbedderConfig,
  type LlmConfig,
} from './engine/config/index.js';
export { createMnemoFromConfig } from './engine/create-mnemo.js';
export { RecallConfigSchema } from './read/rank/config.js';
export { rankCandidates, recencyOf, type RankInput, type RankRecord, type Ranked } from './read/rank/score.js';
export { completeRecords, retrieveCandidates, type Legs, type RetrieveOptions } from './read/retrieve/candidates.js';
export { annotate, packStable, packEpisodic, packLines, STABLE_HEADER, EPISODIC_HEADER } from './read/pack/blocks.js';
export {
  findSecret,
  guardText,
  redactSecrets,
  redactDeep,
  scanSecrets,
  isMostlySecret,
  guardCandidates,
  type CandidateGuardOptions,
  type DeepRedaction,
  type Finding,
  type SecretPolicy,
  type GuardTextOptions,
} from './write/guard/index.js';
export { termsOf, queryTermsOf, indexTermsOf } from './core/text/index.js';
export { SessionManager, WritePathConfigSchema, type SessionDeps } from './write/sessions/index.js';
export {
  JobWorker,
  runExtractionJob,
  decodeJob,
  isJobType,
  type ExtractionEngine,
  type ExtractionReport,
  type JobHandler,
  type JobHandlers,
  type WorkerDeps,
} from './write/jobs/index.js';
export { createModelExtractor, createRuleExtractor, extractFromText, DEFAULT_TOPICS, ExtractionSchema } from './write/extract/index.js';
export { consolidate, createModelDecider, resolveConflict, trustOf, DEFAULT_THRESHOLDS, type ConsolidationPlan } from './write/consolidate/index.js';
export { generateStructured } from './models/providers/index.js';
export { routeByRules, routeByModel } from './surfaces/assistant/index.js';
export { copyStore, exportUser, importLines, reembedStore, type CopyReport, type ImportOptions, type TransferDeps } from './keep/transfer/index.js';
export { analyseTurn, CLAUSE_CLASSES, type ClauseClass, type TurnAnalysis } from './write/extract/clauses/index.js';
export type { Correction, ReferredTime } from './write/extract/types.js';
export {
  ForgettingConfigSchema,
  agedConfidence,
  isProtected,
  maintainScope,
  maintainUsers,
  parseRevokedSource,
  queueMaintenance,
  renewedExpiry,
  revokeSource,
  strengthOf,
  ttlRenewals,
  type MaintenanceDeps,
  type RevokedSource,
} from './keep/forget/index.js';
