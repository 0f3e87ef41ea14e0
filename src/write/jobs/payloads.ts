/**
 * A stored job's type and payload come from the database: they are checked (zod, at this edge)
 * into the typed union before a handler sees them, so a handler reads typed fields, never a bag.
 */
import { z } from 'zod';
import { MnemoError } from '../../core/errors.js';
import { EXTRACT_TRIGGERS, LEARN_TASKS, type Job, type JobType, type JobWork, type TypedJob } from '../../core/types/job.js';

const PAYLOADS = {
  extract: z.object({ sessionId: z.string().min(1), upToSeq: z.number().int().min(0), trigger: z.enum(EXTRACT_TRIGGERS) }),
  maintain: z.object({ trigger: z.enum(['schedule', 'explicit']) }),
  learn: z.object({ trigger: z.enum(['schedule', 'explicit']), task: z.enum(LEARN_TASKS) }),
} as const satisfies Record<JobType, z.ZodType>;

/** True when the engine has a handler for jobs of `type`. */
export function isJobType(type: string): type is JobType {
  return Object.hasOwn(PAYLOADS, type);
}

/** The job with its payload checked; STORE_CORRUPT when the payload does not fit its type. */
export function decodeJob(job: Job & { readonly type: JobType }): TypedJob {
  const parsed = PAYLOADS[job.type].safeParse(job.payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MnemoError(
      'STORE_CORRUPT',
      `job ${job.id} of type "${job.type}" has an invalid payload (${issue?.path.join('.') || 'payload'}: ${issue?.message})`,
      {
        details: { jobId: job.id },
      },
    );
  }
  const work = { type: job.type, payload: parsed.data } as JobWork;
  return { ...job, ...work };
}
