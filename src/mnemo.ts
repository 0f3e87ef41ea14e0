/**
 * The facade. It sequences the pipeline stages and owns nothing else:
 * remember = ingest → guard → embed → store; recall = retrieve → rank; context = recall → pack.
 * Every method takes the caller's scope first; the store filters by it in every query.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { consolidate, type ConsolidationAction } from './consolidate/consolidate.js';
import type { Decider } from './consolidate/decide.js';
import type { Candidate } from './extract/types.js';
import { embedTexts } from './embedders/embed.js';
import type { Extractor } from './extract/types.js';
import { runExtractionJob } from './jobs/extract-job.js';
import { JobWorker, type WorkerTally } from './jobs/worker.js';
import type { WritePathConfig } from './sessions/config.js';
import { SessionManager } from './sessions/manager.js';
import { MnemoError } from './errors.js';
import type { Logger } from './logger.js';
import { guardText, type GuardLimits } from './guard/index.js';
import { newId } from './ids.js';
import { buildRecord, searchableText, snapshot, type RememberInput } from './ingest/record.js';
import { annotate, packEpisodic, packStable, type PackedBlock } from './pack/context.js';
import { loadTokenizer } from './pack/tokens.js';
import { assertCanRead, assertCanWrite, resolveAccess, type Access } from './policy/namespaces.js';
import { RecallConfigSchema, type RecallConfig, type RecallConfigInput } from './rank/config.js';
import { rankCandidates, type ScoreBreakdown } from './rank/score.js';
import { retrieveCandidates, type Legs } from './retrieve/candidates.js';
import { toScope, type ScopeInput } from './scope-input.js';
import { embeddingSpaceOf, type Embedder, type EmbeddingSpace } from './spec/embedder.js';
import type { EraseReport, NamespaceGrant, RecordFilter, StorageAdapter, Validity, WriteOp } from './spec/storage.js';
import { indexTermsOf, queryTermsOf } from './text/terms.js';
import { timeWindowsOf } from './text/time-expressions.js';
import type { Actor, HistoryEntry, HistoryOp } from './types/history.js';
import type { MemoryKind, MemoryRecord, SourceType } from './types/memory.js';
import type { ProfileEntry } from './types/profile.js';
import type { Scope } from './types/scope.js';

/** Everything the facade is built from; see `createMnemo` for the usual way to get one. */
export interface MnemoParts {
  readonly store: StorageAdapter;
  readonly embedder: Embedder;
  readonly logger: Logger;
  readonly recall: RecallConfig;
  readonly limits: GuardLimits;
  /** The clock; tests and imports of old data may set it. */
  readonly now: () => Date;
  /** The language model for extraction, consolidation and the assistant; null offline. */
  readonly llm: LanguageModelV4 | null;
  /** Turns conversation into candidate memories (the model, or the offline rules). */
  readonly extractor: Extractor;
  /** Decides candidates in the similarity band; null offline (keep both, flag for review). */
  readonly decider: Decider | null;
  readonly writePath: WritePathConfig;
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

/** The memory engine. Get one from `createMnemo`. */
export class Mnemo {
  private spaceChecked: EmbeddingSpace | null = null;
  /** Sessions (M4): open, resume, list, end; append events; extraction triggers (M5). */
  readonly sessions: SessionManager;
  /** The durable job worker (M9). In the background unless `writePath.background` is false. */
  readonly worker: JobWorker;

  constructor(private readonly parts: MnemoParts) {
    this.worker = new JobWorker({
      store: parts.store,
      config: parts.writePath,
      logger: parts.logger,
      now: parts.now,
      handlers: {
        extract: (job, workerId) =>
          runExtractionJob(
            {
              store: parts.store,
              extractor: parts.extractor,
              decider: parts.decider,
              embed: (texts) => this.embed(texts),
              embeddingModel: async () => (await this.ensureSpace()).modelId,
              limits: parts.limits,
              config: parts.writePath,
              logger: parts.logger,
              now: parts.now,
            },
            job,
            workerId,
          ),
      },
    });
    this.sessions = new SessionManager({
      store: parts.store,
      config: parts.writePath,
      logger: parts.logger,
      now: parts.now,
      onQueued: () => {
        if (parts.writePath.background) this.worker.kick();
      },
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

  /** The storage adapter (for tools such as export and doctor). */
  get store(): StorageAdapter {
    return this.parts.store;
  }

  /** The embedder in use. */
  get embedder(): Embedder {
    return this.parts.embedder;
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
  async rememberMany(
    scopeInput: ScopeInput,
    inputs: readonly RememberInput[],
    options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
  ): Promise<MemoryRecord[]> {
    const scope = toScope(scopeInput);
    const access = await resolveAccess(this.parts.store, scope);
    const now = this.parts.now();
    const built = inputs.map((input) => {
      const namespace = input.namespace ?? access.defaultNamespace;
      const b = buildRecord(scope, input, namespace, now, this.parts.limits);
      assertCanWrite(access, scope, namespace, b.record.source.type);
      return b;
    });
    const space = await this.ensureSpace();
    const out: MemoryRecord[] = [];
    const size = Math.max(1, options.batchSize ?? 1000);
    for (let i = 0; i < built.length; i += size) {
      const part = built.slice(i, i + size);
      const vectors = await this.embed(part.map((b) => searchableText(b.record)));
      const ops: WriteOp[] = [];
      part.forEach((b, j) => {
        const record: MemoryRecord = { ...b.record, embedding: vectors[j] ?? null, embeddingModel: space.modelId };
        out.push(record);
        ops.push(
          { type: 'insertMemory', memory: { record, searchTerms: indexTermsOf(searchableText(record)) } },
          this.historyOp(scope, record.id, 'create', null, snapshot(record), b.reason ?? null, now),
        );
      });
      await this.parts.store.write(scope, ops);
      options.onProgress?.(Math.min(i + size, built.length), built.length);
    }
    this.parts.logger.debug('remembered', { count: out.length });
    return out;
  }

  /**
   * Corrects a memory: the old one is invalidated (kept, with the reason) and a new one replaces
   * it, linked both ways. History of either id shows both.
   */
  async update(scopeInput: ScopeInput, id: string, content: string, options: ChangeOptions = {}): Promise<{ previous: MemoryRecord; current: MemoryRecord }> {
    const scope = toScope(scopeInput);
    const { record: old, access } = await this.getWritable(scope, id);
    const text = guardText(content, this.parts.limits);
    if (old.invalidatedAt) throw new MnemoError('INVALID_INPUT', 'this memory is no longer valid (forgotten or superseded): update the current one');
    const now = this.parts.now();
    const reason = options.reason ?? 'corrected by the user';
    const space = await this.ensureSpace();
    const draft: MemoryRecord = {
      ...old,
      id: newId('m'),
      content: text,
      notes: [],
      triple: null,
      confidence: Math.max(old.confidence, 0.9),
      createdAt: now,
      updatedAt: now,
      lastAccessedAt: null,
      accessCount: 0,
      validFrom: now,
      source: { type: scope.agentId ? 'agent' : 'user_explicit', id: null },
      metadata: { ...old.metadata, supersedes: old.id },
    };
    assertCanWrite(access, scope, draft.namespace, draft.source.type);
    const [vector] = await this.embed([searchableText(draft)]);
    const current: MemoryRecord = { ...draft, embedding: vector ?? null, embeddingModel: space.modelId };
    const previous: MemoryRecord = { ...old, invalidatedAt: now, invalidationReason: reason, supersededBy: current.id, updatedAt: now };
    await this.parts.store.write(scope, [
      { type: 'insertMemory', memory: { record: current, searchTerms: indexTermsOf(searchableText(current)) } },
      { type: 'addSources', memoryId: current.id, sources: [{ type: 'consolidation', id: old.id }] },
      { type: 'patchMemory', id: old.id, patch: { invalidatedAt: now, invalidationReason: reason, supersededBy: current.id, updatedAt: now } },
      this.historyOp(scope, old.id, 'supersede', snapshot(old), { supersededBy: current.id, content: current.content }, reason, now),
      this.historyOp(scope, current.id, 'create', { supersedes: old.id, content: old.content }, snapshot(current), reason, now),
    ]);
    return { previous, current };
  }

  /** Attaches a clarifying note to a memory (same id; the note is searched and shown with it). */
  async note(scopeInput: ScopeInput, id: string, note: string, options: ChangeOptions = {}): Promise<MemoryRecord> {
    const scope = toScope(scopeInput);
    const { record: old } = await this.getWritable(scope, id);
    const text = guardText(note, this.parts.limits, 'note');
    const now = this.parts.now();
    const notes = [...old.notes, text];
    const space = await this.ensureSpace();
    const [vector] = await this.embed([searchableText({ content: old.content, notes, metadata: old.metadata })]);
    await this.parts.store.write(scope, [
      { type: 'patchMemory', id, patch: { notes, searchTerms: indexTermsOf(searchableText({ content: old.content, notes, metadata: old.metadata })), embedding: vector ?? null, embeddingModel: space.modelId, updatedAt: now } },
      this.historyOp(scope, id, 'note', { notes: old.notes }, { notes }, options.reason ?? null, now),
    ]);
    return { ...old, notes, updatedAt: now, embedding: vector ?? null, embeddingModel: space.modelId };
  }

  /** Forgets a memory: invalidated, not deleted; it stays in history and `--include-invalid` reads. */
  async forget(scopeInput: ScopeInput, id: string, options: ChangeOptions = {}): Promise<{ memory: MemoryRecord; alreadyForgotten: boolean }> {
    const scope = toScope(scopeInput);
    const { record } = await this.getWritable(scope, id);
    if (record.invalidatedAt) return { memory: record, alreadyForgotten: true };
    const now = this.parts.now();
    const reason = options.reason ?? 'forgotten at the user’s request';
    await this.parts.store.write(scope, [
      { type: 'patchMemory', id, patch: { invalidatedAt: now, invalidationReason: reason, updatedAt: now } },
      this.historyOp(scope, id, 'invalidate', { invalidatedAt: null }, { invalidatedAt: now.toISOString() }, reason, now),
    ]);
    return { memory: { ...record, invalidatedAt: now, invalidationReason: reason, updatedAt: now }, alreadyForgotten: false };
  }

  /**
   * Applies candidate memories and forget requests now, through consolidation, in one transaction
   * (the memory editor and the memory tools use this; extraction jobs do the same in the background).
   * Returns what was done, with reasons.
   */
  async applyCandidates(
    scopeInput: ScopeInput,
    candidates: readonly Candidate[],
    options: { forget?: readonly string[]; reason?: string } = {},
  ): Promise<ConsolidationAction[]> {
    const scope = toScope(scopeInput);
    const access = await resolveAccess(this.parts.store, scope);
    for (const c of candidates) assertCanWrite(access, scope, access.defaultNamespace, c.source);
    const space = await this.ensureSpace();
    const actor: Actor = scope.agentId ? { type: 'agent', id: scope.agentId } : { type: 'user', id: scope.userId };
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
        actor,
        decider: this.parts.decider,
        thresholds: { duplicate: this.parts.writePath.duplicateThreshold, novel: this.parts.writePath.novelThreshold },
        origin: scope.sessionId ? `session:${scope.sessionId}` : 'direct',
        because: options.reason,
      },
      scope,
      candidates,
      (options.forget ?? []).map((topic) => ({ topic, eventSeqs: [] })),
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
    const scope = toScope(scopeInput);
    const access = await resolveAccess(this.parts.store, scope);
    assertCanRead(access, scope, 'user');
    return this.parts.store.getProfile(scope);
  }

  /** Sets a profile field (user namespace: explicit user action or bootstrap only). */
  async setProfile(scopeInput: ScopeInput, key: string, value: unknown, options: ChangeOptions & { source?: SourceType } = {}): Promise<ProfileEntry> {
    const scope = toScope(scopeInput);
    const access = await resolveAccess(this.parts.store, scope);
    const source = options.source ?? (scope.agentId ? 'agent' : 'user_explicit');
    assertCanWrite(access, scope, 'user', source);
    const k = profileKey(key);
    const text = typeof value === 'string' ? guardText(value, this.parts.limits, 'profile value') : value;
    if (typeof text !== 'string') guardText(JSON.stringify(text), this.parts.limits, 'profile value');
    const now = this.parts.now();
    const old = (await this.parts.store.getProfile(scope)).find((p) => p.key === k);
    const entry: ProfileEntry = { key: k, value: text, source, updatedAt: now };
    await this.parts.store.write(scope, [
      { type: 'setProfile', entry },
      this.historyOp(scope, k, 'set', old?.value ?? null, text, options.reason ?? null, now, 'profile'),
    ]);
    return entry;
  }

  /** Removes a profile field; the removal is kept in history. */
  async unsetProfile(scopeInput: ScopeInput, key: string, options: ChangeOptions = {}): Promise<boolean> {
    const scope = toScope(scopeInput);
    const access = await resolveAccess(this.parts.store, scope);
    assertCanWrite(access, scope, 'user', scope.agentId ? 'agent' : 'user_explicit');
    const k = profileKey(key);
    const old = (await this.parts.store.getProfile(scope)).find((p) => p.key === k);
    if (!old) return false;
    const now = this.parts.now();
    await this.parts.store.write(scope, [{ type: 'unsetProfile', key: k }, this.historyOp(scope, k, 'unset', old.value, null, options.reason ?? null, now, 'profile')]);
    return true;
  }

  /** Facts (triples) by subject, predicate or object: "who has the user mentioned working with?". */
  async facts(scopeInput: ScopeInput, query: { subject?: string; predicate?: string; object?: string; includeInvalid?: boolean } = {}): Promise<MemoryRecord[]> {
    const scope = toScope(scopeInput);
    const filter = await this.readFilter(scope, { includeInvalid: query.includeInvalid });
    return this.parts.store.queryFacts(scope, { filter, subject: query.subject, predicate: query.predicate, object: query.object });
  }

  // -- read ------------------------------------------------------------------------------------

  /** One memory by id (NOT_FOUND when absent or another user's). */
  async get(scopeInput: ScopeInput, id: string): Promise<MemoryRecord> {
    const scope = toScope(scopeInput);
    const access = await resolveAccess(this.parts.store, scope);
    const [record] = await this.parts.store.getMemories(scope, [id]);
    if (!record) throw notFound(id);
    assertCanRead(access, scope, record.namespace);
    return record;
  }

  /** Memories newest first. Current ones unless `includeInvalid`. */
  async list(scopeInput: ScopeInput, options: { kinds?: MemoryKind[]; includeInvalid?: boolean; limit?: number; offset?: number } = {}): Promise<MemoryRecord[]> {
    const scope = toScope(scopeInput);
    const filter = await this.readFilter(scope, options);
    return this.parts.store.listMemories(scope, { filter, limit: options.limit ?? 100, offset: options.offset });
  }

  /** The change history of a memory, including the memories it superseded or was superseded by. */
  async history(scopeInput: ScopeInput, id: string): Promise<HistoryEntry[]> {
    const scope = toScope(scopeInput);
    const start = await this.get(scope, id);
    const chain = new Set<string>([start.id]);
    const queue = [start];
    while (queue.length) {
      const r = queue.pop() as MemoryRecord;
      const linked = [r.supersededBy, typeof r.metadata.supersedes === 'string' ? r.metadata.supersedes : null].filter(
        (x): x is string => x !== null && !chain.has(x),
      );
      for (const next of await this.parts.store.getMemories(scope, linked)) {
        chain.add(next.id);
        queue.push(next);
      }
    }
    const entries = (await Promise.all([...chain].map((m) => this.parts.store.getHistory(scope, { kind: 'memory', id: m })))).flat();
    return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /** History of a profile field. */
  async profileHistory(scopeInput: ScopeInput, key: string): Promise<HistoryEntry[]> {
    const scope = toScope(scopeInput);
    return this.parts.store.getHistory(scope, { kind: 'profile', id: profileKey(key) });
  }

  /** Hybrid recall (M12): keyword + vector + recency, ranked with importance, best first. */
  async recall(scopeInput: ScopeInput, query: string, options: RecallOptions = {}): Promise<Recalled[]> {
    const scope = toScope(scopeInput);
    if (typeof query !== 'string' || query.trim() === '') throw new MnemoError('INVALID_INPUT', 'the query is empty: say what to recall');
    if (query.length > 10_000) throw new MnemoError('INVALID_INPUT', 'the query is longer than 10,000 characters: shorten it');
    const k = options.k ?? 10;
    if (!Number.isInteger(k) || k < 1 || k > 1000) throw new MnemoError('INVALID_INPUT', 'k must be an integer from 1 to 1000');
    const config = options.config ? RecallConfigSchema.parse({ ...this.parts.recall, ...options.config }) : this.parts.recall;
    const filter = await this.readFilter(scope, options);
    const now = options.asOf ?? this.parts.now();
    const candidates = await retrieveCandidates(
      { store: this.parts.store, embedQuery: (text) => this.embedQuery(text) },
      scope,
      query,
      filter,
      Math.max(config.candidates, k),
      options.legs,
    );
    return rankCandidates(candidates, now, config, { timeWindows: timeWindowsOf(query, this.parts.now()), terms: queryTermsOf(query) })
      .slice(0, k)
      .map((r) => ({ memory: r.record, score: r.score, scores: r.scores }));
  }

  /**
   * Memory context for one model call (M11, M13): a stable block of profile and preferences for the
   * system prompt (frozen per session when the scope names one) and an episodic block for the
   * latest user turn, together within `budget` tokens. Included memories are touched.
   */
  async context(scopeInput: ScopeInput, query: string, options: ContextOptions = {}): Promise<ContextResult> {
    const scope = toScope(scopeInput);
    const budget = options.budget ?? 1000;
    if (!Number.isInteger(budget) || budget < 1) throw new MnemoError('INVALID_INPUT', 'the budget must be a positive whole number of tokens');
    const perLine = options.perMemoryTokens ?? 120;
    const stableCap = Math.min(options.stableTokens ?? 300, budget);
    const tokenizer = await loadTokenizer();
    const access = await resolveAccess(this.parts.store, scope);

    let stable: ContextResult['stable'];
    // An agent's block is frozen apart from the user's: it may read less than the user does.
    const blockScope = scope.sessionId && scope.agentId ? { ...scope, sessionId: `${scope.sessionId}@agent:${scope.agentId}` } : scope;
    const frozen = await this.parts.store.getSessionBlock(blockScope);
    const preferences = await this.parts.store.listMemories(scope, { filter: await this.readFilter(scope, { kinds: ['preference'] }), limit: 50 });
    if (frozen !== null && tokenizer.count(frozen) <= stableCap) {
      // The preferences shown in the frozen block are included: touched, and not repeated below.
      const shown = preferences.filter((p) => frozen.includes(annotate(p))).map((p) => p.id);
      stable = { text: frozen, tokens: frozen ? tokenizer.count(frozen) : 0, memoryIds: shown, skippedIds: [], frozen: true };
    } else {
      const readsUser = access.readable === null || access.readable.includes('user');
      const profile = readsUser ? await this.parts.store.getProfile(scope) : [];
      stable = { ...packStable(profile, preferences, stableCap, perLine, tokenizer), frozen: false };
      if (scope.sessionId) await this.parts.store.putSessionBlock(blockScope, stable.text);
    }

    const recalled = await this.recall(scope, query, { ...options.recall, k: options.k ?? 20 });
    const inStable = new Set(stable.memoryIds);
    const episodicBudget = budget - stable.tokens - (stable.tokens > 0 ? 1 : 0);
    const episodic = packEpisodic(
      recalled.filter((r) => !inStable.has(r.memory.id)).map((r) => r.memory),
      episodicBudget,
      perLine,
      tokenizer,
    );
    await this.parts.store.touch(scope, [...stable.memoryIds, ...episodic.memoryIds], this.parts.now());
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
    return embedTexts(this.parts.embedder, [...texts]);
  }

  /** The embedder's space, recorded in the store on first use; a different one is refused. */
  async ensureSpace(): Promise<EmbeddingSpace> {
    if (this.spaceChecked) return this.spaceChecked;
    const mine = embeddingSpaceOf(this.parts.embedder);
    const stored = await this.parts.store.getEmbeddingSpace();
    if (!stored) await this.parts.store.setEmbeddingSpace(mine);
    else if (stored.modelId !== mine.modelId || stored.dimensions !== mine.dimensions) throw spaceMismatch(stored, mine);
    this.spaceChecked = mine;
    return mine;
  }

  private async embedQuery(text: string): Promise<{ vector: Float32Array; modelId: string } | null> {
    const stored = await this.parts.store.getEmbeddingSpace();
    if (!stored) return null;
    const mine = embeddingSpaceOf(this.parts.embedder);
    if (stored.modelId !== mine.modelId || stored.dimensions !== mine.dimensions) throw spaceMismatch(stored, mine);
    const [vector] = await this.embed([text]);
    return vector ? { vector, modelId: mine.modelId } : null;
  }

  private async readFilter(scope: Scope, o: { kinds?: readonly MemoryKind[]; includeInvalid?: boolean; asOf?: Date }): Promise<RecordFilter> {
    const access = await resolveAccess(this.parts.store, scope);
    const validity: Validity = o.includeInvalid ? { mode: 'all' } : o.asOf ? { mode: 'asOf', at: o.asOf } : { mode: 'current', now: this.parts.now() };
    return { validity, kinds: o.kinds, namespaces: access.readable ?? undefined };
  }

  private async getWritable(scope: Scope, id: string): Promise<{ record: MemoryRecord; access: Access }> {
    if (typeof id !== 'string' || id === '') throw new MnemoError('INVALID_INPUT', 'give the id of the memory');
    const access = await resolveAccess(this.parts.store, scope);
    const [record] = await this.parts.store.getMemories(scope, [id]);
    if (!record) throw notFound(id);
    assertCanWrite(access, scope, record.namespace, scope.agentId ? 'agent' : 'user_explicit');
    return { record, access };
  }

  private historyOp(
    scope: Scope,
    targetId: string,
    op: HistoryOp,
    oldValue: unknown,
    newValue: unknown,
    reason: string | null,
    at: Date,
    targetKind: 'memory' | 'profile' = 'memory',
  ): WriteOp {
    const actor: Actor = scope.agentId ? { type: 'agent', id: scope.agentId } : { type: 'user', id: scope.userId };
    return {
      type: 'appendHistory',
      entry: { id: newId('h'), tenantId: scope.tenantId, userId: scope.userId, targetKind, targetId, op, actor, oldValue, newValue, reason, at },
    };
  }
}

function profileKey(key: string): string {
  const k = typeof key === 'string' ? key.trim().toLowerCase() : '';
  if (!/^[a-z][a-z0-9_.-]{0,63}$/.test(k)) throw new MnemoError('INVALID_INPUT', 'a profile key is 1–64 characters: a letter, then letters, digits, _ . -');
  return k;
}

function notFound(id: string): MnemoError {
  return new MnemoError('NOT_FOUND', `no memory ${JSON.stringify(id.slice(0, 64))} for this user`);
}

function spaceMismatch(stored: EmbeddingSpace, mine: EmbeddingSpace): MnemoError {
  return new MnemoError(
    'EMBEDDER_MISMATCH',
    `this store holds vectors from ${stored.modelId} (${stored.dimensions} dimensions) but the embedder is ${mine.modelId} (${mine.dimensions}): ` +
      `run \`mnemo reembed\` with the new embedder, use the old one, or use a new store`,
    { details: { stored, configured: mine } },
  );
}
