// Issue 23, offline, tenth pass (write safety): questions and suppositions that must edit nothing, cessation as a
// new state, forgets of what was just said, "we" of a couple, lower-case typing carried as a fact about the turn, and
// replies that quote the user's own words. Through extraction jobs (sessions.append + the job worker) and the
// assistant behind `mnemo ask`, on a real SQLite file with no model. Every sentence is written here, for these tests;
// none comes from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round10b', now);
const { profileOf, current, say, ask, lowTriples: triples } = h;

describe('questions and suppositions edit nothing', () => {
  test('"did I tell you … or was it …" is a doubt, not a statement (assistant)', async () => {
    const turn = await ask('q1', 'did i tell you i work at Halcyon Labs, or was that my cousin?');
    assert.equal((await profileOf('q1'))['employer'], undefined);
    assert.deepEqual(await current('q1'), []);
    assert.doesNotMatch(turn.reply, /I'll remember|I will remember/i);
  });

  test('a doubt said after the question holds too (extraction job)', async () => {
    await say('q2', "Did I tell you I'm based in Tromsø? I honestly can't remember.");
    assert.equal((await profileOf('q2'))['location'], undefined);
  });

  test('"did I tell you …?" with no doubt still tells (extraction job)', async () => {
    await say('q3', 'did I tell you I moved to Harrogate?');
    assert.equal((await profileOf('q3'))['location'], 'Harrogate');
  });

  test('what the user is inside a story, a game or a script is no fact about them (assistant)', async () => {
    await ask('f1', "In the comic I'm drawing, I'm a courier named Juno who lives in Vell.");
    await say('f1', 'for my radio play: I am a lighthouse keeper in Kilkee');
    await say('f1', "In my tabletop campaign I'm a cleric from Brindle.");
    const p = await profileOf('f1');
    for (const k of ['role', 'name', 'location']) assert.equal(p[k], undefined, `${k} = ${String(p[k])}`);
    assert.deepEqual(await current('f1'), []);
  });

  test('a frame that is no fiction leaves the statement after it (extraction job)', async () => {
    await say('f2', 'In my campaign notes, whatever. Also I live in Penzance');
    assert.equal((await profileOf('f2'))['location'], 'Penzance');
  });
});

describe('cessation is a new state', () => {
  test('"not on X any more" ends the stored habit and keeps the new state (extraction job)', async () => {
    await h.seed('c1', 'The user uses Instagram.', { subject: 'user', predicate: 'uses', object: 'Instagram' });
    await say('c1', 'not on instagram any more, wiped my account in october');
    const now = (await current('c1')).join(' | ');
    assert.ok(!(await triples('c1')).includes('user · uses · instagram'), now);
    assert.match(now, /instagram/i);
    assert.match(now, /not|no longer/i);
  });

  test('a diet said ended is unset, and the ending stored in the user words (assistant)', async () => {
    await h.seedField('c2', 'diet', 'vegan');
    await ask('c2', "I'm not vegan anymore, went back to dairy over the summer");
    assert.equal((await profileOf('c2'))['diet'], undefined);
    assert.ok((await current('c2')).some((c) => /not vegan/i.test(c)));
  });

  test('a bare "not any more" resumes the statement of the turn before (extraction job)', async () => {
    await say('c3', 'I row on the canal every weekend');
    await say('c3', 'not anymore sadly, my back gave out');
    const now = (await current('c3')).join(' | ');
    assert.match(now, /row/i);
    assert.match(now, /n't|not|no longer/i);
    assert.ok(!(await current('c3')).some((c) => /^The user rows on the canal/i.test(c)), now);
  });

  test('the new habit said without its subject is kept beside the ended one (extraction job)', async () => {
    await h.seed('c5', 'The user plays rugby.', { subject: 'user', predicate: 'plays', object: 'rugby' });
    await say('c5', 'Quit rugby after the concussion. Playing walking football instead these days.');
    const t = await triples('c5');
    assert.ok(!t.includes('user · plays · rugby'), t.join(' | '));
    assert.ok(t.includes('user · plays · walking football'), t.join(' | '));
  });

  test('"we broke up" is the couple, never the household or the team (extraction job)', async () => {
    await h.seed('c4', 'The user is seeing Rafe.', { subject: 'user', predicate: 'partner', object: 'Rafe' });
    await say('c4', "I'm no longer seeing Rafe, we split up in the spring");
    const now = (await current('c4')).join(' | ');
    assert.doesNotMatch(now, /household|team/i);
    assert.match(now, /no longer seeing Rafe/i);
  });
});

describe('forgets of what was just said', () => {
  test('"forget I ever mentioned it" forgets what the same turn named, and stores none of it (extraction job)', async () => {
    await h.seed('g1', 'The user plays water polo on Fridays.');
    await h.seed('g1', 'The user is allergic to latex.', { subject: 'user', predicate: 'allergic_to', object: 'latex' });
    await say('g1', "I've packed in water polo, just forget I ever brought it up");
    const now = (await current('g1')).join(' | ');
    assert.doesNotMatch(now, /polo/i);
    assert.match(now, /latex/i);
  });

  test('a turn-opening "forget that" forgets the statement of the turn before (extraction job)', async () => {
    await say('g2', "My stepdad's name is Leopold.");
    assert.ok((await current('g2')).some((c) => /Leopold/.test(c)));
    await say('g2', "actually forget that, he's a private person");
    assert.ok(!(await current('g2')).some((c) => /Leopold/.test(c)));
  });

  test('"forget that" after a question forgets nothing (extraction job)', async () => {
    await h.seedField('g3', 'manager', 'Ottoline');
    await say('g3', "who's my manager again?");
    await say('g3', 'forget that');
    assert.equal((await profileOf('g3'))['manager'], 'Ottoline');
  });

  test('"don\'t hold on to where I live" is a forget of the field (assistant)', async () => {
    await h.seedField('g4', 'location', 'Dundee');
    await h.seedField('g4', 'employer', 'Tayside Mills');
    await ask('g4', "don't hold on to where I live pls");
    const p = await profileOf('g4');
    assert.equal(p['location'], undefined);
    assert.equal(p['employer'], 'Tayside Mills');
  });
});

describe('typed in lower case', () => {
  test('"hey im X" names the user without a special case for greetings (extraction job)', async () => {
    await say('t1', 'hey im ottilie');
    assert.equal((await profileOf('t1'))['name'], 'Ottilie');
  });

  test('a role with a place typed in lower case keeps the place (assistant)', async () => {
    await ask('t2', 'im a physio in dundalk');
    const p = await profileOf('t2');
    assert.equal(p['role'], 'physio');
    assert.equal(p['location'], 'Dundalk');
  });

  test('a sector or a ward typed in lower case is no place, and the reply says so (assistant)', async () => {
    const turn = await ask('t4', 'im a midwife in obs, mostly nights');
    const p = await profileOf('t4');
    assert.equal(p['role'], 'midwife');
    assert.equal(p['location'], undefined);
    await say('t5', 'im a developer in proptech');
    assert.equal((await profileOf('t5'))['location'], undefined);
    assert.doesNotMatch(turn.reply, /location/i);
  });

  test('a common word after the role is no place (extraction job)', async () => {
    await say('t3', 'im a chef in training');
    assert.equal((await profileOf('t3'))['location'], undefined);
  });
});

describe('honest replies', () => {
  test('what was not understood is quoted as the user typed it (assistant)', async () => {
    await ask('rq7', "I'm on the Billing team");
    const turn = await ask('rq7', 'its Ledger');
    assert.match(turn.reply, /its Ledger/);
    assert.doesNotMatch(turn.reply, /it is Ledger/);
    assert.equal((await profileOf('rq7'))['name'], undefined, turn.reply);
  });

  test('a story told in the first person claims nothing of the user (assistant)', async () => {
    // Fiction named by its noun is a frame (round 29): nothing under it is read, and the reply says nothing was stored.
    const turn = await ask('r1', "In the novel I'm writing, im a pilot called Tess who lives in Rye.");
    assert.doesNotMatch(turn.reply, /I am a pilot|remember/i);
    assert.match(turn.reply, /didn.t store anything/i);
    assert.equal((await profileOf('r1'))['role'], undefined);
    assert.equal((await profileOf('r1'))['location'], undefined);
  });
});

describe('family members as their own subjects', () => {
  test('"my X\'s called N and he …" gives X a name and a place, the user neither (extraction job)', async () => {
    await say('m1', "my brother's called Anselm and he lives in Bruges now");
    const t = await triples('m1');
    assert.ok(t.includes('brother · name · anselm'), t.join(' | '));
    assert.ok(t.includes('brother · location · bruges'), t.join(' | '));
    const p = await profileOf('m1');
    assert.equal(p['name'], undefined);
    assert.equal(p['location'], undefined);
  });

  test('"hubby and i …. his names N": the husband\'s name, never the user\'s (assistant)', async () => {
    await ask('m2', 'hubby and i got married in 2019. his names Teodor');
    assert.ok((await triples('m2')).includes('husband · name · teodor'));
    assert.equal((await profileOf('m2'))['name'], undefined);
  });
});

describe('dialogues: a later turn revises an earlier one', () => {
  test('a cued "not Y — X" corrects one item of a list said the turn before (extraction job)', async () => {
    await say('d1', "i'm allergic to cashews and lychee");
    await say('d1', 'oops, not lychee - mango. lychee is fine');
    const t = await triples('d1');
    assert.ok(t.includes('user · allergic_to · mango'), t.join(' | '));
    assert.ok(
      t.some((x) => x.startsWith('user · allergic_to · cashew')),
      t.join(' | '),
    );
    assert.ok(!t.includes('user · allergic_to · lychee'), t.join(' | '));
  });

  test('"finally settled in X" is where the user lives now (assistant)', async () => {
    await h.seedField('d2', 'location', 'Odense');
    await ask('d2', 'finally settled in Aarhus, what a month');
    assert.equal((await profileOf('d2'))['location'], 'Aarhus');
  });
});
