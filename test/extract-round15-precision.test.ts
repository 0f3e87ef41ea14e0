// Issue 23, offline, fifteenth pass (precision): a clause stores nothing when its mood or shape asserts nothing
// lasting, whatever reader read it — a clause opened by a condition ("in case", "in the event", "provided"), a passing
// state placed in the moment of speaking ("… today", "… this week"), a body part's change in the past given as
// evidence ("my eyes went puffy after …"), a draft with no word of content ("I'm not though"), a draft whose words were
// cut short, and a liking read from words a negator governs ("so no X please"). Through the assistant behind
// `mnemo ask`, on a real SQLite file with no model. Every sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round15b', now);
const { ask, current, profileOf } = h;

/**
 * The turn stores nothing, changes no field, and the reply claims nothing: a statement's reply says nothing was stored
 * (a question's reply is the answer, which claims no memory either).
 */
const trap = (userId: string, text: string, asked = false): Promise<void> => h.trap(userId, text, { saysNothingStored: !asked });

describe('a clause that asserts nothing lasting stores nothing', () => {
  test('a clause opened by "in the event" is a condition, not a statement', async () => {
    await trap('p1', 'in the event i land the Cardiff job, should i sell the flat', true);
  });

  test('a clause opened by "provided" is a condition too', async () => {
    await trap('p2', 'provided I pass my driving test, what car would suit a beginner', true);
  });

  test('a passing state placed in the moment ("this afternoon") is no fact', async () => {
    await trap('p3', 'my knees are in bits this afternoon');
  });

  test('a body part that "went" some way in the past is a moment, not a fact', async () => {
    await trap('p4', 'my cheeks turned bright red after the curry');
  });

  test('a body part that tingled after something, beside a hedge, is evidence and no fact', async () => {
    await ask('p6', 'i might be intolerant to oats? my tongue itched after the flapjack');
    const all = await current('p6');
    assert.ok(!all.some((x) => /tongue/i.test(x)), all.join(' | '));
  });

  test('a slip in the conversation ("I misspoke earlier") is no fact about the user', async () => {
    await ask('p7', 'my dog is called Pickle, i misspoke earlier');
    const all = await current('p7');
    assert.ok(!all.some((x) => /misspoke/i.test(x)), all.join(' | '));
  });

  test('a belief about oneself ("i reckon i could be …") is no fact', async () => {
    await trap('p8', 'i reckon i could be a half-decent plumber');
  });

  test('hearsay about oneself ("supposedly im …") is no fact', async () => {
    await trap('p9', 'supposedly im a natural at languages');
  });

  test('an ellipsis left unresolved ("my cousin\'s one too") has no content to keep', async () => {
    await trap('p10', "my cousin's one too, up in Dundee");
  });

  test('"I\'m not tho" has no content to keep', async () => {
    await trap('p5', 'im not tho');
  });
});

describe('what a turn says beside a trap is still kept', () => {
  test('a lasting fact beside a negated request is kept, and the request is not read as a liking', async () => {
    await ask('k1', 'i get motion sick, so no spinning animations pls');
    const all = await current('k1');
    assert.ok(
      all.some((x) => /motion sick/i.test(x)),
      all.join(' | '),
    );
    assert.ok(!all.some((x) => /prefers spinning/i.test(x)), all.join(' | '));
    assert.equal((await profileOf('k1'))['preference.animations'], undefined);
  });

  test('a change placed in the moment ("started … this week") is not taken for a passing state', async () => {
    await ask('k2', 'I started a new job at Arup this week');
    const all = await current('k2');
    assert.ok(
      all.some((x) => /arup/i.test(x)),
      all.join(' | '),
    );
  });

  test('a belief the reading keeps as a doubt stays a doubt', async () => {
    await ask('k4', 'i think im allergic to sesame');
    const all = await current('k4');
    assert.ok(
      all.some((x) => /sesame/i.test(x) && /may|suspicion/i.test(x)),
      all.join(' | '),
    );
  });

  test('a plain liking with no negator is kept', async () => {
    await ask('k3', 'i love cold-water swimming');
    const all = await current('k3');
    assert.ok(
      all.some((x) => /swimming/i.test(x)),
      all.join(' | '),
    );
  });
});
