// Issue 23, offline, ninth pass (kinds): lists written one item a line under a heading, "neither … nor" as a
// negated list, forgets that name a category in the plural or as "don't keep anything about my …". Through
// extraction jobs (sessions.append + the job worker) and through the assistant that `mnemo ask` runs, on a
// real SQLite file with no model. The sentences are written here, for these tests; none comes from the corpus.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-10-12T12:00:00Z');
const h = offlineAssistant('round9k', now);
const { profileOf, current, say, ask, lowTriples: triples } = h;
const seed = (userId: string, content: string, predicate: string, object: string) =>
  h.m.remember({ userId }, { content, triple: { subject: 'user', predicate, object }, source: { type: 'user_explicit', id: null } });

describe('lists one item a line', () => {
  test('a heading then bullets keeps every item (extraction job)', async () => {
    await say('l1', 'Medications:\n* warfarin\n* metoprolol\n* omeprazole');
    const t = await triples('l1');
    for (const drug of ['warfarin', 'metoprolol', 'omeprazole']) assert.ok(t.includes(`user · takes_medication · ${drug}`), `${drug} in ${t.join(' | ')}`);
  });

  test('a heading whose noun names the field, items bare on their lines (assistant)', async () => {
    await ask('l2', 'languages i get by in:\nportuguese\nitalian\ngreek');
    const t = await triples('l2');
    for (const lang of ['portuguese', 'italian', 'greek'])
      assert.ok(
        t.some((x) => x.startsWith('user · speaks · ') && x.includes(lang)),
        `${lang} in ${t.join(' | ')}`,
      );
    assert.equal((await profileOf('l2'))['language'], undefined);
  });

  test('a single-valued field over two lines is no one value', async () => {
    await say('l4', 'Team:\nLedger\nBilling');
    assert.equal((await profileOf('l4'))['team'], undefined);
  });

  test('lines that open clauses of their own are not a list', async () => {
    await say('l3', 'Update:\nI moved to Galway\nmy sister lives in Sligo');
    assert.equal((await profileOf('l3'))['location'], 'Galway');
    assert.ok(!(await triples('l3')).some((x) => x.includes('update')));
  });
});

describe('neither … nor', () => {
  test('every item keeps its "not" (extraction job)', async () => {
    await say('n1', 'i eat neither lamb nor veal');
    const all = (await current('n1')).join(' ').toLowerCase();
    assert.match(all, /lamb/);
    assert.match(all, /veal/);
    assert.match(all, /n't|not/);
    assert.ok(!/user eats lamb|eats lamb nor/.test(all), all);
  });

  test('a negated pair of diets sets no diet (assistant)', async () => {
    await ask('n2', "I'm neither keto nor vegan");
    assert.equal((await profileOf('n2'))['diet'], undefined);
    assert.ok(!(await current('n2')).some((c) => /is vegan\.|diet is/i.test(c)));
  });
});

describe('forgets that name a category', () => {
  test('a plural category forgets its facts and nothing else', async () => {
    await seed('f1', 'The user has a tortoise named Shelby.', 'has_pet', 'tortoise');
    await seed('f1', 'The user is allergic to wasps.', 'allergic_to', 'wasps');
    await ask('f1', 'please erase everything about my pets');
    const t = await triples('f1');
    assert.ok(!t.some((x) => x.includes('has_pet')), t.join(' | '));
    assert.ok(t.includes('user · allergic_to · wasps'));
  });

  test('"don\'t keep anything about my …" is a forget of that category (extraction job)', async () => {
    await seed('f2', 'The user takes levothyroxine.', 'takes_medication', 'levothyroxine');
    await seed('f2', 'The user speaks Welsh.', 'speaks', 'Welsh');
    await say('f2', "don't store anything about my medications");
    const t = await triples('f2');
    assert.ok(!t.some((x) => x.includes('takes_medication')), t.join(' | '));
    assert.ok(t.includes('user · speaks · welsh'));
  });

  test('"don\'t keep" about a thing that is not the user\'s forgets nothing', async () => {
    await seed('f3', 'The user keeps receipts for tax.', 'uses', 'receipts');
    await ask('f3', "don't keep the receipts from lunch");
    assert.ok((await triples('f3')).includes('user · uses · receipts'));
  });
});

describe('a bodily reaction to something', () => {
  test('what a thing does to the user is kept high, in their words; a pronoun subject or a figure of speech is not', async () => {
    await say('rx1', 'prawns give me a rash every single time');
    await say('rx1', 'I get awful heartburn after spicy curries');
    await say('rx1', 'that film made me cry');
    const all = await h.m.list({ userId: 'rx1' }, { limit: 100 });
    const rash = all.find((r) => /prawns/i.test(r.content));
    assert.ok(rash && /the user/i.test(rash.content) && rash.importance >= 0.8, 'the reaction to prawns is kept high');
    assert.ok(all.some((r) => /heartburn/i.test(r.content) && /curr/i.test(r.content)));
    assert.ok(!all.some((r) => /film/i.test(r.content)), 'no reaction fact from a film');
    assert.deepEqual(await profileOf('rx1'), {}, 'no field is set from a reaction');
  });
});
