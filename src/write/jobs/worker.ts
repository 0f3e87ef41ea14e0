/**
 * The job worker (M9). Claims due jobs with a lease, runs them, and records the outcome: done (the
 * handler commits completion with its writes), retried with exponential backoff (provider down or
 * slow, a lost race), or failed for good with the error and the model's raw output (malformed
 * output after retries, attempts exhausted). The same worker runs in process (in the background
 * of the library, or drained by the CLI after answering) and as `mnemo worker`.
 */
import { MnemoError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import type { Logger } from '../../core/logger.js';
import type { WritePathConfig } from '../sessions/config.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { Job, JobType, TypedJob } from '../../core/types/job.js';
import { decodeJob, isJobType } from './payloads.js';
import type { Scope } from '../../core/types/scope.js';

/** Runs one job of type `T`. It must complete the job itself (a `completeJob` op in its write batch). */
export type JobHandler<T extends JobType = JobType> = (job: TypedJob<T>, workerId: string) => Promise<unknown>;

/** One handler per job type. */
export type JobHandlers = { readonly [T in JobType]: JobHandler<T> };

/** Work queued on a schedule; `everyMs` 0 turns it off. */
export interface Periodic {
  readonly everyMs: number;
  readonly run: (now: Date) => Promise<void>;
}

/** What a run of the worker did. */
export interface WorkerTally {
  done: number;
  retried: number;
  failed: number;
}

/** What the worker needs. */
export interface WorkerDeps {
  readonly store: StorageAdapter;
  readonly config: WritePathConfig;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly handlers: JobHandlers;
  /**
   * Work the worker queues on schedules (maintenance, lessons, dreams): each `run` is called on a
   * pass when its `everyMs` has passed on the clock since its last call in this process. The jobs
   * they queue carry idempotency keys per interval, so several workers queue each one once.
   */
  readonly periodic?: readonly Periodic[] | undefined;
  /** Called with each finished job (tests and `--verbose` use it). */
  readonly onResult?: (job: Job, outcome: 'done' | 'retry' | 'failed', result: unknown) => void;
}

/** Claims and runs jobs. */
export class JobWorker {
  readonly id = `worker-${process.pid}-${newId('w').slice(-8)}`;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  /** When each schedule last ran in this process, by its index in `periodic`. */
  private readonly lastPeriodic: number[] = [];

  constructor(private readonly deps: WorkerDeps) {}

  /** Claims up to `limit` due jobs and runs them one after another. */
  async runOnce(options: { limit?: number; scope?: Pick<Scope, 'tenantId' | 'userId'> } = {}): Promise<WorkerTally> {
    const tally: WorkerTally = { done: 0, retried: 0, failed: 0 };
    const jobs = await this.deps.store.claimJobs({
      workerId: this.id,
      now: this.deps.now(),
      leaseMs: this.deps.config.leaseMs,
      limit: options.limit ?? 10,
      scope: options.scope,
    });
    const held = new Set(jobs.map((j) => j.id));
    const beat = this.heartbeat(held);
    try {
      for (const job of jobs) {
        const outcome = await this.runJob(job);
        held.delete(job.id);
        tally[outcome === 'retry' ? 'retried' : outcome] += 1;
      }
    } finally {
      clearInterval(beat);
    }
    return tally;
  }

  /**
   * Runs jobs until none is pending or running for `scope` (all users when absent), waiting out
   * backoff delays, for at most `timeoutMs`. Failed jobs do not block it. This is the library's
   * `flush()`: tests and callers that must see memory written await it.
   */
  async drain(options: { scope?: Pick<Scope, 'tenantId' | 'userId'>; timeoutMs?: number } = {}): Promise<WorkerTally & { pending: number }> {
    const total: WorkerTally = { done: 0, retried: 0, failed: 0 };
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    for (;;) {
      const t = await this.runOnce({ scope: options.scope });
      total.done += t.done;
      total.retried += t.retried;
      total.failed += t.failed;
      const open = await this.deps.store.listJobs({ statuses: ['pending', 'running'], scope: options.scope, limit: 1000 });
      if (open.length === 0) return { ...total, pending: 0 };
      if (Date.now() >= deadline) return { ...total, pending: open.length };
      if (t.done + t.retried + t.failed === 0) {
        const now = this.deps.now().getTime();
        const next = Math.min(...open.map((j) => (j.status === 'running' ? (j.lockedUntil?.getTime() ?? now) : j.runAt.getTime())));
        await sleep(Math.max(10, Math.min(next - now, deadline - Date.now(), 1000)));
      }
    }
  }

  /** Polls for due jobs every `pollMs` until {@link stop}. */
  start(pollMs = 1000): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = (): void => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(tick, pollMs);
      this.timer.unref();
    };
    tick();
  }

  /** Runs due jobs soon, without blocking the caller; errors are logged, never thrown. */
  kick(): void {
    if (this.running) return;
    this.running = (async () => {
      try {
        await this.runPeriodic();
        while ((await this.runOnce()).done > 0) {
          /* keep going while there is work */
        }
      } catch (error) {
        this.deps.logger.error('worker pass failed', { error: String((error as Error).message ?? error) });
      } finally {
        this.running = null;
      }
    })();
  }

  /** Stops polling and waits for the job in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Waits for a background pass in progress. */
  async idle(): Promise<void> {
    await this.running;
  }

  /** Queues each schedule's work when its interval has passed on the clock. */
  private async runPeriodic(): Promise<void> {
    const now = this.deps.now();
    for (const [i, periodic] of (this.deps.periodic ?? []).entries()) {
      if (periodic.everyMs <= 0 || now.getTime() - (this.lastPeriodic[i] ?? Number.NEGATIVE_INFINITY) < periodic.everyMs) continue;
      this.lastPeriodic[i] = now.getTime();
      await periodic.run(now);
    }
  }

  /**
   * Renews the leases of the jobs this worker holds every third of a lease while it lives, so a lease
   * can be short: a worker that dies stops renewing, and its jobs are claimable again within one lease.
   */
  private heartbeat(held: ReadonlySet<string>): NodeJS.Timeout {
    const every = Math.max(50, Math.floor(this.deps.config.leaseMs / 3));
    const timer = setInterval(() => {
      const until = new Date(this.deps.now().getTime() + this.deps.config.leaseMs);
      for (const id of held) {
        this.deps.store.renewLease(id, this.id, until).catch((error: unknown) => {
          this.deps.logger.warn('lease renewal failed', { job: id, error: String((error as Error)?.message ?? error) });
        });
      }
    }, every);
    timer.unref();
    return timer;
  }

  private async runJob(job: Job): Promise<'done' | 'retry' | 'failed'> {
    const now = () => this.deps.now();
    if (!isJobType(job.type)) {
      await this.deps.store.finishJob(job.id, this.id, { status: 'failed', error: `no handler for job type "${job.type}"` }, now());
      return 'failed';
    }
    try {
      const result = await this.dispatch(decodeJob({ ...job, type: job.type }));
      const after = await this.deps.store.getJob(job.id);
      if (after?.status === 'running' && after.lockedBy === this.id) await this.deps.store.finishJob(job.id, this.id, { status: 'done' }, now());
      this.deps.onResult?.(job, 'done', result);
      return 'done';
    } catch (error) {
      const e = MnemoError.isInstance(error) ? error : null;
      const message = e ? `${e.code}: ${e.message}` : String((error as Error)?.message ?? error).slice(0, 500);
      const raw = e?.code === 'MODEL_OUTPUT_INVALID' ? (e.details.raw ?? null) : null;
      const retryable = e ? e.retryable : true;
      const exhausted = job.attempts >= job.maxAttempts;
      if (!retryable || exhausted) {
        await this.deps.store.finishJob(job.id, this.id, { status: 'failed', error: message, rawOutput: raw }, now());
        this.deps.logger.warn('job failed', { job: job.id, type: job.type, attempts: job.attempts, error: message });
        this.deps.onResult?.(job, 'failed', error);
        return 'failed';
      }
      // A lost race (CONFLICT) is retried at once: the retry sees the other worker's result.
      const delay = e?.code === 'CONFLICT' ? 0 : Math.min(this.deps.config.backoffMs * 2 ** (job.attempts - 1), this.deps.config.backoffMaxMs);
      await this.deps.store.finishJob(job.id, this.id, { status: 'retry', runAt: new Date(now().getTime() + delay), error: message, rawOutput: raw }, now());
      this.deps.logger.info('job will be retried', { job: job.id, type: job.type, attempts: job.attempts, delayMs: delay, error: message });
      this.deps.onResult?.(job, 'retry', error);
      return 'retry';
    }
  }

  /** Calls the handler of the job's own type (the union narrows to it). */
  private dispatch(job: TypedJob): Promise<unknown> {
    switch (job.type) {
      case 'extract':
        return this.deps.handlers.extract(job, this.id);
      case 'maintain':
        return this.deps.handlers.maintain(job, this.id);
      case 'learn':
        return this.deps.handlers.learn(job, this.id);
    }
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
