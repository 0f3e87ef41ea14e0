/** The namespace policy table in the PostgreSQL store. */
import type { GrantStorage, NamespaceGrant } from '../../core/contracts/storage.js';
import type { PgConnection } from './connection.js';

/** The grants domain of the PostgreSQL store. */
export class PgGrants implements GrantStorage {
  constructor(private readonly c: PgConnection) {}

  async listGrants(tenantId: string, agentId?: string): Promise<NamespaceGrant[]> {
    const rows = await this.c.q<{ tenant_id: string; agent_id: string; namespace: string; can_read: boolean; can_write: boolean }>(
      agentId === undefined
        ? 'SELECT * FROM mnemo_grants WHERE tenant_id = $1 ORDER BY agent_id COLLATE "C", namespace COLLATE "C"'
        : 'SELECT * FROM mnemo_grants WHERE tenant_id = $1 AND agent_id = $2 ORDER BY namespace COLLATE "C"',
      agentId === undefined ? [tenantId] : [tenantId, agentId],
    );
    return rows.map((r) => ({ tenantId: r.tenant_id, agentId: r.agent_id, namespace: r.namespace, read: r.can_read === true, write: r.can_write === true }));
  }

  async putGrant(grant: NamespaceGrant): Promise<void> {
    await this.c.q(
      `INSERT INTO mnemo_grants (tenant_id, agent_id, namespace, can_read, can_write) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id, agent_id, namespace) DO UPDATE SET can_read = excluded.can_read, can_write = excluded.can_write`,
      [grant.tenantId, grant.agentId, grant.namespace, grant.read, grant.write],
    );
  }

  async deleteGrant(grant: Pick<NamespaceGrant, 'tenantId' | 'agentId' | 'namespace'>): Promise<void> {
    await this.c.q('DELETE FROM mnemo_grants WHERE tenant_id = $1 AND agent_id = $2 AND namespace = $3', [grant.tenantId, grant.agentId, grant.namespace]);
  }
}
