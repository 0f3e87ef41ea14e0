/**
 * The plan builder of consolidation: turns verdicts into corrections (through the shared
 * `ChangeSet`) and keeps what the batch has done so far — the memories it wrote or changed, the ones
 * it retired, the profile as it now stands — so later candidates in the batch see it. A profile
 * field moves with the memory that holds it: superseding or invalidating that memory moves or
 * removes the field unless the candidate sets it itself.
 */
import { ChangeSet, closingAt } from '../correct/change-set.js';
import { termsOf } from '../correct/deps.js';
import type { Candidate, ReferredTime } from '../extract/types.js';
import type { GuardLimits } from '../guard/index.js';
import { buildRecord } from '../ingest/record.js';
import { heldField, LIKING_PREDICATES } from '../correct/field.js';
import { attributeKey, closed, dayOf, type Placement } from '../correct/timeline.js';
import { DEFAULT_ATTRIBUTES, type AttributeTable } from '../../core/attributes/index.js';
import type { WriteOp } from '../../core/contracts/storage.js';
import type { Actor } from '../../core/types/history.js';
import { USER_NAMESPACE, type MemoryRecord, type SourceRef, type SourceType } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import type { Scope } from '../../core/types/scope.js';
import { trustOf } from './conflict.js';
import type { Neighbour, Pending } from './neighbours.js';

/** The links a created memory may carry: what it replaces, or the memory it was flagged beside for review. */
type EngineKeys = Partial<Pick<MemoryRecord, 'supersedes' | 'review' | 'profileKey'>>;

/** One thing consolidation did, for logs (`--verbose`) and tests. */
export interface ConsolidationAction {
  readonly op: 'create' | 'reinforce' | 'supersede' | 'invalidate' | 'noop' | 'review' | 'profile' | 'unset';
  readonly memoryId: string | null;
  readonly targetId: string | null;
  readonly content: string;
  /** The text (or profile value) it replaced, for supersede, invalidate, profile and unset. */
  readonly previous?: string | undefined;
  readonly reason: string;
  /** On a noop that changed nothing because the request could mean several memories: those memories, to ask which. */
  readonly choices?: readonly { readonly id: string; readonly content: string; readonly value: string | null }[] | undefined;
}

/** The ops to apply in one transaction, and what they mean. */
export interface ConsolidationPlan {
  readonly ops: WriteOp[];
  readonly actions: ConsolidationAction[];
  /** Per candidate, in order: the memory that now holds it (created, superseding, reinforced), or the one that kept it out; null when none. */
  readonly holders: (string | null)[];
}

/** What the builder needs to know about the batch. */
export interface PlanContext {
  readonly scope: Scope;
  readonly actor: Actor;
  readonly now: Date;
  /** Where new memories go. */
  readonly namespace: string;
  readonly limits: GuardLimits;
  readonly embeddingModel: string;
  readonly canWrite: (namespace: string, source: SourceType) => boolean;
  /** Where the candidates came from, e.g. `session:<id>`; event seqs are appended as `#<seq>`. */
  readonly origin: string;
  readonly because?: string | undefined;
}

/** Builds one batch's plan. */
export class PlanBuilder {
  private readonly changes: ChangeSet;
  private readonly actions: ConsolidationAction[] = [];
  private readonly holders: (string | null)[] = [];
  /** Memories written or changed in this batch, so later candidates see them. */
  readonly pending = new Map<string, Pending>();
  private readonly gone = new Set<string>();
  /** Records this batch closed or wrote closed, as they now stand (an attribute's timeline reads them so). */
  private readonly closedNow = new Map<string, MemoryRecord>();

  constructor(
    private readonly ctx: PlanContext,
    /** The profile as it stands, updated as the batch changes it. */
    readonly profile: Map<string, ProfileEntry>,
  ) {
    this.changes = new ChangeSet(ctx.scope, ctx.actor, ctx.now, ctx.because);
  }

  /** Whether a memory was retired earlier in this batch. */
  isGone(id: string): boolean {
    return this.gone.has(id);
  }

  /** The plan so far. */
  plan(): ConsolidationPlan {
    return { ops: this.changes.ops, actions: this.actions, holders: this.holders };
  }

  /** Marks the start of a candidate's actions. */
  startCandidate(): number {
    return this.actions.length;
  }

  /** Records which memory holds the candidate whose actions started at `mark`. */
  endCandidate(mark: number): void {
    const mine = this.actions.slice(mark);
    const held = mine.find((a) => a.op === 'create' || a.op === 'supersede' || a.op === 'reinforce');
    this.holders.push(held?.memoryId ?? mine.find((a) => a.op === 'noop' || a.op === 'review')?.targetId ?? null);
  }

  /** Records that nothing was done, and why. */
  noop(targetId: string | null, content: string, reason: string): void {
    this.actions.push({ op: 'noop', memoryId: null, targetId, content, reason });
  }

  /** Nothing changed because `content` could mean any of `choices`: the caller asks which. */
  ask(content: string, choices: readonly MemoryRecord[], reason: string): void {
    this.actions.push({
      op: 'noop',
      memoryId: null,
      targetId: null,
      content,
      reason,
      choices: choices.map((r) => ({ id: r.id, content: r.content, value: r.triple?.object ?? null })),
    });
  }

  /**
   * A stored fact a less trusted statement contradicted and could not replace: it stays, but less
   * sure (confidence × {@link CONTRADICTION_FACTOR}), with the reason in history.
   */
  contradicted(target: MemoryRecord, content: string, reason: string): void {
    if (this.gone.has(target.id)) return;
    const current = this.pending.get(target.id)?.record ?? target;
    const confidence = round(current.confidence * CONTRADICTION_FACTOR);
    this.changes.patch(target.id, { confidence }, 'contradict', { confidence: current.confidence }, { confidence }, reason);
    this.pending.set(target.id, { record: { ...current, confidence }, vector: this.pending.get(target.id)?.vector ?? current.embedding });
    this.actions.push({ op: 'noop', memoryId: null, targetId: target.id, content, reason });
  }

  /** Records a pair kept side by side for a person to review. */
  review(targetId: string, content: string): void {
    this.actions.push({ op: 'review', memoryId: null, targetId, content, reason: 'kept both; flagged for review' });
  }

  /** Creates the candidate as a new memory. */
  create(c: Candidate, vector: Float32Array | null, reason: string, keys: EngineKeys = {}): MemoryRecord {
    const [first, ...more] = this.sourcesOf(c);
    const record = this.recordOf(c, vector, first, keys);
    this.changes.create(record, reason, more);
    this.pending.set(record.id, { record, vector });
    this.actions.push({ op: 'create', memoryId: record.id, targetId: null, content: record.content, reason });
    return record;
  }

  /** Replaces `old` with the candidate; the field `old` held moves with it. Returns the new record. */
  supersede(old: MemoryRecord, c: Candidate, vector: Float32Array | null, reason: string): MemoryRecord {
    const field = heldField(old, [...this.profile.values()]);
    // A candidate that states the held field's predicate keeps holding the field.
    const carried = field && !c.profile && c.triple?.predicate === field.key ? { key: field.key, value: c.triple.object } : null;
    const [first, ...more] = this.sourcesOf(c);
    const next = this.changes.supersede(old, this.recordOf(c, vector, first, carried ? { profileKey: carried.key } : {}), reason, more);
    this.retire(old.id);
    this.closedNow.set(old.id, closed(old, closingAt(old, next, this.ctx.now), next));
    this.pending.set(next.id, { record: next, vector });
    this.actions.push({ op: 'supersede', memoryId: next.id, targetId: old.id, content: next.content, previous: old.content, reason });
    if (field && carried) this.putProfile({ key: carried.key, value: carried.value, ...this.provenance(c), updatedAt: this.ctx.now }, reason);
    else if (field && c.profile?.key !== field.key) this.unsetProfile(field.key, reason);
    return next;
  }

  /** When the candidate's value became true: where the record it is stored as begins. */
  startOf(c: Candidate): Date {
    return c.record?.validFrom ?? startOfPast(c.when, this.ctx.now) ?? this.ctx.now;
  }

  /** The stored intervals of attribute `key` as this batch leaves them: what it wrote and closed applied. */
  spans(stored: readonly MemoryRecord[], key: string, table: AttributeTable): MemoryRecord[] {
    const out = new Map(stored.map((r) => [r.id, this.closedNow.get(r.id) ?? this.pending.get(r.id)?.record ?? r]));
    for (const r of [...[...this.pending.values()].map((p) => p.record), ...this.closedNow.values()])
      if (attributeKey(r, table)?.key === key) out.set(r.id, this.closedNow.get(r.id) ?? r);
    return [...out.values()];
  }

  /**
   * Creates the candidate as a value of the past: a value stated to begin later (`until`) is stored,
   * so this one ends where that one begins — not current, and the profile keeps the current value.
   */
  createPast(c: Candidate, vector: Float32Array | null, reason: string, until: MemoryRecord): MemoryRecord {
    const [first, ...more] = this.sourcesOf(c);
    const why = `ends ${dayOf(until.validFrom)}, where the later value ${until.triple?.object ?? ''} (${until.id}) begins`;
    const record: MemoryRecord = { ...this.recordOf(c, vector, first, {}), invalidatedAt: until.validFrom, invalidationReason: why, supersededBy: until.id };
    this.changes.create(record, `${reason}; a value of the past: ${why}`, more);
    this.closedNow.set(record.id, record);
    this.actions.push({ op: 'create', memoryId: record.id, targetId: null, content: record.content, reason: `${reason}; ${why}` });
    return record;
  }

  /** Ends, where `next` begins, the intervals it begins in (and empties those inside it that hold no place: forgotten, or with no start of their own); `skip`: those already replaced. */
  cut(placement: Placement, next: MemoryRecord, label: string, skip: ReadonlySet<string> = new Set()): void {
    for (const { record, at } of placement.cuts) {
      if (skip.has(record.id) || record.id === next.id) continue;
      const now = this.closedNow.get(record.id) ?? this.pending.get(record.id)?.record ?? record;
      this.changes.cut(now, at, next, `${label} is ${next.triple?.object ?? ''} from ${dayOf(at)} (${next.id})`);
      this.retire(record.id);
      this.closedNow.set(record.id, closed(now, at, next));
    }
  }

  /** Invalidates `old` (its interval ending `at`, default now); the field it held goes with it unless `keepKey` names that field (the candidate sets it anew). */
  invalidate(old: MemoryRecord, reason: string, keepKey: string | null = null, at: Date = this.ctx.now): void {
    if (this.gone.has(old.id)) return;
    const field = heldField(old, [...this.profile.values()]);
    this.changes.invalidate(old, reason, at);
    this.retire(old.id);
    this.closedNow.set(old.id, { ...old, invalidatedAt: at, supersededBy: null });
    this.actions.push({ op: 'invalidate', memoryId: null, targetId: old.id, content: old.content, reason });
    if (field && field.key !== keepKey) this.unsetProfile(field.key, reason);
  }

  /** Corroborates a near-duplicate: newer wording kept, confidence up, the candidate's sources added. */
  reinforce(n: Neighbour, c: Candidate, vector: Float32Array | null): void {
    const old = this.pending.get(n.record.id)?.record ?? n.record;
    const corroborations = old.corroborations + 1;
    const confidence = round(1 - (1 - old.confidence) * (1 - 0.5 * c.confidence));
    const importance = Math.max(old.importance, c.importance);
    const reason = `near-duplicate (similarity ${n.similarity.toFixed(2)}): corroborated, newer wording kept`;
    const content = c.content;
    const revectored = vector && content !== old.content && old.notes.length === 0;
    // The candidate's triple is kept when the memory had none or stated the same attribute (the same
    // sentence with an explicit value), so the field the plan sets has the memory that holds it, with that value.
    const keyed =
      c.triple && restates(old.triple, c.triple) ? { triple: c.triple, ...(c.profile && old.profileKey === null && { profileKey: c.profile.key }) } : {};
    this.changes.patch(
      old.id,
      {
        content,
        confidence,
        importance,
        corroborations,
        ...keyed,
        searchTerms: termsOf({ content, notes: old.notes, context: old.context }),
        ...(revectored && { embedding: vector, embeddingModel: this.ctx.embeddingModel }),
      },
      'reinforce',
      { content: old.content, confidence: old.confidence },
      // The sources of this wording: revoking them later regenerates the memory from the others' (src/forget/revoke.ts).
      { content, confidence, sources: this.sourcesOf(c) },
      reason,
    );
    this.changes.addSources(old.id, this.sourcesOf(c));
    this.pending.set(old.id, {
      record: { ...old, content, confidence, importance, corroborations, ...keyed },
      vector: vector ?? this.pending.get(old.id)?.vector ?? null,
    });
    this.actions.push({ op: 'reinforce', memoryId: old.id, targetId: old.id, content, reason });
  }

  /** Sets the profile field the candidate states, unless the policy or a more trusted source says no. */
  setProfile(c: Candidate, reason: string): void {
    if (!c.profile) return;
    const old = this.profile.get(c.profile.key);
    if (old && old.value === c.profile.value) return;
    if (!this.ctx.canWrite(USER_NAMESPACE, c.source)) {
      this.noop(c.profile.key, c.profile.value, 'profile not changed: the user namespace is written only by explicit user action');
      return;
    }
    if (old && trustOf(old.source) > trustOf(c.source)) {
      this.noop(c.profile.key, c.profile.value, `profile ${c.profile.key} kept: set by a more trusted source (${old.source})`);
      return;
    }
    this.putProfile({ key: c.profile.key, value: c.profile.value, ...this.provenance(c), updatedAt: this.ctx.now }, reason);
  }

  /** Removes a profile field (a no-op when it is not set). */
  unsetProfile(key: string, reason: string): void {
    const old = this.profile.get(key);
    if (!old) return;
    this.profile.delete(key);
    this.changes.unsetProfile(key, old.value, reason);
    this.actions.push({ op: 'unset', memoryId: null, targetId: key, content: String(old.value), reason });
  }

  private putProfile(entry: ProfileEntry, reason: string): void {
    const old = this.profile.get(entry.key);
    this.profile.set(entry.key, entry);
    this.changes.setProfile(entry, old?.value ?? null, reason);
    this.actions.push({
      op: 'profile',
      memoryId: null,
      targetId: entry.key,
      content: String(entry.value),
      previous: old === undefined ? undefined : String(old.value),
      reason,
    });
  }

  private retire(id: string): void {
    this.gone.add(id);
    this.pending.delete(id);
  }

  /** The source of a field a candidate sets: its type, and the id of the explicit record or first turn it came from. */
  private provenance(c: Candidate): Pick<ProfileEntry, 'source' | 'sourceId'> {
    return { source: c.source, sourceId: c.record?.source.id ?? this.sourcesOf(c)[0]?.id ?? null };
  }

  private sourcesOf(c: Candidate): SourceRef[] {
    return c.eventSeqs.map((seq) => ({ type: c.source, id: `${this.ctx.origin}#${seq}` }));
  }

  private recordOf(c: Candidate, vector: Float32Array | null, source: SourceRef | undefined, keys: EngineKeys): MemoryRecord {
    if (c.record) {
      const triple = fieldTriple(c);
      const explicit = { ...c.record, triple, ...(c.profile && { profileKey: c.profile.key }), ...keys };
      return { ...explicit, embedding: vector, embeddingModel: vector ? this.ctx.embeddingModel : null };
    }
    const { record } = buildRecord(
      this.ctx.scope,
      {
        content: c.content,
        kind: c.kind,
        importance: c.importance,
        confidence: c.confidence,
        // A profile field's memory carries the field as its predicate (the same-field lookup relies on it), a liking's its
        // `likes`/`dislikes` triple (its profile key names the field).
        triple: fieldTriple(c),
        source: source ?? { type: c.source, id: null },
        validFrom: startOfPast(c.when, this.ctx.now),
      },
      this.ctx.namespace,
      this.ctx.now,
      this.ctx.limits,
    );
    return { ...record, ...(c.profile && { profileKey: c.profile.key }), ...keys, embedding: vector, embeddingModel: vector ? this.ctx.embeddingModel : null };
  }
}

/**
 * When a candidate became true: the start of the time it refers to ("moved to Munich last month"
 * said on 2026-06-15 → 2026-05-01), when that is not in the future; else undefined (now). A future
 * time ("next week") is a plan, not the start of the fact. See docs/write-path.md.
 */
function startOfPast(when: ReferredTime | undefined, now: Date): Date | undefined {
  if (!when) return undefined;
  // ISO date-only forms ("2026", "2026-05", "2026-05-14") parse as UTC midnight.
  const start = new Date(when.value);
  return Number.isNaN(start.getTime()) || start.getTime() > now.getTime() ? undefined : start;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** How much a stored fact's confidence keeps when a statement it outranks contradicts it. */
export const CONTRADICTION_FACTOR = 0.8;

/** True when `next` may replace `old` as a memory's triple: it had none, or `next` is the same attribute of the same subject. */
function restates(old: MemoryRecord['triple'], next: NonNullable<MemoryRecord['triple']>): boolean {
  if (old === null) return true;
  const a = DEFAULT_ATTRIBUTES.resolve(old);
  const b = DEFAULT_ATTRIBUTES.resolve(next);
  return a.subject === b.subject && a.key === b.key && a.cardinality === 'single';
}

/** The triple a candidate's memory is stored with: a field's (key · value), but a liking's own `likes`/`dislikes` triple. */
function fieldTriple(c: Candidate): Candidate['triple'] {
  if (!c.profile) return c.triple;
  const liking = c.profile.key.startsWith('preference.') && c.triple && LIKING_PREDICATES.includes(c.triple.predicate);
  return liking ? c.triple : { subject: c.triple?.subject ?? 'user', predicate: c.profile.key, object: c.profile.value };
}
