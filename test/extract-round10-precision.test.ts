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
    await ask('c2', 'bullet points please, my attention span is terrible');
    const all = await current('c2');
    assert.ok(
      all.some((x) => /bullet/i.test(x)),
      all.join(' | '),
    );
    assert.ok(!all.some((x) => /attention/i.test(x)), all.join(' | '));
  });

  test('a clause that points back into a preference ("I find them easier") is not stored (extraction job)', async () => {
    await say('c3', 'I prefer podcasts to audiobooks, I find them easier to follow on walks');
    const all = await current('c3');
    assert.ok(
      all.some((x) => /podcast/i.test(x)),
      all.join(' | '),
    );
    assert.ok(!all.some((x) => /easier/i.test(x)), all.join(' | '));
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

  test('a health fact beside its context is kept, and high (extraction job)', async () => {
    await say('c7', "no perfume in the office pls, I'm asthmatic");
    const mine = await h.m.list({ userId: 'c7' }, { limit: 100 });
    assert.ok(
      mine.some((r) => /asthma/i.test(r.content) && r.importance >= 0.7),
      mine.map((r) => r.content).join(' | '),
    );
  });
});
