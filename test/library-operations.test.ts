/**
 * The library's operations end to end on a real SQLite file with the deterministic hashing
 * embedder: validation and guards, note / forget / update, point-in-time recall, expiry, erasure,
 * the profile, facts, the namespace policy (M16), embedder mismatch and re-embedding, export/import.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError, type ErrorCode } from '../src/core/errors.js';
import type { Mnemo } from '../src/engine/mnemo.js';

let dir: string;
let counter = 0;
const open: Mnemo[] = [];

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-ops-'));
});

after(async () => {
  for (const m of open) await m.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh store file. */
function freshPath(): string {
  counter += 1;
  return join(dir, `ops-${counter}.db`);
}

/** An engine on `path` (a fresh file by default), closed after all tests. */
async function engine(options: { path?: string; embedder?: string; now?: () => Date } = {}): Promise<Mnemo> {
  const m = await createMnemo({ db: options.path ?? freshPath(), embedder: options.embedder ?? 'hash', ...(options.now && { now: options.now }) });
  open.push(m);
  return m;
}

function isCode(code: ErrorCode) {
  return (e: unknown) => {
    assert.ok(MnemoError.isInstance(e), `expected a MnemoError, got ${String(e)}`);
    assert.equal(e.code, code, e.message);
    return true;
  };
}

async function collect(gen: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of gen) out.push(line);
  return out;
}

const ALICE = { userId: 'alice' };
const BOB = { userId: 'bob' };
const fakeKey = () => `${'sk' + '-proj-'}${'Zq7Rt2Lp9Wm4Xv8Ns1Kd6Hf3'}`;
const pem = () => `${['-----BEGIN', 'PRIVATE', 'KEY-----'].join(' ')}\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----`;

describe('remember: validation and guards', () => {
  test('bad input is refused with a typed error and nothing is stored', async () => {
    const m = await engine();
    await assert.rejects(m.remember(ALICE, { content: '' }), isCode('INVALID_INPUT'));
    await assert.rejects(m.remember(ALICE, { content: '   \n ' }), isCode('INVALID_INPUT'));
    await assert.rejects(m.remember(ALICE, { content: 'x '.repeat(1500) }), isCode('INVALID_INPUT'));
    await assert.rejects(m.remember(ALICE, { content: `My OpenAI key is ${fakeKey()}` }), isCode('SECRET_DETECTED'));
    await assert.rejects(m.remember(ALICE, { content: `Deploy key:\n${pem()}` }), isCode('SECRET_DETECTED'));
    await assert.rejects(m.remember(ALICE, { content: 'ok', importance: 3 }), isCode('INVALID_INPUT'));
    await assert.rejects(m.remember({ userId: '' }, { content: 'The user likes tea.' }), isCode('SCOPE_REQUIRED'));
    assert.equal((await m.list(ALICE, { includeInvalid: true })).length, 0);
    assert.equal((await m.admin.stats()).memories, 0);
  });

  test('the secret is not echoed in the error message', async () => {
    const m = await engine();
    const key = fakeKey();
    await assert.rejects(m.remember(ALICE, { content: `key ${key}` }), (e: unknown) => MnemoError.isInstance(e) && !e.message.includes(key));
  });

  test('one bad item in a batch stores none of the batch', async () => {
    const m = await engine();
    await assert.rejects(
      m.rememberMany(ALICE, [{ content: 'The user likes tea.' }, { content: `token ${fakeKey()}` }, { content: 'The user lives in Lisbon.' }]),
      isCode('SECRET_DETECTED'),
    );
    assert.equal((await m.list(ALICE, { includeInvalid: true })).length, 0);
  });

  test('a valid memory is stored with its defaults and a create history entry', async () => {
    const m = await engine();
    const r = await m.remember(ALICE, { content: '  The user  prefers tea over coffee. ', kind: 'preference', importance: 0.7, reason: 'said so' });
    assert.equal(r.content, 'The user prefers tea over coffee.');
    assert.equal(r.namespace, 'user');
    assert.equal(r.source.type, 'user_explicit');
    assert.equal(r.embeddingModel, 'mnemo/hash-256');
    const got = await m.get(ALICE, r.id);
    assert.equal(got.content, r.content);
    assert.equal(got.importance, 0.7);
    const h = await m.history(ALICE, r.id);
    assert.equal(h.length, 1);
    assert.equal(h[0]?.op, 'create');
    // consolidation's verdict, then the caller's reason (remember consolidates, issue 22)
    assert.equal(h[0]?.reason, 'novel (nothing similar stored); said so');
    // isolation by construction: Bob cannot even see that the id exists
    await assert.rejects(m.get(BOB, r.id), isCode('NOT_FOUND'));
    assert.deepEqual(await m.recall(BOB, 'tea coffee'), []);
  });
});

describe('note, forget, update', () => {
  test('a note keeps the id and makes the memory findable by the note', async () => {
    const m = await engine();
    const r = await m.remember(ALICE, { content: 'The user’s main editor is Neovim.' });
    await m.remember(ALICE, { content: 'The user has a cat called Miso.' });
    assert.equal((await m.recall(ALICE, 'Helix', { legs: 'keyword' })).length, 0);
    const noted = await m.note(ALICE, r.id, 'They are trying Helix since January.');
    assert.equal(noted.id, r.id);
    const hits = await m.recall(ALICE, 'Helix');
    assert.equal(hits[0]?.memory.id, r.id);
    assert.deepEqual(hits[0]?.memory.notes, ['They are trying Helix since January.']);
    assert.equal((await m.list(ALICE)).length, 2);
    assert.deepEqual(
      (await m.history(ALICE, r.id)).map((h) => h.op),
      ['create', 'note'],
    );
  });

  test('forget hides from recall and list, but keeps history and include-invalid reads', async () => {
    const m = await engine();
    const r = await m.remember(ALICE, { content: 'The user is training for the Berlin marathon.' });
    assert.equal((await m.recall(ALICE, 'marathon training'))[0]?.memory.id, r.id);
    const out = await m.forget(ALICE, r.id, { reason: 'no longer true' });
    assert.equal(out.alreadyForgotten, false);
    assert.deepEqual(await m.recall(ALICE, 'marathon training'), []);
    assert.deepEqual(await m.list(ALICE), []);
    assert.equal((await m.list(ALICE, { includeInvalid: true }))[0]?.id, r.id);
    assert.equal((await m.recall(ALICE, 'marathon training', { includeInvalid: true }))[0]?.memory.id, r.id);
    const h = await m.history(ALICE, r.id);
    assert.deepEqual(
      h.map((x) => x.op),
      ['create', 'invalidate'],
    );
    assert.equal(h[1]?.reason, 'no longer true');
    assert.equal((await m.forget(ALICE, r.id)).alreadyForgotten, true);
    await assert.rejects(m.forget(BOB, r.id), isCode('NOT_FOUND'));
  });

  test('update supersedes: the old one is kept, linked and no longer recalled', async () => {
    const m = await engine();
    const old = await m.remember(ALICE, { content: 'The user lives in Porto.' });
    const { previous, current } = await m.update(ALICE, old.id, 'The user lives in Lisbon.', { reason: 'moved in May' });
    assert.notEqual(current.id, old.id);
    assert.equal(previous.supersededBy, current.id);
    const hits = await m.recall(ALICE, 'where does the user live');
    assert.deepEqual(
      hits.map((h) => h.memory.id),
      [current.id],
    );
    await assert.rejects(m.update(ALICE, old.id, 'The user lives in Faro.'), isCode('SUPERSEDED'));
  });
});

describe('time: asOf and expiry', () => {
  test('asOf recalls what was valid at that instant', async () => {
    let clock = new Date('2024-01-10T00:00:00Z');
    const m = await engine({ now: () => clock });
    const old = await m.remember(ALICE, { content: 'The user works at Initech as a backend engineer.' });
    clock = new Date('2024-06-01T00:00:00Z');
    const { current } = await m.update(ALICE, old.id, 'The user works at Globex as a backend engineer.', { reason: 'changed jobs' });
    clock = new Date('2024-07-01T00:00:00Z');
    const q = 'where does the user work as a backend engineer';
    assert.deepEqual(
      (await m.recall(ALICE, q)).map((r) => r.memory.id),
      [current.id],
    );
    assert.deepEqual(
      (await m.recall(ALICE, q, { asOf: new Date('2024-03-01T00:00:00Z') })).map((r) => r.memory.id),
      [old.id],
    );
    assert.deepEqual(await m.recall(ALICE, q, { asOf: new Date('2023-12-01T00:00:00Z') }), []);
    const both = (await m.recall(ALICE, q, { includeInvalid: true })).map((r) => r.memory.id).sort();
    assert.deepEqual(both, [old.id, current.id].sort());
  });

  test('a memory past its expiry is not recalled or listed; a future expiry is', async () => {
    const m = await engine();
    const expired = await m.remember(ALICE, {
      content: 'The user is at the Kubernetes conference in Paris this week.',
      expiresAt: new Date(Date.now() - 60_000),
    });
    const live = await m.remember(ALICE, { content: 'The user is at the Kubernetes meetup in Lyon next week.', expiresAt: new Date(Date.now() + 86_400_000) });
    const ids = (await m.recall(ALICE, 'Kubernetes conference')).map((r) => r.memory.id);
    assert.deepEqual(ids, [live.id]);
    assert.deepEqual(
      (await m.list(ALICE)).map((r) => r.id),
      [live.id],
    );
    assert.ok((await m.recall(ALICE, 'Kubernetes conference', { includeInvalid: true })).some((r) => r.memory.id === expired.id));
  });
});

describe('erase', () => {
  test('erase removes everything of that user and only that user', async () => {
    const m = await engine();
    await m.remember(ALICE, { content: 'The user plays the cello.' });
    const a2 = await m.remember(ALICE, { content: 'The user has two daughters.' });
    await m.forget(ALICE, a2.id);
    await m.setProfile(ALICE, 'name', 'Alice');
    const b = await m.remember(BOB, { content: 'The user plays the cello in an orchestra.' });
    await m.setProfile(BOB, 'name', 'Bob');

    const report = await m.erase(ALICE);
    assert.equal(report.memories, 3, 'two memories and the name field’s fact memory');
    assert.ok(report.history >= 3);
    assert.equal(report.profile, 1);
    assert.deepEqual(await m.list(ALICE, { includeInvalid: true }), []);
    assert.deepEqual(await m.profile(ALICE), []);
    assert.deepEqual(await m.history(ALICE, a2.id).catch((e: unknown) => (MnemoError.isInstance(e) ? e.code : e)), 'NOT_FOUND');

    assert.deepEqual(
      (await m.recall(BOB, 'cello')).map((r) => r.memory.id),
      [b.id],
    );
    assert.equal((await m.profile(BOB))[0]?.value, 'Bob');
    assert.equal((await m.history(BOB, b.id)).length, 1);
  });

  test('an agent cannot erase a user', async () => {
    const m = await engine();
    await m.grant({ agentId: 'helper', namespace: 'agent:helper', read: true, write: true });
    await assert.rejects(m.erase({ userId: 'alice', agentId: 'helper' }), isCode('POLICY_DENIED'));
  });
});

describe('profile and facts', () => {
  test('set, overwrite and unset a profile field, with history', async () => {
    const m = await engine();
    await m.setProfile(ALICE, 'name', 'Alice');
    await m.setProfile(ALICE, 'Focus', ['observability', 'deployments'], { reason: 'from onboarding' });
    await m.setProfile(ALICE, 'name', 'Alice Liddell', { reason: 'full name' });
    const p = await m.profile(ALICE);
    assert.deepEqual(Object.fromEntries(p.map((e) => [e.key, e.value])), { name: 'Alice Liddell', focus: ['observability', 'deployments'] });
    assert.equal(await m.unsetProfile(ALICE, 'name'), true);
    assert.equal(await m.unsetProfile(ALICE, 'name'), false);
    assert.deepEqual(
      (await m.profile(ALICE)).map((e) => e.key),
      ['focus'],
    );
    const h = await m.profileHistory(ALICE, 'name');
    assert.deepEqual(
      h.map((x) => [x.op, x.oldValue, x.newValue]),
      [
        ['set', null, 'Alice'],
        ['set', 'Alice', 'Alice Liddell'],
        ['unset', 'Alice Liddell', null],
      ],
    );
    assert.equal(h[1]?.reason, 'full name');
    assert.deepEqual(await m.profile(BOB), []);
    await assert.rejects(m.setProfile(ALICE, '9 bad key', 'x'), isCode('INVALID_INPUT'));
    await assert.rejects(m.setProfile(ALICE, 'api', `${fakeKey()}`), isCode('SECRET_DETECTED'));
  });

  test('facts by subject, predicate and object', async () => {
    const m = await engine();
    await m.rememberMany(ALICE, [
      { content: 'The user works with Carol on the billing service.', triple: { subject: 'user', predicate: 'works_with', object: 'Carol' } },
      { content: 'The user works with Dave on the data platform.', triple: { subject: 'user', predicate: 'works_with', object: 'Dave' } },
      { content: 'The user lives in Lisbon.', triple: { subject: 'user', predicate: 'lives_in', object: 'Lisbon' } },
      { content: 'Carol leads the billing team.', triple: { subject: 'Carol', predicate: 'leads', object: 'billing team' } },
      { content: 'The user likes jazz.' },
    ]);
    await m.remember(BOB, { content: 'The user works with Erin.', triple: { subject: 'user', predicate: 'works_with', object: 'Erin' } });
    const objects = (await m.facts(ALICE, { predicate: 'works_with' })).map((r) => r.triple?.object).sort();
    assert.deepEqual(objects, ['Carol', 'Dave']);
    // "The user likes jazz." is read as a preference fact too (remember consolidates, issue 22)
    assert.equal((await m.facts(ALICE, { subject: 'user' })).length, 4);
    // lives_in is an alias of location: found by either name
    assert.equal((await m.facts(ALICE, { subject: 'USER', predicate: 'lives_in' }))[0]?.triple?.object, 'Lisbon');
    assert.equal((await m.facts(ALICE, { predicate: 'location' }))[0]?.triple?.object, 'Lisbon');
    assert.deepEqual(
      (await m.facts(ALICE, { object: 'carol' })).map((r) => r.content),
      ['The user works with Carol on the billing service.'],
    );
    assert.equal((await m.facts(ALICE)).length, 5);
    // a forgotten fact is not returned unless asked for
    const dave = (await m.facts(ALICE, { object: 'Dave' }))[0];
    assert.ok(dave);
    await m.forget(ALICE, dave.id);
    assert.deepEqual(
      (await m.facts(ALICE, { predicate: 'works_with' })).map((r) => r.triple?.object),
      ['Carol'],
    );
    assert.equal((await m.facts(ALICE, { predicate: 'works_with', includeInvalid: true })).length, 2);
  });
});

describe('namespace policy (M16)', () => {
  test('an unknown agent fails loudly', async () => {
    const m = await engine();
    await m.remember(ALICE, { content: 'The user likes tea.' });
    const ghost = { userId: 'alice', agentId: 'ghost' };
    await assert.rejects(m.remember(ghost, { content: 'The user likes coffee.' }), isCode('UNKNOWN_AGENT'));
    await assert.rejects(m.recall(ghost, 'tea'), isCode('UNKNOWN_AGENT'));
    await assert.rejects(m.list(ghost), isCode('UNKNOWN_AGENT'));
  });

  test('grants decide where an agent writes and what it reads', async () => {
    const m = await engine();
    const userMemory = await m.remember(ALICE, { content: 'The user is allergic to peanuts.' });
    await m.setProfile(ALICE, 'name', 'Alice');
    await m.grant({ agentId: 'planner', namespace: 'agent:planner', read: true, write: true });
    const planner = { userId: 'alice', agentId: 'planner' };

    const own = await m.remember(planner, { content: 'The planner suggested peanut-free restaurants for the user.' });
    assert.equal(own.namespace, 'agent:planner');
    assert.equal(own.source.type, 'agent');
    await assert.rejects(m.remember(planner, { content: 'The user is allergic to shellfish.', namespace: 'user' }), isCode('POLICY_DENIED'));
    await assert.rejects(m.remember(planner, { content: 'Shared note about peanuts.', namespace: 'team' }), isCode('POLICY_DENIED'));
    await assert.rejects(m.setProfile(planner, 'name', 'Mallory'), isCode('POLICY_DENIED'));
    // an id the agent may not read answers as an unknown one: it does not learn that the id exists
    await assert.rejects(m.forget(planner, userMemory.id), isCode('NOT_FOUND'));

    // no read grant on `user`: the agent does not see the user's memories or profile
    assert.deepEqual(
      (await m.recall(planner, 'peanuts allergic')).map((r) => r.memory.id),
      [own.id],
    );
    assert.deepEqual(
      (await m.list(planner)).map((r) => r.id),
      [own.id],
    );
    await assert.rejects(m.get(planner, userMemory.id), isCode('NOT_FOUND'));
    await assert.rejects(m.profile(planner), isCode('POLICY_DENIED'));
    const ctx = await m.context(planner, 'peanuts', { budget: 500 });
    assert.ok(!ctx.stable.text.includes('Alice'));
    assert.ok(!ctx.episodic.text.includes('allergic to peanuts'));
    // not even through a stable block the user froze for the same session
    const userCtx = await m.context({ ...ALICE, sessionId: 'sess-1' }, 'peanuts', { budget: 500 });
    assert.match(userCtx.stable.text, /name: "Alice"/);
    const agentCtx = await m.context({ ...planner, sessionId: 'sess-1' }, 'peanuts', { budget: 500 });
    assert.ok(!agentCtx.stable.text.includes('Alice'), agentCtx.stable.text);
    assert.ok(!agentCtx.episodic.text.includes('allergic to peanuts'));

    // the user sees everything of their own
    assert.equal((await m.recall(ALICE, 'peanuts allergic')).length, 2);

    // a read grant on `user` lets it read, but never write, the user namespace
    await m.grant({ agentId: 'planner', namespace: 'user', read: true, write: true });
    assert.ok((await m.recall(planner, 'peanuts allergic')).some((r) => r.memory.id === userMemory.id));
    await assert.rejects(m.remember(planner, { content: 'The user is allergic to shellfish.', namespace: 'user' }), isCode('POLICY_DENIED'));

    await m.revoke({ agentId: 'planner', namespace: 'user' });
    assert.deepEqual(
      (await m.recall(planner, 'peanuts allergic')).map((r) => r.memory.id),
      [own.id],
    );
    assert.deepEqual(
      (await m.grants('default', 'planner')).map((g) => g.namespace),
      ['agent:planner'],
    );
  });

  test('another tenant’s grants do not apply', async () => {
    const m = await engine();
    await m.grant({ tenantId: 'acme', agentId: 'planner', namespace: 'agent:planner', read: true, write: true });
    await assert.rejects(m.remember({ userId: 'alice', agentId: 'planner' }, { content: 'Note.' }), isCode('UNKNOWN_AGENT'));
    const r = await m.remember({ tenantId: 'acme', userId: 'alice', agentId: 'planner' }, { content: 'The planner booked a table.' });
    assert.equal(r.tenantId, 'acme');
    assert.deepEqual(await m.list(ALICE, { includeInvalid: true }), []);
  });
});

describe('embedder space: mismatch and re-embedding', () => {
  test('a store written with one embedder refuses another until re-embedded', async () => {
    const path = freshPath();
    const first = await engine({ path });
    const a = await first.remember(ALICE, { content: 'The user maintains the staging deployment runbook.' });
    await first.remember(BOB, { content: 'The user is learning React hooks.' });
    await first.close();

    const other = await engine({ path, embedder: 'hash:64' });
    await assert.rejects(other.recall(ALICE, 'deployment runbook'), (e: unknown) => {
      assert.ok(MnemoError.isInstance(e));
      assert.equal(e.code, 'EMBEDDER_MISMATCH');
      assert.match(e.message, /reembed/);
      assert.match(e.message, /hash-256/);
      assert.match(e.message, /hash-64/);
      return true;
    });
    await assert.rejects(other.remember(ALICE, { content: 'The user likes tea.' }), isCode('EMBEDDER_MISMATCH'));

    const report = await other.admin.reembed();
    assert.equal(report.reembedded, 2);
    assert.equal(report.from, 'mnemo/hash-256');
    assert.equal(report.to, 'mnemo/hash-64');
    const hits = await other.recall(ALICE, 'deployment runbook', { legs: 'vector' });
    assert.equal(hits[0]?.memory.id, a.id);
    const exported = (await collect(other.admin.exportUser(ALICE))).map((l) => JSON.parse(l) as { id?: string; embedding?: string });
    assert.equal(Buffer.from(exported.find((l) => l.id === a.id)?.embedding ?? '', 'base64').byteLength, 64 * 4, 'the stored vector has the new dimensions');
    await other.remember(ALICE, { content: 'The user likes tea.' });
    // running it again has nothing left to do
    assert.equal((await other.admin.reembed()).reembedded, 0);
    await other.close();

    // and now the old embedder is the one refused
    const back = await engine({ path });
    await assert.rejects(back.recall(ALICE, 'runbook'), isCode('EMBEDDER_MISMATCH'));
  });
});

describe('export and import', () => {
  test('round trip into another user keeps memories, content, history and profile', async () => {
    const m = await engine();
    const old = await m.remember(ALICE, { content: 'The user’s team deploys on Thursdays.', kind: 'fact', importance: 0.6 });
    const { current } = await m.update(ALICE, old.id, 'The user’s team deploys on Tuesdays.', { reason: 'schedule changed' });
    const noted = await m.remember(ALICE, { content: 'The user prefers short answers.', kind: 'preference' });
    await m.note(ALICE, noted.id, 'Except for architecture questions.');
    const gone = await m.remember(ALICE, { content: 'The user is on call this week.' });
    await m.forget(ALICE, gone.id);
    await m.setProfile(ALICE, 'name', 'Alice'); // and its fact memory

    const lines = await collect(m.admin.exportUser(ALICE));
    const types = lines.map((l) => (JSON.parse(l) as { type: string }).type);
    assert.equal(types[0], 'header');
    assert.equal(types.filter((t) => t === 'memory').length, 5);

    const report = await m.admin.importLines(lines, { scope: { userId: 'carol' } });
    assert.equal(report.memories, 5);
    assert.equal(report.skipped, 0);
    assert.equal(report.reembedded, 0);
    // name, and the preference read from "The user prefers short answers." (remember consolidates, issue 22)
    assert.equal(report.profile, 2);
    assert.ok(report.history >= 6);

    const CAROL = { userId: 'carol' };
    const mine = await m.list(ALICE, { includeInvalid: true });
    const theirs = await m.list(CAROL, { includeInvalid: true });
    assert.deepEqual(theirs.map((r) => r.content).sort(), mine.map((r) => r.content).sort());
    assert.equal((await m.list(CAROL)).length, 3);
    assert.ok(theirs.every((r) => r.userId === 'carol' && !mine.some((x) => x.id === r.id)));
    const copiedCurrent = theirs.find((r) => r.content === current.content);
    const copiedOld = theirs.find((r) => r.content === old.content);
    assert.ok(copiedCurrent && copiedOld);
    assert.equal(copiedOld.supersededBy, copiedCurrent.id);
    assert.equal(copiedOld.invalidationReason, 'schedule changed');
    const h = await m.history(CAROL, copiedCurrent.id);
    assert.deepEqual(h.map((x) => x.op).sort(), ['create', 'create', 'supersede']);
    assert.ok(h.every((x) => x.userId === 'carol'));
    assert.deepEqual(theirs.find((r) => r.content === noted.content)?.notes, ['Except for architecture questions.']);
    assert.equal((await m.profile(CAROL))[0]?.value, 'Alice');
    assert.equal((await m.profileHistory(CAROL, 'name')).length, 1);

    // recall works on the copy and does not cross users
    const hits = await m.recall(CAROL, 'when does the team deploy');
    assert.deepEqual(
      hits.map((r) => r.memory.content),
      [current.content],
    );

    // re-importing into the same user is a no-op
    const again = await m.admin.importLines(lines);
    assert.equal(again.memories, 0);
    assert.equal(again.skipped, 5);
    assert.equal((await m.list(ALICE, { includeInvalid: true })).length, 5);
  });

  test('a malformed line rejects the whole import and writes nothing', async () => {
    const m = await engine();
    await m.remember(ALICE, { content: 'The user collects vinyl records.' });
    await m.remember(ALICE, { content: 'The user runs a book club.' });
    const lines = await collect(m.admin.exportUser(ALICE));
    const DAVE = { userId: 'dave' };

    const notJson = [...lines.slice(0, 2), '{"type": "memory", "content": ', ...lines.slice(2)];
    await assert.rejects(
      m.admin.importLines(notJson, { scope: DAVE }),
      (e: unknown) => MnemoError.isInstance(e) && e.code === 'INVALID_INPUT' && /line 3/.test(e.message),
    );
    const wrongShape = [...lines, JSON.stringify({ type: 'memory', id: 'm_x', kind: 'gossip', content: 'x', createdAt: 'yesterday' })];
    await assert.rejects(m.admin.importLines(wrongShape, { scope: DAVE }), isCode('INVALID_INPUT'));
    const secret = [...lines, JSON.stringify({ type: 'memory', id: 'm_y', kind: 'fact', content: `key ${fakeKey()}`, createdAt: new Date().toISOString() })];
    await assert.rejects(m.admin.importLines(secret, { scope: DAVE }), isCode('SECRET_DETECTED'));

    assert.deepEqual(await m.list(DAVE, { includeInvalid: true }), []);
    assert.deepEqual(await m.profile(DAVE), []);
    assert.equal((await m.admin.scopes()).filter((s) => s.userId === 'dave').length, 0);
  });
});

describe('import: idempotent into any user, guarded like remember, sessions carried', () => {
  const CAROL = { userId: 'carol' };
  const memoryLine = (fields: Record<string, unknown>) =>
    JSON.stringify({ type: 'memory', id: 'm_extra', kind: 'fact', content: 'The user sails on weekends.', createdAt: new Date().toISOString(), ...fields });

  test('importing into another user twice adds nothing the second time', async () => {
    const m = await engine();
    const old = await m.remember(ALICE, { content: 'The user’s team deploys on Thursdays.' });
    await m.update(ALICE, old.id, 'The user’s team deploys on Tuesdays.', { reason: 'schedule changed' });
    await m.setProfile(ALICE, 'name', 'Alice');
    const lines = await collect(m.admin.exportUser(ALICE));

    const first = await m.admin.importLines(lines, { scope: CAROL });
    // the superseded version, its replacement, and the fact memory that holds the name field
    assert.equal(first.memories, 3);
    const counts = async () => ({
      memories: (await m.list(CAROL, { includeInvalid: true })).length,
      profileHistory: (await m.profileHistory(CAROL, 'name')).length,
      stats: (await m.admin.stats()).history,
    });
    const before = await counts();
    const second = await m.admin.importLines(lines, { scope: CAROL });
    assert.deepEqual({ ...second }, { memories: 0, skipped: 3, reembedded: 0, history: 0, profile: 0, sessions: 0, events: 0, flagged: 0 });
    assert.deepEqual(await counts(), before);
    // a third user gets their own copy, with their own ids
    const third = await m.admin.importLines(lines, { scope: { userId: 'dora' } });
    assert.equal(third.memories, 3);
    const ids = new Set((await m.list(CAROL, { includeInvalid: true })).map((r) => r.id));
    assert.ok((await m.list({ userId: 'dora' }, { includeInvalid: true })).every((r) => !ids.has(r.id)));
  });

  test('no secret enters through a note, a profile value, a history value, a reason or a session', async () => {
    const m = await engine();
    await m.remember(ALICE, { content: 'The user collects vinyl records.' });
    const lines = await collect(m.admin.exportUser(ALICE));
    const now = new Date().toISOString();
    const attempts = [
      memoryLine({ notes: [`the key is ${fakeKey()} and it opens the staging bucket`] }),
      memoryLine({ invalidationReason: `rotated ${fakeKey()}`, invalidatedAt: now }),
      memoryLine({ triple: { subject: 'user', predicate: 'has key', object: fakeKey() } }),
      memoryLine({ metadata: { context: `earlier: ${fakeKey()}`, [fakeKey()]: 1 } }),
      memoryLine({ source: { type: 'import', id: fakeKey() } }),
      `${memoryLine({})}\n${JSON.stringify({ type: 'source', memoryId: 'm_extra', source: { type: 'tool', id: `run ${fakeKey()}` } })}`,
      JSON.stringify({ type: 'profile', key: 'token', value: fakeKey(), source: 'user_explicit', updatedAt: now }),
      JSON.stringify({ type: 'profile', key: 'keys', value: { list: [fakeKey()] }, source: 'user_explicit', updatedAt: now }),
      JSON.stringify({
        type: 'history',
        id: 'h_x',
        targetKind: 'profile',
        targetId: 'token',
        op: 'set',
        actor: { type: 'user', id: 'alice' },
        oldValue: null,
        newValue: fakeKey(),
        reason: null,
        at: now,
      }),
      JSON.stringify({
        type: 'history',
        id: 'h_y',
        targetKind: 'profile',
        targetId: 'name',
        op: 'set',
        actor: { type: 'user', id: 'alice' },
        oldValue: null,
        newValue: 'A',
        reason: `because ${fakeKey()}`,
        at: now,
      }),
    ];
    // Each line is refused (a text that is little more than a secret) or stored redacted: the
    // user's export, which carries every stored field, holds no key either way.
    for (const [i, bad] of attempts.entries()) {
      const user = { userId: `carol${i}` };
      try {
        await m.admin.importLines([...lines, ...bad.split('\n')], { scope: user });
      } catch (e) {
        assert.ok(MnemoError.isInstance(e) && e.code === 'SECRET_DETECTED', `line ${i}: ${String(e)}`);
        assert.deepEqual(await m.list(user, { includeInvalid: true }), []);
        continue;
      }
      const exported = (await collect(m.admin.exportUser(user))).join('\n');
      assert.ok(!exported.includes(fakeKey()), `line ${i} stored the key`);
      assert.match(exported, /redacted/, `line ${i}`);
    }

    // a session event is redacted, as the live session log does
    const session = JSON.stringify({ type: 'session', id: 's_1', agentId: null, startedAt: now, endedAt: now, endReason: 'ended', watermark: 1, summary: '' });
    const event = JSON.stringify({
      type: 'event',
      sessionId: 's_1',
      seq: 1,
      role: 'user',
      content: `my key is ${fakeKey()}`,
      name: null,
      at: now,
      metadata: {},
    });
    const report = await m.admin.importLines([...lines, session, event], { scope: CAROL });
    assert.equal(report.events, 1);
    const [s] = await m.sessions.list(CAROL);
    assert.ok(s);
    const [stored] = await m.sessions.events(CAROL, s.id);
    assert.ok(stored && !stored.content.includes(fakeKey()) && /redacted/i.test(stored.content), stored?.content);
  });

  test('the namespace policy applies to the party importing', async () => {
    const m = await engine();
    await m.remember(ALICE, { content: 'The user collects vinyl records.' });
    const lines = await collect(m.admin.exportUser(ALICE));
    await assert.rejects(m.admin.importLines(lines, { scope: { userId: 'erin', agentId: 'stranger' } }), isCode('UNKNOWN_AGENT'));
    await m.grant({ agentId: 'writer', namespace: 'agent:writer', read: true, write: true });
    await assert.rejects(m.admin.importLines(lines, { scope: { userId: 'erin', agentId: 'writer' } }), isCode('POLICY_DENIED'));
    assert.equal((await m.admin.scopes()).filter((s) => s.userId === 'erin').length, 0);
    // and an agent cannot export the user's memory at all
    assert.throws(() => m.admin.exportUser({ ...ALICE, agentId: 'writer' }), isCode('POLICY_DENIED'));
  });

  test('sessions and their events travel with an export and are not extracted again', async () => {
    const m = await createMnemo({ db: freshPath(), embedder: 'hash', llm: null, writePath: { background: false } });
    open.push(m);
    const s = await m.sessions.open(ALICE);
    await m.sessions.append(ALICE, s.id, [
      { role: 'user', content: 'I work on the platform team.' },
      { role: 'assistant', content: 'Noted.' },
    ]);
    await m.flush();
    const lines = await collect(m.admin.exportUser(ALICE));
    assert.ok(lines.some((l) => (JSON.parse(l) as { type: string }).type === 'session'));

    const report = await m.admin.importLines(lines, { scope: CAROL });
    assert.equal(report.sessions, 1);
    assert.equal(report.events, 2);
    const [copied] = await m.sessions.list(CAROL);
    assert.ok(copied);
    assert.notEqual(copied.id, s.id);
    assert.equal(copied.eventCount, 2);
    const original = await m.sessions.get(ALICE, s.id);
    assert.equal(copied.watermark, original.watermark, 'what was extracted before stays extracted');
    assert.deepEqual(
      (await m.sessions.events(CAROL, copied.id)).map((e) => e.content),
      ['I work on the platform team.', 'Noted.'],
    );
    assert.equal((await m.flush()).done, 0, 'no extraction job for imported turns');

    const again = await m.admin.importLines(lines, { scope: CAROL });
    assert.equal(again.sessions, 0);
    assert.equal((await m.sessions.list(CAROL)).length, 1);
  });
});

describe('a refused assistant turn writes nothing', () => {
  test('an oversize or empty message is refused before a session is opened or a job queued', async () => {
    const { Assistant } = await import('../src/surfaces/assistant/index.js');
    const m = await createMnemo({ db: freshPath(), embedder: 'hash', llm: null, writePath: { background: false } });
    open.push(m);
    const assistant = new Assistant(m);
    await assert.rejects(assistant.turn(ALICE, 'x'.repeat(60_000)), isCode('INVALID_INPUT'));
    await assert.rejects(assistant.turn(ALICE, '   '), isCode('INVALID_INPUT'));
    await assert.rejects(assistant.turn(ALICE, 'hello', { budget: 0 }), isCode('INVALID_INPUT'));
    assert.deepEqual(await m.sessions.list(ALICE), []);
    assert.deepEqual(await m.admin.jobs({ statuses: ['pending', 'running', 'done', 'failed'] }), []);
    // the same message within the limit is answered and logged
    const ok = await assistant.turn(ALICE, 'Hi, I am Alice.');
    assert.equal((await m.sessions.get(ALICE, ok.sessionId)).eventCount, 2);
  });
});

describe('typed job payloads', () => {
  test('a stored job whose payload does not fit its type fails with a clear error instead of running on defaults', async () => {
    const { createSqliteStore } = await import('../src/storage/sqlite/index.js');
    const path = freshPath();
    const store = createSqliteStore({ path });
    await store.migrate();
    const at = new Date();
    await store.enqueueJob({
      id: 'j_broken',
      tenantId: 'default',
      userId: 'alice',
      type: 'extract',
      payload: { session: 's_1' },
      key: null,
      maxAttempts: 3,
      runAt: at,
      createdAt: at,
    });
    await store.close();
    const m = await createMnemo({ db: path, embedder: 'hash', llm: null, writePath: { background: false } });
    open.push(m);
    assert.equal((await m.worker.runOnce()).failed, 1);
    const [job] = await m.admin.jobs({ statuses: ['failed'] });
    assert.equal(job?.id, 'j_broken');
    assert.match(job?.lastError ?? '', /STORE_CORRUPT: .*invalid payload \(sessionId/);
  });
});
