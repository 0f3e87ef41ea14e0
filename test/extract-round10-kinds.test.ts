// Issue 23, offline, tenth pass (lists, entities, framed text, hedges): lists in shapes other than "A, B and C",
// organisation names with digits and legal forms, the user's own lines inside pasted text while quoted words of
// others stay out, and suspicions said with a question mark or "not sure if". Through extraction jobs
// (sessions.append + the job worker) and through the assistant that `mnemo ask` runs, on a real SQLite file with
// no model. The sentences are written here, for these tests; none comes from the corpus.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-11-02T12:00:00Z');
const h = offlineAssistant('round10k', now);
const { profileOf, current, say, ask, lowTriples: triples } = h;
const has = (t: readonly string[], prefix: string, item: string) => t.some((x) => x.startsWith(prefix) && x.includes(item));

describe('lists in other shapes', () => {
  test('a list with a reason after its last item keeps every item (extraction job)', async () => {
    await say('l1', 'im allergic to aspirin, walnuts and mango which makes parties tricky');
    const t = await triples('l1');
    for (const x of ['aspirin', 'walnut', 'mango']) assert.ok(has(t, 'user · allergic_to · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('spaced slashes and a plural field said without "my" (assistant)', async () => {
    await ask('l2', 'meds r ramipril / amlodipine / aspirin');
    const t = await triples('l2');
    for (const x of ['ramipril', 'amlodipine', 'aspirin']) assert.ok(has(t, 'user · takes_medication · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('children named in a list with an aside in brackets', async () => {
    await say('l3', 'my kids are Idris, Maya and baby Leon (hes only 1)');
    const t = await triples('l3');
    for (const x of ['idris', 'maya', 'leon']) assert.ok(has(t, 'user · child · ', x), `${x} in ${t.join(' | ')}`);
    assert.equal((await profileOf('l3'))['name'], undefined);
  });

  test('pets counted, then named after a colon with "&"', async () => {
    await say('l4', "we've got two rabbits: Clover & Juniper");
    const t = await triples('l4');
    for (const x of ['clover', 'juniper']) assert.ok(has(t, 'user · has_pet · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('"and allergic to …" after another state of the user', async () => {
    await say('l5', "I'm coeliac, and allergic to both lupin and mustard");
    const t = await triples('l5');
    for (const x of ['lupin', 'mustard']) assert.ok(has(t, 'user · allergic_to · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('a firm with "& Co." stays one name', async () => {
    await say('l6', 'I work at Ferris, Blake & Co.');
    assert.equal((await profileOf('l6'))['employer'], 'Ferris, Blake & Co.');
  });
});

describe('organisation names', () => {
  test('a name that opens with a number (assistant)', async () => {
    await ask('e1', "I'm a pharmacist at 88 Health Partners");
    const p = await profileOf('e1');
    assert.equal(p['employer'], '88 Health Partners');
    assert.equal(p['role'], 'pharmacist');
  });

  test('a number before a street is no employer', async () => {
    await say('e2', "I'm a cashier at 12 Mill Road");
    assert.equal((await profileOf('e2'))['employer'], undefined);
  });

  test('chained legal forms and the town after them', async () => {
    await say('e3', 'My employer is S.R. Menon Exports Pvt. Ltd., in Kochi.');
    assert.match(String((await profileOf('e3'))['employer']), /^S\.R\. Menon Exports Pvt Ltd\.?$/);
  });

  test('"been at X" without its subject, and "my actual job is at X"', async () => {
    await say('e4', 'Been at 2Cents Studio nearly three years now, animator');
    assert.equal((await profileOf('e4'))['employer'], '2Cents Studio');
    await say('e5', 'I help out at the food bank on Sundays but my real job is at Okafor & Sons.');
    assert.equal((await profileOf('e5'))['employer'], 'Okafor & Sons');
  });
});

describe('framed text', () => {
  test('a pasted interview: the user answers become their fields (extraction job)', async () => {
    await say('f1', 'Recruiter: Where do you live?\nMe: Ballarat\nRecruiter: What is your job title?\nMe: Quantity surveyor');
    const p = await profileOf('f1');
    assert.equal(p['location'], 'Ballarat');
    assert.equal(p['role'], 'quantity surveyor');
  });

  test('Q and A lines (assistant)', async () => {
    await ask('f2', 'Q: who do you work for?\nA: Tandem Bikes');
    assert.equal((await profileOf('f2'))['employer'], 'Tandem Bikes');
  });

  test("someone else's answers are not the user's", async () => {
    await say('f3', "From my cousin's interview notes:\nInterviewer: Where do you live?\nHer: Geelong.");
    assert.equal((await profileOf('f3'))['location'], undefined);
  });

  test("the user's own bio in quotes is read line by line", async () => {
    await say('f4', "here's my twitter bio: 'Nurse at Royal Hobart Hospital. Based in Hobart. Cat person.'");
    const p = await profileOf('f4');
    assert.equal(p['role'], 'nurse');
    assert.equal(p['employer'], 'Royal Hobart Hospital');
    assert.equal(p['location'], 'Hobart');
  });

  test('single-quoted first-person words of someone else store nothing; a question about them still asks', async () => {
    await say('f5', "My uncle's favourite line: 'I am a pescatarian at heart.'");
    assert.equal((await profileOf('f5'))['diet'], undefined);
    const turn = await ask('f6', "what's the French for 'I am vegetarian'?");
    assert.equal((await profileOf('f6'))['diet'], undefined);
    assert.ok(turn.reply.length > 0);
  });

  test('several Key: value parts on one line', async () => {
    await say('f7', 'Medical card — Allergies: iodine. Emergency contact: my sister Noor.');
    const t = await triples('f7');
    assert.ok(has(t, 'user · allergic_to · ', 'iodine'), t.join(' | '));
  });
});

describe('hedges kept as suspicions', () => {
  test('a suspicion said with a question mark is kept as one, not asked and not a fact (extraction job)', async () => {
    await say('h1', 'I might be allergic to latex? my hands itch after gloves');
    const all = (await current('h1')).join(' ').toLowerCase();
    assert.match(all, /latex/);
    assert.match(all, /may be allergic|suspicion/);
    assert.ok(!(await triples('h1')).some((x) => x.includes('allergic_to')));
  });

  test('"not sure if" with an alternative after it', async () => {
    await ask('h2', 'not sure if im gluten intolerant or its just the stress');
    const all = (await current('h2')).join(' ').toLowerCase();
    assert.match(all, /gluten/);
    assert.ok(!/user is gluten intolerant/.test(all), all);
  });

  test('"apparently I might have" a condition named by its form', async () => {
    await say('h3', 'apparently I might have mild tendonitis, physio next week');
    const all = (await current('h3')).join(' ').toLowerCase();
    assert.match(all, /tendonitis/);
    assert.ok(!/user has (mild )?tendonitis/.test(all), all);
  });
});

describe('lists said over more than one clause or under a heading without a colon', () => {
  test('a verbless "also …" sentence goes on with the list before it (extraction job)', async () => {
    await say('m1', 'I play the trumpet. Also the flugelhorn and a little tuba.');
    const t = await triples('m1');
    for (const x of ['trumpet', 'flugelhorn', 'tuba']) assert.ok(has(t, 'user · plays · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('a dashed heading that says what the list is of (assistant)', async () => {
    await ask('m2', 'apps i use at work - Jira, Miro, Slack');
    const t = await triples('m2');
    for (const x of ['jira', 'miro', 'slack']) assert.ok(has(t, 'user · uses · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('a field heading without its colon over bulleted lines', async () => {
    await say('m3', 'Allergies\n- cashews\n- chlorhexidine');
    const t = await triples('m3');
    for (const x of ['cashew', 'chlorhexidine']) assert.ok(has(t, 'user · allergic_to · ', x), `${x} in ${t.join(' | ')}`);
  });
});

describe('a hedge that asks to change nothing', () => {
  test('"please don\'t edit anything in my profile" stores no preference and keeps the team', async () => {
    await h.seedField('n1', 'team', 'Platform');
    await say('n1', "Might switch squads in spring, so please don't edit anything in my profile");
    const p = await profileOf('n1');
    assert.equal(p['team'], 'Platform');
    assert.ok(!Object.keys(p).some((k) => k.startsWith('preference.')), JSON.stringify(p));
  });
});

describe('more shapes of the same kinds', () => {
  test("someone else's bio in quotes sets nothing of the user's", async () => {
    await say('o1', "my flatmate's bio: 'Sous chef at Marlow Kitchen. Based in Reading.'");
    const p = await profileOf('o1');
    assert.equal(p['location'], undefined);
    assert.equal(p['employer'], undefined);
    assert.equal(p['role'], undefined);
  });

  test('an answer that is itself a statement, and items joined with "+"', async () => {
    await say('o2', 'Interviewer: And where do you work?\nMe: I work at Quill Robotics');
    assert.equal((await profileOf('o2'))['employer'], 'Quill Robotics');
    await say('o3', 'my meds: sotalol, apixaban + a statin');
    const t = await triples('o3');
    for (const x of ['sotalol', 'apixaban', 'statin']) assert.ok(has(t, 'user · takes_medication · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('two bare names under a heading are two items, not a place and its region', async () => {
    await say('o4', 'Languages\n• Amharic\n• Tigrinya');
    const t = await triples('o4');
    for (const x of ['amharic', 'tigrinya']) assert.ok(t.includes(`user · speaks · ${x}`), `${x} in ${t.join(' | ')}`);
  });
});

describe('a list field that is only described', () => {
  test('"allergies r awful this spring" stores no allergy', async () => {
    await say('d1', 'allergies r awful this spring, and my meds are running low');
    const t = await triples('d1');
    assert.ok(!t.some((x) => x.includes('allergic_to') || x.includes('takes_medication')), t.join(' | '));
  });
});

describe('what is said before a list', () => {
  test('a time clause before the subject leaves the past places read', async () => {
    await say('b1', 'Before settling down in Perth I lived in Lima, Quito and Bogotá.');
    const all = (await current('b1')).join(' ').toLowerCase();
    for (const x of ['lima', 'quito', 'bogot']) assert.match(all, new RegExp(x));
    assert.ok((await triples('b1')).some((x) => x.startsWith('user · lived_in · ')));
    assert.notEqual((await profileOf('b1'))['location'], 'Lima');
  });

  test('an aside between a heading and its colon', async () => {
    await say('b2', 'Favourite authors, in no particular order: Le Guin, Pratchett and Mantel');
    const all = (await current('b2')).join(' ').toLowerCase();
    for (const x of ['le guin', 'pratchett', 'mantel']) assert.match(all, new RegExp(x));
  });
});

describe('pasted answers that need their words', () => {
  test('"what do you do?" answered with a bare job is the role; "no" to a yes/no question is nothing', async () => {
    await say('q1', 'Q: what do you do for a living?\nA: sign language interpreter');
    assert.equal((await profileOf('q1'))['role'], 'sign language interpreter');
    await say('q2', 'Q: Do you live in Hull?\nA: no');
    assert.equal((await profileOf('q2'))['location'], undefined);
  });
});

describe('names after a dash', () => {
  test('the children just counted, named after a dash', async () => {
    await say('k1', 'I have two daughters - Ines and Beatriz');
    const t = await triples('k1');
    for (const x of ['ines', 'beatriz']) assert.ok(has(t, 'user · child · ', x), `${x} in ${t.join(' | ')}`);
  });
});
