/**
 * The atomic write batch of the PostgreSQL store. Writers of one scope are serialised by a row lock
 * on the scope's `mnemo_scopes` row, taken first in every write transaction: many processes can
 * write one user at once, losing nothing, and each batch gets the scope's next revision. The scope's
 * BM25 statistics (documents, total terms) change in the same transaction.
 */
import type { WriteOp } from '../../core/contracts/storage.js';
import { MnemoError } from '../../core/errors.js';
import type { Scope } from '../../core/types/scope.js';
import { assertOwned, checkVector, dreamNotOpen, jsonOrNull, leaseLost, memoryNotFound, watermarkMoved } from '../shared/checks.js';
import type { PgConnection } from './connection.js';
import { tsvectorLiteral } from './rows.js';
import { INSERT_HISTORY, INSERT_MEMORY, INSERT_SOURCE, UPSERT_PROFILE, insertParams, patchSql, spaceOf } from './sql.js';

/** Applies `ops` in one transaction: all of them or none. */
export async function writeBatch(pc: PgConnection, scope: Scope, ops: readonly WriteOp[]): Promise<void> {
  if (ops.length === 0) return;
  const mode = await pc.ensureMode();
  await pc.tx(async (c) => {
    const { tenantId, userId } = scope;
    // Lock the scope's row first: writers of one user queue here, in commit order, and each gets
    // the next revision of the scope (so readers' caches can fetch just the rows changed since).
    const rev = Number(
      (
        await c.query<{ rev: string }>(
          `INSERT INTO mnemo_scopes (tenant_id, user_id, rev) VALUES ($1, $2, 1)
           ON CONFLICT (tenant_id, user_id) DO UPDATE SET rev = mnemo_scopes.rev + 1 RETURNING rev`,
          [tenantId, userId],
        )
      ).rows[0]?.rev,
    );
    const carriesVector = ops.some((op) => (op.type === 'insertMemory' && op.memory.record.embedding) || (op.type === 'patchMemory' && op.patch.embedding));
    const space = carriesVector
      ? spaceOf(
          await c
            .query<{ key: string; value: string }>("SELECT key, value FROM mnemo_meta WHERE key IN ('embedding_model', 'embedding_dims')")
            .then((x) => x.rows),
        )
      : null;
    let docs = 0;
    let terms = 0;
    for (const op of ops) {
      switch (op.type) {
        case 'insertMemory': {
          const r = op.memory.record;
          assertOwned(scope, r.tenantId, r.userId);
          checkVector(space, r.embedding, r.embeddingModel);
          const tsv = tsvectorLiteral(op.memory.searchTerms);
          await c.query(INSERT_MEMORY, insertParams(r, op.memory.searchTerms, tsv.literal, tsv.count, mode, rev));
          if (tsv.count > 0) docs++;
          terms += tsv.count;
          break;
        }
        case 'patchMemory': {
          checkVector(space, op.patch.embedding ?? null, op.patch.embeddingModel ?? null);
          const { sets, params } = patchSql(op.patch, mode);
          const n = params.length;
          const res = await c.query<{ old_terms: number; new_terms: number }>(
            `UPDATE mnemo_memories m SET ${sets.join(', ')}, rev = $${n + 4}
             FROM (SELECT seq, term_count AS old_terms FROM mnemo_memories WHERE id = $${n + 1} AND tenant_id = $${n + 2} AND user_id = $${n + 3}) o
             WHERE m.seq = o.seq RETURNING o.old_terms, m.term_count AS new_terms`,
            [...params, op.id, tenantId, userId, rev],
          );
          const row = res.rows[0];
          if (!row) throw memoryNotFound();
          const before = Number(row.old_terms);
          const after = Number(row.new_terms);
          docs += (after > 0 ? 1 : 0) - (before > 0 ? 1 : 0);
          terms += after - before;
          break;
        }
        case 'addSources': {
          const exists = await c.query('SELECT 1 FROM mnemo_memories WHERE id = $1 AND tenant_id = $2 AND user_id = $3', [op.memoryId, tenantId, userId]);
          if (exists.rows.length === 0) throw memoryNotFound();
          const at = (op.at ?? new Date()).toISOString();
          for (const s of op.sources) await c.query(INSERT_SOURCE, [tenantId, userId, op.memoryId, s.type, s.id ?? '', at]);
          break;
        }
        case 'removeSources':
          for (const s of op.sources) {
            await c.query('DELETE FROM mnemo_memory_sources WHERE tenant_id = $1 AND user_id = $2 AND memory_id = $3 AND source_type = $4 AND source_id = $5', [
              tenantId,
              userId,
              op.memoryId,
              s.type,
              s.id ?? '',
            ]);
          }
          break;
        case 'deleteMemory': {
          const res = await c.query<{ term_count: number }>(
            'DELETE FROM mnemo_memories WHERE id = $1 AND tenant_id = $2 AND user_id = $3 RETURNING term_count',
            [op.id, tenantId, userId],
          );
          const row = res.rows[0];
          if (!row) throw memoryNotFound();
          const count = Number(row.term_count);
          docs -= count > 0 ? 1 : 0;
          terms -= count;
          await c.query('DELETE FROM mnemo_memory_sources WHERE tenant_id = $1 AND user_id = $2 AND memory_id = $3', [tenantId, userId, op.id]);
          await c.query("DELETE FROM mnemo_history WHERE tenant_id = $1 AND user_id = $2 AND target_kind = 'memory' AND target_id = $3", [
            tenantId,
            userId,
            op.id,
          ]);
          // A deleted row cannot be read back as changed: a reset makes every process reload the scope.
          await c.query('UPDATE mnemo_scopes SET reset_rev = $3 WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId, rev]);
          break;
        }
        case 'scrubProfileHistory':
          await c.query("DELETE FROM mnemo_history WHERE tenant_id = $1 AND user_id = $2 AND target_kind = 'profile' AND target_id = $3", [
            tenantId,
            userId,
            op.key,
          ]);
          break;
        case 'clearSession': {
          const args = [tenantId, userId, op.sessionId];
          const res = await c.query(
            `UPDATE mnemo_sessions SET summary = '', ended_at = coalesce(ended_at, $4), end_reason = coalesce(end_reason, $5)
             WHERE tenant_id = $1 AND user_id = $2 AND id = $3`,
            [...args, op.at, op.reason],
          );
          if (res.rowCount === 0) throw new MnemoError('NOT_FOUND', 'no session with that id for this user');
          await c.query('DELETE FROM mnemo_session_events WHERE tenant_id = $1 AND user_id = $2 AND session_id = $3', args);
          await c.query('DELETE FROM mnemo_session_blocks WHERE tenant_id = $1 AND user_id = $2 AND session_id = $3', args);
          await c.query("DELETE FROM mnemo_jobs WHERE tenant_id = $1 AND user_id = $2 AND payload->>'sessionId' = $3", args);
          break;
        }
        case 'dropSessionBlocks':
          await c.query('DELETE FROM mnemo_session_blocks WHERE tenant_id = $1 AND user_id = $2', [tenantId, userId]);
          break;
        case 'scrubHistory':
          await c.query("DELETE FROM mnemo_history WHERE tenant_id = $1 AND user_id = $2 AND target_kind = 'memory' AND target_id = $3", [
            tenantId,
            userId,
            op.memoryId,
          ]);
          break;
        case 'appendHistory': {
          const e = op.entry;
          assertOwned(scope, e.tenantId, e.userId);
          await c.query(op.ifAbsent ? `${INSERT_HISTORY} ON CONFLICT (id) DO NOTHING` : INSERT_HISTORY, [
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
            e.at.toISOString(),
          ]);
          break;
        }
        case 'setProfile': {
          const e = op.entry;
          await c.query(UPSERT_PROFILE, [tenantId, userId, e.key, JSON.stringify(e.value), e.source, e.sourceId ?? null, e.updatedAt.toISOString()]);
          break;
        }
        case 'unsetProfile':
          await c.query('DELETE FROM mnemo_profile WHERE tenant_id = $1 AND user_id = $2 AND key = $3', [tenantId, userId, op.key]);
          break;
        case 'advanceSession': {
          const res = await c.query(
            `UPDATE mnemo_sessions s SET watermark = $1, summary = coalesce($2, summary),
               extracted_turns = extracted_turns + (SELECT count(*) FROM mnemo_session_events e WHERE e.tenant_id = s.tenant_id
                 AND e.user_id = s.user_id AND e.session_id = s.id AND e.role = 'user' AND NOT e.memory_edit AND e.seq > $6 AND e.seq <= $1)
             WHERE tenant_id = $3 AND user_id = $4 AND id = $5 AND watermark = $6`,
            [op.to, op.summary ?? null, tenantId, userId, op.sessionId, op.from],
          );
          if (res.rowCount === 0) throw watermarkMoved();
          break;
        }
        case 'completeJob': {
          const res = await c.query(
            `UPDATE mnemo_jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = $1
             WHERE id = $2 AND tenant_id = $3 AND user_id = $4 AND status = 'running' AND locked_by = $5`,
            [op.at.toISOString(), op.jobId, tenantId, userId, op.workerId],
          );
          if (res.rowCount === 0) throw leaseLost();
          break;
        }
        case 'approveDream': {
          const res = await c.query(
            `UPDATE mnemo_dreams SET status = $6, resolved_at = $1, applied = $2
             WHERE tenant_id = $3 AND user_id = $4 AND id = $5 AND status = 'open' AND ($7::jsonb IS NULL OR applied = $7::jsonb)`,
            [
              op.stillOpen ? null : op.at.toISOString(),
              JSON.stringify(op.applied),
              tenantId,
              userId,
              op.dreamId,
              op.stillOpen ? 'open' : 'approved',
              op.previously ? JSON.stringify(op.previously) : null,
            ],
          );
          if (res.rowCount === 0) throw dreamNotOpen(op.dreamId);
          break;
        }
      }
    }
    if (docs !== 0 || terms !== 0) {
      await c.query('UPDATE mnemo_scopes SET docs = docs + $3, total_terms = total_terms + $4 WHERE tenant_id = $1 AND user_id = $2', [
        tenantId,
        userId,
        docs,
        terms,
      ]);
    }
  });
  // In-process PGlite runs no autovacuum: refresh the planner's statistics after a bulk insert, or
  // it never learns that the HNSW index pays off.
  const inserted = ops.filter((op) => op.type === 'insertMemory').length;
  if (inserted >= 500 && (await pc.runner()).driver === 'pglite') await pc.q('ANALYZE mnemo_memories');
}
