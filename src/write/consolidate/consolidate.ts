/**
 * Consolidation (M8): for each guarded candidate, find its neighbours (`neighbours.ts`), classify
 * it (`classify.ts`: contradiction, near-duplicate, novel, or the band between), and plan the
 * corrections (`plan.ts`); the model decides the band (without one: keep both and flag them for
 * review). Forget requests find their targets (`forget-topic.ts`). The result is a list of write
 * ops the caller applies in one transaction, plus the actions with their reasons for logs.
 */
import { DEFAULT_ATTRIBUTES, type AttributeTable } from '../../core/attributes/index.js';
import { attributeKey, place, timelineOf, type Placement } from '../correct/timeline.js';
import { searchableText } from '../ingest/record.js';
import type { Candidate, ForgetRequest } from '../extract/types.js';
import type { GuardLimits } from '../guard/index.js';
import type { RecordFilter, StorageAdapter } from '../../core/contracts/storage.js';
import type { Actor } from '../../core/types/history.js';
import { USER_NAMESPACE, type MemoryRecord, type SourceType } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import { classify, DEFAULT_THRESHOLDS, norm, type ConsolidationThresholds } from './classify.js';
import { claimOf, resolveConflict } from './conflict.js';
import type { Decider } from './decide.js';
import { endedFacts } from './ended.js';
import { forgetTargets } from './forget-topic.js';
import { findNeighbours, type Neighbour, type NeighbourSearch } from './neighbours.js';
import { PlanBuilder, type ConsolidationPlan } from './plan.js';
import { correctedTarget, isPlaceValue, revisedCandidate, revisionTargets } from './revise.js';

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
  /** The attribute model (default: the built-in table). */
  readonly attributes?: AttributeTable | undefined;
  readonly actor: Actor;
  readonly decider: Decider | null;
  readonly thresholds?: ConsolidationThresholds;
  /** Where the candidates came from, e.g. `session:<id>`; event seqs are appended as `#<seq>`. */
  readonly origin: string;
  /** Why the caller is making these changes (e.g. the user's own words of correction); added to every reason in history. */
  readonly because?: string | undefined;
}

/** Plans the writes for a batch of candidates and forget requests. */
export async function consolidate(
  deps: ConsolidationDeps,
  scope: Scope,
  candidates: readonly Candidate[],
  forgets: readonly ForgetRequest[] = [],
): Promise<ConsolidationPlan> {
  const t = deps.thresholds ?? DEFAULT_THRESHOLDS;
  const filter: RecordFilter = { validity: { mode: 'current', now: deps.now }, namespaces: deps.readable ?? undefined };
  const search: NeighbourSearch = { store: deps.store, scope, filter };
  const profile = new Map((await deps.store.getProfile(scope)).map((p) => [p.key, p]));
  const plan = new PlanBuilder({ ...deps, scope }, profile);
  const vectors = candidates.length ? await deps.embed(candidates.map((c) => (c.record ? searchableText(c.record) : c.content))) : [];

  for (const [i, c] of candidates.entries()) {
    const mark = plan.startCandidate();
    try {
      const namespace = c.record?.namespace ?? deps.namespace;
      if (!deps.canWrite(namespace, c.source)) {
        plan.noop(null, c.content, `not written: no write grant for namespace "${namespace}"`);
        continue;
      }
      if (c.revises) {
        await revise(deps, search, plan, c);
        continue;
      }
      if (await heldElsewhere(search, plan, c)) continue;
      const vector = vectors[i] ?? null;
      // "not Python, I mostly write Kotlin": a statement that names the value it corrects replaces the one memory holding it.
      const replaced = !c.profile && !c.ends?.length && c.correction?.replaces ? await correctedTarget(search, c, (id) => plan.isGone(id)) : null;
      if (replaced && deps.canWrite(replaced.namespace, c.source)) {
        plan.supersede(replaced, c, vector, c.correction?.reason ?? 'the user corrected it');
        continue;
      }
      // "I gave up coffee": the new state supersedes the facts it says are over.
      const over = c.ends?.length ? (await endedFacts(search, c.ends, plan.pending, deps.attributes)).filter((r) => !plan.isGone(r.id)) : [];
      const incoming = { source: c.source, at: deps.now, corroborations: 0 };
      if (over.length > 0 && over.every((r) => deps.canWrite(r.namespace, c.source) && resolveConflict(claimOf(r), incoming).incomingWins)) {
        const said = c.ends?.find((e) => e.said && e.object);
        const reason =
          c.correction?.reason ?? (said ? `the user said it is no longer so (“${said.said}”): “${said.object}”` : 'the user said it is no longer so');
        const [first, ...rest] = over;
        if (first) plan.supersede(first, c, vector, reason);
        for (const r of rest) plan.invalidate(r, reason, c.profile?.key ?? null);
        plan.setProfile(c, reason);
        continue;
      }
      const neighbours = (await findNeighbours(search, c, vector, plan.pending)).filter((n) => !plan.isGone(n.record.id));
      const verdict = classify(c, neighbours, t, deps);
      switch (verdict.kind) {
        case 'blocked': {
          // Outranked by the conflict policy, the contradiction still casts doubt on the stored fact.
          const target = verdict.byPolicy ? neighbours.find((n) => n.record.id === verdict.targetId)?.record : undefined;
          if (target) plan.contradicted(target, c.content, verdict.reason);
          else plan.noop(verdict.targetId, c.content, verdict.reason);
          break;
        }
        case 'contradiction': {
          // The user's own words of correction lead the reason, so history shows why it changed.
          const reason = c.correction ? `${c.correction.reason}; ${verdict.reason}` : verdict.reason;
          const placed = await placeOf(deps, scope, plan, c, verdict.losers);
          // It became true before a value already stated to begin later: a value of the past.
          if (placed?.placement.until) {
            plan.cut(placed.placement, plan.createPast(c, vector, reason, placed.placement.until), placed.label);
            break;
          }
          const [first, ...rest] = verdict.losers;
          const cutAt = new Map(placed?.placement.cuts.map((x) => [x.record.id, x.at]));
          const next = first ? plan.supersede(first, c, vector, reason) : null;
          for (const r of rest) plan.invalidate(r, reason, c.profile?.key ?? null, cutAt.get(r.id));
          if (placed && next) plan.cut(placed.placement, next, placed.label, new Set(verdict.losers.map((r) => r.id)));
          plan.setProfile(c, reason);
          break;
        }
        case 'duplicate':
          plan.reinforce(verdict.target, c, vector);
          plan.setProfile(c, 'corroborated');
          break;
        case 'novel': {
          const novel = verdict.closest ? `novel (closest similarity ${verdict.closest.similarity.toFixed(2)})` : 'novel (nothing similar stored)';
          await createValue(
            deps,
            scope,
            plan,
            c,
            vector,
            c.correction ? `${novel}; ${c.correction.reason}` : novel,
            c.correction ? c.correction.reason : 'stated by the user',
          );
          break;
        }
        case 'band':
          await decideBand(deps, scope, plan, c, vector, verdict.best, verdict.band);
          break;
      }
    } finally {
      plan.endCandidate(mark);
    }
  }

  for (const f of forgets) {
    // "I quit Acme" forgets Acme with the user's own reason; a plain "forget X" says so.
    const reason = f.reason ? `${f.reason}: “${f.topic}”` : `forgotten at the user’s request (“forget ${f.topic}”)`;
    // A state said ended ("not any more", "no longer") keeps the new state the same turn stated: only what came before ends.
    // (A request with no turn of its own — the memory editor's — is of the batch's one turn.)
    const ofTurn = (c: Candidate) => f.eventSeqs.length === 0 || c.eventSeqs.some((seq) => f.eventSeqs.includes(seq));
    const said = new Set(f.reason ? candidates.filter(ofTurn).map((c) => c.content) : []);
    const pending = said.size === 0 ? plan.pending : new Map([...plan.pending].filter(([, p]) => !said.has(p.record.content)));
    const found = await forgetTargets({ ...search, embed: deps.embed }, f.topic, profile, pending, deps.attributes, f.reason ? 'ended' : 'asked');
    if (found.choices && found.choices.length > 0) {
      plan.ask(f.topic, found.choices, `nothing forgotten: “${f.topic}” matches ${found.choices.length} different memories`);
      continue;
    }
    // Forgetting is the user's explicit request; the party acting must still hold the write grant.
    const memories = found.memories.filter((m) => deps.canWrite(m.namespace, 'user_explicit'));
    const keys = deps.canWrite(USER_NAMESPACE, 'user_explicit') ? found.keys : [];
    for (const m of memories) plan.invalidate(m, reason);
    for (const key of keys) plan.unsetProfile(key, reason);
    if (memories.length === 0 && keys.length === 0) plan.noop(null, f.topic, `nothing stored matches “${f.topic}”, so nothing was forgotten`);
  }
  return plan.plan();
}

/**
 * "no, Bergen, not Oslo" read as the location because the profile holds Oslo: when another current
 * memory holds Oslo too (the sister's city), which one the user meant is not known — nothing changes,
 * and the action says why. A statement of whose value it is ("I live in Bergen, not Oslo") is not bare.
 */
async function heldElsewhere(search: NeighbourSearch, plan: PlanBuilder, c: Candidate): Promise<boolean> {
  const y = c.correction?.bare && c.profile ? c.correction.replaces : null;
  if (!y) return false;
  const old = norm(y);
  const stored = await search.store.listMemories(search.scope, { filter: search.filter, limit: 2_000 });
  const others = stored.filter((r) => !plan.isGone(r.id) && r.profileKey !== c.profile?.key && r.triple !== null && norm(r.triple.object) === old);
  if (others.length === 0) return false;
  plan.noop(
    null,
    c.content,
    `the correction “${c.profile?.value}, not ${y}” could mean the ${c.profile?.key} or ${others.length} other stored memories holding ${y}, so none was changed`,
  );
  return true;
}

/**
 * "no, it's Galway", "Salzburg, not Vienna" with no profile field to correct: the one memory it can
 * mean gets the new value (superseded); none or several, nothing changes and the action says why.
 */
async function revise(deps: ConsolidationDeps, search: NeighbourSearch, plan: PlanBuilder, c: Candidate): Promise<void> {
  const r = c.revises as NonNullable<Candidate['revises']>;
  const found = await revisionTargets(search, r, (id) => plan.isGone(id), deps.attributes);
  const said = r.replaces ? `“${r.value}, not ${r.replaces}”` : `“${r.value}”`;
  if (found.targets.length > 1) {
    plan.ask(r.value, found.targets, `the correction ${said} could mean ${found.targets.length} different memories`);
    return;
  }
  const [target] = found.targets;
  const next = target && (!found.placeOnly || isPlaceValue(target, r.value, deps.attributes)) ? revisedCandidate(c, target) : null;
  if (!target || !next || !deps.canWrite(target.namespace, c.source)) {
    plan.noop(target?.id ?? null, r.value, `no stored memory is clearly the one the correction ${said} is about, so none was changed`);
    return;
  }
  const [vector] = await deps.embed([next.content]);
  plan.supersede(target, next, vector ?? null, c.correction?.reason ?? `the user corrected it (${said})`);
}

/** The candidate's place on the timeline of the single-valued attribute it states (`correct/timeline.ts`); null when it states none of the user namespace. */
async function placeOf(
  deps: ConsolidationDeps,
  scope: Scope,
  plan: PlanBuilder,
  c: Candidate,
  known: readonly MemoryRecord[] = [],
): Promise<{ label: string; placement: Placement } | null> {
  const table = deps.attributes ?? DEFAULT_ATTRIBUTES;
  const k = c.triple ? attributeKey({ namespace: c.record?.namespace ?? deps.namespace, triple: c.triple, profileKey: c.profile?.key ?? null }, table) : null;
  if (!k) return null;
  const spans = plan.spans([...(await timelineOf(deps.store, scope, k.key, table)), ...known], k.key, table);
  const throughNow = c.profile !== null && c.when?.throughNow === true;
  return { label: k.key.replace(/^user\./, ''), placement: place(spans, plan.startOf(c), deps.now, throughNow) };
}

/** Creates the candidate: as a value of the past when a later value of its attribute is stored, else current (its profile field set). */
async function createValue(
  deps: ConsolidationDeps,
  scope: Scope,
  plan: PlanBuilder,
  c: Candidate,
  vector: Float32Array | null,
  reason: string,
  profileReason: string,
  keys: Parameters<PlanBuilder['create']>[3] = {},
): Promise<void> {
  const placed = await placeOf(deps, scope, plan, c);
  if (placed?.placement.until) {
    plan.cut(placed.placement, plan.createPast(c, vector, reason, placed.placement.until), placed.label);
    return;
  }
  const record = plan.create(c, vector, reason, keys);
  if (placed) plan.cut(placed.placement, record, placed.label);
  plan.setProfile(c, profileReason);
}

/** The band between the thresholds: the model decides; without one, both are kept and flagged. */
async function decideBand(
  deps: ConsolidationDeps,
  scope: Scope,
  plan: PlanBuilder,
  c: Candidate,
  vector: Float32Array | null,
  best: Neighbour,
  band: readonly Neighbour[],
): Promise<void> {
  if (!deps.decider) {
    const similarity = Math.round(best.similarity * 1000) / 1000;
    await createValue(
      deps,
      scope,
      plan,
      c,
      vector,
      `similar to ${best.record.id} (${best.similarity.toFixed(2)}) and no model to decide: kept both, flagged for review`,
      'stated by the user',
      { review: { similarTo: best.record.id, similarity } },
    );
    plan.review(best.record.id, c.content);
    return;
  }
  const decision = await deps.decider(c, band);
  const target = band.find((n) => n.record.id === decision.targetId)?.record;
  const because = `model: ${decision.reason}`;
  if (decision.decision === 'NOOP') {
    plan.noop(best.record.id, c.content, because);
    return;
  }
  if (decision.decision === 'CREATE' || !target) {
    await createValue(deps, scope, plan, c, vector, because, because);
    return;
  }
  const verdict = deps.canWrite(target.namespace, c.source)
    ? resolveConflict(claimOf(target), { source: c.source, at: deps.now, corroborations: 0 })
    : { incomingWins: false, reason: `no write grant for namespace "${target.namespace}"` };
  if (!verdict.incomingWins) {
    plan.noop(target.id, c.content, `model chose ${decision.decision}, not applied: ${verdict.reason}`);
  } else if (decision.decision === 'UPDATE') {
    plan.supersede(target, c, vector, because);
    plan.setProfile(c, because);
  } else {
    plan.invalidate(target, because);
  }
}
