// Issue 23, offline, twelfth pass (organisations): a partners' name closed by a legal form is one employer whatever
// its commas, "&" or "and" ("Achterberg, Nwosu, & Field LLP"); a slash between two names joins them; an
// abbreviation's full stop before "of" ends no sentence ("the Inst. of …"). Through extraction jobs and the
// assistant that `mnemo ask` runs, on a real SQLite file with no model. The sentences are written here, for these
// tests; none comes from the corpus.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round12e', now);
const { profileOf, say, ask } = h;

describe('organisation names as the employer', () => {
  test('partners with an Oxford comma and a legal form (extraction job)', async () => {
    await say('e1', 'Employer: Achterberg, Nwosu, & Field LLP');
    assert.equal((await profileOf('e1'))['employer'], 'Achterberg, Nwosu, & Field LLP');
  });

  test('partners joined by "and" before a legal form (assistant)', async () => {
    await ask('e2', 'I work for Kowalczyk, Brandt and Osei GmbH');
    assert.equal((await profileOf('e2'))['employer'], 'Kowalczyk, Brandt and Osei GmbH');
  });

  test("a saint's name with partners and a legal form", async () => {
    await say('e6', "Employed at St. Ives's & Partners Ltd.");
    assert.equal((await profileOf('e6'))['employer'], "St. Ives's & Partners Ltd.");
  });

  test('two names joined by a slash', async () => {
    await say('e3', 'just joined Fenwick/Tanaka Associates');
    assert.equal((await profileOf('e3'))['employer'], 'Fenwick/Tanaka Associates');
  });

  test('"the Inst. of …" keeps the whole name, and the role', async () => {
    await say('e4', "I'm a research fellow at the Inst. of Marine Ecology");
    const p = await profileOf('e4');
    assert.equal(p['employer'], 'Inst of Marine Ecology');
    assert.equal(p['role'], 'research fellow');
  });

  test('"moved to A/B Rail" with an employer known moves no place (write safety)', async () => {
    await h.seedField('e7', 'employer', 'Tollgate Freight');
    await say('e7', 'moved to Castlemere/Varga Rail in march');
    assert.equal((await profileOf('e7'))['location'], undefined);
  });

  test('a list of shops without a legal form is not joined into one name', async () => {
    await say('e5', 'I like Lidl, Aldi and Netto');
    assert.equal((await profileOf('e5'))['employer'], undefined);
  });
});
