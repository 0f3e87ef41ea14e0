// Issue 23, write safety: a correction that names a field but gives no new value ("no, that's wrong about my team")
// changes nothing; a correction that gives the value ("sorry, I meant the data team") still does. Found on the
// eleventh extraction held-out set after its one run (the team became "about my team"): in-sample from then on.
// Through the assistant behind `mnemo ask`, on a real SQLite file with no model; every sentence is written here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('correction-no-value', new Date('2026-12-05T12:00:00Z'));
const teams = async (userId: string) => (await h.stored(userId)).filter((r) => r.triple?.predicate === 'team').map((r) => r.triple?.object);

describe('a correction that points at a field without a value changes nothing', () => {
  test('"nope, thats wrong about my team" keeps the stored team', async () => {
    await h.seedField('c1', 'team', 'Logistics');
    await h.ask('c1', 'nope, thats wrong about my team');
    assert.deepEqual(await teams('c1'), ['Logistics']);
  });

  test('"actually, regarding our team" keeps the stored team', async () => {
    await h.seedField('c2', 'team', 'Billing');
    await h.ask('c2', 'actually, regarding our team');
    assert.deepEqual(await teams('c2'), ['Billing']);
  });

  test('a correction with the value still moves it: "sorry, I meant the data team"', async () => {
    await h.seedField('c3', 'team', 'Billing');
    await h.ask('c3', 'sorry, I meant the data team');
    assert.deepEqual(await teams('c3'), ['data team']);
  });
});
