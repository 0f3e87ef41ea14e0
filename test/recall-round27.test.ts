/**
 * Recall, twenty-seventh round of issue 24: a provider asked by the service it renders ("who checks my eyes", "where
 * do i get my hair cut"); a pastime or a study named by its kind ("what instrument am i learning", "which dance form
 * do i do", "what course am i on") finds a statement naming one of its members; the hazards of dust, altitude,
 * pollen and colours; a plan told as what someone else means to do with the user. The readers on their own; then
 * through the library (an import, then recall) on a real SQLite file.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hazardsOf } from '../src/core/attributes/hazards.js';
import { readQuestion } from '../src/core/attributes/questions.js';
import { AttributeTable } from '../src/core/attributes/table.js';
import { importedRecall, memoryLine as line } from './support/recall-engine.js';

const table = new AttributeTable();
const asked = (q: string) => readQuestion(q, table).asked;
const keys = (q: string) => asked(q).map((a) => a.key);
const names = (q: string) => hazardsOf(q).map((k) => k.name);

describe('readers', () => {
  test('a provider asked by the service it renders', () => {
    for (const q of ['who checks my eyes', 'where do i get my hair cut', "who's the animal doctor i use", 'who cuts my grass']) {
      assert.ok(keys(q).includes('provider'), q);
    }
    const eyes = asked('who checks my eyes').find((a) => a.key === 'provider');
    assert.ok(eyes?.values.includes('optician'));
  });

  test('a pastime or a study named by its kind carries the kind’s members', () => {
    const instrument = asked('what instrument am i learning').find((a) => a.key === 'hobby');
    assert.ok(instrument?.values.includes('accordion'));
    const dance = asked('which dance form do i do').find((a) => a.key === 'hobby');
    assert.ok(dance?.values.some((v) => v.startsWith('kathak')));
    assert.ok(keys('what qualification am i working towards').includes('learning'));
    assert.ok(!keys('what qualification am i working towards').includes('school'));
    assert.deepEqual(keys('enrol me in an evening pottery course on wednesdays'), []);
  });

  test('a trip said as routine — "reach" work, a place "for work" or "in the morning" — asks for the commute', () => {
    for (const q of ['how do i reach the office', 'how do I get over to the depot for work', 'how do i get to the bakery in the morning']) {
      assert.equal(keys(q)[0], 'commute', q);
    }
    assert.notEqual(keys('how do i get to the beach')[0], 'commute');
  });

  test('a word of a kind with another reading asks for no pastime', () => {
    assert.ok(!keys('what does my ma do').includes('school'));
    assert.ok(!keys('what does my ma do').includes('hobby'));
  });

  test('the hazards of dust, altitude, pollen and colours', () => {
    assert.ok(names('a heritage stay with heavy carpets and drapes').includes('dust'));
    assert.ok(names('we want to hike a fourteener next summer').includes('altitude'));
    assert.ok(names('a picnic in the lavender fields').includes('pollen'));
    assert.ok(names('check the wiring on this plug').includes('colour'));
    assert.ok(names('a cottage with geckos on every wall').includes('creepy'));
    assert.deepEqual(names('what time is it'), []);
  });
});

const scope = { tenantId: 't', userId: 'u-round27' };

describe('services, kinds and hazards (library)', () => {
  const { top } = importedRecall('round27', scope, [
    line('barber', 'fact', "The user's barber is Tam at Razor Sharp on Kilmarnock Road.", '2024-06-10'),
    line('hedge', 'fact', "The council cuts the hedge outside the user's flat every spring.", '2024-06-10'),
    line('optician', 'fact', "The user's optician is at Specsavers on Gallowtree Gate.", '2024-06-10'),
    line('accordion', 'fact', 'The user is learning to play the accordion from videos.', '2024-06-10'),
    line('band', 'fact', "The user's favourite band is Myslovitz.", '2024-06-10'),
    line('mites', 'fact', 'The user is allergic to dust mites.', '2024-06-10'),
    line('thyroid', 'fact', 'The user has hypothyroidism and takes thyroxine every morning.', '2024-06-10'),
    line('water', 'fact', 'The user is scared of deep water.', '2024-06-10'),
    line('travis', 'fact', "The user's boyfriend Travis is an electrician.", '2024-06-10', ['partner', 'Travis']),
  ]);

  test('the provider of a service, by what the service is', async () => {
    assert.equal((await top('where do i get my hair cut'))[0], 'barber');
    assert.ok((await top('who checks my eyes')).includes('optician'));
  });

  test('a pastime by its kind', async () => {
    assert.ok((await top('what instrument am i having a go at')).includes('accordion'));
  });

  test('a request that collides with a constraint by the hazard it carries', async () => {
    assert.ok((await top('book us an old heritage house stay with heavy carpets and drapes')).includes('mites'));
    assert.ok((await top('travis wants to take me snorkeling next month')).includes('water'));
  });
});
