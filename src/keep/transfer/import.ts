/**
 * Import of a `mnemo export` (JSON Lines). Every line is validated (zod) and guarded like
 * `remember` (no secret enters), and the namespace policy is checked, before anything is written:
 * one bad line rejects the whole import. Importing is idempotent into any target: into the user
 * the export came from, ids are kept; into another user, each memory, history entry and session gets
 * an id derived from its origin and the target, so a second import finds them and adds nothing.
 * An id another party holds is imported as if it were unknown, under an id of its own
 * (`import-ids.ts`). Vectors from another embedder are recomputed.
 */
import { resolveCaller, type Caller } from '../../core/caller.js';
import { MnemoError } from '../../core/errors.js';
import { stableId } from '../../core/ids.js';
import { DEFAULT_ATTRIBUTES } from '../../core/attributes/index.js';
import { ChangeSet } from '../../write/correct/change-set.js';
import { searchableText, snapshot } from '../../write/ingest/record.js';
import { settleAttributes } from '../../write/profile/settle.js';
import { fieldHolders, fieldRecord } from '../../write/profile/fields.js';
import { assertCanWrite } from '../../core/policy/namespaces.js';
import type { WriteOp } from '../../core/contracts/storage.js';
import { indexTermsOf } from '../../core/text/terms.js';
import type { HistoryEntry } from '../../core/types/history.js';
import type { MemoryRecord, SourceRef } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';
import type { TransferDeps } from './deps.js';
import { flagAssembled, flagBySource, guardLine } from './guard-lines.js';
import { resolveImportIds } from './import-ids.js';
import { engineFieldsOf, ExportLine, type EventLine, type MemoryLine, type SessionLine } from './lines.js';

type HistoryLine = Extract<ExportLine, { type: 'history' }>;
type ProfileLine = Extract<ExportLine, { type: 'profile' }>;
type SourceLine = Extract<ExportLine, { type: 'source' }>;

/** What an import did. */
export interface ImportReport {
  readonly memories: number;
  /** Memories already in the target (an earlier import of the same export). */
  readonly skipped: number;
  readonly reembedded: number;
  readonly history: number;
  readonly profile: number;
  readonly sessions: number;
  readonly events: number;
  /** Memories imported only as quoted episodes flagged for review: a text field read as an instruction to the assistant. */
  readonly flagged: number;
}

/** Options of {@link importLines}. */
export interface ImportOptions {
  /** The user to import into (default: the user named in the export's header). */
  readonly target?: (header: { tenantId: string; userId: string } | null) => Scope;
  /**
   * The source of everything imported (e.g. `bootstrap:hr-system`): each imported memory's source and
   * lineage is this source instead of the exported ones, so revoking it removes the whole import.
   */
  readonly source?: SourceRef | undefined;
  readonly onProgress?: (done: number, total: number) => void;
}

const BATCH = 500;

/** Imports JSONL lines into one user; see the module comment for the guarantees. */
export async function importLines(deps: TransferDeps, lines: AsyncIterable<string> | Iterable<string>, options: ImportOptions): Promise<ImportReport> {
  const { parsed, flagged } = await parseLines(lines, deps);
  const header = parsed.find((l) => l.type === 'header');
  const origin = header?.type === 'header' ? { tenantId: header.tenantId, userId: header.userId } : null;
  const target = options.target?.(origin) ?? fail();
  const sameUser = origin !== null && origin.userId === target.userId && origin.tenantId === target.tenantId;
  // Same key, same id: the origin and the target decide it, so a re-import is recognised.
  const idOf = (prefix: string, id: string): string =>
    sameUser ? id : stableId(prefix, `${origin?.tenantId ?? ''}/${origin?.userId ?? ''}/${id}>${target.tenantId}/${target.userId}`);

  const memories = parsed.filter((l): l is MemoryLine => l.type === 'memory');
  const sessions = parsed.filter((l): l is SessionLine => l.type === 'session');
  const caller = await resolveCaller(deps.store, target);
  checkPolicy(
    caller,
    memories,
    sessions,
    parsed.some((l) => l.type === 'profile'),
  );

  const space = await deps.ensureSpace();
  // Lineage and history by the memory they belong to, so each batch carries its memories' own.
  const sourcesOf = new Map<string, SourceLine[]>();
  const historyOf = new Map<string, HistoryLine[]>();
  const profileLines: (HistoryLine | ProfileLine)[] = [];
  for (const l of parsed) {
    if (l.type === 'source') push(sourcesOf, l.memoryId, l);
    else if (l.type === 'history' && l.targetKind === 'memory') push(historyOf, l.targetId, l);
    else if (l.type === 'history' || l.type === 'profile') profileLines.push(l);
  }
  const ids = await resolveImportIds(
    deps.store,
    caller,
    memories,
    parsed.filter((l): l is HistoryLine => l.type === 'history'),
    sessions,
    idOf,
  );
  const sessionIdOf = (id: string): string => ids.session.get(id) ?? idOf('s', id);
  const { memory: idMap, present } = ids;
  const entryOf = (l: HistoryLine, targetId: string): HistoryEntry => ({
    ...l,
    id: ids.history.get(l.id) as string,
    tenantId: target.tenantId,
    userId: target.userId,
    targetId,
  });

  // One transaction per batch: its new memories, their lineage and the history of every memory of
  // the batch, so a stop part-way leaves whole batches, and a re-run writes the history that is
  // missing (history ids are stable, so what is there already is left as it is).
  let reembedded = 0;
  let fresh = 0;
  const written: MemoryRecord[] = [];
  const origin_ = options.source ? `${options.source.type}:${options.source.id ?? ''}` : 'an export';
  let history = 0;
  for (let i = 0; i < memories.length; i += BATCH) {
    const batch = memories.slice(i, i + BATCH);
    const records = batch
      .filter((m) => !present.has(idMap.get(m.id) as string))
      .map((m) => toRecord(m, target, idMap, space, sessionIdOf))
      .map((r) => (options.source ? { ...r, source: options.source } : r));
    const missing = records.filter((r) => r.embedding === null);
    if (missing.length) {
      const vectors = await deps.embed(missing.map((r) => searchableText(r)));
      const byId = new Map(missing.map((r, j) => [r.id, vectors[j] ?? null]));
      records.forEach((r, j) => byId.has(r.id) && (records[j] = { ...r, embedding: byId.get(r.id) ?? null }));
      reembedded += missing.length;
    }
    const ops: WriteOp[] = records.map((record) => ({ type: 'insertMemory' as const, memory: { record, searchTerms: indexTermsOf(searchableText(record)) } }));
    for (const m of batch) {
      const id = idMap.get(m.id) as string;
      // With `source`, that source is the lineage of what is imported (the exported lineage stays in the history rows).
      if (!present.has(id) && options.source) ops.push({ type: 'addSources', memoryId: id, sources: [options.source] });
      else if (!present.has(id)) for (const l of sourcesOf.get(m.id) ?? []) ops.push({ type: 'addSources', memoryId: id, sources: [l.source] });
      for (const l of historyOf.get(m.id) ?? []) ops.push({ type: 'appendHistory', entry: entryOf(l, id), ifAbsent: true });
      if (!present.has(id)) history += historyOf.get(m.id)?.length ?? 0;
    }
    // A memory that comes without its history still has its creation explained.
    const created = new ChangeSet(target, caller.actor, deps.now());
    for (const r of records)
      if (!historyOf.has(batch.find((m) => idMap.get(m.id) === r.id)?.id ?? '')) created.history(r.id, 'create', null, snapshot(r), `imported from ${origin_}`);
    ops.push(...created.ops);
    written.push(...records);
    await deps.store.write(target, ops);
    fresh += records.length;
    options.onProgress?.(Math.min(i + BATCH, memories.length), memories.length);
  }

  // The profile and its history in one transaction.
  const ops: WriteOp[] = [];
  let profile = 0;
  const profileHistory = new Map<string, Set<string>>();
  const currentProfile = new Map((await deps.store.getProfile(target)).map((p) => [p.key, p]));
  for (const l of profileLines) {
    if (l.type === 'history') {
      const entry = entryOf(l, l.targetId);
      const known = profileHistory.get(l.targetId) ?? new Set((await deps.store.getHistory(target, { kind: 'profile', id: l.targetId })).map((h) => h.id));
      profileHistory.set(l.targetId, known);
      if (known.has(entry.id)) continue;
      known.add(entry.id);
      ops.push({ type: 'appendHistory', entry, ifAbsent: true });
      history++;
      continue;
    }
    // A value the target changed since the export is newer: the import does not take it back.
    const current = currentProfile.get(l.key);
    if (!current || current.updatedAt < l.updatedAt) {
      const sourceId = options.source ? options.source.id : (l.sourceId ?? null);
      ops.push({ type: 'setProfile', entry: { key: l.key, value: l.value, source: options.source?.type ?? l.source, sourceId, updatedAt: l.updatedAt } });
      // A field that comes without its history still has the change explained.
      if (!profileLines.some((h) => h.type === 'history' && h.targetId === l.key)) {
        const explained = new ChangeSet(target, caller.actor, deps.now());
        explained.history(l.key, 'set', current?.value ?? null, l.value, `imported from ${origin_}`, 'profile');
        ops.push(...explained.ops);
      }
      if (options.source) ops.push(...(await sourcedHolder(deps, target, l, options.source)));
      profile++;
    }
  }
  // One truth per attribute: what was imported and what was there settle like a raw remember.
  const settled = new ChangeSet(target, caller.actor, deps.now());
  const pending = ops.flatMap((op) => (op.type === 'setProfile' ? [op.entry] : []));
  await settleAttributes({ store: deps.store, attributes: DEFAULT_ATTRIBUTES }, target, settled, written, options.source?.type ?? 'import', pending);
  ops.push(...settled.ops);
  await deps.store.write(target, ops);

  const events = parsed.filter((l): l is EventLine => l.type === 'event');
  const carried = await importSessions(deps, target, sessions, events, sessionIdOf);
  return { memories: fresh, skipped: memories.length - fresh, reembedded, history, profile, ...carried, flagged };
}

async function parseLines(lines: AsyncIterable<string> | Iterable<string>, deps: TransferDeps): Promise<{ parsed: ExportLine[]; flagged: number }> {
  const parsed: ExportLine[] = [];
  const lineage: ExportLine[] = [];
  let n = 0;
  let flagged = 0;
  for await (const raw of lines) {
    n++;
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new MnemoError('INVALID_INPUT', `line ${n} is not valid JSON: nothing was imported`, { details: { line: n } });
    }
    const line = ExportLine.safeParse(value);
    if (!line.success) {
      const issue = line.error.issues[0];
      throw new MnemoError('INVALID_INPUT', `line ${n} is not a Mnemo export line (${issue?.path.join('.')}: ${issue?.message}): nothing was imported`, {
        details: { line: n },
      });
    }
    const guarded = guardLine(line.data, n, deps.limits);
    if (guarded.type === 'memory' && line.data.type === 'memory' && guarded.kind !== line.data.kind) flagged++;
    parsed.push(guarded);
    if (line.data.type === 'source') lineage.push(line.data);
  }
  flagged += flagBySource(parsed, lineage);
  flagged += flagAssembled(parsed);
  return { parsed, flagged };
}

/** The same namespace policy as `remember`, for the party doing the import; checked before any write. */
function checkPolicy(caller: Caller, memories: readonly MemoryLine[], sessions: readonly SessionLine[], hasProfile: boolean): void {
  const { access, scope: target, source: acting } = caller;
  for (const namespace of new Set(memories.map((m) => m.namespace))) assertCanWrite(access, target, namespace, acting);
  if (hasProfile) assertCanWrite(access, target, 'user', acting);
  const foreign = target.agentId ? sessions.find((s) => s.agentId !== target.agentId) : undefined;
  if (foreign) throw new MnemoError('POLICY_DENIED', `agent "${target.agentId}" may import only its own sessions: nothing was imported`);
}

function toRecord(
  m: MemoryLine,
  target: Scope,
  idMap: ReadonlyMap<string, string>,
  space: { modelId: string; dimensions: number },
  sessionIdOf: (id: string) => string,
): MemoryRecord {
  const { type: _type, ...rest } = m;
  const engine = engineFieldsOf(m);
  return {
    ...rest,
    ...engine,
    id: idMap.get(m.id) as string,
    tenantId: target.tenantId,
    userId: target.userId,
    sessionId: m.sessionId === null ? null : sessionIdOf(m.sessionId),
    updatedAt: m.updatedAt ?? m.createdAt,
    validFrom: m.validFrom ?? m.createdAt,
    supersededBy: m.supersededBy ? (idMap.get(m.supersededBy) ?? m.supersededBy) : null,
    // the backward link of a correction must follow the new ids too, or history loses the chain
    supersedes: engine.supersedes ? (idMap.get(engine.supersedes) ?? engine.supersedes) : null,
    embedding: m.embedding && m.embeddingModel === space.modelId ? decodeVector(m.embedding, space.dimensions) : null,
    embeddingModel: space.modelId,
  };
}

/** Sessions with their events; a session already in the target is left as it is. */
async function importSessions(
  deps: TransferDeps,
  target: Scope,
  sessions: readonly SessionLine[],
  events: readonly EventLine[],
  idOf: (id: string) => string,
): Promise<{ sessions: number; events: number }> {
  let count = 0;
  let eventCount = 0;
  for (const s of sessions) {
    const id = idOf(s.id);
    const own = events.filter((e) => e.sessionId === s.id).sort((a, b) => a.seq - b.seq);
    const there = await deps.store.getSession(target, id);
    // A session imported whole is left as it is; one an earlier run stopped in is completed.
    if (there && (there.eventCount >= own.length || there.watermark > 0 || there.endedAt)) continue;
    if (!there) await deps.store.openSession({ ...target, agentId: s.agentId ?? undefined }, { id, startedAt: s.startedAt });
    for (let i = there?.eventCount ?? 0; i < own.length; i += BATCH) {
      await deps.store.appendEvents(
        target,
        id,
        own.slice(i, i + BATCH).map(({ role, content, name, at, memoryEdit, metadata }) => ({ role, content, name, at, memoryEdit, metadata })),
      );
    }
    // What was extracted before the export is not extracted again.
    const watermark = Math.min(s.watermark, own.length);
    if (watermark > 0 || s.summary !== '')
      await deps.store.write(target, [{ type: 'advanceSession', sessionId: id, from: 0, to: watermark, summary: s.summary }]);
    if (s.endedAt) await deps.store.endSession(target, id, { at: s.endedAt, reason: s.endReason ?? 'ended' });
    count++;
    eventCount += own.length;
  }
  return { sessions: count, events: eventCount };
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function decodeVector(base64: string, dims: number): Float32Array | null {
  const buf = Buffer.from(base64, 'base64');
  if (buf.byteLength !== dims * 4) return null;
  const out = new Float32Array(dims);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

function fail(): never {
  throw new MnemoError('SCOPE_REQUIRED', 'the export names no user and none was given: import with --user <id>');
}

/**
 * With `--source`, a profile field imported without the memory that holds it gets one, with that
 * source as its lineage, so revoking the source removes the field too (docs/forgetting.md).
 */
async function sourcedHolder(deps: TransferDeps, target: Scope, line: { key: string; value: unknown }, source: SourceRef): Promise<WriteOp[]> {
  if ((await fieldHolders(deps.store, target, line.key, deps.now())).length > 0) return [];
  const record = fieldRecord(target, { key: line.key, value: line.value, source: source.type }, deps.now(), deps.limits);
  const [embedding] = await deps.embed([record.content]);
  const sourced = { ...record, source, embedding: embedding ?? null, embeddingModel: embedding ? (await deps.ensureSpace()).modelId : null };
  return [{ type: 'insertMemory', memory: { record: sourced, searchTerms: indexTermsOf(searchableText(sourced)) } }];
}
