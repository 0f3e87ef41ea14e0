// Issue 23, offline, round 22 (a): a negated state said with a word of ending is the user's new state and ends what
// its complement names, whatever its shape — an article ("not a X person anymore"), a degree ("not much of a <agent
// noun> these days"), a diet, a place in lower case, "doing X"; a dislike with a word of ending ends the stored liking.
// What is done to "me" is the user's even after "my <clinician>"; a bare correction "X, not Y" keeps its reading beside
// an aside with its own "n't"; "my allergy is to X" is the allergy. Traps: another person's ending, a question, a
// dislike with no word of ending. Through the assistant that `mnemo ask` runs, on a real SQLite file with no model.
// The sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round22a', now);
const { profileOf, ask, stored, seed, seedField, triples } = h;
const contents = async (user: string) => (await stored(user)).map((r) => r.content);

describe('a negated state with a word of ending supersedes the old one', () => {
  test('"not a X person anymore" ends the habit and keeps the new state', async () => {
    await seed('a1', 'The user plays backgammon.', { subject: 'user', predicate: 'plays', object: 'backgammon' });
    await ask('a1', 'honestly not a backgammon person anymore');
    const now = await contents('a1');
    assert.ok(!now.includes('The user plays backgammon.'), now.join('; '));
    assert.ok(
      now.some((c) => /backgammon/i.test(c) && /\bnot\b/i.test(c)),
      now.join('; '),
    );
  });

  test('"not much of a <agent noun> these days" ends the doing', async () => {
    await seed('a2', 'The user plays squash.', { subject: 'user', predicate: 'plays', object: 'squash' });
    await ask('a2', 'not really much of a squash player these days');
    assert.ok(!(await contents('a2')).includes('The user plays squash.'));
  });

  test('a dislike said with "these days" ends the stored liking', async () => {
    await seed('a3', 'The user likes techno.', { subject: 'user', predicate: 'likes', object: 'techno' });
    await ask('a3', 'not that into techno these days');
    const now = await contents('a3');
    assert.ok(!now.includes('The user likes techno.'), now.join('; '));
    assert.ok(
      now.some((c) => /techno/i.test(c)),
      now.join('; '),
    );
  });

  test('a diet after an article is ended', async () => {
    await seedField('a4', 'diet', 'pescatarian');
    await ask('a4', 'not a pescatarian any more, I eat everything');
    assert.equal((await profileOf('a4'))['diet'], undefined);
  });

  test('"not living in <place>" in lower case ends the location', async () => {
    await seedField('a5', 'location', 'Galway');
    await ask('a5', 'im not living in galway anymore');
    assert.notEqual((await profileOf('a5'))['location'], 'Galway');
  });

  test('"not doing X anymore" ends the plain fact that holds X', async () => {
    await seed('a6', 'The user works weekend shifts.');
    await ask('a6', 'not doing weekend shifts anymore, thank goodness');
    assert.ok(!(await contents('a6')).includes('The user works weekend shifts.'));
  });
});

describe('the user as the object, corrections', () => {
  test('"my <clinician> switched me to X" is the medicine the user takes', async () => {
    await ask('b1', 'my rheumatologist switched me to methotrexate');
    assert.ok((await triples('b1')).includes('user · takes_medication · methotrexate'));
  });

  test('"X, not Y" beside an aside with its own "n\'t" still corrects', async () => {
    await seed('b2', 'The user has four nephews.');
    await ask('b2', "Three nephews, not four. I don't know why you have four");
    const now = await contents('b2');
    assert.ok(!now.includes('The user has four nephews.'), now.join('; '));
    assert.ok(
      now.some((c) => /three/i.test(c)),
      now.join('; '),
    );
  });

  test('"my allergy is to X, not Y" is the allergy to X', async () => {
    await seed('b3', 'The user is allergic to sesame.', { subject: 'user', predicate: 'allergic_to', object: 'sesame' });
    await ask('b3', 'sorry, my allergy is to mustard, not sesame');
    const t = await triples('b3');
    assert.ok(t.includes('user · allergic_to · mustard'), t.join('; '));
    assert.ok(!t.includes('user · allergic_to · sesame'), t.join('; '));
  });
});

describe('traps: nothing of the user ends', () => {
  test("another person's ended diet leaves the user's", async () => {
    await seedField('t1', 'diet', 'vegetarian');
    await ask('t1', "my flatmate isn't a vegetarian anymore");
    assert.equal((await profileOf('t1'))['diet'], 'vegetarian');
  });

  test('a question about no longer being one ends nothing', async () => {
    await seed('t2', 'The user plays backgammon.', { subject: 'user', predicate: 'plays', object: 'backgammon' });
    await ask('t2', 'would it be weird if I was not a backgammon person anymore?');
    assert.ok((await contents('t2')).includes('The user plays backgammon.'));
  });

  test('a dislike with no word of ending keeps the liking', async () => {
    await seed('t3', 'The user likes techno.', { subject: 'user', predicate: 'likes', object: 'techno' });
    await ask('t3', 'not into techno remixes of pop songs though');
    assert.ok((await contents('t3')).includes('The user likes techno.'));
  });
});

describe('a move with a particle of direction, a habit verb alone', () => {
  test('"moved over to <place>" in lower case is the new location', async () => {
    await seedField('m1', 'location', 'Leeds');
    await ask('m1', 'moved over to york in the spring');
    assert.equal(String((await profileOf('m1'))['location']).toLowerCase(), 'york');
  });

  test('"haven\'t <verb> since <event>" is kept as the new state', async () => {
    await ask('m2', 'i havent cycled since the operation');
    assert.ok((await contents('m2')).some((c) => /cycl/i.test(c)));
  });
});

describe('an agent noun whose verb names a relation', () => {
  test('"not a smoker anymore" ends the smoking, not the coffee', async () => {
    await seed('s1', 'The user smokes roll-ups.', { subject: 'user', predicate: 'smokes', object: 'roll-ups' });
    await seed('s1', 'The user drinks coffee.', { subject: 'user', predicate: 'drinks', object: 'coffee' });
    await ask('s1', 'not a smoker anymore, proud of myself');
    const now = await contents('s1');
    assert.ok(!now.includes('The user smokes roll-ups.'), now.join('; '));
    assert.ok(now.includes('The user drinks coffee.'), now.join('; '));
  });
});
