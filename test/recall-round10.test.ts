/**
 * Recall, tenth round of issue 24 (register): a question typed in chat spelling, with a dropped final g, the
 * possessive "me" of northern English and Australian speech, or Scots orthography finds what the same
 * question in standard spelling finds (`core/text/question-register.ts`); a request that names a date ("on the
 * 10th", "tomorrow") is read for the day of the week it falls on (`core/attributes/request-dates.ts`), and a particle
 * verb before its object ("pencil in a…") makes a request.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { standardQuestion } from '../src/core/text/question-register.js';
import { requestWeekdays } from '../src/core/attributes/request-dates.js';
import { isRequest } from '../src/core/attributes/request-form.js';
import { seededRecall } from './support/recall-engine.js';

const U = { userId: 'morven' };

describe('questions asked in a regional or chat register', () => {
  const s = seededRecall('round10', U, { embedder: 'hash' }, async (add) => {
    await add('home', 'The user lives in Arbroath.', 'location', 'Arbroath');
    await add('car', 'The user drives a Skoda Octavia estate.', 'car', 'Skoda Octavia');
    await add('employer', 'The user is employed by Harlow Freight as a dispatcher.', 'employer', 'Harlow Freight');
    await add('kids', 'The user has two daughters, Isla and Eilidh.', 'child', 'Isla');
    await add('pet', 'The user has a ginger tomcat called Biscuit.', 'has_pet', 'cat');
    await add('book', 'The user is reading a history of the Tay Bridge.', 'likes', 'history books');
    await add('club', 'The user supports Dundee United.', 'likes', 'Dundee United');
    await add('veg', 'The user dislikes parsnips.', 'dislikes', 'parsnips');
    await add('diet', 'The user eats no red meat.', 'diet', 'no red meat');
  });
  const ids = s.ids;

  test('Scots spelling: "whit toon dae ah bide in", "hoo mony bairns hae ah"', async () => {
    assert.equal((await s.mnemo.recall(U, 'whit toon dae ah bide in', { k: 3 }))[0]?.memory.id, ids.home);
    const kids = await s.mnemo.recall(U, 'hoo mony bairns have ah got', { k: 3 });
    assert.equal(kids[0]?.memory.id, ids.kids);
  });

  test('a dropped g after "be" and a chat spelling: "wat am i drivin these days"', async () => {
    assert.equal((await s.mnemo.recall(U, 'wat am i drivin these days', { k: 3 }))[0]?.memory.id, ids.car);
  });

  test('possessive "me" before a noun: "wats the name of me moggy", "is me fave brekky"', async () => {
    assert.equal((await s.mnemo.recall(U, 'wats the name of me moggy', { k: 3 }))[0]?.memory.id, ids.pet);
    assert.equal(standardQuestion('wats me fave brekky'), "what's my favourite breakfast");
    assert.equal(standardQuestion('what colour is me van'), 'what colour is my van');
  });

  test('following a side said as "root for", and a contraction typed without its apostrophe', async () => {
    assert.equal((await s.mnemo.recall(U, 'which club do i root for', { k: 3 }))[0]?.memory.id, ids.club);
    const veg = await s.mnemo.recall(U, 'any vegetables i dont care for', { k: 3 });
    assert.equal(veg[0]?.memory.id, ids.veg);
  });

  test('words with another reading are left as typed', () => {
    assert.equal(standardQuestion('Ah, what is Ken’s job'), "Ah, what is Ken's job");
    assert.equal(standardQuestion('book me a table for two'), 'book me a table for two');
    assert.equal(standardQuestion('is my cousin in berlin'), 'is my cousin in berlin');
    assert.equal(standardQuestion('how do i reset the wi-fi'), 'how do i reset the wi-fi');
    assert.equal(standardQuestion('where does me ma live'), 'where does me ma live');
    assert.equal(standardQuestion('do i have an ma in history'), 'do i have an ma in history');
    assert.equal(standardQuestion('which town in kent do i live in'), 'which town in kent do i live in');
  });
});

describe('a request that names a date, not a day', () => {
  // Monday 7 September 2026: the 10th is a Thursday, "tomorrow" a Tuesday.
  const clock = new Date('2026-09-07T09:00:00Z');
  const s = seededRecall(
    'round10-dates',
    U,
    { embedder: 'hash', now: () => clock },
    async (add) => {
      await add('club', 'The user plays in a darts league every Thursday evening.');
      await add('allergy', 'The user is allergic to sesame.', 'allergic_to', 'sesame');
      await add('knee', 'The user had knee surgery in March.', 'medical', 'knee surgery');
      await add('vegan', 'The user eats a vegan diet.', 'diet', 'vegan');
    },
    { importance: 0.8 },
  );
  const ids = s.ids;

  test('the weekday of "the 10th" and of "10 sept" is read ahead of now', () => {
    assert.deepEqual(requestWeekdays('can you get the boiler serviced at 7pm on the 10th', clock), ['thursday']);
    assert.deepEqual(requestWeekdays('a call on 10 september', clock), ['thursday']);
    assert.deepEqual(requestWeekdays('sort it for tomorrow', clock), ['tuesday']);
    // The 3rd has passed this month: next month's, a Saturday.
    assert.deepEqual(requestWeekdays('for the 3rd', clock), ['saturday']);
    assert.deepEqual(requestWeekdays('what did i do on my birthday', clock), []);
  });

  test('a request for the evening of "the 10th" finds the Thursday-evening club', async () => {
    const hits = await s.mnemo.recall(U, 'get the boiler man round at 7pm on the 10th', { k: 3 });
    assert.equal(hits[0]?.memory.id, ids.club);
  });

  test('a particle verb before its object is a request: "pencil in a…"', async () => {
    assert.equal(isRequest('pencil in a quiz night on the 10th'), true);
    assert.equal(isRequest('years in the army'), false);
    const hits = await s.mnemo.recall(U, 'pencil in a quiz night on the 10th', { k: 3 });
    assert.equal(hits[0]?.memory.id, ids.club);
  });
});
