// Hostile input (issue 17 item 7): every public input is checked at the edge. Each case below is
// answered by a MnemoError with the expected code — never a raw TypeError, RangeError or ZodError,
// never a silent acceptance — and leaves the store as it was (the test compares what a user holds
// before and after each call).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError, type ErrorCode } from '../src/core/errors.js';
import type { Mnemo } from '../src/engine/mnemo.js';

const alice = { userId: 'alice' };
let dir: string;
let m: Mnemo;
let memoryId: string;
let sessionId: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-hostile-'));
  m = await createMnemo({ db: join(dir, 'h.db'), llm: null, writePath: { background: false } });
  memoryId = (await m.remember(alice, { content: 'The user lives in Lisbon.' })).id;
  sessionId = (await m.sessions.open(alice)).id;
});
after(async () => {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What alice holds: memories (all, with notes), history of the one memory, profile, events. */
async function state(): Promise<string> {
  const memories = await m.list(alice, { includeInvalid: true, limit: 1000 });
  const history = await m.history(alice, memoryId);
  const profile = await m.profile(alice);
  const events = await m.sessions.events(alice, sessionId, { limit: 1000 });
  return JSON.stringify([memories.map((r) => [r.id, r.content, r.notes, r.invalidatedAt]), history.length, profile, events.length]);
}

/** Asserts that `call` fails with `code` and changes nothing. */
async function refused(code: ErrorCode, call: () => unknown): Promise<void> {
  const before = await state();
  await assert.rejects(
    async () => call(),
    (e: unknown) => {
      assert.ok(MnemoError.isInstance(e), `a MnemoError, not ${String(e)}`);
      assert.equal(e.code, code, e.message);
      return true;
    },
  );
  assert.equal(await state(), before, 'nothing was written');
}

const circular: Record<string, unknown> = { a: 1 };
circular.self = circular;
let deep: Record<string, unknown> = {};
for (let i = 0; i < 5000; i++) deep = { d: deep };
const any = <T>(v: unknown): T => v as T;

describe('hostile input gets a coded error and writes nothing', () => {
  const cases: [string, ErrorCode, () => unknown][] = [
    ['get with a null id', 'INVALID_INPUT', () => m.get(alice, any(null))],
    ['get with an object id', 'INVALID_INPUT', () => m.get(alice, any({ id: 'x' }))],
    ['remember null', 'INVALID_INPUT', () => m.remember(alice, any(null))],
    ['remember a string', 'INVALID_INPUT', () => m.remember(alice, any('The user likes tea.'))],
    ['rememberMany with no list', 'INVALID_INPUT', () => m.rememberMany(alice, any({ content: 'x' }))],
    ['remember with no scope', 'SCOPE_REQUIRED', () => m.remember(any(null), { content: 'The user likes tea.' })],
    ['circular metadata', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', metadata: circular })],
    ['BigInt metadata', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', metadata: { n: 10n } })],
    ['metadata 5,000 deep', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', metadata: deep })],
    ['metadata holding a function', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', metadata: { f: () => 1 } })],
    ['metadata holding NaN', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', metadata: { n: Number.NaN } })],
    ['validFrom in year -271821', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', validFrom: new Date(-8.64e15) })],
    ['validFrom not a date', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', validFrom: new Date('x') })],
    ['expiresAt in year 200000', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', expiresAt: new Date(8.64e15) })],
    ['a 1 MB reason on remember', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', reason: 'x'.repeat(1_000_000) })],
    ['a 1 MB reason on update', 'INVALID_INPUT', () => m.update(alice, memoryId, 'The user lives in Porto.', { reason: 'x'.repeat(1_000_000) })],
    ['a 1 MB reason on note', 'INVALID_INPUT', () => m.note(alice, memoryId, 'Since 2020.', { reason: 'x'.repeat(1_000_000) })],
    ['a 1 MB reason on forget', 'INVALID_INPUT', () => m.forget(alice, memoryId, { reason: 'x'.repeat(1_000_000) })],
    ['a reason that is not text', 'INVALID_INPUT', () => m.forget(alice, memoryId, { reason: any(42) })],
    ['namespace ../x', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', namespace: '../x' })],
    ['namespace agent:..', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', namespace: 'agent:..' })],
    ['namespace with a slash', 'INVALID_INPUT', () => m.remember(alice, { content: 'The user likes tea.', namespace: 'a/b' })],
    ['profile key __proto__', 'INVALID_INPUT', () => m.setProfile(alice, '__proto__', 'x')],
    ['profile key constructor', 'INVALID_INPUT', () => m.setProfile(alice, 'constructor', 'x')],
    ['a circular profile value', 'INVALID_INPUT', () => m.setProfile(alice, 'pets', circular)],
    ['a BigInt profile value', 'INVALID_INPUT', () => m.setProfile(alice, 'age', 10n)],
    ['an undefined profile value', 'INVALID_INPUT', () => m.setProfile(alice, 'age', undefined)],
    ['recall with asOf as a string', 'INVALID_INPUT', () => m.recall(alice, 'Lisbon', { asOf: any('2026-01-01') })],
    ['recall with asOf an invalid date', 'INVALID_INPUT', () => m.recall(alice, 'Lisbon', { asOf: new Date('x') })],
    ['recall with legs bogus', 'INVALID_INPUT', () => m.recall(alice, 'Lisbon', { legs: any('bogus') })],
    ['recall with candidates -1', 'INVALID_INPUT', () => m.recall(alice, 'Lisbon', { config: any({ candidates: -1 }) })],
    ['recall with kinds bogus', 'INVALID_INPUT', () => m.recall(alice, 'Lisbon', { kinds: any(['bogus']) })],
    ['recall with null options', 'INVALID_INPUT', () => m.recall(alice, 'Lisbon', any(null))],
    ['list with limit NaN', 'INVALID_INPUT', () => m.list(alice, { limit: Number.NaN })],
    ['list with limit -1', 'INVALID_INPUT', () => m.list(alice, { limit: -1 })],
    ['list with offset 1.5', 'INVALID_INPUT', () => m.list(alice, { offset: 1.5 })],
    ['context with a NaN budget', 'INVALID_INPUT', () => m.context(alice, 'Lisbon', { budget: Number.NaN })],
    ['append with at as a string', 'INVALID_INPUT', () => m.sessions.append(alice, sessionId, [{ role: 'user', content: 'hi', at: any('2026') }])],
    [
      'append an event dated year 3000',
      'INVALID_INPUT',
      () => m.sessions.append(alice, sessionId, [{ role: 'user', content: 'hi', at: new Date('3000-01-01') }]),
    ],
    [
      'append an event with circular metadata',
      'INVALID_INPUT',
      () => m.sessions.append(alice, sessionId, [{ role: 'user', content: 'hi', metadata: circular }]),
    ],
    ['append a null event', 'INVALID_INPUT', () => m.sessions.append(alice, sessionId, [any(null)])],
    ['append no list', 'INVALID_INPUT', () => m.sessions.append(alice, sessionId, any({ role: 'user', content: 'hi' }))],
    [
      'a bad event after a good one stores neither',
      'INVALID_INPUT',
      () =>
        m.sessions.append(alice, sessionId, [
          { role: 'user', content: 'fine' },
          { role: 'user', content: 'hi', at: new Date(Number.NaN) },
        ]),
    ],
    ['applyCandidates with forget not a list', 'INVALID_INPUT', () => m.applyCandidates(alice, [], { forget: any('Lisbon') })],
  ];
  for (const [name, code, call] of cases) test(name, () => refused(code, call));

  test('an id the caller cannot read answers NOT_FOUND, like an unknown one (issue 17 item 10)', async () => {
    await m.grant({ agentId: 'planner', namespace: 'agent:planner', read: true, write: true });
    const planner = { userId: 'alice', agentId: 'planner' };
    const unknown = 'm_doesnotexist';
    for (const id of [memoryId, unknown]) {
      await refused('NOT_FOUND', () => m.get(planner, id));
      await refused('NOT_FOUND', () => m.history(planner, id));
      await refused('NOT_FOUND', () => m.forget(planner, id));
      await refused('NOT_FOUND', () => m.update(planner, id, 'The user lives in Porto.'));
      await refused('NOT_FOUND', () => m.note(planner, id, 'Since 2020.'));
      await refused('NOT_FOUND', () => m.admin.sources(planner, id));
    }
    // nor does it read the user's profile through its history
    await m.setProfile(alice, 'city', 'Lisbon');
    await refused('POLICY_DENIED', () => m.profileHistory(planner, 'city'));
  });

  test("another agent's memory answers NOT_FOUND with the very message of an unknown id", async () => {
    await m.grant({ agentId: 'planner', namespace: 'agent:planner', read: true, write: true });
    await m.grant({ agentId: 'scout', namespace: 'agent:scout', read: true, write: true });
    const scout = { userId: 'alice', agentId: 'scout' };
    const planner = { userId: 'alice', agentId: 'planner' };
    const theirs = await m.remember(scout, { content: 'The scout keeps its maps in the blue folder.' });
    assert.equal(theirs.namespace, 'agent:scout');
    const unknown = 'm_' + 'q'.repeat(theirs.id.length - 2);
    /** The error of a call, with the id it names replaced, so two answers compare whole. */
    const answer = async (id: string, call: (id: string) => Promise<unknown>): Promise<string> => {
      let message = '';
      await refused('NOT_FOUND', async () => {
        try {
          await call(id);
        } catch (e) {
          message = MnemoError.isInstance(e)
            ? `${e.code} ${e.category} ${e.retryable} ${e.message.replaceAll(id, '<id>')} ${JSON.stringify(e.details ?? null)}`
            : String(e);
          throw e;
        }
      });
      return message;
    };
    const calls: [string, (id: string) => Promise<unknown>][] = [
      ['get', (id) => m.get(planner, id)],
      ['history', (id) => m.history(planner, id)],
      ['forget', (id) => m.forget(planner, id)],
      ['update', (id) => m.update(planner, id, 'The maps are in the red folder.')],
      ['note', (id) => m.note(planner, id, 'Since spring.')],
      ['sources', (id) => m.admin.sources(planner, id)],
    ];
    for (const [name, call] of calls) assert.equal(await answer(theirs.id, call), await answer(unknown, call), name);
    const still = await m.get(scout, theirs.id);
    assert.deepEqual([still.content, still.notes, still.invalidatedAt], [theirs.content, [], null], "the scout's memory is as it was");
  });
});

describe('import: absurd vectors are refused, redacted memories re-embedded', () => {
  const exported = async (): Promise<Record<string, unknown>[]> => {
    const lines: Record<string, unknown>[] = [];
    for await (const l of m.admin.exportUser(alice)) lines.push(JSON.parse(l) as Record<string, unknown>);
    return lines;
  };
  const withVector = (line: Record<string, unknown>, value: number): Record<string, unknown> => {
    const v = new Float32Array(Buffer.from(line.embedding as string, 'base64').byteLength / 4).fill(value);
    return { ...line, id: `m_vec${value}`, embedding: Buffer.from(v.buffer).toString('base64') };
  };

  test('a NaN or 3e38 vector refuses the import, naming the line', async () => {
    const lines = await exported();
    const memory = lines.find((l) => l.type === 'memory');
    assert.ok(memory && typeof memory.embedding === 'string');
    for (const value of [Number.NaN, 3e38, Number.POSITIVE_INFINITY]) {
      const bad = [...lines, withVector(memory, value)].map((l) => JSON.stringify(l));
      await refused('INVALID_INPUT', () => m.admin.importLines(bad, { scope: { userId: 'vera' } }));
      assert.deepEqual(await m.list({ userId: 'vera' }, { includeInvalid: true }), []);
    }
  });

  test('a memory whose text was redacted gets a vector of the stored text, not the exported one', async () => {
    const lines = await exported();
    const memory = lines.find((l) => l.type === 'memory');
    assert.ok(memory);
    const key = ['sk', 'proj', 'Zq7Rt2Lp9Wm4Xv8Ns1Kd6Hf3Jc5'].join('-');
    const redacted = { ...memory, id: 'm_redacted', content: `The user keeps the deploy key ${key} in the team vault for the staging servers.` };
    const report = await m.admin.importLines(
      [...lines, redacted].map((l) => JSON.stringify(l)),
      { scope: { userId: 'wes' } },
    );
    assert.equal(report.reembedded, 1, 'only the redacted memory is embedded again');
    const stored = (await m.list({ userId: 'wes' })).find((r) => r.content.includes('[redacted'));
    assert.ok(stored && !stored.content.includes(key));
  });
});

describe('edges of the engine itself', () => {
  test('createMnemo on an impossible path is a coded error', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a directory');
    await assert.rejects(
      createMnemo({ db: join(file, 'sub', 'm.db'), llm: null }),
      (e: unknown) => MnemoError.isInstance(e) && ['CONFIG_INVALID', 'STORE_UNAVAILABLE', 'STORE_FAILED'].includes(e.code),
    );
    await assert.rejects(
      createMnemo({ db: any(42), llm: null }),
      (e: unknown) => MnemoError.isInstance(e) && ['CONFIG_INVALID', 'INVALID_INPUT'].includes(e.code),
    );
  });

  test('an invalid configuration is CONFIG_INVALID, not a ZodError', async () => {
    await assert.rejects(
      createMnemo({ db: join(dir, 'c.db'), llm: null, recall: any({ candidates: -1 }) }),
      (e: unknown) => MnemoError.isInstance(e) && e.code === 'CONFIG_INVALID',
    );
  });

  test('every call after close() is CLOSED', async () => {
    const closed = await createMnemo({ db: join(dir, 'closed.db'), llm: null, writePath: { background: false } });
    const r = await closed.remember(alice, { content: 'The user likes tea.' });
    const s = await closed.sessions.open(alice);
    await closed.close();
    await closed.close(); // closing twice is harmless
    const calls: (() => unknown)[] = [
      () => closed.remember(alice, { content: 'The user likes coffee.' }),
      () => closed.get(alice, r.id),
      () => closed.recall(alice, 'tea'),
      () => closed.list(alice),
      () => closed.profile(alice),
      () => closed.setProfile(alice, 'name', 'Alice'),
      () => closed.sessions.append(alice, s.id, [{ role: 'user', content: 'hi' }]),
      () => closed.sessions.open(alice),
      () => closed.admin.stats(),
      () => closed.flush(),
      () => closed.grants(),
    ];
    for (const call of calls)
      await assert.rejects(
        async () => call(),
        (e: unknown) => MnemoError.isInstance(e) && e.code === 'CLOSED',
      );
  });
});
