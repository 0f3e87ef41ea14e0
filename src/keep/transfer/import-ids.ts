/**
 * The ids an import writes under. Memory and history ids are unique store-wide, so an exported id
 * cannot always be kept: another tenant or user may hold it (or, for an importing agent, a memory
 * of the user in a namespace the agent may not read). Such a memory gets an id derived from the
 * importing party and the id, and its history with it; the import goes on as if the id were
 * unknown. Nothing tells the importer that the id exists elsewhere (no CONFLICT, no "skipped"),
 * nothing of the other party is touched, nothing of the import is lost. Derived ids are stable and
 * looked for first, so a re-run finds what an earlier run wrote, even after the other party's copy
 * is gone. Session ids are the user's own, but a session of another party of the user (another
 * agent's) is not continued by the import either: the imported one gets the second id too.
 */
import { canRead, type Caller } from '../../core/caller.js';
import { stableId } from '../../core/ids.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { ExportLine, MemoryLine, SessionLine } from './lines.js';

type HistoryLine = Extract<ExportLine, { type: 'history' }>;

/** Where each exported memory and history entry goes in the target. */
export interface ImportIds {
  /** Exported memory id → the id it has in the target. */
  readonly memory: ReadonlyMap<string, string>;
  /** Target ids of memories already there (written by an earlier run of this import). */
  readonly present: ReadonlySet<string>;
  /** Exported history id → the id it has in the target. */
  readonly history: ReadonlyMap<string, string>;
  /** Exported session id → the id it has in the target. */
  readonly session: ReadonlyMap<string, string>;
}

/** Look-ups per query, well under any driver's parameter limit. */
const CHUNK = 1000;

/**
 * Resolves the target ids of an import. `idOf` gives the first choice of each id (kept, or derived
 * from origin and target into another user); the second choice is derived from the importing party.
 */
export async function resolveImportIds(
  store: StorageAdapter,
  caller: Caller,
  memories: readonly MemoryLine[],
  history: readonly HistoryLine[],
  sessions: readonly SessionLine[],
  idOf: (prefix: string, id: string) => string,
): Promise<ImportIds> {
  const { scope } = caller;
  const party = `${scope.tenantId}/${scope.userId}/${scope.agentId ?? ''}`;
  const second = (prefix: string, id: string): string => stableId(prefix, `${party}#${id}`);

  const firsts = memories.map((m) => idOf('m', m.id));
  const candidates = [...firsts, ...firsts.map((id) => second('m', id))];
  const here = new Map<string, MemoryRecord>();
  const elsewhere = new Set<string>();
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const chunk = candidates.slice(i, i + CHUNK);
    for (const r of await store.getMemories(scope, chunk)) here.set(r.id, r);
    for (const id of (await store.locateIds(scope, 'memory', chunk)).elsewhere) elsewhere.add(id);
  }
  const mine = (id: string): boolean => {
    const r = here.get(id);
    return r !== undefined && canRead(caller, r.namespace);
  };
  const memory = new Map<string, string>();
  const present = new Set<string>();
  const moved = new Set<string>();
  memories.forEach((m, i) => {
    const first = firsts[i] as string;
    const other = second('m', first);
    // A memory some other party holds is, for this import, an unknown id: it takes the second id.
    const id = mine(other) || (!mine(first) && (here.has(first) || elsewhere.has(first))) ? other : first;
    if (id === other) moved.add(m.id);
    if (mine(id)) present.add(id);
    memory.set(m.id, id);
  });

  // History follows its memory to the second id; otherwise an id held elsewhere moves alone.
  const hFirsts = history.map((h) => idOf('h', h.id));
  const hCandidates = [...hFirsts, ...hFirsts.map((id) => second('h', id))];
  const hHere = new Set<string>();
  const hElsewhere = new Set<string>();
  for (let i = 0; i < hCandidates.length; i += CHUNK) {
    const located = await store.locateIds(scope, 'history', hCandidates.slice(i, i + CHUNK));
    for (const id of located.here) hHere.add(id);
    for (const id of located.elsewhere) hElsewhere.add(id);
  }
  const historyIds = new Map<string, string>();
  history.forEach((h, i) => {
    const first = hFirsts[i] as string;
    const other = second('h', first);
    const follows = h.targetKind === 'memory' && moved.has(h.targetId);
    historyIds.set(h.id, follows || hHere.has(other) || hElsewhere.has(first) ? other : first);
  });

  const session = new Map<string, string>();
  for (const s of sessions) {
    const first = idOf('s', s.id);
    const other = second('s', first);
    const owned = async (id: string) => {
      const there = await store.getSession(scope, id);
      return there === null ? null : there.agentId === s.agentId;
    };
    session.set(s.id, (await owned(other)) === true || (await owned(first)) === false ? other : first);
  }
  return { memory, present, history: historyIds, session };
}
