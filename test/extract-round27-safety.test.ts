// Issue 23, round 27 (branch x27b): precision and write safety. A forget of several words takes only what speaks of its
// head with its modifiers; a clause keeps the user's own characters; play and practice frames, an alternative asked of a
// statement and a waived "no need to save this" store nothing. Through the assistant behind `mnemo ask` on a real SQLite
// file with no model; every sentence is new (not in any corpus).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round27b', new Date('2026-12-06T12:00:00Z'));
const { ask, trap } = h;

describe('a forget of several words takes only what speaks of its head', () => {
  test('trap: a memory that holds the modifier but not the head stays', async () => {
    await h.seed('f1', 'The user gives platelets every six weeks.');
    await ask('f1', 'forget my platelet count');
    assert.ok((await h.contents('f1')).some((c) => /platelets/.test(c)));
  });

  test('trap: the same head with another modifier is another thing', async () => {
    await h.seed('f2', 'The user has a library card for the city library.');
    await ask('f2', 'please forget my loyalty card');
    assert.ok((await h.contents('f2')).some((c) => /library card/.test(c)));
  });

  test('the memory that holds the head and its modifier goes, its neighbour stays', async () => {
    await h.seed('f3', 'The user swims at the leisure centre.');
    await h.seed('f3', "The user's leisure centre membership number is 5521.");
    await ask('f3', 'forget my leisure centre membership number');
    const left = await h.contents('f3');
    assert.ok(!left.some((c) => /5521/.test(c)), left.join('; '));
    assert.ok(
      left.some((c) => /swims/.test(c)),
      left.join('; '),
    );
  });

  test('a word of the same family is the head ("allergy" in "allergic")', async () => {
    await h.seed('f4', 'The user is allergic to mustard.', { subject: 'user', predicate: 'allergic_to', object: 'mustard' });
    await h.seed('f4', 'The user is allergic to sesame.', { subject: 'user', predicate: 'allergic_to', object: 'sesame' });
    await ask('f4', 'forget the mustard allergy, it was a mix-up');
    const left = await h.contents('f4');
    assert.ok(!left.some((c) => /mustard/.test(c)), left.join('; '));
    assert.ok(
      left.some((c) => /sesame/.test(c)),
      left.join('; '),
    );
  });

  test('a head of records keeps its modifier as a head of its own ("my bank details" is no food bank)', async () => {
    await h.seed('f5', 'The user sorts donations at the food bank.');
    await ask('f5', 'forget my bank details');
    assert.ok((await h.contents('f5')).some((c) => /food bank/.test(c)));
  });

  test('"forget I ever mentioned X" forgets X', async () => {
    await h.seed('f6', 'The user is saving up for a motorbike.');
    await h.seed('f6', 'The user walks to work.');
    await ask('f6', 'forget I ever mentioned the motorbike');
    const left = await h.contents('f6');
    assert.ok(!left.some((c) => /motorbike/.test(c)), left.join('; '));
    assert.ok(
      left.some((c) => /walks/.test(c)),
      left.join('; '),
    );
  });
});

describe('a word of when a thing was held tells it apart when a memory says it', () => {
  test('"forget the old X" takes the old one only, beside the current one and another that names X', async () => {
    await h.seed('w1', "The user's bike is a Brompton.");
    await h.seed('w1', 'The user cycles to the office on the bike.');
    await h.seed('w1', "The user's old bike was a Raleigh.");
    await ask('w1', 'delete the old bike');
    const left = await h.contents('w1');
    assert.ok(!left.some((c) => /raleigh/i.test(c)), left.join('; '));
    assert.ok(left.some((c) => /brompton/i.test(c)) && left.some((c) => /cycles/.test(c)), left.join('; '));
  });
});

describe("a clause keeps the user's own characters", () => {
  test('a hedged plan is kept, if at all, as typed: never "we \'ll"', async () => {
    await ask('t1', "maybe we'll adopt a greyhound next spring");
    for (const c of await h.contents('t1')) assert.doesNotMatch(c, / 'll| n't| 's /, c);
  });
});

describe('play, practice and doubt store nothing', () => {
  test('trap: who the user is in a practice frame', async () => {
    await trap('p1', "In this scenario I'm a store manager called Abe, grill me on staffing");
  });

  test('trap: a heading that says role play', async () => {
    await trap('p2', "Role play: you're my bank and I'm disputing a charge");
  });

  test('trap: an alternative asked right after a statement', async () => {
    await trap('p3', "I'm 41, or was it 42 this year? lol");
  });

  test('trap: a time of play named in a few words ("improv time!") before who the user plays', async () => {
    await trap('p5', "Improv time!! I'm Inspector Hargreaves of the Yard, 58 years on the force. Go");
  });

  test('trap: "no need to save this" keeps nothing of the turn', async () => {
    await trap('p4', "no need to save this but I've got a scan at the Royal Infirmary on Monday");
  });
});
