/**
 * The facade. It resolves the caller once per call and sequences the stages; it owns no domain
 * logic: remember = ingest → guard → embed → store; corrections go through `correct/`, profile
 * fields through `profile/`; recall = retrieve → rank → (expand, rerank: recall-stages.ts); context = stable block + recall → pack.
 * Every method takes the caller's scope first; the store filters by it in every query.
 */
import type { GuardLimits } from '../write/guard/index.js';
import { BUILTIN_TOPICS, DEFAULT_ATTRIBUTES } from '../core/attributes/index.js';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { MnemoAdmin } from './admin.js';
import { closableStore, closedError } from '../core/closable.js';
import { actorOf, assertReadable, getReadable, listFilter, readFilter, resolveCaller, serviceOf, userOnly, type Caller } from '../core/caller.js';
import { consolidate } from '../write/consolidate/consolidate.js';
import type { ConsolidationAction } from '../write/consolidate/plan.js';
import { maintainUsers, type MaintenanceReport } from '../keep/forget/maintain.js';
import { parseRevokedSource, revokeSource, type RevocationReport } from '../keep/forget/revoke.js';
import { schedules } from '../keep/forget/schedule.js';
import { recordUse } from '../keep/forget/ttl.js';
import { forgetMemory, noteMemory, updateMemory, type Replacement, type UpdateOptions } from '../write/correct/correct.js';
import type { WriteDeps } from '../write/correct/deps.js';
import { historyOfChain } from '../write/correct/history.js';
import { resolveReview, type ReviewOutcome, type ReviewResolution } from '../write/correct/review.js';
import { MnemoError } from '../core/errors.js';
import type { Candidate } from '../write/extract/types.js';
import { rememberAll, type RememberManyOptions } from '../write/correct/remember.js';
import type { RememberInput } from '../write/ingest/record.js';
import { JobWorker, type WorkerTally } from '../write/jobs/worker.js';
import type { Logger } from '../core/logger.js';
import { packEpisodic, shownInStable } from '../read/pack/blocks.js';
import { stableBlock } from '../read/pack/stable-block.js';
import { loadTokenizer } from '../read/pack/tokens.js';
import { assertCanWrite } from '../core/policy/namespaces.js';
import { profileKey } from '../write/profile/fields.js';
import { changeProfile, setProfileField, unsetProfileField, type ProfileChangeOptions } from '../write/profile/profile.js';
import { RecallConfigSchema } from '../read/rank/config.js';
import { logRecalled, recallInStages } from './recall-stages.js';
import { completeRecords, embedOnce } from '../read/retrieve/candidates.js';
import { FactReads } from '../read/retrieve/attribute-facts.js';
import { rankRecall } from '../read/retrieve/recall.js';
import { standardQuestion } from '../core/text/question-register.js';
import { toScope, type ScopeInput } from '../core/scope-input.js';
import type { WritePathConfig } from '../write/sessions/config.js';
import type { LearnDeps } from '../keep/learn/deps.js';
import { Dreams } from '../keep/learn/dreams.js';
import { Lessons } from '../keep/learn/lessons.js';
import { SessionManager } from '../write/sessions/manager.js';
import { isSkill, relevantSkills, SkillLibrary } from '../keep/skills/skills.js';
import { skillsIndex, withSkills } from '../keep/skills/index-block.js';
import type { Embedder, EmbeddingSpace } from '../core/contracts/embedder.js';
import type { EraseReport, NamespaceGrant } from '../core/contracts/storage.js';
import { guardCandidateInputs, guardForgets, type ForgetInput } from '../write/validate/candidates.js';
import { guardReason, parseInput } from '../write/validate/index.js';
import { parseRequest, requestSchemas, type RequestSchemas } from '../core/requests/index.js';
import { ContextOptionsSchema, ListOptionsSchema, RecallOptionsSchema } from '../write/validate/options.js';
import type { HistoryEntry } from '../core/types/history.js';
import { USER_NAMESPACE, type MemoryRecord } from '../core/types/memory.js';
import type { ChangeOptions, ContextOptions, ContextResult, FactsQuery, ListMemoryOptions, MnemoParts, Recalled, RecallOptions } from './facade-types.js';
import type { ProfileEntry } from '../core/types/profile.js';

export type { MnemoParts, ChangeOptions, RecallOptions, Recalled, ContextOptions, ContextResult, FactsQuery, ListMemoryOptions } from './facade-types.js';

export type { UpdateOptions, Replacement } from '../write/correct/correct.js';
export type { ReviewDecision, ReviewOutcome, ReviewResolution } from '../write/correct/review.js';

/** The memory engine. Get one from `createMnemo`. */
export class Mnemo {
  /** Sessions (M4): open, resume, list, end; append events; extraction triggers (M5). */
  readonly sessions: SessionManager;
  /** The durable job worker (M9). In the background unless `writePath.background` is false. */
  readonly worker: JobWorker;
  /** Store statistics, the job queue, sources, export/import and re-embedding, with the facade's guards and policy. */
  readonly admin: MnemoAdmin;
  /** Skills (M20): procedural memory as documents, indexed in `context()`, loaded on demand. */
  readonly skills: SkillLibrary;
  /** Dreams (M19): reviewable candidate sets of merges, contradictions and insights; nothing changes until approved. */
  readonly dreams: Dreams;
  /** Lessons (M18): clusters of similar episodes become one durable lesson, then the episodes are archived. */
  readonly lessons: Lessons;
  private readonly writes: WriteDeps;
  private readonly parts: MnemoParts;
  private closed = false;

  constructor(parts: MnemoParts) {
    // Every part reaches the store through this wrapper, so any call after close() is CLOSED.
    this.parts = { ...parts, store: closableStore(parts.store, () => this.closed) };
    const { store, writePath: config, logger, now } = this.parts;
    const periodic = [
      ...schedules(store, parts.forgetting, { maxAttempts: config.maxAttempts, hasModel: parts.llm !== null }),
      // Idle sessions end on the worker's schedule, not only when their user comes back.
      { everyMs: Math.min(config.idleTimeoutMs, 5 * 60_000), run: async () => void (await this.sessions.endIdle()) },
    ];
    this.worker = new JobWorker({ store, config, logger, now, handlers: parts.jobHandlers, periodic });
    this.sessions = new SessionManager({
      store,
      config,
      logger,
      now,
      onQueued: () => {
        if (config.background) this.worker.kick();
      },
      embed: (texts) => this.embed(texts),
    });
    this.writes = { store, embeddings: parts.embeddings, limits: parts.limits, now, attributes: parts.attributes ?? DEFAULT_ATTRIBUTES };
    this.admin = new MnemoAdmin({
      store,
      embedder: parts.embeddings.embedder,
      limits: parts.limits,
      now,
      embed: (texts) => this.embed(texts),
      ensureSpace: () => this.ensureSpace(),
    });
    this.skills = new SkillLibrary(this);
    const learn: LearnDeps = {
      ...{ store, logger, now, writePath: config, llm: parts.llm, limits: parts.limits },
      caller: (scope) => this.caller(scope),
      embed: (texts) => this.embed(texts),
      embeddingModel: async () => (await this.ensureSpace()).modelId,
    };
    this.dreams = new Dreams(learn);
    this.lessons = new Lessons(learn);
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

  /** The guard limits: the one content limit every surface applies (`maxChars`, docs/write-path.md). */
  get limits(): GuardLimits {
    return this.parts.limits;
  }

  /** The schema of each write operation under these limits: what every surface parses with (src/core/requests). */
  get requests(): RequestSchemas {
    return requestSchemas(this.parts.limits);
  }

  /** The embedder in use. */
  get embedder(): Embedder {
    return this.parts.embeddings.embedder;
  }

  // -- write -----------------------------------------------------------------------------------

  /** Remembers one thing explicitly (M10), consolidated like every write (docs/write-path.md); `consolidate: false` appends. */
  async remember(scopeInput: ScopeInput, input: RememberInput, options: Pick<RememberManyOptions, 'consolidate'> = {}): Promise<MemoryRecord> {
    return (await this.rememberMany(scopeInput, [input], options))[0] as MemoryRecord;
  }

  /** Remembers many things, validated first (bad input stores nothing), each batch of `batchSize` one transaction. */
  async rememberMany(scopeInput: ScopeInput, inputs: readonly RememberInput[], options: RememberManyOptions = {}): Promise<MemoryRecord[]> {
    const caller = await this.caller(scopeInput);
    const { decider, writePath } = this.parts;
    const thresholds = { duplicate: writePath.duplicateThreshold, novel: writePath.novelThreshold };
    const consolidation = { decider, thresholds, canWrite: caller.access.canWrite, readable: caller.access.readable };
    return rememberAll({ ...this.writes, consolidation }, caller, inputs, options);
  }

  /** Corrects the current version of a memory (a new version; the old one kept): see docs/write-path.md, "One truth". */
  async update(scopeInput: ScopeInput, id: string, content: string, options: UpdateOptions = {}): Promise<Replacement> {
    const r = parseRequest(this.requests.update, { ...options, id, content }, 'update');
    return updateMemory(this.writes, await this.caller(scopeInput), r.id, r.content, r);
  }

  /** Attaches a clarifying note to a memory (same id; the note is searched and shown with it). */
  async note(scopeInput: ScopeInput, id: string, note: string, options: ChangeOptions = {}): Promise<MemoryRecord> {
    const r = parseRequest(this.requests.note, { ...options, id, note }, 'note');
    return noteMemory(this.writes, await this.caller(scopeInput), r.id, r.note, r);
  }

  /** Forgets a memory (and the profile field it held): invalidated, not deleted; it stays in history and `--include-invalid` reads. */
  async forget(scopeInput: ScopeInput, id: string, options: ChangeOptions = {}): Promise<{ memory: MemoryRecord; alreadyForgotten: boolean }> {
    const r = parseRequest(this.requests.forget, { ...options, id }, 'forget');
    return forgetMemory(this.writes, await this.caller(scopeInput), r.id, r);
  }

  /** Resolves a pair flagged for review (keep both, newer, older, or merge into one text), with a reason in history. */
  async resolveReview(scopeInput: ScopeInput, flaggedId: string, resolution: ReviewResolution): Promise<ReviewOutcome> {
    return resolveReview(this.writes, await this.caller(scopeInput), flaggedId, resolution);
  }

  /** Applies candidates and forget requests now, through consolidation, in one transaction (the memory editor and tools use it). */
  async applyCandidates(
    scopeInput: ScopeInput,
    candidates: readonly Candidate[],
    /** `forget`: topics, or requests with the user's reason ("no longer at Acme") for history. */
    options: { forget?: readonly ForgetInput[]; reason?: string } = {},
  ): Promise<ConsolidationAction[]> {
    const caller = await this.caller(scopeInput);
    const { scope, access } = caller;
    const guarded = guardCandidateInputs(candidates, this.parts.limits);
    const forgets = guardForgets(options.forget);
    for (const c of guarded) assertCanWrite(access, scope, access.defaultNamespace, c.source);
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
        because: guardReason(options.reason),
        attributes: this.writes.attributes,
      },
      scope,
      guarded,
      forgets,
    );
    if (plan.ops.length > 0) await this.parts.store.write(scope, plan.ops);
    return plan.actions;
  }

  /** Hard-deletes everything stored for a user (memories, lineage, history, profile). Only the user themself may do this. */
  async erase(scopeInput: ScopeInput): Promise<EraseReport> {
    return this.parts.store.eraseUser(userOnly(scopeInput, 'erasing a user’s data'));
  }

  /** Revokes a source (M15, e.g. `bootstrap:hr-system`, `session:<id>`): see docs/forgetting.md. `dryRun` changes nothing. */
  async revokeSource(scopeInput: ScopeInput, source: string, options: { dryRun?: boolean } = {}): Promise<RevocationReport> {
    const scope = userOnly(scopeInput, 'revoking a source');
    const { llm, logger, writePath } = this.parts;
    const rewriter = llm ? { model: llm, logger, timeoutMs: writePath.modelTimeoutMs } : null;
    const r = parseRequest(this.requests.revoke, { ...options, source }, 'revocation');
    return revokeSource({ ...this.writes, rewriter }, scope, parseRevokedSource(r.source), { ...r, actor: actorOf(scope, serviceOf(scopeInput)) });
  }

  /** Maintenance (M17) of one user or (no scope) every user: see docs/forgetting.md. `dryRun` returns the plan and changes nothing. */
  async maintain(options: { scope?: ScopeInput; dryRun?: boolean; onProgress?: (scanned: number) => void } = {}): Promise<MaintenanceReport[]> {
    const scope = options.scope ? userOnly(options.scope, 'maintenance') : undefined;
    return maintainUsers({ store: this.parts.store, config: this.parts.forgetting, now: this.parts.now() }, scope, options);
  }

  // -- profile and facts -----------------------------------------------------------------------

  /** The user's profile fields. */
  async profile(scopeInput: ScopeInput): Promise<ProfileEntry[]> {
    const caller = await this.caller(scopeInput);
    assertReadable(caller, USER_NAMESPACE);
    return this.parts.store.getProfile(caller.scope);
  }

  /** Sets a profile field (user namespace: explicit user action or bootstrap only), superseding the fact memory of the old value. */
  async setProfile(scopeInput: ScopeInput, key: string, value: unknown, options: ProfileChangeOptions = {}): Promise<ProfileEntry> {
    const r = parseRequest(this.requests.setProfile, { ...options, key, value }, 'profile change');
    return setProfileField(this.writes, await this.caller(scopeInput), r.key, r.value, r);
  }

  /** Sets and unsets several profile fields at once, all or nothing (at most 100 fields). */
  async changeProfile(scopeInput: ScopeInput, change: { set?: Record<string, unknown>; unset?: readonly string[]; reason?: string }): Promise<ProfileEntry[]> {
    return changeProfile(this.writes, await this.caller(scopeInput), { set: Object.entries(change.set ?? {}), unset: change.unset, reason: change.reason });
  }

  /** Removes a profile field and invalidates its fact memory; the removal is kept in history. */
  async unsetProfile(scopeInput: ScopeInput, key: string, options: ChangeOptions = {}): Promise<boolean> {
    const r = parseRequest(this.requests.unsetProfile, { ...options, key }, 'profile change');
    return unsetProfileField(this.writes, await this.caller(scopeInput), r.key, r);
  }

  /** Facts (triples) by subject, predicate (its key or an alias: `lives_in` finds `location`) or object; `asOf`: what was valid then. */
  async facts(scopeInput: ScopeInput, query: FactsQuery = {}): Promise<MemoryRecord[]> {
    const caller = await this.caller(scopeInput);
    const q = { filter: readFilter(caller, query, this.parts.now()), subject: query.subject, object: query.object };
    const names = query.predicate === undefined ? [undefined] : [...new Set([query.predicate, this.writes.attributes.canonical(query.predicate)])];
    const rows = (await Promise.all(names.map((predicate) => this.parts.store.queryFacts(caller.scope, { ...q, predicate })))).flat();
    return [...new Map(rows.map((r) => [r.id, r])).values()];
  }

  // -- read ------------------------------------------------------------------------------------

  /** One memory by id (NOT_FOUND when absent or another user's). */
  async get(scopeInput: ScopeInput, id: string): Promise<MemoryRecord> {
    return getReadable(this.parts.store, await this.caller(scopeInput), id);
  }

  /** Memories newest first. Current ones unless `includeInvalid`; only archived ones with `archived`; only flagged ones with `flagged`. */
  async list(scopeInput: ScopeInput, options: ListMemoryOptions = {}): Promise<MemoryRecord[]> {
    const caller = await this.caller(scopeInput);
    parseInput(ListOptionsSchema, options, 'list options');
    return this.parts.store.listMemories(caller.scope, {
      filter: listFilter(caller, options, this.parts.now()),
      limit: options.limit ?? 100,
      offset: options.offset,
    });
  }

  /** The change history of a memory, including the memories it superseded or was superseded by. */
  async history(scopeInput: ScopeInput, id: string): Promise<HistoryEntry[]> {
    const caller = await this.caller(scopeInput);
    return historyOfChain(this.parts.store, caller, await getReadable(this.parts.store, caller, id));
  }

  /** History of a profile field. */
  async profileHistory(scopeInput: ScopeInput, key: string): Promise<HistoryEntry[]> {
    const caller = await this.caller(scopeInput);
    assertReadable(caller, USER_NAMESPACE);
    return this.parts.store.getHistory(caller.scope, { kind: 'profile', id: profileKey(key) });
  }

  /** Hybrid recall (M12): keyword + vector + recency, ranked with importance, best first. */
  async recall(scopeInput: ScopeInput, query: string, options: RecallOptions = {}): Promise<Recalled[]> {
    return logRecalled(this.parts.logger, 'recall', await this.recallFor(await this.caller(scopeInput), query, options));
  }

  /**
   * Memory context for one model call (M11, M13): a stable block of profile and preferences for the
   * system prompt (frozen per session when the scope names one) and an episodic block for the
   * latest user turn, together within `budget` tokens. Included memories are touched (unless `readOnly`).
   */
  async context(scopeInput: ScopeInput, query: string, options: ContextOptions = {}): Promise<ContextResult> {
    const caller = await this.caller(scopeInput);
    parseInput(ContextOptionsSchema, options, 'context options');
    const budget = options.budget ?? 1000;
    if (!Number.isInteger(budget) || budget < 1) throw new MnemoError('INVALID_INPUT', 'the budget must be a positive whole number of tokens');
    const perLine = options.perMemoryTokens ?? 120;
    const tokenizer = await loadTokenizer();
    const stable = await stableBlock(this.parts.store, caller, {
      preferences: readFilter(caller, { kinds: ['preference'] }, this.parts.now()),
      cap: Math.min(options.stableTokens ?? 300, budget),
      perLine,
      tokenizer,
      freeze: options.readOnly !== true,
    });
    const embedQuery = embedOnce((text) => this.parts.embeddings.embedQuery(text));
    const recalled = await this.recallFor(caller, query, { ...options.recall, k: options.k ?? 20 }, embedQuery);
    // Skills are listed by name and description within a small share of the budget; never their body.
    // (A count of procedures to skip this recall when there are none costs more than the recall at 10k: docs/benchmarks.md.)
    const plain = { ...options.recall?.config, expand: false, rerank: false } as const; // the model stages cost a call: once per context, for memories
    const skills = relevantSkills(await this.recallFor(caller, query, { ...options.recall, kinds: ['procedure'], k: 20, config: plain }, embedQuery));
    const { block: skillBlock, listed } = skillsIndex(skills, budget, perLine, tokenizer);
    const inStable = new Set(stable.memoryIds);
    const episodicBudget = budget - stable.tokens - (stable.tokens > 0 ? 1 : 0) - skillBlock.tokens - (skillBlock.tokens > 0 ? 2 : 0);
    // What the stable block shows (its preferences by id, profile fields by value) is not repeated.
    const shown = recalled.filter((r) => !inStable.has(r.memory.id) && !shownInStable(stable.text, r.memory) && !isSkill(r.memory)).map((r) => r.memory);
    const memories = packEpisodic(shown, episodicBudget, perLine, tokenizer);
    const episodic = withSkills(memories, skillBlock);
    const used = [...stable.memoryIds, ...episodic.memoryIds];
    // A TTL is renewed by use, and what was shown is touched — not when the caller only reads.
    const records = recalled.map((r) => r.memory);
    if (options.readOnly !== true) await recordUse(this.parts.store, caller.scope, used, records, this.parts.now());
    logRecalled(this.parts.logger, 'context', recalled, { stable: stable.memoryIds, episodic: episodic.memoryIds, tokens: stable.tokens + episodic.tokens });
    const skillList = listed.map((s) => ({ name: s.name, description: s.description }));
    return { stable, episodic, budget, tokens: stable.tokens + episodic.tokens, recalled, skills: skillList };
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
    if (this.closed) return;
    await this.worker.stop();
    this.closed = true;
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
    if (this.closed) return Promise.reject(closedError());
    return resolveCaller(this.parts.store, scopeInput);
  }

  private async recallFor(
    caller: Caller,
    query: string,
    options: RecallOptions,
    embedQuery = (text: string) => this.parts.embeddings.embedQuery(text),
  ): Promise<Recalled[]> {
    if (typeof query !== 'string' || query.trim() === '') throw new MnemoError('INVALID_INPUT', 'the query is empty: say what to recall');
    if (query.length > 10_000) throw new MnemoError('INVALID_INPUT', 'the query is longer than 10,000 characters: shorten it');
    parseInput(RecallOptionsSchema, options, 'recall options');
    const k = options.k ?? 10;
    if (!Number.isInteger(k) || k < 1 || k > 1000) throw new MnemoError('INVALID_INPUT', 'k must be an integer from 1 to 1000');
    const config = options.config ? parseInput(RecallConfigSchema, { ...this.parts.recall, ...options.config }, 'recall configuration') : this.parts.recall;
    const request = { scope: caller.scope, query, filter: readFilter(caller, options, this.parts.now()), config, k, legs: options.legs };
    const now = options.asOf ?? this.parts.now();
    // The attribute leg reads each fact once per recall, whatever the number of phrasings.
    const reads = new FactReads(this.parts.store, caller.scope, request.filter);
    const one = { ...request, now, attributes: this.writes.attributes, topics: this.parts.topics ?? BUILTIN_TOPICS, reads };
    const retrieve = { store: this.parts.store, embedQuery, words: () => this.parts.embeddings.wordVectors() };
    const rankOne = (phrasing: string) => rankRecall(retrieve, { ...one, query: standardQuestion(phrasing) });
    const ranked = await recallInStages(this.parts, query, config, k, rankOne, (r) => completeRecords(this.parts.store, caller.scope, r));
    return ranked.map((r) => ({ memory: r.record, score: r.score, scores: r.scores }));
  }
}
