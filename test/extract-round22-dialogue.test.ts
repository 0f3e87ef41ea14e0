// Issue 23, round 22 (branch x22c): turns and sentences whose meaning leans on the one before.
// - a list fragment going on with the relation before it, with what is said of its items after them (a subordinate
//   clause, a comma and an adverb: "Also in A and B before I …", "C too, briefly, …"); after a relation of places a
//   capitalised word with "too" is one more place;
// - a turn that goes on with the turn before in its first sentence and then says something of its own;
// - the "it"/"them" of a verb of liking or disliking in a later turn is the one thing the turn before liked;
//   a liking whose object is only a pronoun and an adverb ("I hate it now") stores nothing;
// - a correction said in a turn's first sentence ("no wait, <value>.") with a sentence of its own after it.
// Traps: a reaction that opens on "ah" is no correction, a person with "too" after a relation of tools, "it" that stands for a clause ("love it when …"), a turn
// before that liked two different things, a pronoun liking with nothing before.
// Through the assistant behind `mnemo ask`, several turns on one SQLite file with no model; every sentence is new.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round22-dialogue', new Date('2026-12-05T12:00:00Z'));
const has = async (userId: string, triple: string) => (await h.triples(userId)).some((t) => t.toLowerCase() === triple.toLowerCase());
const mentions = async (userId: string, word: string) => (await h.contents(userId)).some((c) => c.includes(word.toLowerCase()));

describe('a list goes on in a fragment with words said of its items', () => {
  test('a subordinate clause after the added items', async () => {
    await h.ask('l1', 'I lived in Porto for years. Also in Braga and Coimbra before I met my wife.');
    for (const place of ['Porto', 'Braga', 'Coimbra']) assert.ok(await has('l1', `user · lived_in · ${place}`), place);
  });

  test('the preposition said again, and a clause of when after the items', async () => {
    await h.ask('l4', "I'm allergic to latex. Also to nickel and wool whenever it gets hot");
    for (const thing of ['latex', 'nickel', 'wool']) assert.ok(await has('l4', `user · allergic_to · ${thing}`), thing);
  });

  test('a capitalised place with "too" and an adverb after it', async () => {
    await h.ask('l2', 'I lived in Galway for ages, then Sligo. Westport too, only briefly.');
    for (const place of ['Galway', 'Sligo', 'Westport']) assert.ok(await has('l2', `user · lived_in · ${place}`), place);
  });

  test('trap: a name with "too" after a relation of tools is not one more tool', async () => {
    await h.ask('l3', 'I use Notion for everything. Tomasz too.');
    assert.equal(await has('l3', 'user · uses · Tomasz'), false);
  });
});

describe('a turn goes on with the turn before, then says something of its own', () => {
  test('an added item, then a question', async () => {
    await h.ask('t1', 'I speak Yoruba and Hausa');
    const turn = await h.ask('t1', 'and a little Igbo too. could you answer in English anyway?');
    assert.ok(await has('t1', 'user · speaks · Igbo'));
    assert.ok(turn.reply.length > 0);
  });

  test('an added instrument, then a statement of its own', async () => {
    await h.ask('t2', 'i play the banjo');
    await h.ask('t2', 'plus the fiddle. my sister plays the harp.');
    assert.ok(await has('t2', 'user · plays · fiddle'));
    assert.equal(await has('t2', 'user · plays · harp'), false);
  });
});

describe('"it" of a liking in a later turn', () => {
  test('a dislike said of the thing the turn before liked', async () => {
    await h.ask('p1', 'i used to adore pineapple on pizza');
    await h.ask('p1', 'honestly cannot stand it these days though');
    assert.equal(await mentions('p1', 'dislikes these'), false);
    await h.ask('p2', 'I really love anchovy toast');
    await h.ask('p2', 'I hate it now');
    assert.ok(await has('p2', 'user · dislikes · anchovy toast'));
  });

  test('trap: "it" standing for a clause takes nothing from the turn before', async () => {
    await h.ask('p3', 'I love mangoes');
    await h.ask('p3', 'I love it when you keep things short');
    assert.equal((await h.triples('p3')).filter((t) => /mango/i.test(t)).length, 1);
  });

  test('trap: the turn before liked two different things', async () => {
    await h.ask('p4', 'I love rugby. I hate cricket.');
    await h.ask('p4', 'I hate it now');
    assert.equal(await has('p4', 'user · dislikes · rugby'), false);
  });

  test('trap: a pronoun liking with nothing before stores nothing', async () => {
    await h.ask('p5', 'i hate it now');
    assert.deepEqual(await h.contents('p5'), []);
    assert.deepEqual(await h.profileOf('p5'), {});
  });
});

describe('a correction in the first sentence, a sentence of its own after it', () => {
  test('the value of the turn before is corrected and the rest is kept', async () => {
    await h.ask('c1', 'my aunt Maeve lives in Killarney');
    await h.ask('c1', 'sorry, Kenmare. she retired there in the spring');
    const c = await h.contents('c1');
    assert.ok(
      c.some((x) => x.includes('kenmare')),
      c.join(' | '),
    );
    assert.equal(
      c.some((x) => x.includes('lives in killarney')),
      false,
      c.join(' | '),
    );
    assert.equal((await h.profileOf('c1'))['location'], undefined);
  });

  test('trap: a reaction that opens on "ah" corrects nothing', async () => {
    await h.ask('c2', 'my aunt Maeve lives in Killarney');
    await h.ask('c2', 'ah, Kenmare. such a pretty town');
    const c = await h.contents('c2');
    assert.ok(
      c.some((x) => x.includes('killarney')),
      c.join(' | '),
    );
  });
});

describe('a list whose items carry words of their own', () => {
  test('a circumstance after a last item that is a name keeps the list whole', async () => {
    await h.ask('m1', 'I use Figma, Miro and Jira for basically all of my client work');
    for (const tool of ['Figma', 'Miro', 'Jira']) assert.ok(await has('m1', `user · uses · ${tool}`), tool);
  });

  test('an adverbial inserted between commas after the conjunction is no item', async () => {
    await h.ask('m2', 'I study chemistry and, in the evenings, Mandarin');
    assert.ok(await has('m2', 'user · studies · chemistry'));
    assert.ok(await has('m2', 'user · studies · Mandarin'));
    assert.equal(
      (await h.triples('m2')).some((t) => /evenings/i.test(t)),
      false,
    );
  });
});
