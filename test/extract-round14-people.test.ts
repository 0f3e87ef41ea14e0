// Issue 23, offline, fourteenth pass: people of the user's life. A standing rule of a party read by its grammar (a verb
// of making, having or letting others do, "says no X", a habit said by plural days or "anyone"); a clinician's word
// about the user (by the word's shape, "according to …", "diagnosed me with …", a clinician's "reckons") kept, a
// friend's opinion not; a relation said with the named person as subject ("X's been my …", "has coached me", an
// apposition "X, my accountant,"); employers whose names carry symbols, dots, odd casing or come after an occupation's
// verb or a role's "for". Through `mnemo ask` (the offline assistant) on a real SQLite file with no model. The sentences
// are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round14p', now);
const { profileOf, ask, stored, triples, kept, hasTriple } = h;

describe("a party's standing rule, read by its grammar", () => {
  test('making, having or not letting others do something, as a habit, is a procedure', async () => {
    await ask('r1', 'the foreman makes everyone sign in at the gate');
    await ask('r1', 'our netball captain has us stretching before every match');
    await ask('r1', 'the library doesnt let anyone eat on weekdays');
    const k = await kept('r1');
    assert.ok(
      k.some((x) => /^procedure: .*sign in/i.test(x)),
      k.join(' | '),
    );
    assert.ok(
      k.some((x) => /^procedure: .*stretching/i.test(x)),
      k.join(' | '),
    );
    assert.ok(
      k.some((x) => /^procedure: .*eat on weekdays/i.test(x)),
      k.join(' | '),
    );
    assert.deepEqual(await profileOf('r1'), {});
  });

  test('"says no X" is a rule; "says no worries" and an errand are nothing', async () => {
    await ask('r2', 'the caretaker says no bikes in the hallway');
    assert.ok((await kept('r2')).some((x) => /^procedure: .*bikes in the hallway/i.test(x)));
    await ask('r3', 'my cousin says no worries about the money');
    await ask('r3', 'the manager told me to phone the courier this afternoon');
    assert.deepEqual(await kept('r3'), []);
  });

  test('"me <role>" at the start is "my <role>": their rule is kept', async () => {
    await ask('r5', 'me editor wants every chapter double-spaced');
    const k = await kept('r5');
    assert.ok(
      k.some((x) => /^procedure: The user's editor wants every chapter/i.test(x)),
      k.join(' | '),
    );
  });

  test('a name set off by commas after the party stays with its rule', async () => {
    await ask('r4', 'The publisher, Ms Okafor, only wants manuscripts as .rtf files.');
    const k = await kept('r4');
    assert.ok(
      k.some((x) => /^procedure: .*Okafor.*\.rtf/i.test(x)),
      k.join(' | '),
    );
  });
});

describe('what a clinician says of the user is kept; what a friend thinks is not', () => {
  test('a clinician named by the shape of the word, and "according to" one', async () => {
    await ask('c1', 'my rheumatologist told me I have lupus');
    await ask('c1', 'according to the audiologist, im losing the high frequencies');
    const k = (await stored('c1')).filter((r) => r.importance >= 0.3);
    assert.ok(
      k.some((r) => /lupus/i.test(r.content) && r.importance >= 0.7),
      k.map((r) => r.content).join(' | '),
    );
    assert.ok(
      k.some((r) => /high frequencies/i.test(r.content)),
      k.map((r) => r.content).join(' | '),
    );
  });

  test('a clinician "reckons" and "diagnosed me with" are kept as said, high', async () => {
    await ask('c2', 'the osteopath reckons i have a trapped nerve');
    await ask('c2', 'my psychiatrist diagnosed me with bipolar disorder in 2019');
    const k = (await stored('c2')).filter((r) => r.importance >= 0.7).map((r) => r.content);
    assert.ok(
      k.some((x) => /osteopath reckons .*trapped nerve/i.test(x)),
      k.join(' | '),
    );
    assert.ok(
      k.some((x) => /diagnosed with bipolar/i.test(x)),
      k.join(' | '),
    );
  });

  test("a friend's view of the user, said with according to, stores nothing", async () => {
    await ask('c3', 'according to my housemate, I am hopeless at parking');
    await ask('c3', 'my nan reckons i have my granddads nose');
    assert.deepEqual(await kept('c3'), []);
  });

  test("the vet's finding about a named pet is the pet's, not the user's", async () => {
    await ask('c4', 'the vet said Pickle has a heart murmur');
    const k = await kept('c4');
    assert.ok(
      k.some((x) => /Pickle has a heart murmur/.test(x)),
      k.join(' | '),
    );
    assert.ok(!k.some((x) => /user has a heart/i.test(x)));
  });
});

describe('a relation said with the named person as subject', () => {
  test('"X\'s been my …", "X has coached me", "X is mentoring me"', async () => {
    await ask('p1', "Wilhelmina's been my mentor since the bootcamp");
    await ask('p1', 'Tadeusz has coached me for two seasons');
    await ask('p1', "Ngozi's been my closest friend since nursery");
    await hasTriple('p1', 'user · mentor · Wilhelmina');
    await hasTriple('p1', 'user · mentor · Tadeusz');
    await hasTriple('p1', 'user · friend · Ngozi');
    assert.deepEqual(await profileOf('p1'), {});
  });

  test('a past "coached me" is no current relation; "X manages me" sets the manager', async () => {
    await ask('p2', 'Henrietta coached me back in school');
    assert.ok(!(await triples('p2')).some((t) => t.includes('mentor')));
    await ask('p2', "Bartosz's been managing me since the merger");
    assert.equal((await profileOf('p2'))['manager'], 'Bartosz');
  });

  test('names typed in lower case that open the sentence are the subject', async () => {
    await ask('p4', 'ksenia and rohan are in my squad now');
    await hasTriple('p4', 'user · works_with · Ksenia');
    await hasTriple('p4', 'user · works_with · Rohan');
    assert.deepEqual(await profileOf('p4'), {});
  });

  test('an apposition states who someone is; on my team with a place after it', async () => {
    await ask('p3', 'Imogen, my solicitor, is handling the house sale');
    await hasTriple('p3', 'user · my.solicitor · Imogen');
    await ask('p3', 'Rasmus and Ottilie are on my team at work');
    await hasTriple('p3', 'user · works_with · Rasmus');
    await hasTriple('p3', 'user · works_with · Ottilie');
    const p = await profileOf('p3');
    assert.equal(p['name'], undefined);
    assert.equal(p['manager'], undefined);
  });
});

describe('employers read by the shape of the name', () => {
  test('symbols and dots typed without spaces, and "@" for "at"', async () => {
    await ask('e1', 'I work @ Fern+Fig as a pastry chef');
    assert.equal((await profileOf('e1'))['employer'], 'Fern+Fig');
    await ask('e2', 'im a content designer for NHS.UK');
    assert.equal((await profileOf('e2'))['employer'], 'NHS.UK');
  });

  test('a role "for" a lower-case name, "with the" a name, an occupation verb "at"', async () => {
    await ask('e3', "I'm a data scientist for ocado");
    assert.equal((await profileOf('e3'))['employer'], 'Ocado');
    await ask('e4', "I'm a paramedic with the London Ambulance Service");
    assert.equal((await profileOf('e4'))['employer'], 'London Ambulance Service');
    await ask('e5', 'I tutor at Kumon on weekdays');
    assert.equal((await profileOf('e5'))['employer'], 'Kumon');
  });

  test('banking or shopping somewhere is no employer', async () => {
    await ask('e6', 'I bank with Starling and shop at Aldi');
    assert.equal((await profileOf('e6'))['employer'], undefined);
  });
});
