// The write path offline, through the library: sessions and their lifetime, triggers and the
// watermark, the rule extractor, guards, consolidation and the conflict policy. Real SQLite files,
// the local embedder, no model.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { extractFromText } from '../src/write/extract/index.js';
import { guardCandidates } from '../src/write/guard/index.js';
import { resolveConflict } from '../src/write/consolidate/index.js';
import type { Candidate } from '../src/write/extract/index.js';
import type { WritePathConfigInput } from '../src/write/sessions/index.js';
import type { Mnemo } from '../src/engine/mnemo.js';

let dir: string;
let n = 0;
let clock = new Date('2026-06-01T09:00:00Z');
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));
const open = (writePath: WritePathConfigInput = {}): Promise<Mnemo> =>
  createMnemo({ db: join(dir, `w${++n}.db`), llm: null, now: () => clock, writePath: { background: false, ...writePath } });
const alice = { userId: 'alice' };

before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-write-'))));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the rule extractor', () => {
  const found = (text: string) => extractFromText(text);
  test('names, teams, roles, places and preferences said outright', () => {
    const c = found("Hi, I'm Alice. I work on the platform team and I prefer concise answers.").candidates;
    assert.deepEqual(
      c.map((x) => x.profile),
      [
        { key: 'name', value: 'Alice' },
        { key: 'team', value: 'platform team' },
        { key: 'preference.answers', value: 'concise answers' },
      ],
    );
    assert.ok(c.every((x) => x.source === 'user_explicit' && /^The user/.test(x.content)));
    assert.deepEqual(found("I'm a backend engineer").candidates[0]?.profile, { key: 'role', value: 'backend engineer' });
    assert.deepEqual(found('I live in Lisbon').candidates[0]?.profile, { key: 'location', value: 'Lisbon' });
  });
  test('introductions in other words, and titles', () => {
    assert.deepEqual(found('This is Bob from accounting').candidates[0]?.profile, { key: 'name', value: 'Bob' });
    assert.deepEqual(found('Call me Al').candidates[0]?.profile, { key: 'name', value: 'Al' });
    assert.deepEqual(found('I am Dr. Smith').candidates[0]?.profile, { key: 'name', value: 'Dr. Smith' });
    assert.deepEqual(found("I'm Going Home").candidates, [], 'a capitalised phrase after "I\'m" is not always a name');
  });
  test('one-off request shapes and small talk are not memories', () => {
    assert.deepEqual(found('I like it').candidates, []);
    assert.deepEqual(found('I love you').candidates, []);
    assert.deepEqual(found('Answer in Spanish this time, I prefer that today').candidates, []);
    assert.deepEqual(found("I'm tired").candidates, []);
    assert.deepEqual(found('What do you remember about me?').candidates, []);
  });
  test('remember that, forget and "actually X, not Y"', () => {
    assert.equal(found('Remember that my dog is called Rex.').candidates[0]?.content, 'The user has a dog named Rex.');
    assert.deepEqual(found('Forget what I told you about my preferences.').forget, ['preferences']);
    assert.deepEqual(
      found('Actually, I work on the infra team, not platform. Fix that.').candidates.map((x) => x.profile),
      [{ key: 'team', value: 'infra team' }],
    );
  });
});

describe('the memory flush before compaction', () => {
  test('buildWorkingMemory flushes before it compacts older turns, and only then', async () => {
    const { buildWorkingMemory, loadTokenizer } = await import('../src/index.js');
    const m = await open({ extractEvery: 100 }); // only the flush queues extraction here
    try {
      const s = await m.sessions.open(alice, { sessionId: 'long' });
      const turns = Array.from({ length: 8 }, (_, i) => ({ role: 'user' as const, content: i === 0 ? 'I live in Porto.' : `message ${i}` }));
      await m.sessions.append(alice, s.id, turns.map((t) => ({ ...t, metadata: {} })).slice(0, 1));
      let flushed = 0;
      const beforeCompact = async () => {
        flushed += 1;
        return m.sessions.flush(alice, s.id);
      };
      const tokenizer = await loadTokenizer();
      await buildWorkingMemory(turns.slice(0, 3), { keepLast: 6, tokenizer, beforeCompact });
      assert.equal(flushed, 0, 'nothing compacted, nothing flushed');
      assert.deepEqual(await m.admin.jobs({ statuses: ['pending'] }), []);
      const wm = await buildWorkingMemory(turns, { keepLast: 6, tokenizer, beforeCompact });
      assert.equal(flushed, 1);
      assert.equal(wm.summarisedTurns, 2);
      await m.flush();
      assert.equal((await m.profile(alice))[0]?.value, 'Porto', 'what was said before the compaction reached memory');
    } finally {
      await m.close();
    }
  });
});

describe('guards before storage', () => {
  const c = (over: Partial<Candidate>): Candidate => ({
    kind: 'fact',
    content: 'The user likes tea.',
    importance: 0.5,
    confidence: 0.9,
    triple: null,
    profile: null,
    source: 'user_explicit',
    eventSeqs: [1],
    ...over,
  });
  test('secrets, trivia, oversize and tool output are dropped with reasons that do not repeat the text', () => {
    const out = guardCandidates(
      [
        c({ content: 'The user’s token is ghp_abcdefghijklmnopqrstuvwxyz0123456789' }),
        c({ importance: 0.1 }),
        c({ content: 'x'.repeat(3000) }),
        c({ source: 'tool' }),
        c({}),
      ],
      { importanceFloor: 0.3, maxChars: 2000, rememberToolOutput: false },
    );
    assert.equal(out.kept.length, 1);
    assert.deepEqual(
      out.dropped.map((d) => d.reason.split(' ')[0]),
      ['contains', 'importance', 'longer', 'tool'],
    );
    assert.ok(out.dropped.every((d) => !d.reason.includes('ghp_')));
  });
});

describe('the conflict policy', () => {
  const at = (s: string) => new Date(s);
  test('trust first, then recency, then corroboration', () => {
    assert.equal(
      resolveConflict(
        { source: 'user_explicit', at: at('2026-01-01'), corroborations: 0 },
        { source: 'user_implicit', at: at('2026-05-01'), corroborations: 0 },
      ).incomingWins,
      false,
    );
    assert.equal(
      resolveConflict({ source: 'tool', at: at('2026-05-01'), corroborations: 3 }, { source: 'user_implicit', at: at('2026-01-01'), corroborations: 0 })
        .incomingWins,
      true,
    );
    assert.equal(
      resolveConflict({ source: 'bootstrap', at: at('2026-01-01'), corroborations: 0 }, { source: 'user_explicit', at: at('2026-05-01'), corroborations: 0 })
        .incomingWins,
      false,
    );
    assert.equal(
      resolveConflict(
        { source: 'user_explicit', at: at('2026-01-01'), corroborations: 0 },
        { source: 'user_explicit', at: at('2026-05-01'), corroborations: 0 },
      ).incomingWins,
      true,
    );
    assert.equal(
      resolveConflict(
        { source: 'user_explicit', at: at('2026-01-01'), corroborations: 1 },
        { source: 'user_explicit', at: at('2026-01-01'), corroborations: 2 },
      ).incomingWins,
      true,
    );
    assert.equal(
      resolveConflict(
        { source: 'user_explicit', at: at('2026-01-01'), corroborations: 2 },
        { source: 'user_explicit', at: at('2026-01-01'), corroborations: 1 },
      ).incomingWins,
      false,
    );
    assert.equal(
      resolveConflict(
        { source: 'user_explicit', at: at('2026-01-01'), corroborations: 0 },
        { source: 'user_explicit', at: at('2026-01-01'), corroborations: 0 },
      ).incomingWins,
      true,
      'a full tie: the later statement',
    );
  });
  test('two statements in one message: the later one wins', async () => {
    const m = await open();
    try {
      const s = await m.sessions.open(alice);
      await m.sessions.append(alice, s.id, [{ role: 'user', content: 'I work on the platform team. Actually, I work on the infra team, not platform.' }]);
      await m.flush();
      assert.equal((await m.profile(alice)).find((p) => p.key === 'team')?.value, 'infra team');
      assert.deepEqual(
        (await m.facts(alice, { predicate: 'team' })).map((r) => r.triple?.object),
        ['infra team'],
      );
    } finally {
      await m.close();
    }
  });
});

describe('sessions, triggers and the watermark', () => {
  test('after every turn by default; events are numbered; no event is extracted twice', async () => {
    const m = await open();
    try {
      const s = await m.sessions.open(alice);
      const a = await m.sessions.append(alice, s.id, [{ role: 'user', content: "I'm Alice." }]);
      assert.equal(a.jobs.length, 1);
      assert.equal(a.jobs[0]?.payload.trigger, 'turn');
      await m.sessions.append(alice, s.id, [{ role: 'assistant', content: 'Hello Alice.' }]);
      await m.flush();
      // A job for events already extracted finds nothing to do.
      const again = await m.sessions.flush(alice, s.id);
      assert.equal(again?.payload.upToSeq, 2);
      await m.flush();
      await m.sessions.append(alice, s.id, [{ role: 'user', content: "I'm Alice." }]);
      await m.flush();
      const names = (await m.list(alice)).filter((r) => r.profileKey === 'name');
      assert.equal(names.length, 1, 'saying it again reinforces, it does not duplicate');
      assert.equal(names[0]?.corroborations, 1);
      assert.ok((names[0]?.confidence ?? 0) > 0.95, 'corroboration raises confidence');
      assert.equal((await m.sessions.get(alice, s.id)).watermark, 3);
    } finally {
      await m.close();
    }
  });

  test('every N turns, an explicit "remember that" at once, and the rest at session end', async () => {
    const m = await open({ extractEvery: 3 });
    try {
      const s = await m.sessions.open(alice);
      const say = async (text: string) => (await m.sessions.append(alice, s.id, [{ role: 'user', content: text }])).jobs.map((j) => j.payload.trigger);
      assert.deepEqual(await say('I live in Lisbon.'), []);
      assert.deepEqual(await say('Nice weather.'), []);
      assert.deepEqual(await say("I'm a data engineer."), ['every-n']);
      assert.deepEqual(await say('Remember that the release is on Friday.'), ['explicit']);
      await m.flush();
      assert.deepEqual(await say('I prefer short answers.'), []);
      const end = await m.sessions.end(alice, s.id);
      assert.equal(end?.payload.trigger, 'session-end');
      await m.flush();
      const profile = Object.fromEntries((await m.profile(alice)).map((p) => [p.key, p.value]));
      assert.deepEqual(profile, { location: 'Lisbon', role: 'data engineer', 'preference.answers': 'short answers' });
      assert.ok((await m.list(alice)).some((r) => r.content === 'The release is on Friday.'));
      await assert.rejects(m.sessions.append(alice, s.id, [{ role: 'user', content: 'hello?' }]), /SESSION_ENDED|has ended/);
    } finally {
      await m.close();
    }
  });

  test('idle timeout ends a session and the next message starts a new one; "new session" too', async () => {
    const m = await open({ idleTimeoutMs: 60_000 });
    try {
      const first = await m.sessions.open(alice);
      await m.sessions.append(alice, first.id, [{ role: 'user', content: "I'm Alice." }]);
      tick(30_000);
      assert.equal((await m.sessions.open(alice)).id, first.id, 'resumed within the timeout');
      tick(61_000);
      const second = await m.sessions.open(alice);
      assert.notEqual(second.id, first.id);
      assert.equal((await m.sessions.get(alice, first.id)).endReason, 'idle timeout');
      const third = await m.sessions.open(alice, { fresh: true });
      assert.notEqual(third.id, second.id);
      assert.equal((await m.sessions.get(alice, second.id)).endReason, 'new session');
      const listed = await m.sessions.list(alice);
      assert.deepEqual(listed.map((x) => x.id).sort(), [first.id, second.id, third.id].sort());
      assert.equal(listed[listed.length - 1]?.id, first.id, 'the least recently active last');
      assert.deepEqual(
        listed.map((x) => Boolean(x.endedAt)),
        listed.map((x) => x.id !== third.id),
      );
      assert.equal((await m.sessions.list({ userId: 'bob' })).length, 0);
    } finally {
      await m.close();
    }
  });

  test('a correction and a "forget my team" find the old fact however many memories came after it', async () => {
    const m = await open();
    try {
      const s = await m.sessions.open(alice);
      await m.sessions.append(alice, s.id, [{ role: 'user', content: 'I work on the platform team.' }]);
      await m.flush();
      await m.rememberMany(
        alice,
        Array.from({ length: 400 }, (_, i) => ({ kind: 'episode' as const, content: `Standup note ${i}: reviewed ticket ${i * 7} with the team.` })),
        { consolidate: false }, // a bulk load
      );
      await m.sessions.append(alice, s.id, [{ role: 'user', content: 'Actually, I work on the infra team, not platform.' }]);
      await m.flush();
      const teams = (await m.facts(alice, { predicate: 'team', includeInvalid: true })).map((r) => [r.triple?.object, Boolean(r.invalidatedAt)]);
      assert.deepEqual(teams.sort(), [
        ['infra team', false],
        ['platform team', true],
      ]);
      await m.sessions.append(alice, s.id, [{ role: 'user', content: 'Forget my team.' }]);
      await m.flush();
      assert.deepEqual(await m.facts(alice, { predicate: 'team' }), []);
      assert.equal(
        (await m.profile(alice)).find((p) => p.key === 'team'),
        undefined,
      );
      assert.equal((await m.list(alice, { limit: 1000 })).length, 400, 'the other memories are untouched');
    } finally {
      await m.close();
    }
  });

  test('extraction in an agent’s session keeps the namespace policy: no user profile without explicit grant, nothing without a write grant', async () => {
    const m = await open();
    try {
      await m.grant({ agentId: 'helper', namespace: '*', read: true, write: false });
      await m.grant({ agentId: 'helper', namespace: 'agent:helper', read: true, write: true });
      await m.grant({ agentId: 'reader', namespace: '*', read: true, write: false });
      const helper = { userId: 'alice', agentId: 'helper' };
      const s = await m.sessions.open(helper);
      await m.sessions.append(helper, s.id, [{ role: 'user', content: "I'm Alice and I prefer short answers." }]);
      await m.flush();
      const written = await m.list(alice);
      assert.ok(written.length > 0 && written.every((r) => r.namespace === 'agent:helper'), 'memories go to the agent’s own namespace');
      assert.deepEqual(await m.profile(alice), [], 'the user profile is not written through an agent without a grant');
      const reader = { userId: 'alice', agentId: 'reader' };
      const r = await m.sessions.open(reader);
      assert.notEqual(r.id, s.id, 'each agent talks in its own session');
      await assert.rejects(m.sessions.append(reader, s.id, [{ role: 'user', content: 'hi' }]), /belongs to agent "helper"/);
      await m.sessions.append(reader, r.id, [{ role: 'user', content: 'I live in Lisbon.' }]);
      const tally = await m.flush();
      assert.equal(tally.failed, 0);
      assert.equal((await m.list(alice)).length, written.length, 'an agent without a write grant writes nothing');
      await m.sessions.append(reader, r.id, [{ role: 'user', content: 'Forget my preferences.' }]);
      await m.flush();
      assert.equal((await m.list(alice, { kinds: ['preference'] })).length, 1, 'nor can it forget');
    } finally {
      await m.close();
    }
  });

  test('tool output is logged but not remembered; the system prompt is never an event role', async () => {
    const m = await open();
    try {
      const s = await m.sessions.open(alice);
      await m.sessions.append(alice, s.id, [
        { role: 'tool_call', name: 'weather', content: '{"city":"Lisbon"}' },
        { role: 'tool_result', name: 'weather', content: "I'm Sunny and I live in Lisbon" },
      ]);
      await m.sessions.flush(alice, s.id);
      await m.flush();
      assert.equal((await m.list(alice)).length, 0);
      assert.equal((await m.sessions.events(alice, s.id)).length, 2);
      await assert.rejects(m.sessions.append(alice, s.id, [{ role: 'system' as never, content: 'You are…' }]), /role/);
    } finally {
      await m.close();
    }
  });

  test('without a model, a candidate in the similarity band is kept beside its neighbour and flagged for review', async () => {
    const m = await open();
    try {
      const s = await m.sessions.open(alice);
      await m.sessions.append(alice, s.id, [{ role: 'user', content: 'Remember that I drink black coffee every morning before standup.' }]);
      await m.flush();
      await m.sessions.append(alice, s.id, [{ role: 'user', content: 'Remember that I drink green tea every morning before standup.' }]);
      await m.flush();
      const all = await m.list(alice);
      assert.equal(all.length, 2, 'both kept');
      const tea = all.find((r) => /tea/.test(r.content));
      assert.ok(tea?.review, 'flagged for review');
    } finally {
      await m.close();
    }
  });
});
