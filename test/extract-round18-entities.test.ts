// Issue 23, offline, eighteenth pass (entities, reports, framed text and questions). A job told with its workplace:
// the frame "a <noun> at <Organisation>" shows the noun is a job, so an agent noun by its shape is a role there, not
// only a word of the role lexicon; a noun of standing with an organisation ("a customer at", "a volunteer at") is none.
// A place said right after the employer's name is kept in the employer's fact, never as the location field (the
// workplace may be a commute away); a department after "in" is no place. "+" joins an organisation's name as "&" does.
// Through `mnemo ask`'s offline assistant on a real SQLite file with no model. Every sentence is written here; none is
// from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round18d', now);
const { profileOf, ask, contents } = h;

describe('a role by its shape where an organisation follows it', () => {
  test('an agent noun outside the role lexicon before "at <Org>" is the role, the organisation the employer', async () => {
    await ask('r1', 'im a kite maker at Skyward Kites Ltd');
    const p = await profileOf('r1');
    assert.equal(p['role'], 'kite maker');
    assert.equal(p['employer'], 'Skyward Kites Ltd');
  });

  test('a rank before the agent noun stays in the role', async () => {
    await ask('r2', "I'm a trainee glassblower at Orrin & Vale");
    const p = await profileOf('r2');
    assert.equal(p['role'], 'trainee glassblower');
    assert.equal(p['employer'], 'Orrin & Vale');
  });

  test('a customer of an organisation is no employee: no field is set', async () => {
    await ask('r3', "i'm a loyal customer at Pemberton Bakery");
    const p = await profileOf('r3');
    assert.equal(p['employer'], undefined);
    assert.equal(p['role'], undefined);
  });

  test('a volunteer at a charity sets no employer', async () => {
    await ask('r4', "I'm a volunteer at Riverside Foodbank");
    assert.equal((await profileOf('r4'))['employer'], undefined);
  });
});

describe('a place after the employer and names joined by "+"', () => {
  test('"at <Org> in <City>" keeps the city as where the user works, the location field untouched', async () => {
    await ask('p1', "I'm a sommelier at Vinoteca Blanca in Valencia");
    const p = await profileOf('p1');
    assert.equal(p['employer'], 'Vinoteca Blanca');
    assert.equal(p['location'], undefined);
    assert.ok(
      (await contents('p1')).some((c) => c.includes('valencia')),
      'the city is kept',
    );
  });

  test('a department after "in" is no place', async () => {
    await ask('p2', 'I work at Halvorsen Shipping in Procurement');
    assert.equal((await profileOf('p2'))['employer'], 'Halvorsen Shipping');
    assert.ok(!(await contents('p2')).some((c) => c.includes('procurement') && c.includes('works in')), 'no place is stored');
  });

  test('a name joined by "+" is read whole', async () => {
    await ask('p3', 'I work for Okoro + Lang, mostly payroll');
    assert.equal((await profileOf('p3'))['employer'], 'Okoro + Lang');
  });
});

describe("someone else's pasted text and questions by their grammar", () => {
  test("an email from someone else pasted under a lead sets none of the user's fields, and the request is still asked", async () => {
    const turn = await ask('f1', "could you make this message from my neighbour sound less rude:\nHello, I'm Gareth, I live at number 4 in Didcot.");
    const p = await profileOf('f1');
    assert.equal(p['name'], undefined);
    assert.equal(p['location'], undefined);
    assert.deepEqual(await contents('f1'), []);
    assert.ok(turn.reply.length > 0);
  });

  test("someone else's quoted profile followed by a question stores nothing", async () => {
    await ask('f2', "my colleague's linkedin headline says 'Chef, loves cycling, based in Leeds' — does it sound naff?");
    assert.deepEqual(await contents('f2'), []);
    assert.equal((await profileOf('f2'))['location'], undefined);
  });

  test('a yes/no question about a noun subject without a question mark stores nothing', async () => {
    // Read as questions, the replies say they cannot be answered offline (not that nothing could be read).
    for (const said of ['can rabbits eat celery leaves', 'any idea whether pescatarians eat prawns'])
      assert.match((await ask('q1', said)).reply, /answer open questions/i, said);
    assert.deepEqual(await contents('q1'), []);
    assert.equal((await profileOf('q1'))['diet'], undefined);
  });
});

describe('an origin said without its subject', () => {
  test('"originally from <Place>" as a bullet of facts about the user sets the hometown', async () => {
    await ask('o1', 'a few things about me:\n- originally from Galway\n- two cats');
    assert.equal((await profileOf('o1'))['hometown'], 'Galway');
  });

  test('a span "from <Place> to <Place>" is no origin', async () => {
    await ask('o2', 'originally from Cardiff to Swansea by bus, then the ferry');
    assert.equal((await profileOf('o2'))['hometown'], undefined);
  });
});
