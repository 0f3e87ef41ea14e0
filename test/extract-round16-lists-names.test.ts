// Issue 23, offline, sixteenth pass (lists, framed text, names). Mechanisms, not shapes: a stated name is kept
// whatever shape states it (an introduction "X speaking", "its X btw" typed without its apostrophe, a sign-off under
// the user's own message, a surname no lexicon holds); a cleft "it's X I …" names no one; framed text given as an
// example or a template, or a field holding a placeholder, is nobody's; an unquoted bio after "about me:" is the
// user's; a list keeps its items across a line break, after a preposition's circumstance, after a semicolon, and in a
// second sentence ("Also with X"). Through the assistant behind `mnemo ask`, on a real SQLite file with no model.
// Every sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round16d', now);
const { ask, current, profileOf, triples } = h;

const has = (all: readonly string[], ...words: string[]): boolean => words.every((w) => all.some((x) => x.toLowerCase().includes(w)));

describe('a stated name is kept', () => {
  test('"its X btw" typed without the apostrophe', async () => {
    await ask('n1', 'its Ngaio btw, quick one about my calendar');
    assert.equal((await profileOf('n1'))['name'], 'Ngaio');
  });

  test('"X speaking" after a greeting', async () => {
    await ask('n2', 'Hello — Tavita speaking');
    assert.equal((await profileOf('n2'))['name'], 'Tavita');
  });

  test('a sign-off under the user’s own message', async () => {
    await ask('n3', 'thanks heaps for sorting that out!\n— Ilse');
    assert.equal((await profileOf('n3'))['name'], 'Ilse');
  });

  test('a surname no lexicon holds, whatever its ending', async () => {
    await ask('n4', 'Name: Ana Petric');
    assert.equal((await profileOf('n4'))['name'], 'Ana Petric');
  });
});

// The first two pass before this pass's change too: they guard the sign-off and the "its" → "it's" reading.
describe('what is no name of the user’s stays out', () => {
  test('a signature under a pasted message is not the user’s', async () => {
    await ask('t1', 'can you reply to this for me:\nHi Jo, see you Friday.\nThanks,\nMarek');
    assert.equal((await profileOf('t1'))['name'], undefined);
  });

  test('a cleft "its X I grew up in" names a place, not the user', async () => {
    await ask('t2', 'its Dunedin I grew up in, not Invercargill');
    assert.equal((await profileOf('t2'))['name'], undefined);
  });

  test('"it\'s X who …" is about someone else', async () => {
    await ask('t3', "it's Marguerite who booked the venue");
    assert.equal((await profileOf('t3'))['name'], undefined);
  });
});

describe('framed text', () => {
  test('an unquoted bio after "about me" is read line by line as the user’s', async () => {
    await ask('f1', 'about me (from my website): Sound engineer at Larkspur Studios. Based in Hobart.');
    const p = await profileOf('f1');
    assert.equal(p['role'], 'sound engineer');
    assert.equal(p['employer'], 'Larkspur Studios');
    assert.equal(p['location'], 'Hobart');
  });

  test('a form given as an example is nobody’s', async () => {
    await ask('f2', 'sample profile from the docs:\nName: Jane Roe\nCity: Springfield');
    assert.deepEqual(await profileOf('f2'), {});
    assert.deepEqual(await current('f2'), []);
  });

  test('a field holding a placeholder says nothing', async () => {
    await ask('f3', 'Name: [your name]\nCity: [your city]');
    assert.deepEqual(await profileOf('f3'), {});
    assert.deepEqual(await current('f3'), []);
  });
});

describe('a list keeps every item', () => {
  test('across a line break', async () => {
    await ask('l1', "I'm really into kayaking, archery\nand rock climbing");
    const all = await current('l1');
    assert.ok(has(all, 'kayak', 'archery', 'climbing'), all.join(' | '));
  });

  test('with a circumstance after the last item', async () => {
    await ask('l2', 'I bake sourdough, focaccia, and bagels for my neighbours');
    const all = await current('l2');
    assert.ok(has(all, 'sourdough', 'focaccia', 'bagel'), all.join(' | '));
  });

  test('items joined by semicolons under a heading', async () => {
    await ask('l3', "Things I won't eat: tripe; anything with liver in it; blue cheese");
    const all = await current('l3');
    assert.ok(has(all, 'tripe', 'liver', 'blue cheese'), all.join(' | '));
  });

  test('a second sentence that only adds a person ("Also with X")', async () => {
    await ask('l4', 'I work with Amara on the billing app. Also with Tomasz now and then.');
    const t = await triples('l4');
    assert.ok(
      t.some((x) => /works_with · Tomasz/.test(x)),
      t.join(' | '),
    );
    assert.ok(
      t.some((x) => /works_with · Amara/.test(x)),
      t.join(' | '),
    );
  });

  test('a gerund item after a noun', async () => {
    await ask('l5', 'hobbies atm: pottery, birdwatching and chess');
    const all = await current('l5');
    assert.ok(has(all, 'pottery', 'birdwatching', 'chess'), all.join(' | '));
    assert.ok(!all.some((x) => /user is birdwatching/i.test(x)), all.join(' | '));
  });
});

describe('a role said with the organisation joined', () => {
  test('"joined X as their Y": the role, whatever its head word', async () => {
    await ask('r1', 'just joined Kilbride Rovers as their groundskeeper');
    const p = await profileOf('r1');
    assert.equal(p['employer'], 'Kilbride Rovers');
    assert.equal(p['role'], 'groundskeeper');
  });

  test('"as part of …" is no role', async () => {
    await ask('r2', 'I started at Vantrell as part of a graduate scheme');
    assert.equal((await profileOf('r2'))['role'], undefined);
  });
});

describe('gerund items', () => {
  test('gerunds with their objects, after semicolons, are each an item', async () => {
    await ask('g1', 'hobbies lately: sketching; brewing kombucha; fixing old radios');
    const all = await current('g1');
    assert.ok(has(all, 'sketching', 'kombucha', 'radio'), all.join(' | '));
    assert.ok(!all.some((x) => /user is fixing/i.test(x)), all.join(' | '));
  });
});
