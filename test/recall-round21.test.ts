/**
 * Recall, twenty-first round of issue 24: one of the user's people named by a word no table knows (another language's
 * or a dialect's kin word: "my suegra", "me oppa", "wor bairn"), told by what the question says of it (a verb of a
 * person's life, a personal pronoun, a name asked); the pronoun's sex ranks the people of the other sex lower.
 * Through the library (an import of keyed facts, then recall), on a real SQLite file; the reader on its own.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pronounSex, statedSex, unknownPersonNoun } from '../src/core/attributes/unknown-kin.js';
import { importedRecall, memoryLine } from './support/recall-engine.js';

const scope = { tenantId: 'default', userId: 'ines' };
const fact = (id: string, content: string, predicate: string | null, object = '') =>
  memoryLine(id, 'fact', content, '2025-03-01', predicate ? [predicate, object] : null);

describe('a person of the user named by an unknown kin word (library)', () => {
  const { top } = importedRecall('round21', scope, [
    fact('m-partner', "The user's husband Joaquín repairs fishing boats in the harbour.", 'partner', 'Joaquín'),
    fact('m-mil', "The user's mother-in-law Remedios runs a bakery in Cádiz.", 'parent', 'Remedios'),
    fact('m-sister', "The user's sister Lucía teaches piano in Madrid.", 'sibling', 'Lucía'),
    fact('m-son', "The user's son Mateo studies marine biology in Vigo.", 'child', 'Mateo'),
    fact('m-job', 'The user works as a customs officer at the port.', 'occupation', 'customs officer'),
    fact('m-city', 'The user lives in Huelva.', 'location', 'Huelva'),
    // Traps: words of the questions said of no person of the user.
    fact('m-boat', 'The user sold her old boat last summer.', null),
    fact('m-bakery', 'The user buys bread at the bakery on Calle Mayor.', null),
    fact('m-work', 'The user walks to work along the seafront.', null),
  ]);

  test('a kin word of another language with a pronoun or a verb of work finds the person', async () => {
    assert.ok((await top('my marido, what does he do for work')).includes('m-partner'), 'husband by "marido" and "he"');
    assert.ok((await top('where does my suegra work these days')).includes('m-mil'), 'mother-in-law by "suegra"');
  });

  test('the pronoun ranks the people of its sex first', async () => {
    const him = await top('my chaval, what is he studying');
    assert.ok(him.includes('m-son') || him.includes('m-partner'), 'a male person of the user');
    assert.ok(!him.slice(0, 1).includes('m-sister'), 'not the sister first');
    const her = (await top('my hermanita, what does she do for work'))[0];
    assert.ok(her === 'm-sister' || her === 'm-mil', 'a female person of the user first');
  });

  test('a question on a thing of the user is not read as one on a person (trap)', async () => {
    assert.equal(
      unknownPersonNoun('what model is my kayak', () => false),
      null,
    );
    assert.equal(
      unknownPersonNoun('book a table with live music for our anniversary', () => false),
      null,
    );
    assert.equal(
      unknownPersonNoun('who is my padrino again', () => false),
      null,
      '"who" is read by the statements of people',
    );
  });
});

describe('the reader of unknown kin words', () => {
  test('names the noun when what follows it says a person', () => {
    assert.equal(
      unknownPersonNoun('my tía, where does she live now', () => false),
      'tía',
    );
    assert.equal(
      unknownPersonNoun('what does wor bairn do at the school', () => false),
      null,
      'no verb of a life, no pronoun',
    );
    assert.equal(
      unknownPersonNoun('what did my dziadek do for a living', () => false),
      'dziadek',
    );
    assert.equal(
      unknownPersonNoun('my oppa, how is he called', () => false),
      'oppa',
    );
  });
  test('tells the sex of a pronoun and of a stated kin noun', () => {
    assert.equal(pronounSex('what does he do'), 'male');
    assert.equal(pronounSex('where does she stay'), 'female');
    assert.equal(pronounSex('where do they live'), null);
    assert.equal(statedSex("The user's mother-in-law Ana runs a shop."), 'female');
    assert.equal(statedSex("The user's stepson Leo plays rugby."), 'male');
    assert.equal(statedSex("The user's friend Sam cooks."), null);
  });
});
