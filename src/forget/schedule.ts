/**
 * The maintenance schedule: every interval, one `maintain` job per user with data. The job's key
 * names the interval, so workers in several processes queue each user's pass once.
 */
import { newId } from '../ids.js';
import type { StorageAdapter } from '../spec/storage.js';

/** Queues this interval's maintenance job for every user; returns how many were new. */
export async function queueMaintenance(store: StorageAdapter, now: Date, everyMs: number, maxAttempts: number): Promise<number> {
  const slot = Math.floor(now.getTime() / everyMs);
  let created = 0;
  for (const { tenantId, userId } of await store.listScopes()) {
    const out = await store.enqueueJob({
      id: newId('j'),
      tenantId,
      userId,
      type: 'maintain',
      payload: { trigger: 'schedule' },
      key: `maintain:${slot}`,
      maxAttempts,
      runAt: now,
      createdAt: now,
    });
    if (out.created) created++;
  }
  return created;
}
