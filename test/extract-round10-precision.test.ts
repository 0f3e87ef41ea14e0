// Issue 23, offline, tenth pass (precision): the words said around a fact are no memory of their own — a tag
// that only repeats it, a clause that points back into it, narration after it, the reason of a request, what
// "we" did where "we" is the user and the person just named, the examples of a liking. Through extraction jobs
// (sessions.append + the job worker) and the assistant that `mnemo ask` runs, on a real SQLite file with no
// model. The sentences are written here, for these tests; none comes from the corpus.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-11-03T12:00:00Z');
const h = offlineAssistant('round10c', now);
const { current, say, ask, profileOf } = h;

describe('context clauses are no memories of their own', () => {
  test('a tag that repeats the fact ("never have") is not stored (extraction job)', async () => {
    await say('c1', 'i dont own a car, never have');
    const all = await current('c1');
    assert.equal(all.length, 1, all.join(' | '));
    assert.match(all[0] as string, /car/i);
  });

  test('the reason of a request is not stored beside it (assistant)', async () => {
    await ask('c2', 'bullet points please, I skim everything on my phone');
    const all = await current('c2');
    assert.ok(
      all.some((x) => /bullet/i.test(x)),
      all.join(' | '),
    );
    assert.ok(!all.some((x) => /skim/i.test(x)), all.join(' | '));
  });

  test('a state said beside a request is a fact about the user, kept (extraction job; a guard)', async () => {
    await say('c2b', 'dark mode pls, I have a toddler');
    assert.ok(
      (await current('c2b')).some((x) => /toddler/.test(x)),
      (await current('c2b')).join(' | '),
    );
  });

  test('a clause that points back into a preference ("my dad got me into it") is not stored (extraction job)', async () => {
    await say('c3', 'I prefer rugby to football, my dad got me into it');
    const all = await current('c3');
    assert.ok(
      all.some((x) => /rugby/i.test(x)),
      all.join(' | '),
    );
    assert.ok(!all.some((x) => /into it/i.test(x)), all.join(' | '));
  });

  test('narration after a past residence stays with it, in one memory (extraction job)', async () => {
    await say('c4', 'From 2001 to 2006 I lived in Aberdeen, then I went travelling for a year');
    const all = await current('c4');
    assert.equal(all.length, 1, all.join(' | '));
    assert.match(all[0] as string, /Aberdeen.*travelling/);
    assert.equal((await profileOf('c4'))['location'], undefined);
  });

  test('"we" beside a named mentor is the two of them, never the household (assistant)', async () => {
    await ask('c5', 'my flatmate Bea is a nurse, we cook together most nights');
    const all = await current('c5');
    assert.ok(!all.some((x) => /household/i.test(x)), all.join(' | '));
    assert.ok(
      all.some((x) => /Bea/.test(x)),
      all.join(' | '),
    );
  });

  test('the examples of a liking stay in its memory, not likings of their own (extraction job)', async () => {
    await say('c6', 'I adore Italian cinema, particularly Fellini and Visconti');
    const mine = await h.m.list({ userId: 'c6' }, { limit: 100 });
    const likes = mine.filter((r) => r.triple?.predicate === 'likes');
    assert.equal(likes.length, 1, mine.map((r) => r.content).join(' | '));
    assert.match(likes[0]?.content ?? '', /Italian cinema.*Fellini.*Visconti/);
  });

  test('a health fact beside its context is kept, and high (extraction job; a guard)', async () => {
    await say('c7', "no perfume in the office pls, I'm asthmatic");
    const mine = await h.m.list({ userId: 'c7' }, { limit: 100 });
    assert.ok(
      mine.some((r) => /asthma/i.test(r.content) && r.importance >= 0.7),
      mine.map((r) => r.content).join(' | '),
    );
  });
});

describe('what goes with a fact is kept with it', () => {
  test('what the user does about a health condition said with it is one memory, kept high (extraction job)', async () => {
    await say('w1', "I'm asthmatic and keep an inhaler in every coat pocket");
    const mine = await h.m.list({ userId: 'w1' }, { limit: 100 });
    assert.equal(mine.length, 1, mine.map((r) => r.content).join(' | '));
    assert.match(mine[0]?.content ?? '', /asthmatic.*inhaler/);
    assert.ok((mine[0]?.importance ?? 0) >= 0.7);
  });

  test('two conditions said together stay two memories (extraction job; a guard)', async () => {
    await say('w2', "I'm epileptic and I'm pregnant");
    const all = await current('w2');
    assert.equal(all.length, 2, all.join(' | '));
  });

  test('a clause with no subject after a relative is theirs: no field of the user changes (assistant)', async () => {
    await ask('w3', 'my husband Tariq moved to Derby, working at Rolls-Royce now');
    const p = await profileOf('w3');
    assert.equal(p['employer'], undefined);
    assert.equal(p['location'], undefined);
    assert.ok(!(await h.triples('w3')).some((t) => t.startsWith('user ·')), (await h.triples('w3')).join(' | '));
  });

  test("a clause with no subject after a relative is not the user's studies (extraction job)", async () => {
    await say('w4', 'my niece Orla started at Galway uni in september, studying nursing');
    assert.ok(!(await h.triples('w4')).some((t) => t.startsWith('user · studies')), (await h.triples('w4')).join(' | '));
  });

  test('half a sentence that points back into one that stored nothing is not stored (extraction job)', async () => {
    await say('w5', 'ive been with my girlfriend for 3 years, living together for 2 of them');
    assert.ok(!(await current('w5')).some((x) => /of them/.test(x)));
  });
});

describe('identity is kept high', () => {
  test('gender identity said of oneself (extraction job)', async () => {
    await say('i1', "I'm genderqueer, for what it's worth");
    const mine = await h.m.list({ userId: 'i1' }, { limit: 100 });
    assert.ok(
      mine.some((r) => /genderqueer/.test(r.content) && r.importance >= 0.7),
      mine.map((r) => `${r.content} ${r.importance}`).join(' | '),
    );
  });
});

describe('one fact said twice is one memory', () => {
  test('an item said again with a qualifier ("mainly Polish with family") is not a second relation (extraction job)', async () => {
    await say('d1', 'I speak Polish, German and a bit of Czech, mainly Polish with family');
    const speaks = (await h.triples('d1')).filter((t) => t.startsWith('user · speaks · '));
    assert.equal(speaks.length, 3, speaks.join(' | '));
  });

  test('a fact repeated in other words after it is kept once (assistant; a guard, it held before too)', async () => {
    await ask('d2', "I'm allergic to kiwi. Kiwi allergy, in case it matters.");
    const mine = await h.m.list({ userId: 'd2' }, { limit: 100 });
    assert.equal(mine.filter((r) => /kiwi/i.test(r.content)).length, 1, mine.map((r) => r.content).join(' | '));
  });

  test('the reason of a move that points back ("a job there") is no memory of the partner (extraction job)', async () => {
    await say('d3', 'I moved to Dundee because my wife got a post there');
    assert.equal((await profileOf('d3'))['location'], 'Dundee');
    assert.ok(!(await current('d3')).some((x) => /post there/.test(x)), (await current('d3')).join(' | '));
  });
});

describe('the trivia of a day stays below the floor', () => {
  test('"just" and an everyday doing is the moment, not a memory (extraction job)', async () => {
    await say('t1', 'just got home from spin class, absolutely shattered');
    assert.deepEqual(await current('t1'), []);
  });

  test('an event of a life said with "just" is kept (extraction job; a guard)', async () => {
    await say('t2', 'we just had a baby boy!!');
    assert.ok(
      (await current('t2')).some((x) => /baby/.test(x)),
      (await current('t2')).join(' | '),
    );
  });

  test('what goes on from the trivia, with no subject or thing of its own, is not stored (assistant)', async () => {
    await ask('t3', 'cooked a curry last night, turned out decent');
    assert.deepEqual(await current('t3'), []);
  });
});

describe('how long and with whom', () => {
  test('how long a stopped habit has been over stays with it, one memory (extraction job)', async () => {
    await say('h1', 'i dont drink energy drinks anymore, been clean nine months');
    const all = await current('h1');
    assert.equal(all.length, 1, all.join(' | '));
    assert.match(all[0] as string, /energy drinks.*nine months/);
  });

  test('"we" after the user names one person is the two of them, never the household (assistant)', async () => {
    await ask('h2', "I don't talk to Marco anymore, we fell out at Easter");
    assert.ok(!(await current('h2')).some((x) => /household/.test(x)), (await current('h2')).join(' | '));
  });
});

describe('narration after a change is a sentence of its own', () => {
  test('"then" after leaving a job is kept, in the words said (extraction job)', async () => {
    await say('n1', 'I left Barclays in June, then retrained as a plumber');
    const all = await current('n1');
    assert.ok(
      all.some((x) => /^The user then retrained as a plumber\.$/.test(x)),
      all.join(' | '),
    );
  });
});
