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
import { hazardTerms, saysHazard, type HazardKind } from '../../core/attributes/hazards.js';
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

/**
 * The constraints a request collides with by what it names (`core/attributes/hazards.ts`): one keyword search for
 * the words of the hazards the request's things carry, then each stated memory found (a fact, preference or
 * procedure: not an episode) whose sentence or triple value says one of them, by id with 1. They are constraints
 * of the request whatever their importance.
 */
export async function collidingConstraints(reads: FactReads, hazards: readonly HazardKind[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (hazards.length === 0) return out;
  const hits = await reads.words(hazardTerms(hazards));
  if (hits.length === 0) return out;
  for (const row of await reads.rows(hits.map((h) => h.id)))
    if (row.kind !== 'episode' && saysHazard(`${row.content} ${row.triple?.object ?? ''}`, hazards)) out.set(row.id, 1);
  return out;
}
