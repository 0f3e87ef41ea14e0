/**
 * The schedules of the worker: every interval, one job per user with data — maintenance (M17) and,
 * when turned on, a lesson pass (M18) and a dream (M19). A job's key names its interval, so workers
 * in several processes queue each user's job once.
 */
import { newId } from '../../core/ids.js';
import type { Periodic } from '../../write/jobs/worker.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { JobWork } from '../../core/types/job.js';
import type { ForgettingConfig } from './config.js';

/** Queues `work` for every user with data, keyed `<name>:<interval>`; returns how many jobs were new. */
async function queueForEveryUser(store: StorageAdapter, now: Date, everyMs: number, maxAttempts: number, name: string, work: JobWork): Promise<number> {
  const slot = Math.floor(now.getTime() / everyMs);
  let created = 0;
  for (const { tenantId, userId } of await store.listScopes()) {
    const out = await store.enqueueJob({ id: newId('j'), tenantId, userId, ...work, key: `${name}:${slot}`, maxAttempts, runAt: now, createdAt: now });
    if (out.created) created++;
  }
  return created;
}

/** Queues this interval's maintenance job for every user; returns how many were new. */
export async function queueMaintenance(store: StorageAdapter, now: Date, everyMs: number, maxAttempts: number): Promise<number> {
  return queueForEveryUser(store, now, everyMs, maxAttempts, 'maintain', { type: 'maintain', payload: { trigger: 'schedule' } });
}

/**
 * The worker's schedules. Lessons are scheduled only with a model: offline a lesson pass finds
 * clusters but writes nothing, so running it on a timer would only spend the CPU.
 */
export function schedules(store: StorageAdapter, config: ForgettingConfig, options: { maxAttempts: number; hasModel: boolean }): Periodic[] {
  const { maxAttempts } = options;
  const learn = (task: 'lessons' | 'dream', everyMs: number): Periodic => ({
    everyMs,
    run: async (now) => void (await queueForEveryUser(store, now, everyMs, maxAttempts, task, { type: 'learn', payload: { trigger: 'schedule', task } })),
  });
  return [
    { everyMs: config.maintenanceIntervalMs, run: async (now) => void (await queueMaintenance(store, now, config.maintenanceIntervalMs, maxAttempts)) },
    learn('lessons', options.hasModel ? config.lessonIntervalMs : 0),
    learn('dream', config.dreamIntervalMs),
  ];
}
