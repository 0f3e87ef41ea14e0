/** What every domain's conformance checks share: the store handle, scopes, filters and builders. */
import { MnemoError } from '../../core/errors.js';
import type { EmbeddingSpace } from '../../core/contracts/embedder.js';
import type { RecordFilter, StorageAdapter } from '../../core/contracts/storage.js';
import type { NewJob } from '../../core/types/job.js';
import type { Scope } from '../../core/types/scope.js';

/** A fresh, migrated store for one test, plus a way to open a second independent instance on it. */
export interface ConformanceStore {
  readonly store: StorageAdapter;
  /** Opens another adapter instance (its own connection or pool) on the same database, migrated. */
  readonly openSecond: () => Promise<StorageAdapter>;
  /** Closes everything and removes the database. */
  readonly cleanup: () => Promise<void>;
}

/** How the suite gets stores, and which checks an adapter declares it cannot pass (with why). */
export interface ConformanceOptions {
  readonly open: () => Promise<ConformanceStore>;
  /** Check titles an adapter skips, each with the reason (reported, never silent). */
  readonly skip?: Readonly<Record<string, string>>;
  /** Rounds of the race test. */
  readonly raceRounds?: number;
}

/** Registers one check: a test on a fresh store, cleaned up whatever happens. */
export type Check = (title: string, body: (ctx: ConformanceStore) => Promise<void>) => void;

export const SPACE: EmbeddingSpace = { modelId: 'test/axis-8', dimensions: 8 };
export const alice: Scope = { tenantId: 't1', userId: 'alice' };
export const bob: Scope = { tenantId: 't1', userId: 'bob' };
export const aliceElsewhere: Scope = { tenantId: 't2', userId: 'alice' };
/** Valid now. */
export const current = (): RecordFilter => ({ validity: { mode: 'current', now: new Date() } });
/** Everything, invalidated included. */
export const all: RecordFilter = { validity: { mode: 'all' } };

let jobCounter = 0;
/** A due extraction job of `scope`. */
export const newJob = (scope: Scope, over: Partial<NewJob> = {}): NewJob => ({
  id: `job-${process.pid}-${++jobCounter}-${Math.random().toString(36).slice(2, 8)}`,
  tenantId: scope.tenantId,
  userId: scope.userId,
  type: 'extract',
  payload: { sessionId: 's1', upToSeq: 2 },
  key: null,
  maxAttempts: 3,
  runAt: new Date(Date.now() - 1000),
  createdAt: new Date(),
  ...over,
});
/** A user turn to append. */
export const userSaid = (content: string, at = new Date()) => ({ role: 'user' as const, content, name: null, at, metadata: {} });

/** Matches a MnemoError of `code` (for `assert.rejects`). */
export const isCode = (code: string) => (error: unknown) => MnemoError.isInstance(error) && error.code === code;
