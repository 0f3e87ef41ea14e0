// Issue 23, offline, sixteenth pass (change of state: correction, negation/cessation, tense). A correction is read as
// one pair — the value after the turn's one "not" and the value said on the other side — in any shape (a dropped
// subject, an emoji or an aside after it, a cessation that names its successor, a count), and tied to what is stored:
// the one field holding the old value, else the one memory holding it; a guess, someone else's value or a sentence
// naming someone else changes nothing. Through the assistant behind `mnemo ask`, on a real SQLite file with no model.
// Every sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round16c', now);
const { profileOf, ask, contents, lowTriples: triples } = h;

describe('a correction in any shape is tied to the value stored', () => {
  test('a dropped-subject statement of upbringing, "Raised in X, not Y", corrects the hometown that holds Y', async () => {
    await h.seedField('c1', 'hometown', 'Falkirk');
    await ask('c1', 'Raised in Stirling, not Falkirk. Falkirk is just where my school was.');
    assert.equal((await profileOf('c1'))['hometown'], 'Stirling');
  });

  test('an emoji and an aside after "not Y" do not hide the correction', async () => {
    await h.seedField('c2', 'nationality', 'Slovenian');
    await ask('c2', "Slovak, not Slovenian 😅 (you'd be amazed how often)");
    assert.equal((await profileOf('c2'))['nationality'], 'Slovak');
  });

  test('a cessation that names its successor ("not really Y any more, X tbh") replaces the field', async () => {
    await h.seedField('c3', 'diet', 'vegan');
    await ask('c3', "i've started on eggs again so i'm not really vegan anymore, vegetarian tbh");
    assert.equal((await profileOf('c3'))['diet'], 'vegetarian');
  });

  test('a count corrected ("it\'s four hens, not five") revises the one memory that holds the old count', async () => {
    await h.seed('c4', 'The user keeps five hens.', { subject: 'user', predicate: 'has_pet', object: 'five hens' });
    await ask('c4', 'sorry its four hens, not five');
    const c = await contents('c4');
    assert.ok(
      c.some((x) => /four hens/.test(x)),
      c.join(' | '),
    );
    assert.ok(!c.some((x) => /five hens/.test(x)), c.join(' | '));
  });

  test('an old value no field or memory holds changes nothing', async () => {
    await h.seedField('c5', 'hometown', 'Falkirk');
    await ask('c5', 'Raised in Stirling, not Perth. Perth is where my gran lived.');
    assert.equal((await profileOf('c5'))['hometown'], 'Falkirk');
  });

  test("a sentence that names someone else corrects nothing of the user's", async () => {
    await h.seedField('c6', 'nationality', 'Slovenian');
    await ask('c6', 'Slovak, not Slovenian - my husband I mean');
    assert.equal((await profileOf('c6'))['nationality'], 'Slovenian');
    const t = await triples('c6');
    assert.ok(!t.includes('user · nationality · slovak'), t.join('; '));
  });
});

describe('a cessation or a lifelong negation is read in more shapes', () => {
  test('"never had X" with its "I" dropped is kept as a negated fact', async () => {
    await ask('n1', 'never had a driving licence');
    const c = await contents('n1');
    assert.ok(
      c.some((x) => /never/.test(x) && /licence/.test(x)),
      c.join(' | '),
    );
  });

  test('"tapered off" a medicine ends the stored fact that the user takes it', async () => {
    await h.seed('n2', 'The user takes prednisolone.', { subject: 'user', predicate: 'takes_medication', object: 'prednisolone' });
    await ask('n2', 'tapered off the prednisolone a few weeks back');
    const c = await contents('n2');
    assert.ok(!c.includes('the user takes prednisolone.'), c.join(' | '));
    assert.ok(
      c.some((x) => /prednisolone/.test(x)),
      c.join(' | '),
    );
  });

  test('off a plural thing one consumed "since" a time ends the stored fact that holds it', async () => {
    await h.seed('n3', 'The user drinks fizzy drinks.', { subject: 'user', predicate: 'drinks', object: 'fizzy drinks' });
    await ask('n3', 'been totally off fizzy drinks since the summer');
    const c = await contents('n3');
    assert.ok(!c.includes('the user drinks fizzy drinks.'), c.join(' | '));
  });
});

describe('a clause said in the future holds nothing current', () => {
  test('"I will move to X later this year" moves no current place', async () => {
    await h.seedField('f1', 'location', 'Bath');
    await ask('f1', 'i will move to Exeter later this year');
    assert.equal((await profileOf('f1'))['location'], 'Bath');
  });

  test("a promise of the chat's near future with no content stores nothing", async () => {
    await ask('f2', "i'll text you back in a bit");
    assert.deepEqual(await contents('f2'), []);
  });

  test('a thing named with no predicate ("remember the charger") stores nothing', async () => {
    await ask('f3', 'remember the charger lol');
    assert.deepEqual(await contents('f3'), []);
  });
});

describe('a current state with a start keeps its whole role', () => {
  test('"as of last month I\'m head curator at X": the role is the rank and its agent noun', async () => {
    await ask('r1', "as of last month i'm head curator at the Brantwood Gallery");
    assert.equal((await profileOf('r1'))['role'], 'head curator');
  });
});
