/**
 * Mnemo's public API. Everything exported here is supported; nothing else is.
 */
export { createMnemo, openStore, type MnemoOptions } from './create-mnemo.js';
export { Mnemo, type MnemoParts, type RecallOptions, type Recalled, type ContextOptions, type ContextResult, type ChangeOptions } from './mnemo.js';
export type { ScopeInput } from './scope-input.js';
export type { RememberInput } from './ingest/record.js';
export { MnemoError, ERROR_CODES, type ErrorCode, type ErrorCategory } from './errors.js';
export { silentLogger, createStderrLogger, type Logger } from './logger.js';

export {
  MEMORY_KINDS,
  SOURCE_TYPES,
  USER_NAMESPACE,
  DEFAULT_TENANT,
  agentNamespace,
  type MemoryKind,
  type MemoryRecord,
  type SourceType,
  type SourceRef,
  type Triple,
  type Scope,
  type HistoryEntry,
  type HistoryOp,
  type Actor,
  type ProfileEntry,
} from './types/index.js';

export { STORAGE_CONTRACT_VERSION, embeddingSpaceOf } from './spec/index.js';
export type {
  StorageAdapter,
  StorageCapabilities,
  WriteOp,
  MemoryPatch,
  NewMemory,
  RecordFilter,
  Validity,
  SearchHit,
  VectorQuery,
  ListOptions,
  FactQuery,
  NamespaceGrant,
  EraseReport,
  StoreStats,
  ScopeSummary,
  Embedder,
  EmbeddingSpace,
} from './spec/index.js';

export { createSqliteStore, SqliteStore, type SqliteStoreOptions } from './storage/sqlite/index.js';
export { createPostgresStore, openPgliteDir, PostgresStore, type PGliteLike, type PostgresStoreOptions, type VectorMode } from './storage/postgres/index.js';
export { RecallConfigSchema, DEFAULT_RECALL_CONFIG, type RecallConfig, type RecallConfigInput } from './rank/config.js';
export { rankCandidates, recencyOf, type Candidate, type Ranked, type ScoreBreakdown } from './rank/score.js';
export { annotate, packStable, packEpisodic, packLines, STABLE_HEADER, EPISODIC_HEADER, type PackedBlock } from './pack/context.js';
export { buildWorkingMemory, type Turn, type Summariser, type WorkingMemory, type WorkingMemoryOptions } from './pack/working-memory.js';
export { loadTokenizer, type Tokenizer } from './pack/tokens.js';
export { findSecret, guardText, DEFAULT_GUARD_LIMITS, type GuardLimits } from './guard/index.js';
export { exportUser, importLines, reembedStore, type ImportReport } from './transfer/export.js';
export { termsOf, queryTermsOf, indexTermsOf } from './text/index.js';
export * from './embedders/index.js';

// -- the write path: sessions, extraction, guards, consolidation, jobs, tools, the assistant --
export type { SessionRecord, SessionEvent, NewSessionEvent, EventRole, Job, JobStatus, NewJob, JobOutcome } from './types/index.js';
export { EVENT_ROLES, JOB_STATUSES } from './types/index.js';
export type { ClaimRequest, JobQuery } from './spec/storage.js';
export { SessionManager, WritePathConfigSchema, type EventInput, type Trigger, type WritePathConfig, type WritePathConfigInput } from './sessions/index.js';
export { JobWorker, runExtractionJob, type ExtractionReport, type JobHandler, type WorkerTally } from './jobs/index.js';
export {
  createModelExtractor,
  createRuleExtractor,
  extractFromText,
  DEFAULT_TOPICS,
  ExtractionSchema,
  type Candidate as MemoryCandidate,
  type ExtractionExample,
  type ExtractionInput,
  type ExtractionResult,
  type Extractor,
  type ForgetRequest,
  type ModelExtractorOptions,
} from './extract/index.js';
export { guardCandidates, redactSecrets, type CandidateGuardOptions } from './guard/index.js';
export {
  consolidate,
  createModelDecider,
  resolveConflict,
  trustOf,
  DEFAULT_THRESHOLDS,
  type ConsolidationAction,
  type ConsolidationPlan,
  type Decider,
  type Decision,
} from './consolidate/index.js';
export { createLanguageModel, languageModelFromEnv, parseLlmSpec, generateStructured, type LlmSpec } from './providers/index.js';
export { createMemoryTools, MEMORY_CATEGORIES, type MemoryToolsOptions } from './tools/index.js';
export { Assistant, routeByRules, type TurnOptions, type TurnResult, type Route, type RouteDecision } from './assistant/index.js';
export { mnemoMiddleware, type MnemoMiddleware, type MnemoMiddlewareOptions, type PerCall } from './adapters/ai-sdk/index.js';
