/**
 * Recall, twenty-third round of issue 24: a request names a thing (a ferry, an MRI, balloons) and the one standing
 * constraint of the user it collides with (seasickness, claustrophobia, a latex allergy) comes first among the user's
 * several constraints; a plan told as a wish reaches it too, a question about the past does not. The hazard table on
 * its own; then through the library (an import, then recall) on a real SQLite file.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hazardsOf, hazardTerms, saysHazard } from '../src/core/attributes/hazards.js';
import { plainQuestion } from '../src/core/attributes/loanwords.js';
import { importedRecall, memoryLine } from './support/recall-engine.js';

const names = (q: string) => hazardsOf(q).map((k) => k.name);

describe('the hazard table', () => {
  test('a thing of a request names its kind of hazard, plurals as singulars', () => {
    assert.ok(names('book us a ferry to the islands').includes('water'));
    assert.ok(names('any cable cars up the mountain?').includes('heights'));
    assert.ok(names('pick up some balloons for the party').includes('latex'));
    assert.ok(names('grab me a couple of croissants').includes('gluten'));
  });

  test('a request that names no hazard names none, and a word inside another word is no thing', () => {
    assert.deepEqual(names('send the invoice to the client on monday'), []);
    assert.ok(!names('what is on the surface of the report').includes('water'), '"surface" is no "surf"');
    assert.ok(!names('can you give me a lift to the station').includes('lifting'));
  });

  test('a constraint says its hazard by stem or by a longer word, not by a word that only begins alike', () => {
    const water = hazardsOf('a boat trip');
    assert.ok(saysHazard('The user gets seasick on boats.', water));
    assert.ok(saysHazard('The user suffers from seasickness.', water));
    assert.ok(!saysHazard('The user added a second boat to the business.', water), 'owning a boat is no constraint');
    const insects = hazardsOf('a walk through the butterfly house');
    assert.ok(saysHazard('The user is allergic to bee stings.', insects));
    assert.ok(!saysHazard('The user brews beer at home.', insects), '"beer" is not "bee"');
    assert.ok(hazardTerms(water).length > 0);
  });
});

const scope = { tenantId: 'default', userId: 'niamh' };
const fact = (id: string, content: string, predicate: string | null, object = '', importance = 0.85) =>
  memoryLine(id, 'fact', content, '2025-03-01', predicate ? [predicate, object] : null, { importance });

describe('a request reaches the constraint it collides with (library)', () => {
  const { top } = importedRecall('round23', scope, [
    fact('c-peanut', 'The user is allergic to peanuts.', 'allergic_to', 'peanuts', 0.95),
    fact('c-sea', 'The user gets seasick on anything that floats.', 'medical', 'seasickness'),
    fact('c-closed', 'The user is claustrophobic.', 'fear', 'enclosed spaces', 0.8),
    fact('c-latex', 'The user reacts badly to latex.', null, '', 0.9),
    fact('c-swim', 'The user cannot swim.', null, '', 0.75),
    fact('m-job', 'The user works as a radiographer.', 'role', 'radiographer', 0.7),
    fact('m-commute', 'The user cycles a folding bike to work.', 'commute', 'bicycle', 0.7),
    fact('m-wife', "The user's wife is Agnieszka.", 'partner', 'Agnieszka', 0.7),
  ]);

  test('the colliding constraint comes first, above a weightier one that does not collide', async () => {
    assert.equal((await top('book us a ferry over to the islands for the weekend'))[0], 'c-sea');
    assert.equal((await top('pls book me the MRI slot on friday morning'))[0], 'c-closed');
    assert.equal((await top('grab a few bags of balloons for the party'))[0], 'c-latex');
  });

  test('a plan told as a wish reaches it too, whatever its importance', async () => {
    assert.ok((await top('we should go snorkelling off the reef next week, keen?')).includes('c-swim'));
  });

  test('the commute asked by how one gets to the job; kin words of another language', async () => {
    assert.ok((await top('how do i get in to the job every morning')).includes('m-commute'));
    assert.equal(plainQuestion("what's my żona called"), "what's my wife called");
    assert.ok((await top("what's my żona called")).includes('m-wife'));
  });
});
