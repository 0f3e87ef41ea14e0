// Issue 23, round 26 (branch x26a): a short turn that says the turn before again, names, framed input.
// - another person: "and my X too", "my X as well, …", "same for my X", "me too" — the clause before with that subject
//   (sameagain.ts); a new subject that could as well be an object ("I love my job" + "and my colleagues too") is not read;
// - another day: "same for Fridays"; another count: "make that four", "sorry, 9, …" — the one number said before;
// - names with surname particles and capitals of other alphabets; a pasted interview whose lead names someone else;
//   "Designation -" as the role; a role "with" an organisation in capitals, or as a bullet without its "I'm a".
// Through the assistant behind `mnemo ask`, several turns on one SQLite file, no model; every sentence is new.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round26a-again', new Date('2026-12-06T12:00:00Z'));

describe('the turn before said again of another person', () => {
  test('"and my X too" gives the relative the same state', async () => {
    await h.ask('s1', 'my uncle lives in Tromsø');
    await h.ask('s1', 'and my cousin too');
    assert.ok((await h.lowTriples('s1')).some((t) => t.startsWith('cousin') && t.includes('troms')));
    assert.equal((await h.profileOf('s1'))['location'], undefined);
  });

  test('"me too" gives the user the relative\'s state', async () => {
    await h.ask('s2', 'my son is allergic to sesame');
    await h.ask('s2', 'me too, unfortunately');
    assert.ok((await h.lowTriples('s2')).some((t) => /^user · allergic_to · sesame/.test(t)));
  });

  test('"same for my X" keeps the user\'s own fact and adds theirs', async () => {
    await h.ask('s3', "I'm allergic to wasp stings");
    await h.ask('s3', 'same for my housemate');
    const triples = await h.lowTriples('s3');
    assert.ok(triples.some((t) => /^user · allergic_to · wasp/.test(t)));
    assert.ok(triples.some((t) => t.startsWith('housemate') && t.includes('wasp')));
  });

  test('trap: a person who may be a second object is not made the subject', async () => {
    await h.ask('s4', 'I really miss my grandad');
    await h.ask('s4', 'and my nan too');
    assert.ok(!(await h.lowTriples('s4')).some((t) => t.startsWith('nan') && t.includes('miss')));
  });
});

describe('the turn before said again of another day or count', () => {
  test('"same for Fridays" after a weekly routine', async () => {
    await h.ask('d1', 'I swim every Tuesday before work');
    await h.ask('d1', 'same for Fridays');
    assert.ok((await h.contents('d1')).some((c) => c.includes('swim') && c.includes('friday')));
  });

  test('"make that four" corrects the one number said', async () => {
    await h.ask('d2', 'I run three times a week');
    await h.ask('d2', 'actually make that four');
    const contents = await h.contents('d2');
    assert.ok(contents.some((c) => c.includes('four')));
    assert.ok(!contents.some((c) => c.includes('three times')));
  });

  test('trap: "make that two" after a request of the moment changes nothing', async () => {
    await h.ask('d3', 'I have two cats');
    await h.ask('d3', 'can you book a table for six on friday?');
    await h.ask('d3', 'actually make that seven');
    assert.ok((await h.contents('d3')).some((c) => c.includes('two cats')));
  });
});

describe('names, framed input', () => {
  test('a surname with particles', async () => {
    await h.ask('n1', 'hi, I am Joost de Vries');
    assert.equal((await h.profileOf('n1'))['name'], 'Joost de Vries');
  });

  test('a name in Cyrillic', async () => {
    await h.ask('n2', 'my name is Светлана');
    assert.equal((await h.profileOf('n2'))['name'], 'Светлана');
  });

  test("trap: someone else's interview answers set nothing", async () => {
    await h.ask('f1', 'notes from the applicant call:\nQ: where do you work now?\nA: Hartwell Freight');
    assert.equal((await h.profileOf('f1'))['employer'], undefined);
  });

  test('"Designation -" is the role', async () => {
    await h.ask('f2', 'Designation - Deputy Registrar\nCompany - Kaveri Polymers');
    const profile = await h.profileOf('f2');
    assert.equal(String(profile['role']).toLowerCase(), 'deputy registrar');
    assert.equal(profile['employer'], 'Kaveri Polymers');
  });

  test('a role with an organisation in capitals, as a fragment', async () => {
    await h.ask('f3', 'paramedic with SWAST, going on nine years');
    assert.equal((await h.profileOf('f3'))['employer'], 'SWAST');
  });

  test('trap: initials of a person are no organisation', async () => {
    await h.ask('f4', "I'm a trainer with TJ Mensah");
    assert.equal((await h.profileOf('f4'))['employer'], undefined);
  });
});
