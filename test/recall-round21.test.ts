/**
 * Recall, twenty-first round of issue 24: one of the user's people named by a word no table knows (another language's
 * or a dialect's kin word: "my suegra", "me oppa", "wor bairn"), told by what the question says of it (a verb of a
 * person's life, a personal pronoun, a name asked); the pronoun's sex ranks the people of the other sex lower.
 * Through the library (an import of keyed facts, then recall), on a real SQLite file; the reader on its own.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { pronounSex, statedSex, unknownPersonNoun } from '../src/core/attributes/unknown-kin.js';

const scope = { tenantId: 'default', userId: 'ines' };
const day = '2025-03-01T00:00:00.000Z';

const fact = (id: string, content: string, predicate: string | null, object = '') =>
  JSON.stringify({
    type: 'memory',
    id,
    kind: 'fact',
    content,
    triple: predicate ? { subject: 'user', predicate, object } : null,
    importance: 0.7,
    createdAt: day,
    validFrom: day,
    invalidatedAt: null,
    supersededBy: null,
    supersedes: null,
  });

describe('a person of the user named by an unknown kin word (library)', () => {
  let dir: string;
  let mnemo: Mnemo;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round21-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null });
    const header = JSON.stringify({ type: 'header', format: 'mnemo-export', version: 1, userId: scope.userId, tenantId: scope.tenantId });
    await mnemo.admin.importLines(
      [
        header,
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
      ],
      { scope },
    );
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const top3 = async (q: string) => (await mnemo.recall(scope, q, { k: 3 })).map((h) => h.memory.id);

  test('a kin word of another language with a pronoun or a verb of work finds the person', async () => {
    assert.ok((await top3('my marido, what does he do for work')).includes('m-partner'), 'husband by "marido" and "he"');
    assert.ok((await top3('where does my suegra work these days')).includes('m-mil'), 'mother-in-law by "suegra"');
  });

  test('the pronoun ranks the people of its sex first', async () => {
    const him = await top3('my chaval, what is he studying');
    assert.ok(him.includes('m-son') || him.includes('m-partner'), 'a male person of the user');
    assert.ok(!him.slice(0, 1).includes('m-sister'), 'not the sister first');
    const her = (await top3('my hermanita, what does she do for work'))[0];
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
