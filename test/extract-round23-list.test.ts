// Issue 23, round 23 (branch x23a): several intents in one message, each handled, and an "it's X" that points back.
// "it's X" after anything but a greeting is the value of what was said before, never the user introducing themselves;
// an emoji between two clauses and a month's abbreviation with its dot end a sentence, so a statement before a
// question is still read; "I'd" before a participle is "I had". Through the assistant behind `mnemo ask` on a real
// SQLite file with no model; every sentence is new (not in any corpus).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round23a', new Date('2026-12-06T12:00:00Z'));
const { profileOf, ask } = h;

describe('an "it" that points back is no self-introduction', () => {
  test('trap: a field named before, then "It\'s X", sets no name', async () => {
    await h.seedField('n1', 'location', 'Graz');
    await ask('n1', 'Oops, I typed the wrong city last time. It is Klagenfurt.');
    assert.equal((await profileOf('n1'))['name'], undefined);
  });

  test('trap: a question about work, then "its X", sets no name', async () => {
    await ask('n2', 'did I ever mention which company I joined? its Harrowgate Biotech');
    assert.equal((await profileOf('n2'))['name'], undefined);
  });

  test('an "it\'s X" that opens the turn after a greeting is still the name', async () => {
    await ask('n3', 'Hello again, it is Ottilie. Could you help me plan a trip?');
    assert.equal((await profileOf('n3'))['name'], 'Ottilie');
  });
});

describe('a statement and a question in one message', () => {
  test('an emoji between a statement and a question ends the statement', async () => {
    await ask('m1', "we adopted a greyhound named Pistachio 🐕 what's the best harness for a nervous dog?");
    const triples = await h.triples('m1');
    assert.ok(
      triples.some((t) => /greyhound|pistachio/i.test(t)),
      triples.join('; '),
    );
  });

  test('an emoji the next word carries on (a conjunction) ends nothing: every item of the liking is kept', async () => {
    await ask('m3', 'honestly i adore 🍜 and dumplings');
    const contents = await h.contents('m3');
    assert.ok(
      contents.some((c) => /dumplings/i.test(c)),
      contents.join('; '),
    );
  });

  test('a month abbreviated with its dot ends the sentence before the question', async () => {
    await ask('m2', 'went vegetarian in oct. any tips for iron?');
    assert.equal((await profileOf('m2'))['diet'], 'vegetarian');
  });

  test('"I\'d" before a participle says where the user had lived', async () => {
    await ask('m3', "I'd lived in Ljubljana for six years before this job");
    const contents = await h.contents('m3');
    assert.ok(
      contents.some((c) => /ljubljana/i.test(c)),
      contents.join('; '),
    );
  });

  test('trap: "I\'d" before a base form is "would" and stores nothing', async () => {
    await ask('m4', "I'd need a new passport before going to Peru?");
    assert.deepEqual(await h.contents('m4'), []);
  });
});
