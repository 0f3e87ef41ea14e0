// Issue 23, offline, round 30 (a): recall of what the user said about themself. Mechanisms, not sentences: an
// employer by the turn's shape (a job won, "with <Org> corporate / these days", a business function or "their" part of
// it after "I'm at <Org> now", "<Org>'s … team"), a name after the noun "name" even where it is a word ("Name's
// Hope"), a direction before "in <place>" ("down in", "back home in"), a pronoun set in brackets after the name, the one
// place of the user's upbringing as hometown, "I'm there too" after a turn naming one workplace, and a named
// favourite corrected like a field. Through the assistant behind `mnemo ask`, on a real SQLite file with no model.
// Every sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-06T12:00:00Z');
const h = offlineAssistant('round30a', now);
const { ask, say, profileOf, triples } = h;

describe('an employer said by the turn’s shape', () => {
  test('a job won, a corporate office, a function or "their" part of it, a unit in the possessive', async () => {
    await ask('e1', 'Finally landed the job at Hargreaves & Lowe!');
    assert.equal((await profileOf('e1'))['employer'], 'Hargreaves & Lowe');
    await ask('e2', "I'm with 3i corporate now");
    assert.equal((await profileOf('e2'))['employer'], '3i');
    await ask('e3', "I'm at Dunne & Crescenzi now, in accounts");
    assert.equal((await profileOf('e3'))['employer'], 'Dunne & Crescenzi');
    await ask('e4', "I'm at 4Sight these days, in their studio");
    assert.equal((await profileOf('e4'))['employer'], '4Sight');
    await ask('e5', "just joined P&O's customer care team");
    assert.equal((await profileOf('e5'))['employer'], 'P&O');
  });

  test('a visit, a home or a job turned down is no employer', async () => {
    await ask('t1', "I'm at Costa now, in the queue");
    assert.equal((await profileOf('t1'))['employer'], undefined);
    await ask('t2', "I'm at Marek's now, in their garden");
    assert.equal((await profileOf('t2'))['employer'], undefined);
    await ask('t3', "I'm with Dave these days");
    assert.equal((await profileOf('t3'))['employer'], undefined);
    // A job won and then refused, or set against by what follows: no employer, and no words of the refusal as a name.
    await ask('t4', 'I got the job at Fairlie Tanning but turned it down');
    assert.equal((await profileOf('t4'))['employer'], undefined);
    await ask('t5', 'landed the role at Quist Analytics, though I said no in the end');
    assert.equal((await profileOf('t5'))['employer'], undefined);
    await ask('t6', 'Got the position with Harbinger Labs. Not taking it, the commute is brutal');
    assert.equal((await profileOf('t6'))['employer'], undefined);
  });
});

describe('who the user is, said beside the field', () => {
  test('a name after the noun "name" is kept even where it is a word', async () => {
    await ask('n1', "Name's Faith, by the way");
    assert.equal((await profileOf('n1'))['name'], 'Faith');
    await ask('n2', 'my name is Chase and I chase deadlines for a living');
    assert.equal((await profileOf('n2'))['name'], 'Chase');
  });

  test('a pronoun set in brackets after the name; after someone else’s name it is not the user’s', async () => {
    await ask('n3', "hey, I'm Tomasz (he/him)");
    const p = await profileOf('n3');
    assert.equal(p['name'], 'Tomasz');
    assert.equal(p['pronouns'], 'he/him');
    await ask('n4', 'my cousin Ren (they/them) is visiting');
    assert.equal((await profileOf('n4'))['pronouns'], undefined);
  });

  test('a direction before "in <place>" still says where the user lives; a stay is none', async () => {
    await ask('l1', "I'm down in Valletta");
    assert.equal((await profileOf('l1'))['location'], 'Valletta');
    await ask('l2', "I'm up in Inverness for the weekend");
    assert.equal((await profileOf('l2'))['location'], undefined);
  });

  test('the one place of the user’s upbringing is the hometown; two places, or someone else’s, set none', async () => {
    await ask('h1', 'Grew up in Tromsø, been in Oslo since 2019.');
    const p = await profileOf('h1');
    assert.equal(p['hometown'], 'Tromsø');
    assert.equal(p['location'], 'Oslo');
    await ask('h2', 'I was born in Riga but grew up in Leeds');
    assert.equal((await profileOf('h2'))['hometown'], undefined);
    await ask('h3', 'my flatmate grew up in Cairns');
    assert.equal((await profileOf('h3'))['hometown'], undefined);
  });
});

describe('a later turn that leans on an earlier one', () => {
  test('"I\'m there too" after a turn naming one workplace; two workplaces, nothing', async () => {
    await say('d1', 'my brother Oskar works at Vattenfall in Solna');
    await say('d1', "I'm there too, in the grid team");
    assert.equal((await profileOf('d1'))['employer'], 'Vattenfall');
    await say('d2', 'my aunt works at Lidl and Aldi');
    await say('d2', 'I work there too');
    assert.equal((await profileOf('d2'))['employer'], undefined);
  });

  test('a named favourite corrected by "make that X"', async () => {
    await say('f1', 'favourite album is Court and Spark');
    await say('f1', 'hmm no, make that Hejira');
    assert.equal((await profileOf('f1'))['preference.album'], 'Hejira');
    assert.ok((await triples('f1')).some((t) => t.includes('Hejira')));
  });
});
