// Issue 23, offline, eleventh pass (dialogues): turns that lean on what the user said before — a shorter form of
// the known name, a clinician confirming a suspicion the user raised, a job taken after an offer, a manager named
// with "there", a third party's wish continued with "and she …", and a spelling aside inside a correction. Through
// extraction jobs (sessions.append + the job worker) and the assistant behind `mnemo ask`, on a real SQLite file with
// no model. Every sentence is written here, for these tests; none comes from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round11b', now);
const { profileOf, current, say, ask, lowTriples: triples } = h;

describe('a shorter form of the known name is the nickname', () => {
  test('"honestly X is fine" after the full name (extraction job)', async () => {
    await say('n1', "I'm Evangeline");
    await say('n1', 'honestly Evie is fine, nobody says the whole thing');
    const p = await profileOf('n1');
    assert.equal(p['name'], 'Evangeline');
    assert.equal(p['nickname'], 'Evie');
  });

  test('"my mates just say X" (assistant)', async () => {
    await ask('n2', 'my name is Cornelius');
    await ask('n2', 'my mates just say Corny tbh');
    assert.equal((await profileOf('n2'))['nickname'], 'Corny');
  });

  test('another name that is fine is no nickname (extraction job)', async () => {
    await say('n3', "I'm Evangeline");
    await say('n3', 'Marta is fine now, the fever broke');
    await say('n3', 'Evie is fine now, the vet gave her antibiotics');
    const p = await profileOf('n3');
    assert.equal(p['nickname'], undefined);
    assert.equal(p['name'], 'Evangeline');
  });
});

describe('a clinician confirms what the user suspected', () => {
  test('a reaction suspected, then "the immunologist confirmed it, it is X" (extraction job)', async () => {
    await say('c1', 'could shellfish be what keeps making my lips swell?');
    assert.ok(!(await triples('c1')).includes('user · allergic_to · shellfish'));
    await say('c1', 'the immunologist confirmed it this morning, its shellfish');
    assert.ok((await triples('c1')).includes('user · allergic_to · shellfish'));
  });

  test('a state suspected, then confirmed by the GP (assistant)', async () => {
    await ask('c2', 'i reckon i might be anaemic? always tired');
    await ask('c2', 'GP confirmed it today - anaemic');
    assert.ok((await current('c2')).some((c) => /^The user is anaemic/i.test(c)));
  });

  test('a confirmation of nothing the user raised stores nothing (extraction job)', async () => {
    await say('c3', 'the clinic confirmed it, it is walnuts');
    assert.ok(!(await triples('c3')).some((t) => t.includes('walnut')));
  });
});

describe('a job taken after an offer', () => {
  test('"I landed the X role" replaces the employer (extraction job)', async () => {
    await h.seedField('j1', 'employer', 'Kestrel Media');
    await say('j1', 'update: I landed the Marlow Group role!!');
    assert.equal((await profileOf('j1'))['employer'], 'Marlow Group');
  });

  test('"first day at X was yesterday" (assistant)', async () => {
    await h.seedField('j2', 'employer', 'Kestrel Media');
    await ask('j2', 'took the offer in the end, my first day at Fenwick Digital was yesterday');
    assert.equal((await profileOf('j2'))['employer'], 'Fenwick Digital');
  });
});

describe('people named across turns', () => {
  test('"my line manager over there is X" after the employer (extraction job)', async () => {
    await say('m1', "I'm at Orrin Health these days");
    await say('m1', 'my line manager over there is Sunniva');
    assert.equal((await profileOf('m1'))['manager'], 'Sunniva');
  });

  test('"and she hates …" continues the client named the turn before (extraction job)', async () => {
    await say('e1', 'My client insists on Oxford commas in every deck.');
    await say('e1', 'and she hates bold text, so skip it in my slides');
    assert.ok((await current('e1')).some((c) => /client/i.test(c) && /bold/i.test(c)));
  });
});

describe('a correction with a spelling aside', () => {
  test('"X, double r. not Y" corrects the employer (assistant)', async () => {
    await h.seedField('s1', 'employer', 'Marick');
    await ask('s1', 'small fix: its Marrick, double r. not Marick');
    assert.equal((await profileOf('s1'))['employer'], 'Marrick');
  });
});

describe('introductions, friends and other people', () => {
  test('"X here" at the start of a turn introduces the user (extraction job)', async () => {
    await say('i1', 'hiya, Dorothea here - need a hand with my rota');
    assert.equal((await profileOf('i1'))['name'], 'Dorothea');
  });

  test('a name ending in -ian that is no word is still a name (assistant)', async () => {
    await ask('i2', "hello, I'm Sebastian");
    assert.equal((await profileOf('i2'))['name'], 'Sebastian');
  });

  test('"winter here is …" introduces nobody, and "im tasmanian" is no name (extraction job)', async () => {
    await say('i3', 'Winter here is grim this year');
    await say('i3', 'im tasmanian btw');
    assert.equal((await profileOf('i3'))['name'], undefined);
  });

  test('"X from Y is an old friend of mine" is the user\'s friend (extraction job)', async () => {
    await say('r1', 'Oluwaseun from the legal team is an old friend of mine');
    assert.ok((await triples('r1')).includes('user · friend · oluwaseun'));
  });

  test("a named person's promotion is theirs, never the user's role (extraction job)", async () => {
    await h.seedField('o1', 'role', 'designer');
    await say('o1', 'Marisol was promoted to creative director on friday 🥳');
    assert.equal((await profileOf('o1'))['role'], 'designer');
    assert.ok((await current('o1')).some((c) => /Marisol/.test(c) && /creative director/i.test(c)));
  });

  test("a third party's wish not to be kept stores nothing about them (assistant)", async () => {
    await ask('w1', 'my cousin Tamsin is moving to Hobart');
    await ask('w1', "oh and she'd prefer it if you didn't keep her address, ok");
    assert.ok(!(await current('w1')).some((c) => /address/i.test(c)));
    assert.equal((await profileOf('w1'))['location'], undefined);
  });
});

describe('a starred typo fix corrects a stored memory', () => {
  test('"X* not Y" in lower case replaces the allergy (extraction job)', async () => {
    await h.seed('t1', 'The user is allergic to almonds.', { subject: 'user', predicate: 'allergic_to', object: 'almonds' });
    await say('t1', 'hazelnuts* not almonds, sorry, long day');
    const t = await triples('t1');
    assert.ok(!t.includes('user · allergic_to · almonds'), t.join(' | '));
    assert.ok((await current('t1')).some((c) => /hazelnut/i.test(c)));
  });

  test('a bare lower-case "X*" changes nothing (extraction job)', async () => {
    await h.seed('t2', 'The user is allergic to almonds.', { subject: 'user', predicate: 'allergic_to', object: 'almonds' });
    await say('t2', 'hazelnuts*');
    assert.ok((await triples('t2')).includes('user · allergic_to · almonds'));
  });
});

describe('holidays date a state', () => {
  test('"since last Easter" dates the diet from that Easter (extraction job)', async () => {
    await say('d1', 'pescatarian since last easter, feeling great');
    const r = (await h.m.list({ userId: 'd1' }, { limit: 100 })).find((x) => /pescatarian/i.test(x.content));
    assert.ok(r, 'the diet is stored');
    assert.equal(r.validFrom?.toISOString().slice(0, 10), '2026-04-05');
  });
});

describe('a past said with the "I" dropped', () => {
  test('"was a X for years, now …" keeps the past role and moves no field (extraction job)', async () => {
    await h.seedField('p1', 'role', 'barista');
    await say('p1', 'was a paramedic for six years, these days i run a bakery');
    assert.ok((await triples('p1')).includes('user · worked_as · paramedic'));
    assert.equal((await profileOf('p1'))['role'], 'barista');
  });

  test('"was a long week" and "used to snow more" are nobody\'s past (extraction job)', async () => {
    await say('p2', 'was a long week tbh. used to snow more here');
    assert.deepEqual(await current('p2'), []);
  });
});

describe('"me, X and Y doing it" at work', () => {
  test('the people named are co-workers (extraction job)', async () => {
    await say('w2', "the data migration? honestly it's just me, Ludmila and Kofi handling the whole thing");
    const t = await triples('w2');
    assert.ok(t.includes('user · works_with · ludmila') && t.includes('user · works_with · kofi'), t.join(' | '));
  });

  test('outside work they are not (extraction job)', async () => {
    await say('w3', 'sunday lunch is just me, Ludmila and Kofi doing the cooking');
    assert.ok(!(await triples('w3')).some((x) => x.includes('works_with')));
  });
});

describe('an age as of today', () => {
  test('"it\'s my birthday today, so N now" updates the age (assistant)', async () => {
    await h.seedField('a1', 'age', '38');
    await ask('a1', "guess what, it's my bday today! so 39 now haha");
    assert.equal((await profileOf('a1'))['age'], '39');
  });

  test('a birthday still to come changes nothing (extraction job)', async () => {
    await h.seedField('a2', 'age', '38');
    await say('a2', 'my birthday is next tuesday, so 39 then');
    assert.equal((await profileOf('a2'))['age'], '38');
  });
});

describe('a word in -ian after "I\'m"', () => {
  test('a demonym of a city is no name; a given name in -ian is (assistant)', async () => {
    for (const [k, said] of ["I'm Bostonian", 'im Floridian', "I'm Melburnian, born and bred"].entries()) {
      await ask(`ian${k}`, said);
      assert.equal((await profileOf(`ian${k}`))['name'], undefined, said);
    }
    await ask('ian9', "Hi, I'm Florian");
    assert.equal((await profileOf('ian9'))['name'], 'Florian');
  });
});

describe('a hedged item of a list', () => {
  test('"X, Y and maybe Z": the firm items are kept, the hedged one is not stored as a fact (assistant)', async () => {
    await ask('hedge-list', 'im allergic to hornets, jellyfish and maybe kiwis');
    const now = (await current('hedge-list')).join(' | ').toLowerCase();
    assert.match(now, /hornets/);
    assert.match(now, /jellyfish/);
    assert.doesNotMatch(now, /kiwi/);
  });
});
