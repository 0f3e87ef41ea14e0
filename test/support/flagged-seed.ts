/**
 * A store with one memory flagged for review, reached the honest way: a wide consolidation band and,
 * without a model, a close restatement kept beside the original and flagged. For the list filters of
 * the HTTP API and the CLI.
 */
import { createMnemo } from '../../src/engine/create-mnemo.js';
import type { Mnemo } from '../../src/engine/mnemo.js';
import type { ScopeInput } from '../../src/core/scope-input.js';

/** What {@link seedFlagged} wrote. */
export interface FlaggedSeed {
  /** The restatement flagged for review. */
  readonly flaggedId: string;
  /** The memories not flagged. */
  readonly unflaggedIds: readonly string[];
}

/**
 * Offers `content` as an extracted preference, as the write path would: a close restatement of a
 * memory lands in the consolidation band and, without a model, is kept beside it and flagged.
 */
export async function restate(m: Mnemo, scope: ScopeInput, content: string): Promise<void> {
  await m.applyCandidates(scope, [
    { kind: 'preference', content, importance: 0.6, confidence: 0.8, triple: null, profile: null, source: 'user_explicit', eventSeqs: [] },
  ]);
}

/** Writes three memories of `scope` into `db`, one of them flagged; closes the engine. */
export async function seedFlagged(db: string, scope: ScopeInput): Promise<FlaggedSeed> {
  const m = await createMnemo({ db, llm: null, writePath: { background: false, duplicateThreshold: 0.995, novelThreshold: 0.3 } });
  try {
    await m.rememberMany(scope, [{ content: 'Alice prefers window seats on long flights.', kind: 'preference' }, { content: 'Alice has two cats.' }]);
    await restate(m, scope, 'Alice prefers a window seat on long flights.');
    const rows = await m.list(scope);
    const flagged = rows.filter((r) => r.review !== null);
    if (flagged.length !== 1 || !flagged[0]) throw new Error(`the seed expected one memory flagged for review, got ${flagged.length}`);
    return { flaggedId: flagged[0].id, unflaggedIds: rows.filter((r) => r.review === null).map((r) => r.id) };
  } finally {
    await m.close();
  }
}
