/** API keys of the HTTP server in the PostgreSQL store (hashes only; see `KeyStorage`). */
import type { ApiKeyRecord, KeyRole, KeyStorage } from '../../core/contracts/storage.js';
import type { PgConnection } from './connection.js';

interface KeyRow {
  id: string;
  tenant_id: string;
  user_id: string | null;
  agent_id: string | null;
  role: string;
  hash: string;
  label: string | null;
  created_at: Date | string;
  revoked_at: Date | string | null;
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

/** The key domain of the PostgreSQL store. */
export class PgKeys implements KeyStorage {
  constructor(private readonly c: PgConnection) {}

  async createKey(key: ApiKeyRecord): Promise<void> {
    await this.c.q(
      'INSERT INTO mnemo_api_keys (id, tenant_id, user_id, agent_id, role, hash, label, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [key.id, key.tenantId, key.userId, key.agentId, key.role, key.hash, key.label, key.createdAt, key.revokedAt],
    );
  }

  async findKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    const [row] = await this.c.q<KeyRow>('SELECT * FROM mnemo_api_keys WHERE hash = $1', [hash]);
    return row ? keyOf(row) : null;
  }

  async listKeys(tenantId?: string): Promise<ApiKeyRecord[]> {
    const rows = await this.c.q<KeyRow>(
      tenantId === undefined
        ? 'SELECT * FROM mnemo_api_keys ORDER BY created_at, id COLLATE "C"'
        : 'SELECT * FROM mnemo_api_keys WHERE tenant_id = $1 ORDER BY created_at, id COLLATE "C"',
      tenantId === undefined ? [] : [tenantId],
    );
    return rows.map(keyOf);
  }

  async revokeKey(tenantId: string, id: string, at: Date): Promise<boolean> {
    const rows = await this.c.q<{ id: string }>(
      'UPDATE mnemo_api_keys SET revoked_at = $1 WHERE tenant_id = $2 AND id = $3 AND revoked_at IS NULL RETURNING id',
      [at, tenantId, id],
    );
    return rows.length === 1;
  }
}
