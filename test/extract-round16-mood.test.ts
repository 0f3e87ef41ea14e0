// Issue 23, offline, sixteenth pass (speech act and mood): one decision per clause says whether it asserts something
// the user holds true now (clauses/speech.ts), and every reading respects it — the clause readings and the readings
// that run on the whole turn. A condition or a time reaches the main clause told as to come ("if the transfer goes
// through, i'll be based in X"), an inverted conditional too ("should the funding fall through, …"), an indirect
// question stores nothing whatever ends it, someone else's word about the user is theirs by its shape (any verb), a
// wish for a state to come is no state; a statement beside any of them is still kept and a question still answered.
// Through the assistant behind `mnemo ask`, on a real SQLite file with no model. Every sentence is written here; none
// is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round16m', now);
const { ask, current, profileOf, seedField } = h;

/** The turn stores nothing, changes no field (beyond those seeded), and the reply claims nothing. */
const trap = (userId: string, text: string, seeded: Record<string, string> = {}): Promise<void> => h.trap(userId, text, { seeded });

describe('a condition or a time reaches the main clause told as to come', () => {
  test('"if …, i\'ll be based in X" moves no location', async () => {
    await seedField('c1', 'location', 'Antwerp');
    await trap('c1', 'if the transfer goes through, i’ll be based in Rotterdam', { location: 'Antwerp' });
  });

  test('an inverted conditional ("should X fall through, …") stores its consequence as nothing', async () => {
    await trap('c2', 'should the funding fall through, i’ll go back to teaching');
  });

  test('"after the wedding, we\'ll be living in X" is a plan under a condition, not where the user lives', async () => {
    await trap('c3', 'after the wedding, we’ll be living in Nairobi');
  });

  test('a statement beside the condition is still kept', async () => {
    await ask('c4', 'once the lease ends, we’ll move to Bath, but for now i live in Bristol');
    assert.equal((await profileOf('c4'))['location'], 'Bristol');
    assert.ok(!(await current('c4')).some((x) => /bath/i.test(x)));
  });
});

describe('someone else’s word about the user is theirs, whatever its verb', () => {
  test('"my flatmate swears i …" stores nothing of the user', async () => {
    await trap('h1', 'my flatmate swears i sleep-talk');
  });

  test('"my aunt is convinced i\'m …" stores nothing of the user', async () => {
    await trap('h2', 'my aunt is convinced i’m a genius');
  });

  test('another\'s belief read as a contrast corrects no field ("my cousin reckons it\'s X, not Y")', async () => {
    await seedField('h3', 'location', 'Cork');
    await trap('h3', 'my cousin reckons it’s Kerry, not Cork', { location: 'Cork' });
  });
});

describe('a wish for a state to come is no state', () => {
  test('"i\'d love to be a vet one day" keeps no liking and no job', async () => {
    await trap('w1', 'i’d love to be a vet one day');
  });
});

describe('an indirect question asks, whatever ends it', () => {
  test('"any idea where i can …" with no question mark stores nothing', async () => {
    await trap('q1', 'any idea where i can get my watch repaired in Derby');
  });

  test('"idk whether …" stores nothing', async () => {
    await trap('q2', 'idk whether im homesick or just bored');
  });
});

describe('a verb under "would" tells what would be, not what is', () => {
  test('"as if i\'d ever live in X" moves no location', async () => {
    await seedField('r1', 'location', 'Reading');
    await trap('r1', 'as if i’d ever live in Swindon haha', { location: 'Reading' });
  });

  test('"i\'d work for X in a heartbeat" sets no employer', async () => {
    await trap('r2', 'i’d work for Monzo in a heartbeat');
  });

  test('a "would" of liking is still a preference', async () => {
    await ask('r3', 'i would prefer metric units');
    assert.ok((await current('r3')).some((x) => /metric/i.test(x)));
  });
});

describe('a time said after a value is no part of it', () => {
  test('"my job title\'s X from this week" sets the role to X', async () => {
    await ask('t1', 'my job title’s Principal Planner from this week');
    assert.equal(String((await profileOf('t1'))['role']).toLowerCase(), 'principal planner');
  });
});

describe('a gerund under "would" is a thought of what would be', () => {
  test('"living near X would be bliss" moves no location', async () => {
    await seedField('g1', 'location', 'Leeds');
    await trap('g1', 'living near Whitby would be bliss', { location: 'Leeds' });
  });

  test('"working for X would be a dream come true" sets no employer', async () => {
    await trap('g2', 'working for the RSPB would be a dream come true');
  });
});

describe('an authority’s word about the user, with a time between the verb and its clause, is the user’s', () => {
  test('"my doctor told me yesterday that i\'m X" keeps X, high', async () => {
    await ask('a1', 'my doctor told me yesterday that i’m anaemic');
    assert.ok(
      (await current('a1')).some((x) => /anaemic/i.test(x)),
      (await current('a1')).join(' | '),
    );
  });
});

describe('a condition or a time said after the main part governs it', () => {
  test('"i\'ll be the new X once Y retires" moves no role', async () => {
    await seedField('m1', 'role', 'receptionist');
    await trap('m1', 'i’ll be the new office manager once Priti retires', { role: 'receptionist' });
  });

  test('"i start at X in february unless the offer gets pulled" moves no employer', async () => {
    await seedField('m2', 'employer', 'Tesco');
    await trap('m2', 'i start at Ocado in february unless the offer gets pulled', { employer: 'Tesco' });
  });

  test('"…, if that helps" leaves what it follows said', async () => {
    await ask('m3', 'i’m coeliac, if that helps');
    assert.ok((await current('m3')).some((x) => /coeliac/i.test(x)));
  });
});
