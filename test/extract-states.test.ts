// Issue 23, offline, second pass: cessation and negation as the new state, corrections read against
// the known profile, "used to … now", named categories, nicknames, framed and reported statements —
// through an extraction job (sessions.append + the job worker: rules, guards, consolidation) on a
// real SQLite file with the local embedder and no model. The sentences are written here, for these
// tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { extractFromText } from '../src/write/extract/index.js';

let dir: string;
let m: Mnemo;
let now = new Date('2026-06-15T12:00:00Z');
const profileOf = async (userId: string) => Object.fromEntries((await m.profile({ userId })).map((p) => [p.key, p.value]));
const current = async (userId: string) => (await m.list({ userId }, { limit: 1000 })).map((r) => r.content);
const everything = (userId: string) => m.list({ userId }, { limit: 1000, includeInvalid: true });
const say = async (userId: string, text: string) => {
  const s = await m.sessions.open({ userId });
  await m.sessions.append({ userId }, s.id, [{ role: 'user', content: text, at: now }]);
  await m.flush({ scope: { userId } });
};
const has = (contents: readonly string[], re: RegExp) => contents.some((c) => re.test(c));

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-states-'));
  m = await createMnemo({ db: join(dir, 's.db'), llm: null, now: () => now, writePath: { background: false } });
});
after(async () => {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('cessation is the new state, superseding exactly the old one', () => {
  test('"gave up green tea" supersedes the tea habit and nothing else', async () => {
    await say('tea', 'I drink green tea every afternoon');
    await say('tea', 'I play badminton on Sundays');
    now = new Date('2026-07-01T12:00:00Z');
    await say('tea', 'gave up green tea in May, it kept me awake');
    const live = await current('tea');
    assert.ok(!has(live, /drinks green tea/), 'the habit is no longer current');
    assert.ok(has(live, /gave up green tea/), 'the new state is stored in the user’s words');
    assert.ok(has(live, /badminton/), 'another habit is untouched');
    const old = (await everything('tea')).find((r) => /drinks green tea/.test(r.content));
    assert.ok(old?.supersededBy, 'superseded by the new state, not deleted');
  });

  test('"I don\'t drink any more" ends the wine, not the lattes', async () => {
    await say('wine', 'I drink a glass of red wine with dinner');
    await say('wine', 'I drink oat lattes');
    await say('wine', "i dont drink any more, it's been a month");
    const live = await current('wine');
    assert.ok(!has(live, /red wine/));
    assert.ok(has(live, /oat lattes/));
    assert.ok(has(live, /doesn't drink/));
  });

  test('a plain negation keeps its "not" and ends nothing', async () => {
    await say('chess', 'I play chess');
    await say('chess', "I don't play poker");
    const live = await current('chess');
    assert.ok(has(live, /plays chess/));
    assert.ok(has(live, /doesn't play poker/));
    assert.ok(!has(live, /user plays poker/));
    for (const said of ["I'm not religious", "I'm not much of a cook"])
      assert.match(extractFromText(said).candidates[0]?.content ?? '', /not/, `${said} keeps its "not"`);
    assert.deepEqual(extractFromText("I'm not sure").candidates, [], 'a moment, not a trait');
  });
});

describe('corrections read against what is known', () => {
  test('"Globex, not Initech" corrects the field that holds Initech, with the reason in history', async () => {
    await say('fix', 'I work at Initech');
    await say('fix', 'Globex, not Initech');
    assert.equal((await profileOf('fix')).employer, 'Globex');
  });

  test('a name spelt out corrects the known name a letter away', async () => {
    await say('spell', "I'm Katrin");
    await say('spell', 'Catrin, with a C');
    assert.equal((await profileOf('spell')).name, 'Catrin');
  });

  test('never a wrong edit: another person’s sentence, or a "not Y" that names nothing known, changes nothing', async () => {
    await say('safe', 'I live in Lisbon');
    await say('safe', 'Sara lives in Porto, not Lisbon');
    await say('safe', "it's Umbrella, not Hooli");
    assert.deepEqual(await profileOf('safe'), { location: 'Lisbon' });
    assert.equal(extractFromText("I'm at Costa now").candidates.length, 0, 'being somewhere now is not working there');
    assert.equal(extractFromText('Linz*').candidates.length, 0, 'a bare correction of nothing known is not guessed');
  });
});

describe('used to … now, durations', () => {
  test('"I used to live in Aarhus but these days I live in Odense": a past residence and the current one', async () => {
    await say('moved', 'I used to live in Aarhus but these days I live in Odense');
    assert.equal((await profileOf('moved')).location, 'Odense');
    const past = (await m.list({ userId: 'moved' }, { limit: 100 })).find((r) => r.triple?.predicate === 'lived_in');
    assert.equal(past?.triple?.object, 'Aarhus');
  });

  test('"I used to live in Aarhus" ends the location only when it is Aarhus', async () => {
    await say('was', 'I live in Aarhus');
    await say('was', 'I used to live in Aarhus');
    assert.equal((await profileOf('was')).location, undefined);
    await say('still', 'I live in Aalborg');
    await say('still', 'I used to live in Aarhus');
    assert.equal((await profileOf('still')).location, 'Aalborg');
  });

  test('a duration gives the start: "for six years" said in 2026 began in 2020', async () => {
    await say('pilot', "I've been a pilot for six years");
    const role = (await m.list({ userId: 'pilot' }, { limit: 10 })).find((r) => r.profileKey === 'role');
    assert.equal(role?.validFrom.toISOString().slice(0, 4), '2020');
  });
});

describe('categories, nicknames, frames, reported words', () => {
  test('a favourite keeps its category, and a new favourite of it replaces the old', async () => {
    await say('fav', 'my favourite fruit is mango');
    assert.equal((await profileOf('fav'))['preference.fruit'], 'mango');
    await say('fav', 'favourite fruit: lychee');
    assert.equal((await profileOf('fav'))['preference.fruit'], 'lychee');
    assert.ok(!has(await current('fav'), /mango/));
  });

  test('what others call the user is a nickname beside the name; a description is no name', async () => {
    await say('nick', "I'm Theodora");
    await say('nick', 'everyone calls me Teddy');
    await say('nick', 'my team calls me the fixer');
    assert.deepEqual(await profileOf('nick'), { name: 'Theodora', nickname: 'Teddy' });
  });

  test('a heading and "Key: value" lines are read; quoted words of someone else are not the user’s', async () => {
    await say('frame', '## Me\n- Job: sound engineer\n- City: Ghent');
    assert.deepEqual(await profileOf('frame'), { role: 'sound engineer', location: 'Ghent' });
    assert.deepEqual(extractFromText('my dad always says "I am the king of barbecue"').candidates, []);
    assert.deepEqual(
      extractFromText('Waiter: I recommend the fish\nMe: I am allergic to fish').candidates.map((c) => c.triple?.predicate),
      ['allergic_to'],
    );
  });

  test("an opinion reported stores nothing; an authority's word about the user is the user's", async () => {
    assert.deepEqual(extractFromText('my cousin says Rome is overrated').candidates, []);
    const nickel = extractFromText("my dermatologist confirmed I'm allergic to nickel").candidates;
    assert.deepEqual(
      nickel.map((c) => [c.triple?.predicate, c.triple?.object]),
      [['allergic_to', 'nickel']],
    );
    assert.deepEqual(extractFromText("off the record: I'm looking for another job").candidates, [], 'off the record keeps nothing');
  });
});
