/**
 * Recall, twenty-fifth round of issue 24: a constraint asked by what it does to the user ("what makes my skin flare
 * up"), a thing asked by what it is for ("what helps me drop off at night"), the window's event above a standing
 * statement its words find for a past-tense question about a past time, and a person named by the job they did. The
 * tables on their own; then through the library (an import, then recall) on a real SQLite file.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { reactionOf } from '../src/core/attributes/reactions.js';
import { purposesOf } from '../src/core/attributes/purposes.js';
import { importedRecall, memoryLine } from './support/recall-engine.js';

describe('the reactions and the kinds of thing', () => {
  test('a question of what causes a reaction in the user names the reaction and the kind of thing', () => {
    const r = reactionOf('which drinks give me a rash');
    assert.deepEqual(
      r?.reactions.map((k) => k.name),
      ['allergic'],
    );
    assert.ok(r?.things.some((k) => k.says.includes('alcohol')));
    assert.ok(reactionOf('is there anything i react to')?.reactions.some((k) => k.name === 'allergic'));
    assert.ok(reactionOf('which tablets upset my stomach')?.things.some((k) => k.says.includes('penicillin')));
  });

  test('a question that asks no cause in the user is none', () => {
    assert.equal(reactionOf('what do i take for my back'), null);
    assert.equal(reactionOf('who looked after me when i was ill'), null);
    assert.equal(reactionOf('make me a shopping list for the week'), null);
  });
});

describe('the purposes', () => {
  test('a purpose named without the noun of the thing', () => {
    assert.deepEqual(
      purposesOf("what helps me when i can't get to sleep").map((p) => p.name),
      ['sleep'],
    );
    assert.deepEqual(
      purposesOf('what am i putting money aside for, remind me').map((p) => p.name),
      ['saving'],
    );
    assert.deepEqual(
      purposesOf('what am i saving up for').map((p) => p.name),
      ['saving'],
    );
    assert.deepEqual(
      purposesOf('where do i keep my passwords').map((p) => p.name),
      ['logins'],
    );
  });

  test('a question that names no purpose names none', () => {
    assert.deepEqual(purposesOf('where do i work'), []);
    assert.deepEqual(purposesOf('what did i eat on sunday'), []);
  });
});

const scope = { tenantId: 'default', userId: 'ines' };
const line = (id: string, kind: string, content: string, at: string, triple: readonly [string, string] | null = null, importance = 0.7) =>
  memoryLine(id, kind, content, at, triple, { importance });

describe('reactions, purposes, past events and people by deed (library)', () => {
  const { top } = importedRecall(
    'round25',
    scope,
    [
      line('gluten', 'fact', 'The user has coeliac disease.', '2024-01-10', ['medical', 'coeliac disease'], 0.9),
      line('knee', 'fact', 'The user has arthritis in her left knee.', '2024-01-10', ['medical', 'arthritis'], 0.85),
      line('mood', 'fact', 'The user takes citalopram for depression.', '2024-01-10', ['medical', 'depression'], 0.85),
      line('earplugs', 'fact', 'The user wears foam earplugs and an eye mask so she can fall asleep.', '2025-03-02'),
      line('kettle', 'fact', 'The user put a new kettle on her wish list.', '2025-04-02'),
      line('likes-theatre', 'preference', 'The user loves going to the theatre.', '2024-02-01', ['likes', 'theatre']),
      line('play', 'episode', 'The user saw a production of Hamlet at the Lyceum.', '2026-10-14'),
      line('run', 'episode', 'The user ran a 10k along the canal.', '2026-10-03'),
      line('roofer', 'episode', "A roofer called Gianni Russo re-felted the flat roof over the user's kitchen.", '2026-04-11', null, 0.5),
      line('mower', 'fact', "Tomasz mows the user's lawn every other Friday.", '2025-05-01'),
      line('sister', 'fact', "The user's sister Marta lives in Gdańsk.", '2024-01-10', ['sibling', 'Marta']),
    ],
    { now: () => new Date('2026-11-20T10:00:00Z') },
  );

  test('the constraint that causes the reaction comes before the other conditions', async () => {
    assert.equal((await top('which food makes me ill'))[0], 'gluten');
  });

  test('the thing that serves the purpose is found without its noun', async () => {
    assert.equal((await top("what do i use when i can't nod off"))[0], 'earplugs');
  });

  test("the window's event comes before a standing statement that shares the question's words", async () => {
    assert.equal((await top('what did i see at the theatre last month'))[0], 'play');
    assert.equal((await top('what theatre do i love'))[0], 'likes-theatre');
  });

  test('a person named by the work they did for the user', async () => {
    assert.ok((await top("what was the roofer's name")).includes('roofer'));
    assert.equal((await top('who cuts my grass'))[0], 'mower');
  });
});
