/**
 * `mnemo.dreams` (M19): dream, list, show, approve, discard. Dreaming writes only to the dream
 * table; approval applies the chosen candidates and marks the dream approved in one transaction
 * (the `approveDream` write op) through the write path's
 * `ChangeSet` and consolidation's `PlanBuilder` (so a profile field moves or goes with the memory
 * that held it), every change with provenance `consolidation` · `dream:<id>`.
 */
import { readFilter, type Caller } from '../../core/caller.js';
import { PlanBuilder } from '../../write/consolidate/plan.js';
import { ChangeSet } from '../../write/correct/change-set.js';
import { MnemoError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { buildRecord } from '../../write/ingest/record.js';
import type { ScopeInput } from '../../core/scope-input.js';
import type { DreamCandidate, DreamRecord } from '../../core/types/dream.js';
import type { MemoryRecord, SourceRef } from '../../core/types/memory.js';
import type { SessionEvent } from '../../core/types/session.js';
import type { LearnDeps } from './deps.js';
import { findDuplicatesAndContradictions, proposeInsights } from './dream.js';

/** Options of {@link Dreams.dream}. */
export interface DreamOptions {
  /** How many of the latest memories to read (default 2000). */
  readonly maxMemories?: number;
  /** How many recent sessions to read for insights (default 3). */
  readonly sessions?: number;
}

/** What an approval did. */
export interface ApprovalReport {
  readonly dream: DreamRecord;
  /** Candidate ids applied. */
  readonly applied: readonly string[];
  /** Candidates not applied, with why (not chosen, or their memories changed since the dream). */
  readonly skipped: readonly { readonly id: string; readonly reason: string }[];
}

/** Dreams of one engine. */
export class Dreams {
  constructor(private readonly deps: LearnDeps) {}

  /** Proposes a candidate set and stores it as an open dream; changes no memory. */
  async dream(scopeInput: ScopeInput, options: DreamOptions = {}): Promise<DreamRecord> {
    const caller = await this.deps.caller(scopeInput);
    const dream = await this.propose(caller, options);
    await this.deps.store.putDream(caller.scope, dream);
    return dream;
  }

  /**
   * The worker's dream (a scheduled `learn` job): skipped while an earlier dream of the user waits
   * for review, and kept only when it proposes something. Null when nothing was stored.
   */
  async scheduled(scopeInput: ScopeInput, options: DreamOptions = {}): Promise<DreamRecord | null> {
    const caller = await this.deps.caller(scopeInput);
    const waiting = (await this.deps.store.listDreams(caller.scope)).find((d) => d.status === 'open');
    if (waiting) {
      this.deps.logger.info('scheduled dream skipped: an open dream waits for review', { dream: waiting.id });
      return null;
    }
    const dream = await this.propose(caller, options);
    if (dream.candidates.length === 0) return null;
    await this.deps.store.putDream(caller.scope, dream);
    return dream;
  }

  private async propose(caller: Caller, options: DreamOptions): Promise<DreamRecord> {
    const { store } = this.deps;
    const now = this.deps.now();
    const memories = await store.listMemories(caller.scope, { filter: readFilter(caller, {}, now), limit: options.maxMemories ?? 2000, withEmbeddings: true });
    const candidates = findDuplicatesAndContradictions(memories, {
      duplicate: this.deps.writePath.duplicateThreshold,
      novel: this.deps.writePath.novelThreshold,
    });
    const notes: string[] = [];
    if (this.deps.llm) {
      const events = await this.recentEvents(caller, options.sessions ?? 3);
      candidates.push(
        ...(await proposeInsights(this.deps.llm, memories, events, { timeoutMs: this.deps.writePath.modelTimeoutMs, firstId: candidates.length + 1 })),
      );
    } else {
      notes.push('insights need a language model (set MNEMO_LLM); only duplicates and contradictions were looked for');
    }
    const dream: DreamRecord = {
      id: newId('d'),
      tenantId: caller.scope.tenantId,
      userId: caller.scope.userId,
      createdAt: now,
      status: 'open',
      candidates,
      notes,
      resolvedAt: null,
      applied: [],
    };
    this.deps.logger.info('dreamt', { dream: dream.id, memories: memories.length, candidates: candidates.length });
    return dream;
  }

  /** The user's dreams, newest first. */
  async list(scopeInput: ScopeInput): Promise<DreamRecord[]> {
    const caller = await this.deps.caller(scopeInput);
    return this.deps.store.listDreams(caller.scope);
  }

  /** One dream (NOT_FOUND when absent or another user's). */
  async get(scopeInput: ScopeInput, id: string): Promise<DreamRecord> {
    const caller = await this.deps.caller(scopeInput);
    return this.mustGet(caller, id);
  }

  /**
   * Applies the dream's candidates (only those whose id or type is in `only`, when given), in one
   * transaction with the dream's record of what it applied. Candidates not chosen stay open for a
   * later approval; the dream is approved once none is left. A candidate whose memories changed
   * since the dream is skipped with the reason. CONFLICT when the dream was approved already (or
   * another approval of it committed meanwhile).
   */
  async approve(scopeInput: ScopeInput, id: string, options: { only?: readonly string[] } = {}): Promise<ApprovalReport> {
    const caller = await this.deps.caller(scopeInput);
    const dream = await this.mustGet(caller, id);
    if (dream.status !== 'open') throw new MnemoError('CONFLICT', `dream ${id} was approved already`);
    const only = options.only && options.only.length > 0 ? new Set(options.only) : null;
    if (only) {
      const known = new Set(dream.candidates.flatMap((c) => [c.id, c.type]));
      const unknown = [...only].filter((x) => !known.has(x));
      if (unknown.length > 0)
        throw new MnemoError(
          'INVALID_INPUT',
          `dream ${id} has no candidate ${unknown.join(', ')}: use candidate ids (c1, c2…) or types (merge, contradiction, insight)`,
        );
    }
    const now = this.deps.now();
    const { store } = this.deps;
    const ids = dream.candidates.flatMap((c) => (c.type === 'insight' ? c.evidence : [c.keep, c.drop]));
    const current = new Map((await store.getMemories(caller.scope, ids)).filter((m) => m.invalidatedAt === null).map((m) => [m.id, m]));
    const provenance: SourceRef = { type: 'consolidation', id: `dream:${dream.id}` };
    const plan = new PlanBuilder(
      {
        scope: caller.scope,
        actor: caller.actor,
        now,
        namespace: caller.access.defaultNamespace,
        limits: this.deps.limits,
        embeddingModel: await this.deps.embeddingModel(),
        canWrite: caller.access.canWrite,
        origin: `dream:${dream.id}`,
      },
      new Map((await store.getProfile(caller.scope)).map((p) => [p.key, p])),
    );
    const changes = new ChangeSet(caller.scope, caller.actor, now);
    const applied: string[] = [];
    const skipped: { id: string; reason: string }[] = [];
    const insights: Extract<DreamCandidate, { type: 'insight' }>[] = [];
    const before = new Set(dream.applied);
    let left = 0;
    for (const c of dream.candidates) {
      if (before.has(c.id)) {
        skipped.push({ id: c.id, reason: 'applied already' });
        continue;
      }
      if (only && !only.has(c.id) && !only.has(c.type)) {
        // Not chosen now: it stays open for a later approval.
        skipped.push({ id: c.id, reason: 'not chosen' });
        left++;
        continue;
      }
      if (c.type === 'insight') {
        insights.push(c);
        applied.push(c.id);
        continue;
      }
      const keep = current.get(c.keep);
      const drop = current.get(c.drop);
      if (!keep || !drop) {
        skipped.push({ id: c.id, reason: 'a memory it names changed or was forgotten since the dream' });
        continue;
      }
      const why = c.type === 'merge' ? `dream:${dream.id}: duplicate of ${keep.id}` : `dream:${dream.id}: contradicted by ${keep.id} (${c.reason})`;
      plan.invalidate(drop, why, keep.profileKey);
      changes.addSources(keep.id, [provenance, ...(c.type === 'merge' ? await store.getSources(caller.scope, drop.id) : [])]);
      applied.push(c.id);
    }
    if (insights.length > 0) await this.addInsights(caller, changes, insights, provenance, now);
    // The changes and the dream's approval commit together: a crash leaves the dream open with
    // nothing applied, and a second approval racing this one fails whole (CONFLICT), applying nothing.
    const all = [...dream.applied, ...applied];
    await store.write(caller.scope, [
      ...plan.plan().ops,
      ...changes.ops,
      { type: 'approveDream', dreamId: dream.id, at: now, applied: all, previously: dream.applied, stillOpen: left > 0 },
    ]);
    this.deps.logger.info('dream approved', { dream: dream.id, applied: applied.length, skipped: skipped.length });
    return { dream: await this.mustGet(caller, id), applied, skipped };
  }

  /** Deletes a dream (its candidates are dropped; no memory changes). NOT_FOUND when absent. */
  async discard(scopeInput: ScopeInput, id: string): Promise<void> {
    const caller = await this.deps.caller(scopeInput);
    if (!(await this.deps.store.deleteDream(caller.scope, id))) throw new MnemoError('NOT_FOUND', `no dream ${id}`);
  }

  private async mustGet(caller: Caller, id: string): Promise<DreamRecord> {
    const dream = await this.deps.store.getDream(caller.scope, id);
    if (!dream) throw new MnemoError('NOT_FOUND', `no dream ${id}`);
    return dream;
  }

  private async addInsights(
    caller: Caller,
    changes: ChangeSet,
    insights: readonly Extract<DreamCandidate, { type: 'insight' }>[],
    source: SourceRef,
    now: Date,
  ): Promise<void> {
    const vectors = await this.deps.embed(insights.map((i) => i.content));
    const model = await this.deps.embeddingModel();
    insights.forEach((insight, n) => {
      const { record } = buildRecord(
        caller.scope,
        { content: insight.content, kind: insight.kind, importance: insight.importance, confidence: 0.7, source },
        caller.access.defaultNamespace,
        now,
        this.deps.limits,
      );
      const stored: MemoryRecord = { ...record, embedding: vectors[n] ?? null, embeddingModel: vectors[n] ? model : null };
      changes.create(stored, `dream:${source.id?.slice('dream:'.length)}: insight from ${insight.evidence.join(', ')} (${insight.reason})`);
    });
  }

  private async recentEvents(caller: Caller, sessions: number): Promise<SessionEvent[]> {
    const recent = await this.deps.store.listSessions(caller.scope, { limit: sessions });
    const events: SessionEvent[] = [];
    for (const s of recent) events.push(...(await this.deps.store.getEvents(caller.scope, s.id)).slice(-50));
    return events;
  }
}
