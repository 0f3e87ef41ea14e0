/**
 * The constraints leg of recall (issue 24, sixth round): a request ("book me a table", "can you order…",
 * "help me pick…"; `core/attributes/request-form.ts`) is served by the user's standing constraints
 * whatever its topic, so they join the candidates with their own score part (`constraint`, ranked by
 * importance and by how close they read to the request: `rank/score.ts`). A constraint is a current
 * fact of one of the {@link CONSTRAINT_ATTRIBUTES} (read from the user's facts, once per recall), or
 * any fact, preference or procedure among the candidates of at least {@link CONSTRAINT_IMPORTANCE}
 * (the offline extractor keeps health and safety at 0.9). No list of request words is involved: the
 * request is told by its form, the constraints by what they are.
 */
import type { AttributeTable } from '../../core/attributes/index.js';
import type { FactReads } from './attribute-facts.js';

/** Attributes whose facts constrain what may be done for the user. */
export const CONSTRAINT_ATTRIBUTES: readonly string[] = [
  'allergic_to',
  'intolerant_to',
  'diet',
  'medical',
  'takes_medication',
  'fear',
  'driving_licence',
  'car',
  'has_pet',
  'child',
  'commute',
  'goal',
  'dislikes',
];

/** A fact, preference or procedure of at least this importance is a constraint when a request is asked. */
export const CONSTRAINT_IMPORTANCE = 0.8;

/** The ids of the user's current facts of the constraint attributes (keys and aliases of `table`). */
export async function constraintFacts(reads: FactReads, table: AttributeTable): Promise<Set<string>> {
  const keys = new Set(CONSTRAINT_ATTRIBUTES.map((k) => table.canonical(k)));
  const facts = await reads.userFacts();
  return new Set(facts.filter((r) => r.triple !== null && keys.has(table.canonical(r.triple.predicate))).map((r) => r.id));
}
