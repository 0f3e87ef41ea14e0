// Issue 23, round 24 (branch x24b): a tentative clause stores nothing settled, and an "it's X" that points forward at
// a thing named after it is no name. Modality is read from the clause (a modal, an adverb of likelihood, a verb of
// deliberation, a tag of undecidedness, a verb coordinated after a hedged one), whatever reader made the drafts: a deed
// to come is kept as a plan (`plans`), a hedged state stores nothing, no field changes. Through the assistant behind
// `mnemo ask` on a real SQLite file with no model; every sentence is new (not in any corpus).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round24b', new Date('2026-12-06T12:00:00Z'));
const { profileOf, ask } = h;

/** Every memory that mentions `word` is a plan of the user's (a `plans` triple), and there is at least one. */
async function onlyPlans(userId: string, word: RegExp): Promise<void> {
  const about = (await h.stored(userId)).filter((r) => word.test(r.content));
  assert.ok(about.length > 0, 'the plan is kept');
  for (const r of about) assert.equal(r.triple?.predicate, 'plans', r.content);
}

describe('a tentative clause stores nothing settled', () => {
  test('a verb of deliberation with a noun complement is a plan, not a state', async () => {
    await ask('h1', 'contemplating a sabbatical in the autumn');
    await onlyPlans('h1', /sabbatical/i);
  });

  test('trap: a deliberated move beside a tag of undecidedness keeps the seeded home and stores no tag', async () => {
    await h.seedField('h2', 'location', 'Cork');
    await ask('h2', "pondering a transfer to the Galway office, we'll see");
    assert.equal((await profileOf('h2'))['location'], 'Cork');
    await onlyPlans('h2', /galway/i);
    assert.ok(!(await h.contents('h2')).some((c) => /see\b/.test(c) && !/galway/.test(c)), (await h.contents('h2')).join('; '));
  });

  test('guard (passed before): an adverb of likelihood after a future keeps the deed a plan', async () => {
    await ask('h3', "I'll prolly sell my road bike in the spring");
    await onlyPlans('h3', /road bike/i);
  });

  test('trap: a verb coordinated after a modal of possibility is as tentative as the first', async () => {
    await ask('h4', 'I might leave the orchestra and take up bouldering');
    const contents = await h.contents('h4');
    assert.ok(!contents.some((c) => /takes up bouldering/.test(c)), contents.join('; '));
    for (const r of (await h.stored('h4')).filter((x) => /boulder/i.test(x.content))) assert.equal(r.triple?.predicate, 'plans', r.content);
  });

  test('a plain statement with no hedge is still stored as said', async () => {
    await ask('h5', 'I left the orchestra and took up bouldering');
    await h.holds('h5', 'boulder');
    const bouldering = (await h.stored('h5')).filter((x) => /boulder/i.test(x.content));
    assert.ok(bouldering.every((r) => r.triple?.predicate !== 'plans'));
  });
});

describe('an "it" that points forward is no self-introduction', () => {
  test('trap: "it\'s X" followed by what X is (an apposition) sets no name', async () => {
    await ask('n1', "It's Quillfeather Press, sorry, the publisher I freelance for");
    assert.equal((await profileOf('n1'))['name'], undefined);
  });

  test('trap: "its X" followed by a clause saying what it is sets no name', async () => {
    await ask('n2', 'its Marlowe & Finch now, i forgot to tell you where i ended up');
    assert.equal((await profileOf('n2'))['name'], undefined);
  });

  test('"it\'s X here" with a question after it is still the name', async () => {
    await ask('n3', "hey, it's Rosalind here, quick question about my pension");
    assert.equal((await profileOf('n3'))['name'], 'Rosalind');
  });
});
