/** Conversation sessions, their event logs and frozen context blocks, in the SQLite store. */
import { MnemoError } from '../../core/errors.js';
import type { AppendTally, SessionStorage } from '../../core/contracts/storage.js';
import type { Job, NewJob } from '../../core/types/job.js';
import type { Scope } from '../../core/types/scope.js';
import type { NewSessionEvent, SessionEvent, SessionRecord } from '../../core/types/session.js';
import type { SqliteConnection } from './connection.js';
import { guard } from './errors.js';
import { insertJob } from './jobs.js';
import { EVENT_SELECT, rowToEvent, rowToSession, type EventRow, type SessionRow } from './rows.js';

/** The session domain of the SQLite store. */
export class SqliteSessions implements SessionStorage {
  constructor(private readonly c: SqliteConnection) {}

  async openSession(scope: Scope, session: { id: string; startedAt: Date }): Promise<SessionRecord> {
    return this.c.write(() => {
      const at = session.startedAt.getTime();
      this.c
        .stmt(
          `INSERT INTO sessions (tenant_id, user_id, id, agent_id, started_at, last_event_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (tenant_id, user_id, id) DO NOTHING`,
        )
        .run(scope.tenantId, scope.userId, session.id, scope.agentId ?? null, at, at);
      return rowToSession(this.sessionRow(scope, session.id) as SessionRow);
    });
  }

  async getSession(scope: Scope, sessionId: string): Promise<SessionRecord | null> {
    return guard(() => {
      const row = this.sessionRow(scope, sessionId);
      return row ? rowToSession(row) : null;
    });
  }

  async listSessions(scope: Scope, options: { limit?: number } = {}): Promise<SessionRecord[]> {
    return guard(() =>
      (
        this.c
          .stmt('SELECT * FROM sessions WHERE tenant_id = ? AND user_id = ? ORDER BY last_event_at DESC, id LIMIT ?')
          .all(scope.tenantId, scope.userId, options.limit ?? 100) as SessionRow[]
      ).map(rowToSession),
    );
  }

  async appendEvents(scope: Scope, sessionId: string, events: readonly NewSessionEvent[]): Promise<SessionEvent[]> {
    return this.c.tx(() => this.insertEvents(scope, sessionId, events).events);
  }

  async appendEventsWithJob(
    scope: Scope,
    sessionId: string,
    events: readonly NewSessionEvent[],
    decide: (tally: AppendTally) => NewJob | null,
  ): Promise<{ events: SessionEvent[]; job: Job | null; created: boolean }> {
    return this.c.tx(() => {
      const appended = this.insertEvents(scope, sessionId, events);
      const queued = decide(appended.tally);
      if (!queued) return { events: appended.events, job: null, created: false };
      return { events: appended.events, ...insertJob(this.c, queued) };
    });
  }

  /** Inserts events inside the caller's transaction and moves the session's counters. */
  private insertEvents(scope: Scope, sessionId: string, events: readonly NewSessionEvent[]): { events: SessionEvent[]; tally: AppendTally } {
    const session = this.sessionRow(scope, sessionId);
    if (!session) throw new MnemoError('NOT_FOUND', 'no session with that id for this user');
    const out: SessionEvent[] = [];
    let seq = session.event_count;
    let last = session.last_event_at;
    let turns = session.user_turns;
    for (const e of events) {
      seq += 1;
      last = Math.max(last, e.at.getTime());
      const memoryEdit = e.memoryEdit ?? false;
      if (e.role === 'user' && !memoryEdit) turns += 1;
      this.c
        .stmt(
          `INSERT INTO session_events (tenant_id, user_id, session_id, seq, role, content, name, at, memory_edit, metadata)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(scope.tenantId, scope.userId, sessionId, seq, e.role, e.content, e.name, e.at.getTime(), memoryEdit ? 1 : 0, JSON.stringify(e.metadata));
      out.push({ ...e, memoryEdit, sessionId, seq });
    }
    this.c
      .stmt('UPDATE sessions SET event_count = ?, last_event_at = ?, user_turns = ? WHERE tenant_id = ? AND user_id = ? AND id = ?')
      .run(seq, last, turns, scope.tenantId, scope.userId, sessionId);
    return { events: out, tally: { lastSeq: seq, pendingUserTurns: turns - session.extracted_turns } };
  }

  async getEvents(scope: Scope, sessionId: string, range: { afterSeq?: number; upToSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    return guard(() =>
      (
        this.c
          .stmt(
            `SELECT ${EVENT_SELECT} FROM session_events
             WHERE tenant_id = ? AND user_id = ? AND session_id = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT ?`,
          )
          .all(scope.tenantId, scope.userId, sessionId, range.afterSeq ?? 0, range.upToSeq ?? Number.MAX_SAFE_INTEGER, range.limit ?? -1) as EventRow[]
      ).map(rowToEvent),
    );
  }

  async endSession(scope: Scope, sessionId: string, end: { at: Date; reason: string }): Promise<void> {
    this.c.write(() =>
      this.c
        .stmt('UPDATE sessions SET ended_at = ?, end_reason = ? WHERE tenant_id = ? AND user_id = ? AND id = ? AND ended_at IS NULL')
        .run(end.at.getTime(), end.reason, scope.tenantId, scope.userId, sessionId),
    );
  }

  async getSessionBlock(scope: Scope): Promise<string | null> {
    if (!scope.sessionId) return null;
    return guard(() => {
      const row = this.c
        .stmt('SELECT block FROM session_blocks WHERE tenant_id = ? AND user_id = ? AND session_id = ?')
        .get(scope.tenantId, scope.userId, scope.sessionId) as { block: string } | undefined;
      return row?.block ?? null;
    });
  }

  async putSessionBlock(scope: Scope, block: string): Promise<void> {
    if (!scope.sessionId) throw new MnemoError('INVALID_INPUT', 'a session block needs a session id in the scope');
    this.c.write(() =>
      this.c
        .stmt(
          `INSERT INTO session_blocks (tenant_id, user_id, session_id, block, created_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (tenant_id, user_id, session_id) DO NOTHING`,
        )
        .run(scope.tenantId, scope.userId, scope.sessionId, block, Date.now()),
    );
  }

  private sessionRow(scope: Scope, sessionId: string): SessionRow | undefined {
    return this.c.stmt('SELECT * FROM sessions WHERE tenant_id = ? AND user_id = ? AND id = ?').get(scope.tenantId, scope.userId, sessionId) as
      SessionRow | undefined;
  }
}
