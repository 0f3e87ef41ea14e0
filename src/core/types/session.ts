/**
 * Conversation memory (M4): a session is an append-only log of events. Only what was said and
 * done is stored; the per-call system prompt never is.
 */

/** Who produced an event. */
export const EVENT_ROLES = ['user', 'assistant', 'tool_call', 'tool_result'] as const;
/** One of {@link EVENT_ROLES}. */
export type EventRole = (typeof EVENT_ROLES)[number];

/** One conversation. */
export interface SessionRecord {
  readonly id: string;
  readonly tenantId: string;
  readonly userId: string;
  readonly agentId: string | null;
  readonly startedAt: Date;
  readonly lastEventAt: Date;
  /** Set when the session was ended (explicitly, by idle timeout, or by a new session). */
  readonly endedAt: Date | null;
  readonly endReason: string | null;
  readonly eventCount: number;
  /** The `seq` of the last event that extraction has processed; 0 when none has been. */
  readonly watermark: number;
  /** Rolling summary of the conversation up to the watermark, given to the extractor. */
  readonly summary: string;
}

/** One event of a session's log. `seq` counts from 1 within the session. */
export interface SessionEvent {
  readonly sessionId: string;
  readonly seq: number;
  readonly role: EventRole;
  readonly content: string;
  /** The tool's name for tool calls and results. */
  readonly name: string | null;
  readonly at: Date;
  /** A turn that edited memory itself ("forget that…"): extraction skips it, so the edit is not re-learnt. */
  readonly memoryEdit: boolean;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** An event to append; the store assigns `seq`. `memoryEdit` defaults to false. */
export type NewSessionEvent = Omit<SessionEvent, 'sessionId' | 'seq' | 'memoryEdit'> & { readonly memoryEdit?: boolean };
