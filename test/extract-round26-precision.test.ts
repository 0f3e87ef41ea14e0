// Issue 23, round 26 (branch x26b): precision. What only leans on another clause is no memory of its own — a result
// ("… so I'm …"), the person an errand is for ("write a note for X, she …"), the circumstance of a hedge — and a report
// is read through a quantifier floated off its subject or an authority's advice; names keep their first word; a forget
// takes what holds every word of its topic, not what shares one. Through the assistant behind `mnemo ask` on a real
// SQLite file with no model; every sentence is new (not in any corpus).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round26b', new Date('2026-12-06T12:00:00Z'));
const { ask, trap } = h;

describe('a clause that leans on another stores nothing of its own', () => {
  test("the result of someone else's fact is dropped, the fact kept", async () => {
    await ask('r1', 'my lodger Brigitte is kosher so I buy separate pans');
    await h.holds('r1', 'kosher');
    assert.ok(!(await h.contents('r1')).some((c) => /pans/.test(c)), (await h.contents('r1')).join('; '));
  });

  test('trap: the result of a moment of the day stores nothing', async () => {
    await trap('r2', 'skipped breakfast so I am starving right now');
  });

  test('a result that is a field of its own is still kept', async () => {
    await ask('r3', 'the rent went up again so I moved to Dundee');
    assert.equal((await h.profileOf('r3'))['location'], 'Dundee');
  });

  test('trap: what is said of the person an errand is for is its context', async () => {
    await trap('r4', 'compose a leaving card for my colleague Mehmet, he is off to Oslo next week');
  });

  test('a diet of the person an errand is for is still theirs', async () => {
    await ask('r5', 'plan a menu for my aunt, she is vegetarian');
    await h.hasTriple('r5', /aunt · diet · vegetarian/i);
    assert.equal((await h.profileOf('r5'))['diet'], undefined);
  });

  test('trap: the circumstance of a hedge stores nothing', async () => {
    await trap('r6', 'might start learning the harp, my cousin is giving hers away');
  });
});

describe('reported words', () => {
  test('trap: a quantifier floated off the speakers still makes it their opinion', async () => {
    await trap('s1', 'my sisters both reckon I should retrain as a vet');
  });

  test("trap: an authority's advice is no finding", async () => {
    await trap('s2', 'the consultant says I should be walking without the cane by spring');
  });

  test("an authority's finding is still the user's", async () => {
    await ask('s3', 'the optician said I have astigmatism in both eyes');
    await h.holds('s3', 'astigmatism');
  });
});

describe('names and plans keep their words', () => {
  test('a name whose first word is a word of degree keeps it', async () => {
    await ask('n1', "I'm studying Old English and Ancient Greek this year");
    await h.holds('n1', 'old english');
    await h.holds('n1', 'ancient greek');
  });

  test("a hedged deed is a plan in the words said, not the reader's state", async () => {
    await ask('n2', "maybe I'll get a kayak");
    const kayak = (await h.stored('n2')).filter((r) => /kayak/i.test(r.content));
    for (const r of kayak) {
      assert.equal(r.triple?.predicate, 'plans', r.content);
      assert.ok(!/has a kayak/i.test(r.content), r.content);
    }
  });
});

describe('a forget of several words takes what holds them all', () => {
  test('a memory that shares one word of the topic stays', async () => {
    await h.seed('f1', "The user's shoe size is 44.");
    await h.seed('f1', 'The user runs in trail shoes.');
    await ask('f1', 'please forget my shoe size');
    const left = await h.contents('f1');
    assert.ok(!left.some((c) => /shoe size/.test(c)), left.join('; '));
    assert.ok(
      left.some((c) => /trail shoes/.test(c)),
      left.join('; '),
    );
  });
});
