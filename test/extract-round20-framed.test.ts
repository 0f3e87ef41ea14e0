// Issue 23, round 20 (b): framed text read by one reader of a form's key, by the key's meaning ("Medical
// conditions:", "Any dietary requirements?", "place of work:", lower-case "key: value" runs on one line); a form
// said to be for another person ("the form for my daughter:") is theirs, never the user's; a counted bullet under
// "About me" is had, not been; a name's closing "'s" stays with a place's name; a person named with "from <team>"
// is still the clause's subject. Through extraction jobs and the assistant behind `mnemo ask`, on a real SQLite
// file with no model. Every sentence is written here, for these tests; none comes from the corpus.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round20b', new Date('2026-12-05T12:00:00Z'));
const { profileOf, current, say, ask } = h;
const triples = async (userId: string) =>
  (await h.m.list({ userId }, { limit: 1000 })).flatMap((r) =>
    r.triple ? [`${r.triple.subject} · ${r.triple.predicate} · ${r.triple.object}`.toLowerCase()] : [],
  );

describe("a form's keys read by their meaning", () => {
  test('"Medical conditions:" is a condition the user has (extraction job)', async () => {
    await say('k1', '- Next of kin: Ruth Abara (sister)\n- Medical conditions: Addison’s disease');
    const c = await current('k1');
    assert.ok(
      c.some((x) => /has addison/i.test(x)),
      c.join(' | '),
    );
  });

  test('a form question "Any dietary requirements?" answered on the next line (assistant)', async () => {
    await ask('k2', 'Q: Which town are you in?\nA: Whanganui\nQ: Any dietary requirements?\nA: vegan');
    const c = await current('k2');
    assert.ok(
      c.some((x) => /vegan/i.test(x)),
      c.join(' | '),
    );
  });

  test('lower-case "key: value" parts on one line, keys not named like the fields', async () => {
    await say('k3', 'right so. legal name: Tobias Wren. home city: Tauranga. place of work: Kiwi Kelp Co');
    const p = await profileOf('k3');
    assert.equal(p['location'], 'Tauranga');
    assert.equal(p['employer'], 'Kiwi Kelp Co');
  });

  test('a field of several values lists them: "Spoken languages: Yoruba, Hausa" is two languages', async () => {
    await say('k5', 'Spoken languages: Yoruba, Hausa');
    const t = await triples('k5');
    for (const x of ['yoruba', 'hausa']) assert.ok(t.includes(`user · speaks · ${x}`), t.join(' | '));
  });

  test('trap: "Condition: used" on a listing is no condition of the user', async () => {
    await say('k4', 'Item: road bike\nCondition: used\nPrice: 300');
    const c = await current('k4');
    assert.ok(!c.some((x) => /user has used/i.test(x)), c.join(' | '));
  });
});

describe("another person's form", () => {
  test('trap: "the form for my daughter:" then her fields changes none of the user\'s (extraction job)', async () => {
    await say('o1', 'filling in the form for my daughter:\nName: Ilse\nAllergies: amoxicillin\nCity: Nelson');
    const p = await profileOf('o1');
    assert.equal(p['name'], undefined);
    assert.equal(p['location'], undefined);
    const t = await triples('o1');
    assert.ok(!t.some((x) => x.startsWith('user · allergic_to')), t.join(' | '));
  });
});

describe('bullets, spans and named people', () => {
  test('a counted bullet under "About me" is had, not been (assistant)', async () => {
    await ask('b1', '## About me\n- beekeeper\n- three ferrets');
    const c = await current('b1');
    assert.ok(!c.some((x) => /user is three/i.test(x)), c.join(' | '));
    assert.ok(
      c.some((x) => /has three ferrets/i.test(x)),
      c.join(' | '),
    );
  });

  test('a place whose name ends in "\'s" keeps it', async () => {
    await say('b2', "I'm based in St. Andrew's now");
    const p = await profileOf('b2');
    assert.equal(p['location'], "St. Andrew's");
  });

  test('"<Name> from <team> moved to <place>": a fact about that person, not the user', async () => {
    await say('b3', 'Marisol from payroll just moved to Valparaíso');
    const t = await triples('b3');
    assert.ok(t.includes('marisol · location · valparaíso'), t.join(' | '));
    assert.equal((await profileOf('b3'))['location'], undefined);
  });
});

describe('organisation spans and tenure', () => {
  test('"been with <A & B> for <years>" is the employer (extraction job)', async () => {
    await say('e1', "I've been with Harcourt & Vine for nine years now, mostly conveyancing");
    assert.equal((await profileOf('e1'))['employer'], 'Harcourt & Vine');
  });

  test('"I\'m at <Org Oy>, on the <unit> desk" (assistant)', async () => {
    await ask('e2', "I'm at Pohjola Freight Oy, on the customs desk");
    assert.equal((await profileOf('e2'))['employer'], 'Pohjola Freight Oy');
  });

  test('trap: "been at <Org Ltd> for an hour" is a wait, not a job', async () => {
    await say('e3', 'been at Quayside Tyres Ltd for an hour waiting on a puncture');
    assert.equal((await profileOf('e3'))['employer'], undefined);
  });
});

describe('a reaction each time, said beside a suspicion', () => {
  test('"every time i <do X> my <body part> <reacts>" stores no fact of doing X', async () => {
    await say('r1', 'i might be allergic to kiwi? every time i eat fruit salad my throat itches');
    const c = await current('r1');
    assert.ok(!c.some((x) => /eats fruit salad/i.test(x)), c.join(' | '));
    assert.ok(
      c.some((x) => /kiwi/i.test(x)),
      c.join(' | '),
    );
  });
});

describe("another person's many-valued relation", () => {
  test('"my uncle speaks french and german": both kept, neither merged into the other (extraction job)', async () => {
    await say('p1', 'my uncle speaks french and german');
    const t = await triples('p1');
    for (const x of ['german', 'french']) assert.ok(t.includes(`uncle · speaks · ${x}`), t.join(' | '));
    // Each memory says the value its triple holds.
    const stored = await h.m.list({ userId: 'p1' }, { limit: 100 });
    for (const r of stored) if (r.triple) assert.ok(r.content.toLowerCase().includes(r.triple.object.toLowerCase()), r.content);
  });
});
