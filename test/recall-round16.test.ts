/**
 * Recall, sixteenth round of issue 24: a request that names a time is served by the statements of the user's week
 * that hold it, read by their grammar rather than by the day's own word. A span of days ("Tuesday to Saturday",
 * "mon-fri") holds the days between its ends; a day named beside a word of recurrence ("every week", "weekly") is a
 * time of the week; a weeknight is a weekday evening (`read/retrieve/request-bearing.ts`, `core/attributes/schedule.ts`).
 * A request said in chat order ("…, we can go?") or as whether a plan can be set for a time ("can the fitting be on
 * the 10th") is a request (`core/attributes/request-form.ts`). Through the library, on a real SQLite file; the readers
 * themselves are checked on their own.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { isRequest } from '../src/core/attributes/request-form.js';
import { scheduleTerms } from '../src/core/attributes/schedule.js';
import { weekFit } from '../src/read/retrieve/request-bearing.js';

const U = { userId: 'ottilie' };
// A Tuesday: the 10th is a Thursday, the 13th a Sunday, the 14th a Monday.
const NOW = new Date('2027-06-08T09:00:00Z');

describe('a request for a time, against the statements of the user week (library)', () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  const add = async (name: string, content: string) => {
    ids[name] = (await mnemo.remember(U, { content }, { consolidate: false })).id;
  };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round16-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'hash', llm: null, now: () => NOW });
    await add('stall', 'The user runs a cheese stall at the covered market Wednesday through Saturday.');
    await add('choir', 'The user sings with a community choir on a Monday evening every week.');
    await add('nursery', 'The user collects her nephew from nursery Mon-Fri at five.');
    await add('trip', 'The user went to a pottery fair in Stoke last spring.');
    await add('tea', 'The user drinks lapsang souchong without milk.');
    await add('neighbour', "The user's neighbour practises the trombone Tuesday to Thursday.");
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const inFirstThree = async (q: string, answer: string) => {
    const got = await mnemo.recall(U, q, { k: 6 });
    const at = got.findIndex((r) => r.memory.id === ids[answer]);
    assert.ok(at >= 0 && at < 3, `expected ${answer} in the first three, got ${at}`);
    assert.ok((got[at]?.scores.topic ?? 0) > 0, 'found as bearing on the time the request names');
    return got;
  };

  test('a day inside a span of days: a request for Friday reaches "Wednesday through Saturday"', async () => {
    await inFirstThree('could you book the van hire for friday morning', 'stall');
  });
  test('a date inside a span: "the 10th" (a Thursday) reaches the market stall', async () => {
    await inFirstThree('pls pencil in the boiler service on the 10th at 11am', 'stall');
  });
  test('a day beside "every week": a request for a Monday evening reaches the choir', async () => {
    await inFirstThree('can you get me tickets for the quiz on monday at 8pm', 'choir');
  });
  test('a weeknight is a weekday evening: "mon-fri" bears on it', async () => {
    await inFirstThree('set up a video call with my cousin on a weeknight around 5pm', 'nursery');
  });
  test('a request in chat order ("…, we can go?") reaches the statement of that day', async () => {
    await inFirstThree('the lads are doing a curry night on the 11th at 7pm, we can go?', 'stall');
  });
  test('whether a plan can be set for a time ("can the fitting be on the 10th") is a request', async () => {
    await inFirstThree('can the dress fitting be on the 10th at 2pm?', 'stall');
  });
  test("someone else's span of days is not the user's week", async () => {
    const got = await mnemo.recall(U, 'book a plumber for wednesday afternoon', { k: 6 });
    const n = got.find((r) => r.memory.id === ids.neighbour);
    assert.ok(!n || n.scores.topic === 0);
  });
});

describe('the readers on their own', () => {
  const sat = scheduleTerms('a barbecue on saturday', NOW);
  test('a span holds its inner days, not the days outside it', () => {
    assert.ok(weekFit('The user works at the garden centre Thursday through Sunday.', sat) >= 1);
    assert.ok(weekFit('The user works at the garden centre Thursday through Sunday.', scheduleTerms('a meeting on tuesday', NOW)) < 1);
    assert.equal(weekFit('The user had a quiet month to remember.', sat), 0);
  });
  test('two days joined by "and" are two days, not a span', () => {
    assert.ok(weekFit('The user swims on Thursdays and Sundays.', sat) < 1);
  });
  test('a day with a word of recurrence is a time of the week; a day said once is not', () => {
    const fri = scheduleTerms('lunch on friday', NOW);
    assert.ok(weekFit('The user goes to Friday prayers at the mosque every week.', fri) >= 1);
    assert.equal(weekFit('The user bought a Friday paper at the station.', fri), 0);
  });
  test('a weeknight names the working days', () => {
    assert.ok(scheduleTerms('drinks on a weeknight', NOW).has('weekday'));
  });
  test('request forms: chat order and a plan for a time; a question for information stays one', () => {
    assert.equal(isRequest('my sister is hosting a brunch on the 9th, i can come?'), true);
    assert.equal(isRequest('could our catch-up be moved to thursday'), true);
    assert.equal(isRequest('which languages i can speak'), false);
    assert.equal(isRequest('where i can park near the office'), false);
  });
});
