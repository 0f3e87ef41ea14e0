// One engine with no model on a real SQLite file, for the extraction tests that talk to it as a user
// would: through the assistant behind `mnemo ask` (ask) or an extraction job (say), then read back the
// profile, the current memories and their triples, and assert on them. Registers its own before/after hooks.
import assert from 'node:assert/strict';
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
  /** The contents of the user's current memories, lower-cased. */
  readonly contents: (userId: string) => Promise<string[]>;
  /** The user's triples, lower-cased. */
  readonly lowTriples: (userId: string) => Promise<string[]>;
  /** "kind: content" of each current memory of importance 0.3 or more. */
  readonly kept: (userId: string) => Promise<string[]>;
  /** Asserts that some current memory, lower-cased, holds every one of `words`. */
  readonly holds: (userId: string, ...words: string[]) => Promise<void>;
  /** Asserts that no current memory, lower-cased, holds `text`. */
  readonly lacks: (userId: string, text: string) => Promise<void>;
  /** Asserts that one of the user's triples is `triple` (a string) or matches it (a pattern). */
  readonly hasTriple: (userId: string, triple: string | RegExp) => Promise<void>;
  /**
   * Asks `text` and asserts the turn stored nothing (but memories holding a `seeded` value), left the profile as
   * `seeded` (none by default), and that the reply claims no memory; with `saysNothingStored`, that the reply says
   * nothing was stored or changed.
   */
  readonly trap: (userId: string, text: string, options?: { seeded?: Record<string, string>; saysNothingStored?: boolean }) => Promise<void>;
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
  const triples = async (userId: string) =>
    (await stored(userId)).flatMap((r) => (r.triple ? [`${r.triple.subject} · ${r.triple.predicate} · ${r.triple.object}`] : []));
  const contents = async (userId: string) => (await stored(userId)).map((r) => r.content.toLowerCase());
  const user = offlineUser(m, now);
  const ask = async (userId: string, text: string) => {
    const turn = await (assistant as Assistant).turn({ userId }, text);
    await m().flush();
    return turn;
  };
  return {
    ...user,
    get m() {
      return m();
    },
    ask,
    stored,
    triples,
    contents,
    lowTriples: async (userId) => (await triples(userId)).map((t) => t.toLowerCase()),
    kept: async (userId) => (await stored(userId)).filter((r) => r.importance >= 0.3).map((r) => `${r.kind}: ${r.content}`),
    holds: async (userId, ...words) => {
      const c = await contents(userId);
      assert.ok(
        c.some((x) => words.every((w) => x.includes(w))),
        `${words.join(' + ')} not in: ${c.join('; ')}`,
      );
    },
    lacks: async (userId, text) => {
      const c = await contents(userId);
      assert.ok(!c.some((x) => x.includes(text)), `"${text}" in: ${c.join('; ')}`);
    },
    hasTriple: async (userId, triple) => {
      const t = await triples(userId);
      assert.ok(typeof triple === 'string' ? t.includes(triple) : t.some((x) => triple.test(x)), `${String(triple)} not in: ${t.join('; ')}`);
    },
    trap: async (userId, text, { seeded = {}, saysNothingStored = false } = {}) => {
      const turn = await ask(userId, text);
      const all = await user.current(userId);
      assert.deepEqual(
        all.filter((x) => !Object.values(seeded).some((v) => x.includes(v))),
        [],
        all.join(' | '),
      );
      assert.deepEqual(await user.profileOf(userId), seeded);
      if (saysNothingStored) assert.match(turn.reply, /didn.t store anything|stored and changed nothing|nothing changed/i, turn.reply);
      assert.doesNotMatch(turn.reply, /remembered|I'll remember/i, turn.reply);
    },
    seedField: async (userId, key, value) =>
      m().remember(
        { userId },
        { content: `The user's ${key} is ${value}.`, triple: { subject: 'user', predicate: key, object: value }, source: { type: 'user_explicit', id: null } },
      ),
    seed: async (userId, content, triple = null) =>
      m().remember({ userId }, { content, ...(triple && { triple }), source: { type: 'user_explicit', id: null } }, { consolidate: false }),
  };
}
