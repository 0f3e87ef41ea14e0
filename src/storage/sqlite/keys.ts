/** API keys of the HTTP server in the SQLite store (hashes only; see `KeyStorage`). */
import type { ApiKeyRecord, KeyRole, KeyStorage } from '../../core/contracts/storage.js';
import type { SqliteConnection } from './connection.js';
import { guard } from './errors.js';

interface KeyRow {
  id: string;
  tenant_id: string;
  user_id: string | null;
  agent_id: string | null;
  role: string;
  hash: string;
  label: string | null;
  created_at: number;
  revoked_at: number | null;
}

function keyOf(r: KeyRow): ApiKeyRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    userId: r.user_id,
    agentId: r.agent_id,
    role: r.role as KeyRole,
    hash: r.hash,
    label: r.label,
    createdAt: new Date(r.created_at),
    revokedAt: r.revoked_at === null ? null : new Date(r.revoked_at),
  };
}

/** The key domain of the SQLite store. */
export class SqliteKeys implements KeyStorage {
  constructor(private readonly c: SqliteConnection) {}

  async createKey(key: ApiKeyRecord): Promise<void> {
    this.c.write(() =>
      this.c
        .stmt('INSERT INTO api_keys (id, tenant_id, user_id, agent_id, role, hash, label, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(key.id, key.tenantId, key.userId, key.agentId, key.role, key.hash, key.label, key.createdAt.getTime(), key.revokedAt?.getTime() ?? null),
    );
  }

  async findKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    return guard(() => {
      const row = this.c.stmt('SELECT * FROM api_keys WHERE hash = ?').get(hash) as KeyRow | undefined;
      return row ? keyOf(row) : null;
    });
  }

  async listKeys(tenantId?: string): Promise<ApiKeyRecord[]> {
    return guard(() => {
      const rows = (
        tenantId === undefined
          ? this.c.stmt('SELECT * FROM api_keys ORDER BY created_at, id').all()
          : this.c.stmt('SELECT * FROM api_keys WHERE tenant_id = ? ORDER BY created_at, id').all(tenantId)
      ) as KeyRow[];
      return rows.map(keyOf);
    });
  }

  async revokeKey(tenantId: string, id: string, at: Date): Promise<boolean> {
    return this.c.write(
      () =>
        this.c.stmt('UPDATE api_keys SET revoked_at = ? WHERE tenant_id = ? AND id = ? AND revoked_at IS NULL').run(at.getTime(), tenantId, id).changes === 1,
    );
  }
}
