// Issue 23, round 29 (branch x29b): precision and write safety. Fiction named by its noun frames what follows it as a
// heading, a lead or a game carried from one turn into the next; a field's value beside an alternative sets nothing; a
// take-back points one or two turns back; a forget topic finds its memory in other words of one group.
// Through the assistant behind `mnemo ask` on a real SQLite file with no model; every sentence is new (not in any corpus).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';
import { extractFromText } from '../src/write/extract/rules.js';

const h = offlineAssistant('round29b', new Date('2026-12-06T12:00:00Z'));
const { ask, trap } = h;

describe('fiction named by its noun frames what follows it', () => {
  test('trap: a heading of a story with a colon, a dash or brackets', async () => {
    await trap('f1', 'Bedtime story: my name is Professor Quill and I live inside a teapot in Harrogate');
    await trap('f1', 'Tale — I am Odo the ferryman, 80 years old, from Ely');
    await trap('f1', '[npc] I work at the Guild of Lamplighters as chief lamplighter');
  });

  test('trap: a markdown chapter heading over narration', async () => {
    await trap('f2', "## Chapter 4\nI'm Brannock, a shepherd in Skye, and my wife is called Morag.");
  });

  test('trap: a lead of a novel, a dream, a character of a game', async () => {
    await trap('f3', "For my thriller novel — I'm an MI6 analyst living in Vauxhall");
    await trap('f3', 'last night i dreamt i was the mayor of Lisbon');
    await trap('f3', 'My D&D character is a gnome artificer called Pim who runs a shop in Baldurs Gate');
    await trap('f3', "As Inspector Lestrade, I'm based at Scotland Yard");
  });

  test('a true story of the user is the user’s own', async () => {
    await ask('f4', 'True story: I am allergic to wasps');
    const left = await h.contents('f4');
    assert.ok(
      left.some((c) => /wasp/.test(c)),
      left.join('; '),
    );
  });

  test('a game invited in one turn holds the next, until the user steps out of it', async () => {
    await ask('f5', "shall we do some improv? you're the barista");
    await ask('f5', "I'm Countess Dravena, I'm 400 and I live in a crypt in Whitby");
    assert.deepEqual(await h.profileOf('f5'), {});
    await ask('f5', 'ok out of character now: I live in Halifax');
    assert.equal((await h.profileOf('f5')).location, 'Halifax');
  });
});

describe('a value beside an alternative', () => {
  test('trap: two places, two employers, two names', async () => {
    await trap('v1', 'moving in March, perhaps to Ghent or perhaps Bruges');
    await trap('v1', "My name's Ferdinand or Ferdi, whichever");
    await trap('v1', 'I live in Salford, or rather Eccles');
  });
});

describe('forget, pointed back or in other words', () => {
  test('"what I said two messages ago" points at the turn before the last one', () => {
    const read = extractFromText('forget what I said two messages ago', {
      before: ['I keep bees on my allotment', 'my niece Roisin starts school in January'],
    });
    assert.equal(read.forget.length, 1);
    assert.match(read.forget[0] as string, /bees/i);
    assert.doesNotMatch(read.forget[0] as string, /roisin/i);
  });

  test('"never mind that last bit" after a question forgets nothing', async () => {
    await ask('g2', 'I collect vintage typewriters');
    await ask('g2', 'what time is sunset today?');
    await ask('g2', 'never mind that last bit');
    assert.ok((await h.contents('g2')).some((c) => /typewriter/.test(c)));
  });

  test('"how much I earn" is the salary, and only the salary', async () => {
    await h.seed('g3', "The user's salary is £48,000.");
    await h.seed('g3', 'The user works at Greggs.');
    await ask('g3', 'please forget how much I earn');
    const left = await h.contents('g3');
    assert.ok(!left.some((c) => /48,000/.test(c)), left.join('; '));
    assert.ok(
      left.some((c) => /greggs/.test(c)),
      left.join('; '),
    );
  });

  test('a qualifier tells one address from another: "my home address" leaves the office one', async () => {
    await h.seed('g4', "The user's home address is 9 Quarry Hill.");
    await h.seed('g4', "The user's office address is 40 Canal Street.");
    await ask('g4', 'forget my home address');
    const left = await h.contents('g4');
    assert.ok(!left.some((c) => /quarry/i.test(c)), left.join('; '));
    assert.ok(
      left.some((c) => /canal/i.test(c)),
      left.join('; '),
    );
  });
});
