/**
 * The attribute leg of recall (issue 24): when a question asks for an attribute of the user ("what's
 * my job") or bears on one ("suggest a snack" → diet, allergies), the user's current memories of that
 * attribute join the candidates, whatever their other words:
 *
 * - the facts keyed by it (their triple's predicate is the key or an alias), at the attribute's weight;
 * - for the attributes of taste (`likes`, `hobby`, …) a question asks for, the user's `preference.<topic>` facts too, so
 *   "what sport do I do" reaches "The user likes climbing." and ranking's other parts pick among them;
 * - for an attribute a request's topic bears on with no such fact, the memories that say one of its one-word wordings
 *   ("allergic", "vegetarian"), at {@link TEXT_SHARE} of the weight ("Alice is allergic to peanuts."
 *   for "suggest a snack").
 *
 * Everything is read with the recall's own filter, so a superseded or forgotten value comes back only
 * when `includeInvalid` or `asOf` asks for it.
 */
import type { AskedAttribute } from '../../core/attributes/questions.js';
import { USER_SUBJECT } from '../../core/attributes/table.js';
import { PREFERENCE_ATTRIBUTES, PREFERENCE_WORDS } from '../../core/attributes/wordings.js';
import type { RecordFilter, StorageAdapter } from '../../core/contracts/storage.js';
import type { Scope } from '../../core/types/scope.js';

/** Facts per predicate at most: a multi-valued attribute rarely has more. */
const PER_PREDICATE = 20;
/** Memories found by an attribute's words, at most. */
const BY_WORDS = 20;
/** The user's facts read to find `preference.<topic>` ones, at most. */
const USER_FACTS = 200;
/** What a memory found by the attribute's words weighs, as a share of the attribute's weight. */
export const TEXT_SHARE = 0.6;

/** The ids of the user's memories for `asked`, each with the weight of the attribute it holds (the best one when several). */
export async function attributeFacts(
  store: StorageAdapter,
  scope: Scope,
  filter: RecordFilter,
  asked: readonly AskedAttribute[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (asked.length === 0) return out;
  const put = (id: string, weight: number) => {
    if ((out.get(id) ?? 0) < weight) out.set(id, weight);
  };
  const lookups = asked.flatMap((a) => a.predicates.map((predicate) => ({ predicate, weight: a.weight, key: a.key })));
  const taste = Math.max(0, ...asked.filter((a) => a.via === 'asked' && PREFERENCE_ATTRIBUTES.includes(a.key)).map((a) => a.weight));
  const [facts, preferences] = await Promise.all([
    Promise.all(lookups.map(({ predicate }) => store.queryFacts(scope, { filter, subject: USER_SUBJECT, predicate, limit: PER_PREDICATE }))),
    taste > 0 ? store.queryFacts(scope, { filter, subject: USER_SUBJECT, limit: USER_FACTS }) : Promise.resolve([]),
  ]);
  const keyed = new Set<string>();
  facts.forEach((records, i) => {
    const l = lookups[i];
    if (!l) return;
    for (const r of records) put(r.id, l.weight);
    if (records.length > 0) keyed.add(l.key);
  });
  for (const r of preferences) if (r.triple?.predicate.toLowerCase().startsWith('preference.')) put(r.id, taste);
  // An attribute with no keyed fact may still be said in words: "Alice is allergic to peanuts."
  const words = new Map<string, number>();
  // (Only for a topic's attributes: a question that asks for one has its words already, and the keyword leg finds them.)
  for (const a of asked) if (a.via === 'topic' && !keyed.has(a.key)) for (const t of a.terms) words.set(t, Math.max(words.get(t) ?? 0, a.weight * TEXT_SHARE));
  // A taste asked for is said in words too: "The user likes climbing.".
  if (taste > 0 && preferences.every((r) => !r.triple?.predicate.toLowerCase().startsWith('preference.')))
    for (const t of PREFERENCE_WORDS) words.set(t, Math.max(words.get(t) ?? 0, taste * TEXT_SHARE));
  // One keyword search for all of them: a search per word would cost a scan of the scope's postings each.
  if (words.size > 0) {
    const weight = Math.max(...words.values());
    for (const hit of await store.searchKeyword(scope, { terms: [...words.keys()], filter, limit: BY_WORDS })) put(hit.id, weight);
  }
  return out;
}
