// Issue 23, round 25 (branch x25b): standing requests about the assistant's answers, and hedges beside a participle.
// - a politeness tail ("if you can", "if possible", "where possible", "if you don't mind") on a request said without
//   its own subject sets no condition: the request is read without it (courtesy.ts);
// - a refusal of what goes into the assistant's own output ("no X in your Y"), or one after an asking word ("pls no X"),
//   is a standing preference;
// - an instruction whose object opens with a describing word ("use metric units") is generic like a bare noun's;
// - a participle beside a hedge ("could be coeliac, waiting on the results") is its circumstance, never "may waiting".
// Traps: the same tails on a request of the moment (a dish, a review, tomorrow's calendar), a condition after "I".
// Through the assistant behind `mnemo ask`, several turns on one SQLite file, no model; every sentence is new.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round25-dialogue', new Date('2026-12-06T12:00:00Z'));

describe('a request about the answers, softened by a politeness tail', () => {
  test('"… if you can" keeps the request', async () => {
    await h.ask('c1', 'keep your answers under 150 words if you can, I mostly read them on the bus');
    await h.holds('c1', '150');
    await h.lacks('c1', 'read them on the bus');
  });

  test('"… where possible" and a describing word before the noun', async () => {
    await h.ask('c2', 'use plain language in your answers where possible');
    await h.holds('c2', 'plain language');
  });

  test('"… if possible, thanks" on a later turn of the same talk', async () => {
    await h.ask('c3', 'hi, quick one about formatting');
    await h.ask('c3', 'format code as fenced blocks if possible, thanks');
    await h.holds('c3', 'code', 'fenced');
  });
});

describe('a refusal of what goes into the answers', () => {
  test('"no X in your Y"', async () => {
    await h.ask('r1', 'no exclamation marks in your messages, they feel shouty');
    await h.holds('r1', 'no exclamation marks');
  });

  test('"pls no X in your Y", the asking word first', async () => {
    await h.ask('r2', 'pls no tables in your summaries');
    await h.holds('r2', 'no tables');
  });
});

describe('traps: the same shapes that keep nothing', () => {
  test('a dish of the moment with a politeness tail', async () => {
    await h.ask('t1', 'no chilli in the stew if you can, the baby is eating with us');
    await h.lacks('t1', 'chilli');
  });

  test('a review of the moment', async () => {
    await h.ask('t2', 'no plot twists in the summary if possible, still on chapter nine');
    await h.lacks('t2', 'twist');
  });

  test('a condition after "I" stays a condition', async () => {
    await h.trap('t3', "I'd move to Valencia if possible", { saysNothingStored: false });
  });

  test('a participle beside a hedge is no fact', async () => {
    await h.ask('t4', 'might be a gluten thing, still waiting on the dietitian');
    assert.ok(!(await h.stored('t4')).some((r) => /may (?:still )?waiting/i.test(r.content)));
  });
});
