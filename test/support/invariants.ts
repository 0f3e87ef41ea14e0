/**
 * The invariants of the write path (issue 22, item 10), read straight from the store after every
 * step of a random sequence: a snapshot of one user's memory (every record, lineage, history,
 * profile, sessions, dreams) and the checks that must hold of it. A check returns the violations it
 * finds as sentences; an empty list is a pass.
 */
import { DEFAULT_ATTRIBUTES, USER_SUBJECT } from '../../src/core/attributes/index.js';
import type { StorageAdapter } from '../../src/core/contracts/storage.js';
import type { HistoryEntry } from '../../src/core/types/history.js';
import { USER_NAMESPACE, type MemoryRecord, type SourceRef } from '../../src/core/types/memory.js';
import type { ProfileEntry } from '../../src/core/types/profile.js';
import type { Scope } from '../../src/core/types/scope.js';
import type { Mnemo } from '../../src/engine/mnemo.js';

/** One user's whole memory at one moment. */
export interface Snapshot {
  readonly memories: readonly MemoryRecord[];
  readonly sources: ReadonlyMap<string, readonly SourceRef[]>;
  readonly memoryHistory: ReadonlyMap<string, readonly HistoryEntry[]>;
  readonly profile: readonly ProfileEntry[];
  readonly profileHistory: ReadonlyMap<string, readonly HistoryEntry[]>;
  readonly sessions: readonly { id: string; events: number[] }[];
  readonly dreams: readonly { id: string; status: string; applied: readonly string[] }[];
}

/** Reads a snapshot of `scope` from the store itself (not through the facade under test). */
export async function snapshot(store: StorageAdapter, scope: Scope): Promise<Snapshot> {
  const memories = await store.listMemories(scope, { filter: { validity: { mode: 'all' }, archived: 'include' }, limit: 100_000, order: 'oldest' });
  const sources = new Map<string, SourceRef[]>();
  const memoryHistory = new Map<string, HistoryEntry[]>();
  for (const m of memories) {
    sources.set(m.id, await store.getSources(scope, m.id));
  }
  for (const id of await store.historyTargets(scope, 'memory')) memoryHistory.set(id, await store.getHistory(scope, { kind: 'memory', id }));
  const profileHistory = new Map<string, HistoryEntry[]>();
  for (const key of await store.historyTargets(scope, 'profile')) profileHistory.set(key, await store.getHistory(scope, { kind: 'profile', id: key }));
  const sessions = [];
  for (const s of await store.listSessions(scope, { limit: 10_000 })) {
    sessions.push({ id: s.id, events: (await store.getEvents(scope, s.id, { limit: 100_000 })).map((e) => e.seq) });
  }
  const dreams = (await store.listDreams(scope)).map((d) => ({ id: d.id, status: d.status, applied: d.applied }));
  return { memories, sources, memoryHistory, profile: await store.getProfile(scope), profileHistory, sessions, dreams };
}

/** A snapshot as comparable JSON (vectors left out: they are derived from the text). */
export function fingerprint(s: Snapshot): string {
  const mems = s.memories.map(({ embedding: _e, ...m }) => m);
  return JSON.stringify({
    mems,
    sources: [...s.sources.entries()],
    memoryHistory: [...s.memoryHistory.entries()].map(([k, v]) => [k, v.length]),
    profile: s.profile,
    profileHistory: [...s.profileHistory.entries()].map(([k, v]) => [k, v.length]),
    sessions: s.sessions,
    dreams: s.dreams,
  });
}

const current = (m: MemoryRecord, now: Date) => isValidAtTime(m, now) && m.archivedAt === null;
function isValidAtTime(m: MemoryRecord, at: Date): boolean {
  if (m.invalidatedAt && m.invalidatedAt.getTime() <= at.getTime()) return false;
  if (m.expiresAt && m.expiresAt.getTime() <= at.getTime()) return false;
  return true;
}

/** The profile field a memory holds: its own profile key, or the user's single-valued attribute its triple states. */
export function heldField(m: MemoryRecord): string | null {
  if (m.namespace !== USER_NAMESPACE) return null;
  if (m.profileKey) return m.profileKey;
  return m.triple ? DEFAULT_ATTRIBUTES.resolve(m.triple).profileKey : null;
}

const valueText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The profile equals the current attribute facts: one holder per field, the same value, and no field without a holder. */
export function checkProfile(s: Snapshot, now: Date): string[] {
  const out: string[] = [];
  const holders = new Map<string, MemoryRecord[]>();
  for (const m of s.memories.filter((x) => current(x, now))) {
    const k = heldField(m);
    if (k) holders.set(k, [...(holders.get(k) ?? []), m]);
  }
  const profile = new Map(s.profile.map((p) => [p.key, p]));
  for (const [k, ms] of holders) {
    const p = profile.get(k);
    if (!p)
      out.push(`current fact ${ms.map((m) => `${m.id} (${m.triple?.object ?? m.content})`).join(', ')} holds field ${k}, which the profile does not have`);
    else if (ms.some((m) => !same(m.triple?.object ?? '', valueText(p.value))))
      out.push(`profile ${k}=${valueText(p.value)} but its current facts say ${ms.map((m) => `${m.id}: ${m.triple?.object ?? '(no triple)'}`).join(', ')}`);
  }
  for (const k of profile.keys()) if (!holders.has(k)) out.push(`profile field ${k} has no current fact memory holding it`);
  return out;
}

/** The (subject, attribute) key of a single-valued fact of the user namespace, or null. */
function singleKey(m: MemoryRecord): string | null {
  if (!m.triple || m.namespace !== USER_NAMESPACE) return null;
  const ref = DEFAULT_ATTRIBUTES.resolve(m.triple);
  if (m.profileKey) return `${USER_SUBJECT}.${m.profileKey}`;
  return ref.cardinality === 'single' ? `${ref.subject}.${ref.key}` : null;
}

/** No single-valued attribute has two facts among `facts` (what one read returned). */
export function checkSingle(facts: readonly MemoryRecord[], when: string): string[] {
  const by = new Map<string, MemoryRecord[]>();
  for (const f of facts) {
    const k = singleKey(f);
    if (k) by.set(k, [...(by.get(k) ?? []), f]);
  }
  return [...by.entries()]
    .filter(([, ms]) => ms.length > 1)
    .map(
      ([k, ms]) =>
        `${when}: ${k} has ${ms.length} values: ${ms.map((m) => `${m.id}=${m.triple?.object} [${m.validFrom.toISOString()}..${m.invalidatedAt?.toISOString() ?? ''})`).join(', ')}`,
    );
}

/** The instants where the set of valid facts can change: every interval bound and the moment just before it. */
export function instants(s: Snapshot, stepTimes: readonly Date[]): Date[] {
  const t = new Set<number>(stepTimes.map((d) => d.getTime()));
  for (const m of s.memories) {
    if (!m.triple) continue;
    for (const d of [m.validFrom, m.invalidatedAt]) if (d) for (const x of [d.getTime(), d.getTime() - 1]) t.add(x);
  }
  return [...t].sort((a, b) => a - b).map((x) => new Date(x));
}

/** Single-valued attributes have one value now and as of every instant, read through the facade's facts(). */
export async function checkTimeline(mnemo: Mnemo, scope: { userId: string }, s: Snapshot, stepTimes: readonly Date[]): Promise<string[]> {
  const out = checkSingle(await mnemo.facts(scope), 'now');
  for (const at of instants(s, stepTimes)) out.push(...checkSingle(await mnemo.facts(scope, { asOf: at }), `as of ${at.toISOString()}`));
  return out;
}

/** A source that was revoked and not given again since. */
export type Revoked = { kind: 'session'; sessionId: string } | { kind: 'source'; type: string; id: string };

function revokedBy(s: SourceRef, r: Revoked): boolean {
  if (s.id === null) return false;
  if (r.kind === 'session') return s.id === `session:${r.sessionId}` || s.id.startsWith(`session:${r.sessionId}#`);
  return s.type === r.type && s.id === r.id;
}

/** Every current memory's sources exist and none is revoked. */
export function checkSources(s: Snapshot, now: Date, revoked: readonly Revoked[]): string[] {
  const out: string[] = [];
  const ids = new Set(s.memories.map((m) => m.id));
  const sessions = new Map(s.sessions.map((x) => [x.id, new Set(x.events)]));
  for (const m of s.memories.filter((x) => current(x, now))) {
    for (const src of [m.source, ...(s.sources.get(m.id) ?? [])]) {
      const bad = revoked.find((r) => revokedBy(src, r));
      if (bad) out.push(`current memory ${m.id} still has revoked source ${src.type}:${src.id}`);
      if (src.id === null) continue;
      const session = /^session:([^#]+)(?:#(\d+))?$/.exec(src.id);
      if (session) {
        const events = sessions.get(session[1] as string);
        if (!events) out.push(`current memory ${m.id} names session ${session[1]}, which does not exist`);
        else if (session[2] !== undefined && !events.has(Number(session[2]))) out.push(`current memory ${m.id} names event ${src.id}, which does not exist`);
      } else if (/^m_/.test(src.id) && !ids.has(src.id)) out.push(`current memory ${m.id} names memory ${src.id} as its source, which does not exist`);
    }
  }
  return out;
}

const state = (m: MemoryRecord) =>
  JSON.stringify([
    m.content,
    m.notes,
    m.triple,
    m.confidence,
    m.invalidatedAt,
    m.supersededBy,
    m.archivedAt,
    m.profileKey,
    m.corroborations,
    m.validFrom,
    m.source,
  ]);

/** Every change between two snapshots has a history entry with a reason. */
export function checkHistory(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  const was = new Map(before.memories.map((m) => [m.id, m]));
  // By id, not by count: revocation scrubs a memory's (or field's) history down to one content-free row.
  const newEntries = (h: ReadonlyMap<string, readonly HistoryEntry[]>, h0: ReadonlyMap<string, readonly HistoryEntry[]>, id: string) => {
    const seen = new Set((h0.get(id) ?? []).map((e) => e.id));
    return (h.get(id) ?? []).filter((e) => !seen.has(e.id));
  };
  for (const m of after.memories) {
    const old = was.get(m.id);
    if (old && state(old) === state(m)) continue;
    const added = newEntries(after.memoryHistory, before.memoryHistory, m.id);
    if (added.length === 0) out.push(`memory ${m.id} was ${old ? 'changed' : 'created'} with no history entry`);
    for (const e of added) if (!e.reason || e.reason.trim() === '') out.push(`history ${e.op} of memory ${m.id} has no reason`);
  }
  const now = new Set(after.memories.map((m) => m.id));
  for (const m of before.memories) {
    if (now.has(m.id)) continue;
    const added = newEntries(after.memoryHistory, before.memoryHistory, m.id);
    if (!added.some((e) => e.op === 'revoke')) out.push(`memory ${m.id} was deleted with no revoke entry in history`);
  }
  const p0 = new Map(before.profile.map((p) => [p.key, valueText(p.value)]));
  const p1 = new Map(after.profile.map((p) => [p.key, valueText(p.value)]));
  for (const key of new Set([...p0.keys(), ...p1.keys()])) {
    if (p0.get(key) === p1.get(key)) continue;
    const added = newEntries(after.profileHistory, before.profileHistory, key);
    if (added.length === 0) out.push(`profile field ${key} changed (${p0.get(key) ?? '∅'} → ${p1.get(key) ?? '∅'}) with no history entry`);
    for (const e of added) if (!e.reason || e.reason.trim() === '') out.push(`history ${e.op} of profile ${key} has no reason`);
  }
  return out;
}
