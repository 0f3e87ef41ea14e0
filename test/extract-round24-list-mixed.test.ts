// Issue 23, offline, round 24 (a): lists, several intents in one message, framed text. Where one clause ends and the
// next begins when chat leaves out the comma (a question run on after a noun phrase; "so this weekend we're …" after a
// list), a markdown heading over a one-line list, a list continued in the next sentence with a graded, named item, and
// a parenthetical detail kept in the memory beside its value. Traps: "any day" after a noun asks nothing; a relative
// "who is" is no question; a heading of someone else's names sets nothing; an aside that laughs is no detail.
// Through the assistant behind `mnemo ask`, on a real SQLite file with no model. Every sentence is written here, for
// these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round24a', new Date('2026-12-06T12:00:00Z'));
const { ask, holds, lacks, lowTriples, profileOf, trap } = h;
/** The offline reply to a turn that asks an open question. */
const ASKED = /can.t answer open questions/i;

describe('several intents in one message, no punctuation between them', () => {
  test('a statement run on into a question: the fact is kept and the question is answered', async () => {
    const turn = await ask('m1', 'i drive a forklift in Grimsby what boots are best for cold floors');
    assert.match(turn.reply, ASKED, turn.reply);
    await holds('m1', 'forklift');
    await lacks('m1', 'boots');
  });

  test('a list, then "so <time> we\'re …": every item is kept for the person it is said of', async () => {
    await ask('m2', "my girlfriend is allergic to kiwi and mango so this weekend we're making a different pudding");
    const t = await lowTriples('m2');
    assert.ok(t.includes('girlfriend · allergic_to · kiwi'), t.join(' | '));
    assert.ok(t.includes('girlfriend · allergic_to · mango'), t.join(' | '));
    assert.ok(!t.some((x) => x.startsWith('user · allergic_to')), t.join(' | '));
  });

  test('trap: "any day" after a noun asks nothing', async () => {
    const turn = await ask('m3', "I'd pick the sleeper train over a cheap flight any day");
    assert.doesNotMatch(turn.reply, ASKED, turn.reply);
  });

  test('trap: "so" before an adjective is degree, no clause of its own', async () => {
    await trap('m4', "i'm so glad we finally sold that caravan");
  });

  test('trap: a relative "who is" after a noun is no question', async () => {
    const turn = await ask('m5', 'I car-share with a guy who is a paramedic');
    assert.doesNotMatch(turn.reply, ASKED, turn.reply);
  });
});

describe('lists in framed text and across sentences', () => {
  test('a markdown heading over one line of items: each item kept', async () => {
    await ask('l1', '## Languages I speak\ngaelic, norwegian and some icelandic');
    const t = await lowTriples('l1');
    for (const x of ['gaelic', 'norwegian', 'icelandic']) assert.ok(t.includes(`user · speaks · ${x}`), t.join(' | '));
  });

  test("trap: a heading of someone else's names over one line sets nothing", async () => {
    await trap('l2', '## My cousins\nFinn, Oskar and Lotte');
  });

  test('a list continued in the next sentence with a graded, named item', async () => {
    await ask('l3', "I've got three hens. Also a grumpy old rabbit called Dumpling.");
    await holds('l3', 'rabbit', 'dumpling');
    assert.equal((await profileOf('l3'))['name'], undefined);
  });
});

describe('a parenthetical detail', () => {
  test('kept in the memory beside the value, never in the field', async () => {
    await ask('p1', "I'm a locum pharmacist (hospital and community)");
    await holds('p1', 'pharmacist', 'hospital and community');
    assert.equal((await profileOf('p1'))['role'], 'locum pharmacist');
  });

  test('trap: an aside that laughs is no detail', async () => {
    await ask('p2', 'I work at Greggs (lol don’t judge)');
    await lacks('p2', 'lol');
    assert.equal((await profileOf('p2'))['employer'], 'Greggs');
  });
});
