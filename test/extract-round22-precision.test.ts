// Issue 23, offline, round 22 (precision): what a turn stores beside the fact it states. A liking's object must be a
// thing (no adverb-led remark, bare verb or span of time); a relative's job said with a town is one memory, the town
// kept in it; a plain fact whose only thing is an unresolved "it"/"that" is a remark on the conversation; a plain fact
// still to come is a plan. Through `mnemo ask` (the offline assistant) on a real SQLite file with no model. The
// sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-06T12:00:00Z');
const h = offlineAssistant('round22p', now);
const { ask, kept, triples, hasTriple, profileOf, seedField } = h;

const liked = async (userId: string) => (await triples(userId)).filter((t) => / · (likes|dislikes) · /.test(t));

describe("a liking's object is a thing", () => {
  test('a remark led by an adverb after the liking is not a second thing liked', async () => {
    await ask('l1', 'I really cant stand coriander, even the tiniest bit');
    await ask('l1', 'I adore ramen, honestly even the instant kind');
    const t = await liked('l1');
    assert.ok(t.includes('user · likes · ramen'), t.join('; '));
    assert.ok(
      t.some((x) => /dislikes · coriander/.test(x)),
      t.join('; '),
    );
    assert.ok(!t.some((x) => /· (even|honestly)\b/.test(x)), t.join('; '));
  });

  test('a span of time after a hedging "like" is no liking', async () => {
    await ask('l2', 'Been on the drums since I was twelve, so like 20 years');
    const t = await liked('l2');
    assert.ok(!t.some((x) => /years/.test(x)), t.join('; '));
  });
});

describe("a relative's job said with a town", () => {
  test('is one memory holding the town, not a second "based in" memory', async () => {
    await seedField('r1', 'location', 'Leeds');
    await ask('r1', 'my godfather is a lighthouse keeper in Oban');
    await hasTriple('r1', /^godfather · role · lighthouse keeper$/);
    const k = await kept('r1');
    assert.ok(
      k.some((x) => /lighthouse keeper in Oban/.test(x)),
      k.join(' | '),
    );
    assert.ok(!k.some((x) => /based in Oban/.test(x)), k.join(' | '));
    assert.equal((await profileOf('r1'))['location'], 'Leeds');
  });
});

describe('a remark on the conversation', () => {
  test('"… not comfortable with that saved" beside a forget request stores nothing', async () => {
    await seedField('c1', 'employer', 'Ocado');
    await ask('c1', "delete my phone number please, I'm not comfortable with that saved");
    const k = await kept('c1');
    assert.deepEqual(
      k.filter((x) => !/Ocado/.test(x)),
      [],
      k.join(' | '),
    );
  });

  test('a fact that names its thing is kept ("I\'m not comfortable with heights")', async () => {
    await ask('c2', "I'm not comfortable with heights");
    const k = await kept('c2');
    assert.ok(
      k.some((x) => /heights/.test(x)),
      k.join(' | '),
    );
  });
});

describe('a plain fact still to come is a plan', () => {
  test('a time ahead and a verb of intent mark it as a plan, not as the present', async () => {
    await ask('p1', 'im starting at Harrow & Finch in march');
    await hasTriple('p1', /^user · plans · .*Harrow & Finch/);
    await ask('p2', 'considering selling the campervan');
    await hasTriple('p2', /^user · plans · .*selling the campervan/);
  });

  test('something done now is no plan', async () => {
    await ask('p3', "I'm renovating a narrowboat");
    const t = await triples('p3');
    assert.ok(!t.some((x) => / · plans · /.test(x)), t.join('; '));
  });
});

describe('a state the user has just come into, in the perfect', () => {
  test('"I\'ve gone totally blank" beside a question stores nothing; a lasting change is kept', async () => {
    await ask('m1', 'what was the name of that river in Laos, ive gone totally blank');
    assert.deepEqual(await kept('m1'), []);
    await ask('m2', "I've got engaged to Priyanka!");
    const k = await kept('m2');
    assert.ok(
      k.some((x) => /engaged/i.test(x)),
      k.join(' | '),
    );
  });
});
