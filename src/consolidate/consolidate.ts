/**
 * Consolidation (M8): for each guarded candidate, search existing memories widely — by vector, by
 * keyword, and by the same subject and predicate, because a contradiction is often not similar as
 * a string — then reinforce a near-duplicate (≥ 0.92), create what is novel (< 0.55), resolve
 * contradictions of single-valued facts with the conflict policy, and let the model decide the band
 * between (without a model: keep both and flag them for review). The result is a list of write ops
 * the caller applies in one transaction, plus the actions with their reasons for logs.
 */
import { cosine } from '../embedders/embed.js';
import { isSingleValued, type Candidate, type ForgetRequest } from '../extract/types.js';
import type { GuardLimits } from '../guard/index.js';
import { newId } from '../ids.js';
import { buildRecord, searchableText, snapshot } from '../ingest/record.js';
import type { RecordFilter, StorageAdapter, WriteOp } from '../spec/storage.js';
import { indexTermsOf, queryTermsOf } from '../text/terms.js';
import type { Actor, HistoryOp } from '../types/history.js';
import { USER_NAMESPACE, type MemoryRecord, type SourceRef, type SourceType } from '../types/memory.js';
import type { ProfileEntry } from '../types/profile.js';
import type { Scope } from '../types/scope.js';
import type { Decider } from './decide.js';
import { claimOf, resolveConflict, trustOf } from './policy.js';

/** Similarity thresholds of the fast path. */
export interface ConsolidationThresholds {
  /** At or above: a near-duplicate, reinforced (default 0.92). */
  readonly duplicate: number;
  /** Below: novel, created (default 0.55). */
  readonly novel: number;
}

export const DEFAULT_THRESHOLDS: ConsolidationThresholds = { duplicate: 0.92, novel: 0.55 };

/** What consolidation needs from the engine. */
export interface ConsolidationDeps {
  readonly store: StorageAdapter;
  readonly embed: (texts: readonly string[]) => Promise<Float32Array[]>;
  readonly embeddingModel: string;
  readonly limits: GuardLimits;
  readonly now: Date;
  readonly namespace: string;
  /** Namespaces the acting party may read (null: all). */
  readonly readable: readonly string[] | null;
  /** Whether a memory from `source` may be written to `namespace` (the namespace policy, M16). */
  readonly canWrite: (namespace: string, source: SourceType) => boolean;
  readonly actor: Actor;
  readonly decider: Decider | null;
  readonly thresholds?: ConsolidationThresholds;
  /** Where the candidates came from, e.g. `session:<id>`; event seqs are appended as `#<seq>`. */
  readonly origin: string;
  /** Why the caller is making these changes (e.g. the user's own words of correction); added to every reason in history. */
  readonly because?: string | undefined;
}

/** One thing consolidation did, for logs (`--verbose`) and tests. */
export interface ConsolidationAction {
  readonly op: 'create' | 'reinforce' | 'supersede' | 'invalidate' | 'noop' | 'review' | 'profile' | 'unset';
  readonly memoryId: string | null;
  readonly targetId: string | null;
  readonly content: string;
  /** The text (or profile value) it replaced, for supersede, invalidate, profile and unset. */
  readonly previous?: string | undefined;
  readonly reason: string;
}

/** The ops to apply in one transaction, and what they mean. */
export interface ConsolidationPlan {
  readonly ops: WriteOp[];
  readonly actions: ConsolidationAction[];
}

interface Known {
  record: MemoryRecord;
  vector: Float32Array | null;
}

/** Plans the writes for a batch of candidates and forget requests. */
export async function consolidate(
  deps: ConsolidationDeps,
  scope: Scope,
  candidates: readonly Candidate[],
  forgets: readonly ForgetRequest[] = [],
): Promise<ConsolidationPlan> {
  const t = deps.thresholds ?? DEFAULT_THRESHOLDS;
  const ops: WriteOp[] = [];
  const actions: ConsolidationAction[] = [];
  const filter: RecordFilter = { validity: { mode: 'current', now: deps.now }, namespaces: deps.readable ?? undefined };
  const profile = new Map((await deps.store.getProfile(scope)).map((p) => [p.key, p]));
  /** Records created or changed earlier in this batch, so later candidates see them. */
  const batch = new Map<string, Known>();
  const gone = new Set<string>();
  const history = (targetId: string, op: HistoryOp, oldValue: unknown, newValue: unknown, reason: string, kind: 'memory' | 'profile' = 'memory'): WriteOp => ({
    type: 'appendHistory',
    entry: {
      id: newId('h'), tenantId: scope.tenantId, userId: scope.userId, targetKind: kind, targetId, op, actor: deps.actor, oldValue, newValue,
      reason: deps.because ? `${reason}; ${deps.because}` : reason,
      at: deps.now,
    },
  });
  const sourcesOf = (c: Candidate): SourceRef[] => c.eventSeqs.map((seq) => ({ type: c.source, id: `${deps.origin}#${seq}` }));

  const vectors = candidates.length ? await deps.embed(candidates.map((c) => c.content)) : [];

  const setProfile = (c: Candidate, reason: string): void => {
    if (!c.profile) return;
    const old = profile.get(c.profile.key);
    if (old && old.value === c.profile.value) return;
    if (!deps.canWrite(USER_NAMESPACE, c.source)) {
      actions.push({ op: 'noop', memoryId: null, targetId: c.profile.key, content: c.profile.value, reason: 'profile not changed: the user namespace is written only by explicit user action' });
      return;
    }
    if (old && trustOf(old.source) > trustOf(c.source)) {
      actions.push({ op: 'noop', memoryId: null, targetId: c.profile.key, content: c.profile.value, reason: `profile ${c.profile.key} kept: set by a more trusted source (${old.source})` });
      return;
    }
    const entry: ProfileEntry = { key: c.profile.key, value: c.profile.value, source: c.source, updatedAt: deps.now };
    profile.set(entry.key, entry);
    ops.push({ type: 'setProfile', entry }, history(entry.key, 'set', old?.value ?? null, entry.value, reason, 'profile'));
    actions.push({ op: 'profile', memoryId: null, targetId: entry.key, content: String(entry.value), previous: old === undefined ? undefined : String(old.value), reason });
  };

  const create = (c: Candidate, vector: Float32Array | null, reason: string, links: Partial<Pick<MemoryRecord, 'supersedes' | 'review'>> = {}): MemoryRecord => {
    const sources = sourcesOf(c);
    const { record } = buildRecord(
      scope,
      {
        content: c.content,
        kind: c.kind,
        importance: c.importance,
        confidence: c.confidence,
        // A profile field's memory always carries the field as its predicate (see neighboursOf).
        triple: c.profile ? { subject: c.triple?.subject ?? 'user', predicate: c.profile.key, object: c.profile.value } : c.triple,
        source: sources[0] ?? { type: c.source, id: null },
      },
      deps.namespace,
      deps.now,
      deps.limits,
    );
    const full: MemoryRecord = { ...record, profileKey: c.profile?.key ?? null, ...links, embedding: vector, embeddingModel: vector ? deps.embeddingModel : null };
    ops.push({ type: 'insertMemory', memory: { record: full, searchTerms: indexTermsOf(searchableText(full)) } });
    if (sources.length > 1) ops.push({ type: 'addSources', memoryId: full.id, sources: sources.slice(1) });
    ops.push(history(full.id, 'create', null, snapshot(full), reason));
    batch.set(full.id, { record: full, vector });
    actions.push({ op: 'create', memoryId: full.id, targetId: null, content: full.content, reason });
    return full;
  };

  const supersede = (old: MemoryRecord, c: Candidate, vector: Float32Array | null, reason: string): void => {
    const next = create(c, vector, reason, { supersedes: old.id });
    actions.pop(); // reported once, as the supersede below
    ops.push(
      { type: 'addSources', memoryId: next.id, sources: [{ type: 'consolidation', id: old.id }] },
      { type: 'patchMemory', id: old.id, patch: { invalidatedAt: deps.now, invalidationReason: reason, supersededBy: next.id, updatedAt: deps.now } },
      history(old.id, 'supersede', snapshot(old), { supersededBy: next.id, content: next.content }, reason),
    );
    gone.add(old.id);
    batch.delete(old.id);
    actions.push({ op: 'supersede', memoryId: next.id, targetId: old.id, content: next.content, previous: old.content, reason });
  };

  const invalidate = (old: MemoryRecord, reason: string): void => {
    if (gone.has(old.id)) return;
    ops.push(
      { type: 'patchMemory', id: old.id, patch: { invalidatedAt: deps.now, invalidationReason: reason, updatedAt: deps.now } },
      history(old.id, 'invalidate', { invalidatedAt: null }, { invalidatedAt: deps.now.toISOString() }, reason),
    );
    gone.add(old.id);
    batch.delete(old.id);
    actions.push({ op: 'invalidate', memoryId: null, targetId: old.id, content: old.content, reason });
  };

  for (const [i, c] of candidates.entries()) {
    if (!deps.canWrite(deps.namespace, c.source)) {
      actions.push({ op: 'noop', memoryId: null, targetId: null, content: c.content, reason: `not written: no write grant for namespace "${deps.namespace}"` });
      continue;
    }
    const vector = vectors[i] ?? null;
    const neighbours = (await neighboursOf(deps, scope, filter, c, vector, batch))
      .filter((n) => !gone.has(n.record.id))
      // Two facts about different attributes ("name" and "team") are distinct however alike they read.
      .map((n) => (differentAttributes(n.record, c) ? { ...n, similarity: Math.min(n.similarity, t.novel - 0.01) } : n));
    const conflicts = neighbours.filter((n) => contradicts(n.record, c));
    const best = neighbours.filter((n) => !contradicts(n.record, c)).sort((a, b) => b.similarity - a.similarity)[0];

    if (conflicts.length > 0) {
      const losers: MemoryRecord[] = [];
      let blocked: string | null = null;
      for (const n of conflicts) {
        const verdict = resolveConflict(claimOf(n.record), { source: c.source, at: deps.now, corroborations: 0 });
        if (!deps.canWrite(n.record.namespace, c.source)) blocked = `no write grant for namespace "${n.record.namespace}"`;
        else if (verdict.incomingWins) losers.push(n.record);
        else blocked = verdict.reason;
      }
      if (blocked) {
        actions.push({ op: 'noop', memoryId: null, targetId: conflicts[0]?.record.id ?? null, content: c.content, reason: `contradiction not applied: ${blocked}` });
        continue;
      }
      const [first, ...rest] = losers;
      const reason = `contradicts an earlier ${c.triple?.predicate ?? 'fact'}; replaced by ${resolveConflict(claimOf(first as MemoryRecord), { source: c.source, at: deps.now, corroborations: 0 }).reason}`;
      supersede(first as MemoryRecord, c, vector, reason);
      for (const r of rest) invalidate(r, reason);
      setProfile(c, reason);
      continue;
    }

    // A near-duplicate must also say nearly the same words: a lexical embedder rates "drinks black
    // coffee every morning" and "drinks green tea every morning" 0.92 alike, yet one replaces the other.
    if (best && best.similarity >= t.duplicate && termOverlap(best.record.content, c.content) >= 0.6) {
      reinforce(best, c, vector);
      setProfile(c, 'corroborated');
      continue;
    }
    if (!best || best.similarity < t.novel) {
      create(c, vector, best ? `novel (closest similarity ${best.similarity.toFixed(2)})` : 'novel (nothing similar stored)');
      setProfile(c, 'stated by the user');
      continue;
    }
    const band = neighbours.filter((n) => n.similarity >= t.novel).sort((a, b) => b.similarity - a.similarity).slice(0, 5);
    if (!deps.decider) {
      create(c, vector, `similar to ${best.record.id} (${best.similarity.toFixed(2)}) and no model to decide: kept both, flagged for review`, {
        review: { similarTo: best.record.id, similarity: round(best.similarity) },
      });
      setProfile(c, 'stated by the user');
      actions.push({ op: 'review', memoryId: null, targetId: best.record.id, content: c.content, reason: 'kept both; flagged for review' });
      continue;
    }
    const decision = await deps.decider(c, band);
    const target = band.find((n) => n.record.id === decision.targetId)?.record;
    if (decision.decision === 'NOOP') {
      actions.push({ op: 'noop', memoryId: null, targetId: best.record.id, content: c.content, reason: `model: ${decision.reason}` });
    } else if (decision.decision === 'CREATE' || !target) {
      create(c, vector, `model: ${decision.reason}`);
      setProfile(c, `model: ${decision.reason}`);
    } else {
      const verdict = deps.canWrite(target.namespace, c.source)
        ? resolveConflict(claimOf(target), { source: c.source, at: deps.now, corroborations: 0 })
        : { incomingWins: false, reason: `no write grant for namespace "${target.namespace}"` };
      if (!verdict.incomingWins) {
        actions.push({ op: 'noop', memoryId: null, targetId: target.id, content: c.content, reason: `model chose ${decision.decision}, not applied: ${verdict.reason}` });
      } else if (decision.decision === 'UPDATE') {
        supersede(target, c, vector, `model: ${decision.reason}`);
        setProfile(c, `model: ${decision.reason}`);
      } else {
        invalidate(target, `model: ${decision.reason}`);
      }
    }
  }

  function reinforce(n: { record: MemoryRecord; similarity: number }, c: Candidate, vector: Float32Array | null): void {
    const old = batch.get(n.record.id)?.record ?? n.record;
    const corroborations = old.corroborations + 1;
    const confidence = round(1 - (1 - old.confidence) * (1 - 0.5 * c.confidence));
    const importance = Math.max(old.importance, c.importance);
    const reason = `near-duplicate (similarity ${n.similarity.toFixed(2)}): corroborated, newer wording kept`;
    const content = c.content;
    ops.push(
      {
        type: 'patchMemory',
        id: old.id,
        patch: {
          content,
          confidence,
          importance,
          corroborations,
          updatedAt: deps.now,
          searchTerms: indexTermsOf(searchableText({ content, notes: old.notes })),
          ...(vector && content !== old.content && old.notes.length === 0 && { embedding: vector, embeddingModel: deps.embeddingModel }),
        },
      },
      { type: 'addSources', memoryId: old.id, sources: sourcesOf(c) },
      history(old.id, 'reinforce', { content: old.content, confidence: old.confidence }, { content, confidence }, reason),
    );
    batch.set(old.id, { record: { ...old, content, confidence, importance, corroborations }, vector: vector ?? batch.get(old.id)?.vector ?? null });
    actions.push({ op: 'reinforce', memoryId: old.id, targetId: old.id, content, reason });
  }

  for (const f of forgets) {
    const reason = `forgotten at the user’s request (“forget ${f.topic}”)`;
    const found = await forgetTargets(deps, scope, filter, f.topic, profile, batch);
    // Forgetting is the user's explicit request; the party acting must still hold the write grant.
    const memories = found.memories.filter((m) => deps.canWrite(m.namespace, 'user_explicit'));
    const keys = deps.canWrite(USER_NAMESPACE, 'user_explicit') ? found.keys : [];
    for (const m of memories) invalidate(m, reason);
    for (const key of keys) {
      const old = profile.get(key);
      if (!old) continue;
      profile.delete(key);
      ops.push({ type: 'unsetProfile', key }, history(key, 'unset', old.value, null, reason, 'profile'));
      actions.push({ op: 'unset', memoryId: null, targetId: key, content: String(old.value), reason });
    }
    if (memories.length === 0 && keys.length === 0) actions.push({ op: 'noop', memoryId: null, targetId: null, content: f.topic, reason: 'nothing stored matches what to forget' });
  }
  return { ops, actions };
}

/** Existing memories near a candidate, by every route, with their cosine similarity to it. */
async function neighboursOf(
  deps: ConsolidationDeps,
  scope: Scope,
  filter: RecordFilter,
  c: Candidate,
  vector: Float32Array | null,
  batch: ReadonlyMap<string, Known>,
): Promise<{ record: MemoryRecord; similarity: number }[]> {
  const terms = queryTermsOf(c.content);
  const keyword = terms.length ? await deps.store.searchKeyword(scope, { terms, filter, limit: 10 }) : [];
  const facts = c.triple ? await deps.store.queryFacts(scope, { filter, subject: c.triple.subject, predicate: c.triple.predicate, limit: 20 }) : [];
  // Every memory that holds a profile field carries a triple with the field as its predicate, so the
  // same-field lookup is an indexed fact query, however many memories the user has.
  const byKey =
    c.profile && c.profile.key !== c.triple?.predicate
      ? await deps.store.queryFacts(scope, { filter, predicate: c.profile.key, limit: 50 })
      : [];
  const extra = [...new Set([...keyword.map((h) => h.id), ...facts.map((f) => f.id), ...byKey.map((r) => r.id)])];
  const scored = vector ? await deps.store.searchVector(scope, { vector, filter, limit: 10, alsoScore: extra }) : [];
  const similarity = new Map(scored.map((h) => [h.id, h.score]));
  const ids = [...new Set([...scored.map((h) => h.id), ...extra])].filter((id) => !batch.has(id));
  const records = ids.length ? await deps.store.getMemories(scope, ids) : [];
  const out = records.map((record) => ({ record, similarity: similarity.get(record.id) ?? 0 }));
  for (const k of batch.values()) out.push({ record: k.record, similarity: vector && k.vector ? cosine(vector, k.vector) : 0 });
  return out;
}

/** Jaccard overlap of two texts' normalised terms. */
function termOverlap(a: string, b: string): number {
  const x = new Set(queryTermsOf(a));
  const y = new Set(queryTermsOf(b));
  const both = [...x].filter((term) => y.has(term)).length;
  const either = new Set([...x, ...y]).size;
  return either === 0 ? 1 : both / either;
}

function differentAttributes(record: MemoryRecord, c: Candidate): boolean {
  if (!record.triple || !c.triple) return false;
  return norm(record.triple.subject) === norm(c.triple.subject) && norm(record.triple.predicate) !== norm(c.triple.predicate);
}

/** A stored memory that a candidate contradicts: the same single-valued fact with another value. */
function contradicts(record: MemoryRecord, c: Candidate): boolean {
  if (c.profile && record.profileKey === c.profile.key && isSingleValued(c.profile.key)) {
    return norm(record.triple?.object ?? record.content) !== norm(c.profile.value) && norm(record.content) !== norm(c.content);
  }
  if (!c.triple || !record.triple) return false;
  return (
    norm(record.triple.subject) === norm(c.triple.subject) &&
    norm(record.triple.predicate) === norm(c.triple.predicate) &&
    isSingleValued(c.triple.predicate) &&
    norm(record.triple.object) !== norm(c.triple.object)
  );
}

/** What "forget <topic>" refers to: preferences, a profile field, or memories about the topic. */
async function forgetTargets(
  deps: ConsolidationDeps,
  scope: Scope,
  filter: RecordFilter,
  topic: string,
  profile: ReadonlyMap<string, ProfileEntry>,
  batch: ReadonlyMap<string, Known>,
): Promise<{ memories: MemoryRecord[]; keys: string[] }> {
  const t = norm(topic).replace(/^(my|the|all|any)\s+/, '');
  const pending = [...batch.values()].map((k) => k.record);
  if (/^(preferences?|likes|dislikes|likes and dislikes)$/.test(t)) {
    const stored = await deps.store.listMemories(scope, { filter: { ...filter, kinds: ['preference'] }, limit: 100_000 });
    return {
      memories: [...stored, ...pending.filter((r) => r.kind === 'preference')],
      keys: [...profile.keys()].filter((k) => k.startsWith('preference.')),
    };
  }
  if (/^(everything|all of it|everything about me|me)$/.test(t)) {
    return { memories: [...(await deps.store.listMemories(scope, { filter, limit: 100_000 })), ...pending], keys: [...profile.keys()] };
  }
  const key = [...profile.keys()].find((k) => k === t || k === `preference.${t}` || k.replace(/^preference\./, '') === t || k.replace(/^my\./, '').replace(/_/g, ' ') === t);
  if (key) {
    const stored = (await deps.store.queryFacts(scope, { filter, predicate: key, limit: 100 })).filter((r) => r.profileKey === key);
    return { memories: [...stored, ...pending.filter((r) => r.profileKey === key)], keys: [key] };
  }
  // A topic: what both legs of search find, kept when it shares the topic's words (two of them, or
  // one with a close vector) — "forget Bob" must not take every memory that merely sounds similar.
  const terms = queryTermsOf(topic);
  if (terms.length === 0) return { memories: [], keys: [] };
  const termSet = new Set(terms);
  const [vector] = await deps.embed([topic]);
  const keyword = await deps.store.searchKeyword(scope, { terms, filter, limit: 50 });
  const scored = vector ? await deps.store.searchVector(scope, { vector, filter, limit: 50, alsoScore: keyword.map((h) => h.id) }) : [];
  const cos = new Map(scored.map((h) => [h.id, h.score]));
  const ids = [...new Set([...keyword.map((h) => h.id), ...scored.map((h) => h.id)])];
  const found = [...(ids.length ? await deps.store.getMemories(scope, ids) : []), ...pending];
  const matches = found.filter((r) => {
    const overlap = queryTermsOf(searchableText(r)).filter((x) => termSet.has(x)).length;
    const close = (cos.get(r.id) ?? (vector && batch.get(r.id)?.vector ? cosine(vector, batch.get(r.id)?.vector as Float32Array) : 0)) >= 0.5;
    return overlap > 0 && (overlap >= Math.min(2, termSet.size) || close);
  });
  const keys = [...profile.entries()].filter(([k, p]) => queryTermsOf(`${k} ${String(p.value)}`).some((x) => termSet.has(x))).map(([k]) => k);
  return { memories: matches, keys };
}

const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(/^(the|a|an)\s+/, '');
const round = (x: number): number => Math.round(x * 1000) / 1000;
