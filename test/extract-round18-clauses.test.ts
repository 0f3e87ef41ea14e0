// Issue 23, offline, eighteenth pass (lists, negation, tense, mixed turns), read by clause-level mechanisms: a list
// item keeps a describing word the tagger read as a verb and a gerund that is the whole last item; a liking keeps every
// item of a comma list or of "or"; a negated second predicate of "I am" is a clause of its own; a subjectless
// negated description is the user's; a diagnosis is a lasting fact; a value said to hold "since" a date is current
// even against a value stored as starting later. Through the assistant behind `mnemo ask`, on a real SQLite file with
// no model. Every sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round18c', now);
const { profileOf, ask, contents, lowTriples: triples } = h;

describe('lists keep every item', () => {
  test('a base-form word before the last noun ("and damp towels") does not cut the list into a clause', async () => {
    await ask('l1', "I can't stand loud sirens, sticky floors and damp towels.");
    const t = await triples('l1');
    for (const item of ['loud sirens', 'sticky floors', 'damp towels']) assert.ok(t.includes(`user · dislikes · ${item}`), t.join('; '));
  });

  test('"not fond of X or Y", after a discourse word, is a dislike of each', async () => {
    await ask('l2', 'honestly not fond of celery or fennel');
    const t = await triples('l2');
    assert.ok(t.includes('user · dislikes · celery'), t.join('; '));
    assert.ok(t.includes('user · dislikes · fennel'), t.join('; '));
  });

  test('a gerund that is the last item ("and birdwatching") stays in the list', async () => {
    await ask('l3', 'my hobbies are chess, life drawing and birdwatching');
    const all = (await contents('l3')).join(' | ');
    for (const item of ['chess', 'life drawing', 'birdwatching']) assert.ok(all.includes(item), all);
  });
});

describe('negation keeps to its own predicate', () => {
  test('"not a big drinker and not into clubbing either": two clauses, each stored with its own negation', async () => {
    await ask('n1', "i'm not a big drinker and not into clubbing either");
    const all = await contents('n1');
    assert.ok(
      all.some((c) => /drinker/.test(c) && /not/.test(c)),
      all.join(' | '),
    );
    assert.ok(
      all.some((c) => /clubbing/.test(c) && /dislike|not/.test(c)),
      all.join(' | '),
    );
    assert.ok(!all.some((c) => /user (?:likes|prefers|enjoys) clubbing/.test(c)));
    assert.ok(!all.some((c) => /drinker/.test(c) && /clubbing/.test(c)), 'each predicate is its own memory');
  });

  test('"not keen on X", said without its subject, is the user\'s dislike', async () => {
    await ask('n2', 'not keen on reality tv');
    const all = await contents('n2');
    assert.ok(
      all.some((c) => /reality tv/.test(c) && /dislike|not/.test(c)),
      all.join(' | '),
    );
  });
});

describe('time and mixed turns', () => {
  test('a value said to hold "since" a date replaces one stored as starting later', async () => {
    await h.m.remember(
      { userId: 't1' },
      {
        content: "The user's location is Timaru.",
        triple: { subject: 'user', predicate: 'location', object: 'Timaru' },
        source: { type: 'user_explicit', id: null },
        validFrom: new Date('2025-12-05T12:00:00Z'),
      },
    );
    await ask('t1', 'been living in Nelson since march 2024');
    assert.equal((await profileOf('t1'))['location'], 'Nelson');
    const current = await contents('t1');
    assert.ok(!current.some((c) => /timaru/.test(c)), current.join(' | '));
  });

  test('a diagnosis told with its "I" dropped, beside a question, is a lasting fact and the question is answered', async () => {
    const turn = await ask('t2', 'Got diagnosed with SIBO in october, what foods should i avoid?');
    const fact = (await h.stored('t2')).find((r) => /sibo/i.test(r.content));
    assert.ok(fact, 'the diagnosis is stored');
    assert.equal(fact.kind, 'fact');
    assert.ok(fact.importance >= 0.7);
    assert.ok(turn.reply.length > 0);
  });

  test('"Kindly note I moved to X" is the move, as "please note" is', async () => {
    await ask('t3', 'Kindly note I moved to Oamaru last week.');
    assert.equal((await profileOf('t3'))['location'], 'Oamaru');
  });
});
