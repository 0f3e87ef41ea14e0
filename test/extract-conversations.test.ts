// The three conversations of issue 16, offline through the library: the assistant routes each
// turn (a correction is a memory edit), the rule extractor reads it, consolidation writes it.
// Real SQLite files, the local embedder, no model.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Assistant } from '../src/surfaces/assistant/index.js';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { extractFromText } from '../src/write/extract/index.js';
import type { Mnemo } from '../src/engine/mnemo.js';

let dir: string;
let m: Mnemo;
let assistant: Assistant;
const profileOf = async (userId: string) => Object.fromEntries((await m.profile({ userId })).map((p) => [p.key, p.value]));
const say = async (userId: string, text: string) => {
  const turn = await assistant.turn({ userId }, text);
  await m.flush();
  return turn;
};

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-conv-'));
  m = await createMnemo({ db: join(dir, 'c.db'), llm: null, now: () => new Date('2026-06-15T10:00:00Z'), writePath: { background: false } });
  assistant = new Assistant(m);
});
after(async () => {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the conversations of issue 16, offline', () => {
  test('Dana introduces herself: name, role, team and the preference are all kept', async () => {
    const turn = await say('dana', "Hey there, my name is Dana. I'm a backend engineer on the payments team, and I'd rather get short answers.");
    assert.equal(turn.route.route, 'chat');
    assert.deepEqual(await profileOf('dana'), { name: 'Dana', role: 'backend engineer', team: 'payments team', 'preference.answers': 'short answers' });
  });

  test('"Actually I moved to the growth team last month, not payments anymore" supersedes the team', async () => {
    const turn = await say('dana', 'Actually I moved to the growth team last month, not payments anymore.');
    assert.equal(turn.route.route, 'memory_edit');
    assert.doesNotMatch(turn.reply, /couldn’t tell/);
    assert.equal((await profileOf('dana')).team, 'growth team');
    const all = await m.list({ userId: 'dana' }, { includeInvalid: true });
    const old = all.find((r) => r.content === 'The user works on the payments team.');
    const now = all.find((r) => r.content === 'The user works on the growth team.');
    assert.ok(old?.invalidatedAt, 'the old team is invalidated, not deleted');
    assert.equal(old?.supersededBy, now?.id);
    // "last month", said on 2026-06-15 by the engine's clock, is when the new team became true.
    assert.equal(now?.validFrom.toISOString(), '2026-05-01T00:00:00.000Z');
    const [set] = (await m.profileHistory({ userId: 'dana' }, 'team')).filter((h) => h.op === 'set').slice(-1);
    assert.match(set?.reason ?? '', /the user corrected it \(“moved to”\)/);
  });

  test('Bob: employer and place from one sentence; "Actually I moved to Munich last month" corrects the place; both halves of a preference turn are kept', async () => {
    await say('bob', "I'm Bob, I work at Acme and live in Berlin.");
    assert.deepEqual(await profileOf('bob'), { name: 'Bob', employer: 'Acme', location: 'Berlin' });
    const moved = await say('bob', 'Actually I moved to Munich last month.');
    assert.equal(moved.route.route, 'memory_edit');
    assert.equal((await profileOf('bob')).location, 'Munich');
    await say('bob', 'I prefer Python over Java, and please keep answers short.');
    const profile = await profileOf('bob');
    assert.equal(profile['preference.python'], 'Python', 'the field holds what is liked; the memory keeps the comparison');
    assert.equal(profile['preference.answers'], 'short answers');
  });

  test('the correction carries its reason, what it replaces, and the month it refers to', () => {
    const [team] = extractFromText('Actually I moved to the growth team last month, not payments anymore.', {
      now: new Date('2026-06-15T10:00:00Z'),
    }).candidates;
    assert.deepEqual(team?.profile, { key: 'team', value: 'growth team' });
    assert.equal(team?.correction?.replaces, 'payments');
    assert.match(team?.correction?.reason ?? '', /moved to/);
    assert.deepEqual(team?.when, { text: 'last month', value: '2026-05', granularity: 'month' });
  });

  test('tricky negatives store nothing about the user', () => {
    for (const text of ["I don't work on payments.", 'I might move to Munich next year.', 'Bob works on the payments team.']) {
      assert.deepEqual(extractFromText(text).candidates, [], text);
    }
    // A past state is kept as the past (issue 23): never as a current liking or a profile field.
    const java = extractFromText('I used to like Java.').candidates;
    assert.deepEqual(
      java.map((c) => [c.kind, c.content, c.profile]),
      [['fact', 'The user used to like Java.', null]],
    );
    const sister = extractFromText('My sister lives in Lisbon.').candidates;
    assert.equal(sister.length, 1);
    assert.equal(sister[0]?.profile, null, "the sister's city is not the user's location");
  });
});
