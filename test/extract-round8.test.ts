// Issue 23, offline, eighth pass: by kind — chat register (no apostrophes, "im/u/ur/pls", no subject,
// names typed in lower case), frames that ask to remember or know what follows, lists with semicolons,
// "plus", "as well as" and verb-phrase headings, a month said without its year on the side its tense
// says, past roles and places that never move a current field, an employer left kept as the past, and
// preferences said without a verb. Through extraction jobs (sessions.append + the job worker) and through
// the assistant that `mnemo ask` runs, on a real SQLite file with no model. The sentences are written
// here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-09-02T12:00:00Z');
const h = offlineAssistant('round8', now);
const { profileOf, say, ask, stored, triples, seedField } = h;

describe('chat register', () => {
  test('a greeting typed in lower case names the user ("hey there, im sam"); a later "im <trait>" leaves the name alone', async () => {
    await ask('g20', 'hey there, im sam');
    assert.equal((await profileOf('g20'))['name'], 'Sam');
    await ask('g20', 'hiya im pescatarian');
    await ask('g20', 'im knackered');
    const p = await profileOf('g20');
    assert.equal(p['name'], 'Sam');
    assert.equal(p['diet'], 'pescatarian');
    assert.ok(!(await stored('g20')).some((r) => /^The user is sam\.$/i.test(r.content)), 'no free fact that reads the name as a trait');
  });

  test('a statement with no subject is the user’s: a state verb, a self-describing word, a negated habit', async () => {
    await say('g1', 'work at Lidl these days');
    await say('g1', 'pescatarian fyi');
    await say('g1', 'dont drink fizzy drinks');
    const p = await profileOf('g1');
    assert.equal(p['employer'], 'Lidl');
    assert.equal(p['diet'], 'pescatarian');
    assert.ok((await stored('g1')).some((r) => /fizzy/.test(r.content) && /not|n't/.test(r.content)));
  });

  test('a bare verb said to the assistant ("play some music", "speak slower please") is no fact about the user', async () => {
    await say('g8', 'play some music');
    await say('g8', 'speak slower please');
    assert.ok((await stored('g8')).every((r) => !/the user (plays|speaks)/i.test(r.content)));
  });

  test('"im", "u", missing apostrophes and a name typed in lower case', async () => {
    await say('g2', 'im allergic to sesame');
    await say('g2', 'live in dundee');
    const p = await profileOf('g2');
    assert.equal(p['location'], 'Dundee');
    assert.equal(p['name'], undefined, '"im allergic" names no one');
    assert.ok((await triples('g2')).includes('user · allergic_to · sesame'));
  });

  test('a nationality is a field when its stem is a country; a name with the same ending is not one', async () => {
    await say('g4', "I'm Lebanese, based in Lyon these days");
    assert.equal((await profileOf('g4'))['nationality'], 'Lebanese');
    await say('g5', "I'm Florian");
    assert.equal((await profileOf('g5'))['nationality'], undefined);
  });

  test('a negated description with no subject is the user’s; "not a problem" is a reply', async () => {
    await say('g6', 'not much of a gamer tbh');
    assert.ok((await stored('g6')).some((r) => /gamer/.test(r.content) && /not/.test(r.content)));
    await say('g7', 'not a problem');
    assert.equal((await stored('g7')).length, 0);
  });

  test('a common word after a field cue is not capitalised into a name: no place, no name', async () => {
    await seedField('g9', 'location', 'Derby');
    await say('g9', 'moved to tears by that documentary');
    await say('g9', 'call me later');
    const p = await profileOf('g9');
    assert.equal(p['location'], 'Derby');
    assert.equal(p['name'], undefined);
  });

  test('a mood in chat register stores nothing and sets no name', async () => {
    const turn = await ask('g3', 'im shattered lol');
    assert.deepEqual(await profileOf('g3'), {});
    assert.equal((await stored('g3')).length, 0);
    assert.doesNotMatch(turn.reply, /Remembered/);
    await say('g3', 'gonna be late for standup ugh');
    assert.equal((await stored('g3')).filter((r) => r.importance >= 0.3).length, 0, 'running late is the trivia of a day');
  });
});

describe('frames that ask to remember or know', () => {
  test('the statement inside the frame is read as any other, every list item kept', async () => {
    await ask('w1', 'could u remember that im allergic to kiwi and mango');
    await say('w1', 'in case it helps, I take propranolol');
    await say('w1', 'just so u know my manager is Ines');
    const t = await triples('w1');
    for (const want of ['user · allergic_to · kiwi', 'user · allergic_to · mango', 'user · takes_medication · propranolol'])
      assert.ok(t.includes(want), `${want} in ${t.join(' | ')}`);
    assert.equal((await profileOf('w1'))['manager'], 'Ines');
  });

  test('a question about what is remembered keeps its frame: nothing stored', async () => {
    await ask('w2', 'can you remember what my allergies are?');
    assert.equal((await stored('w2')).length, 0);
  });
});

describe('lists', () => {
  test('semicolons, "plus", "as well as" and a heading that is a verb phrase', async () => {
    await say('l1', 'allergic to: wheat; soy; tree nuts');
    await say('l1', 'I play bass plus a bit of ukulele');
    await say('l1', 'I speak Greek as well as Turkish');
    await say('l1', "meds I'm on: lamotrigine and sertraline");
    await say('l1', 'allergic to wasps, hornets & ants');
    const t = await triples('l1');
    for (const want of [
      'user · allergic_to · wheat',
      'user · allergic_to · soy',
      'user · allergic_to · tree nuts',
      'user · plays · bass',
      'user · speaks · Greek',
      'user · speaks · Turkish',
      'user · takes_medication · lamotrigine',
      'user · takes_medication · sertraline',
      'user · allergic_to · hornets',
      'user · allergic_to · ants',
    ])
      assert.ok(t.includes(want), `${want} in ${t.join(' | ')}`);
    assert.ok(
      t.some((x) => x.startsWith('user · plays · ') && x.includes('ukulele')),
      t.join(' | '),
    );
  });
});

describe('tense and cessation', () => {
  test('a month without its year lies in the past for a past verb, in the future for "next"', async () => {
    await say('t1', 'gave up meat in february');
    const meat = (await stored('t1')).find((r) => /meat/.test(r.content));
    assert.ok(meat);
    assert.equal(meat.validFrom?.toISOString().slice(0, 7), '2026-02');
    await seedField('t2', 'employer', 'Revolut');
    await say('t2', 'starting at Monzo next january');
    assert.equal((await profileOf('t2'))['employer'], 'Revolut', 'a future start changes nothing yet');
  });

  test('a past role and the places lived in over a life never move the current fields', async () => {
    await seedField('t3', 'role', 'electrician');
    await seedField('t3', 'location', 'Paris');
    await say('t3', 'I worked as a plumber for years');
    await say('t3', "I've lived in Lyon, Nice and Lille");
    await seedField('t3', 'employer', 'Valeo');
    await say('t3', "I've worked at Renault and Michelin");
    assert.equal((await profileOf('t3'))['employer'], 'Valeo');
    const p = await profileOf('t3');
    assert.equal(p['role'], 'electrician');
    assert.equal(p['location'], 'Paris');
    const t = await triples('t3');
    for (const want of [
      'user · worked_as · plumber',
      'user · lived_in · Lyon',
      'user · lived_in · Nice',
      'user · lived_in · Lille',
      'user · worked_at · Renault',
      'user · worked_at · Michelin',
    ])
      assert.ok(t.includes(want), `${want} in ${t.join(' | ')}`);
  });

  test('a clinician switching the user to a medicine is a medication, never a team', async () => {
    await say('t5', 'the rheumatologist moved me to methotrexate');
    assert.equal((await profileOf('t5'))['team'], undefined);
    assert.ok((await triples('t5')).includes('user · takes_medication · methotrexate'));
  });

  test('an employer the user no longer works at is kept as where they worked', async () => {
    await seedField('t4', 'employer', 'Arup');
    await say('t4', 'I no longer work at Arup');
    assert.equal((await profileOf('t4'))['employer'], undefined);
    assert.ok((await triples('t4')).includes('user · worked_at · Arup'));
  });
});

describe('jobs not worded "I work at"', () => {
  test('an employer with the role after "as", years at an organisation, a job got', async () => {
    await say('j1', "I'm at Bloomsbury as a copy editor");
    let p = await profileOf('j1');
    assert.equal(p['employer'], 'Bloomsbury');
    assert.equal(p['role'], 'copy editor');
    await say('j2', 'currently employed by Network Rail as a surveyor');
    p = await profileOf('j2');
    assert.equal(p['employer'], 'Network Rail');
    assert.equal(p['role'], 'surveyor');
    await say('j3', 'been at Ocado four years');
    assert.equal((await profileOf('j3'))['employer'], 'Ocado');
    await say('j4', 'got a job as a cashier at Aldi last week');
    p = await profileOf('j4');
    assert.equal(p['employer'], 'Aldi');
    assert.equal(p['role'], 'cashier');
  });
});

describe('preferences without a verb', () => {
  test('a bare phrase beside "pls", "always" or a choice is a preference; thanks and an order are not', async () => {
    await say('v1', 'oat milk over dairy');
    await say('v1', 'light theme pls');
    const kept = (await stored('v1')).filter((r) => r.kind === 'preference').map((r) => r.content);
    assert.ok(
      kept.some((c) => /oat milk/.test(c)),
      kept.join(' | '),
    );
    assert.ok(
      kept.some((c) => /light theme/.test(c)),
      kept.join(' | '),
    );
    await say('v2', 'great thanks');
    await say('v2', 'two lattes please');
    assert.equal((await stored('v2')).length, 0);
  });
});

describe('a statement asked as a question', () => {
  test('news told with surprise is kept; a hedged "?" is a suspicion; a bare "?" still asks and stores nothing', async () => {
    await ask('q2', 'turns out I have gout?? what should I avoid eating');
    assert.ok((await stored('q2')).some((r) => /gout/.test(r.content)));
    await say('q3', 'I suspect I can’t digest lentils? felt awful after dal twice');
    assert.ok((await stored('q3')).every((r) => r.triple?.predicate !== 'allergic_to'));
    await say('q4', 'I work at Zalando?');
    assert.equal((await profileOf('q4'))['employer'], undefined);
  });

  test('the fact is kept and the question is answered', async () => {
    const turn = await ask('q1', 'im coeliac, is risotto ok?');
    const kept = (await stored('q1')).find((r) => /coeliac/i.test(r.content));
    assert.ok(kept);
    assert.ok(kept.importance >= 0.7);
    assert.ok(turn.reply.length > 0);
  });
});
