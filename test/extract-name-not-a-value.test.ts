// Issue 23, write safety: "it's X" introduces the speaker only when X is said as who they are. A value said as changed
// ("it's CET now", "its Kraków these days") or a word in capitals among lower-case words (an abbreviation: "it's PST")
// is no name, and the profile's name is not set from it. Names said plainly are still kept. Found on the eleventh
// extraction held-out set after its one run (a dialogue whose "it's <timezone> now" set the name): in-sample from then
// on. Through the assistant behind `mnemo ask`, on a real SQLite file with no model; every sentence is written here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('name-not-value', new Date('2026-12-05T12:00:00Z'));
const names = async (userId: string) => (await h.stored(userId)).filter((r) => r.triple?.predicate === 'name').map((r) => r.triple?.object);

describe('"it\'s X" sets the name only when X is who is speaking', () => {
  test('a value said as changed is no name: "it\'s CET now, got transferred to the berlin office"', async () => {
    await h.seedField('v1', 'timezone', 'GMT');
    await h.ask('v1', "it's CET now, got transferred to the berlin office");
    assert.deepEqual(await names('v1'), []);
  });

  test('a place said as changed is no name: "its Krakow these days"', async () => {
    await h.ask('v2', 'its Krakow these days');
    assert.deepEqual(await names('v2'), []);
  });

  test('an abbreviation among lower-case words is no name: "oh it\'s PST for me"', async () => {
    await h.ask('v3', "oh it's PST for me");
    assert.deepEqual(await names('v3'), []);
  });

  test('a name said plainly is still kept: "hey, it\'s Ingrid" and "its RJ btw"', async () => {
    await h.ask('v4', "hey, it's Ingrid");
    assert.deepEqual(await names('v4'), ['Ingrid']);
    await h.ask('v5', 'its RJ btw');
    assert.deepEqual(await names('v5'), ['RJ']);
  });
});
