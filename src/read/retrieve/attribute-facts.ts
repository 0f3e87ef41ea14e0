/**
 * The attribute leg of recall (issue 24): when a question asks for an attribute of the user ("what's
 * my job") or bears on one ("suggest a snack" → diet, allergies), the user's current facts of that
 * attribute join the candidates, whatever their words. The facts are read with the recall's own
 * filter, so a superseded or forgotten value comes back only when `includeInvalid` or `asOf` asks.
 */
import type { AskedAttribute } from '../../core/attributes/questions.js';
import { USER_SUBJECT } from '../../core/attributes/table.js';
import type { RecordFilter, StorageAdapter } from '../../core/contracts/storage.js';
import type { Scope } from '../../core/types/scope.js';

/** Facts per predicate at most: a multi-valued attribute rarely has more. */
const PER_PREDICATE = 20;

/** The ids of the user's facts for `asked`, each with the weight of the attribute it holds (the best one when several). */
export async function attributeFacts(
  store: StorageAdapter,
  scope: Scope,
  filter: RecordFilter,
  asked: readonly AskedAttribute[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (asked.length === 0) return out;
  const lookups = asked.flatMap((a) => a.predicates.map((predicate) => ({ predicate, weight: a.weight })));
  const found = await Promise.all(lookups.map(({ predicate }) => store.queryFacts(scope, { filter, subject: USER_SUBJECT, predicate, limit: PER_PREDICATE })));
  found.forEach((records, i) => {
    const weight = lookups[i]?.weight ?? 0;
    for (const r of records) if ((out.get(r.id) ?? 0) < weight) out.set(r.id, weight);
  });
  return out;
}
