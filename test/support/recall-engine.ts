/**
 * What the recall round tests share: an engine with no model on a temporary SQLite file, opened before a
 * suite's tests and seeded with named memories whose ids the tests read back ({@link seededRecall}), and an
 * HTTP server with a recall configuration, checked for a score part in `/v1/recall` ({@link recallOverHttp}); an
 * engine filled by importing export lines, for memories with dates, kinds and supersession ({@link importedRecall},
 * {@link memoryLine}). Each registers its own before/after hooks.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { createMnemo, type Mnemo } from '../../src/index.js';
import { startHarness, type Harness } from '../http-support.js';

type MnemoOptions = NonNullable<Parameters<typeof createMnemo>[0]>;

/** A seeded engine: open between the suite's before and after hooks. */
export interface SeededRecall {
  readonly mnemo: Mnemo;
  /** The id of each seeded memory by its name. */
  readonly ids: Record<string, string>;
}

/**
 * Remembers `content` as the suite's user, unconsolidated, with a triple `user · predicate · object` when
 * `predicate` is given, and keeps its id as `ids[name]`.
 */
export type AddMemory = (name: string, content: string, predicate?: string, object?: string) => Promise<void>;

/**
 * An engine on `m.db` in a temporary folder named after `name` (no model; `options` add the embedder, the
 * clock, the recall configuration), seeded by `seed` for `scope` in the before hook; every memory is
 * remembered with the `input` fields too (an importance, say).
 */
export function seededRecall(
  name: string,
  scope: { userId: string },
  options: Omit<MnemoOptions, 'db' | 'llm'>,
  seed: (add: AddMemory) => Promise<void>,
  input: { importance?: number } = {},
): SeededRecall {
  const ids: Record<string, string> = {};
  const mnemo = engineHooks(name, { llm: null, ...options }, async (engine) => {
    await seed(async (key, content, predicate, object) => {
      const triple = predicate === undefined ? {} : { triple: { subject: 'user', predicate, object: object ?? '' } };
      ids[key] = (await engine.remember(scope, { content, ...input, ...triple }, { consolidate: false })).id;
    });
  });
  return {
    get mnemo() {
      return mnemo();
    },
    ids,
  };
}

/** A server over a fresh SQLite file with `recall` in its configuration, and an admin key of tenant `acme`. */
export interface RecallOverHttp {
  /** The harness (open between the suite's before and after hooks). */
  readonly h: Harness;
  /**
   * Writes each `[content, importance]` as a fact of `userId` (each answered 201), recalls `query` (answered
   * 200) and asserts that the result whose content includes `mark` is there and shows score part `part` above 0.
   */
  assertPartShown(userId: string, memories: readonly (readonly [string, number])[], query: string, mark: string, part: string): Promise<void>;
}

export function recallOverHttp(recall: MnemoOptions['recall']): RecallOverHttp {
  let harness: Harness | undefined;
  let key = '';
  const h = (): Harness => {
    if (!harness) throw new Error('the server is open only inside the tests');
    return harness;
  };
  before(async () => {
    harness = await startHarness({ recall });
    key = (await harness.mnemo.admin.createKey({ tenantId: 'acme', role: 'admin' })).key;
  });
  after(async () => harness?.close());
  return {
    get h() {
      return h();
    },
    async assertPartShown(userId, memories, query, mark, part) {
      for (const [content, importance] of memories) {
        const wrote = await h().call('POST', '/v1/memories', { key, body: { userId, content, kind: 'fact', importance } });
        assert.equal(wrote.status, 201, wrote.text);
      }
      const res = await h().call('POST', '/v1/recall', { key, body: { userId, query } });
      assert.equal(res.status, 200, res.text);
      const results = res.body.results as { memory: { content: string }; scores: Record<string, number> }[];
      const hit = results.find((r) => r.memory.content.includes(mark));
      assert.ok(hit, res.text);
      assert.ok((hit.scores[part] ?? 0) > 0);
    },
  };
}

/** What a {@link memoryLine} may add to a memory: an importance, and supersession links with their day. */
export interface MemoryLineMore {
  readonly importance?: number;
  /** The day (`YYYY-MM-DD`) the memory stopped being true. */
  readonly invalidatedAt?: string;
  readonly supersededBy?: string;
  readonly supersedes?: string;
}

/**
 * One memory line of a Mnemo export: `kind` and `content`, created and valid from day `at` (`YYYY-MM-DD`), with the
 * triple `user · triple[0] · triple[1]` when given, importance 0.7 unless `more` says otherwise.
 */
export function memoryLine(
  id: string,
  kind: string,
  content: string,
  at: string,
  triple: readonly [string, string] | null = null,
  more: MemoryLineMore = {},
): string {
  return JSON.stringify({
    type: 'memory',
    id,
    kind,
    content,
    triple: triple ? { subject: 'user', predicate: triple[0], object: triple[1] } : null,
    importance: more.importance ?? 0.7,
    createdAt: `${at}T00:00:00.000Z`,
    validFrom: `${at}T00:00:00.000Z`,
    invalidatedAt: more.invalidatedAt ? `${more.invalidatedAt}T00:00:00.000Z` : null,
    supersededBy: more.supersededBy ?? null,
    supersedes: more.supersedes ?? null,
  });
}

/** An engine filled by an import: open between the suite's before and after hooks. */
export interface ImportedRecall {
  readonly mnemo: Mnemo;
  /** The ids of the first `k` (3) memories recalled for `query`, best first. */
  top(query: string, k?: number): Promise<string[]>;
}

/**
 * An engine on `m.db` in a temporary folder named after `name` (no model, the local embedder unless `options` say
 * otherwise), into which the before hook imports `lines` ({@link memoryLine}) under an export header for `scope`.
 */
export function importedRecall(
  name: string,
  scope: { tenantId: string; userId: string },
  lines: readonly string[],
  options: Omit<MnemoOptions, 'db' | 'llm'> = {},
): ImportedRecall {
  const mnemo = engineHooks(name, { embedder: 'local', llm: null, ...options }, async (engine) => {
    const header = JSON.stringify({ type: 'header', format: 'mnemo-export', version: 1, userId: scope.userId, tenantId: scope.tenantId });
    await engine.admin.importLines([header, ...lines], { scope });
  });
  return {
    get mnemo() {
      return mnemo();
    },
    async top(query, k = 3) {
      return (await mnemo().recall(scope, query, { k })).map((h) => h.memory.id);
    },
  };
}

/**
 * Registers the suite's hooks for an engine on `m.db` in a temporary folder named after `name`: opened with `options`
 * and filled by `fill` before the tests, closed and removed after them. Returns the engine's getter.
 */
function engineHooks(name: string, options: Omit<MnemoOptions, 'db'>, fill: (engine: Mnemo) => Promise<void>): () => Mnemo {
  let dir = '';
  let engine: Mnemo | undefined;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), `mnemo-${name}-`));
    engine = await createMnemo({ db: join(dir, 'm.db'), ...options });
    await fill(engine);
  });
  after(async () => {
    await engine?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!engine) throw new Error('the engine is open only inside the tests');
    return engine;
  };
}
