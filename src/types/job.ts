/**
 * Durable background work (M9): memory writing runs as jobs stored in the database, so the answer
 * to the user never waits for it and a killed process loses nothing.
 */

/** Where a job stands. `running` with an expired lease means its worker died: it is claimed again. */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
/** One of {@link JOB_STATUSES}. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A stored job. Every job belongs to one user's scope. */
export interface Job {
  readonly id: string;
  readonly tenantId: string;
  readonly userId: string;
  /** What to do, e.g. `extract`. */
  readonly type: string;
  readonly payload: Readonly<Record<string, unknown>>;
  /** Idempotency key: enqueueing a key that exists returns the existing job. */
  readonly key: string | null;
  readonly status: JobStatus;
  /** Attempts started so far. */
  readonly attempts: number;
  readonly maxAttempts: number;
  /** Not claimed before this instant (backoff). */
  readonly runAt: Date;
  readonly lockedBy: string | null;
  readonly lockedUntil: Date | null;
  readonly lastError: string | null;
  /** The raw model output of the last failed attempt, when it could not be parsed. */
  readonly rawOutput: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A job to enqueue: the store sets status, attempts, lease and errors. */
export type NewJob = Pick<Job, 'id' | 'tenantId' | 'userId' | 'type' | 'payload' | 'key' | 'maxAttempts' | 'runAt' | 'createdAt'>;

/** How an attempt ended. */
export type JobOutcome =
  | { readonly status: 'done' }
  /** Failed, try again at `runAt`. */
  | { readonly status: 'retry'; readonly runAt: Date; readonly error: string; readonly rawOutput?: string | null }
  /** Failed for good (attempts exhausted or not retryable). */
  | { readonly status: 'failed'; readonly error: string; readonly rawOutput?: string | null };
