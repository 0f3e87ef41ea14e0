/**
 * Explicit memories (M10): validate every input first (so bad input stores nothing), then write them
 * through the one door — consolidation — in batches, each batch one transaction with its history. A
 * near-duplicate reinforces what is stored; a new value of a single-valued attribute supersedes the
 * old one and its profile field. `consolidate: false` keeps plain appends (bulk loads) — no merging
 * of near-duplicates — but still keys single-valued attributes (`profile/settle.ts`).
 */
import { assertWritable, type Caller } from '../../core/caller.js';
import { invalidInput } from '../../core/errors.js';
import { consolidate } from '../consolidate/consolidate.js';
import type { Candidate } from '../extract/types.js';
import { settleAttributes } from '../profile/settle.js';
import { findInstruction } from '../../core/text/instructions.js';
import { ChangeSet } from './change-set.js';
import type { WriteDeps } from './deps.js';
import { USER_NAMESPACE, type MemoryRecord, type Triple } from '../../core/types/memory.js';
import { buildRecord, searchableText, type RememberInput } from '../ingest/record.js';
import { deriveTriple } from './triple.js';
import { LIKING_PREDICATES, statedValue } from './field.js';
import { topicOf } from '../extract/clauses/phrases.js';

/** Options of a batch of explicit memories. */
export interface RememberManyOptions {
  /** Memories per transaction (default 1000). */
  readonly batchSize?: number;
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Consolidate with what is stored (default true): a near-duplicate reinforces, the same
   * single-valued attribute supersedes. `false`: plain appends, for bulk loads.
   */
  readonly consolidate?: boolean;
}

/** What consolidation needs beyond the write deps. */
export interface ConsolidatingDeps extends WriteDeps {
  readonly consolidation: Pick<Parameters<typeof consolidate>[0], 'decider' | 'thresholds' | 'canWrite' | 'readable'>;
}

/** Validates, guards, embeds and stores explicit memories; returns the stored (or reinforced) records, one per input. */
export async function rememberAll(
  deps: ConsolidatingDeps,
  caller: Caller,
  inputs: readonly RememberInput[],
  options: RememberManyOptions = {},
): Promise<MemoryRecord[]> {
  if (!Array.isArray(inputs)) throw invalidInput('give a list of memories to remember');
  const now = deps.now();
  const built = inputs.map((input: unknown) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalidInput('a memory to remember is an object with at least { content }');
    const stated = input as RememberInput;
    // a service's write carries its key as the source id, whatever source the request names
    const given = caller.sourceId === null ? stated : { ...stated, source: { type: stated.source?.type ?? caller.source, id: caller.sourceId } };
    const b = buildRecord(caller.scope, given, given.namespace ?? caller.access.defaultNamespace, now, deps.limits);
    assertWritable(caller, b.record.namespace, b.record.source.type);
    return b;
  });
  const out: MemoryRecord[] = [];
  const size = Math.max(1, options.batchSize ?? 1000);
  const profile = options.consolidate === false ? [] : await deps.store.getProfile(caller.scope);
  const names = profile.filter((p) => p.key === 'name' && typeof p.value === 'string').map((p) => p.value as string);
  for (let i = 0; i < built.length; i += size) {
    const part = built.slice(i, i + size);
    if (options.consolidate === false) out.push(...(await append(deps, caller, part, now)));
    else out.push(...(await consolidated(deps, caller, part, names, now)));
    options.onProgress?.(Math.min(i + size, built.length), built.length);
  }
  return out;
}

type Built = ReturnType<typeof buildRecord>;

async function append(deps: WriteDeps, caller: Caller, part: readonly Built[], now: Date): Promise<MemoryRecord[]> {
  const space = await deps.embeddings.space();
  const vectors = await deps.embeddings.embed(part.map((b) => searchableText(b.record)));
  const changes = new ChangeSet(caller.scope, caller.actor, now);
  const out = part.map((b, j) => {
    const record: MemoryRecord = { ...b.record, embedding: vectors[j] ?? null, embeddingModel: space.modelId };
    changes.create(record, b.reason ?? null);
    return record;
  });
  // A raw append skips merging, not keying: a single-valued attribute keeps one value at a time
  // (the previous one is closed where the new one begins, the profile follows), in this transaction.
  const past = await settleAttributes(deps, caller.scope, changes, out, caller.source);
  await deps.store.write(caller.scope, changes.ops);
  if (past.size === 0) return out;
  // A value of the past (a later one was stated already) is stored closed: return it as stored.
  const stored = new Map((await deps.store.getMemories(caller.scope, [...past])).map((r) => [r.id, r]));
  return out.map((r) => stored.get(r.id) ?? r);
}

/** One batch through consolidation, one transaction. */
async function consolidated(deps: ConsolidatingDeps, caller: Caller, part: readonly Built[], names: readonly string[], now: Date): Promise<MemoryRecord[]> {
  const space = await deps.embeddings.space();
  const reasons = [...new Set(part.map((b) => b.reason).filter((r): r is string => r !== undefined))];
  const plan = await consolidate(
    {
      store: deps.store,
      embed: (texts) => deps.embeddings.embed(texts),
      embeddingModel: space.modelId,
      limits: deps.limits,
      now,
      namespace: caller.access.defaultNamespace,
      ...deps.consolidation,
      actor: caller.actor,
      origin: 'direct',
      because: reasons.length === 1 ? reasons[0] : undefined,
      attributes: deps.attributes,
    },
    caller.scope,
    part.map((b) => candidateOf(deps, b.record, names)),
  );
  if (plan.ops.length > 0) await deps.store.write(caller.scope, plan.ops);
  const found = await deps.store.getMemories(
    caller.scope,
    plan.holders.filter((id): id is string => id !== null),
  );
  const byId = new Map(found.map((r) => [r.id, r]));
  return part.map((b, j) => byId.get(plan.holders[j] ?? '') ?? b.record);
}

/**
 * The candidate of an explicit memory. Without a triple, the clause reader reads the text (in the
 * first person) and a single keyed fact about the user becomes its triple; a single-valued attribute
 * of the user in the user namespace is its profile field.
 */
function candidateOf(deps: WriteDeps, record: MemoryRecord, names: readonly string[]): Candidate {
  const triple: Triple | null = record.triple ?? readKeyed(deps, record.kind, record.content, names);
  const ref = triple ? deps.attributes.resolve(triple) : null;
  // memory is data: a fact that reads as an instruction to the assistant is kept, never made a profile field
  const instructs = findInstruction(record.content) !== null || (triple !== null && findInstruction(triple.object) !== null);
  // A liking of the user's holds its `preference.<topic>` field beside its own `likes`/`dislikes` triple, as through
  // `mnemo ask` (one door: the field states the triple's stance, `correct/field.ts`).
  const liking =
    triple !== null && triple.subject === 'user' && LIKING_PREDICATES.includes(triple.predicate) && record.namespace === USER_NAMESPACE && !instructs;
  const profileKey = liking
    ? `preference.${topicOf(triple.object)}`
    : ref && ref.profileKey && ref.cardinality === 'single' && record.namespace === USER_NAMESPACE && !instructs
      ? ref.profileKey
      : null;
  return {
    kind: record.kind,
    content: record.content,
    importance: record.importance,
    confidence: record.confidence,
    triple: triple && ref ? (liking ? triple : { ...triple, predicate: profileKey ?? triple.predicate }) : null,
    profile: profileKey && triple ? { key: profileKey, value: liking ? statedValue(triple) : triple.object } : null,
    source: record.source.type,
    eventSeqs: [],
    record: { ...record, triple },
  };
}

function readKeyed(deps: WriteDeps, kind: MemoryRecord['kind'], content: string, names: readonly string[]): Triple | null {
  if (kind !== 'fact' && kind !== 'preference') return null;
  return deriveTriple({ triple: null }, content, { attributes: deps.attributes, userNames: names, keyed: true });
}
