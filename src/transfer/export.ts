/**
 * Export and import of a user's memory as JSON Lines: one header line, then memories (with their
 * vectors and embedding model, so a store on the same embedder needs no re-embedding), lineage,
 * history and profile fields. Import validates every line (zod, at this edge) before writing.
 */
import { z } from 'zod';
import { MnemoError } from '../errors.js';
import { newId } from '../ids.js';
import type { Mnemo } from '../mnemo.js';
import { searchableText } from '../ingest/record.js';
import { guardText } from '../guard/index.js';
import { toScope, type ScopeInput } from '../scope-input.js';
import { embeddingSpaceOf } from '../spec/embedder.js';
import type { WriteOp } from '../spec/storage.js';
import { indexTermsOf } from '../text/terms.js';
import { HISTORY_OPS, type HistoryEntry } from '../types/history.js';
import { MEMORY_KINDS, SOURCE_TYPES, type MemoryRecord } from '../types/memory.js';

const PAGE = 1000;

/** Yields the JSONL lines (without newlines) of one user's whole memory, invalid ones included. */
export async function* exportUser(mnemo: Mnemo, scopeInput: ScopeInput): AsyncGenerator<string> {
  const scope = toScope(scopeInput);
  const store = mnemo.store;
  yield JSON.stringify({ type: 'header', format: 'mnemo-export', version: 1, tenantId: scope.tenantId, userId: scope.userId, embedding: await store.getEmbeddingSpace(), exportedAt: new Date().toISOString() });
  for (const p of await store.getProfile(scope)) yield JSON.stringify({ type: 'profile', key: p.key, value: p.value, source: p.source, updatedAt: p.updatedAt.toISOString() });
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.listMemories(scope, { filter: { validity: { mode: 'all' } }, limit: PAGE, offset, order: 'oldest', withEmbeddings: true });
    for (const r of page) {
      yield JSON.stringify({ type: 'memory', ...r, embedding: r.embedding ? Buffer.from(r.embedding.buffer, r.embedding.byteOffset, r.embedding.byteLength).toString('base64') : null });
      for (const s of await store.getSources(scope, r.id)) yield JSON.stringify({ type: 'source', memoryId: r.id, source: s });
      for (const h of await store.getHistory(scope, { kind: 'memory', id: r.id })) yield JSON.stringify({ type: 'history', ...h });
    }
    if (page.length < PAGE) break;
  }
  for (const key of await store.historyTargets(scope, 'profile')) {
    for (const h of await store.getHistory(scope, { kind: 'profile', id: key })) yield JSON.stringify({ type: 'history', ...h });
  }
}

const date = z.coerce.date();
const MemoryLine = z.object({
  type: z.literal('memory'),
  id: z.string().min(1).max(128),
  agentId: z.string().nullable().default(null),
  sessionId: z.string().nullable().default(null),
  namespace: z.string().min(1).max(128).default('user'),
  kind: z.enum(MEMORY_KINDS),
  content: z.string(),
  notes: z.array(z.string()).default([]),
  triple: z.object({ subject: z.string(), predicate: z.string(), object: z.string() }).nullable().default(null),
  importance: z.number().min(0).max(1).default(0.5),
  confidence: z.number().min(0).max(1).default(0.8),
  createdAt: date,
  updatedAt: date.optional(),
  lastAccessedAt: date.nullable().default(null),
  accessCount: z.number().int().min(0).default(0),
  halfLifeDays: z.number().positive().nullable().default(null),
  expiresAt: date.nullable().default(null),
  validFrom: date.optional(),
  invalidatedAt: date.nullable().default(null),
  invalidationReason: z.string().nullable().default(null),
  supersededBy: z.string().nullable().default(null),
  source: z.object({ type: z.enum(SOURCE_TYPES), id: z.string().nullable() }).default({ type: 'import', id: null }),
  embedding: z.string().nullable().default(null),
  embeddingModel: z.string().nullable().default(null),
  metadata: z.record(z.string(), z.unknown()).default({}),
  // Typed since schema 3; lines exported before carry them in `metadata` (see engineFieldsOf).
  supersedes: z.string().nullable().optional(),
  profileKey: z.string().nullable().optional(),
  corroborations: z.number().int().min(0).optional(),
  review: z.object({ similarTo: z.string(), similarity: z.number() }).nullable().optional(),
  context: z.string().max(8000).nullable().optional(),
});

/** Where lines exported before schema 3 keep the engine's own fields: in `metadata`, under these keys and types. */
const LEGACY_METADATA = {
  supersedes: z.string(),
  profileKey: z.string(),
  corroborations: z.number().int().min(0),
  review: z.object({ similarTo: z.string(), similarity: z.number() }),
  context: z.string().max(8000),
} as const;

type EngineFields = Pick<MemoryRecord, 'supersedes' | 'profileKey' | 'corroborations' | 'review' | 'context' | 'metadata'>;

/** The engine's own fields of an imported memory, taken out of `metadata` when an older export kept them there. */
function engineFieldsOf(m: z.infer<typeof MemoryLine>): EngineFields {
  const metadata: Record<string, unknown> = { ...m.metadata };
  const lifted: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(LEGACY_METADATA)) {
    if (m[key as keyof typeof LEGACY_METADATA] !== undefined || !(key in metadata)) continue;
    const parsed = schema.safeParse(metadata[key]);
    if (!parsed.success) continue;
    lifted[key] = parsed.data;
    delete metadata[key];
  }
  const pick = <K extends keyof typeof LEGACY_METADATA>(key: K) => (m[key] ?? lifted[key]) as EngineFields[K] | undefined;
  return {
    supersedes: pick('supersedes') ?? null,
    profileKey: pick('profileKey') ?? null,
    corroborations: pick('corroborations') ?? 0,
    review: pick('review') ?? null,
    context: pick('context') ?? null,
    metadata,
  };
}
const Line = z.discriminatedUnion('type', [
  z.object({ type: z.literal('header'), format: z.literal('mnemo-export'), version: z.literal(1), userId: z.string(), tenantId: z.string() }).passthrough(),
  MemoryLine,
  z.object({ type: z.literal('source'), memoryId: z.string(), source: z.object({ type: z.enum(SOURCE_TYPES), id: z.string().nullable() }) }),
  z.object({
    type: z.literal('history'), id: z.string(), targetKind: z.enum(['memory', 'profile']), targetId: z.string(), op: z.enum(HISTORY_OPS),
    actor: z.object({ type: z.enum(['user', 'agent', 'system']), id: z.string().nullable() }), oldValue: z.unknown(), newValue: z.unknown(),
    reason: z.string().nullable(), at: date,
  }),
  z.object({ type: z.literal('profile'), key: z.string(), value: z.unknown(), source: z.enum(SOURCE_TYPES), updatedAt: date }),
]);

/** What an import did. */
export interface ImportReport {
  readonly memories: number;
  readonly skipped: number;
  readonly reembedded: number;
  readonly history: number;
  readonly profile: number;
}

/**
 * Imports JSONL lines. Every line is validated first; one bad line rejects the whole import and
 * writes nothing. Into the same user, existing ids are skipped (re-running is safe); into another
 * user, memories get new ids. Vectors from another embedder are recomputed.
 */
export async function importLines(
  mnemo: Mnemo,
  lines: AsyncIterable<string> | Iterable<string>,
  options: { scope?: ScopeInput; onProgress?: (done: number, total: number) => void } = {},
): Promise<ImportReport> {
  const parsed: z.infer<typeof Line>[] = [];
  let n = 0;
  for await (const raw of lines) {
    n++;
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new MnemoError('INVALID_INPUT', `line ${n} is not valid JSON: nothing was imported`);
    }
    const line = Line.safeParse(value);
    if (!line.success) throw new MnemoError('INVALID_INPUT', `line ${n} is not a Mnemo export line (${line.error.issues[0]?.path.join('.')}: ${line.error.issues[0]?.message}): nothing was imported`);
    if (line.data.type === 'memory') guardText(line.data.content, undefined, `memory on line ${n}`);
    if (line.data.type === 'memory' && line.data.context) guardText(line.data.context, { maxChars: 8000 }, `context on line ${n}`);
    parsed.push(line.data);
  }
  const header = parsed.find((l) => l.type === 'header');
  const target = toScope(options.scope ?? (header?.type === 'header' ? { tenantId: header.tenantId, userId: header.userId } : undefined));
  const sameUser = header?.type === 'header' && header.userId === target.userId && header.tenantId === target.tenantId;
  const space = await mnemo.ensureSpace();
  const memories = parsed.filter((l): l is z.infer<typeof MemoryLine> => l.type === 'memory');
  const existing = new Set(sameUser ? (await mnemo.store.getMemories(target, memories.map((m) => m.id))).map((r) => r.id) : []);
  const idMap = new Map<string, string>(memories.map((m) => [m.id, sameUser ? m.id : newId('m')]));
  const fresh = memories.filter((m) => !existing.has(m.id));

  let reembedded = 0;
  let done = 0;
  for (let i = 0; i < fresh.length; i += 500) {
    const part = fresh.slice(i, i + 500);
    const records: MemoryRecord[] = part.map((m) => ({ m, engine: engineFieldsOf(m) })).map(({ m, engine }) => ({
      ...m,
      ...engine,
      id: idMap.get(m.id) as string,
      tenantId: target.tenantId,
      userId: target.userId,
      updatedAt: m.updatedAt ?? m.createdAt,
      validFrom: m.validFrom ?? m.createdAt,
      supersededBy: m.supersededBy ? (idMap.get(m.supersededBy) ?? m.supersededBy) : null,
      // the backward link of a correction must follow the new ids too, or history loses the chain
      supersedes: engine.supersedes ? (idMap.get(engine.supersedes) ?? engine.supersedes) : null,
      embedding: m.embedding && m.embeddingModel === space.modelId ? decodeVector(m.embedding, space.dimensions) : null,
      embeddingModel: space.modelId,
    }));
    const missing = records.filter((r) => r.embedding === null);
    if (missing.length) {
      const vectors = await mnemo.embed(missing.map((r) => searchableText(r)));
      reembedded += missing.length;
      const byId = new Map(missing.map((r, j) => [r.id, vectors[j]]));
      for (let j = 0; j < records.length; j++) {
        const r = records[j] as MemoryRecord;
        if (byId.has(r.id)) records[j] = { ...r, embedding: byId.get(r.id) ?? null };
      }
    }
    await mnemo.store.write(target, records.map((record) => ({ type: 'insertMemory' as const, memory: { record, searchTerms: indexTermsOf(searchableText(record)) } })));
    done += part.length;
    options.onProgress?.(done, fresh.length);
  }

  const ops: WriteOp[] = [];
  const freshIds = new Set(fresh.map((m) => idMap.get(m.id)));
  let history = 0;
  let profile = 0;
  for (const l of parsed) {
    if (l.type === 'source' && freshIds.has(idMap.get(l.memoryId))) ops.push({ type: 'addSources', memoryId: idMap.get(l.memoryId) as string, sources: [l.source] });
    if (l.type === 'history') {
      const targetId = l.targetKind === 'memory' ? idMap.get(l.targetId) : l.targetId;
      if (l.targetKind === 'memory' && !freshIds.has(targetId)) continue;
      const entry: HistoryEntry = { ...l, id: sameUser ? l.id : newId('h'), tenantId: target.tenantId, userId: target.userId, targetId: targetId as string };
      if (sameUser && l.targetKind === 'profile' && (await mnemo.store.getHistory(target, { kind: 'profile', id: l.targetId })).some((h) => h.id === l.id)) continue;
      ops.push({ type: 'appendHistory', entry });
      history++;
    }
    if (l.type === 'profile') {
      ops.push({ type: 'setProfile', entry: { key: l.key, value: l.value, source: l.source, updatedAt: l.updatedAt } });
      profile++;
    }
  }
  for (let i = 0; i < ops.length; i += 1000) await mnemo.store.write(target, ops.slice(i, i + 1000));
  return { memories: fresh.length, skipped: memories.length - fresh.length, reembedded, history, profile };
}

function decodeVector(base64: string, dims: number): Float32Array | null {
  const buf = Buffer.from(base64, 'base64');
  if (buf.byteLength !== dims * 4) return null;
  const out = new Float32Array(dims);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

/** Re-embeds every memory of every user with `mnemo`'s embedder, recording the new space. Resumable. */
export async function reembedStore(
  mnemo: Mnemo,
  options: { onProgress?: (done: number, total: number) => void } = {},
): Promise<{ reembedded: number; skipped: number; from: string | null; to: string }> {
  const store = mnemo.store;
  const target = embeddingSpaceOf(mnemo.embedder);
  const before = await store.getEmbeddingSpace();
  await store.setEmbeddingSpace(target);
  await mnemo.ensureSpace();
  const scopes = await store.listScopes();
  const total = scopes.reduce((s, x) => s + x.memories, 0);
  let done = 0;
  let reembedded = 0;
  for (const s of scopes) {
    const scope = { tenantId: s.tenantId, userId: s.userId };
    for (let offset = 0; ; offset += PAGE) {
      const page = await store.listMemories(scope, { filter: { validity: { mode: 'all' } }, limit: PAGE, offset, order: 'oldest' });
      const stale = page.filter((r) => r.embeddingModel !== target.modelId);
      if (stale.length) {
        const vectors = await mnemo.embed(stale.map((r) => searchableText(r)));
        await store.write(scope, stale.map((r, i) => ({ type: 'patchMemory' as const, id: r.id, patch: { embedding: vectors[i] ?? null, embeddingModel: target.modelId } })));
        reembedded += stale.length;
      }
      done += page.length;
      options.onProgress?.(done, total);
      if (page.length < PAGE) break;
    }
  }
  return { reembedded, skipped: total - reembedded, from: before?.modelId ?? null, to: target.modelId };
}
