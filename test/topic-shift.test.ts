// Topic-shift session end (M4): off by default; when on, a turn far from the session's recent user
// turns ends the session with reason `topic-shift` and starts a new one. Real SQLite files, the
// deterministic hash embedder (its unrelated sentences still share stop words: about 0.29 here, related
// ones 0.39, hence the threshold of the test); the rule itself on hand-made vectors.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { TopicShiftConfigSchema, topicShift } from '../src/write/sessions/topic-shift.js';

let dir: string;
let n = 0;
before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-topic-'))));
after(() => rmSync(dir, { recursive: true, force: true }));
const alice = { userId: 'alice' };

const garden = [
  'I am planting tomatoes in the garden bed by the fence this spring.',
  'Which tomatoes grow well in the shade of the garden fence?',
  'The garden soil by the fence is clay, is that bad for tomatoes?',
  'Should I water the tomatoes in the garden every morning?',
];

async function talk(mnemo: Mnemo, turns: readonly string[]): Promise<string> {
  let id = '';
  for (const text of turns) {
    id = (await mnemo.sessions.open(alice, { text })).id;
    await mnemo.sessions.append(alice, id, [
      { role: 'user', content: text },
      { role: 'assistant', content: 'Noted.' },
    ]);
  }
  return id;
}

describe('topic shift', () => {
  test('off by default: a turn on another topic stays in the session', async () => {
    const mnemo = await createMnemo({ db: join(dir, `t${++n}.db`), embedder: 'hash', llm: null });
    const id = await talk(mnemo, garden);
    assert.equal((await mnemo.sessions.open(alice, { text: 'What is the capital of Mongolia and its population?' })).id, id);
    await mnemo.close();
  });

  test('on: a far turn ends the session with reason topic-shift and starts a new one; a near turn does not', async () => {
    const mnemo = await createMnemo({
      db: join(dir, `t${++n}.db`),
      embedder: 'hash',
      llm: null,
      writePath: { topicShift: { enabled: true, threshold: 0.34 } },
    });
    const id = await talk(mnemo, garden);
    assert.equal((await mnemo.sessions.list(alice)).length, 1, 'the garden turns stayed in one session');
    assert.equal((await mnemo.sessions.open(alice, { text: 'Do tomatoes in a shaded garden need more water?' })).id, id, 'same topic: same session');
    const next = await mnemo.sessions.open(alice, { text: 'What is the capital of Mongolia and its population?' });
    assert.notEqual(next.id, id);
    const ended = await mnemo.sessions.get(alice, id);
    assert.equal(ended.endReason, 'topic-shift');
    // A session the app names is the app's to end.
    const named = await mnemo.sessions.open(alice, { sessionId: 'named' });
    await mnemo.sessions.append(
      alice,
      named.id,
      garden.map((content) => ({ role: 'user' as const, content })),
    );
    assert.equal((await mnemo.sessions.open(alice, { sessionId: 'named' })).endedAt, null);
    await mnemo.close();
  });

  test('the rule: below the threshold after minTurns, never before', () => {
    const config = TopicShiftConfigSchema.parse({ enabled: true, threshold: 0.5, window: 2, minTurns: 3 });
    const v = (...xs: number[]) => Float32Array.from(xs);
    const recent = [v(1, 0, 0), v(0.9, 0.1, 0), v(1, 0.1, 0)];
    assert.equal(topicShift(v(0, 0, 1), recent, 3, config).shifted, true);
    assert.equal(topicShift(v(0, 0, 1), recent, 2, config).shifted, false, 'too early in the session');
    assert.equal(topicShift(v(1, 0.05, 0), recent, 3, config).shifted, false);
    assert.equal(topicShift(v(0, 0, 1), recent, 3, { ...config, enabled: false }).shifted, false);
    const sim = topicShift(v(0, 1, 0), recent, 3, config).similarity ?? NaN;
    assert.ok(sim > 0 && sim < 0.2, 'compared with the mean of the last `window` turns only');
  });
});
