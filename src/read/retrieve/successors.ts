/**
 * The successor leg of recall (issue 24, eighth round): a question about whether an old state still
 * holds ("am i still vegetarian", "do i still drive the ranger", "is my car still the swift", "where
 * do i live now") names the OLD value, whose words the current memory may not share ("The user eats
 * meat again."). The question's words are searched among every version of the user's memories, and
 * each superseded hit leads along its `supersededBy` chain to the version that holds now: that one
 * joins the candidates as the attribute's current fact (the `attribute` score part), scaled by how
 * well its old version matched. With `includeInvalid`, the old version stays in the list, below the
 * version that replaced it (`successorsFirst`).
 *
 * Only a question worded about the present ("still", "anymore", "no longer", "now", "these days",
 * "at the moment", "currently", "nowadays") runs it, and never a recall `asOf` a past instant: one
 * more keyword search and one or two row reads for those questions, none for the others.
 */
import type { RecordFilter, StorageAdapter } from '../../core/contracts/storage.js';
import { isValidAt, type MemoryRecord } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import type { Ranked, RankRecord } from '../rank/score.js';

/** A question about the present state of something the user had or did. */
const PRESENT = /\b(?:still|any ?more|no longer|nowadays|these days|currently|at (?:the )?(?:moment|minute|present)|right now|now)\b/i;
/** Keyword hits over every version, at most. */
const HITS = 10;
/** Links followed along one chain, at most (a value changed this many times since). */
const HOPS = 5;
/** What a successor weighs at least, as its attribute part; up to 1 for the one whose old version matched best. */
const FLOOR = 0.6;

/** Whether `query` asks about the present state ("am i still …", "… these days"). */
export function asksPresent(query: string): boolean {
  return PRESENT.test(query);
}

/** The successor leg's answer: each current successor's weight, and the versions it replaced that the search found or passed. */
export interface Successors {
  readonly weights: Map<string, number>;
  readonly replaced: Map<string, Set<string>>;
  /** The rows its search found over every version, best first, with their keyword scores (`life-events.ts` dates an event by them). */
  readonly found?: readonly { readonly row: MemoryRecord; readonly score: number }[];
}

/**
 * The current successors of the superseded memories the question's `terms` find, by id, each at
 * {@link FLOOR}–1 by its old version's keyword score against the best superseded hit. Empty unless the
 * question asks about the present and the recall reads now (validity `current` or `all`).
 */
export async function successorFacts(
  store: StorageAdapter,
  scope: Scope,
  query: string,
  terms: readonly string[],
  filter: RecordFilter,
  now: Date,
  event?: readonly string[],
): Promise<Successors> {
  const found: { row: MemoryRecord; score: number }[] = [];
  const out: Successors = { weights: new Map(), replaced: new Map(), found };
  const searched = event ? [...new Set([...terms, ...event])] : terms;
  if (searched.length === 0 || filter.validity.mode === 'asOf' || !(asksPresent(query) || event)) return out;
  const all: RecordFilter = { ...filter, validity: { mode: 'all' } };
  const hits = await store.searchKeyword(scope, { terms: searched, filter: all, limit: HITS });
  if (hits.length === 0) return out;
  const rows = await store.getMemories(
    scope,
    hits.map((h) => h.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const h of hits) {
    const row = byId.get(h.id);
    if (row) found.push({ row, score: h.score });
  }
  // A question that dates a time by a life event ("before i moved") asks for what happened then, not for a state now.
  if (event && !asksPresent(query)) return out;
  const old = new Map(rows.filter((r) => r.supersededBy !== null).map((r) => [r.id, r]));
  const oldHits = hits.filter((h) => old.has(h.id));
  const best = Math.max(0, ...oldHits.map((h) => h.score));
  if (best <= 0) return out;
  for (const h of oldHits) {
    const chain = await chainOf(store, scope, old.get(h.id) as MemoryRecord, now, filter);
    if (!chain) continue;
    const weight = FLOOR + ((1 - FLOOR) * h.score) / best;
    out.weights.set(chain.current, Math.max(out.weights.get(chain.current) ?? 0, weight));
    out.replaced.set(chain.current, new Set([...(out.replaced.get(chain.current) ?? []), ...chain.before]));
  }
  return out;
}

/**
 * The version of `record` that holds at `now`, following `supersededBy`, with the versions passed on the
 * way; null when the chain ends in none (forgotten, expired, a loop).
 */
async function chainOf(
  store: StorageAdapter,
  scope: Scope,
  record: MemoryRecord,
  now: Date,
  filter: RecordFilter,
): Promise<{ current: string; before: string[] } | null> {
  let at = record;
  const before = [at.id];
  for (let hop = 0; hop < HOPS && at.supersededBy !== null; hop++) {
    const next = at.supersededBy;
    if (before.includes(next)) return null;
    const [row] = await store.getMemories(scope, [next]);
    if (!row) return null;
    at = row;
    if (at.supersededBy !== null) before.push(at.id);
  }
  return at.supersededBy === null && isValidAt(at, now) && passes(at, filter) ? { current: at.id, before } : null;
}

/**
 * Whether the recall's filter lets `record` through, as the store's own search would (the rows are read by id, so
 * the filter is applied here): its kinds, the namespaces the caller may read, the session, archived and flagged.
 */
function passes(record: MemoryRecord, filter: RecordFilter): boolean {
  if (filter.kinds && !filter.kinds.includes(record.kind)) return false;
  if (filter.namespaces && !filter.namespaces.includes(record.namespace)) return false;
  if (filter.sessionId !== undefined && record.sessionId !== filter.sessionId) return false;
  const archived = filter.archived ?? (filter.validity.mode === 'all' ? 'include' : 'exclude');
  if (archived === 'exclude' && record.archivedAt !== null) return false;
  if (archived === 'only' && record.archivedAt === null) return false;
  return filter.flagged === undefined || (record.review !== null) === filter.flagged;
}

/**
 * A question about how things were: a past auxiliary ("did", "was", "used to", "had") or a word of an earlier state
 * ("before", "previously", "old", "former", "ex-"). Closed classes of the grammar, not words of any question.
 */
const PAST =
  /\b(?:did|didn'?t|was|wasn'?t|were|weren'?t|had|hadn'?t|used to|use to|before|previous(?:ly)?|former(?:ly)?|earlier|originally|old|ex|at first|back then|back in|once)\b/i;

/** Whether `query` asks how things were rather than how they are (see {@link PAST}). */
export function asksPast(query: string): boolean {
  return PAST.test(query);
}

/** Ranked memories read for a superseded version, at most (with `includeInvalid`). */
const VERSIONS_READ = 20;

/**
 * With `includeInvalid`, the versions a recall found that a newer one has replaced, each with the version that holds
 * now (`Successors.replaced`, as {@link successorFacts} gives it). The successor leg above finds an old version only by
 * the question's words and only for a question worded about the present ("am i still …"), so an old value that the
 * vector leg or the attribute leg found ("where am i staying presently", "which two wheeler i am having") ranked first
 * with history on. Here every superseded version among the first {@link VERSIONS_READ} ranked leads along its chain to
 * its current version, whatever found it, unless the question asks how things were ({@link asksPast}). A current version
 * no leg found joins the list (`joined`) with the breakdown of the old version that led to it: it was found through it.
 */
export async function replacedAmong(
  store: StorageAdapter,
  scope: Scope,
  ranked: readonly Ranked<RankRecord>[],
  query: string,
  filter: RecordFilter,
  now: Date,
  rows: (ids: readonly string[]) => Promise<MemoryRecord[]>,
): Promise<{ replaced: Map<string, Set<string>>; joined: Ranked<RankRecord>[] }> {
  const replaced = new Map<string, Set<string>>();
  const joined: Ranked<RankRecord>[] = [];
  if (filter.validity.mode !== 'all' || asksPast(query)) return { replaced, joined };
  const first = ranked.slice(0, VERSIONS_READ);
  const listed = new Set(ranked.map((r) => r.record.id));
  const read = await rows(first.map((r) => r.record.id));
  for (const old of read) {
    if (old.supersededBy === null) continue;
    const chain = await chainOf(store, scope, old, now, filter);
    if (!chain) continue;
    replaced.set(chain.current, new Set([...(replaced.get(chain.current) ?? []), ...chain.before]));
    const via = first.find((r) => r.record.id === old.id);
    if (listed.has(chain.current) || !via) continue;
    const [row] = await rows([chain.current]);
    if (!row) continue;
    listed.add(row.id);
    joined.push({ record: row, score: via.score, scores: via.scores });
  }
  return { replaced, joined };
}

/**
 * With `includeInvalid`, a superseded memory found beside its current successor ranks just below it:
 * the question asks how things are now. Each successor that ranks below a version it replaced moves up
 * to just above the first of them, its score raised to that one's.
 */
export function successorsFirst<R extends RankRecord>(ranked: readonly Ranked<R>[], successors: Pick<Successors, 'replaced'>): Ranked<R>[] {
  const out = [...ranked];
  for (const [id, replaced] of successors.replaced) {
    const at = out.findIndex((r) => r.record.id === id);
    if (at < 0) continue;
    const first = out.findIndex((r) => replaced.has(r.record.id));
    if (first < 0 || first > at) continue;
    const [moved] = out.splice(at, 1) as [Ranked<R>];
    out.splice(first, 0, { ...moved, score: Math.max(moved.score, (out[first] as Ranked<R>).score) });
  }
  return out;
}
