/**
 * Suppositions: "pretend I'm vegan for this recipe", "imagine I'm a lighthouse keeper and write me a
 * diary entry", "say I moved to Berlin, how much would rent be". A supposition asserts nothing, and its
 * scope runs to the end of its sentence: what is asked inside it ("write me …") is no statement either.
 */
import type { Clause } from './split.js';
import type { Token } from './nlp.js';

/** Openers of a supposition (after an optional "let's"): the clause and what follows it in the sentence assert nothing. */
export const SUPPOSE =
  /^(?:(?:let 's|lets|let us) )?(?:pretend|imagine|suppose|supposing|assume|assuming|picture|hypothetically|say (?:i|we|my)|in a world|in theory|theoretically|were i|had i)\b/;

const said = (tokens: readonly Token[]): string =>
  tokens
    .map((t) => t.lower)
    .slice(0, 3)
    .join(' ');

/** Clears what clauses after a supposition in the same sentence would store or forget. */
export function supposedAfter(clauses: readonly { clause: Clause; reading: { drafts: unknown[]; forget: unknown[] } }[]): void {
  let scope: number | undefined | null = null;
  for (const { clause, reading } of clauses) {
    if (scope !== null && clause.sentence === scope) {
      reading.drafts.splice(0, reading.drafts.length);
      reading.forget.splice(0, reading.forget.length);
      continue;
    }
    scope = SUPPOSE.test(said(clause.tokens)) ? clause.sentence : null;
  }
}
