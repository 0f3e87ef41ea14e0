// Issue 23, offline, seventh pass: by kind — relations with a named person as the subject
// (appositions, "X and I …", "X has been my mentor", "X and Y report to me"), organisation names with
// digits and apostrophes (a school is no employer), suspected conditions kept as suspicions, nicknames
// beside a name, words that are no name, corrections without cue words that must edit the right field,
// lists said after a heading, and importance (health high, the day's trivia below the floor). Through
// extraction jobs (sessions.append + the job worker) and through the assistant that `mnemo ask` runs,
// on a real SQLite file with no model. The sentences are written here, for these tests; none comes
// from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-09-02T12:00:00Z');
const t = offlineAssistant('round7', now);
const { profileOf, current, say, seedField, ask, triples, stored } = t;

describe('relations with a named person as the subject', () => {
  test('an apposition names the manager, either way round; the rest is said of them', async () => {
    await say('r1', 'my line manager, Oskar, wants weekly notes in Notion');
    assert.equal((await profileOf('r1'))['manager'], 'Oskar');
    await say('r2', 'Renata, my boss, is away until Monday');
    assert.equal((await profileOf('r2'))['manager'], 'Renata');
    assert.equal((await profileOf('r2'))['name'], undefined, "the boss's name is never the user's");
  });

  test('"X and I …" at work is working with X; another verb reads nothing of X', async () => {
    await say('r3', 'Beatriz and I pair on the billing service');
    await say('r3', 'Tariq and I are on the same squad');
    const t = await triples('r3');
    assert.ok(t.includes('user · works_with · Beatriz'), t.join(' | '));
    assert.ok(t.includes('user · works_with · Tariq'), t.join(' | '));
    assert.equal((await profileOf('r3'))['team'], undefined, '"the same squad" names no team');
  });

  test('"X has been my mentor", "X and Y report to me", "X mentors me": one relation per person', async () => {
    await say('r4', 'Yolanda has been my mentor since my first job');
    await say('r4', 'Piet, Noor and Ekow report to me');
    await say('r4', 'Haruto mentors me on public speaking');
    const t = await triples('r4');
    for (const want of ['user · mentor · Yolanda', 'user · manages · Piet', 'user · manages · Noor', 'user · manages · Ekow', 'user · mentor · Haruto'])
      assert.ok(t.includes(want), `${want} in ${t.join(' | ')}`);
    assert.equal((await profileOf('r4'))['manager'], undefined);
  });

  test("a relation of a relation is not the user's: the manager stays", async () => {
    await seedField('r5', 'manager', 'Greta');
    await say('r5', "Ulrich is my boss's boss");
    await say('r5', 'Mira is my skip-level manager');
    assert.equal((await profileOf('r5'))['manager'], 'Greta');
  });

  test("a named person's allergy is theirs", async () => {
    await say('r6', "Jonas's allergic to sesame");
    const t = await triples('r6');
    assert.ok(t.includes('Jonas · allergic_to · sesame'), t.join(' | '));
    assert.ok(!t.some((x) => x.startsWith('user · allergic_to')));
  });
});

describe('organisation names', () => {
  test('digits, ampersands and apostrophes stay in the employer', async () => {
    await say('e1', "I'm a buyer at 3M");
    assert.equal((await profileOf('e1'))['employer'], '3M');
    await say('e2', 'I work for Bang & Olufsen');
    assert.equal((await profileOf('e2'))['employer'], 'Bang & Olufsen');
    await say('e3', "I'm a pharmacist at Sainsbury's");
    assert.equal((await profileOf('e3'))['employer'], "Sainsbury's");
  });

  test('a school is no employer: "a student at …" says where the user studies', async () => {
    await say('e4', "I'm a student at Queen's University Belfast");
    assert.equal((await profileOf('e4'))['employer'], undefined);
    assert.ok((await current('e4')).some((c) => /studies at Queen's University Belfast/.test(c)));
  });
});

describe('hedges: a suspicion is stored as one, a plan changes nothing', () => {
  test('a suspected allergy is kept high, in words that say so, with no allergy triple', async () => {
    const turn = await ask('h1', 'I suspect I might be allergic to mango');
    const records = await stored('h1');
    const kept = records.find((r) => /mango/.test(r.content));
    assert.ok(kept, records.map((r) => r.content).join(' | '));
    assert.match(kept.content, /suspicion|may be/);
    assert.ok(kept.importance >= 0.7);
    assert.ok(!(await triples('h1')).some((t) => t.includes('allergic_to')));
    assert.match(turn.reply, /mango/);
  });

  test('a hedge said after the allergy makes it a suspicion; a confirmation later is the allergy', async () => {
    await say('h2', "I'm allergic to ibuprofen, I think");
    assert.ok(!(await triples('h2')).some((t) => t.includes('allergic_to')));
    await say('h2', 'my GP confirmed I am allergic to ibuprofen');
    assert.ok((await triples('h2')).includes('user · allergic_to · ibuprofen'));
  });

  test('"thinking about" and "might" move no field', async () => {
    await seedField('h3', 'location', 'Leipzig');
    await seedField('h3', 'team', 'search team');
    await say('h3', "I'm thinking about moving to Dresden");
    await say('h3', 'I might join the ads team in spring');
    assert.equal((await profileOf('h3'))['location'], 'Leipzig');
    assert.equal((await profileOf('h3'))['team'], 'search team');
  });
});

describe('names and nicknames', () => {
  test('"my name is X but please call me Y", "X, Y for short": the name and the nickname', async () => {
    await say('n1', 'my name is Frederika but please call me Freddie');
    assert.deepEqual(await profileOf('n1'), { name: 'Frederika', nickname: 'Freddie' });
    await say('n2', 'my name is Bartholomew, Barty for short');
    assert.deepEqual(await profileOf('n2'), { name: 'Bartholomew', nickname: 'Barty' });
  });

  test('"my mates know me as Y" is a nickname beside the known name', async () => {
    await seedField('n3', 'name', 'Dominic');
    await say('n3', 'my mates know me as Dom');
    assert.deepEqual(await profileOf('n3'), { name: 'Dominic', nickname: 'Dom' });
  });

  test('a description is no nickname, and a mood or a faith is no name', async () => {
    const turn = await ask('n4', 'my grandad calls me his little monkey');
    assert.deepEqual(await profileOf('n4'), {});
    assert.equal((await stored('n4')).length, 0);
    assert.doesNotMatch(turn.reply, /Remembered/);
    await say('n4', "I'm Sleepy today");
    await say('n4', "I'm Buddhist");
    assert.equal((await profileOf('n4'))['name'], undefined);
  });
});

describe('corrections without cue words edit the right field', () => {
  test('"design lead, not designer" corrects the role; "from X, not Y" never moves the location', async () => {
    await seedField('c1', 'role', 'designer');
    await say('c1', 'design lead, not designer');
    assert.equal((await profileOf('c1'))['role'], 'design lead');
    await seedField('c6', 'location', 'Bristol');
    await say('c6', "I'm from Cardiff, not Swansea");
    // Round 8: hometown is a single-valued field, so "I'm from Cardiff" sets it; the location never moves.
    assert.deepEqual(await profileOf('c6'), { location: 'Bristol', hometown: 'Cardiff' });
  });

  test('"not X, just Y" corrects the field X was in; with more said, the "not" is kept and nothing changes', async () => {
    await seedField('c2', 'diet', 'vegetarian');
    await say('c2', "I'm not vegetarian, just pescatarian");
    assert.equal((await profileOf('c2'))['diet'], 'pescatarian');
    await seedField('c3', 'diet', 'vegan');
    await say('c3', "I'm not vegan, I eat cheese now and then");
    assert.equal((await profileOf('c3'))['diet'], 'vegan');
  });

  test('a remark on what was said before stores nothing of its own', async () => {
    await seedField('c4', 'location', 'Perth');
    await say('c4', "I typed Perth earlier but it's Adelaide, not Perth");
    assert.equal((await profileOf('c4'))['location'], 'Adelaide');
    assert.ok(!(await current('c4')).some((c) => /typed/.test(c)));
  });

  test('"today was my first day at X" is the employer now', async () => {
    await seedField('c5', 'employer', 'Wipro');
    await say('c5', 'today was my first day at Infosys');
    assert.equal((await profileOf('c5'))['employer'], 'Infosys');
  });
});

describe('lists after a heading', () => {
  test('"things I can\'t stand: A, B and C" and "pet peeves: …" are one dislike per item, never a liking', async () => {
    await say('l1', "things I can't stand: wet socks, loud chewing and spam calls");
    await say('l1', 'pet peeves: slow lifts and bad coffee');
    const t = await triples('l1');
    for (const item of ['wet socks', 'loud chewing', 'spam calls', 'slow lifts', 'bad coffee'])
      assert.ok(t.includes(`user · dislikes · ${item}`), `${item}: ${t.join(' | ')}`);
    assert.ok(!(await current('l1')).some((c) => /\blikes\b/.test(c) && !/dislikes/.test(c)));
  });

  test('"I manage four people: A, B, C and D" is one relation per person', async () => {
    await say('l2', 'I manage four people: Ada, Bo, Cy and Dee');
    const t = await triples('l2');
    for (const who of ['Ada', 'Bo', 'Cy', 'Dee']) assert.ok(t.includes(`user · manages · ${who}`), t.join(' | '));
  });
});

describe('importance', () => {
  test('health facts are kept high; the trivia of a day is below the floor and the reply says so', async () => {
    await say('i1', "I'm type 1 diabetic");
    await say('i1', "I'm on sertraline for anxiety");
    await say('i1', "I'm severely allergic to latex");
    const records = await stored('i1');
    for (const word of ['diabetic', 'sertraline', 'latex']) {
      const r = records.find((x) => x.content.includes(word));
      assert.ok(r && r.importance >= 0.7, `${word}: ${records.map((x) => `${x.content} ${x.importance}`).join(' | ')}`);
    }
    const turn = await ask('i2', 'my tea went cold while I was reading');
    assert.equal((await stored('i2')).length, 0);
    assert.match(turn.reply, /Not stored|below the floor/);
  });
});
