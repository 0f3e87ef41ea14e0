/**
 * The facade. It resolves the caller once per call and sequences the stages; it owns no domain
 * logic: remember = ingest → guard → embed → store; corrections go through `correct/`, profile
 * fields through `profile/`; recall = retrieve → rank; context = stable block + recall → pack.
 * Every method takes the caller's scope first; the store filters by it in every query.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { MnemoAdmin } from './admin.js';
import { assertReadable, getReadable, readFilter, resolveCaller, type Caller } from './caller.js';
import { consolidate } from './consolidate/consolidate.js';
import type { Decider } from './consolidate/decide.js';
import type { ConsolidationAction } from './consolidate/plan.js';
import { forgetMemory, noteMemory, updateMemory, type Replacement, type UpdateOptions } from './correct/correct.js';
import type { WriteDeps } from './correct/deps.js';
import { historyOfChain } from './correct/history.js';
import type { EmbeddingGate } from './embedding-gate.js';
import { MnemoError } from './errors.js';
import type { Candidate } from './extract/types.js';
import type { GuardLimits } from './guard/index.js';
import { rememberAll, type RememberManyOptions } from './correct/remember.js';
import type { RememberInput } from './ingest/record.js';
import { JobWorker, type JobHandlers, type WorkerTally } from './jobs/worker.js';
import type { Logger } from './logger.js';
import { packEpisodic, type PackedBlock } from './pack/blocks.js';
import { stableBlock } from './pack/stable-block.js';
import { loadTokenizer } from './pack/tokens.js';
import { assertCanWrite } from './policy/namespaces.js';
import { profileKey } from './profile/fields.js';
import { setProfileField, unsetProfileField, type ProfileChangeOptions } from './profile/profile.js';
import { RecallConfigSchema, type RecallConfig, type RecallConfigInput } from './rank/config.js';
import { rankCandidates, type ScoreBreakdown } from './rank/score.js';
import { retrieveCandidates, type Legs } from './retrieve/candidates.js';
import { toScope, type ScopeInput } from './scope-input.js';
import type { WritePathConfig } from './sessions/config.js';
import { SessionManager } from './sessions/manager.js';
import type { Embedder, EmbeddingSpace } from './spec/embedder.js';
import type { EraseReport, NamespaceGrant, StorageAdapter } from './spec/storage.js';
import { queryTermsOf } from './text/terms.js';
import { timeWindowsOf } from './text/time-expressions.js';
import type { HistoryEntry } from './types/history.js';
import { USER_NAMESPACE, type MemoryKind, type MemoryRecord } from './types/memory.js';
import type { ProfileEntry } from './types/profile.js';

/** Everything the facade is built from; see `createMnemo` for the usual way to get one. */
export interface MnemoParts {
  readonly store: StorageAdapter;
  /** Embeds into the store's embedding space (shared with the job handlers). */
  readonly embeddings: EmbeddingGate;
  readonly logger: Logger;
  readonly recall: RecallConfig;
  readonly limits: GuardLimits;
  /** The clock; tests and imports of old data may set it. */
  readonly now: () => Date;
  /** The language model for extraction, consolidation and the assistant; null offline. */
  readonly llm: LanguageModelV4 | null;
  /** Decides candidates in the similarity band; null offline (keep both, flag for review). */
  readonly decider: Decider | null;
  readonly writePath: WritePathConfig;
  /** The durable jobs' handlers by job type (the composition root wires them). */
  readonly jobHandlers: JobHandlers;
}

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
}

/** How a change is attributed in history. */
export interface ChangeOptions {
  readonly reason?: string;
}

export type { UpdateOptions, Replacement } from './correct/correct.js';

/** The memory engine. Get one from `createMnemo`. */
export class Mnemo {
  /** Sessions (M4): open, resume, list, end; append events; extraction triggers (M5). */
  readonly sessions: SessionManager;
  /** The durable job worker (M9). In the background unless `writePath.background` is false. */
  readonly worker: JobWorker;
  /** Store statistics, the job queue, sources, export/import and re-embedding, with the facade's guards and policy. */
  readonly admin: MnemoAdmin;
  private readonly writes: WriteDeps;

  constructor(private readonly parts: MnemoParts) {
    const { store, writePath: config, logger, now } = parts;
    this.worker = new JobWorker({ store, config, logger, now, handlers: parts.jobHandlers });
    this.sessions = new SessionManager({
      store,
      config,
      logger,
      now,
      onQueued: () => {
        if (config.background) this.worker.kick();
      },
    });
    this.writes = { store, embeddings: parts.embeddings, limits: parts.limits, now };
    this.admin = new MnemoAdmin({
      store,
      embedder: parts.embeddings.embedder,
      limits: parts.limits,
      now,
      embed: (texts) => this.embed(texts),
      ensureSpace: () => this.ensureSpace(),
    });
  }

  /** The language model in use, or null offline. */
  get llm(): LanguageModelV4 | null {
    return this.parts.llm;
  }

  /** The logger the engine writes to. */
  get logger(): Logger {
    return this.parts.logger;
  }

  /** The engine's clock (relative times the user says, "last month", resolve against it). */
  now(): Date {
    return this.parts.now();
  }

  /** The write path's settings. */
  get writePathConfig(): WritePathConfig {
    return this.parts.writePath;
  }

  /**
   * Waits until queued memory writing is finished (M9): runs due jobs in this process, waiting out
   * retry delays, until none is pending for `scope` (every user when absent) or `timeoutMs` passes.
   * Returns what it did and how many jobs are still pending.
   */
  async flush(options: { scope?: ScopeInput; timeoutMs?: number } = {}): Promise<WorkerTally & { pending: number }> {
    await this.worker.idle();
    const scope = options.scope ? toScope(options.scope) : undefined;
    return this.worker.drain({ scope, timeoutMs: options.timeoutMs });
  }

  /** The embedder in use. */
  get embedder(): Embedder {
    return this.parts.embeddings.embedder;
  }

  // -- write -----------------------------------------------------------------------------------

  /** Remembers one thing explicitly (M10). Returns the stored record. */
  async remember(scopeInput: ScopeInput, input: RememberInput): Promise<MemoryRecord> {
    const [record] = await this.rememberMany(scopeInput, [input]);
    return record as MemoryRecord;
  }

  /**
   * Remembers many things in batches; each batch of `batchSize` is one transaction.
   * Validation runs first for the whole list, so bad input stores nothing.
   */
  async rememberMany(scopeInput: ScopeInput, inputs: readonly RememberInput[], options: RememberManyOptions = {}): Promise<MemoryRecord[]> {
    const out = await rememberAll(this.writes, await this.caller(scopeInput), inputs, options);
    this.parts.logger.debug('remembered', { count: out.length });
    return out;
  }

  /**
   * Corrects a memory: the old version is invalidated (kept, with the reason) and a new one replaces
   * it, linked both ways, with the old one's notes (unless `keepNotes: false`) and a triple taken
   * from `triple` or derived from the new text. A profile field the memory held moves with it.
   * Only the current version can be corrected (SUPERSEDED names it otherwise).
   */
  async update(scopeInput: ScopeInput, id: string, content: string, options: UpdateOptions = {}): Promise<Replacement> {
    return updateMemory(this.writes, await this.caller(scopeInput), id, content, options);
  }

  /** Attaches a clarifying note to a memory (same id; the note is searched and shown with it). */
  async note(scopeInput: ScopeInput, id: string, note: string, options: ChangeOptions = {}): Promise<MemoryRecord> {
    return noteMemory(this.writes, await this.caller(scopeInput), id, note, options);
  }

  /** Forgets a memory (and the profile field it held): invalidated, not deleted; it stays in history and `--include-invalid` reads. */
  async forget(scopeInput: ScopeInput, id: string, options: ChangeOptions = {}): Promise<{ memory: MemoryRecord; alreadyForgotten: boolean }> {
    return forgetMemory(this.writes, await this.caller(scopeInput), id, options);
  }

  /**
   * Applies candidate memories and forget requests now, through consolidation, in one transaction
   * (the memory editor and the memory tools use this; extraction jobs do the same in the background).
   * Returns what was done, with reasons.
   */
  async applyCandidates(
    scopeInput: ScopeInput,
    candidates: readonly Candidate[],
    /** `forget`: topics, or requests with the user's reason ("no longer at Acme") for history. */
    options: { forget?: readonly (string | { readonly topic: string; readonly reason?: string | undefined })[]; reason?: string } = {},
  ): Promise<ConsolidationAction[]> {
    const caller = await this.caller(scopeInput);
    const { scope, access } = caller;
    for (const c of candidates) assertCanWrite(access, scope, access.defaultNamespace, c.source);
    const space = await this.parts.embeddings.space();
    const plan = await consolidate(
      {
        store: this.parts.store,
        embed: (texts) => this.embed(texts),
        embeddingModel: space.modelId,
        limits: this.parts.limits,
        now: this.parts.now(),
        namespace: access.defaultNamespace,
        readable: access.readable,
        canWrite: access.canWrite,
        actor: caller.actor,
        decider: this.parts.decider,
        thresholds: { duplicate: this.parts.writePath.duplicateThreshold, novel: this.parts.writePath.novelThreshold },
        origin: scope.sessionId ? `session:${scope.sessionId}` : 'direct',
        because: options.reason,
      },
      scope,
      candidates,
      (options.forget ?? []).map((f) => (typeof f === 'string' ? { topic: f, eventSeqs: [] } : { topic: f.topic, reason: f.reason, eventSeqs: [] })),
    );
    if (plan.ops.length > 0) await this.parts.store.write(scope, plan.ops);
    return plan.actions;
  }

  /** Hard-deletes everything stored for a user (memories, lineage, history, profile). Only the user themself may do this. */
  async erase(scopeInput: ScopeInput): Promise<EraseReport> {
    const scope = toScope(scopeInput);
    if (scope.agentId) throw new MnemoError('POLICY_DENIED', 'erasing a user’s data is an explicit user action; agents cannot do it');
    return this.parts.store.eraseUser(scope);
  }

  // -- profile and facts -----------------------------------------------------------------------

  /** The user's profile fields. */
  async profile(scopeInput: ScopeInput): Promise<ProfileEntry[]> {
    const caller = await this.caller(scopeInput);
    assertReadable(caller, USER_NAMESPACE);
    return this.parts.store.getProfile(caller.scope);
  }

  /**
   * Sets a profile field (user namespace: explicit user action or bootstrap only). The memory that
   * held the old value is superseded by the new value's fact memory (or one is created).
   */
  async setProfile(scopeInput: ScopeInput, key: string, value: unknown, options: ProfileChangeOptions = {}): Promise<ProfileEntry> {
    return setProfileField(this.writes, await this.caller(scopeInput), key, value, options);
  }

  /** Removes a profile field and invalidates its fact memory; the removal is kept in history. */
  async unsetProfile(scopeInput: ScopeInput, key: string, options: ChangeOptions = {}): Promise<boolean> {
    return unsetProfileField(this.writes, await this.caller(scopeInput), key, options);
  }

  /** Facts (triples) by subject, predicate or object: "who has the user mentioned working with?". */
  async facts(scopeInput: ScopeInput, query: { subject?: string; predicate?: string; object?: string; includeInvalid?: boolean } = {}): Promise<MemoryRecord[]> {
    const caller = await this.caller(scopeInput);
    const filter = readFilter(caller, { includeInvalid: query.includeInvalid }, this.parts.now());
    return this.parts.store.queryFacts(caller.scope, { filter, subject: query.subject, predicate: query.predicate, object: query.object });
  }

  // -- read ------------------------------------------------------------------------------------

  /** One memory by id (NOT_FOUND when absent or another user's). */
  async get(scopeInput: ScopeInput, id: string): Promise<MemoryRecord> {
    return getReadable(this.parts.store, await this.caller(scopeInput), id);
  }

  /** Memories newest first. Current ones unless `includeInvalid`. */
  async list(scopeInput: ScopeInput, options: { kinds?: MemoryKind[]; includeInvalid?: boolean; limit?: number; offset?: number } = {}): Promise<MemoryRecord[]> {
    const caller = await this.caller(scopeInput);
    const filter = readFilter(caller, options, this.parts.now());
    return this.parts.store.listMemories(caller.scope, { filter, limit: options.limit ?? 100, offset: options.offset });
  }

  /** The change history of a memory, including the memories it superseded or was superseded by. */
  async history(scopeInput: ScopeInput, id: string): Promise<HistoryEntry[]> {
    const caller = await this.caller(scopeInput);
    return historyOfChain(this.parts.store, caller, await getReadable(this.parts.store, caller, id));
  }

  /** History of a profile field. */
  async profileHistory(scopeInput: ScopeInput, key: string): Promise<HistoryEntry[]> {
    return this.parts.store.getHistory(toScope(scopeInput), { kind: 'profile', id: profileKey(key) });
  }

  /** Hybrid recall (M12): keyword + vector + recency, ranked with importance, best first. */
  async recall(scopeInput: ScopeInput, query: string, options: RecallOptions = {}): Promise<Recalled[]> {
    return this.recallFor(await this.caller(scopeInput), query, options);
  }

  /**
   * Memory context for one model call (M11, M13): a stable block of profile and preferences for the
   * system prompt (frozen per session when the scope names one) and an episodic block for the
   * latest user turn, together within `budget` tokens. Included memories are touched.
   */
  async context(scopeInput: ScopeInput, query: string, options: ContextOptions = {}): Promise<ContextResult> {
    const caller = await this.caller(scopeInput);
    const budget = options.budget ?? 1000;
    if (!Number.isInteger(budget) || budget < 1) throw new MnemoError('INVALID_INPUT', 'the budget must be a positive whole number of tokens');
    const perLine = options.perMemoryTokens ?? 120;
    const tokenizer = await loadTokenizer();
    const stable = await stableBlock(this.parts.store, caller, {
      preferences: readFilter(caller, { kinds: ['preference'] }, this.parts.now()),
      cap: Math.min(options.stableTokens ?? 300, budget),
      perLine,
      tokenizer,
    });
    const recalled = await this.recallFor(caller, query, { ...options.recall, k: options.k ?? 20 });
    const inStable = new Set(stable.memoryIds);
    const episodicBudget = budget - stable.tokens - (stable.tokens > 0 ? 1 : 0);
    const shown = recalled.filter((r) => !inStable.has(r.memory.id)).map((r) => r.memory);
    const episodic = packEpisodic(shown, episodicBudget, perLine, tokenizer);
    await this.parts.store.touch(caller.scope, [...stable.memoryIds, ...episodic.memoryIds], this.parts.now());
    return { stable, episodic, budget, tokens: stable.tokens + episodic.tokens, recalled };
  }

  // -- policy ----------------------------------------------------------------------------------

  /** Grants an agent access to a namespace in a tenant (M16). */
  async grant(grant: Omit<NamespaceGrant, 'tenantId'> & { tenantId?: string }): Promise<void> {
    await this.parts.store.putGrant({ ...grant, tenantId: grant.tenantId ?? 'default' });
  }

  /** Removes a grant. */
  async revoke(grant: { tenantId?: string; agentId: string; namespace: string }): Promise<void> {
    await this.parts.store.deleteGrant({ ...grant, tenantId: grant.tenantId ?? 'default' });
  }

  /** The grants of a tenant. */
  async grants(tenantId = 'default', agentId?: string): Promise<NamespaceGrant[]> {
    return this.parts.store.listGrants(tenantId, agentId);
  }

  /** Stops the background worker (finishing the job in hand) and closes the store. */
  async close(): Promise<void> {
    await this.worker.stop();
    await this.parts.store.close();
  }

  // -- internals -------------------------------------------------------------------------------

  /** Embeds texts with the configured embedder. */
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    return this.parts.embeddings.embed(texts);
  }

  /** The embedder's space, recorded in the store on first use; a different one is refused. */
  async ensureSpace(): Promise<EmbeddingSpace> {
    return this.parts.embeddings.space();
  }

  private caller(scopeInput: ScopeInput): Promise<Caller> {
    return resolveCaller(this.parts.store, scopeInput);
  }

  private async recallFor(caller: Caller, query: string, options: RecallOptions): Promise<Recalled[]> {
    if (typeof query !== 'string' || query.trim() === '') throw new MnemoError('INVALID_INPUT', 'the query is empty: say what to recall');
    if (query.length > 10_000) throw new MnemoError('INVALID_INPUT', 'the query is longer than 10,000 characters: shorten it');
    const k = options.k ?? 10;
    if (!Number.isInteger(k) || k < 1 || k > 1000) throw new MnemoError('INVALID_INPUT', 'k must be an integer from 1 to 1000');
    const config = options.config ? RecallConfigSchema.parse({ ...this.parts.recall, ...options.config }) : this.parts.recall;
    const filter = readFilter(caller, options, this.parts.now());
    const now = options.asOf ?? this.parts.now();
    const embeddings = this.parts.embeddings;
    const candidates = await retrieveCandidates(
      { store: this.parts.store, embedQuery: (text) => embeddings.embedQuery(text) },
      caller.scope,
      query,
      filter,
      Math.max(config.candidates, k),
      options.legs,
    );
    return rankCandidates(candidates, now, config, { timeWindows: timeWindowsOf(query, this.parts.now()), terms: queryTermsOf(query) })
      .slice(0, k)
      .map((r) => ({ memory: r.record, score: r.score, scores: r.scores }));
  }
}
