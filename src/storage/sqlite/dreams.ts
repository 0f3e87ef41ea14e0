/** Dreams (M19) in the SQLite store: one row per candidate set, JSON columns for its lists. */
import type { DreamStorage } from '../../core/contracts/storage.js';
import type { DreamCandidate, DreamRecord, DreamStatus } from '../../core/types/dream.js';
import type { Scope } from '../../core/types/scope.js';
import type { SqliteConnection } from './connection.js';
import { guard } from './errors.js';

interface DreamRow {
  id: string;
  tenant_id: string;
  user_id: string;
  created_at: number;
  status: string;
  candidates: string;
  notes: string;
  resolved_at: number | null;
  applied: string;
}

function rowToDream(r: DreamRow): DreamRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    userId: r.user_id,
    createdAt: new Date(r.created_at),
    status: r.status as DreamStatus,
    candidates: JSON.parse(r.candidates) as DreamCandidate[],
    notes: JSON.parse(r.notes) as string[],
    resolvedAt: r.resolved_at === null ? null : new Date(r.resolved_at),
    applied: JSON.parse(r.applied) as string[],
  };
}

/** The dream domain of the SQLite store. */
export class SqliteDreams implements DreamStorage {
  constructor(private readonly c: SqliteConnection) {}

  async putDream(scope: Scope, d: DreamRecord): Promise<void> {
    this.c.write(() =>
      this.c
        .stmt('INSERT INTO dreams (id, tenant_id, user_id, created_at, status, candidates, notes, resolved_at, applied) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(
          d.id,
          scope.tenantId,
          scope.userId,
          d.createdAt.getTime(),
          d.status,
          JSON.stringify(d.candidates),
          JSON.stringify(d.notes),
          d.resolvedAt?.getTime() ?? null,
          JSON.stringify(d.applied),
        ),
    );
  }

  async getDream(scope: Scope, id: string): Promise<DreamRecord | null> {
    return guard(() => {
      const row = this.c.stmt('SELECT * FROM dreams WHERE tenant_id = ? AND user_id = ? AND id = ?').get(scope.tenantId, scope.userId, id) as
        DreamRow | undefined;
      return row ? rowToDream(row) : null;
    });
  }

  async listDreams(scope: Scope): Promise<DreamRecord[]> {
    return guard(() =>
      (
        this.c
          .stmt('SELECT * FROM dreams WHERE tenant_id = ? AND user_id = ? ORDER BY created_at DESC, seq DESC')
          .all(scope.tenantId, scope.userId) as DreamRow[]
      ).map(rowToDream),
    );
  }

  async approveDream(scope: Scope, id: string, resolution: { at: Date; applied: readonly string[] }): Promise<boolean> {
    return this.c.write(
      () =>
        this.c
          .stmt("UPDATE dreams SET status = 'approved', resolved_at = ?, applied = ? WHERE tenant_id = ? AND user_id = ? AND id = ? AND status = 'open'")
          .run(resolution.at.getTime(), JSON.stringify(resolution.applied), scope.tenantId, scope.userId, id).changes === 1,
    );
  }

  async deleteDream(scope: Scope, id: string): Promise<boolean> {
    return this.c.write(
      () => this.c.stmt('DELETE FROM dreams WHERE tenant_id = ? AND user_id = ? AND id = ?').run(scope.tenantId, scope.userId, id).changes === 1,
    );
  }
}
