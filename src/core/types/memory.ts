/**
 * The memory record (M2) and the values around it. Plain data, no I/O.
 */
import type { Scope } from './scope.js';

/**
 * The kinds of long-term memory (M1). Working memory is built per call and conversation memory
 * is the session log; neither is stored as a record.
 * - `fact`: a decontextualised fact about the user or their world (semantic memory)
 * - `preference`: how the user wants things done (semantic memory, read every turn)
 * - `episode`: a timestamped event or past interaction (episodic memory, recalled on demand)
 * - `procedure`: a skill or routine (procedural memory)
 */
export const MEMORY_KINDS = ['fact', 'preference', 'episode', 'procedure'] as const;
/** One of {@link MEMORY_KINDS}. */
export type MemoryKind = (typeof MEMORY_KINDS)[number];

/**
 * Where a memory came from (M14), in trust order from most to least trusted:
 * bootstrapped from a system of record, said explicitly by the user, extracted from what the user
 * said, produced by a tool, written by an agent, or derived by consolidation.
 */
export const SOURCE_TYPES = ['bootstrap', 'user_explicit', 'user_implicit', 'tool', 'agent', 'consolidation', 'import'] as const;
/** One of {@link SOURCE_TYPES}. */
export type SourceType = (typeof SOURCE_TYPES)[number];

/** A source a memory was derived from. One memory may have several; one source may feed several. */
export interface SourceRef {
  readonly type: SourceType;
  /** The id of the source in its own system (a session event, a document, a tool call); null when unknown. */
  readonly id: string | null;
}

/** How a source id names an API key bound to no user and no agent: a service writing, not the user speaking. */
const SERVICE_KEY_PREFIX = 'service-key:';

/** The source of an explicit write through the unbound API key `keyId` (labelled as a service, never "user said"). */
export function serviceSource(keyId: string): SourceRef {
  return { type: 'user_explicit', id: `${SERVICE_KEY_PREFIX}${keyId}` };
}

/** True when `source` is a write through an unbound API key ({@link serviceSource}). */
export function isServiceSource(source: SourceRef): boolean {
  return source.id?.startsWith(SERVICE_KEY_PREFIX) === true;
}

/** A subject–predicate–object fact (M3), e.g. `alice · works_on · infra team`. */
export interface Triple {
  readonly subject: string;
  readonly predicate: string;
  readonly object: string;
}

/**
 * Set by consolidation on a memory it kept beside a similar one when no model was there to decide
 * between them: a person (or a later run with a model) should look at the pair.
 */
export interface ReviewFlag {
  /** The similar memory it was kept beside. */
  readonly similarTo: string;
  /** Their cosine similarity, rounded. */
  readonly similarity: number;
}

/** The namespace of memories about the user, written only by explicit user action (M16). */
export const USER_NAMESPACE = 'user';

/** The default namespace of an agent's own notes. */
export function agentNamespace(agentId: string): string {
  return `agent:${agentId}`;
}

/** A stored memory. Dates are `Date`s; an adapter converts at its edge. */
export interface MemoryRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly userId: string;
  readonly agentId: string | null;
  readonly sessionId: string | null;
  readonly namespace: string;
  readonly kind: MemoryKind;
  /** One self-contained sentence. */
  readonly content: string;
  /** Clarifying notes attached later; searched and shown with the content. */
  readonly notes: readonly string[];
  readonly triple: Triple | null;
  /** 0..1: how much this matters (≥ 0.9 marks a hard rule that is never auto-pruned). */
  readonly importance: number;
  /** 0..1: how sure we are it is true. */
  readonly confidence: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** When it was last put into a context; recency is measured from here (or `validFrom`). */
  readonly lastAccessedAt: Date | null;
  readonly accessCount: number;
  /** Per-memory recency half-life in days; null uses the kind's default. */
  readonly halfLifeDays: number | null;
  /** After this instant the memory is expired (TTL) and not recalled. */
  readonly expiresAt: Date | null;
  /** When the fact became true or the event happened. */
  readonly validFrom: Date;
  /** When it stopped being true (forgotten, superseded, contradicted). Kept, not deleted. */
  readonly invalidatedAt: Date | null;
  readonly invalidationReason: string | null;
  /** The memory that replaced this one, when it was superseded. */
  readonly supersededBy: string | null;
  /**
   * When maintenance archived it for low confidence: kept and listable (`archived`), but out of
   * recall and current reads by default.
   */
  readonly archivedAt: Date | null;
  /** The primary source; all sources are in the lineage table. */
  readonly source: SourceRef;
  readonly embedding: Float32Array | null;
  /** Id of the embedding model that produced `embedding`. */
  readonly embeddingModel: string | null;
  /** The memory this one replaced (a correction's backward link; `supersededBy` is the forward one). */
  readonly supersedes: string | null;
  /** The profile field this memory states (`name`, `team`, `preference.<topic>`), when it states one. */
  readonly profileKey: string | null;
  /** How many later statements repeated it (consolidation's reinforce); the conflict policy weighs it. */
  readonly corroborations: number;
  /** Set when consolidation kept it beside a similar memory without a model to decide. */
  readonly review: ReviewFlag | null;
  /**
   * Text searched with the memory but not part of it: for a conversation turn, the turns just before
   * it. Never shown as the memory's content.
   */
  readonly context: string | null;
  /** Free-form, JSON-serialisable data of the caller's (e.g. the speaker of a turn); the engine keeps none of its own here. */
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** True when a record is recallable at `at`: not invalidated and not expired by then. */
export function isValidAt(record: Pick<MemoryRecord, 'validFrom' | 'invalidatedAt' | 'expiresAt'>, at: Date): boolean {
  const t = at.getTime();
  if (record.invalidatedAt && record.invalidatedAt.getTime() <= t) return false;
  if (record.expiresAt && record.expiresAt.getTime() <= t) return false;
  return true;
}

/** The scope a record belongs to. */
export function scopeOf(record: Pick<MemoryRecord, 'tenantId' | 'userId' | 'agentId' | 'sessionId'>): Scope {
  return { tenantId: record.tenantId, userId: record.userId, agentId: record.agentId ?? undefined, sessionId: record.sessionId ?? undefined };
}
