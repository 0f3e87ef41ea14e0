/**
 * Mnemo's public API: what a user of the engine needs. Everything exported here is supported;
 * pipeline internals (ranking, packing, consolidation, guards, extractors, the job worker) are in
 * `mnemo/internals` for tools and experiments, with no stability promise.
 */
export { createMnemo, type MnemoOptions } from './engine/create-mnemo.js';
export { openStore } from './storage/open.js';
export {
  Mnemo,
  type MnemoParts,
  type RecallOptions,
  type Recalled,
  type ContextOptions,
  type ContextResult,
  type FactsQuery,
  type ListMemoryOptions,
  type ChangeOptions,
  type UpdateOptions,
  type Replacement,
} from './engine/mnemo.js';
export type { ReviewDecision, ReviewOutcome, ReviewResolution } from './engine/mnemo.js';
export { SkillLibrary, type Skill, type SkillSummary, type SkillProposal, type AddSkillOptions } from './keep/skills/skills.js';
export { Dreams, type ApprovalReport, type DreamOptions } from './keep/learn/dreams.js';
export { Lessons, type LessonReport, type EpisodeCluster, type LearnedLesson } from './keep/learn/lessons.js';
export { MnemoAdmin, type AdminStats, type ImportLinesOptions, type JobsQuery, type UserSummary } from './engine/admin.js';
export type { ImportReport, ReembedReport } from './keep/transfer/index.js';
export type { ScopeInput } from './core/scope-input.js';
export type { RememberInput } from './write/ingest/record.js';
export type {
  ForgettingConfig,
  ForgettingConfigInput,
  MaintenanceAction,
  MaintenanceReport,
  MaintenanceStep,
  RevocationReport,
  RevocationStep,
} from './keep/forget/index.js';
export { MnemoError, ERROR_CODES, type AnyMnemoError, type ErrorCode, type ErrorCategory, type ErrorDetails, type ErrorDetailsByCode } from './core/errors.js';
export { silentLogger, createStderrLogger, type Logger } from './core/logger.js';

// -- domain values --
export {
  MEMORY_KINDS,
  SOURCE_TYPES,
  USER_NAMESPACE,
  DEFAULT_TENANT,
  EVENT_ROLES,
  JOB_STATUSES,
  EXTRACT_TRIGGERS,
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
  type ReviewFlag,
  type SessionRecord,
  type SessionEvent,
  type NewSessionEvent,
  type EventRole,
  type Job,
  type JobStatus,
  type JobOutcome,
  type JobType,
  type JobWork,
  type TypedJob,
  type NewJob,
  type NewTypedJob,
  type ExtractPayload,
  type MaintainPayload,
  type LearnPayload,
  type LearnTask,
  type Trigger,
} from './core/types/index.js';

// -- the storage contract (for adapter authors; `mnemo/testing` has the conformance suite) --
export { STORAGE_CONTRACT_VERSION, embeddingSpaceOf } from './core/contracts/index.js';
export type {
  StorageAdapter,
  StorageLifecycle,
  MemoryStorage,
  SearchStorage,
  HistoryStorage,
  SessionStorage,
  JobStorage,
  GrantStorage,
  DreamStorage,
  StoreDescription,
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
  PredicatesQuery,
  NamespaceGrant,
  EraseReport,
  StoreStats,
  ScopeSummary,
  ClaimRequest,
  JobQuery,
  Embedder,
  EmbeddingSpace,
} from './core/contracts/index.js';

// -- configuration types of the options --
export { DEFAULT_RECALL_CONFIG, type RecallConfig, type RecallConfigInput } from './read/rank/config.js';
export type { ScoreBreakdown } from './read/rank/score.js';
export type { WritePathConfig, WritePathConfigInput } from './write/sessions/config.js';
export { DEFAULT_GUARD_LIMITS, type GuardLimits } from './write/guard/index.js';
export type { PackedBlock } from './read/pack/blocks.js';
export type {
  Extractor,
  ExtractionInput,
  ExtractionResult,
  ExtractionExample,
  ForgetRequest,
  ModelExtractorOptions,
  Candidate as MemoryCandidate,
} from './write/extract/index.js';
export type { Decider, Decision, ConsolidationAction } from './write/consolidate/index.js';
export type { SessionManager, EventInput } from './write/sessions/index.js';
export type { JobWorker, WorkerTally } from './write/jobs/index.js';

// -- embedders, language models, working memory, memory tools, the assistant --
export * from './models/embedders/index.js';
export { createLanguageModel, languageModelFromEnv, parseLlmSpec, type LlmSpec } from './models/providers/index.js';
export { buildWorkingMemory, type Turn, type Summariser, type WorkingMemory, type WorkingMemoryOptions } from './read/pack/working-memory.js';
export { contextWindow, type ContextWindow, type ContextWindowOptions } from './engine/context-window.js';
export { loadTokenizer, type Tokenizer } from './read/pack/tokens.js';
export { createMemoryTools, MEMORY_CATEGORIES, type MemoryToolsOptions } from './surfaces/tools/index.js';
export { Assistant, MAX_MESSAGE_CHARS, type TurnOptions, type TurnResult, type Route, type RouteDecision } from './surfaces/assistant/index.js';
export { mnemoMiddleware, type MnemoMiddleware, type MnemoMiddlewareOptions, type PerCall } from './surfaces/adapters/ai-sdk/index.js';
