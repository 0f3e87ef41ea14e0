/**
 * "Forget <topic>": what it refers to — every preference, everything, one profile field with the
 * memory that holds it, or the memories about a topic — found by search rather than by a scan, and
 * kept only when they share the topic's words (two of them, or one with a close vector), so "forget
 * Bob" never takes every memory that merely sounds similar.
 */
import { cosine } from '../../models/embedders/embed.js';
import { searchableText } from '../ingest/record.js';
import { queryTermsOf } from '../../core/text/terms.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import { norm } from './classify.js';
import type { NeighbourSearch, Pending } from './neighbours.js';

/** What a forget request refers to. */
export interface ForgetTargets {
  readonly memories: readonly MemoryRecord[];
  /** Profile keys to remove. */
  readonly keys: readonly string[];
}

/** The memories and profile fields `topic` refers to, among the stored ones and those pending in the batch. */
export async function forgetTargets(
  search: NeighbourSearch & { readonly embed: (texts: readonly string[]) => Promise<Float32Array[]> },
  topic: string,
  profile: ReadonlyMap<string, ProfileEntry>,
  pending: ReadonlyMap<string, Pending>,
): Promise<ForgetTargets> {
  const { store, scope, filter } = search;
  const t = norm(topic).replace(/^(my|the|all|any)\s+/, '');
  const batch = [...pending.values()].map((k) => k.record);
  if (/^(preferences?|likes|dislikes|likes and dislikes)$/.test(t)) {
    const stored = await store.listMemories(scope, { filter: { ...filter, kinds: ['preference'] }, limit: 100_000 });
    return { memories: [...stored, ...batch.filter((r) => r.kind === 'preference')], keys: [...profile.keys()].filter((k) => k.startsWith('preference.')) };
  }
  if (/^(everything|all of it|everything about me|me)$/.test(t)) {
    return { memories: [...(await store.listMemories(scope, { filter, limit: 100_000 })), ...batch], keys: [...profile.keys()] };
  }
  const key = [...profile.keys()].find(
    (k) => k === t || k === `preference.${t}` || k.replace(/^preference\./, '') === t || k.replace(/^my\./, '').replace(/_/g, ' ') === t,
  );
  if (key) {
    const stored = (await store.queryFacts(scope, { filter, predicate: key, limit: 100 })).filter((r) => r.profileKey === key);
    return { memories: [...stored, ...batch.filter((r) => r.profileKey === key)], keys: [key] };
  }
  const terms = queryTermsOf(topic);
  if (terms.length === 0) return { memories: [], keys: [] };
  const termSet = new Set(terms);
  const [vector] = await search.embed([topic]);
  const keyword = await store.searchKeyword(scope, { terms, filter, limit: 50 });
  const scored = vector ? await store.searchVector(scope, { vector, filter, limit: 50, alsoScore: keyword.map((h) => h.id) }) : [];
  const cos = new Map(scored.map((h) => [h.id, h.score]));
  const ids = [...new Set([...keyword.map((h) => h.id), ...scored.map((h) => h.id)])];
  const found = [...(ids.length ? await store.getMemories(scope, ids) : []), ...batch];
  const closeness = (r: MemoryRecord): number => {
    const mine = pending.get(r.id)?.vector;
    return cos.get(r.id) ?? (vector && mine ? cosine(vector, mine) : 0);
  };
  const memories = found.filter((r) => {
    const overlap = queryTermsOf(searchableText(r)).filter((x) => termSet.has(x)).length;
    return overlap > 0 && (overlap >= Math.min(2, termSet.size) || closeness(r) >= 0.5);
  });
  const keys = [...profile.entries()].filter(([k, p]) => queryTermsOf(`${k} ${String(p.value)}`).some((x) => termSet.has(x))).map(([k]) => k);
  return { memories, keys };
}
