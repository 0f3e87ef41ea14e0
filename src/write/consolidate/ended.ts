/**
 * What a statement of cessation ends ("I gave up coffee", "I don't play the violin any more", "I
 * used to live in Ghent"): the stored facts of the user with that attribute and that value. A fact
 * with a triple matches by its subject, attribute and value; a fact without one only when its words
 * say both the verb and the value. Memories written earlier in the same batch never match (the new
 * state is not its own past), and neither does anything else that merely mentions the value.
 */
import { DEFAULT_ATTRIBUTES, USER_SUBJECT, type AttributeTable } from '../../core/attributes/index.js';
import { queryTermsOf, stemWord } from '../../core/text/terms.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { EndedFact } from '../extract/types.js';
import { searchableText } from '../ingest/record.js';
import type { NeighbourSearch, Pending } from './neighbours.js';

/** Relations a cessation that names no attribute never ends: what is known or who is, not a habit. */
const KEPT = new Set([
  'speaks',
  'child',
  'allergic_to',
  'works_with',
  'manages',
  'friend',
  'partner',
  'sibling',
  'parent',
  'cousin',
  'lived_in',
  'worked_at',
  'worked_as',
  'hometown',
  'nationality',
]);

/** The current stored facts that `ends` says are over, oldest first. */
export async function endedFacts(
  search: NeighbourSearch,
  ends: readonly EndedFact[],
  pending: ReadonlyMap<string, Pending>,
  table: AttributeTable = DEFAULT_ATTRIBUTES,
): Promise<MemoryRecord[]> {
  const { store, scope, filter } = search;
  const found = new Map<string, MemoryRecord>();
  for (const e of ends) {
    const valueTerms = e.object === null ? [] : queryTermsOf(e.object);
    const pool = await store.queryFacts(scope, { filter, subject: e.subject, limit: 500 });
    if (e.subject === USER_SUBJECT) pool.push(...(await store.queryFacts(scope, { filter, subject: 'the user', limit: 200 })));
    if (valueTerms.length > 0) {
      const hits = await store.searchKeyword(scope, { terms: valueTerms, filter, limit: 50 });
      if (hits.length > 0)
        pool.push(
          ...(await store.getMemories(
            scope,
            hits.map((h) => h.id),
          )),
        );
    }
    const current = pool.filter((r) => !pending.has(r.id) && r.invalidatedAt === null);
    for (const r of current) if (ended(r, e, valueTerms, table)) found.set(r.id, r);
    // A strict ending with no verb and no attribute: the one plain fact of the user whose words hold the value, or none.
    const plain =
      e.strict && !e.verb && e.predicate === null ? [...new Map(current.filter((r) => saysValue(r, valueTerms)).map((r) => [r.id, r])).values()] : [];
    if (plain.length === 1) found.set((plain[0] as MemoryRecord).id, plain[0] as MemoryRecord);
  }
  return [...found.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function ended(r: MemoryRecord, e: EndedFact, valueTerms: readonly string[], table: AttributeTable): boolean {
  if (e.predicate === null && (e.object === null || r.kind === 'preference')) return false;
  if (r.triple) {
    const ref = table.resolve(r.triple);
    if (ref.subject !== table.resolve({ subject: e.subject, predicate: 'x' }).subject) return false;
    // With no attribute named, only a habit or a thing had may end ("gave up coffee", "Bruno died"): never a
    // profile field by its value alone, nor a language spoken, a child, an allergy or a colleague.
    if (e.predicate === null ? ref.cardinality !== 'multi' || KEPT.has(ref.key) : ref.key !== table.canonical(e.predicate)) return false;
    // "I don't teach piano any more": a verb that names no relation ends only what says that verb.
    if (e.predicate === null && e.strict && e.verb && !new Set(queryTermsOf(searchableText(r))).has(stemWord(e.verb))) return false;
    const object = queryTermsOf(r.triple.object);
    if (e.but?.some((b) => queryTermsOf(b).every((t) => object.includes(t)))) return false;
    if (e.object === null) return true;
    return sameValue(object, valueTerms);
  }
  // No triple: the words must say the verb and every word of the value.
  if ((e.predicate === null && !e.strict) || !e.verb || valueTerms.length === 0) return false;
  const terms = new Set(queryTermsOf(searchableText(r)));
  return terms.has(stemWord(e.verb)) && valueTerms.every((t) => terms.has(t));
}

/** One value's terms hold the other's ("cigarettes" and "cigarette", "Miso (cat)" and "Miso"). */
function sameValue(stored: readonly string[], said: readonly string[]): boolean {
  if (stored.length === 0 || said.length === 0) return false;
  return said.every((t) => stored.includes(t)) || stored.every((t) => said.includes(t));
}

/** A plain fact of the user's own (no triple, not a field, not an episode) whose words hold every word of the value. */
function saysValue(r: MemoryRecord, valueTerms: readonly string[]): boolean {
  if (r.triple || r.kind !== 'fact' || r.profileKey || valueTerms.length === 0 || !/^the user (?!'s)/i.test(r.content)) return false;
  const terms = new Set(queryTermsOf(r.content));
  return valueTerms.every((t) => terms.has(t));
}
