// Issue 23, offline, eighteenth pass: likings, comparisons and the weight of health facts, through the assistant
// behind `mnemo ask` on a real SQLite file with no model. A single liking or dislike is kept as the triple the
// vocabulary names (`user · likes · X`, `user · dislikes · X`) while its `preference.<topic>` profile field keeps the
// stance, so a reversal, an ending ("not any more") and a forget still move the field with the memory. A liking said as
// a comparison keeps what is liked, not what it is set against. A condition named by the shape of its name weighs high;
// an allergen named before "anaphylaxis" is an allergy; a cause is kept when its consequence asks or wonders. The
// sentences are written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round18prefs', now);
const { ask, profileOf, stored, triples, contents, lacks } = h;

describe('a single liking or dislike keeps its vocabulary triple and its profile field', () => {
  test('a dislike is `user · dislikes · X`, its field holds "not X"; a liking is `user · likes · X`', async () => {
    await ask('p1', 'honestly i loathe sea shanties');
    assert.ok((await triples('p1')).includes('user · dislikes · sea shanties'), (await triples('p1')).join('; '));
    assert.equal((await profileOf('p1'))['preference.shanties'], 'not sea shanties');
    await ask('p2', 'i genuinely love bouldering');
    assert.ok((await triples('p2')).includes('user · likes · bouldering'), (await triples('p2')).join('; '));
  });

  test('a reversal replaces the liking and its field; a word of time is no part of what is liked', async () => {
    await ask('p3', 'i really enjoy crosswords');
    await ask('p3', 'actually i cant stand crosswords now');
    assert.equal((await profileOf('p3'))['preference.crosswords'], 'not crosswords');
    const t = await triples('p3');
    assert.ok(!t.some((x) => x.startsWith('user · likes · crosswords')), t.join('; '));
  });

  test('"not any more" ends the liking and removes its field', async () => {
    await ask('p4', 'i adore cold brew');
    await ask('p4', "i don't love cold brew any more");
    assert.equal((await profileOf('p4'))['preference.brew'], undefined);
    assert.ok(!(await triples('p4')).some((x) => x.startsWith('user · likes')));
  });

  test('forgetting the preference removes the memory and the field together', async () => {
    await ask('p5', 'ngl i detest escape rooms');
    await ask('p5', 'forget my escape rooms preference');
    assert.deepEqual(await contents('p5'), []);
    assert.equal((await profileOf('p5'))['preference.rooms'], undefined);
  });
});

describe('a liking said as a comparison keeps what is liked', () => {
  test('"take X over Y any day", "much rather X than Y", "prefer X to Y": X is liked, Y is not', async () => {
    await ask('c1', 'id take board games over video games any day');
    await ask('c1', "I'd much rather cycle than drive");
    await ask('c1', 'I prefer paperbacks to e-readers');
    const t = await triples('c1');
    for (const x of ['user · likes · board games', 'user · likes · cycle', 'user · likes · paperbacks']) assert.ok(t.includes(x), t.join('; '));
    await lacks('c1', 'video games');
    // "prefer X to Y" keeps the comparison in the memory's words ("prefers paperbacks to e-readers"); Y is never liked.
    assert.ok(!t.some((x) => x.includes('e-readers')), t.join('; '));
    await lacks('c1', 'drive');
  });

  test('"over" of a time or after a pointer is no comparison: nothing is liked', async () => {
    await ask('c2', "i'd watch it over the weekend");
    assert.deepEqual(await contents('c2'), []);
  });
});

describe('health facts weigh by their class', () => {
  test('a condition named by the shape of its name weighs high; a name of the same ending does not', async () => {
    await ask('i1', 'i have narcolepsy, it runs in the family');
    await ask('i1', "i've got sleep apnoea");
    const rs = await stored('i1');
    for (const w of ['narcolepsy', 'apnoea']) {
      const r = rs.find((x) => x.content.toLowerCase().includes(w));
      assert.ok(r && r.importance >= 0.7, `${w}: ${rs.map((x) => `${x.content} ${x.importance}`).join('; ')}`);
    }
    await ask('i2', 'i have olivia on weekends');
    assert.ok((await stored('i2')).every((r) => r.importance < 0.7));
  });

  test('an allergen named before "anaphylaxis" is an allergy', async () => {
    await ask('i3', 'i keep an epipen in my bag because of shellfish anaphylaxis');
    assert.ok((await triples('i3')).includes('user · allergic_to · shellfish'), (await triples('i3')).join('; '));
  });

  test('a condition is kept when the consequence after "so" wonders where something is', async () => {
    await ask('i4', "i'm epileptic so i always need to know where the exits are");
    const r = (await stored('i4')).find((x) => x.content.toLowerCase().includes('epileptic'));
    assert.ok(r && r.importance >= 0.7, (await contents('i4')).join('; '));
  });
});
