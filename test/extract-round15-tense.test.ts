// Issue 23, offline, fifteenth pass (tense and time): a first-person present perfect with a start or a length that
// reaches now ("have lived in X for about a decade", "been working at X since …") is read as its present, a current
// state whose validity starts at the time said; a past state with an end or told of a long past ("used to be at X",
// "was a … back in 2009") is a past fact that never moves a current field; a plan moves no field. Through the
// assistant behind `mnemo ask`, on a real SQLite file with no model. Every sentence is written here; none is from a
// corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round15a', now);
const { profileOf, ask, lowTriples: triples } = h;
const year = (d: Date) => d.toISOString().slice(0, 4);

describe('a present perfect with a start or a length is a current state from then', () => {
  test('"have lived in X for about a decade", its "I" dropped, sets the place and dates it a decade back', async () => {
    await ask('p1', 'have lived in Ballarat for about a decade');
    assert.equal((await profileOf('p1'))['location'], 'Ballarat');
    const fact = (await h.stored('p1')).find((r) => /ballarat/i.test(r.content));
    assert.ok(fact, 'a fact about Ballarat');
    assert.equal(year(fact.validFrom), '2016');
  });

  test('"I\'ve been based in X for two decades" sets the place and dates it twenty years back', async () => {
    await ask('p2', "i've been based in Dunedin for two decades");
    assert.equal((await profileOf('p2'))['location'], 'Dunedin');
    const fact = (await h.stored('p2')).find((r) => /dunedin/i.test(r.content));
    assert.ok(fact);
    assert.equal(year(fact.validFrom), '2006');
  });

  test('a start said with its season ("since the spring of 2018") still dates the state', async () => {
    await ask('p3', 'been living in Tauranga since the spring of 2018');
    assert.equal((await profileOf('p3'))['location'], 'Tauranga');
    const fact = (await h.stored('p3')).find((r) => /tauranga/i.test(r.content));
    assert.ok(fact);
    assert.equal(year(fact.validFrom), '2018');
  });
});

test('a dropped "have been" with "going on <n> years now" is the diet now, dated from then', async () => {
  await ask('p4', 'have been pescatarian going on five years now');
  assert.equal((await profileOf('p4'))['diet'], 'pescatarian');
});

test('a perfect whose time is a spell ("since the 2nd", "for a fortnight") is a visit: the place stays', async () => {
  await h.seedField('p5', 'location', 'Hobart');
  await ask('p5', "I've been in Tromso since the 2nd");
  await ask('p5', 'been in Valletta for a fortnight');
  assert.equal((await profileOf('p5'))['location'], 'Hobart');
});

describe('a past state is a past fact and never a current field', () => {
  test('"used to be at X years ago", its "I" dropped, is where the user worked, and the employer stays', async () => {
    await h.seedField('q1', 'employer', 'Halden Foods');
    await ask('q1', 'used to be at Norrland Paper years ago');
    assert.equal((await profileOf('q1'))['employer'], 'Halden Foods');
    assert.ok((await triples('q1')).includes('user · worked_at · norrland paper'), (await triples('q1')).join('; '));
  });

  test('"I was a … back in <year>" is a past role, and the role stays', async () => {
    await h.seedField('q2', 'role', 'electrician');
    await ask('q2', 'I was a lifeguard back in 2009');
    assert.equal((await profileOf('q2'))['role'], 'electrician');
    assert.ok((await triples('q2')).includes('user · worked_as · lifeguard'), (await triples('q2')).join('; '));
  });

  test('"I was at X a few days ago" is a visit, not a job: no employer fact', async () => {
    await h.seedField('q3', 'employer', 'Halden Foods');
    await ask('q3', 'I was at Maple Leaf Studios a few days ago');
    assert.equal((await profileOf('q3'))['employer'], 'Halden Foods');
    assert.ok(!(await triples('q3')).some((t) => t.includes('worked_at')));
  });

  test('a job with its span and an "at <organisation>" is where the user worked, not the employer now', async () => {
    await h.seedField('q4', 'employer', 'Halden Foods');
    await ask('q4', 'From 2011 to 2014 I was a trainee cooper at Brannock Distillery.');
    assert.equal((await profileOf('q4'))['employer'], 'Halden Foods');
    assert.ok((await triples('q4')).includes('user · worked_at · brannock distillery'), (await triples('q4')).join('; '));
  });
});

describe('a plan or a negated perfect moves no field', () => {
  test('"I\'ll be starting at X in march" leaves the employer', async () => {
    await h.seedField('r1', 'employer', 'Halden Foods');
    await ask('r1', "i'll be starting at Corvid Labs in march");
    assert.equal((await profileOf('r1'))['employer'], 'Halden Foods');
  });

  test('"I haven\'t lived in X for years" sets no place', async () => {
    await h.seedField('r2', 'location', 'Hobart');
    await ask('r2', "I haven't lived in Darwin for years");
    assert.equal((await profileOf('r2'))['location'], 'Hobart');
  });
});
