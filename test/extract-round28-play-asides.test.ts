// Issue 23, round 28 (branch x28b): write safety. A heading or lead that frames play, fiction, a game, practice, an
// example or a hypothetical frames every clause under it, whichever reader would take the turn (form lines included);
// a statement taken back as a joke is not read; a doubt in parentheses hedges; a value said in degree sets no field.
// Through the assistant behind `mnemo ask` on a real SQLite file with no model; every sentence is new (not in any corpus).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round28b', new Date('2026-12-06T12:00:00Z'));
const { ask, trap } = h;

describe('a frame of play, fiction, practice or an example, as a heading or a lead', () => {
  test('trap: a colon heading naming a time of improv', async () => {
    await trap('p1', "Improv session: I'm Lady Pemberton-Crisp, aged 97, and I live in a windmill.");
  });

  test('trap: a role-playing game in any spelling, with a dash', async () => {
    await trap('p2', 'ROLE PLAYING GAME — my name is Quartermaster Vell and I work for the Admiralty');
  });

  test('trap: a heading on a line of its own over form lines', async () => {
    await trap('p3', 'Character sheet:\nName: Oriel Thistledown\nAge: 212\nOccupation: alchemist');
  });

  test('trap: practice and mock interviews, an example', async () => {
    await trap('p4', "Mock interview: I'm a principal designer at Spotify, based in Stockholm");
    await trap('p4', 'Example: my name is Joe Bloggs and I work at Acme Ltd');
  });

  test('trap: a frame stops nothing the user said before it in the turn', async () => {
    await ask('p5', 'I live in Whitby.\nRoleplay: I am a smuggler who lives in a cave');
    const left = await h.contents('p5');
    assert.ok(
      left.some((c) => /whitby/i.test(c)),
      left.join('; '),
    );
    assert.ok(!left.some((c) => /cave|smuggler/i.test(c)), left.join('; '));
  });

  test('a liking named by a key that says a game is no frame', async () => {
    await ask('p6', 'Favourite card game: cribbage');
    assert.ok((await h.contents('p6')).some((c) => /cribbage/i.test(c)));
  });

  test('words that leave the frame give the turn back to the user', async () => {
    await ask('p7', 'Roleplay: I am Admiral Fenwick. ok game over, my real name is Priyanka');
    const left = await h.contents('p7');
    assert.ok(
      left.some((c) => /priyanka/i.test(c)),
      left.join('; '),
    );
    assert.ok(!left.some((c) => /fenwick/i.test(c)), left.join('; '));
  });
});

describe('asides that take back, doubt or qualify', () => {
  test('trap: a statement taken back as a joke', async () => {
    await trap('a1', "I've been made CEO (kidding lol)");
  });

  test('a retraction asked with a joke as its reason still retracts', async () => {
    await h.seed('a4', 'The user collects porcelain frogs.', { subject: 'user', predicate: 'collects', object: 'porcelain frogs' });
    await ask('a4', 'pls delete the thing about me collecting porcelain frogs, I was only joking');
    assert.ok(!(await h.contents('a4')).some((c) => /porcelain frogs/i.test(c)));
  });

  test('a doubt in parentheses makes an allergy a suspicion', async () => {
    await ask('a2', "I'm allergic to ibuprofen (not sure?)");
    const left = await h.contents('a2');
    assert.ok(
      left.some((c) => /ibuprofen/i.test(c) && /may|suspicion/i.test(c)),
      left.join('; '),
    );
  });

  test('a value said in degree sets no field and is kept in the user words', async () => {
    await ask('a3', "I'm mostly pescatarian these days");
    const left = await h.contents('a3');
    assert.ok(
      left.some((c) => /mostly pescatarian/i.test(c)),
      left.join('; '),
    );
    assert.ok(!left.some((c) => /diet is pescatarian/i.test(c)), left.join('; '));
  });
});
