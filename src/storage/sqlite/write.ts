/**
 * The atomic write batch of the SQLite store: every op of a batch in one `BEGIN IMMEDIATE`
 * transaction, the scope's revision bumped once when memories changed (so every process's scope
 * index reloads just the changed rows).
 */
import type { WriteOp } from '../../core/contracts/storage.js';
import { MnemoError } from '../../core/errors.js';
import type { Scope } from '../../core/types/scope.js';
import { assertOwned, checkVector, dreamNotOpen, jsonOrNull, leaseLost, memoryNotFound, watermarkMoved } from '../shared/checks.js';
import type { SqliteConnection } from './connection.js';
import { INSERT_MEMORY, recordToParams } from './rows.js';
import { scopeKey } from './connection.js';
import { INSERT_HISTORY, INSERT_SOURCE, UPSERT_PROFILE, patchSql } from './sql.js';

/** Applies `ops` in one transaction: all of them or none. */
export function writeBatch(c: SqliteConnection, scope: Scope, ops: readonly WriteOp[]): void {
  if (ops.length === 0) return;
  c.tx(() => applyOps(c, scope, ops));
  if (ops.some((op) => op.type === 'deleteMemory' || op.type === 'scrubHistory' || op.type === 'clearSession' || op.type === 'scrubProfileHistory')) {
    c.cache.delete(scopeKey(scope));
    c.wipeFreedContent();
  }
}

function applyOps(c: SqliteConnection, scope: Scope, ops: readonly WriteOp[]): void {
  const { tenantId, userId } = scope;
  const touchesMemories = ops.some((op) => op.type === 'insertMemory' || op.type === 'patchMemory' || op.type === 'deleteMemory');
  const deletes = ops.some((op) => op.type === 'deleteMemory');
  const rev = touchesMemories ? c.nextRev() : 0;
  const space = touchesMemories ? c.readSpace() : null;
  for (const op of ops) {
    switch (op.type) {
      case 'insertMemory': {
        const r = op.memory.record;
        assertOwned(scope, r.tenantId, r.userId);
        checkVector(space, r.embedding, r.embeddingModel);
        c.stmt(INSERT_MEMORY).run(recordToParams(r, op.memory.searchTerms, rev));
        c.stmt(INSERT_SOURCE).run(tenantId, userId, r.id, r.source.type, r.source.id ?? '', r.createdAt.getTime());
        break;
      }
      case 'patchMemory': {
        checkVector(space, op.patch.embedding ?? null, op.patch.embeddingModel ?? null);
        const { sql, params } = patchSql(op.patch);
        const res = c.db
          .prepare(`UPDATE memories SET ${sql}, rev = ? WHERE id = ? AND tenant_id = ? AND user_id = ?`)
          .run(...params, rev, op.id, tenantId, userId);
        if (res.changes === 0) throw memoryNotFound();
        break;
      }
      case 'addSources': {
        const exists = c.stmt('SELECT 1 FROM memories WHERE id = ? AND tenant_id = ? AND user_id = ?').get(op.memoryId, tenantId, userId);
        if (!exists) throw memoryNotFound();
        const at = (op.at ?? new Date()).getTime();
        for (const s of op.sources) c.stmt(INSERT_SOURCE).run(tenantId, userId, op.memoryId, s.type, s.id ?? '', at);
        break;
      }
      case 'removeSources':
        for (const s of op.sources) {
          c.stmt('DELETE FROM memory_sources WHERE tenant_id = ? AND user_id = ? AND memory_id = ? AND source_type = ? AND source_id = ?').run(
            tenantId,
            userId,
            op.memoryId,
            s.type,
            s.id ?? '',
          );
        }
        break;
      case 'deleteMemory': {
        const res = c.stmt('DELETE FROM memories WHERE id = ? AND tenant_id = ? AND user_id = ?').run(op.id, tenantId, userId);
        if (res.changes === 0) throw memoryNotFound();
        c.stmt('DELETE FROM memory_sources WHERE tenant_id = ? AND user_id = ? AND memory_id = ?').run(tenantId, userId, op.id);
        c.stmt("DELETE FROM history WHERE tenant_id = ? AND user_id = ? AND target_kind = 'memory' AND target_id = ?").run(tenantId, userId, op.id);
        break;
      }
      case 'scrubHistory':
        c.stmt("DELETE FROM history WHERE tenant_id = ? AND user_id = ? AND target_kind = 'memory' AND target_id = ?").run(tenantId, userId, op.memoryId);
        break;
      case 'scrubProfileHistory':
        c.stmt("DELETE FROM history WHERE tenant_id = ? AND user_id = ? AND target_kind = 'profile' AND target_id = ?").run(tenantId, userId, op.key);
        break;
      case 'clearSession': {
        const res = c
          .stmt(
            `UPDATE sessions SET summary = '', ended_at = coalesce(ended_at, ?), end_reason = coalesce(end_reason, ?)
             WHERE tenant_id = ? AND user_id = ? AND id = ?`,
          )
          .run(op.at.getTime(), op.reason, tenantId, userId, op.sessionId);
        if (res.changes === 0) throw new MnemoError('NOT_FOUND', 'no session with that id for this user');
        const args = [tenantId, userId, op.sessionId];
        c.stmt('DELETE FROM session_events WHERE tenant_id = ? AND user_id = ? AND session_id = ?').run(...args);
        c.stmt('DELETE FROM session_blocks WHERE tenant_id = ? AND user_id = ? AND session_id = ?').run(...args);
        c.stmt("DELETE FROM jobs WHERE tenant_id = ? AND user_id = ? AND json_extract(payload, '$.sessionId') = ?").run(...args);
        break;
      }
      case 'dropSessionBlocks':
        c.stmt('DELETE FROM session_blocks WHERE tenant_id = ? AND user_id = ?').run(tenantId, userId);
        break;
      case 'appendHistory': {
        const e = op.entry;
        assertOwned(scope, e.tenantId, e.userId);
        c.stmt(op.ifAbsent ? `${INSERT_HISTORY} ON CONFLICT (id) DO NOTHING` : INSERT_HISTORY).run(
          e.id,
          tenantId,
          userId,
          e.targetKind,
          e.targetId,
          e.op,
          e.actor.type,
          e.actor.id,
          jsonOrNull(e.oldValue),
          jsonOrNull(e.newValue),
          e.reason,
          e.at.getTime(),
        );
        break;
      }
      case 'setProfile': {
        const e = op.entry;
        c.stmt(UPSERT_PROFILE).run(tenantId, userId, e.key, JSON.stringify(e.value), e.source, e.sourceId ?? null, e.updatedAt.getTime());
        break;
      }
      case 'unsetProfile':
        c.stmt('DELETE FROM profile WHERE tenant_id = ? AND user_id = ? AND key = ?').run(tenantId, userId, op.key);
        break;
      case 'advanceSession': {
        const res = c
          .stmt(
            `UPDATE sessions SET watermark = ?, summary = coalesce(?, summary),
               extracted_turns = extracted_turns + (SELECT count(*) FROM session_events e WHERE e.tenant_id = sessions.tenant_id
                 AND e.user_id = sessions.user_id AND e.session_id = sessions.id AND e.role = 'user' AND e.memory_edit = 0 AND e.seq > ? AND e.seq <= ?)
             WHERE tenant_id = ? AND user_id = ? AND id = ? AND watermark = ?`,
          )
          .run(op.to, op.summary ?? null, op.from, op.to, tenantId, userId, op.sessionId, op.from);
        if (res.changes === 0) throw watermarkMoved();
        break;
      }
      case 'completeJob': {
        const res = c
          .stmt(
            `UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = ?
             WHERE id = ? AND tenant_id = ? AND user_id = ? AND status = 'running' AND locked_by = ?`,
          )
          .run(op.at.getTime(), op.jobId, tenantId, userId, op.workerId);
        if (res.changes === 0) throw leaseLost();
        break;
      }
      case 'approveDream': {
        const res = c
          .stmt(
            `UPDATE dreams SET status = ?, resolved_at = ?, applied = ?
             WHERE tenant_id = ? AND user_id = ? AND id = ? AND status = 'open' AND (? IS NULL OR json(applied) = json(?))`,
          )
          .run(
            op.stillOpen ? 'open' : 'approved',
            op.stillOpen ? null : op.at.getTime(),
            JSON.stringify(op.applied),
            tenantId,
            userId,
            op.dreamId,
            op.previously ? JSON.stringify(op.previously) : null,
            op.previously ? JSON.stringify(op.previously) : null,
          );
        if (res.changes === 0) throw dreamNotOpen(op.dreamId);
        break;
      }
    }
  }
  if (touchesMemories) {
    // A deleted row cannot be read back as changed: a reset makes every process reload the scope.
    c.stmt(
      `INSERT INTO scope_revs (tenant_id, user_id, rev, reset_rev) VALUES (?, ?, ?, ?)
       ON CONFLICT (tenant_id, user_id) DO UPDATE SET rev = excluded.rev, reset_rev = max(scope_revs.reset_rev, excluded.reset_rev)`,
    ).run(tenantId, userId, rev, deletes ? rev : 0);
  }
}
