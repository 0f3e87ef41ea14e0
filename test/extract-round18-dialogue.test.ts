// Issue 23, dialogue turn context and corrections (round 18): a later turn that revises, retracts or confirms an
// earlier one is tied to the ONE stored value it means — a part of a multi-word value ("principal, not associate"),
// a take-back of the turn before ("please disregard that") or of one item of it ("strike mango actually"), a
// supposition confirmed ("the gastro confirmed it"); when it cannot be tied, nothing changes.
// Through the assistant behind `mnemo ask`, turn by turn, on a real SQLite file with no model; every sentence is new.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round18-dialogue', new Date('2026-12-05T12:00:00Z'));
const { current: contents, field } = h;

describe('a correction of a part of a stored value keeps the rest of it', () => {
  test('"principal, not associate" of the role "associate product designer"', async () => {
    await h.seedField('p1', 'role', 'associate product designer');
    await h.ask('p1', 'principal, not associate');
    assert.equal(await field('p1', 'role'), 'principal product designer');
  });

  test('"oops, Hartley & Voss, not Moss" of the employer "Hartley & Moss Solicitors"', async () => {
    await h.seedField('p2', 'employer', 'Hartley & Moss Solicitors');
    await h.ask('p2', 'oops, Hartley & Voss, not Moss');
    assert.equal(await field('p2', 'employer'), 'Hartley & Voss Solicitors');
  });

  test('a slip said with a question mark: "I said welder? meant plumber"', async () => {
    await h.ask('p3', 'I work as a welder');
    await h.ask('p3', 'I said welder? meant plumber');
    assert.equal(await field('p3', 'role'), 'plumber');
  });

  test('a bare name in full after "actually" over a shorter stored employer', async () => {
    await h.ask('p4', 'I work at Brandt & Okafor');
    await h.ask('p4', 'Brandt, Okafor & Lindqvist actually - a third partner joined');
    assert.equal(await field('p4', 'employer'), 'Brandt, Okafor & Lindqvist');
  });

  test('a statement naming the value it corrects replaces the one memory that holds it', async () => {
    await h.seed('p5', 'The user plays the cello.', { subject: 'user', predicate: 'plays', object: 'cello' });
    await h.ask('p5', 'not cello, I play the viola');
    const now = await contents('p5');
    assert.ok(now.some((c) => /viola/.test(c)));
    assert.ok(!now.some((c) => /cello/.test(c)));
  });
});

describe('a field value said with an aside', () => {
  test('"my timezone is UTC+5:45 (Kathmandu), not +5:30" keeps the offset only', async () => {
    await h.seedField('z1', 'timezone', 'UTC+5:30');
    await h.ask('z1', 'my timezone is UTC+5:45 (Kathmandu), not +5:30');
    assert.equal(await field('z1', 'timezone'), 'UTC+5:45');
  });

  test('"my time zone is AEST actually" drops the discourse word', async () => {
    await h.seedField('z2', 'timezone', 'ACST');
    await h.ask('z2', 'my time zone is AEST actually, got it wrong before');
    assert.equal(await field('z2', 'timezone'), 'AEST');
  });
});

describe('a bare value with the old one said after it', () => {
  test('"make that Pickle, gherkin was my old hamster" renames the one pet that held it', async () => {
    await h.ask('b1', 'I have a guinea pig called Gherkin');
    await h.ask('b1', 'make that Pickle, gherkin was my old hamster');
    const now = await contents('b1');
    assert.ok(now.some((c) => /Pickle/.test(c)));
    assert.ok(!now.some((c) => /Gherkin/.test(c)));
  });

  test('a bare value that names nothing stored changes nothing: "make that Thursday, it was a long week"', async () => {
    await h.ask('b2', 'my flatmate is Noor');
    await h.ask('b2', 'make that Thursday, it was a long week');
    assert.deepEqual(await contents('b2'), ["The user's flatmate is Noor."]);
  });
});

describe('a take-back of the turn before', () => {
  test('"please disregard that, wrong window" forgets the cousin and stores no reason', async () => {
    await h.ask('r1', "my cousin's name is Faisal");
    await h.ask('r1', 'please disregard that, wrong window');
    assert.deepEqual(await contents('r1'), []);
  });

  test('"strike mango actually" forgets that one item only', async () => {
    await h.ask('r2', "I'm allergic to kiwi and mango");
    await h.ask('r2', 'strike mango actually');
    const now = await contents('r2');
    assert.ok(now.some((c) => /kiwi/.test(c)));
    assert.ok(!now.some((c) => /mango/.test(c)));
  });

  test('an item never said is no take-back: "strike a pose lol" forgets nothing', async () => {
    await h.ask('r3', "I'm allergic to kiwi and mango");
    await h.ask('r3', 'strike a pose lol');
    const now = await contents('r3');
    assert.ok(now.some((c) => /kiwi/.test(c)) && now.some((c) => /mango/.test(c)));
  });
});

describe('a supposition confirmed later in the conversation', () => {
  test('"the gastro confirmed it this week" after "i think i might be coeliac" stores it as a fact', async () => {
    await h.ask('s1', 'i think i might be coeliac');
    await h.ask('s1', 'the gastro confirmed it this week');
    assert.ok((await contents('s1')).includes('The user is coeliac.'));
  });

  test('a confirmation still to come stores nothing new: "doc hasnt confirmed it yet"', async () => {
    await h.ask('s2', 'I might have asthma');
    await h.ask('s2', 'doc hasnt confirmed it yet');
    assert.ok((await contents('s2')).every((c) => /may have asthma/.test(c)));
  });

  test("someone else's plan confirmed is not the user's: no location is set", async () => {
    await h.ask('s3', 'my brother might be moving to Leeds');
    await h.ask('s3', 'he confirmed it today');
    assert.equal(await field('s3', 'location'), undefined);
  });
});
