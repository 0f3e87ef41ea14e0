// Issue 23, offline, after the eighteenth held-out set: a move said with "over" or "across" right after a turn that
// named where the user works ("I'm on the Payments team" then "moved across to Atlas this week") may be a transfer of
// team as often as a new home. The location was never stated, so nothing is set and nothing is stored as a place; a
// plain move after naming the employer is still the new home. Through the assistant that `mnemo ask` runs, on a real
// SQLite file with no model. The sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round28transfer', new Date('2026-12-06T12:00:00Z'));
const { profileOf, ask, contents } = h;

describe('a transfer said right after the team or employer is no new home', () => {
  test('"moved across to <X>" after the team: no location', async () => {
    await ask('t1', "I'm on the Payments team");
    await ask('t1', 'moved across to Atlas this week');
    assert.equal((await profileOf('t1'))['location'], undefined);
    assert.ok(!(await contents('t1')).some((c) => /lives in atlas/.test(c)));
  });

  test('"moved over to <X>" after the employer: no location', async () => {
    await ask('t2', 'I work at Halden Foods');
    await ask('t2', "as of Monday I've moved over to Brightwell");
    assert.equal((await profileOf('t2'))['location'], undefined);
  });

  test('a plain move after the employer is still the new home', async () => {
    await ask('t3', 'I work at Halden Foods');
    await ask('t3', 'I moved to Sheffield last week');
    assert.equal(String((await profileOf('t3'))['location'] ?? '').toLowerCase(), 'sheffield');
  });
});
