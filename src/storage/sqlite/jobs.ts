/** The durable job queue in the SQLite store: one writer at a time, so a claim is one immediate transaction. */
import type { ClaimRequest, JobQuery, JobStorage } from '../../core/contracts/storage.js';
import type { Job, JobOutcome, NewJob } from '../../core/types/job.js';
import { marks, type SqliteConnection } from './connection.js';
import { guard } from './errors.js';
import { rowToJob, type JobRow } from './rows.js';

/** The job domain of the SQLite store. */
export class SqliteJobs implements JobStorage {
  constructor(private readonly c: SqliteConnection) {}

  async enqueueJob(job: NewJob): Promise<{ job: Job; created: boolean }> {
    return this.c.tx(() => insertJob(this.c, job));
  }

  async renewLease(jobId: string, workerId: string, until: Date): Promise<boolean> {
    return this.c.write(
      () =>
        this.c.stmt("UPDATE jobs SET locked_until = ? WHERE id = ? AND status = 'running' AND locked_by = ?").run(until.getTime(), jobId, workerId).changes > 0,
    );
  }

  async claimJobs(request: ClaimRequest): Promise<Job[]> {
    return this.c.tx(() => {
      const now = request.now.getTime();
      const scoped = request.scope ? 'AND tenant_id = ? AND user_id = ?' : '';
      const scopeArgs = request.scope ? [request.scope.tenantId, request.scope.userId] : [];
      const rows = this.c.db
        .prepare(
          `SELECT id FROM jobs j WHERE ((status = 'pending' AND run_at <= ?) OR (status = 'running' AND locked_until <= ?)) ${scoped}
             AND NOT EXISTS (SELECT 1 FROM jobs r WHERE r.tenant_id = j.tenant_id AND r.user_id = j.user_id
                             AND r.status = 'running' AND r.locked_until > ? AND r.seq <> j.seq)
           ORDER BY run_at, seq LIMIT ?`,
        )
        .all(now, now, ...scopeArgs, now, request.limit) as { id: string }[];
      return rows.map(({ id }) =>
        rowToJob(
          this.c
            .stmt(
              `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ?, locked_until = ?, updated_at = ?
             WHERE id = ? RETURNING *`,
            )
            .get(request.workerId, now + request.leaseMs, now, id) as JobRow,
        ),
      );
    });
  }

  async finishJob(jobId: string, workerId: string, outcome: JobOutcome, at: Date): Promise<boolean> {
    return this.c.write(() => {
      const t = at.getTime();
      const where = "WHERE id = ? AND status = 'running' AND locked_by = ?";
      const res =
        outcome.status === 'done'
          ? this.c.stmt(`UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = ? ${where}`).run(t, jobId, workerId)
          : this.c
              .stmt(`UPDATE jobs SET status = ?, run_at = ?, last_error = ?, raw_output = ?, locked_by = NULL, locked_until = NULL, updated_at = ? ${where}`)
              .run(
                outcome.status === 'retry' ? 'pending' : 'failed',
                outcome.status === 'retry' ? outcome.runAt.getTime() : t,
                outcome.error,
                outcome.rawOutput ?? null,
                t,
                jobId,
                workerId,
              );
      return res.changes > 0;
    });
  }

  async retryJob(jobId: string, at: Date): Promise<boolean> {
    return this.c.write(
      () =>
        this.c
          .stmt("UPDATE jobs SET status = 'pending', attempts = 0, run_at = ?, updated_at = ? WHERE id = ? AND status = 'failed'")
          .run(at.getTime(), at.getTime(), jobId).changes > 0,
    );
  }

  async listJobs(query: JobQuery = {}): Promise<Job[]> {
    return guard(() => {
      const parts: string[] = [];
      const params: unknown[] = [];
      if (query.statuses) {
        parts.push(`status IN (${marks(query.statuses.length)})`);
        params.push(...query.statuses);
      }
      if (query.scope) {
        parts.push('tenant_id = ? AND user_id = ?');
        params.push(query.scope.tenantId, query.scope.userId);
      }
      const where = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
      return (this.c.db.prepare(`SELECT * FROM jobs ${where} ORDER BY seq DESC LIMIT ?`).all(...params, query.limit ?? 100) as JobRow[]).map(rowToJob);
    });
  }

  async getJob(jobId: string): Promise<Job | null> {
    return guard(() => {
      const row = this.c.stmt('SELECT * FROM jobs WHERE id = ?').get(jobId) as JobRow | undefined;
      return row ? rowToJob(row) : null;
    });
  }
}

/** Stores a job inside the caller's transaction; a key that exists for the user returns that job. */
export function insertJob(c: SqliteConnection, job: NewJob): { job: Job; created: boolean } {
  if (job.key !== null) {
    const existing = c.stmt('SELECT * FROM jobs WHERE tenant_id = ? AND user_id = ? AND key = ?').get(job.tenantId, job.userId, job.key) as JobRow | undefined;
    if (existing) return { job: rowToJob(existing), created: false };
  }
  const t = job.createdAt.getTime();
  c.stmt(
    `INSERT INTO jobs (id, tenant_id, user_id, type, payload, key, status, attempts, max_attempts, run_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?, ?)`,
  ).run(job.id, job.tenantId, job.userId, job.type, JSON.stringify(job.payload), job.key, job.maxAttempts, job.runAt.getTime(), t, t);
  return { job: rowToJob(c.stmt('SELECT * FROM jobs WHERE id = ?').get(job.id) as JobRow), created: true };
}
