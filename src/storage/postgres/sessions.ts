/** Conversation sessions, their event logs and frozen context blocks, in the PostgreSQL store. */
import { MnemoError } from '../../core/errors.js';
import type { AppendTally, SessionStorage } from '../../core/contracts/storage.js';
import type { Job, NewJob } from '../../core/types/job.js';
import type { Scope } from '../../core/types/scope.js';
import type { NewSessionEvent, SessionEvent, SessionRecord } from '../../core/types/session.js';
import type { PgConnection, PgQueryable } from './connection.js';
import { insertJob } from './jobs.js';
import { PG_EVENT_COLUMNS, pgRowToEvent, pgRowToSession, type PgSessionRow } from './rows.js';

/** The sessions domain of the PostgreSQL store. */
export class PgSessions implements SessionStorage {
  constructor(private readonly c: PgConnection) {}

  async openSession(scope: Scope, session: { id: string; startedAt: Date }): Promise<SessionRecord> {
    const at = session.startedAt.toISOString();
    await this.c.q(
      `INSERT INTO mnemo_sessions (tenant_id, user_id, id, agent_id, started_at, last_event_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (tenant_id, user_id, id) DO NOTHING`,
      [scope.tenantId, scope.userId, session.id, scope.agentId ?? null, at],
    );
    return (await this.getSession(scope, session.id)) as SessionRecord;
  }

  async getSession(scope: Scope, sessionId: string): Promise<SessionRecord | null> {
    const [row] = await this.c.q<PgSessionRow>('SELECT * FROM mnemo_sessions WHERE tenant_id = $1 AND user_id = $2 AND id = $3', [
      scope.tenantId,
      scope.userId,
      sessionId,
    ]);
    return row ? pgRowToSession(row) : null;
  }

  async listSessions(scope: Scope, options: { limit?: number } = {}): Promise<SessionRecord[]> {
    const rows = await this.c.q<PgSessionRow>(
      'SELECT * FROM mnemo_sessions WHERE tenant_id = $1 AND user_id = $2 ORDER BY last_event_at DESC, id COLLATE "C" LIMIT $3',
      [scope.tenantId, scope.userId, options.limit ?? 100],
    );
    return rows.map(pgRowToSession);
  }

  async appendEvents(scope: Scope, sessionId: string, events: readonly NewSessionEvent[]): Promise<SessionEvent[]> {
    return this.c.tx(async (q) => (await insertEvents(q, scope, sessionId, events)).events);
  }

  async appendEventsWithJob(
    scope: Scope,
    sessionId: string,
    events: readonly NewSessionEvent[],
    decide: (tally: AppendTally) => NewJob | null,
  ): Promise<{ events: SessionEvent[]; job: Job | null; created: boolean }> {
    return this.c.tx(async (q) => {
      const appended = await insertEvents(q, scope, sessionId, events);
      const queued = decide(appended.tally);
      if (!queued) return { events: appended.events, job: null, created: false };
      return { events: appended.events, ...(await insertJob(q, queued)) };
    });
  }

  async getEvents(scope: Scope, sessionId: string, range: { afterSeq?: number; upToSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    const rows = await this.c.q<Parameters<typeof pgRowToEvent>[0]>(
      `SELECT ${PG_EVENT_COLUMNS} FROM mnemo_session_events
       WHERE tenant_id = $1 AND user_id = $2 AND session_id = $3 AND seq > $4 AND seq <= $5 ORDER BY seq LIMIT $6`,
      [scope.tenantId, scope.userId, sessionId, range.afterSeq ?? 0, range.upToSeq ?? 2_147_483_647, range.limit ?? null],
    );
    return rows.map(pgRowToEvent);
  }

  async endSession(scope: Scope, sessionId: string, end: { at: Date; reason: string }): Promise<void> {
    await this.c.q('UPDATE mnemo_sessions SET ended_at = $1, end_reason = $2 WHERE tenant_id = $3 AND user_id = $4 AND id = $5 AND ended_at IS NULL', [
      end.at.toISOString(),
      end.reason,
      scope.tenantId,
      scope.userId,
      sessionId,
    ]);
  }

  async getSessionBlock(scope: Scope): Promise<string | null> {
    if (!scope.sessionId) return null;
    const [row] = await this.c.q<{ block: string }>('SELECT block FROM mnemo_session_blocks WHERE tenant_id = $1 AND user_id = $2 AND session_id = $3', [
      scope.tenantId,
      scope.userId,
      scope.sessionId,
    ]);
    return row?.block ?? null;
  }

  async putSessionBlock(scope: Scope, block: string): Promise<void> {
    if (!scope.sessionId) throw new MnemoError('INVALID_INPUT', 'a session block needs a session id in the scope');
    await this.c.q(
      `INSERT INTO mnemo_session_blocks (tenant_id, user_id, session_id, block, created_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (tenant_id, user_id, session_id) DO NOTHING`,
      [scope.tenantId, scope.userId, scope.sessionId, block],
    );
  }
}

const toMs = (v: unknown): number => (v instanceof Date ? v.getTime() : new Date(v as string).getTime());

/** Inserts events inside the caller's transaction and moves the session's counters. */
async function insertEvents(
  q: PgQueryable,
  scope: Scope,
  sessionId: string,
  events: readonly NewSessionEvent[],
): Promise<{ events: SessionEvent[]; tally: AppendTally }> {
  // The session row lock numbers the events: concurrent appenders to one session queue here.
  const { rows } = await q.query<{ event_count: number; last_event_at: unknown; user_turns: number; extracted_turns: number }>(
    'SELECT event_count, last_event_at, user_turns, extracted_turns FROM mnemo_sessions WHERE tenant_id = $1 AND user_id = $2 AND id = $3 FOR UPDATE',
    [scope.tenantId, scope.userId, sessionId],
  );
  const session = rows[0];
  if (!session) throw new MnemoError('NOT_FOUND', 'no session with that id for this user');
  let seq = Number(session.event_count);
  let last = toMs(session.last_event_at);
  let turns = Number(session.user_turns);
  const out: SessionEvent[] = [];
  for (const e of events) {
    seq += 1;
    last = Math.max(last, e.at.getTime());
    const memoryEdit = e.memoryEdit ?? false;
    if (e.role === 'user' && !memoryEdit) turns += 1;
    await q.query(
      `INSERT INTO mnemo_session_events (tenant_id, user_id, session_id, seq, role, content, name, at, memory_edit, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
      [scope.tenantId, scope.userId, sessionId, seq, e.role, e.content, e.name, e.at.toISOString(), memoryEdit, JSON.stringify(e.metadata)],
    );
    out.push({ ...e, memoryEdit, sessionId, seq });
  }
  await q.query('UPDATE mnemo_sessions SET event_count = $1, last_event_at = $2, user_turns = $3 WHERE tenant_id = $4 AND user_id = $5 AND id = $6', [
    seq,
    new Date(last).toISOString(),
    turns,
    scope.tenantId,
    scope.userId,
    sessionId,
  ]);
  return { events: out, tally: { lastSeq: seq, pendingUserTurns: turns - Number(session.extracted_turns) } };
}
