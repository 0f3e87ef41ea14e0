// Issue 23, offline, round 20 (branch x20c): importance, lists, tense, reported and mixed turns, read by mechanism.
// A medication is read by how it is taken (a dose, a schedule, tablets, blood tests), with or without "I'm", whatever
// its name; "add X to my <list>" is that list told, never a taste; "shifted to <Place>" (Indian English) is a move;
// a clinician's "it's X" is the user's finding; a denied state ends the plain fact it contradicts; a sequence of past
// places ("A, then B") is one past fact each; quitting "my job" with no employer named ends the one on record.
// Through the assistant that `mnemo ask` runs, on a real SQLite file with no model. The sentences are written here,
// for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round20c', now);
const { profileOf, ask, stored, triples, seedField, seed } = h;

const current = async (user: string) => (await stored(user)).filter((r) => r.invalidatedAt === null && r.importance >= 0.3);

describe('medication by how it is taken', () => {
  test('a dose or schedule after the name keeps the medication, kept high', async () => {
    await ask('m1', 'I’m on citalopram, 20mg every morning');
    const t = await triples('m1');
    assert.ok(t.includes('user · takes_medication · citalopram'), t.join('; '));
    const r = (await current('m1')).find((x) => /citalopram/i.test(x.content));
    assert.ok(r && r.importance >= 0.85, `importance ${r?.importance}`);
  });

  test('a name the rules do not know is a medication when a schedule says so, said without "I’m"', async () => {
    await ask('m2', 'on hydroxychloroquine, twice a day with food');
    assert.ok((await triples('m2')).includes('user · takes_medication · hydroxychloroquine'));
    assert.deepEqual(await profileOf('m2'), {});
  });

  test('a platform used daily is no medication and no team', async () => {
    await ask('m3', 'im on reddit daily tbh');
    const t = await triples('m3');
    assert.ok(!t.some((x) => /takes_medication|team/.test(x)), t.join('; '));
    assert.equal((await profileOf('m3'))['team'], undefined);
  });
});

describe('lists told as additions and sequences', () => {
  test('an errand done on the way home is trivia: nothing kept', async () => {
    await ask('l0', 'grabbed bread, bananas and some oat milk on my way back');
    assert.deepEqual(
      (await current('l0')).map((r) => r.content),
      [],
    );
  });

  test('"add X to my allergies" is an allergy, not a preference', async () => {
    await ask('l1', 'oh and pls add cashews to my allergies');
    assert.ok((await triples('l1')).includes('user · allergic_to · cashews'));
    assert.ok(!Object.keys(await profileOf('l1')).some((k) => k.startsWith('preference.')));
  });

  test('"add this to my notes" stores nothing', async () => {
    await ask('l2', 'add that to my notes');
    assert.deepEqual(
      (await current('l2')).map((r) => r.content),
      [],
    );
  });

  test('past places in sequence are one past fact each and no current location', async () => {
    await seedField('l3', 'location', 'Hamilton');
    await ask('l3', 'I lived in Tauranga for a bit and then Napier');
    const t = await triples('l3');
    assert.ok(t.includes('user · lived_in · Tauranga'), t.join('; '));
    assert.ok(t.includes('user · lived_in · Napier'), t.join('; '));
    assert.equal((await profileOf('l3'))['location'], 'Hamilton');
  });
});

describe('moves, reports and denials', () => {
  test('"we have shifted to <Place>" is where the user lives now', async () => {
    await seedField('t1', 'location', 'Nagpur');
    await ask('t1', 'We have shifted to Indore last month only');
    assert.equal((await profileOf('t1'))['location'], 'Indore');
  });

  test('"shifted to" a lower-case word (a shift, a language) moves nothing', async () => {
    await seedField('t2', 'location', 'Nagpur');
    await ask('t2', 'I have shifted to nights this week');
    assert.equal((await profileOf('t2'))['location'], 'Nagpur');
  });

  test('a clinician’s "it’s X" is the user’s finding; an allergy specialist’s is an allergy', async () => {
    await ask('r1', 'my allergist confirmed it’s birch pollen');
    assert.ok((await triples('r1')).some((x) => /^user · allergic_to · birch pollen$/.test(x)));
    await ask('r2', 'the rheumatologist said it’s gout');
    const r = (await current('r2')).find((x) => /gout/i.test(x.content));
    assert.ok(r && /^The user has gout/.test(r.content), r?.content);
  });

  test('"it’s nothing serious" and a vet’s finding store nothing of the user’s health', async () => {
    await ask('r3', 'the doctor said it’s nothing to worry about');
    await ask('r3', 'the vet said it’s kennel cough');
    assert.ok(!(await current('r3')).some((x) => /^The user has/.test(x.content)));
  });

  test('a denied state ends the plain fact it contradicts', async () => {
    await seed('d1', 'The user is gluten intolerant.');
    await ask('d1', 'turns out im not actually gluten intolerant, the endoscopy was clear');
    assert.ok(!(await current('d1')).some((x) => x.content === 'The user is gluten intolerant.'));
  });

  test('"I’m not sure" ends nothing', async () => {
    await seed('d2', 'The user is sure about moving to Perth.');
    await ask('d2', 'I’m not sure');
    assert.ok((await current('d2')).some((x) => x.content === 'The user is sure about moving to Perth.'));
  });
});

describe('mixed turns: quitting a job said with a question', () => {
  test('quitting "my job" with no employer named ends the one on record', async () => {
    await seedField('q1', 'employer', 'Hallam Print Works');
    await ask('q1', 'I quit my job at the print shop on friday. any tips for a cover letter?');
    assert.equal((await profileOf('q1'))['employer'], undefined);
  });

  test('thinking of quitting, or a partner quitting, ends nothing', async () => {
    await seedField('q2', 'employer', 'Hallam Print Works');
    await ask('q2', 'might quit my job in spring, who knows');
    await ask('q2', 'my husband quit his job');
    assert.equal((await profileOf('q2'))['employer'], 'Hallam Print Works');
  });
});
