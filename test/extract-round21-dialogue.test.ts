// Issue 23, offline, round 21 (b): the shared readers under dialogue, entity and correction turns. A legal form in
// capitals closes an organisation's name ("… Vind AS", "… Data AB"), though the tagger reads "AS" as the preposition
// and a clause may not end on one; a given name in "-iese"/"-eese" is no demonym's shape; when a possessive field holds
// ("my employer these days is …") and a focus word after its value ("… only") are no part of key or value; "on <zone>
// time" keeps its zone when a time of holding follows. Through extraction jobs (sessions.append + the job worker) on
// a real SQLite file with no model. The sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round21b', now);
const { profileOf, say, seedField } = h;

describe('round 21 (b): organisations, names and field keys', () => {
  test('a Norwegian legal form in capitals closes the employer’s name', async () => {
    await say('e1', "I'm a welder at Havbruk Vind AS");
    assert.equal((await profileOf('e1'))['employer'], 'Havbruk Vind AS');
  });

  test('a lower-case "as" stays the preposition', async () => {
    await say('e2', 'I joined Lindqvist as a junior buyer');
    const p = await profileOf('e2');
    assert.equal(p['employer'], 'Lindqvist');
    assert.equal(p['role'], 'junior buyer');
  });

  test('a legal form with a time of holding after the key', async () => {
    await say('e3', 'my employer right now is Skogsberg Trä AB');
    assert.equal((await profileOf('e3'))['employer'], 'Skogsberg Trä AB');
  });

  test('a given name in -iese is a name, with a discourse tag after it', async () => {
    await say('n1', "I'm Liese, by the way");
    assert.equal((await profileOf('n1'))['name'], 'Liese');
  });

  test('a passing state with the same tag sets no name', async () => {
    await say('n2', "I'm knackered, by the way");
    assert.equal((await profileOf('n2'))['name'], undefined);
  });

  test('a title with "only" after it is corrected without the focus word', async () => {
    await seedField('c1', 'role', 'Surveyor II');
    await say('c1', 'my title is Chief Surveyor only, not Surveyor II');
    assert.equal(String((await profileOf('c1'))['role']).toLowerCase(), 'chief surveyor');
  });

  test('a time zone said with a time of holding after it', async () => {
    await seedField('z1', 'timezone', 'Central');
    await say('z1', "no, I'm on Mountain time nowadays");
    assert.equal((await profileOf('z1'))['timezone'], 'Mountain time');
  });
});
