/**
 * Durable background work (M9): memory writing runs as jobs stored in the database, so the answer
 * to the user never waits for it and a killed process loses nothing.
 */

/** Where a job stands. `running` with an expired lease means its worker died: it is claimed again. */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
/** One of {@link JOB_STATUSES}. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Why an extraction job was queued. */
export const EXTRACT_TRIGGERS = ['turn', 'every-n', 'explicit', 'session-end', 'flush'] as const;
/** One of {@link EXTRACT_TRIGGERS}. */
export type Trigger = (typeof EXTRACT_TRIGGERS)[number];

/** The payload of an `extract` job: one session's events after its watermark, up to `upToSeq`. */
export type ExtractPayload = {
  readonly sessionId: string;
  readonly upToSeq: number;
  readonly trigger: Trigger;
};

/** The payload of a `maintain` job: one maintenance pass over the job's user (docs/forgetting.md). */
export type MaintainPayload = {
  /** `schedule`: queued by the worker's maintenance interval; `explicit`: asked for. */
  readonly trigger: 'schedule' | 'explicit';
};

/** The learning passes a `learn` job runs (docs/learning.md). */
export const LEARN_TASKS = ['lessons', 'dream'] as const;
/** One of {@link LEARN_TASKS}. */
export type LearnTask = (typeof LEARN_TASKS)[number];

/** The payload of a `learn` job: one lesson pass or one dream for the job's user. */
export type LearnPayload = {
  readonly trigger: 'schedule' | 'explicit';
  readonly task: LearnTask;
};

/** The work a job describes: its type and that type's payload. Add a member per job type. */
export type JobWork =
  | { readonly type: 'extract'; readonly payload: ExtractPayload }
  | { readonly type: 'maintain'; readonly payload: MaintainPayload }
  | { readonly type: 'learn'; readonly payload: LearnPayload };

/** One of the job types the engine runs. */
export type JobType = JobWork['type'];

/** A stored job whose type and payload were checked: what a handler of type `T` receives. */
export type TypedJob<T extends JobType = JobType> = Omit<Job, 'type' | 'payload'> & Extract<JobWork, { readonly type: T }>;

/**
 * A stored job. Every job belongs to one user's scope. `type` and `payload` are as stored; the
 * worker checks them into a {@link TypedJob} before a handler sees them.
 */
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

/** A job the engine queues: one of its own types with that type's payload. */
export type NewTypedJob = Omit<NewJob, 'type' | 'payload'> & JobWork;

/** How an attempt ended. */
export type JobOutcome =
  | { readonly status: 'done' }
  /** Failed, try again at `runAt`. */
  | { readonly status: 'retry'; readonly runAt: Date; readonly error: string; readonly rawOutput?: string | null }
  /** Failed for good (attempts exhausted or not retryable). */
  | { readonly status: 'failed'; readonly error: string; readonly rawOutput?: string | null };
