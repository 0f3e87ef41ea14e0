// What the extraction tests do as a user of one engine with no model: say a turn (appended to the
// user's session, its extraction job run at once), then read the profile and the current memories.
import type { Mnemo } from '../../src/engine/mnemo.js';

export interface OfflineUser {
  /** The user's profile as key → value. */
  readonly profileOf: (userId: string) => Promise<Record<string, unknown>>;
  /** One profile field's value (undefined when the user has no such field). */
  readonly field: (userId: string, key: string) => Promise<unknown>;
  /** The contents of the user's current memories. */
  readonly current: (userId: string) => Promise<string[]>;
  /** Appends one user turn at `at` and runs its extraction job. */
  readonly say: (userId: string, text: string) => Promise<void>;
}

export function offlineUser(engine: () => Mnemo, at: Date): OfflineUser {
  const profileOf = async (userId: string) => Object.fromEntries((await engine().profile({ userId })).map((p) => [p.key, p.value]));
  return {
    profileOf,
    field: async (userId, key) => (await profileOf(userId))[key],
    current: async (userId) => (await engine().list({ userId }, { limit: 1000 })).map((r) => r.content),
    say: async (userId, text) => {
      const m = engine();
      const s = await m.sessions.open({ userId });
      await m.sessions.append({ userId }, s.id, [{ role: 'user', content: text, at }]);
      await m.flush({ scope: { userId } });
    },
  };
}
