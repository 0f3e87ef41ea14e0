/** History of memories and profile fields, and the profile, in the PostgreSQL store. */
import type { HistoryStorage } from '../../core/contracts/storage.js';
import type { HistoryEntry } from '../../core/types/history.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import type { Scope } from '../../core/types/scope.js';
import type { PgConnection } from './connection.js';
import { pgRowToHistory, pgRowToProfile, type PgHistoryRow } from './rows.js';

/** The history domain of the PostgreSQL store. */
export class PgHistory implements HistoryStorage {
  constructor(private readonly c: PgConnection) {}

  async getHistory(scope: Scope, target: { kind: 'memory' | 'profile'; id: string }): Promise<HistoryEntry[]> {
    const rows = await this.c.q<PgHistoryRow>(
      `SELECT id, tenant_id, user_id, target_kind, target_id, op, actor_type, actor_id, old_value::text AS old_value,
         new_value::text AS new_value, reason, at
       FROM mnemo_history WHERE tenant_id = $1 AND user_id = $2 AND target_kind = $3 AND target_id = $4 ORDER BY seq`,
      [scope.tenantId, scope.userId, target.kind, target.id],
    );
    return rows.map(pgRowToHistory);
  }

  async historyTargets(scope: Scope, kind: 'memory' | 'profile'): Promise<string[]> {
    const rows = await this.c.q<{ target_id: string }>(
      'SELECT target_id FROM mnemo_history WHERE tenant_id = $1 AND user_id = $2 AND target_kind = $3 GROUP BY target_id ORDER BY target_id COLLATE "C"',
      [scope.tenantId, scope.userId, kind],
    );
    return rows.map((r) => r.target_id);
  }

  async getProfile(scope: Scope): Promise<ProfileEntry[]> {
    const rows = await this.c.q<{ key: string; value: string; source: string; source_id: string | null; updated_at: unknown }>(
      'SELECT key, value::text AS value, source, source_id, updated_at FROM mnemo_profile WHERE tenant_id = $1 AND user_id = $2 ORDER BY key COLLATE "C"',
      [scope.tenantId, scope.userId],
    );
    return rows.map(pgRowToProfile);
  }
}
