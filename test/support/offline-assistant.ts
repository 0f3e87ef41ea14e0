// One engine with no model on a real SQLite file, for the extraction tests that talk to it as a user
// would: through the assistant behind `mnemo ask` (ask) or an extraction job (say), then read back the
// profile, the current memories and their triples. Registers its own before/after hooks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { Assistant } from '../../src/surfaces/assistant/index.js';
import { createMnemo } from '../../src/engine/create-mnemo.js';
import type { Mnemo } from '../../src/engine/mnemo.js';
import type { MemoryRecord } from '../../src/core/types/memory.js';
import { offlineUser, type OfflineUser } from './offline-user.js';

type Triple = { subject: string; predicate: string; object: string };

export interface OfflineAssistant extends OfflineUser {
  /** The engine (open between the file's before and after hooks). */
  readonly m: Mnemo;
  /** One assistant turn, then every queued job. */
  readonly ask: (userId: string, text: string) => ReturnType<Assistant['turn']>;
  /** Every memory of the user, current ones only. */
  readonly stored: (userId: string) => Promise<MemoryRecord[]>;
  /** The user's triples as "subject · predicate · object". */
  readonly triples: (userId: string) => Promise<string[]>;
  /** A profile field as the user would have stated it. */
  readonly seedField: (userId: string, key: string, value: string) => Promise<unknown>;
  /** A memory as the user stated it, unconsolidated, with an optional triple. */
  readonly seed: (userId: string, content: string, triple?: Triple | null) => Promise<unknown>;
}

/** An engine on a temporary SQLite file at a fixed `now`, opened before the file's tests and closed after. */
export function offlineAssistant(name: string, now: Date): OfflineAssistant {
  let dir = '';
  let engine: Mnemo | undefined;
  let assistant: Assistant | undefined;
  const m = (): Mnemo => {
    if (!engine) throw new Error('the engine is open only inside the tests');
    return engine;
  };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), `mnemo-${name}-`));
    engine = await createMnemo({ db: join(dir, `${name}.db`), llm: null, now: () => now, writePath: { background: false } });
    assistant = new Assistant(engine);
  });
  after(async () => {
    await engine?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const stored = async (userId: string) => m().list({ userId }, { limit: 1000 });
  return {
    ...offlineUser(m, now),
    get m() {
      return m();
    },
    ask: async (userId, text) => {
      const turn = await (assistant as Assistant).turn({ userId }, text);
      await m().flush();
      return turn;
    },
    stored,
    triples: async (userId) => (await stored(userId)).flatMap((r) => (r.triple ? [`${r.triple.subject} · ${r.triple.predicate} · ${r.triple.object}`] : [])),
    seedField: async (userId, key, value) =>
      m().remember(
        { userId },
        { content: `The user's ${key} is ${value}.`, triple: { subject: 'user', predicate: key, object: value }, source: { type: 'user_explicit', id: null } },
      ),
    seed: async (userId, content, triple = null) =>
      m().remember({ userId }, { content, ...(triple && { triple }), source: { type: 'user_explicit', id: null } }, { consolidate: false }),
  };
}
