// Issue 23, offline, sixth pass: by kind — a relative named with a place (and a bare correction of
// it), standing instructions kept as instructions, relations said with "my X is Y", corrections with a
// few pointing words, past states with their span, plans that start later, the day's trivia, "we" at
// home — and the write-safety traps (suppositions, tag questions, an "X, not Y" that two memories could
// mean): nothing stored or changed, and the reply says so. Through extraction jobs (sessions.append +
// the job worker) and through the assistant that `mnemo ask` runs, on a real SQLite file with no model.
// The sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extractFromText } from '../src/write/extract/rules.js';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-07-14T12:00:00Z');
const t = offlineAssistant('round6', now);
const { profileOf, current, say, seed, seedField, ask, triples } = t;

describe('a relative named with a place', () => {
  test('"My sister Ilse lives in Ghent." keeps her place, and "no, it\'s Leuven" then changes it', async () => {
    await say('r1', 'My sister Ilse lives in Ghent.');
    assert.ok((await triples('r1')).includes('sister · location · Ghent'), (await triples('r1')).join(' | '));
    await say('r1', "no, it's Leuven");
    const live = await current('r1');
    assert.ok(
      live.some((c) => /Ilse/.test(c) && /Leuven/.test(c)),
      live.join(' | '),
    );
    assert.ok(!live.some((c) => /Ghent/.test(c)), 'the old place is no longer current');
    assert.equal((await profileOf('r1'))['location'], undefined, "the sister's city is never the user's");
  });

  test('through the assistant: the reply names the change', async () => {
    await ask('r2', 'My uncle Tomás lives in Cádiz.');
    const turn = await ask('r2', "no, it's Huelva");
    assert.match(turn.reply, /Huelva/);
    assert.ok((await current('r2')).some((c) => /Tomás/.test(c) && /Huelva/.test(c)));
  });

  test('a value that looks like the name respelt is not read as the place', async () => {
    await say('r3', 'My cousin Marta lives in Braga.');
    await say('r3', "no, it's Martha");
    assert.ok((await current('r3')).some((c) => /Braga/.test(c)));
  });

  test('a relative\'s age is theirs: "my son is 9", then "my son is 10, not 9" supersedes it', async () => {
    await say('r4', 'my son is 9');
    assert.ok((await triples('r4')).includes('son · age · 9'));
    await say('r4', 'my son is 10, not 9');
    assert.ok((await triples('r4')).includes('son · age · 10'));
    assert.ok(!(await triples('r4')).includes('son · age · 9'));
    assert.equal((await profileOf('r4'))['age'], undefined);
  });
});

describe('standing instructions', () => {
  test('"never ring me before 8am" is kept as an instruction, verb and all, never as a dislike', async () => {
    const turn = await ask('i1', 'never ring me before 8am');
    const live = await current('i1');
    assert.ok(
      live.some((c) => /never to ring them before 8am/.test(c)),
      live.join(' | '),
    );
    assert.ok(!live.some((c) => /dislikes/.test(c)));
    assert.match(turn.reply, /Remembered/);
  });

  test('"don\'t email me newsletters" keeps what is asked; a style request stays a dislike of the thing', async () => {
    await say('i2', "don't email me newsletters");
    assert.ok((await current('i2')).some((c) => /not to email them newsletters/.test(c)));
    await say('i3', "don't use emoji");
    assert.ok((await current('i3')).some((c) => /dislikes emoji/.test(c)));
  });

  test('"always reply in Portuguese" is the reply language', async () => {
    await say('i4', 'always reply in Portuguese');
    assert.equal((await profileOf('i4'))['language'], 'Portuguese');
  });
});

describe('relations and lists said with "my X is Y"', () => {
  test("partner, best friend, mentor (both ways round) and coworkers are the user's relations", async () => {
    await say('l1', 'my partner is Yusuf');
    await say('l1', 'my best friend is Ingrid');
    await say('l1', 'Darius is my mentor');
    await say('l1', 'my coworkers are Femi and Lotte, both lovely');
    const t = await triples('l1');
    for (const want of ['user · partner · Yusuf', 'user · friend · Ingrid', 'user · mentor · Darius', 'user · works_with · Femi', 'user · works_with · Lotte'])
      assert.ok(t.includes(want), `${want} in ${t.join(' | ')}`);
    assert.deepEqual(await profileOf('l1'), {});
  });

  test('"my regular meds are A, B and C": one medication fact per item, kept high', async () => {
    await say('l2', 'my regular meds are amlodipine, omeprazole and vitamin b12');
    const meds = (await t.m.list({ userId: 'l2' }, { limit: 100 })).filter((r) => r.triple?.predicate === 'takes_medication');
    assert.deepEqual(meds.map((r) => r.triple?.object).sort(), ['amlodipine', 'omeprazole', 'vitamin b12']);
    assert.ok(meds.every((r) => r.importance >= 0.7));
  });

  test('"we" at home is the household, never a team; "we\'re vegetarian" at home is the user\'s diet', async () => {
    await say('l3', 'we have a beagle, two cats and some hens');
    const live = await current('l3');
    assert.ok(!live.some((c) => /team/.test(c)), live.join(' | '));
    assert.ok((await triples('l3')).some((x) => /has_pet · .*hens/.test(x)));
    await say('l4', "We're vegetarian, all of us");
    assert.equal((await profileOf('l4'))['diet'], 'vegetarian');
  });
});

describe('corrections with a few pointing words', () => {
  test('"the rabbit is Clover, not Daisy" changes the one memory that holds Daisy', async () => {
    await seed('k1', 'The user has a rabbit called Daisy.', { subject: 'user', predicate: 'has_pet', object: 'Daisy' });
    await say('k1', 'the rabbit is Clover, not Daisy');
    assert.deepEqual(await current('k1'), ['The user has a rabbit called Clover.']);
  });

  test('"sorry, pistachios, not walnuts" after a cue: the allergy is corrected', async () => {
    await seed('k2', 'The user is allergic to walnuts.', { subject: 'user', predicate: 'allergic_to', object: 'walnuts' });
    await say('k2', 'sorry, pistachios, not walnuts');
    assert.deepEqual(await current('k2'), ['The user is allergic to pistachios.']);
  });

  test('a value said inside a memory\'s object: "a cat named Pip", then "sorry, it\'s Pim, not Pip"', async () => {
    await say('k3', 'I have a cat named Pip');
    await say('k3', "sorry, it's Pim, not Pip");
    const live = await current('k3');
    assert.ok(
      live.some((c) => /Pim/.test(c)),
      live.join(' | '),
    );
    assert.ok(!live.some((c) => /\bPip\b/.test(c)));
  });

  test('"not analyst" names the known "data analyst"', async () => {
    await seedField('k4', 'role', 'data analyst');
    await say('k4', 'data scientist actually, not analyst');
    assert.equal((await profileOf('k4'))['role'], 'data scientist');
  });
});

describe('tense: past states, plans, and the day', () => {
  test('past states with their span are past facts and move no current field', async () => {
    await seedField('t1', 'employer', 'Miro');
    await say('t1', 'I was at Spotify from 2016 to 2019');
    await say('t1', 'i lived in porto from 2012 to 2015');
    await say('t1', 'I was a smoker until 2021');
    const t = await triples('t1');
    assert.ok(t.includes('user · worked_at · Spotify'), t.join(' | '));
    assert.ok(t.includes('user · lived_in · Porto'));
    assert.ok((await current('t1')).some((c) => /smoker until 2021/.test(c)));
    assert.deepEqual(await profileOf('t1'), { employer: 'Miro' });
  });

  test('"I start at Klarna in October" is a plan: the employer stays until then', async () => {
    await seedField('t2', 'employer', 'Adyen');
    await say('t2', 'I start at Klarna in October');
    assert.equal((await profileOf('t2'))['employer'], 'Adyen');
    assert.ok((await triples('t2')).includes('user · plans · Klarna'));
  });

  test('"I quit my job at Etsy" ends the employer; "joined Etsy as a product designer" sets the role too', async () => {
    await seedField('t3', 'employer', 'Etsy');
    await say('t3', 'I quit my job at Etsy');
    assert.equal((await profileOf('t3'))['employer'], undefined);
    await say('t4', 'I joined Etsy as a product designer');
    assert.deepEqual(await profileOf('t4'), { employer: 'Etsy', role: 'product designer' });
  });

  test("a day's everyday actions and hiccups are below the floor; a health fact is kept high", async () => {
    for (const [i, text] of ['I had porridge this morning', 'I watched a documentary last night', 'my tram was twenty minutes late'].entries()) {
      await say(`t5-${i}`, text);
      assert.deepEqual(await current(`t5-${i}`), [], text);
    }
    await say('t6', "I'm hard of hearing in one ear");
    const [r] = await t.m.list({ userId: 't6' }, { limit: 10 });
    assert.ok(r && r.importance >= 0.7);
  });

  test('a hyphenated word is one word: "I\'ve been dairy-free since 2023" is the diet', async () => {
    await say('t7', "I've been dairy-free since 2023");
    assert.equal((await profileOf('t7'))['diet'], 'dairy-free');
  });
});

describe('negation and third parties', () => {
  test('"I\'m off the citalopram now" ends that medication; "I don\'t own a car" keeps its "not"', async () => {
    await seed('n1', 'The user takes citalopram.', { subject: 'user', predicate: 'takes_medication', object: 'citalopram' });
    await say('n1', "I'm off the citalopram now");
    assert.ok(!(await triples('n1')).includes('user · takes_medication · citalopram'));
    await say('n2', "I don't own a bike");
    assert.deepEqual(await current('n2'), ['The user does not own a bike.']);
  });

  test("a standing rule of the user's boss is a procedure; one errand is nothing", async () => {
    await say('n3', 'my manager wants every invoice in PDF');
    assert.ok((await t.m.list({ userId: 'n3' }, { limit: 10 })).some((r) => r.kind === 'procedure' && /PDF/.test(r.content)));
    await say('n4', 'my boss wants me to book the venue by Friday');
    assert.deepEqual(await current('n4'), []);
  });
});

describe('write-safety traps: nothing stored or changed, and the reply says so', () => {
  test('a supposition asserts nothing', async () => {
    for (const [i, text] of ["pretend I'm a vegan pilot", 'imagine I lived in Reykjavik', 'say I earned 90k a year'].entries()) {
      const turn = await ask(`s1-${i}`, text);
      assert.deepEqual(await current(`s1-${i}`), [], text);
      assert.deepEqual(await profileOf(`s1-${i}`), {}, text);
      assert.match(turn.reply, /didn’t store anything|No language model/, text);
    }
  });

  test('a tag question asks, it does not tell', async () => {
    await seedField('s2', 'location', 'Graz');
    await ask('s2', "I live in Linz, don't I?");
    assert.equal((await profileOf('s2'))['location'], 'Graz');
    assert.ok(extractFromText("I work at Canva, don't I?").asks);
    assert.deepEqual(extractFromText("I work at Canva, don't I?").candidates, []);
  });

  test('"no, Tromsø, not Oslo" changes nothing when the profile and another memory both hold Oslo', async () => {
    await seedField('s3', 'location', 'Oslo');
    await seed('s3', "The user's brother lives in Oslo.", { subject: 'brother', predicate: 'location', object: 'Oslo' });
    const turn = await ask('s3', 'no, Tromsø, not Oslo');
    assert.equal((await profileOf('s3'))['location'], 'Oslo');
    assert.ok((await current('s3')).includes("The user's brother lives in Oslo."));
    assert.match(turn.reply, /none was changed|changed nothing|Nothing changed|didn’t/);
  });

  test('"I live in Tromsø, not Oslo" says whose it is: the location changes', async () => {
    await seedField('s4', 'location', 'Oslo');
    await seed('s4', "The user's brother lives in Oslo.", { subject: 'brother', predicate: 'location', object: 'Oslo' });
    await say('s4', 'I live in Tromsø, not Oslo');
    assert.equal((await profileOf('s4'))['location'], 'Tromsø');
    assert.ok((await current('s4')).includes("The user's brother lives in Oslo."));
  });

  test('a statement and a question after a comma: both are handled', async () => {
    const found = extractFromText('just moved to Aarhus, any good bakeries nearby?', { now });
    assert.ok(found.asks);
    assert.ok(found.candidates.some((c) => c.profile?.key === 'location' && c.profile.value === 'Aarhus'));
  });
});

describe("an intention is no state, a rejected name is not the user's (kinds of the fourth held-out set's two wrong edits)", () => {
  test('"I\'m thinking about going vegetarian" or "trying to go vegan" sets no diet; "I\'m a strict vegan" does', async () => {
    await seedField('w1', 'diet', 'pescatarian');
    for (const text of ["I'm thinking about going vegetarian after the holidays", "I'm trying to go vegan", "I'm hoping to be dairy-free by spring"]) {
      await say('w1', text);
      assert.equal((await profileOf('w1')).diet, 'pescatarian', text);
    }
    await say('w2', "I'm a strict vegan these days");
    assert.equal((await profileOf('w2')).diet, 'vegan');
  });

  test('"my cousins call me Tiddles, which I hate" sets no nickname, and the reply does not claim one', async () => {
    await seedField('w3', 'nickname', 'Kit');
    const turn = await ask('w3', 'my cousins call me Tiddles, which I hate');
    assert.equal((await profileOf('w3')).nickname, 'Kit');
    assert.doesNotMatch(turn.reply, /Tiddles/);
    await say('w4', "my brothers call me Squirt but I can't stand it");
    assert.equal((await profileOf('w4')).nickname, undefined);
  });

  test('a name the user is glad of, or a dislike of something else beside it, still sets the nickname', async () => {
    await say('w5', 'my friends call me Jojo and I hate my commute');
    assert.equal((await profileOf('w5')).nickname, 'Jojo');
    await say('w6', 'everyone calls me Sam, which I love');
    assert.equal((await profileOf('w6')).nickname, 'Sam');
  });
});
