// Issue 23, write safety: a correction takes back what was just said. "I work at Hobbs." then "actually I moved
// to Vance." must not make Vance the user's town: the turn before named the employer, not a place, so the edit
// may be read into the wrong field — nothing changes and the reply says so. A correction of the field the turn
// before named still applies. Through the assistant behind `mnemo ask`, on a real SQLite file with no model.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('gate-takeback', now);

describe('a correction is read against what the turn before said', () => {
  test('after naming the employer, "actually I moved to X" changes no town', async () => {
    await h.ask('t1', 'I work at Hollin & Marsh');
    const turn = await h.ask('t1', 'Oh actually I moved to Corvane.');
    const profile = await h.profileOf('t1');
    assert.equal(profile['location'], undefined);
    assert.equal(profile['employer'], 'Hollin & Marsh');
    assert.match(JSON.stringify(turn), /wasn.t sure|nothing/i);
    assert.ok(!(await h.stored('t1')).some((r) => /corvane/i.test(r.content)));
  });

  test('after naming the town, the same correction moves the town', async () => {
    await h.ask('t2', 'I live in Leeds');
    await h.ask('t2', 'sorry, I moved to York in the spring');
    assert.equal((await h.profileOf('t2'))['location'], 'York');
  });

  test('with no correction cue, a move said after the employer is still read as one', async () => {
    await h.ask('t3', 'I work at Hollin & Marsh');
    await h.ask('t3', 'I moved to York last month');
    assert.equal((await h.profileOf('t3'))['location'], 'York');
  });
});
