/**
 * The turn a resumed conversation goes on from. A session that ended only because time passed (an idle timeout) is the
 * same conversation when the user comes back: "I think I might be allergic to kiwi" one week, "the allergist confirmed
 * it" the next. The readers that lean on the user's turn before (a confirmation, a list going on, a pronoun, a bare
 * answer) get that session's last user turn when the new session has none of its own yet. A session the user ended
 * ("new session") or that a change of topic ended is not gone on from: nothing is carried then.
 */
import type { StorageAdapter } from '../../core/contracts/storage.js';
import type { SessionEvent } from '../../core/types/session.js';
import type { Scope } from '../../core/types/scope.js';

/** The end reason of a session closed because nothing was said for a while (manager.ts). */
const TIMED_OUT = 'idle timeout';

/**
 * The user's last turn of the session before `sessionId` with the same party, when that session ended by an idle
 * timeout; null otherwise. One read of the sessions and one of that session's last events.
 */
export async function resumedTurn(store: StorageAdapter, scope: Scope, sessionId: string): Promise<SessionEvent | null> {
  const party = scope.agentId ?? null;
  const [previous] = (await store.listSessions(scope, { limit: 10 })).filter((s) => s.id !== sessionId && s.agentId === party);
  if (!previous?.endedAt || previous.endReason !== TIMED_OUT) return null;
  const events = await store.getEvents(scope, previous.id, { afterSeq: Math.max(0, previous.eventCount - 8) });
  return [...events].reverse().find((e) => e.role === 'user') ?? null;
}
