// Issue 23, offline, round 29 (a): recall of the extractor. Corrections by contrast with no cue word ("not Y" said
// first, a cleft's value then "Y is fine", a sentence's full stop); a pair that is the subject of what follows corrects
// nothing; a bare timezone, pronouns or team that answers the turn before; children listed with their ages; a past
// employer after "before <employer>". Through the assistant that `mnemo ask` runs, on a real SQLite file with no model.
// The sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extractFromText } from '../src/write/extract/index.js';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round29a', new Date('2026-12-06T12:00:00Z'));
const { profileOf, ask, hasTriple, holds, lacks } = h;

describe('a correction by contrast, without a cue word', () => {
  test('"not Y" said first, the value in a cleft after it', async () => {
    await ask('c1', "I'm allergic to hazelnuts");
    await ask('c1', "Not hazelnuts — it's almonds I'm allergic to.");
    await hasTriple('c1', /user · allergic_to · almonds/i);
    await lacks('c1', 'hazelnut');
  });

  test('a cleft, then the old value said to be fine', async () => {
    await ask('c2', "I'm allergic to mussels");
    await ask('c2', "it's oysters I'm allergic to, mussels are totally fine");
    await hasTriple('c2', /user · allergic_to · oysters/i);
    await lacks('c2', 'mussel');
  });

  test('a full stop after the old value is no part of it', async () => {
    await ask('c3', "I'm allergic to plums");
    await ask('c3', "wait, it's apricots I'm allergic to, not plums.");
    await hasTriple('c3', /user · allergic_to · apricots/i);
    await lacks('c3', 'plum');
  });

  test('a zone named in lower case corrects the zone said before', async () => {
    await ask('c5', 'my timezone is GMT');
    await ask('c5', 'central time, not GMT, sorry — I moved to Chicago');
    assert.match(String((await profileOf('c5'))['timezone']), /central time/i);
  });

  test('trap: "X, not Y, is where my brother lives" leaves the user\'s place', async () => {
    await ask('c4', 'I live in Bergen');
    await ask('c4', 'Oslo, not Bergen, is where my brother lives');
    assert.equal((await profileOf('c4'))['location'], 'Bergen');
  });
});

describe('a bare value that answers the turn before', () => {
  test('a timezone after the user asked about it', async () => {
    await ask('a1', 'do you know which timezone I am in?');
    await ask('a1', 'it is EST');
    assert.equal((await profileOf('a1'))['timezone'], 'EST');
  });

  test('pronouns after the turn that set them', async () => {
    await ask('a2', 'my pronouns are she/her');
    await ask('a2', 'update: they/them now');
    assert.equal((await profileOf('a2'))['pronouns'], 'they/them');
  });

  test("a team only as the answer to the user's own question", async () => {
    await ask('a3', 'which team am I on again?');
    await ask('a3', 'Treasury');
    assert.equal(String((await profileOf('a3'))['team']).toLowerCase(), 'treasury');
  });

  test('trap: a bare name right after the team was set stores nothing (read alone it is a name)', () => {
    const now = new Date('2026-12-06T12:00:00Z');
    assert.equal(extractFromText("it's Ledger", { now }).candidates[0]?.profile?.key, 'name');
    assert.deepEqual(extractFromText("it's Ledger", { now, before: ["I'm on the Billing team"] }).candidates, []);
    // More words than the name say whose it is.
    assert.equal(extractFromText("I'm Ledger btw", { now, before: ["I'm on the Billing team"] }).candidates[0]?.profile?.key, 'name');
  });
});

describe('children listed with their ages', () => {
  test('names with ages in brackets, after "who\'s", and bare', async () => {
    await ask('k1', "I have three kids, Ines (11), Tomás who's 8 and Rui, 5");
    for (const name of ['Ines', 'Tomás', 'Rui']) await hasTriple('k1', `user · child · ${name}`);
    await holds('k1', 'ines', '11');
  });

  test('"our kids are …" and a form line of them', async () => {
    await ask('k2', 'our kids are Freya and Magnus');
    await hasTriple('k2', 'user · child · Freya');
    await ask('k3', 'Children: Nell 9, Otto 6');
    await hasTriple('k3', 'user · child · Otto');
  });

  test('a word for one of them before the name', async () => {
    await ask('k4', 'we have three kids, Ada, Bea and the baby, Cleo');
    await hasTriple('k4', /child · cleo/i);
  });
});

describe('a past employer after "before <employer>"', () => {
  test('"Before Wise I was at Monzo" is a past employer; "before Easter I was at …" is not', async () => {
    await ask('e1', 'Before Wise I was at Monzo');
    await hasTriple('e1', 'user · worked_at · Monzo');
    await ask('e2', 'Before Easter I was at Ikea');
    assert.ok(!(await h.triples('e2')).some((t) => /worked_at/.test(t)));
  });
});

describe('a gerund before a noun that is the subject of what follows', () => {
  const now = new Date('2026-12-06T12:00:00Z');
  const roles = (text: string) => extractFromText(text, { now }).candidates.filter((c) => c.profile?.key === 'role');

  test('"Letting agent told me …", "Recruiting agent rang …" set no role of the user', () => {
    assert.deepEqual(roles('Letting agent told me the deposit comes back next week'), []);
    assert.deepEqual(roles('Recruiting agent rang about the Glasgow job'), []);
    assert.deepEqual(roles('Booking agent says the hall is free in May'), []);
  });

  test('control: a continuous state said without "I" is still the user\'s', () => {
    assert.match(extractFromText('working weekends at the garden centre', { now }).candidates[0]?.content ?? '', /the user is working weekends/i);
  });
});
