// Issue 23, offline, fifth pass: corrections of one stored value that no profile field holds,
// pronouns across turns, a nickname that changes, hyphenated number words, named favourites and
// forgets of exactly the named thing — through extraction jobs (sessions.append + the job worker:
// rules, guards, consolidation) and through the assistant that `mnemo ask` runs, on a real SQLite
// file with no model. The sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';
import { timeWindowsOf } from '../src/core/text/index.js';

const now = new Date('2026-06-15T12:00:00Z');
const t = offlineAssistant('round5', now);
const { profileOf, current, say, seed, ask } = t;

describe('a correction of a value held only as a memory', () => {
  test('"no, it\'s Tartu" changes the one place this conversation stored, superseding it', async () => {
    const s = await t.m.sessions.open({ userId: 'c1' });
    for (const content of ['My cousin lives in Riga.', "no, it's Tartu"]) {
      await t.m.sessions.append({ userId: 'c1' }, s.id, [{ role: 'user', content, at: now }]);
      await t.m.flush({ scope: { userId: 'c1' } });
    }
    const live = await current('c1');
    assert.ok(
      live.some((c) => /cousin/.test(c) && /Tartu/.test(c)),
      live.join(' | '),
    );
    assert.ok(!live.some((c) => /Riga/.test(c)), 'the old value is no longer current');
  });

  test('a bare "no, it\'s X" out of the blue changes nothing stored before this conversation', async () => {
    await seed('c1b', "The user's cousin lives in Riga.", { subject: 'cousin', predicate: 'location', object: 'Riga' });
    await say('c1b', "no, it's Bella");
    assert.deepEqual(await current('c1b'), ["The user's cousin lives in Riga."]);
  });

  test('"Ghent, not Liege" changes the memory that holds Liege, and nothing else', async () => {
    await seed('c2', 'The user is driving to Liege on Saturday.', { subject: 'user', predicate: 'travels_to', object: 'Liege' });
    await seed('c2', 'The user has a parrot called Kiwi.', { subject: 'user', predicate: 'has_pet', object: 'Kiwi' });
    await say('c2', 'Ghent, not Liege');
    const live = await current('c2');
    assert.ok(live.includes('The user is driving to Ghent on Saturday.'), live.join(' | '));
    assert.ok(live.includes('The user has a parrot called Kiwi.'));
    assert.equal((await profileOf('c2'))['location'], undefined);
  });

  test('two memories that hold the value, or none: nothing changes and the reply says so', async () => {
    await seed('c3', "The user's uncle lives in Porto.", { subject: 'uncle', predicate: 'location', object: 'Porto' });
    await seed('c3', "The user's godmother lives in Porto.", { subject: 'godmother', predicate: 'location', object: 'Porto' });
    const turn = await ask('c3', 'sorry, Braga, not Porto');
    const live = await current('c3');
    assert.ok(live.includes("The user's uncle lives in Porto.") && live.includes("The user's godmother lives in Porto."), live.join(' | '));
    assert.ok(!live.some((c) => /Braga/.test(c)));
    assert.match(turn.reply, /changed nothing|Nothing changed/);
    const none = await ask('c3b', 'no, it is Braga');
    assert.deepEqual(await current('c3b'), []);
    assert.doesNotMatch(none.reply, /Remembered|Updated/);
  });

  test('a bare value never corrects a stored name that is not a place, nor a place with a day or a reply', async () => {
    await seed('c4', 'The user has a dog called Pepper.', { subject: 'user', predicate: 'has_pet', object: 'Pepper' });
    await say('c4', "no, it's Lisbon");
    assert.deepEqual(await current('c4'), ['The user has a dog called Pepper.']);
    await seed('c4b', "The user's father lives in Graz.", { subject: 'father', predicate: 'location', object: 'Graz' });
    await say('c4b', "no, it's Thursday");
    await say('c4b', 'No, Thanks');
    assert.deepEqual(await current('c4b'), ["The user's father lives in Graz."]);
  });

  test('through the assistant, the reply says what was updated', async () => {
    await seed('c5', "The user's niece studies in Utrecht.", { subject: 'niece', predicate: 'location', object: 'Utrecht' });
    const turn = await ask('c5', 'oops, I meant Nijmegen, not Utrecht');
    assert.match(turn.reply, /Nijmegen/);
    assert.ok((await current('c5')).includes("The user's niece studies in Nijmegen."));
  });
});

describe('pronouns across turns', () => {
  test('"she" after one woman named is her, never the user', async () => {
    await say('p1', 'My aunt lives in Hull.');
    await say('p1', 'She works at a bakery.');
    const live = await current('p1');
    assert.ok(
      live.some((c) => /aunt/.test(c) && /bakery/.test(c)),
      live.join(' | '),
    );
    assert.equal((await profileOf('p1'))['employer'], undefined);
  });

  test('"he" after a man and a woman is the man; after two men it stays unread', async () => {
    await say('p2', 'My nephew and his girlfriend moved to Derby.');
    await say('p2', 'He is allergic to soy.');
    const live = await current('p2');
    assert.ok(
      live.some((c) => /nephew/.test(c) && /soy/.test(c)),
      live.join(' | '),
    );
    await say('p3', 'My grandpa and my uncle came for lunch.');
    await say('p3', 'He is a retired plumber.');
    assert.ok(!(await current('p3')).some((c) => /plumber/.test(c)));
    assert.equal((await profileOf('p3'))['role'], undefined);
  });

  test('through the assistant: the turn before is read too', async () => {
    await ask('p4', 'My mother is visiting from Cork.');
    await ask('p4', "She's 71.");
    assert.ok((await current('p4')).some((c) => /mother/.test(c) && /71/.test(c)));
    assert.equal((await profileOf('p4'))['age'], undefined);
  });
});

describe('what the user is called, and numbers in words', () => {
  test('"nobody calls me Jo anymore, it\'s Joey now" replaces the nickname, never the name', async () => {
    await say('n1', 'My name is Joanna');
    await say('n1', 'my friends call me Jo');
    await say('n1', "nobody calls me Jo anymore, it's Joey now");
    const p = await profileOf('n1');
    assert.equal(p['name'], 'Joanna');
    assert.equal(p['nickname'], 'Joey');
  });

  test('written in lower case, and "I\'m X now": still the nickname', async () => {
    await say('n2', 'my mates call me ric');
    await say('n2', "nobody calls me ric anymore, it's rico now");
    assert.equal((await profileOf('n2'))['nickname'], 'Rico');
    assert.equal((await profileOf('n2'))['name'], undefined);
    await say('n3', "Nobody calls me Bea any more - I'm Trix now");
    assert.equal((await profileOf('n3'))['nickname'], 'Trix');
    assert.equal((await profileOf('n3'))['name'], undefined);
  });

  test('a hyphenated age and a hyphenated length of time are read whole', async () => {
    await say('h1', "I'm eighty-four");
    assert.equal((await profileOf('h1'))['age'], '84');
    await say('h2', "I've been nursing for twenty-one years");
    const [r] = await t.m.list({ userId: 'h2' }, { limit: 10 });
    assert.match(r?.content ?? '', /twenty-one years/);
    assert.equal(r?.validFrom.getUTCFullYear(), 2005);
    assert.equal((await profileOf('h2'))['age'], undefined);
  });

  test("the one number table serves recall's query times too", () => {
    const [w] = timeWindowsOf('what did I do twenty-one years ago', now);
    assert.equal(new Date(w?.from ?? 0).getUTCFullYear(), 2005);
  });

  test('a named favourite keeps its category, "of year" too', async () => {
    await say('f1', 'my favourite sport is ice hockey');
    assert.ok((await current('f1')).some((c) => /sport/.test(c) && /ice hockey/.test(c)));
    await say('f2', 'my favourite month of the year is October');
    assert.ok((await current('f2')).some((c) => /month of the year/.test(c) && /October/.test(c)));
  });

  test('"I\'ve just started at Wise" is the employer', async () => {
    await say('e1', "I've just started at Wise");
    assert.equal((await profileOf('e1'))['employer'], 'Wise');
  });
});

describe('forget takes exactly the named thing', () => {
  test("a relative's attribute, never the user's own", async () => {
    await seed('g1', 'The user is allergic to pollen.', { subject: 'user', predicate: 'allergic_to', object: 'pollen' });
    await seed('g1', "The user's husband is allergic to penicillin.", { subject: 'husband', predicate: 'allergic_to', object: 'penicillin' });
    await say('g1', "forget my husband's allergy");
    assert.deepEqual(await current('g1'), ['The user is allergic to pollen.']);
  });

  test('"forget where my son works" leaves where the user works', async () => {
    await say('g2', 'I work at Lidl');
    await seed('g2', "The user's son works at Aldi.", { subject: 'son', predicate: 'employer', object: 'Aldi' });
    await say('g2', 'forget where my son works');
    assert.equal((await profileOf('g2'))['employer'], 'Lidl');
    assert.ok(!(await current('g2')).some((c) => /Aldi/.test(c)));
  });

  test('"forget that my sister lives in Bath" takes her city, never the user\'s own Bath', async () => {
    await say('g5', 'I live in Bath');
    await seed('g5', "The user's sister lives in Bath.", { subject: 'sister', predicate: 'location', object: 'Bath' });
    await seed('g5', "The user's sister is a vet.", { subject: 'sister', predicate: 'role', object: 'vet' });
    await say('g5', 'forget that my sister lives in Bath');
    assert.equal((await profileOf('g5'))['location'], 'Bath');
    const live = await current('g5');
    assert.ok(live.includes("The user's sister is a vet."));
    assert.ok(!live.includes("The user's sister lives in Bath."));
  });

  test('a named person or thing: only the memories that name it', async () => {
    await seed('g3', 'The user works with Priya.', { subject: 'user', predicate: 'works_with', object: 'Priya' });
    await seed('g3', 'The user works with Tomasz.', { subject: 'user', predicate: 'works_with', object: 'Tomasz' });
    await say('g3', 'forget about Priya');
    assert.deepEqual(await current('g3'), ['The user works with Tomasz.']);
  });

  test('"I\'m on warfarin" is a medication kept high, not a team', async () => {
    await say('g4', "I'm on warfarin");
    const [r] = await t.m.list({ userId: 'g4' }, { limit: 10 });
    assert.equal(r?.triple?.predicate, 'takes_medication');
    assert.ok((r?.importance ?? 0) >= 0.7);
    assert.equal((await profileOf('g4'))['team'], undefined);
  });
});

describe('a request of discretion is no taste', () => {
  test('"don\'t tell my brother", "don\'t mention it to anybody" store no dislike and set no field', async () => {
    for (const [i, text] of [
      "don't tell my brother",
      'please do not mention it to anybody',
      "don't share this with my manager",
      "don't tell anyone",
    ].entries()) {
      await say(`quiet-${i}`, text);
      assert.deepEqual(await current(`quiet-${i}`), [], text);
      assert.deepEqual(await profileOf(`quiet-${i}`), {}, text);
    }
  });
  test('a standing negative request is still a preference', async () => {
    await say('quiet-pref', 'please never use exclamation marks');
    assert.ok((await current('quiet-pref')).some((c) => /exclamation marks/.test(c)));
  });
});
