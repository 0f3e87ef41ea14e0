/**
 * Recall, seventeenth round of issue 24: requests said as chat and non-native English say them, and a request for a
 * time against the user's standing constraints. An imperative whose object comes without a determiner ("recommend
 * decent curry house", "kindly arrange cab") is a request, told by the part of speech of its first word
 * (`core/attributes/request-form.ts`); a modal typed without its vowels ("shud i") is read as the modal
 * (`core/text/question-register.ts`); a statement of the user's week that falls on the time a request names reads
 * as close to it as the closest constraint (`read/rank/score.ts`), so it is not buried under constraints of more
 * importance that do not collide with the time. Through the library, on a real SQLite file; the readers on their own.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { isRequest } from '../src/core/attributes/request-form.js';
import { standardQuestion } from '../src/core/text/question-register.js';

const U = { userId: 'oluwaseun' };
// A Tuesday: the 10th is a Thursday.
const NOW = new Date('2027-06-08T09:00:00Z');

describe('the request reader on chat and non-native imperatives', () => {
  test('an imperative whose object has no determiner is a request', () => {
    for (const q of [
      'recommend decent curry house near the station',
      'kindly arrange cab to airport for monday morning',
      'find cheap flights to lagos in july',
      'organise cake for grandad, he turns ninety',
    ])
      assert.equal(isRequest(q), true, q);
  });
  test('a question for information said without its verb first is none', () => {
    for (const q of ['what languages do i speak', 'wife birthday when', 'where do i work these days', 'birds i used to keep', 'which city am i based in'])
      assert.equal(isRequest(q), false, q);
  });
  test('a modal typed without its vowels reads as the modal', () => {
    assert.equal(standardQuestion('shud i take the overnight coach'), 'should i take the overnight coach');
    assert.equal(isRequest(standardQuestion('shud i take the overnight coach')), true);
    assert.equal(standardQuestion('cud you sort a taxi'), 'could you sort a taxi');
  });
});

describe('a request for a time, against constraints of more importance (library)', () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  const add = async (name: string, content: string, triple?: { predicate: string; object: string }) => {
    const importance = triple ? 0.9 : 0.6;
    ids[name] = (await mnemo.remember(U, { content, importance, ...(triple && { triple: { subject: 'user', ...triple } }) }, { consolidate: false })).id;
  };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round17-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null, now: () => NOW });
    await add('penicillin', 'The user is allergic to penicillin.', { predicate: 'allergic_to', object: 'penicillin' });
    await add('asthma', 'The user has asthma and uses a blue inhaler.', { predicate: 'medical', object: 'asthma' });
    await add('latex', 'The user reacts badly to latex gloves.', { predicate: 'allergic_to', object: 'latex' });
    await add('epilepsy', 'The user has epilepsy and must not miss a dose of her tablets.', { predicate: 'medical', object: 'epilepsy' });
    await add('library', 'The user volunteers at the library reading club every Thursday afternoon.');
    await add('tea', 'The user drinks rooibos without milk.');
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the statement of that day and time comes in the first three, as a constraint that collides with it', async () => {
    const got = await mnemo.recall(U, 'the dentist has a slot on the 10th at 3, can i take it?', { k: 6 });
    const at = got.findIndex((r) => r.memory.id === ids.library);
    assert.ok(at >= 0 && at < 3, `expected the reading club in the first three, got ${at}`);
    assert.ok((got[at]?.scores.constraint ?? 0) >= (got.find((r) => r.memory.id === ids.penicillin)?.scores.constraint ?? 0));
  });
  test('a request that names no time does not lift it', async () => {
    const got = await mnemo.recall(U, 'the dentist wants to do a filling, anything i should tell them?', { k: 6 });
    const lib = got.find((r) => r.memory.id === ids.library);
    const pen = got.find((r) => r.memory.id === ids.penicillin);
    assert.ok(pen, 'the allergy is recalled');
    assert.ok(!lib || lib.scores.constraint < pen.scores.constraint);
  });
});
