// Issue 23, offline, fourth pass: age and nickname as single-valued profile fields, read through an
// extraction job (sessions.append + the job worker: rules, guards, consolidation) on a real SQLite
// file with no model. A number that is not an age, a future age and an age range set nothing; what
// the user is called never replaces a name already known. The sentences are written here, for these
// tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { offlineUser } from './support/offline-user.js';

let dir: string;
let m: Mnemo;
const now = new Date('2026-06-15T12:00:00Z');
const { profileOf, current, say } = offlineUser(() => m, now);

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-age-'));
  m = await createMnemo({ db: join(dir, 'a.db'), llm: null, now: () => now, writePath: { background: false } });
});
after(async () => {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the age is one profile field', () => {
  test('"I am 47 years old" sets it; "just turned 48" replaces it, superseding the old memory', async () => {
    await say('age1', 'I am 47 years old');
    assert.equal((await profileOf('age1'))['age'], '47');
    await say('age1', 'I just turned 48 yesterday');
    assert.equal((await profileOf('age1'))['age'], '48');
    const live = await current('age1');
    assert.ok(!live.some((c) => /\b47\b/.test(c)), 'the old age is no longer current');
  });

  test('an age in words, and an age beside another fact; never half of a hyphenated number', async () => {
    await say('age2', 'turned twenty last week');
    assert.equal((await profileOf('age2'))['age'], '20');
    await say('age6', 'turned seventy-one in April');
    assert.notEqual((await profileOf('age6'))['age'], '70', 'not sure is nothing, never a wrong age');
    await say('age3', "I'm 23, and I study law");
    assert.equal((await profileOf('age3'))['age'], '23');
  });

  test('a number with another unit, a future age and a range set no age', async () => {
    await say('age4', "I'm 10 minutes away");
    await say('age4', "I'll be 50 in the autumn");
    await say('age4', "I'm in my forties");
    assert.equal((await profileOf('age4'))['age'], undefined);
  });

  test("a child's age is not the user's", async () => {
    await say('age5', 'my daughter is 12');
    assert.equal((await profileOf('age5'))['age'], undefined);
  });
});

describe('what the user is called never replaces a known name', () => {
  test('"you can call me Rick" when the name is Richard is a nickname', async () => {
    await say('nick1', 'My name is Richard');
    await say('nick1', 'you can call me Rick');
    const p = await profileOf('nick1');
    assert.equal(p['name'], 'Richard');
    assert.equal(p['nickname'], 'Rick');
  });

  test('a second nickname replaces the first as the one current value', async () => {
    await say('nick2', 'my mates call me Gaz');
    await say('nick2', 'I go by Gary these days');
    assert.equal((await profileOf('nick2'))['nickname'], 'Gary');
    assert.equal((await profileOf('nick2'))['name'], undefined);
  });

  test('"online I go by Zeta" is a nickname', async () => {
    await say('nick3', 'online I go by Zeta');
    const p = await profileOf('nick3');
    assert.equal(p['nickname'], 'Zeta');
    assert.equal(p['name'], undefined);
  });
});

describe('a bare correction that names nothing known sets nothing', () => {
  test('"no, it\'s Tallinn" is not a name, and says it was not understood', async () => {
    await say('corr1', 'My name is Greta');
    await say('corr1', 'my brother lives in Riga and my aunt in Vilnius');
    await say('corr1', "no, it's Tallinn");
    const p = await profileOf('corr1');
    assert.equal(p['name'], 'Greta');
    assert.equal(p['location'], undefined);
  });
});
