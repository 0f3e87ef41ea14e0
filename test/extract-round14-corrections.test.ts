// Issue 23, offline, fourteenth pass (correction, negation/cessation): a correction by contrast with no cue word
// ("it's X I …, not Y", "X, not Y - I always …", "<field> is X, I muddled them") is read once and tied to the stored
// field or memory that holds Y — a guess or someone else's value changes nothing; a cessation is read as a frame of
// stopping ("took me off", "resigned from", "behind me", "no longer at", "stopped <doing>") whose object is matched
// against what is stored, and a doing that names no relation ends only what says that doing. Through the assistant
// behind `mnemo ask`, on a real SQLite file with no model. Every sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round14b', now);
const { profileOf, ask, contents, lowTriples: triples } = h;

describe('a correction by contrast is tied to what holds the old value', () => {
  test('a cleft, "it\'s X I\'m allergic to, not Y", corrects the one allergy that holds Y', async () => {
    await h.seed('c1', 'The user is allergic to kiwi.', { subject: 'user', predicate: 'allergic_to', object: 'kiwi' });
    await ask('c1', "it's mango i'm allergic to, not kiwi");
    const t = await triples('c1');
    assert.ok(t.includes('user · allergic_to · mango'), t.join('; '));
    assert.ok(!t.includes('user · allergic_to · kiwi'), t.join('; '));
  });

  test('a bare lower-case "X, not Y" with a remark after it corrects the memory that holds Y', async () => {
    await h.seed('c2', 'The user plays the oboe.', { subject: 'user', predicate: 'plays', object: 'oboe' });
    await ask('c2', 'clarinet, not oboe - i always swap those two');
    const t = await triples('c2');
    assert.ok(t.includes('user · plays · clarinet'), t.join('; '));
    assert.ok(!t.includes('user · plays · oboe'), t.join('; '));
  });

  test('a first-person statement before "not Y" corrects the profile field that holds Y', async () => {
    await h.seedField('c3', 'employer', 'Unilever');
    await ask('c3', 'kindly note i am employed with Nestle only, not unilever');
    assert.equal((await profileOf('c3'))['employer'], 'Nestle');
  });

  test('"<field noun> is X" and a word of error, with no "not Y", corrects the field the noun names', async () => {
    await h.seedField('c4', 'team', 'Billing');
    await ask('c4', 'my squad is Onboarding, i muddled them earlier');
    assert.equal((await profileOf('c4'))['team'], 'Onboarding');
  });

  test('a "not Y" that nothing stored holds changes nothing and stores nothing', async () => {
    await h.seedField('c5', 'location', 'Porto');
    await ask('c5', 'Braga, not Lisbon');
    assert.equal((await profileOf('c5'))['location'], 'Porto');
    assert.deepEqual(
      (await contents('c5')).filter((c) => /braga|lisbon/.test(c)),
      [],
    );
  });

  test("someone else's contrast never corrects the user's field", async () => {
    await h.seedField('c6', 'employer', 'Siemens');
    await ask('c6', 'my sister is at Bosch, not Siemens');
    assert.equal((await profileOf('c6'))['employer'], 'Siemens');
  });
});

describe('a cessation is a frame of stopping matched against what is stored', () => {
  test('"the dermatologist took me off X" ends the medication the user took', async () => {
    await h.seed('s1', 'The user takes isotretinoin.', { subject: 'user', predicate: 'takes_medication', object: 'isotretinoin' });
    await ask('s1', 'the dermatologist took me off the isotretinoin a fortnight ago');
    assert.ok(!(await triples('s1')).includes('user · takes_medication · isotretinoin'));
  });

  test('"resigned from the rowing club" ends the one plain fact that says the club, and keeps the new state', async () => {
    await h.seed('s2', 'The user is a member of a rowing club.');
    await ask('s2', 'resigned from the rowing club in the summer');
    const c = await contents('s2');
    assert.ok(!c.includes('the user is a member of a rowing club.'), c.join('; '));
    assert.ok(
      c.some((x) => x.includes('rowing club') && x.includes('resigned')),
      c.join('; '),
    );
  });

  test('"drinking is behind me now" ends the stored drink', async () => {
    await h.seed('s3', 'The user drinks red wine.', { subject: 'user', predicate: 'drinks', object: 'red wine' });
    await ask('s3', 'drinking is behind me now, fourteen months sober');
    assert.ok(!(await triples('s3')).includes('user · drinks · red wine'));
  });

  test('"no longer at X" with its "I" dropped ends the employer and sets no other', async () => {
    await h.seedField('s4', 'employer', 'Arup');
    await ask('s4', 'no longer at Arup, went freelance in march');
    assert.equal((await profileOf('s4'))['employer'], undefined);
  });

  test('"stopped <doing> at X" ends the plain fact that says that doing there', async () => {
    await h.seed('s5', 'The user volunteers at an animal shelter.');
    await ask('s5', 'stopped volunteering at the animal shelter when i moved');
    assert.ok(!(await contents('s5')).includes('the user volunteers at an animal shelter.'));
  });

  test('a doing that names no relation ends only what says it: "don\'t coach tennis" keeps "plays tennis"', async () => {
    await h.seed('s6', 'The user plays tennis.', { subject: 'user', predicate: 'plays', object: 'tennis' });
    await ask('s6', "I don't coach tennis anymore");
    assert.ok((await triples('s6')).includes('user · plays · tennis'));
  });

  test("someone else leaving a group ends nothing of the user's", async () => {
    await h.seed('s7', 'The user helps run the scouts.');
    await ask('s7', 'my son left the scouts in october');
    assert.ok((await contents('s7')).includes('the user helps run the scouts.'));
  });
});
