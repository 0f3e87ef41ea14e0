/**
 * Recall, twenty-sixth round of issue 24: one relative by many words ("my granny" finds "The user's nan …", "the kids'
 * nana" the partner's mother); a kin noun that names no relative ("mother tongue", "was i a kid") asks for no person;
 * a verb of turning to someone ("who do i go to when i fall sick") asks for the person, not the occasion's attribute.
 * The readers on their own; then through the library (an import, then recall) on a real SQLite file.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { kinNamesNoRelative, kinWordsOf, namesUnkeyedRelative } from '../src/core/attributes/kin-words.js';
import { readQuestion } from '../src/core/attributes/questions.js';
import { AttributeTable } from '../src/core/attributes/table.js';
import { importedRecall, memoryLine as line } from './support/recall-engine.js';

const table = new AttributeTable();
const asked = (q: string) => readQuestion(q, table).asked.map((a) => a.key);

describe('kin words', () => {
  test("a relative's other words, in other registers and languages", () => {
    const granny = kinWordsOf('how old is my granny');
    for (const w of ['nan', 'nonna', 'oma', 'abuela', 'grandmother']) assert.ok(granny.includes(w), w);
    assert.ok(kinWordsOf("what is grandpa's hobby").includes('opa'));
    assert.ok(kinWordsOf('what does my ma do').includes('mom'));
    assert.ok(kinWordsOf('what does my aunt cook').includes('tia'));
  });

  test('a relative named through another is the user’s own relative it means', () => {
    const nana = kinWordsOf("the kids' nana, what's her name");
    assert.ok(nana.includes('mother') && nana.includes('mother-in-law'));
    assert.ok(!nana.includes('nonna'));
    assert.deepEqual(kinWordsOf("how old is my brother's kid").sort(), ['nephew', 'nephews', 'niece', 'nieces', 'sobrina', 'sobrino']);
  });

  test('no relative: a word with another reading without a possessive, compounds, in-laws', () => {
    assert.deepEqual(kinWordsOf('what does ma stand for on my degree'), []);
    assert.deepEqual(kinWordsOf("what's my mother tongue"), []);
    assert.deepEqual(kinWordsOf('where does my mother in law live'), []);
    assert.deepEqual(kinWordsOf("what's my job"), []);
  });

  test('a kin noun that names no relative asks for no person', () => {
    assert.equal(kinNamesNoRelative("what's my mother tongue"), true);
    assert.equal(kinNamesNoRelative('which town was i a kid in'), true);
    assert.equal(kinNamesNoRelative('where does my mum live'), false);
    assert.equal(kinNamesNoRelative('what did my mother in law say'), false);
    assert.deepEqual(asked("what's my mother tongue"), ['speaks']);
    assert.deepEqual(asked('which town was i a kid in'), ['hometown']);
    assert.deepEqual(asked('where does my mum live'), ['parent']);
  });

  test('a relative no attribute keys is no unknown person; the wordings of this round', () => {
    assert.equal(namesUnkeyedRelative('nonna'), true);
    assert.equal(namesUnkeyedRelative('mum'), false);
    assert.deepEqual(asked('whats my native place'), ['hometown']);
    assert.equal(asked('how do i get to the restaurant every day')[0], 'commute');
    assert.equal(asked('why am i on tablets')[0], 'medical');
  });
});

const scope = { tenantId: 't', userId: 'u-round26' };
describe('kin words and people the user turns to (library)', () => {
  const { top } = importedRecall('round26', scope, [
    line('nan', 'fact', "The user's nan, Peggy, is ninety-one and lives in a nursing home in Mallow.", '2024-06-10'),
    line('mam', 'fact', "The user's mam Brid volunteers at the Simon Community shop.", '2024-06-10', ['parent', 'Brid']),
    line('husband', 'fact', "The user's husband Donal is a carpenter.", '2024-06-10', ['spouse', 'Donal']),
    line('rose', 'fact', "Donal's mother Rose minds the user's children on Wednesdays.", '2024-06-10'),
    line('knee', 'fact', 'The user hurt her knee and cannot manage many stairs.', '2024-06-10', ['medical', 'knee injury']),
    line('cook', 'fact', "Sunita comes to the user's home every morning to do the cooking.", '2024-06-10'),
    line('gp', 'fact', "The user's family doctor is Dr Meera Kale.", '2024-06-10'),
    line('speaks', 'fact', 'The user speaks Irish and English.', '2024-06-10', ['speaks', 'Irish, English']),
  ]);

  test('a relative asked by another word of theirs, or through the children', async () => {
    assert.ok((await top('how old is my granny')).includes('nan'));
    assert.ok((await top("the kids' nana, what's her name")).includes('rose'));
  });

  test('the person the user turns to comes before the occasion’s attribute', async () => {
    const got = await top('who do i go to when i fall sick');
    assert.ok(got.indexOf('gp') >= 0 && (got.indexOf('knee') < 0 || got.indexOf('gp') < got.indexOf('knee')));
  });

  test('a mother tongue is a language, not a mother', async () => {
    assert.equal((await top("what's my mother tongue"))[0], 'speaks');
  });
});
