/** The job queue: idempotent enqueue, exclusive leases, expiry, completion in the batch, one user at a time. */
import assert from 'node:assert/strict';
import { makeRecord, newMemory } from '../fixtures.js';
import { alice, bob, type Check, isCode, newJob, SPACE } from './kit.js';

/** Registers the checks of this domain. */
export function jobChecks(check: Check): void {
  check('jobs: enqueue is idempotent by key, claims are exclusive, outcomes recorded', async ({ store, openSecond }) => {
    const a = await store.enqueueJob(newJob(alice, { key: 'extract:s1:2' }));
    assert.equal(a.created, true);
    assert.equal(a.job.status, 'pending');
    const b = await store.enqueueJob(newJob(alice, { key: 'extract:s1:2' }));
    assert.equal(b.created, false);
    assert.equal(b.job.id, a.job.id);
    const bobs = await store.enqueueJob(newJob(bob, { key: 'extract:s1:2' }));
    assert.equal(bobs.created, true, 'keys are per user');
    await store.enqueueJob(newJob(alice, { runAt: new Date(Date.now() + 3_600_000) }));
    const other = await openSecond();
    try {
      const now = new Date();
      const [x, y] = await Promise.all([
        store.claimJobs({ workerId: 'w1', now, leaseMs: 60_000, limit: 10 }),
        other.claimJobs({ workerId: 'w2', now, leaseMs: 60_000, limit: 10 }),
      ]);
      const ids = [...x, ...y].map((j) => j.id).sort();
      assert.deepEqual(ids, [a.job.id, bobs.job.id].sort(), 'each due job claimed once; the future one not at all');
      const mine = [...x, ...y].find((j) => j.id === a.job.id);
      assert.equal(mine?.status, 'running');
      assert.equal(mine?.attempts, 1);
      const holder = x.some((j) => j.id === a.job.id) ? 'w1' : 'w2';
      const stranger = holder === 'w1' ? 'w2' : 'w1';
      assert.equal(await store.finishJob(a.job.id, stranger, { status: 'done' }, new Date()), false, 'only the holder finishes');
      const retryAt = new Date(Date.now() - 1);
      assert.equal(await store.finishJob(a.job.id, holder, { status: 'retry', runAt: retryAt, error: 'provider down', rawOutput: '{oops' }, new Date()), true);
      const retried = await store.getJob(a.job.id);
      assert.equal(retried?.status, 'pending');
      assert.equal(retried?.lastError, 'provider down');
      assert.equal(retried?.rawOutput, '{oops');
      const scoped = await store.claimJobs({ workerId: 'w3', now: new Date(), leaseMs: 60_000, limit: 10, scope: alice });
      assert.deepEqual(
        scoped.map((j) => j.id),
        [a.job.id],
        'a scoped claim takes only that user’s jobs',
      );
      assert.equal(scoped[0]?.attempts, 2);
      assert.equal(await store.finishJob(a.job.id, 'w3', { status: 'failed', error: 'malformed output' }, new Date()), true);
      assert.deepEqual(
        (await store.listJobs({ statuses: ['failed'] })).map((j) => j.id),
        [a.job.id],
      );
      assert.deepEqual(
        (await store.listJobs({ scope: bob })).map((j) => j.id),
        [bobs.job.id],
      );
      assert.equal(await store.retryJob(a.job.id, new Date()), true);
      assert.equal(await store.retryJob(a.job.id, new Date()), false, 'only a failed job is retried');
      const fresh = await store.getJob(a.job.id);
      assert.equal(fresh?.status, 'pending');
      assert.equal(fresh?.attempts, 0);
    } finally {
      await other.close();
    }
  });

  check('jobs: a live worker renews its lease; a lost lease cannot be renewed', async ({ store }) => {
    const { job } = await store.enqueueJob(newJob(alice));
    const t0 = new Date();
    await store.claimJobs({ workerId: 'live', now: t0, leaseMs: 1000, limit: 1 });
    assert.equal(await store.renewLease(job.id, 'live', new Date(t0.getTime() + 5000)), true);
    assert.deepEqual(
      await store.claimJobs({ workerId: 'w2', now: new Date(t0.getTime() + 3000), leaseMs: 1000, limit: 1 }),
      [],
      'renewed past the first lease',
    );
    assert.equal(await store.renewLease(job.id, 'stranger', new Date(t0.getTime() + 60_000)), false, 'only the holder renews');
    const [taken] = await store.claimJobs({ workerId: 'w2', now: new Date(t0.getTime() + 6000), leaseMs: 1000, limit: 1 });
    assert.equal(taken?.id, job.id, 'a lease not renewed runs out');
    assert.equal(await store.renewLease(job.id, 'live', new Date(t0.getTime() + 60_000)), false, 'the old holder cannot take it back');
  });

  check('jobs: an expired lease is claimed again; completion commits with the batch', async ({ store }) => {
    await store.setEmbeddingSpace(SPACE);
    const { job } = await store.enqueueJob(newJob(alice));
    const t0 = new Date();
    const [first] = await store.claimJobs({ workerId: 'dead', now: t0, leaseMs: 1000, limit: 1 });
    assert.equal(first?.id, job.id);
    assert.deepEqual(await store.claimJobs({ workerId: 'w2', now: new Date(t0.getTime() + 500), leaseMs: 1000, limit: 1 }), [], 'leased');
    const [again] = await store.claimJobs({ workerId: 'w2', now: new Date(t0.getTime() + 1500), leaseMs: 60_000, limit: 1 });
    assert.equal(again?.id, job.id, 'the lease of a dead worker runs out');
    assert.equal(again?.attempts, 2);
    const m = makeRecord(alice, { content: 'written by the dead worker' });
    await assert.rejects(
      store.write(alice, [
        { type: 'insertMemory', memory: newMemory(m) },
        { type: 'completeJob', jobId: job.id, workerId: 'dead', at: new Date() },
      ]),
      isCode('CONFLICT'),
    );
    assert.deepEqual(await store.getMemories(alice, [m.id]), [], 'a lost lease rolls back the batch');
    const n = makeRecord(alice, { content: 'written by the live worker' });
    await store.write(alice, [
      { type: 'insertMemory', memory: newMemory(n) },
      { type: 'completeJob', jobId: job.id, workerId: 'w2', at: new Date() },
    ]);
    assert.equal((await store.getJob(job.id))?.status, 'done');
    assert.equal((await store.getMemories(alice, [n.id])).length, 1);
    const erased = await store.eraseUser(alice);
    assert.equal(erased.jobs, 1);
    assert.equal(await store.getJob(job.id), null, 'erase removes the user’s jobs');
  });

  check('jobs: one user’s jobs never run in two workers at once', async ({ store, openSecond }) => {
    const first = await store.enqueueJob(newJob(alice, { key: 'a1' }));
    const second = await store.enqueueJob(newJob(alice, { key: 'a2', createdAt: new Date(Date.now() + 1) }));
    const bobs = await store.enqueueJob(newJob(bob, { key: 'b1' }));
    const other = await openSecond();
    try {
      const now = new Date();
      const [held] = await store.claimJobs({ workerId: 'w1', now, leaseMs: 60_000, limit: 1 });
      assert.equal(held?.id, first.job.id);
      const next = await other.claimJobs({ workerId: 'w2', now, leaseMs: 60_000, limit: 10 });
      assert.deepEqual(
        next.map((j) => j.id),
        [bobs.job.id],
        'alice is busy with w1; bob is not',
      );
      assert.equal(await store.finishJob(first.job.id, 'w1', { status: 'done' }, new Date()), true);
      const after = await other.claimJobs({ workerId: 'w2', now: new Date(), leaseMs: 60_000, limit: 10 });
      assert.deepEqual(
        after.map((j) => j.id),
        [second.job.id],
      );
    } finally {
      await other.close();
    }
  });
}
