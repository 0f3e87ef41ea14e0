/**
 * The library's "done when" scenario with the local GloVe embedder on a real SQLite file:
 * two users, hybrid recall that ranks the right memory first and never crosses users, a correction
 * that supersedes, context within a token budget, persistence across processes, touching, and the
 * stable block frozen per session.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { loadTokenizer, type Tokenizer } from '../src/read/pack/tokens.js';
import type { MemoryRecord } from '../src/core/types/memory.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');

const ALICE = { userId: 'alice' };
const BOB = { userId: 'bob' };
const ROLLBACK_QUERY = 'How should I structure my deployment rollback?';

let dir: string;
let dbPath: string;
let m: Mnemo;
let tok: Tokenizer;
let runbook: MemoryRecord;
let canary: MemoryRecord;
let rotation: MemoryRecord;
let react: MemoryRecord;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-scenario-'));
  dbPath = join(dir, 'scenario.db');
  m = await createMnemo({ db: dbPath, embedder: 'local' });
  tok = await loadTokenizer();
  [runbook, canary, rotation] = (await m.rememberMany(ALICE, [
    { content: 'Discussed the staging deployment runbook and how its rollback phases should be structured.', kind: 'episode', importance: 0.6 },
    { content: 'Talked through a canary rollout that sends five percent of production traffic to the new release first.', kind: 'episode', importance: 0.6 },
    { content: 'Asked how often the database credentials of the payments service should be rotated.', kind: 'episode', importance: 0.6 },
  ])) as [MemoryRecord, MemoryRecord, MemoryRecord];
  react = await m.remember(BOB, {
    content: 'Asked why a React component re-renders every time the state of its parent changes.',
    kind: 'episode',
    importance: 0.6,
  });
});

after(async () => {
  await m?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('recall with the local embedder', () => {
  test('Alice’s rollback question ranks the runbook memory first', async () => {
    const hits = await m.recall(ALICE, ROLLBACK_QUERY);
    assert.ok(hits.length >= 1);
    assert.equal(hits[0]?.memory.id, runbook.id, hits.map((h) => `${h.score.toFixed(3)} ${h.memory.content}`).join('\n'));
    for (let i = 1; i < hits.length; i++) assert.ok((hits[i - 1]?.score ?? 0) >= (hits[i]?.score ?? 0));
    assert.ok((hits[0]?.scores.vector ?? 0) > 0, 'the vector leg contributed');
  });

  test('recall never crosses users, whatever the query', async () => {
    const aliceIds = new Set([runbook.id, canary.id, rotation.id]);
    const queries = [ROLLBACK_QUERY, 'React component re-renders parent state', 'canary rollout credentials rotation runbook React'];
    for (const q of queries) {
      const forAlice = await m.recall(ALICE, q, { includeInvalid: true, config: { relevanceFloor: 0 } });
      assert.ok(
        forAlice.every((h) => h.memory.userId === 'alice' && h.memory.id !== react.id),
        q,
      );
      const forBob = await m.recall(BOB, q, { includeInvalid: true, config: { relevanceFloor: 0 } });
      assert.ok(
        forBob.every((h) => h.memory.userId === 'bob' && !aliceIds.has(h.memory.id)),
        q,
      );
    }
    const bobReact = await m.recall(BOB, 'Why does my React component keep re-rendering?');
    assert.deepEqual(
      bobReact.map((h) => h.memory.id),
      [react.id],
    );
    // sanity: the unfiltered broad query does reach Alice's memories for Alice
    const broad = await m.recall(ALICE, 'canary rollout credentials rotation runbook React', { config: { relevanceFloor: 0 } });
    assert.equal(new Set(broad.map((h) => h.memory.id).filter((id) => aliceIds.has(id))).size, 3);
  });
});

describe('a correction supersedes', () => {
  let old: MemoryRecord;
  let current: MemoryRecord;
  const q = 'Which cloud region does the staging cluster run in?';

  before(async () => {
    old = await m.remember(ALICE, { content: 'The staging cluster runs in the eu-west-1 cloud region.', kind: 'fact' });
    ({ current } = await m.update(ALICE, old.id, 'The staging cluster runs in the eu-central-1 cloud region.', { reason: 'the cluster moved to Frankfurt' }));
  });

  test('the old fact is not recalled any more, the new one is', async () => {
    const ids = (await m.recall(ALICE, q)).map((h) => h.memory.id);
    assert.ok(ids.includes(current.id));
    assert.ok(!ids.includes(old.id));
  });

  test('includeInvalid still finds the old fact, marked as superseded', async () => {
    const hits = await m.recall(ALICE, q, { includeInvalid: true });
    const oldHit = hits.find((h) => h.memory.id === old.id);
    assert.ok(oldHit, 'old fact returned with includeInvalid');
    assert.equal(oldHit.memory.supersededBy, current.id);
    assert.equal(oldHit.memory.invalidationReason, 'the cluster moved to Frankfurt');
  });

  test('history of either id shows both memories with the reason', async () => {
    for (const id of [old.id, current.id]) {
      const h = await m.history(ALICE, id);
      const targets = new Set(h.map((e) => e.targetId));
      assert.ok(targets.has(old.id) && targets.has(current.id), `history of ${id}`);
      const supersede = h.find((e) => e.op === 'supersede');
      assert.ok(supersede);
      assert.equal(supersede.targetId, old.id);
      assert.equal(supersede.reason, 'the cluster moved to Frankfurt');
      assert.deepEqual(h.map((e) => e.op).sort(), ['create', 'create', 'supersede']);
    }
  });
});

describe('context within a budget', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  test('never exceeds the budget, counted with the real tokenizer', async () => {
    for (const budget of [1, 20, 60, 100, 150, 300, 1000]) {
      const ctx = await m.context(ALICE, ROLLBACK_QUERY, { budget });
      const parts = [ctx.stable.text, ctx.episodic.text].filter((t) => t !== '');
      const total = tok.count(parts.join('\n'));
      assert.ok(total <= budget, `budget ${budget}: ${total} tokens`);
      assert.ok(ctx.tokens <= budget, `budget ${budget}: reported ${ctx.tokens}`);
      assert.equal(ctx.episodic.tokens, tok.count(ctx.episodic.text));
      assert.equal(ctx.stable.tokens, tok.count(ctx.stable.text));
      assert.equal(ctx.budget, budget);
    }
  });

  test('tiny budgets pack what fits and skip the rest', async () => {
    const broad = 'staging deployment rollback, canary rollout and credentials rotation';
    const large = await m.context(ALICE, broad, { budget: 1000 });
    assert.ok(large.episodic.memoryIds.length >= 3, large.episodic.text);
    // the header (about 40 tokens) and one capped line fit in 80 tokens, not three lines
    const small = await m.context(ALICE, broad, { budget: 80, perMemoryTokens: 30 });
    assert.ok(small.tokens <= 80);
    assert.ok(small.episodic.memoryIds.length >= 1 && small.episodic.memoryIds.length < large.episodic.memoryIds.length, small.episodic.text);
    assert.ok(small.episodic.skippedIds.length >= 1);
    // 20 tokens do not even hold the header: nothing, rather than a block over budget
    const tiny = await m.context(ALICE, broad, { budget: 20 });
    assert.equal(tiny.episodic.text, '');
    assert.equal(tiny.tokens, 0);
    assert.deepEqual(tiny.episodic.memoryIds, []);
  });

  test('says the current instructions win and annotates each memory', async () => {
    const ctx = await m.context(ALICE, ROLLBACK_QUERY, { budget: 1000 });
    assert.ok(ctx.episodic.memoryIds.includes(runbook.id));
    assert.equal(ctx.episodic.memoryIds[0], runbook.id);
    assert.match(ctx.episodic.text, /current instructions win/);
    const line = ctx.episodic.text.split('\n').find((l) => l.includes('staging deployment runbook'));
    assert.ok(line, ctx.episodic.text);
    assert.ok(line.includes('episode'), line);
    assert.ok(line.includes(today()), line);
    assert.match(line, /confidence 0\.\d\d/);
    assert.ok(line.includes('user said'), line);
    // Bob's memory is nowhere
    assert.ok(!ctx.episodic.text.includes('React'));
    assert.ok(!ctx.stable.text.includes('React'));
  });

  test('included memories are touched; others are not', async () => {
    const before1 = await m.get(ALICE, runbook.id);
    const bobBefore = await m.get(BOB, react.id);
    assert.ok(before1 && bobBefore);
    const ctx = await m.context(ALICE, ROLLBACK_QUERY, { budget: 1000 });
    assert.ok(ctx.episodic.memoryIds.includes(runbook.id));
    const after1 = await m.get(ALICE, runbook.id);
    assert.equal(after1.accessCount, before1.accessCount + 1);
    assert.ok(after1.lastAccessedAt !== null);
    assert.ok((after1.lastAccessedAt?.getTime() ?? 0) >= (before1.lastAccessedAt?.getTime() ?? 0));
    const bobAfter = await m.get(BOB, react.id);
    assert.equal(bobAfter.accessCount, bobBefore.accessCount);
    // recall alone does not touch
    await m.recall(ALICE, ROLLBACK_QUERY);
    assert.equal((await m.get(ALICE, runbook.id)).accessCount, after1.accessCount);
  });

  test('an invalid budget is refused', async () => {
    await assert.rejects(
      m.context(ALICE, ROLLBACK_QUERY, { budget: 0 }),
      (e: unknown) => e instanceof Error && (e as { code?: string }).code === 'INVALID_INPUT',
    );
  });
});

describe('the stable block is frozen per session', () => {
  test('same text for the same session after a new preference; a new session sees it', async () => {
    const CAROL = { userId: 'carol' };
    await m.setProfile(CAROL, 'name', 'Carol');
    const first = await m.remember(CAROL, { content: 'The user prefers answers that include the exact shell commands.', kind: 'preference', importance: 0.8 });
    const s1 = { ...CAROL, sessionId: 'session-1' };
    const a = await m.context(s1, 'How do I roll back a deployment?', { budget: 500 });
    assert.equal(a.stable.frozen, false);
    assert.match(a.stable.text, /name: "Carol"/);
    assert.match(a.stable.text, /exact shell commands/);
    assert.match(a.stable.text, /current instructions win/);
    assert.ok(a.stable.memoryIds.includes(first.id));

    await m.remember(CAROL, { content: 'The user wants rollback instructions written as a numbered checklist.', kind: 'preference', importance: 0.9 });
    await m.setProfile(CAROL, 'team', 'platform');

    const b = await m.context(s1, 'Something else entirely about databases', { budget: 500 });
    assert.equal(b.stable.frozen, true);
    assert.equal(b.stable.text, a.stable.text);
    assert.ok(!b.stable.text.includes('numbered checklist'));
    // the preference in the frozen block counts as included: touched, and not repeated below
    assert.ok(b.stable.memoryIds.includes(first.id));
    assert.ok(!b.episodic.memoryIds.includes(first.id));

    const s2 = { ...CAROL, sessionId: 'session-2' };
    const c = await m.context(s2, 'How do I roll back a deployment?', { budget: 500 });
    assert.equal(c.stable.frozen, false);
    assert.match(c.stable.text, /numbered checklist/);
    assert.match(c.stable.text, /team: "platform/);
    assert.notEqual(c.stable.text, a.stable.text);

    // without a session nothing is frozen
    const d = await m.context(CAROL, 'How do I roll back a deployment?', { budget: 500 });
    assert.equal(d.stable.frozen, false);
    assert.match(d.stable.text, /numbered checklist/);
  });
});

describe('persistence across processes', () => {
  test('a child process opens the same file and recalls what this one wrote; and back', async () => {
    const script = join(dir, 'child.mts');
    const createUrl = pathToFileURL(join(ROOT, 'src', 'engine', 'create-mnemo.ts')).href;
    writeFileSync(
      script,
      `import { createMnemo } from ${JSON.stringify(createUrl)};
const m = await createMnemo({ db: process.argv[2], embedder: 'local' });
const alice = await m.recall({ userId: 'alice' }, ${JSON.stringify(ROLLBACK_QUERY)});
const bob = await m.recall({ userId: 'bob' }, ${JSON.stringify(ROLLBACK_QUERY)});
const written = await m.remember({ userId: 'alice' }, { content: 'Agreed that every rollback rehearsal on staging gets a written postmortem.', kind: 'episode' });
await m.close();
process.stdout.write(JSON.stringify({ alice: alice.map((h) => h.memory.id), bob: bob.map((h) => h.memory.id), written: written.id }));
`,
    );
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, dbPath], { cwd: ROOT, env: { ...process.env, MNEMO_EMBEDDER: '' } });
    const out = JSON.parse(stdout) as { alice: string[]; bob: string[]; written: string };
    assert.equal(out.alice[0], runbook.id);
    assert.ok(!out.alice.includes(react.id));
    assert.ok(out.bob.every((id) => id !== runbook.id && id !== canary.id && id !== rotation.id));

    // what the child wrote is visible here, through the still-open engine
    const seen = await m.get(ALICE, out.written);
    assert.match(seen.content, /postmortem/);
    const hits = await m.recall(ALICE, 'rollback rehearsal postmortem');
    assert.equal(hits[0]?.memory.id, out.written);
  });
});
