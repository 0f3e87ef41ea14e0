/**
 * The storage conformance suite, one file per domain of the contract. Every adapter runs it in a
 * few lines:
 *
 * ```ts
 * runStorageConformance('sqlite', { open: async () => { ... return { store, openSecond, cleanup } } });
 * ```
 *
 * It checks what the contract in `src/spec/storage.ts` promises: a CRUD round trip (typed engine
 * fields included), migration idempotence, `describe`, scope isolation, search ordering and limits,
 * history, transaction rollback, freshness of cached reads across instances, and a race between two
 * independent instances on one database; sessions (append-only numbered events, watermark
 * compare-and-set) and the job queue (idempotent enqueue, exclusive leases, retry and completion in
 * the same batch as the writes); dreams (scoped, approved once, deleted). Skips are data with a reason, never silent.
 */
import { describe, test } from 'node:test';
import { dreamChecks } from './dreams.js';
import { forgettingChecks } from './forgetting.js';
import { grantChecks } from './grants.js';
import { historyChecks } from './history.js';
import { jobChecks } from './jobs.js';
import type { Check, ConformanceOptions, ConformanceStore } from './kit.js';
import { keyChecks } from './keys.js';
import { lifecycleChecks } from './lifecycle.js';
import { memoryChecks } from './memories.js';
import { raceChecks } from './race.js';
import { searchChecks } from './search.js';
import { sessionChecks } from './sessions.js';

export type { ConformanceOptions, ConformanceStore } from './kit.js';

/** Registers the conformance tests for one adapter under `describe(name)`. */
export function runStorageConformance(name: string, options: ConformanceOptions): void {
  const check: Check = (title, body) => {
    const reason = options.skip?.[title];
    test(title, reason ? { skip: reason } : {}, async () => {
      const ctx: ConformanceStore = await options.open();
      try {
        await body(ctx);
      } finally {
        await ctx.cleanup();
      }
    });
  };

  describe(`storage conformance: ${name}`, () => {
    lifecycleChecks(check);
    memoryChecks(check);
    searchChecks(check);
    historyChecks(check);
    sessionChecks(check);
    jobChecks(check);
    grantChecks(check);
    dreamChecks(check);
    forgettingChecks(check);
    keyChecks(check);
    raceChecks(check, options);
  });
}
