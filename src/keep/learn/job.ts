/**
 * The `learn` job (docs/learning.md): one lesson pass or one dream for the job's user, queued by
 * the worker's schedules. It writes through the same passes as `mnemo lessons` and `mnemo dream`;
 * the job is marked done by the worker after them (each pass commits its own writes, and a pass
 * run twice finds nothing left to do: lessons archive their episodes, a dream waits for review).
 */
import type { TypedJob } from '../../core/types/job.js';
import type { Dreams } from './dreams.js';
import type { Lessons, LessonReport } from './lessons.js';
import type { DreamRecord } from '../../core/types/dream.js';

/** The passes a learn job runs. */
export interface LearnJobDeps {
  readonly lessons: Pick<Lessons, 'learn'>;
  readonly dreams: Pick<Dreams, 'scheduled'>;
}

/** Runs one `learn` job. */
export async function runLearnJob(deps: LearnJobDeps, job: TypedJob<'learn'>): Promise<LessonReport | DreamRecord | null> {
  const scope = { tenantId: job.tenantId, userId: job.userId };
  return job.payload.task === 'lessons' ? deps.lessons.learn(scope) : deps.dreams.scheduled(scope);
}
