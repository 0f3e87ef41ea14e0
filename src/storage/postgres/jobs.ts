/** The durable job queue in the PostgreSQL store, claimed with `FOR UPDATE SKIP LOCKED`. */
import { MnemoError } from '../../core/errors.js';
import type { ClaimRequest, JobQuery, JobStorage } from '../../core/contracts/storage.js';
import type { Job, JobOutcome, NewJob } from '../../core/types/job.js';
import type { PgConnection, PgQueryable } from './connection.js';
import { CLAIM_LOCK_KEY } from './migrations.js';
import { PG_JOB_COLUMNS, pgRowToJob, type PgJobRow } from './rows.js';
import { Params } from './sql.js';

/** The jobs domain of the PostgreSQL store. */
export class PgJobs implements JobStorage {
  constructor(private readonly c: PgConnection) {}

  async enqueueJob(job: NewJob): Promise<{ job: Job; created: boolean }> {
    return this.c.tx((q) => insertJob(q, job));
  }

  async renewLease(jobId: string, workerId: string, until: Date): Promise<boolean> {
    const rows = await this.c.q("UPDATE mnemo_jobs SET locked_until = $1 WHERE id = $2 AND status = 'running' AND locked_by = $3 RETURNING id", [
      until.toISOString(),
      jobId,
      workerId,
    ]);
    return rows.length > 0;
  }

  async claimJobs(request: ClaimRequest): Promise<Job[]> {
    const now = request.now.toISOString();
    const p = new Params([now, request.workerId, new Date(request.now.getTime() + request.leaseMs).toISOString()]);
    const scoped = request.scope ? `AND tenant_id = ${p.add(request.scope.tenantId)} AND user_id = ${p.add(request.scope.userId)}` : '';
    // SKIP LOCKED: concurrent workers take different due jobs without waiting on one another. A user
    // whose job is running under a live lease is passed over, so one user's jobs (extraction and its
    // consolidation, which reads then writes) never run in two processes at once; claims take a
    // short transaction-wide lock so two claimers cannot both pick a job of one idle user.
    const rows = await this.c.tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [CLAIM_LOCK_KEY]);
      return (
        await c.query<PgJobRow>(
          `WITH due AS (
             SELECT j.seq FROM mnemo_jobs j
             WHERE ((j.status = 'pending' AND j.run_at <= $1::timestamptz) OR (j.status = 'running' AND j.locked_until <= $1::timestamptz)) ${scoped.replace(/tenant_id/g, 'j.tenant_id').replace(/user_id/g, 'j.user_id')}
               AND NOT EXISTS (
                 SELECT 1 FROM mnemo_jobs r WHERE r.tenant_id = j.tenant_id AND r.user_id = j.user_id AND r.status = 'running'
                   AND r.locked_until > $1::timestamptz AND r.seq <> j.seq
               )
             ORDER BY j.run_at, j.seq LIMIT ${p.add(request.limit)}
             FOR UPDATE SKIP LOCKED
           )
           UPDATE mnemo_jobs j SET status = 'running', attempts = attempts + 1, locked_by = $2, locked_until = $3, updated_at = $1
           FROM due WHERE j.seq = due.seq
           RETURNING ${PG_JOB_COLUMNS.replace(/(^|, |\n\s*)([a-z_]+)/g, '$1j.$2')}`,
          p.values,
        )
      ).rows;
    });
    return rows.map(pgRowToJob).sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  }

  async finishJob(jobId: string, workerId: string, outcome: JobOutcome, at: Date): Promise<boolean> {
    const t = at.toISOString();
    const where = "WHERE id = $2 AND status = 'running' AND locked_by = $3";
    const rows =
      outcome.status === 'done'
        ? await this.c.q(`UPDATE mnemo_jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = $1 ${where} RETURNING id`, [
            t,
            jobId,
            workerId,
          ])
        : await this.c.q(
            `UPDATE mnemo_jobs SET status = $4, run_at = $5, last_error = $6, raw_output = $7, locked_by = NULL, locked_until = NULL, updated_at = $1 ${where}
             RETURNING id`,
            [
              t,
              jobId,
              workerId,
              outcome.status === 'retry' ? 'pending' : 'failed',
              outcome.status === 'retry' ? outcome.runAt.toISOString() : t,
              outcome.error,
              outcome.rawOutput ?? null,
            ],
          );
    return rows.length > 0;
  }

  async retryJob(jobId: string, at: Date): Promise<boolean> {
    const rows = await this.c.q(
      "UPDATE mnemo_jobs SET status = 'pending', attempts = 0, run_at = $1, updated_at = $1 WHERE id = $2 AND status = 'failed' RETURNING id",
      [at.toISOString(), jobId],
    );
    return rows.length > 0;
  }

  async listJobs(query: JobQuery = {}): Promise<Job[]> {
    const p = new Params();
    const parts: string[] = [];
    if (query.statuses) parts.push(`status = ANY(${p.add([...query.statuses])}::text[])`);
    if (query.scope) parts.push(`tenant_id = ${p.add(query.scope.tenantId)} AND user_id = ${p.add(query.scope.userId)}`);
    const where = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
    const rows = await this.c.q<PgJobRow>(`SELECT ${PG_JOB_COLUMNS} FROM mnemo_jobs ${where} ORDER BY seq DESC LIMIT ${p.add(query.limit ?? 100)}`, p.values);
    return rows.map(pgRowToJob);
  }

  async getJob(jobId: string): Promise<Job | null> {
    const [row] = await this.c.q<PgJobRow>(`SELECT ${PG_JOB_COLUMNS} FROM mnemo_jobs WHERE id = $1`, [jobId]);
    return row ? pgRowToJob(row) : null;
  }
}

/** Stores a job inside the caller's transaction; a key that exists for the user returns that job. */
export async function insertJob(q: PgQueryable, job: NewJob): Promise<{ job: Job; created: boolean }> {
  const t = job.createdAt.toISOString();
  // ON CONFLICT on the partial unique index of keys: two enqueuers of one key get one job.
  const inserted = await q.query<PgJobRow>(
    `INSERT INTO mnemo_jobs (id, tenant_id, user_id, type, payload, key, status, attempts, max_attempts, run_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, 'pending', 0, $7, $8, $9, $9)
     ON CONFLICT (tenant_id, user_id, key) WHERE key IS NOT NULL DO NOTHING
     RETURNING ${PG_JOB_COLUMNS}`,
    [job.id, job.tenantId, job.userId, job.type, JSON.stringify(job.payload), job.key, job.maxAttempts, job.runAt.toISOString(), t],
  );
  if (inserted.rows[0]) return { job: pgRowToJob(inserted.rows[0]), created: true };
  const { rows } = await q.query<PgJobRow>(`SELECT ${PG_JOB_COLUMNS} FROM mnemo_jobs WHERE tenant_id = $1 AND user_id = $2 AND key = $3`, [
    job.tenantId,
    job.userId,
    job.key,
  ]);
  if (!rows[0]) throw new MnemoError('CONFLICT', 'the job could not be stored (its key was removed meanwhile): enqueue it again');
  return { job: pgRowToJob(rows[0]), created: false };
}
