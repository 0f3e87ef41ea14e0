/** The namespace policy table in the SQLite store. */
import type { GrantStorage, NamespaceGrant } from '../../core/contracts/storage.js';
import type { SqliteConnection } from './connection.js';
import { guard } from './errors.js';

/** The grant domain of the SQLite store. */
export class SqliteGrants implements GrantStorage {
  constructor(private readonly c: SqliteConnection) {}

  async listGrants(tenantId: string, agentId?: string): Promise<NamespaceGrant[]> {
    return guard(() => {
      const rows = (
        agentId === undefined
          ? this.c.stmt('SELECT * FROM grants WHERE tenant_id = ? ORDER BY agent_id, namespace').all(tenantId)
          : this.c.stmt('SELECT * FROM grants WHERE tenant_id = ? AND agent_id = ? ORDER BY namespace').all(tenantId, agentId)
      ) as { tenant_id: string; agent_id: string; namespace: string; can_read: number; can_write: number }[];
      return rows.map((r) => ({ tenantId: r.tenant_id, agentId: r.agent_id, namespace: r.namespace, read: r.can_read === 1, write: r.can_write === 1 }));
    });
  }

  async putGrant(grant: NamespaceGrant): Promise<void> {
    this.c.write(() =>
      this.c
        .stmt(
          `INSERT INTO grants (tenant_id, agent_id, namespace, can_read, can_write) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (tenant_id, agent_id, namespace) DO UPDATE SET can_read = excluded.can_read, can_write = excluded.can_write`,
        )
        .run(grant.tenantId, grant.agentId, grant.namespace, grant.read ? 1 : 0, grant.write ? 1 : 0),
    );
  }

  async deleteGrant(grant: Pick<NamespaceGrant, 'tenantId' | 'agentId' | 'namespace'>): Promise<void> {
    this.c.write(() =>
      this.c.stmt('DELETE FROM grants WHERE tenant_id = ? AND agent_id = ? AND namespace = ?').run(grant.tenantId, grant.agentId, grant.namespace),
    );
  }
}
