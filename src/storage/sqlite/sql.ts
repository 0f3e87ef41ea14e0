/**
 * The SQL of the SQLite adapter that is not a single query: statements with many columns, the
 * patch of a memory and the `RecordFilter` predicate.
 */
import type { MemoryPatch, RecordFilter } from '../../core/contracts/storage.js';
import { archivedMode, patchColumns } from '../shared/columns.js';
import { marks } from './connection.js';
import { encode } from './rows.js';

export const INSERT_SOURCE = `INSERT INTO memory_sources (tenant_id, user_id, memory_id, source_type, source_id, added_at)
  VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;
export const INSERT_HISTORY = `INSERT INTO history (id, tenant_id, user_id, target_kind, target_id, op, actor_type, actor_id, old_value,
  new_value, reason, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
export const UPSERT_PROFILE = `INSERT INTO profile (tenant_id, user_id, key, value, source, source_id, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (tenant_id, user_id, key) DO UPDATE SET value = excluded.value, source = excluded.source, source_id = excluded.source_id,
    updated_at = excluded.updated_at`;

/** The `SET` list of a memory patch and its parameters. */
export function patchSql(patch: MemoryPatch): { sql: string; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [column, kind, value] of patchColumns(patch)) {
    sets.push(`${column} = ?`);
    params.push(kind === 'terms' ? value : encode(kind, value));
  }
  return { sql: sets.join(', '), params };
}

/** The SQL form of a `RecordFilter`, for a query over `memories` (aliased `m`): `AND …` or empty. */
export function filterSql(filter: RecordFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const v = filter.validity;
  if (v.mode !== 'all') {
    const t = v.mode === 'current' ? v.now.getTime() : v.at.getTime();
    parts.push('(m.invalidated_at IS NULL OR m.invalidated_at > ?)', '(m.expires_at IS NULL OR m.expires_at > ?)');
    params.push(t, t);
    if (v.mode === 'asOf') {
      parts.push('m.valid_from <= ?');
      params.push(t);
    }
  }
  if (filter.kinds) {
    parts.push(`m.kind IN (${marks(filter.kinds.length)})`);
    params.push(...filter.kinds);
  }
  if (filter.namespaces) {
    parts.push(`m.namespace IN (${marks(filter.namespaces.length)})`);
    params.push(...filter.namespaces);
  }
  if (filter.sessionId !== undefined) {
    parts.push('m.session_id = ?');
    params.push(filter.sessionId);
  }
  const archived = archivedMode(filter);
  if (archived === 'exclude') parts.push('m.archived_at IS NULL');
  if (archived === 'only') parts.push('m.archived_at IS NOT NULL');
  if (filter.flagged !== undefined) parts.push(filter.flagged ? 'm.review IS NOT NULL' : 'm.review IS NULL');
  return { sql: parts.length ? `AND ${parts.join(' AND ')}` : '', params };
}
