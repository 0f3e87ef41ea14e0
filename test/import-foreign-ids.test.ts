// Issue 17 item 10, the import half: an import whose ids another user, tenant or agent holds answers
// exactly as for unknown ids — the same report, the same error text — imports everything (with its
// history and correction chains) under ids of its own, and leaves the other party's memory as it was.
// On a SQLite file and on the Debian PostgreSQL server the test starts.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import type { ScopeInput } from '../src/core/scope-input.js';
import { resetUrl, startDebianPostgres, type TestServer } from './support/postgres.js';

type Line = Record<string, unknown> & { type: string };

let dir: string;
let server: TestServer | null = null;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-import-ids-'));
  server = await startDebianPostgres();
  if (!server && process.env.MNEMO_REQUIRE_POSTGRES === '1') throw new Error('no PostgreSQL server binaries');
});
after(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** What a party holds: every memory (invalid ones too) with its notes and history, and the profile. */
async function snapshot(m: Mnemo, scope: ScopeInput): Promise<string> {
  const memories = await m.list(scope, { includeInvalid: true, limit: 1000 });
  const out = [];
  for (const r of memories) out.push([r.id, r.content, r.notes, r.invalidatedAt, r.supersededBy, (await m.history(scope, r.id)).map((h) => [h.id, h.op])]);
  return JSON.stringify([out, await m.profile(scope)]);
}

async function exported(m: Mnemo, scope: ScopeInput): Promise<Line[]> {
  const lines: Line[] = [];
  for await (const l of m.admin.exportUser(scope)) lines.push(JSON.parse(l) as Line);
  return lines;
}

/** The same export with every memory and history id replaced by one nobody holds. */
function withFreshIds(lines: readonly Line[], suffix: string): Line[] {
  const ids = lines.flatMap((l) => (l.type === 'memory' || l.type === 'history' ? [l.id as string] : []));
  return lines.map((l) => JSON.parse(ids.reduce((text, id) => text.replaceAll(`"${id}"`, `"${id}${suffix}"`), JSON.stringify(l))) as Line);
}

const asUser = (lines: readonly Line[], tenantId: string, userId: string): string[] =>
  lines.map((l) => JSON.stringify(l.type === 'header' ? { ...l, tenantId, userId } : l));

async function failure(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
  } catch (e) {
    assert.ok(MnemoError.isInstance(e), String(e));
    return `${e.code}: ${e.message}`;
  }
  assert.fail('expected a refusal');
}

function scenario(label: string, db: () => Promise<string | null>): void {
  describe(`import of ids held elsewhere (${label})`, () => {
    let m: Mnemo;
    let skip = false;
    const alice = { userId: 'alice' };
    let lines: Line[];
    let aliceBefore: string;

    before(async () => {
      const url = await db();
      if (url === null) return void (skip = true);
      m = await createMnemo({ db: url, llm: null, writePath: { background: false } });
      const lisbon = await m.remember(alice, { content: 'The user lives in Lisbon.' });
      await m.update(alice, lisbon.id, 'The user lives in Porto.', { reason: 'moved' });
      const tea = await m.remember(alice, { content: 'The user prefers green tea in the morning.' });
      await m.note(alice, tea.id, 'Since a trip to Kyoto.');
      const gym = await m.remember(alice, { content: 'The user goes to the gym on Tuesdays.' });
      await m.forget(alice, gym.id, { reason: 'stopped' });
      await m.setProfile(alice, 'city', 'Porto');
      lines = await exported(m, alice);
      aliceBefore = await snapshot(m, alice);
    });
    after(async () => m?.close());

    for (const [who, tenantId, userId] of [
      ['another user', 'default', 'bob'],
      ['the same user id in another tenant', 'acme', 'alice'],
    ] as const) {
      test(`${who} importing alice's export under her ids gets everything, alice keeps hers, the report is that of unknown ids`, async (t) => {
        if (skip) return t.skip('no PostgreSQL server');
        const target = { tenantId, userId };
        const report = await m.admin.importLines(asUser(lines, tenantId, userId));
        // The same export with ids nobody holds, into a fresh party of the same store.
        const unknown = await m.admin.importLines(asUser(withFreshIds(lines, 'x'), tenantId, `${userId}-control`));
        assert.deepEqual(report, unknown, 'the answer does not tell that the ids exist elsewhere');
        const memories = lines.filter((l) => l.type === 'memory');
        assert.equal(report.memories, memories.length);
        assert.equal(report.skipped, 0);
        assert.equal(report.history, lines.filter((l) => l.type === 'history').length);

        assert.equal(await snapshot(m, alice), aliceBefore, 'nothing of alice touched');
        const theirs = await m.list(target, { includeInvalid: true, limit: 1000 });
        assert.deepEqual(theirs.map((r) => r.content).sort(), memories.map((l) => l.content as string).sort());
        const aliceIds = new Set(memories.map((l) => l.id as string));
        assert.ok(
          theirs.every((r) => !aliceIds.has(r.id)),
          'every memory under an id of its own',
        );
        for (const r of theirs) {
          const original = memories.find((l) => l.content === r.content) as Line;
          const history = await m.history(target, r.id);
          assert.ok(history.length > 0 && history.every((h) => h.userId === userId && h.tenantId === tenantId));
          assert.deepEqual(
            history.map((h) => h.op),
            (await m.history(alice, original.id as string)).map((h) => h.op),
            `history of "${r.content}"`,
          );
          if (r.supersededBy)
            assert.ok(
              theirs.some((x) => x.id === r.supersededBy),
              'the correction chain points to their own memory',
            );
        }
        assert.deepEqual(theirs.find((r) => r.content.includes('green tea'))?.notes, ['Since a trip to Kyoto.']);

        // A re-run is recognised: nothing added, for both.
        const again = await m.admin.importLines(asUser(lines, tenantId, userId));
        assert.deepEqual([again.memories, again.skipped], [0, memories.length]);
        assert.deepEqual(again, await m.admin.importLines(asUser(withFreshIds(lines, 'x'), tenantId, `${userId}-control`)));
        assert.equal((await m.list(target, { includeInvalid: true, limit: 1000 })).length, memories.length);
        assert.equal(await snapshot(m, alice), aliceBefore);
      });
    }

    test('a refused import reads the same whether its ids exist elsewhere or nowhere', async (t) => {
      if (skip) return t.skip('no PostgreSQL server');
      const bad = (l: readonly Line[]) => [...asUser(l, 'default', 'carol'), '{"type":"memory","id":"m_z","kind":"fact"}'];
      const held = await failure(() => m.admin.importLines(bad(lines)));
      assert.equal(held, await failure(() => m.admin.importLines(bad(withFreshIds(lines, 'y')))));
      assert.deepEqual(await m.list({ userId: 'carol' }, { includeInvalid: true }), []);
    });

    test("an agent importing under the id of the user's memory it may not read imports as for an unknown id", async (t) => {
      if (skip) return t.skip('no PostgreSQL server');
      await m.grant({ agentId: 'scout', namespace: 'agent:scout', read: true, write: true });
      const scout = { userId: 'alice', agentId: 'scout' };
      const header = lines.find((l) => l.type === 'header') as Line;
      const theirs = lines.find((l) => l.type === 'memory' && l.namespace === 'user' && !l.invalidatedAt) as Line;
      const line = (id: string) =>
        JSON.stringify({ ...theirs, id, agentId: 'scout', namespace: 'agent:scout', content: 'The scout keeps its maps in the blue folder.' });
      const history = JSON.stringify(await m.history(alice, theirs.id as string));
      const report = await m.admin.importLines([JSON.stringify(header), line(theirs.id as string)], { scope: scout });
      const unknown = await m.admin.importLines([JSON.stringify(header), line('m_nobodyhasthisid')], { scope: { userId: 'alice', agentId: 'scout' } });
      assert.deepEqual(report, unknown, 'the same answer as for an unknown id');
      assert.equal(report.memories, 1);
      const own = await m.list(scout, { limit: 100 });
      assert.equal(own.filter((r) => r.content.includes('blue folder')).length, 2);
      assert.ok(own.every((r) => r.id !== theirs.id));
      // and a re-run finds it again
      assert.equal((await m.admin.importLines([JSON.stringify(header), line(theirs.id as string)], { scope: scout })).skipped, 1);
      const mine = await m.get(alice, theirs.id as string);
      assert.deepEqual([mine.content, mine.namespace, mine.agentId], [theirs.content, 'user', null], "the user's memory is as it was");
      assert.equal(JSON.stringify(await m.history(alice, theirs.id as string)), history);
    });

    test("an agent importing a session under the id of another agent's session gets its own; the other is not continued", async (t) => {
      if (skip) return t.skip('no PostgreSQL server');
      await m.grant({ agentId: 'coder', namespace: 'agent:coder', read: true, write: true });
      await m.grant({ agentId: 'scout', namespace: 'agent:scout', read: true, write: true });
      const coder = { userId: 'alice', agentId: 'coder' };
      const scout = { userId: 'alice', agentId: 'scout' };
      const theirs = await m.sessions.open(coder, { sessionId: 'shared-name' });
      await m.sessions.append(coder, theirs.id, [{ role: 'user', content: 'coder turn' }]);
      const header = JSON.stringify(lines.find((l) => l.type === 'header'));
      const session = (id: string) => [
        JSON.stringify({ type: 'session', id, agentId: 'scout', startedAt: '2026-01-01T00:00:00Z' }),
        ...[1, 2, 3].map((seq) =>
          JSON.stringify({ type: 'event', sessionId: id, seq, role: 'user', content: `scout turn ${seq}`, at: '2026-01-01T00:00:01Z' }),
        ),
      ];
      const report = await m.admin.importLines([header, ...session('shared-name')], { scope: scout });
      assert.deepEqual(report, await m.admin.importLines([header, ...session('scout-own-name')], { scope: scout }), 'the same answer as for an unknown id');
      assert.equal(report.sessions, 1);
      const other = await m.sessions.get(coder, theirs.id);
      assert.deepEqual([other.eventCount, other.agentId], [1, 'coder'], "the coder's session is not continued");
      const own = (await m.sessions.list(scout)).filter((x) => x.agentId === 'scout' && x.eventCount === 3);
      assert.equal(own.length, 2, 'both imported sessions are the scout’s, with their turns');
      assert.equal((await m.admin.importLines([header, ...session('shared-name')], { scope: scout })).sessions, 0, 'a re-run finds it');
    });
  });
}

scenario('SQLite', async () => join(dir, 'ids.db'));
scenario('PostgreSQL', async () => {
  if (!server) return null;
  await resetUrl(server.url);
  return server.url;
});
