// Issue 23, offline, eleventh pass (kinds): a role said of one occasion sets nothing, words with letters outside
// Latin-1 stay whole, pets counted and then named after a colon or a dash, "anything <participle> …" as a list
// item, the school said with what the user studies, a web name as the employer, and a forget that names a stored
// memory in other words. Through extraction jobs (sessions.append + the job worker) and through the assistant that
// `mnemo ask` runs, on a real SQLite file with no model. The sentences are written here, for these tests; none
// comes from the corpus.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-11-20T12:00:00Z');
const h = offlineAssistant('round11k', now);
const { profileOf, current, say, ask } = h;
const has = (t: readonly string[], prefix: string, item: string) => t.some((x) => x.toLowerCase().startsWith(prefix) && x.toLowerCase().includes(item));

describe('a role said of one occasion', () => {
  test('"the designated driver tonight" leaves the role as it was (extraction job)', async () => {
    await h.seedField('r1', 'role', 'physiotherapist');
    await say('r1', "I'm the designated driver tonight so no wine for me");
    assert.equal((await profileOf('r1'))['role'], 'physiotherapist');
  });

  test('"the cook this weekend" sets no role (assistant)', async () => {
    await ask('r2', 'im the cook this weekend, any ideas for 8 people?');
    assert.equal((await profileOf('r2'))['role'], undefined);
  });

  test('a role said without an occasion still sets the role', async () => {
    await say('r3', "I'm a line cook at a tapas bar");
    assert.equal((await profileOf('r3'))['role'], 'line cook');
  });
});

describe('names with letters outside Latin-1', () => {
  test('a surname the tagger cut at "ć" stays whole (extraction job)', async () => {
    await say('n1', 'My name is Milena Petrović.');
    assert.equal((await profileOf('n1'))['name'], 'Milena Petrović');
  });

  test('a name ending in "rn" is no chat spelling (assistant)', async () => {
    await ask('n2', "hi, I'm Bjørn Ødegård");
    assert.equal((await profileOf('n2'))['name'], 'Bjørn Ødegård');
  });
});

describe('lists', () => {
  test('pets counted by kind, then named after a colon', async () => {
    await say('l1', 'we have a cat and two guinea pigs: Saffron, Pip and Nutmeg');
    const t = await h.triples('l1');
    for (const x of ['saffron', 'pip', 'nutmeg']) assert.ok(has(t, 'user · has_pet · ', x), `${x} in ${t.join(' | ')}`);
  });

  test('names that do not match the counts are not taken as the pets', async () => {
    await say('l2', 'we have a dog and a cat: Juniper');
    const t = await h.triples('l2');
    assert.ok(!has(t, 'user · has_pet · ', 'juniper'), t.join(' | '));
  });

  test('"anything <participle> …" is the last item of a list (extraction job)', async () => {
    await say('l3', "can't have mussels, squid or anything cooked in white wine");
    const all = (await current('l3')).join(' | ').toLowerCase();
    for (const x of ['mussels', 'squid', 'white wine']) assert.ok(all.includes(x), `${x} in ${all}`);
  });
});

describe('organisations', () => {
  test('the school said with what the user studies is kept, and is no employer', async () => {
    await say('o1', 'I study architecture at University College London, final year');
    assert.ok((await current('o1')).some((c) => /University College London/.test(c)));
    assert.equal((await profileOf('o1'))['employer'], undefined);
  });

  test('a web name is one employer (assistant)', async () => {
    await ask('o2', 'I work at Canva.com as a support engineer');
    const p = await profileOf('o2');
    assert.equal(p['employer'], 'Canva.com');
    assert.equal(p['role'], 'support engineer');
  });
});

describe('a name in title case with a comma in it', () => {
  test('a café named in title case with commas is one employer (extraction job)', async () => {
    await say('c1', "I'm a sous chef at Wake, Bake & Take on the high street");
    const p = await profileOf('c1');
    assert.equal(p['employer'], 'Wake, Bake & Take');
    assert.equal(p['role'], 'sous chef');
  });

  test('a sentence after the comma is no part of the name', async () => {
    await say('c2', 'I work at Halvorsen, It pays fine');
    assert.equal((await profileOf('c2'))['employer'], 'Halvorsen');
  });
});

describe('a forget that names a memory in other words', () => {
  test('"my coffee habit" forgets the one memory about it, nothing else (assistant)', async () => {
    await h.seed('f1', 'The user drinks double espressos with a croissant every morning.', {
      subject: 'user',
      predicate: 'drinks',
      object: 'double espressos',
    });
    await h.seed('f1', 'The user is allergic to sesame.', { subject: 'user', predicate: 'allergic_to', object: 'sesame' });
    await ask('f1', 'forget my coffee habit');
    const left = (await current('f1')).join(' | ');
    assert.doesNotMatch(left, /espresso/i);
    assert.match(left, /sesame/i);
  });

  test('a forget that nothing stored is about forgets nothing (extraction job)', async () => {
    await h.seed('f2', 'The user drinks green tea in the afternoon.');
    await h.seed('f2', 'The user cycles to work.');
    await say('f2', 'forget my shoe size');
    const left = (await current('f2')).join(' | ');
    assert.match(left, /green tea/i);
    assert.match(left, /cycles/i);
  });
});
