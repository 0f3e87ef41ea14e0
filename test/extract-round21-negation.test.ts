// Issue 23, offline, round 21 (a): a habit ended by its verb alone ("I don't surf anymore, …") ends the stored habit;
// another person's ending ends nothing of the user's; a list under a heading with a time ("Meds right now:") and a
// list whose last item is "anything with X in it"; a hyphenated demonym after "I'm" and a role in a game are no name;
// a tool after a habitual "with" is no companion. Through the assistant that `mnemo ask` runs, on a real SQLite file
// with no model. The sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round21a', now);
const { profileOf, ask, stored, seed, seedField, triples } = h;

describe('a habit ended by its verb', () => {
  test('"I don\'t surf anymore, <aside>" ends the stored habit and keeps the new state', async () => {
    await seed('n1', 'The user surfs.');
    await ask('n1', "I don't surf anymore, shoulder's wrecked");
    const now = (await stored('n1')).map((r) => r.content);
    assert.ok(!now.includes('The user surfs.'), now.join('; '));
    assert.ok(
      now.some((c) => /surf/i.test(c) && /any ?more/i.test(c)),
      now.join('; '),
    );
  });

  test("another person's ending ends nothing of the user's", async () => {
    await seed('n2', 'The user surfs.');
    await ask('n2', "my sister doesn't surf anymore, too cold");
    assert.ok((await stored('n2')).some((r) => r.content === 'The user surfs.'));
  });
});

describe('a thing given up', () => {
  test('"gave up the X, <aside>" ends the one plain fact that holds X', async () => {
    await seed('g1', 'The user rents a mooring on the canal.');
    await ask('g1', 'Gave up the mooring in the spring, far too pricey.');
    const now = (await stored('g1')).map((r) => r.content);
    assert.ok(!now.includes('The user rents a mooring on the canal.'), now.join('; '));
  });
});

describe('lists', () => {
  test('a heading with a time over bullets, an aside in brackets', async () => {
    await ask('l1', 'Meds right now:\n- lamotrigine\n- vitamin D\n- ibuprofen (for flare-ups)');
    const t = await triples('l1');
    for (const x of ['lamotrigine', 'vitamin D', 'ibuprofen']) assert.ok(t.includes(`user · takes_medication · ${x}`), t.join('; '));
  });

  test('"… and anything with X in it" is an item', async () => {
    await ask('l2', "I'm allergic to mango, celery and anything with carmine in it");
    assert.ok((await triples('l2')).includes('user · allergic_to · carmine'));
  });
});

describe('no name, no companion', () => {
  test('a hyphenated demonym and a role in a game are no name', async () => {
    await seedField('w1', 'name', 'Ines');
    await ask('w1', "I'm Irish-Jamaican, if that matters for the menu");
    await ask('w1', "let's play a game: you're a wizard and I'm Lord Vexley");
    assert.equal((await profileOf('w1'))['name'], 'Ines');
  });

  test('a tool after a habitual "with" is no friend; a person in company is', async () => {
    await ask('w2', 'I edit with Figma every evening');
    await ask('w2', 'I go running with Oksana most mornings');
    const t = await triples('w2');
    assert.ok(!t.some((x) => /Figma/.test(x) && /friend|works_with/.test(x)), t.join('; '));
    assert.ok(t.includes('user · friend · Oksana'), t.join('; '));
  });
});
