/**
 * The option and result types of the facade's read calls (recall, context), kept apart from the
 * facade so that it stays a sequence of stages. `mnemo.ts` re-exports them.
 */
import type { AttributeTable, TopicSpec } from '../core/attributes/index.js';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { StorageAdapter } from '../core/contracts/storage.js';
import type { Logger } from '../core/logger.js';
import type { ForgettingConfig } from '../keep/forget/config.js';
import type { EmbeddingGate } from '../models/embedding-gate.js';
import type { RecallConfig } from '../read/rank/config.js';
import type { Decider } from '../write/consolidate/decide.js';
import type { GuardLimits } from '../write/guard/index.js';
import type { JobHandlers } from '../write/jobs/worker.js';
import type { WritePathConfig } from '../write/sessions/config.js';
import type { PackedBlock } from '../read/pack/blocks.js';
import type { RecallConfigInput } from '../read/rank/config.js';
import type { ScoreBreakdown } from '../read/rank/score.js';
import type { Legs } from '../read/retrieve/candidates.js';
import type { SkillSummary } from '../keep/skills/skills.js';
import type { MemoryKind, MemoryRecord } from '../core/types/memory.js';

/** Options of a recall. */
export interface RecallOptions {
  /** How many memories to return (default 10). */
  readonly k?: number;
  readonly kinds?: readonly MemoryKind[];
  /** Also return forgotten, superseded and expired memories. */
  readonly includeInvalid?: boolean;
  /** Recall what was valid at this instant instead of now. */
  readonly asOf?: Date;
  /** Which legs to run (default both). */
  readonly legs?: Legs;
  /** Per-call overrides of the recall configuration. */
  readonly config?: RecallConfigInput;
}

/** A query of {@link Mnemo.facts}. */
export interface FactsQuery {
  readonly subject?: string;
  /** A predicate by its key or an alias (`lives_in` finds `location`). */
  readonly predicate?: string;
  readonly object?: string;
  /** Also superseded and forgotten facts. */
  readonly includeInvalid?: boolean;
  /** The facts valid at this instant instead of now. */
  readonly asOf?: Date;
}

/** Options of {@link Mnemo.list}. */
export interface ListMemoryOptions {
  readonly kinds?: readonly MemoryKind[];
  /** Also forgotten, superseded and expired memories. */
  readonly includeInvalid?: boolean;
  /** Only memories maintenance archived for low confidence. */
  readonly archived?: boolean;
  /** Only memories flagged for review (`true`) or only unflagged ones (`false`); the store filters, so it reads no other row. */
  readonly flagged?: boolean;
  /** Default 100, at most 10,000. */
  readonly limit?: number;
  readonly offset?: number;
}

/** One recalled memory with the scores that ranked it. */
export interface Recalled {
  readonly memory: MemoryRecord;
  readonly score: number;
  readonly scores: ScoreBreakdown;
}

/** Options of {@link Mnemo.context}. */
export interface ContextOptions {
  /** Total tokens for both blocks (default 1000). */
  readonly budget?: number;
  /** Cap of the stable block (default 300, never more than the budget). */
  readonly stableTokens?: number;
  /** Cap of one memory line (default 120). */
  readonly perMemoryTokens?: number;
  /** Memories recalled for the episodic block before packing (default 20). */
  readonly k?: number;
  readonly recall?: Omit<RecallOptions, 'k'>;
  /**
   * Read without writing (a read key, a preview): no memory is touched, no TTL renewed and no block
   * frozen; a block already frozen for the session is still served.
   */
  readonly readOnly?: boolean;
}

/** What {@link Mnemo.context} returns. */
export interface ContextResult {
  /** For the system prompt; identical for the whole session when a session id is given. */
  readonly stable: PackedBlock & { readonly frozen: boolean };
  /** For next to the latest user turn. */
  readonly episodic: PackedBlock;
  readonly budget: number;
  readonly tokens: number;
  readonly recalled: readonly Recalled[];
  /** The skills listed (name and description only) at the end of the episodic block; load one with `skills.load`. */
  readonly skills: readonly Pick<SkillSummary, 'name' | 'description'>[];
}

/** Everything the facade is built from; see `createMnemo` for the usual way to get one. */
export interface MnemoParts {
  readonly store: StorageAdapter;
  /** Embeds into the store's embedding space (shared with the job handlers). */
  readonly embeddings: EmbeddingGate;
  readonly logger: Logger;
  readonly recall: RecallConfig;
  readonly limits: GuardLimits;
  /** The attribute model (default: the built-in table). */
  readonly attributes?: AttributeTable;
  /** The request topics and the attributes each bears on (default: the built-in topics). */
  readonly topics?: readonly TopicSpec[];
  /** The clock; tests and imports of old data may set it. */
  readonly now: () => Date;
  /** The language model for extraction, consolidation and the assistant; null offline. */
  readonly llm: LanguageModelV4 | null;
  /** Decides candidates in the similarity band; null offline (keep both, flag for review). */
  readonly decider: Decider | null;
  readonly writePath: WritePathConfig;
  /** Decay, archiving, confidence ageing and the maintenance schedule. */
  readonly forgetting: ForgettingConfig;
  /** The durable jobs' handlers by job type (the composition root wires them). */
  readonly jobHandlers: JobHandlers;
}

/** How a change is attributed in history. */
export interface ChangeOptions {
  readonly reason?: string;
}

// Types of the facade's signatures that live below the engine, for the surfaces (which import the engine, not the stages).
export type { RememberInput } from '../write/ingest/record.js';
export type { Candidate } from '../write/extract/types.js';
export type { MaintenanceReport } from '../keep/forget/maintain.js';
