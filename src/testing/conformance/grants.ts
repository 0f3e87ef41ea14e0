/** The namespace policy table. */
import assert from 'node:assert/strict';
import { type Check } from './kit.js';

/** Registers the checks of this domain. */
export function grantChecks(check: Check): void {
  check('namespace grants', async ({ store }) => {
    await store.putGrant({ tenantId: 't1', agentId: 'planner', namespace: 'user', read: true, write: false });
    await store.putGrant({ tenantId: 't1', agentId: 'planner', namespace: 'agent:planner', read: true, write: true });
    await store.putGrant({ tenantId: 't1', agentId: 'planner', namespace: 'user', read: true, write: true });
    await store.putGrant({ tenantId: 't2', agentId: 'planner', namespace: 'user', read: false, write: false });
    const grants = await store.listGrants('t1', 'planner');
    assert.deepEqual(
      grants.map((g) => [g.namespace, g.read, g.write]),
      [
        ['agent:planner', true, true],
        ['user', true, true],
      ],
    );
    await store.deleteGrant({ tenantId: 't1', agentId: 'planner', namespace: 'user' });
    assert.equal((await store.listGrants('t1')).length, 1);
    assert.equal((await store.listGrants('t2')).length, 1);
  });
}
