// context() does only the work its answer needs: one embedding of the query for its two recalls
// (memories and skills), no profile read and no preference read for a frozen block without
// preference lines, and the same answer as the full work gives. Real SQLite files and the hash
// embedder; a store wrapper and an embedder wrapper only to watch which calls are made.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { hashEmbedder } from '../src/models/embedders/hash.js';
import type { ContextResult } from '../src/engine/facade-types.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { packEpisodic, shownInStable } from '../src/read/pack/blocks.js';
import { loadTokenizer } from '../src/read/pack/tokens.js';
import { isSkill, relevantSkills } from '../src/keep/skills/skills.js';
import type { Embedder } from '../src/core/contracts/embedder.js';
import type { RecordFilter, StorageAdapter } from '../src/core/contracts/storage.js';
import { createSqliteStore } from '../src/storage/sqlite/index.js';

interface Call {
  readonly method: string;
  readonly kinds: readonly string[] | undefined;
}

/** A real SQLite store that logs its reads (method and kinds filter). */
function watchedStore(path: string, calls: Call[]): StorageAdapter {
  const store = createSqliteStore({ path });
  return new Proxy(store, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const second = args[1] as { filter?: RecordFilter; kinds?: readonly string[] } | undefined;
        calls.push({ method: String(key), kinds: second?.filter?.kinds ?? second?.kinds });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The hash embedder, logging the texts it embeds. */
function watchedEmbedder(texts: string[]): Embedder {
  const inner = hashEmbedder();
  return new Proxy(inner, {
    get(target, key) {
      if (key === 'doEmbed') {
        return (options: Parameters<Embedder['doEmbed']>[0]) => {
          texts.push(...options.values);
          return target.doEmbed(options);
        };
      }
      return Reflect.get(target, key, target) as unknown;
    },
  });
}

let dir: string;
let m: Mnemo;
const calls: Call[] = [];
const embedded: string[] = [];
const procedureSearches = () => calls.filter((c) => (c.method === 'searchKeyword' || c.method === 'searchVector') && c.kinds?.includes('procedure'));
const preferenceReads = () => calls.filter((c) => c.method === 'listMemories' && c.kinds?.includes('preference'));

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-ctx-work-'));
  m = await createMnemo({ db: watchedStore(join(dir, 'ctx.db'), calls), embedder: watchedEmbedder(embedded), llm: null });
});
after(async () => {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The episodic block the full work gives: the recalled memories, less the stable block's and skills. */
async function expectedEpisodic(ctx: ContextResult, budget: number): Promise<string> {
  // what the stable block shows (by id, or a profile field by value) is not repeated below it
  const shown = ctx.recalled
    .filter((r) => !ctx.stable.memoryIds.includes(r.memory.id) && !shownInStable(ctx.stable.text, r.memory) && !isSkill(r.memory))
    .map((r) => r.memory);
  return packEpisodic(shown, budget, 120, await loadTokenizer()).text;
}

describe('the skills recall', () => {
  test('a scope without procedures: no skills, the query embedded once, the memories below', async () => {
    const ann = { userId: 'ann' };
    await m.remember(ann, { content: 'The user deploys the billing service on Fridays.', kind: 'fact' });
    await m.remember(ann, { content: 'The user keeps deploy notes in Notion.', kind: 'episode' });
    const query = 'how do I deploy the billing service?';
    embedded.length = 0;
    const ctx = await m.context(ann, query, { budget: 1000 });
    assert.equal(embedded.filter((t) => t === query).length, 1, 'one embedding of the query for both recalls');
    assert.deepEqual(ctx.skills, []);
    assert.deepEqual(await m.recall(ann, query, { kinds: ['procedure'], k: 20 }), []);
    assert.equal(ctx.episodic.text, await expectedEpisodic(ctx, 1000));
    assert.ok(ctx.episodic.text.includes('billing service on Fridays'));
  });

  test('runs when the scope holds skills, embeds the query once, and lists what the recall finds', async () => {
    const bea = { userId: 'bea' };
    await m.remember(bea, { content: 'The user deploys the billing service on Fridays.', kind: 'fact' });
    const skill = await m.skills.add(
      bea,
      '---\nname: deploy-billing\ndescription: How to deploy the billing service\n---\nRun the pipeline, then watch the dashboards.',
    );
    const query = 'how do I deploy the billing service?';
    calls.length = 0;
    embedded.length = 0;
    const ctx = await m.context(bea, query, { budget: 1000 });
    assert.ok(procedureSearches().length > 0, 'the skills recall ran');
    assert.equal(embedded.filter((t) => t === query).length, 1, 'one embedding of the query for both recalls');
    const expected = relevantSkills(await m.recall(bea, query, { kinds: ['procedure'], k: 20 }));
    assert.deepEqual(
      ctx.skills,
      expected.map((s) => ({ name: s.name, description: s.description })),
    );
    assert.deepEqual(
      ctx.skills.map((s) => s.name),
      [skill.name],
    );
    assert.ok(ctx.episodic.text.includes('## Skills'));
    assert.ok(ctx.episodic.text.includes('billing service on Fridays'));
    assert.ok(!ctx.episodic.text.includes('watch the dashboards'), 'never the body');
  });

  test('runs for a scope with procedures that are not skills, and lists none', async () => {
    const cy = { userId: 'cy' };
    await m.remember(cy, { content: 'To deploy the billing service, run the pipeline and watch the dashboards.', kind: 'procedure' });
    calls.length = 0;
    const ctx = await m.context(cy, 'how do I deploy the billing service?', { budget: 1000 });
    assert.ok(procedureSearches().length > 0);
    assert.deepEqual(ctx.skills, []);
    assert.ok(ctx.episodic.text.includes('watch the dashboards'), 'a plain procedure is an episodic memory');
  });
});

describe('the stable block frozen for a session', () => {
  test('the first and later calls give the same blocks as the full work', async () => {
    const dee = { userId: 'dee' };
    await m.setProfile(dee, 'name', 'Dee');
    const pref = await m.remember(dee, { content: 'The user prefers answers with shell commands.', kind: 'preference', importance: 0.8 });
    await m.remember(dee, { content: 'The user rolled back the billing deploy last week.', kind: 'episode' });
    const s = { ...dee, sessionId: 'dee-1' };
    const query = 'how do I roll back the billing deploy?';
    const first = await m.context(s, query, { budget: 600 });
    assert.equal(first.stable.frozen, false);
    calls.length = 0;
    const later = await m.context(s, query, { budget: 600 });
    assert.equal(later.stable.frozen, true);
    assert.equal(later.stable.text, first.stable.text);
    assert.equal(later.stable.tokens, first.stable.tokens);
    assert.deepEqual(later.stable.memoryIds, [pref.id], 'the shown preference counts as included');
    assert.equal(preferenceReads().length, 1, 'read to find which preferences the block shows');
    assert.ok(!calls.some((c) => c.method === 'getProfile'), 'the profile is only read to pack a block');
    assert.equal(later.episodic.text, await expectedEpisodic(later, 600 - later.stable.tokens - 1));
    assert.ok(!later.episodic.text.includes('shell commands'), 'not repeated below');
  });

  test('a frozen block without preference lines reads no preferences and shows none', async () => {
    const eve = { userId: 'eve' };
    await m.setProfile(eve, 'name', 'Eve');
    const s = { ...eve, sessionId: 'eve-1' };
    const first = await m.context(s, 'what is my name?', { budget: 600 });
    assert.match(first.stable.text, /name: "Eve"/);
    // a preference added after the block froze is not in it, and is recalled below as before
    const pref = await m.remember(eve, { content: 'The user prefers short answers about names.', kind: 'preference' });
    calls.length = 0;
    const later = await m.context(s, 'what is my name?', { budget: 600 });
    assert.equal(later.stable.frozen, true);
    assert.equal(later.stable.text, first.stable.text);
    assert.deepEqual(later.stable.memoryIds, []);
    assert.deepEqual(preferenceReads(), []);
    assert.ok(later.episodic.memoryIds.includes(pref.id));
    assert.equal(later.episodic.text, await expectedEpisodic(later, 600 - later.stable.tokens - 1));
  });

  test('an empty frozen block reads no preferences', async () => {
    const fay = { userId: 'fay' };
    await m.remember(fay, { content: 'The user owns a red bicycle.', kind: 'fact' });
    const s = { ...fay, sessionId: 'fay-1' };
    const first = await m.context(s, 'what bicycle do I have?', { budget: 600 });
    assert.equal(first.stable.text, '');
    calls.length = 0;
    const later = await m.context(s, 'what bicycle do I have?', { budget: 600 });
    assert.equal(later.stable.frozen, true);
    assert.deepEqual(later.stable, { ...first.stable, frozen: true });
    assert.deepEqual(preferenceReads(), []);
  });
});
