/**
 * The neighbour search of consolidation: existing memories near a candidate by every route — by
 * vector, by keyword, by the same subject and predicate, and by the same profile field — because a
 * contradiction is often not similar as a string. Memories written earlier in the same batch are
 * seen too, so two statements in one message meet each other.
 */
import { cosine } from '../../models/embedders/embed.js';
import type { Candidate } from '../extract/types.js';
import type { RecordFilter, StorageAdapter } from '../../core/contracts/storage.js';
import { queryTermsOf } from '../../core/text/terms.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { Scope } from '../../core/types/scope.js';

/** An existing memory and its cosine similarity to the candidate (0 when either has no vector). */
export interface Neighbour {
  readonly record: MemoryRecord;
  readonly similarity: number;
}

/** A memory written or changed earlier in the batch, with its vector. */
export interface Pending {
  readonly record: MemoryRecord;
  readonly vector: Float32Array | null;
}

/** Where to search: the store, the scope, and what the acting party may read. */
export interface NeighbourSearch {
  readonly store: StorageAdapter;
  readonly scope: Scope;
  readonly filter: RecordFilter;
}

/** Existing memories near a candidate, by every route, with their similarity to it. */
export async function findNeighbours(
  search: NeighbourSearch,
  c: Candidate,
  vector: Float32Array | null,
  pending: ReadonlyMap<string, Pending>,
): Promise<Neighbour[]> {
  const { store, scope, filter } = search;
  const terms = queryTermsOf(c.content);
  const keyword = terms.length ? await store.searchKeyword(scope, { terms, filter, limit: 10 }) : [];
  const facts = c.triple ? await store.queryFacts(scope, { filter, subject: c.triple.subject, predicate: c.triple.predicate, limit: 20 }) : [];
  // Every memory that holds a profile field carries a triple with the field as its predicate, so the
  // same-field lookup is an indexed fact query, however many memories the user has.
  const byKey = c.profile && c.profile.key !== c.triple?.predicate ? await store.queryFacts(scope, { filter, predicate: c.profile.key, limit: 50 }) : [];
  const extra = [...new Set([...keyword.map((h) => h.id), ...facts.map((f) => f.id), ...byKey.map((r) => r.id)])];
  const scored = vector ? await store.searchVector(scope, { vector, filter, limit: 10, alsoScore: extra }) : [];
  const similarity = new Map(scored.map((h) => [h.id, h.score]));
  const ids = [...new Set([...scored.map((h) => h.id), ...extra])].filter((id) => !pending.has(id));
  const records = ids.length ? await store.getMemories(scope, ids) : [];
  const out: Neighbour[] = records.map((record) => ({ record, similarity: similarity.get(record.id) ?? 0 }));
  for (const p of pending.values()) out.push({ record: p.record, similarity: vector && p.vector ? cosine(vector, p.vector) : 0 });
  return out;
}
