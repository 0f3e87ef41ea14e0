// Issue 23, round 22 (branch x22c): a conversation resumed after an idle timeout goes on from the last session's last
// user turn. A suspicion confirmed a fortnight later, a list gone on with the next week, a liking turned: each is read
// with the turn before it although the session in between timed out. Traps: a session the user started afresh, a
// first-ever turn. Through the assistant behind `mnemo ask` on a real SQLite file with no model, the engine's clock
// moved between turns; every sentence is new.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Assistant } from '../src/surfaces/assistant/index.js';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';

let dir = '';
let engine: Mnemo;
let assistant: Assistant;
let clock = new Date('2026-10-01T09:00:00Z');
const DAY = 24 * 3600_000;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-round22-resumed-'));
  engine = await createMnemo({ db: join(dir, 'r.db'), llm: null, now: () => clock, writePath: { background: false } });
  assistant = new Assistant(engine);
});
after(async () => {
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The user says `text` `days` after the last turn. */
const askLater = async (userId: string, days: number, text: string, fresh = false) => {
  clock = new Date(clock.getTime() + days * DAY);
  const turn = await assistant.turn({ userId }, text, { fresh });
  await engine.flush();
  return turn;
};
const triples = async (userId: string) =>
  (await engine.list({ userId }, { limit: 1000 })).flatMap((r) => (r.triple ? [`${r.triple.subject} · ${r.triple.predicate} · ${r.triple.object}`] : []));

describe('a conversation resumed after an idle timeout', () => {
  test('a suspicion confirmed two weeks later is the allergy', async () => {
    await askLater('r1', 0, 'I think I might be allergic to kiwi fruit, my mouth itches after');
    assert.equal((await triples('r1')).includes('user · allergic_to · kiwi fruit'), false);
    await askLater('r1', 14, 'the allergist confirmed it this morning');
    assert.ok((await triples('r1')).includes('user · allergic_to · kiwi fruit'), (await triples('r1')).join('; '));
  });

  test('a list gone on with a week later', async () => {
    await askLater('r2', 0, 'I speak Finnish and Estonian');
    await askLater('r2', 7, 'and a bit of Sami too');
    assert.ok((await triples('r2')).includes('user · speaks · Sami'), (await triples('r2')).join('; '));
  });

  test('trap: a session the user started afresh is not gone on from', async () => {
    await askLater('r3', 0, 'I might be allergic to sesame?');
    await askLater('r3', 0.01, 'the allergist confirmed it', true);
    assert.equal(
      (await triples('r3')).some((t) => /allergic_to · sesame/.test(t)),
      false,
    );
  });

  test('trap: a first-ever turn has nothing to go on from', async () => {
    await askLater('r4', 30, 'the allergist confirmed it');
    assert.deepEqual(await triples('r4'), []);
  });
});
