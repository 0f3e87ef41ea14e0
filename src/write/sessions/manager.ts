/**
 * Sessions (M4) and extraction triggers (M5). A session is an append-only event log in the same
 * database; secrets are redacted before an event is stored and the per-call system prompt is never
 * stored. Triggers queue extraction jobs: after every N user turns, on an explicit "remember that…",
 * at session end (explicit, idle timeout, or a new session), and on `flush` — the memory flush to
 * call right before working memory is compacted. The per-session watermark means no event is
 * extracted twice, whatever triggered the job.
 */
import { resumedTurn } from './resumed.js';
import { MnemoError } from '../../core/errors.js';
import { redactDeep, redactSecrets } from '../guard/secrets.js';
import { checkEventInput, eventContent } from '../validate/events.js';
import { newId } from '../../core/ids.js';
import { resolveAccess, type Access } from '../../core/policy/namespaces.js';
import { USER_NAMESPACE, agentNamespace } from '../../core/types/memory.js';
import type { Logger } from '../../core/logger.js';
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { Job, NewTypedJob, Trigger } from '../../core/types/job.js';
import { toScope, type ScopeInput } from '../../core/scope-input.js';
import type { Scope } from '../../core/types/scope.js';
import { isValidScopeId } from '../../core/types/scope.js';
import { EVENT_ROLES, type EventRole, type SessionEvent, type SessionRecord } from '../../core/types/session.js';
import type { WritePathConfig } from './config.js';
import { topicShift } from './topic-shift.js';

/** An event as a caller gives it. */
export interface EventInput {
  readonly role: EventRole;
  readonly content: string;
  readonly name?: string | null;
  readonly at?: Date;
  /** A turn that edited memory itself ("forget that…"): extraction skips it. */
  readonly memoryEdit?: boolean;
  readonly metadata?: Record<string, unknown>;
}

export type { Trigger } from '../../core/types/job.js';

const EXPLICIT = /\b(remember|note|keep in mind)\s+(that|this)\b|\bdon['’]?t forget\b|\bplease remember\b/i;
const MAX_EVENT_CHARS = 100_000;

/** What the manager needs from the engine. */
export interface SessionDeps {
  readonly store: StorageAdapter;
  readonly config: WritePathConfig;
  readonly logger: Logger;
  readonly now: () => Date;
  /** Called after jobs are queued (the in-process worker picks them up). */
  readonly onQueued: () => void;
  /** Embeds texts (the topic-shift rule compares turns); without it the rule never fires. */
  readonly embed?: (texts: readonly string[]) => Promise<Float32Array[]>;
}

/** Opens, resumes, lists and ends sessions; appends events; queues extraction. */
export class SessionManager {
  constructor(private readonly deps: SessionDeps) {}

  /**
   * The session to talk in. With an id: that session (created if new; SESSION_ENDED if it was
   * ended), unless it has been idle longer than the timeout: then it is ended (its `session-end`
   * extraction queued) and a new session with a new id starts. Without: the user's latest open
   * session, unless it is idle past the timeout (then it is ended the same way and a new one
   * starts). `fresh` always starts a new one. `text`, the user's next turn, lets the topic-shift
   * rule end the latest session when it is on.
   */
  async open(scopeInput: ScopeInput, options: { sessionId?: string; fresh?: boolean; text?: string } = {}): Promise<SessionRecord> {
    const scope = toScope(scopeInput);
    const now = this.deps.now();
    if (options.sessionId !== undefined) {
      if (!isValidScopeId(options.sessionId)) throw new MnemoError('INVALID_INPUT', 'a session id is 1–128 letters, digits and ._:@+-');
      const existing = await this.deps.store.getSession(scope, options.sessionId);
      if (existing) assertSameParty(existing, scope);
      if (existing?.endedAt) {
        throw new MnemoError('SESSION_ENDED', `session ${options.sessionId} has ended (${existing.endReason}): start a new one`);
      }
      if (!existing) return this.deps.store.openSession(scope, { id: options.sessionId, startedAt: now });
      if (!this.idle(existing, now)) return existing;
      await this.end(scope, existing.id, 'idle timeout');
      return this.deps.store.openSession(scope, { id: newId('s'), startedAt: now });
    }
    // The user's latest open session with this same party (the user alone, or this agent).
    const [latest] = (await this.deps.store.listSessions(scope, { limit: 50 })).filter((s) => !s.endedAt && s.agentId === (scope.agentId ?? null));
    const idle = latest !== undefined && this.idle(latest, now);
    if (latest && !options.fresh && !idle && !(await this.shifted(scope, latest, options.text))) return latest;
    if (latest) await this.end(scope, latest.id, options.fresh ? 'new session' : idle ? 'idle timeout' : 'topic-shift');
    return this.deps.store.openSession(scope, { id: newId('s'), startedAt: now });
  }

  /**
   * One session. A session's log lives in its party's namespace (the user's, or the agent's own), so
   * an agent sees another party's session only with a read grant on that namespace; one it may not
   * read answers NOT_FOUND, exactly like an id that does not exist.
   */
  async get(scopeInput: ScopeInput, sessionId: string): Promise<SessionRecord> {
    const scope = toScope(scopeInput);
    const s = await this.deps.store.getSession(scope, sessionId);
    if (!s || !(await this.readable(scope))(s)) throw new MnemoError('NOT_FOUND', 'no session with that id for this user');
    return s;
  }

  /** True when the topic-shift rule is on and `text` is far from the session's recent user turns. */
  private async shifted(scope: Scope, session: SessionRecord, text: string | undefined): Promise<boolean> {
    const config = this.deps.config.topicShift;
    if (!config.enabled || !this.deps.embed || typeof text !== 'string' || text.trim() === '') return false;
    const tail = await this.deps.store.getEvents(scope, session.id, { afterSeq: Math.max(0, session.eventCount - 8 * config.window) });
    const users = tail.filter((e) => e.role === 'user' && !e.memoryEdit).slice(-config.window);
    if (users.length === 0) return false;
    const userTurns = session.eventCount <= tail.length ? tail.filter((e) => e.role === 'user').length : Number.MAX_SAFE_INTEGER;
    const [turn, ...recent] = await this.deps.embed([text, ...users.map((e) => e.content)]);
    const verdict = topicShift(turn as Float32Array, recent, userTurns, config);
    if (verdict.shifted) this.deps.logger.debug('topic shift: session ends', { sessionId: session.id, similarity: verdict.similarity });
    return verdict.shifted;
  }

  /** The user's sessions this party may read, most recently active first. */
  async list(scopeInput: ScopeInput, options: { limit?: number } = {}): Promise<SessionRecord[]> {
    const scope = toScope(scopeInput);
    checkCount(options?.limit, 'limit', 1);
    const sessions = await this.deps.store.listSessions(scope, options);
    return sessions.filter(await this.readable(scope));
  }

  /** Which sessions `scope` may read: the user reads all of theirs, an agent its own and those its read grants cover. */
  private async readable(scope: Scope): Promise<(s: SessionRecord) => boolean> {
    if (!scope.agentId) return () => true;
    const agentId = scope.agentId;
    let access: Access | null = null;
    try {
      access = await resolveAccess(this.deps.store, scope);
    } catch (error) {
      // An agent with no grants at all still owns the sessions it opened.
      if (!MnemoError.isInstance(error) || error.code !== 'UNKNOWN_AGENT') throw error;
    }
    return (s) => {
      if (s.agentId === agentId) return true;
      if (!access) return false;
      return access.readable === null || access.readable.includes(s.agentId ? agentNamespace(s.agentId) : USER_NAMESPACE);
    };
  }

  /** The user's last turn of the session before `sessionId`, when that one ended by an idle timeout (resumed.ts); else null. */
  async resumedTurn(scopeInput: ScopeInput, sessionId: string): Promise<SessionEvent | null> {
    return resumedTurn(this.deps.store, toScope(scopeInput), sessionId);
  }

  async events(scopeInput: ScopeInput, sessionId: string, range: { afterSeq?: number; limit?: number } = {}): Promise<SessionEvent[]> {
    const scope = toScope(scopeInput);
    checkCount(range?.limit, 'limit', 1);
    checkCount(range?.afterSeq, 'afterSeq', 0);
    await this.get(scope, sessionId);
    return this.deps.store.getEvents(scope, sessionId, range);
  }

  /**
   * Appends events (secrets redacted first) and queues extraction as the triggers say.
   * Returns the stored events and the jobs queued.
   */
  async append(scopeInput: ScopeInput, sessionId: string, inputs: readonly EventInput[]): Promise<{ events: SessionEvent[]; jobs: Job[] }> {
    const scope = toScope(scopeInput);
    const session = await this.get(scope, sessionId);
    assertSameParty(session, scope);
    if (session.endedAt) throw new MnemoError('SESSION_ENDED', `session ${sessionId} has ended (${session.endReason}): start a new one`);
    const now = this.deps.now();
    // Idle past the timeout, a session has ended, whether or not the worker has got to it yet: it is
    // ended now (its `session-end` extraction queued) and the turns are refused, as they would be a
    // moment after the worker's pass. `open` with the id gives the new session to talk in.
    if (this.idle(session, now)) {
      await this.end(scope, sessionId, 'idle timeout');
      throw new MnemoError(
        'SESSION_ENDED',
        `session ${sessionId} was idle longer than the timeout and has ended (idle timeout): open a new one (sessions.open, POST /v1/sessions) and append there`,
      );
    }
    let explicit = false;
    if (!Array.isArray(inputs)) throw new MnemoError('INVALID_INPUT', 'give a list of events to append');
    const events = inputs.map((e) => {
      checkEventInput(e, now);
      if (!EVENT_ROLES.includes(e.role)) throw new MnemoError('INVALID_INPUT', `an event role is one of ${EVENT_ROLES.join(', ')}`);
      // Every stored field of the event is redacted, not only its content: a tool's name or a
      // caller's metadata can carry a key as well.
      const { text, found: inContent } = redactSecrets(eventContent(e.content, MAX_EVENT_CHARS));
      const name = e.name == null ? null : redactSecrets(e.name);
      const metadata = redactDeep(e.metadata ?? {});
      const found = [...new Set([...inContent, ...(name?.found ?? []), ...metadata.found])];
      if (found.length) this.deps.logger.warn('secret redacted from a session event', { kinds: found, role: e.role });
      if (e.role === 'user' && EXPLICIT.test(text) && !e.memoryEdit) explicit = true;
      return {
        role: e.role,
        content: text,
        name: name?.text ?? null,
        at: e.at ?? now,
        memoryEdit: e.memoryEdit === true,
        metadata: { ...metadata.value, ...(found.length && { redacted: found }) },
      };
    });
    const newTurns = events.some((e) => e.role === 'user' && !e.memoryEdit);
    const n = this.deps.config.extractEvery;
    // The turns and their job commit in one transaction: a retried append cannot store a turn twice
    // after a lock timeout, and a crash cannot leave turns that no job will extract. The backlog is
    // a counter of the session, so an append costs the same with 20,000 turns pending as with 10.
    const {
      events: stored,
      job,
      created,
    } = await this.deps.store.appendEventsWithJob(scope, sessionId, events, ({ lastSeq, pendingUserTurns }) => {
      if (explicit) return this.newJob(scope, sessionId, lastSeq, 'explicit');
      if (newTurns && pendingUserTurns >= n && pendingUserTurns % n === 0) return this.newJob(scope, sessionId, lastSeq, n === 1 ? 'turn' : 'every-n');
      return null;
    });
    if (job) this.queued(job, created);
    return { events: stored, jobs: job ? [job] : [] };
  }

  /** Ends a session and queues extraction of whatever was not extracted yet. */
  async end(scopeInput: ScopeInput, sessionId: string, reason = 'ended'): Promise<Job | null> {
    const scope = toScope(scopeInput);
    const s = await this.get(scope, sessionId);
    // The user may end any of their sessions; an agent only its own.
    if (scope.agentId) assertSameParty(s, scope);
    if (!s.endedAt) await this.deps.store.endSession(scope, sessionId, { at: this.deps.now(), reason });
    return s.eventCount > s.watermark ? this.queue(scope, sessionId, s.eventCount, 'session-end') : null;
  }

  /**
   * Ends every open session idle longer than the timeout, of every user, queueing each one's
   * `session-end` extraction (the worker calls it on its schedule). Returns how many it ended.
   */
  async endIdle(): Promise<number> {
    const now = this.deps.now();
    let ended = 0;
    for (const { tenantId, userId } of await this.deps.store.listScopes()) {
      const scope = toScope({ tenantId, userId });
      for (const s of await this.deps.store.listSessions(scope, { limit: 10_000 })) {
        if (s.endedAt || !this.idle(s, now)) continue;
        await this.end(scope, s.id, 'idle timeout');
        ended++;
      }
    }
    if (ended > 0) this.deps.logger.info('idle sessions ended', { ended });
    return ended;
  }

  /** True when `s` has had no event for longer than the idle timeout at `now`. */
  private idle(s: SessionRecord, now: Date): boolean {
    return now.getTime() - s.lastEventAt.getTime() > this.deps.config.idleTimeoutMs;
  }

  /** The memory flush: queue extraction of everything so far, e.g. right before compacting working memory. */
  async flush(scopeInput: ScopeInput, sessionId: string): Promise<Job | null> {
    const scope = toScope(scopeInput);
    const s = await this.get(scope, sessionId);
    return s.eventCount > s.watermark ? this.queue(scope, sessionId, s.eventCount, 'flush') : null;
  }

  private async queue(scope: Scope, sessionId: string, upToSeq: number, trigger: Trigger): Promise<Job> {
    const { job, created } = await this.deps.store.enqueueJob(this.newJob(scope, sessionId, upToSeq, trigger));
    this.queued(job, created);
    return job;
  }

  private newJob(scope: Scope, sessionId: string, upToSeq: number, trigger: Trigger): NewTypedJob {
    const now = this.deps.now();
    return {
      id: newId('j'),
      tenantId: scope.tenantId,
      userId: scope.userId,
      type: 'extract',
      payload: { sessionId, upToSeq, trigger },
      key: `extract:${sessionId}:${upToSeq}`,
      maxAttempts: this.deps.config.maxAttempts,
      runAt: now,
      createdAt: now,
    };
  }

  private queued(job: Job, created: boolean): void {
    if (created)
      this.deps.logger.debug('extraction queued', {
        sessionId: job.payload.sessionId,
        upToSeq: job.payload.upToSeq,
        trigger: job.payload.trigger,
        job: job.id,
      });
    this.deps.onQueued();
  }
}

/** A session is spoken in by the party that opened it: the user alone, or one agent. */
function assertSameParty(session: SessionRecord, scope: Scope): void {
  if (session.agentId !== (scope.agentId ?? null)) {
    throw new MnemoError(
      'POLICY_DENIED',
      session.agentId ? `session ${session.id} belongs to agent "${session.agentId}"` : `session ${session.id} is the user’s own, not an agent’s`,
    );
  }
}

/** INVALID_INPUT unless `value` is absent or a whole number from `min` (a NaN or a fraction never reaches the store). */
function checkCount(value: unknown, name: string, min: number): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new MnemoError('INVALID_INPUT', `${name} must be a whole number from ${min}`);
  }
}
