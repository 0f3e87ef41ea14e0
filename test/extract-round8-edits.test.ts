// Issue 23, offline, eighth pass (edits): the write-safety gate every offline field edit passes (the value
// must fit the field, the user must be the one it is said of), corrections said without a statement's
// words ("i meant X, not Y", "X*", "make that X", a bare value after the turn that named the field),
// hometown and nationality as single-valued fields, forgets that name a category, and replies that say
// what was not changed. Through extraction jobs (sessions.append + the job worker) and the assistant that
// `mnemo ask` runs, on a real SQLite file with no model. The sentences are written here, for these tests;
// none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-10-14T12:00:00Z');
const h = offlineAssistant('round8-edits', now);
const { profileOf, current, say, ask, seedField, seed } = h;

describe('the write-safety gate: a value must fit the field', () => {
  test('a plural noun after "we are still" is no name', async () => {
    await seedField('g1', 'name', 'Imogen');
    await say('g1', "we're still housemates, me and Petra");
    assert.equal((await profileOf('g1'))['name'], 'Imogen');
  });

  test('"I\'m in <a department or a group>" is no place to live', async () => {
    await seedField('g2', 'location', 'Utrecht');
    await say('g2', "I'm in Procurement these days");
    await say('g2', "i'm in the Blue Tigers pod for this project");
    assert.equal((await profileOf('g2'))['location'], 'Utrecht');
  });

  test('a change of medicine is the medication, never a team', async () => {
    await seedField('g3', 'team', 'Checkout');
    await seed('g3', 'The user takes atorvastatin.', { subject: 'user', predicate: 'takes_medication', object: 'atorvastatin' });
    await say('g3', "I'm off atorvastatin now, the doctor switched me to rosuvastatin");
    assert.equal((await profileOf('g3'))['team'], 'Checkout');
    const now = await current('g3');
    assert.ok(now.some((c) => /rosuvastatin/i.test(c)));
  });

  test('a bare "it is <Place>" after a turn about a relative changes nothing of the user', async () => {
    await seedField('g4', 'name', 'Hamish');
    await seedField('g4', 'location', 'Perth');
    await say('g4', 'my grandad is in a care home now');
    await say('g4', "it's Kinross, the one by the loch");
    const p = await profileOf('g4');
    assert.equal(p['name'], 'Hamish');
    assert.equal(p['location'], 'Perth');
  });

  test('what a relative does is theirs: "she is a <place>" or "he moved" never moves the user', async () => {
    await seedField('g5', 'location', 'Bristol');
    await say('g5', 'my aunt Rosa lives in Seville');
    await say('g5', "she's in Cadiz for the winter");
    assert.equal((await profileOf('g5'))['location'], 'Bristol');
  });
});

describe('a state the same sentence takes back', () => {
  test('"X since … but started Y again" sets no field; the field stays as it was and the reply says so', async () => {
    await seedField('tb1', 'diet', 'vegan');
    const turn = await ask('tb1', 'been pescatarian for ages but I started eating chicken again last month');
    assert.equal((await profileOf('tb1'))['diet'], 'vegan', 'no diet set from a state the sentence ends');
    assert.doesNotMatch(turn.reply, /diet is now/i);
    await ask('tb2', 'I live in Galway but I am moving to Sligo in March');
    assert.equal((await profileOf('tb2'))['location'], 'Galway', 'a move still to come takes nothing back');
  });
});

describe('corrections said without a statement', () => {
  test('"i meant X, not Y" in lower case corrects the field that holds Y', async () => {
    await seedField('c1', 'location', 'Gdansk');
    await say('c1', 'i meant gdynia, not gdansk');
    assert.equal((await profileOf('c1'))['location'], 'Gdynia');
  });

  test('"X*" with the old value named after it corrects that field', async () => {
    await seedField('c2', 'employer', 'Unilever');
    await say('c2', 'Nestle* — unilever was before');
    assert.equal((await profileOf('c2'))['employer'], 'Nestle');
  });

  test('a bare value after the turn that named the field corrects it; a bare number corrects the age', async () => {
    await say('c3', 'I work on the Identity team');
    await say('c3', 'sorry no, Fraud');
    assert.match(String((await profileOf('c3'))['team']), /^fraud/i);
    await seedField('c4', 'age', '51');
    await say('c4', 'make that 52');
    assert.equal(String((await profileOf('c4'))['age']), '52');
  });

  test('a nationality and a hometown are single fields: the correction replaces the old value', async () => {
    await seedField('c5', 'nationality', 'Slovak');
    await say('c5', "I'm Czech actually, people mix it up with Slovak all the time");
    assert.equal((await profileOf('c5'))['nationality'], 'Czech');
    await seedField('c6', 'hometown', 'Rotterdam');
    await say('c6', 'sorry, Delft, not rotterdam');
    assert.equal((await profileOf('c6'))['hometown'], 'Delft');
  });

  test('a correction about someone else, or of a word no field holds, changes nothing', async () => {
    await seedField('c7', 'location', 'Lyon');
    await say('c7', 'Nice, not Lyon — that is where my brother went');
    await say('c7', 'sorry I meant Thursday not Friday');
    assert.equal((await profileOf('c7'))['location'], 'Lyon');
  });
});

describe('replies say what was not changed', () => {
  test('an edit the gate refused is reported, never promised', async () => {
    await seedField('h1', 'name', 'Oona');
    const turn = await ask('h1', "we're still neighbours with the Lindqvists");
    assert.equal((await profileOf('h1'))['name'], 'Oona');
    assert.doesNotMatch(turn.reply, /I'll remember|I will remember/i);
    assert.doesNotMatch(turn.reply, /name/i);
  });
});

describe('forgets that name a category', () => {
  test('politeness around the request does not hide it: "ok you can delete my birthday pls"', async () => {
    await seedField('f1', 'birthday', '9 March');
    await seedField('f1', 'name', 'Tadhg');
    await say('f1', 'ok you can delete my birthday pls');
    const p = await profileOf('f1');
    assert.equal(p['birthday'], undefined);
    assert.equal(p['name'], 'Tadhg');
  });

  test('"remove my X and my Y" forgets both, and nothing else', async () => {
    await seed('f2', "The user's postal address is 3 Mill Lane, Kendal.");
    await seed('f2', "The user's mobile number is 07123 456789.");
    await seed('f2', 'The user plays the cello.', { subject: 'user', predicate: 'plays', object: 'cello' });
    await say('f2', 'remove my postal address and my mobile number please');
    const left = await current('f2');
    assert.ok(!left.some((c) => /mill lane|07123/i.test(c)));
    assert.ok(left.some((c) => /cello/i.test(c)));
  });

  test("forgetting where a relative lives never touches the user's own place", async () => {
    await seedField('f3', 'location', 'Nairobi');
    await seed('f3', "The user's cousin lives in Mombasa.", { subject: 'cousin', predicate: 'location', object: 'Mombasa' });
    await say('f3', 'you can forget where my cousin lives');
    assert.equal((await profileOf('f3'))['location'], 'Nairobi');
    assert.ok(!(await current('f3')).some((c) => /mombasa/i.test(c)));
  });
});

describe('dialogues: a correction or a move said of the person named before', () => {
  test('"she moved to X" after "my niece Y lives in Z" moves the niece, not the user', async () => {
    await seedField('d1', 'location', 'Ghent');
    await say('d1', 'my niece Lotte lives in Bruges');
    await say('d1', 'she moved to Leuven in the summer');
    assert.equal((await profileOf('d1'))['location'], 'Ghent');
    const now = await current('d1');
    assert.ok(now.some((c) => /leuven/i.test(c)));
    assert.ok(!now.some((c) => /bruges/i.test(c)));
  });

  test('"it\'s X actually, <chatter>" after a relative\'s place corrects that place only', async () => {
    await seedField('d2', 'location', 'Pune');
    await say('d2', 'my uncle lives in Nashik');
    await say('d2', "it's Igatpuri actually, a bit outside the city");
    assert.equal((await profileOf('d2'))['location'], 'Pune');
    const now = await current('d2');
    assert.ok(now.some((c) => /igatpuri/i.test(c)));
    assert.ok(!now.some((c) => /nashik/i.test(c)));
  });

  test('"wait, X. Y is fine" corrects the allergy that held Y', async () => {
    await say('d3', "I'm allergic to walnuts");
    await say('d3', 'oops, pecans. walnuts are fine');
    const now = await current('d3');
    assert.ok(now.some((c) => /pecan/i.test(c)));
    assert.ok(!now.some((c) => /allergic to walnuts/i.test(c)));
  });
});

describe('the offline reply says what was not changed', () => {
  test('a field edit the gate refused is named in the reply, and nothing is claimed', async () => {
    await seedField('h2', 'location', 'Hamilton');
    const turn = await ask('h2', "I'm in Underwriting since the reorg");
    assert.equal((await profileOf('h2'))['location'], 'Hamilton');
    assert.match(turn.reply, /wasn’t sure|not sure/i);
    assert.match(turn.reply, /Underwriting/);
    assert.doesNotMatch(turn.reply, /Profile: location/);
  });
});

describe('a value of the wrong field is read as the field it fits', () => {
  test('"I\'m in <a business function>" is the team, never the place', async () => {
    await seedField('t1', 'location', 'Cork');
    await seedField('t1', 'team', 'Payroll');
    await say('t1', "I'm in Treasury now since the restructure");
    const p = await profileOf('t1');
    assert.equal(p['location'], 'Cork');
    assert.equal(p['team'], 'Treasury');
  });

  test('a switch between medicines is the medication taken now, not a liking', async () => {
    await seed('t2', 'The user takes omeprazole.', { subject: 'user', predicate: 'takes_medication', object: 'omeprazole' });
    await say('t2', 'switched from omeprazole to lansoprazole in june');
    const now = await current('t2');
    assert.ok(now.some((c) => /takes lansoprazole/i.test(c)));
    assert.ok(!now.some((c) => /prefers/i.test(c)));
    assert.ok(!now.some((c) => /takes omeprazole/i.test(c)));
  });
});

describe('nationality as a single field', () => {
  test('"im <nationality>" in chat sets the field, and a later "<X> actually" replaces it; it is never a name', async () => {
    await say('n1', 'hey im Wiebke');
    await say('n1', 'im norwegian but i live in Aarhus');
    let p = await profileOf('n1');
    assert.equal(p['name'], 'Wiebke');
    assert.equal(p['nationality'], 'Norwegian');
    await say('n1', "I'm Danish actually, people always guess Norwegian");
    p = await profileOf('n1');
    assert.equal(p['nationality'], 'Danish');
    assert.equal(p['name'], 'Wiebke');
  });
});

describe('a forget said with a pronoun', () => {
  test('"forget I mentioned her" forgets the one person the turn before named, and only them', async () => {
    await seedField('p1', 'name', 'Ilse');
    await say('p1', 'my ex-girlfriend Marit works in Tromso');
    await say('p1', 'please forget I mentioned her');
    assert.ok(!(await current('p1')).some((c) => /marit/i.test(c)));
    assert.equal((await profileOf('p1'))['name'], 'Ilse');
  });

  test('with two people who fit, nothing is forgotten', async () => {
    await say('p2', 'my aunt Greet and my sister Lien live in Aalst');
    await say('p2', 'forget about her');
    const now = await current('p2');
    assert.ok(now.some((c) => /greet|lien|aalst/i.test(c)));
  });
});

describe('corrections of a stored memory in chat register', () => {
  test('"not Y — X. Y is fine" and "his name\'s X, not Y" correct the one memory that holds Y', async () => {
    await seed('r1', 'The user is allergic to kiwi.', { subject: 'user', predicate: 'allergic_to', object: 'kiwi' });
    await say('r1', 'not kiwi — mango. kiwi is fine');
    let now = await current('r1');
    assert.ok(now.some((c) => /mango/i.test(c)));
    assert.ok(!now.some((c) => /kiwi/i.test(c)));
    await seedField('r2', 'name', 'Saoirse');
    await seed('r2', "The user's son is called Cillian.", { subject: 'son', predicate: 'name', object: 'Cillian' });
    await say('r2', "his name's Killian, not Cillian haha");
    now = await current('r2');
    assert.ok(now.some((c) => /killian/i.test(c)));
    assert.equal((await profileOf('r2'))['name'], 'Saoirse');
  });
});

describe('hometown as a single field', () => {
  test('"im from X originally" sets the hometown, a later one replaces it; "from work" is no place', async () => {
    await say('o1', 'im from tralee originally');
    assert.equal((await profileOf('o1'))['hometown'], 'Tralee');
    await say('o1', "I'm from the office, just got home");
    assert.equal((await profileOf('o1'))['hometown'], 'Tralee');
    await say('o1', 'sorry, Killarney, not Tralee');
    assert.equal((await profileOf('o1'))['hometown'], 'Killarney');
  });
});

describe('an edit and a question in one turn', () => {
  test('a correction said alone is applied and the question after it answered from the new value', async () => {
    await seedField('q1', 'name', 'Fred');
    await seedField('q1', 'team', 'Ledger');
    const turn = await ask('q1', 'Frederica* not Fred. which team am I on?');
    assert.equal((await profileOf('q1'))['name'], 'Frederica');
    assert.match(turn.reply, /Frederica/);
    assert.match(turn.reply, /Ledger/);
  });
});

describe('the gate reads the subject, not every person mentioned', () => {
  test('"I work with my cousin at X" is the user\'s employer; "I think my aunt lives in X" is not the user\'s place', async () => {
    await say('s1', 'I work with my cousin at Lidl');
    assert.equal((await profileOf('s1'))['employer'], 'Lidl');
    await seedField('s2', 'location', 'Derby');
    await say('s2', 'I think my aunt lives in Buxton');
    assert.equal((await profileOf('s2'))['location'], 'Derby');
  });
});

describe('a forget of a hyphenated relative', () => {
  test('"forget my step-dad\'s name" forgets his name, never the user\'s', async () => {
    await seedField('x1', 'name', 'Ruairi');
    await seed('x1', "The user's step-dad is called Gordon.", { subject: 'step-dad', predicate: 'name', object: 'Gordon' });
    await say('x1', "forget my step-dad's name");
    assert.ok(!(await current('x1')).some((c) => /gordon/i.test(c)));
    assert.equal((await profileOf('x1'))['name'], 'Ruairi');
  });
});
