/** Dreams (M19) in the PostgreSQL store: one row per candidate set, jsonb columns for its lists. */
import type { DreamStorage } from '../../core/contracts/storage.js';
import type { DreamCandidate, DreamRecord, DreamStatus } from '../../core/types/dream.js';
import type { Scope } from '../../core/types/scope.js';
import type { PgConnection } from './connection.js';
import { fromJson, toDate } from './rows.js';

interface DreamRow {
  id: string;
  tenant_id: string;
  user_id: string;
  created_at: unknown;
  status: string;
  candidates: string;
  notes: string;
  resolved_at: unknown;
  applied: string;
}

const COLUMNS = 'id, tenant_id, user_id, created_at, status, candidates::text AS candidates, notes::text AS notes, resolved_at, applied::text AS applied';

function rowToDream(r: DreamRow): DreamRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    userId: r.user_id,
    createdAt: toDate(r.created_at),
    status: r.status as DreamStatus,
    candidates: fromJson(r.candidates) as DreamCandidate[],
    notes: fromJson(r.notes) as string[],
    resolvedAt: r.resolved_at === null || r.resolved_at === undefined ? null : toDate(r.resolved_at),
    applied: fromJson(r.applied) as string[],
  };
}

/** The dream domain of the PostgreSQL store. */
export class PgDreams implements DreamStorage {
  constructor(private readonly c: PgConnection) {}

  async putDream(scope: Scope, d: DreamRecord): Promise<void> {
    await this.c.q(
      'INSERT INTO mnemo_dreams (id, tenant_id, user_id, created_at, status, candidates, notes, resolved_at, applied) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [
        d.id,
        scope.tenantId,
        scope.userId,
        d.createdAt.toISOString(),
        d.status,
        JSON.stringify(d.candidates),
        JSON.stringify(d.notes),
        d.resolvedAt?.toISOString() ?? null,
        JSON.stringify(d.applied),
      ],
    );
  }

  async getDream(scope: Scope, id: string): Promise<DreamRecord | null> {
    const [row] = await this.c.q<DreamRow>(`SELECT ${COLUMNS} FROM mnemo_dreams WHERE tenant_id = $1 AND user_id = $2 AND id = $3`, [
      scope.tenantId,
      scope.userId,
      id,
    ]);
    return row ? rowToDream(row) : null;
  }

  async listDreams(scope: Scope): Promise<DreamRecord[]> {
    const rows = await this.c.q<DreamRow>(`SELECT ${COLUMNS} FROM mnemo_dreams WHERE tenant_id = $1 AND user_id = $2 ORDER BY created_at DESC, seq DESC`, [
      scope.tenantId,
      scope.userId,
    ]);
    return rows.map(rowToDream);
  }

  async approveDream(scope: Scope, id: string, resolution: { at: Date; applied: readonly string[] }): Promise<boolean> {
    const rows = await this.c.q(
      `UPDATE mnemo_dreams SET status = 'approved', resolved_at = $1, applied = $2 WHERE tenant_id = $3 AND user_id = $4 AND id = $5 AND status = 'open' RETURNING id`,
      [resolution.at.toISOString(), JSON.stringify(resolution.applied), scope.tenantId, scope.userId, id],
    );
    return rows.length === 1;
  }

  async deleteDream(scope: Scope, id: string): Promise<boolean> {
    const rows = await this.c.q('DELETE FROM mnemo_dreams WHERE tenant_id = $1 AND user_id = $2 AND id = $3 RETURNING id', [scope.tenantId, scope.userId, id]);
    return rows.length === 1;
  }
}
