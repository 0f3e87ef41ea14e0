/** History of memories and profile fields, and the profile, in the SQLite store. */
import type { HistoryStorage } from '../../core/contracts/storage.js';
import type { HistoryEntry } from '../../core/types/history.js';
import type { ProfileEntry } from '../../core/types/profile.js';
import type { Scope } from '../../core/types/scope.js';
import type { SqliteConnection } from './connection.js';
import { guard } from './errors.js';
import { rowToHistory, rowToProfile, type HistoryRow } from './rows.js';

/** The history and profile domain of the SQLite store. */
export class SqliteHistory implements HistoryStorage {
  constructor(private readonly c: SqliteConnection) {}

  async getHistory(scope: Scope, target: { kind: 'memory' | 'profile'; id: string }): Promise<HistoryEntry[]> {
    return guard(() =>
      (
        this.c
          .stmt('SELECT * FROM history WHERE tenant_id = ? AND user_id = ? AND target_kind = ? AND target_id = ? ORDER BY seq')
          .all(scope.tenantId, scope.userId, target.kind, target.id) as HistoryRow[]
      ).map(rowToHistory),
    );
  }

  async historyTargets(scope: Scope, kind: 'memory' | 'profile'): Promise<string[]> {
    return guard(() =>
      (
        this.c
          .stmt('SELECT DISTINCT target_id FROM history WHERE tenant_id = ? AND user_id = ? AND target_kind = ? ORDER BY target_id')
          .all(scope.tenantId, scope.userId, kind) as { target_id: string }[]
      ).map((r) => r.target_id),
    );
  }

  async getProfile(scope: Scope): Promise<ProfileEntry[]> {
    return guard(() =>
      (
        this.c
          .stmt('SELECT key, value, source, source_id, updated_at FROM profile WHERE tenant_id = ? AND user_id = ? ORDER BY key')
          .all(scope.tenantId, scope.userId) as { key: string; value: string; source: string; source_id: string | null; updated_at: number }[]
      ).map(rowToProfile),
    );
  }
}
