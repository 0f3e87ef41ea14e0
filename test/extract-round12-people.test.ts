// Issue 23, offline, twelfth pass: the subject of a clause decides whose fact it is. A person named by
// any relation noun — hyphenated, prefixed, compound or a possessive chain ("my great-uncle", "my
// father in law", "my ex-girlfriend", "my workmate", "my partner's nephew") — or by an apposition
// ("Bodhi (my godson)", "my housemate, Ilse,") or by a bare name gets the same predicate readings as the
// user's own clause (where they live, work, what they are allergic to, speak, keep as pets, like), stored
// as a fact about that person and never as a field of the user's. News someone told of themselves is
// theirs; a third party's standing rule named by any noun is a procedure. Through extraction jobs and
// the assistant that `mnemo ask` runs, on a real SQLite file with no model. The sentences are written
// here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extractFromText } from '../src/write/extract/index.js';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round12p', now);
const { profileOf, say, ask, stored, triples, seedField, hasTriple } = h;

describe('relation nouns of any shape make a subject that is not the user', () => {
  test('an "-in-law", spaced or hyphenated, is a relative: their town is theirs', async () => {
    await seedField('k1', 'location', 'Dundee');
    await say('k1', 'my father in law lives in Stirling');
    await hasTriple('k1', 'father-in-law · location · Stirling');
    await say('k1', 'my daughter-in-law works at Barclays');
    await hasTriple('k1', 'daughter-in-law · employer · Barclays');
    const p = await profileOf('k1');
    assert.equal(p['location'], 'Dundee');
    assert.equal(p['employer'], undefined);
  });

  test('prefixed and compound relations: great-, ex-, "-mate"', async () => {
    await say('k2', 'my great-uncle speaks Welsh');
    await hasTriple('k2', 'great-uncle · speaks · Welsh');
    await say('k2', 'my ex-girlfriend moved to Galway');
    await hasTriple('k2', 'ex-girlfriend · location · Galway');
    await say('k2', 'my workmate Oluwaseun is allergic to kiwi');
    await hasTriple('k2', 'Oluwaseun · allergic_to · kiwi');
    const p = await profileOf('k2');
    assert.equal(p['location'], undefined);
    assert.equal(p['language'], undefined);
    assert.ok(!(await triples('k2')).some((t) => t.startsWith('user · allergic_to')));
  });

  test('a possessive chain of relations is one person', async () => {
    await seedField('k3', 'role', 'accountant');
    await say('k3', "my partner's nephew is a firefighter");
    await hasTriple('k3', "partner's nephew · role · firefighter");
    assert.equal((await profileOf('k3'))['role'], 'accountant');
  });

  test('a relation with a name: a job and a pet of theirs, never the user’s', async () => {
    await seedField('k4', 'employer', 'Halden Ltd');
    await say('k4', 'my old flatmate Priscilla just got a job at Ocado');
    await hasTriple('k4', 'Priscilla · employer · Ocado');
    await say('k4', 'my pal Ruaridh has a ferret');
    await hasTriple('k4', 'Ruaridh · has_pet · ferret');
    assert.equal((await profileOf('k4'))['employer'], 'Halden Ltd');
  });
});

describe('appositions and bare names', () => {
  test('"Name (my X)" and "my X, Name," are the person named', async () => {
    await seedField('a1', 'diet', 'omnivore');
    await say('a1', 'Bodhi (my godson) is vegetarian');
    await hasTriple('a1', 'godson · diet · vegetarian');
    await say('a1', 'my housemate, Ilse, grew up in Utrecht');
    await hasTriple('a1', 'Ilse · lived_in · Utrecht');
    assert.equal((await profileOf('a1'))['diet'], 'omnivore');
  });

  test('a clause opened by a bare name is about that person', async () => {
    await seedField('a2', 'location', 'Perth');
    await say('a2', 'Tamsin moved to Hobart in the summer');
    await hasTriple('a2', 'Tamsin · location · Hobart');
    await ask('a2', 'Kwame loves reggae');
    await hasTriple('a2', 'Kwame · likes · reggae');
    assert.equal((await profileOf('a2'))['location'], 'Perth');
  });

  test('a liking of someone else’s is theirs, not a preference of the user’s', async () => {
    await say('a3', 'my stepbrother is a huge fan of Radiohead');
    await hasTriple('a3', 'stepbrother · likes · Radiohead');
    const p = await profileOf('a3');
    assert.ok(!Object.keys(p).some((k) => k.startsWith('preference.')), JSON.stringify(p));
  });
});

describe('reported news and third parties', () => {
  test('news someone told of themselves is theirs; their opinion of the user is nothing', async () => {
    await say('n1', 'Dervla said she is engaged');
    await hasTriple('n1', 'Dervla · is · engaged');
    await say('n1', 'my uncle told me he got a job at Siemens');
    await hasTriple('n1', 'uncle · employer · Siemens');
    await say('n1', 'my aunt says I should retire');
    assert.equal((await profileOf('n1'))['employer'], undefined);
    assert.ok(!(await stored('n1')).some((r) => /retire/i.test(r.content) && r.importance >= 0.3));
  });

  test('a standing rule of a party named by any noun is a procedure; a thing of the user’s is no party', async () => {
    await say('t1', 'the dentist needs a day’s notice for any change');
    await say('t1', 'Accounts (Marisol in finance) only wants receipts as PDFs');
    await say('t1', 'my laptop needs all the updates');
    const kinds = (await stored('t1')).filter((r) => r.importance >= 0.3).map((r) => `${r.kind}: ${r.content}`);
    assert.ok(
      kinds.some((k) => /^procedure: .*dentist/i.test(k)),
      kinds.join(' | '),
    );
    assert.ok(
      kinds.some((k) => /^procedure: .*receipts/i.test(k)),
      kinds.join(' | '),
    );
    assert.ok(!kinds.some((k) => /^procedure: .*laptop/i.test(k)), kinds.join(' | '));
  });
});

describe('mixed turns: the edit or the fact and the question both happen', () => {
  test('a new job with an adjective, asked about in the same turn, is the employer and a question', async () => {
    await seedField('m1', 'employer', 'Brindle & Co');
    const said = 'got a permanent role at Zenith Health! what should I bring on day one?';
    await ask('m1', said);
    assert.equal((await profileOf('m1'))['employer'], 'Zenith Health');
    assert.equal(extractFromText(said).asks, true, 'the question is seen');
  });

  test('"my brother’s just moved to X" with a question: the brother’s town, never the user’s', async () => {
    await seedField('m2', 'location', 'Norwich');
    const said = "my brother's just moved to Valencia, is it hot there in May?";
    await ask('m2', said);
    await hasTriple('m2', 'brother · location · Valencia');
    assert.equal((await profileOf('m2'))['location'], 'Norwich');
    assert.equal(extractFromText(said).asks, true, 'the question is seen');
  });
});

describe('"there" and negations said of someone else', () => {
  test('"lives there" after one place named in the turn is that place; after two, nothing is read', async () => {
    await seedField('d1', 'location', 'Exeter');
    await ask('d1', 'is it cold in Tallinn in winter? my nephew lives there');
    await hasTriple('d1', 'nephew · location · Tallinn');
    await ask('d1', 'thinking of Bergen or Tromsø for a trip, my godmother lives there');
    assert.ok(!(await triples('d1')).some((t) => t.startsWith('godmother · location')));
    assert.equal((await profileOf('d1'))['location'], 'Exeter');
  });

  test('a relative’s dislike said with a negation is theirs', async () => {
    await say('d2', "my father-in-law doesn't like coriander");
    await hasTriple('d2', 'father-in-law · dislikes · coriander');
    const p = await profileOf('d2');
    assert.ok(!Object.keys(p).some((k) => k.startsWith('preference.')), JSON.stringify(p));
  });
});

describe('a sentence without its subject after one about someone else', () => {
  test('"my cousin got engaged. started at Ofgem too" sets no field of the user, and the reply says what was not understood', async () => {
    await seedField('s1', 'employer', 'Halcrow');
    const turn = await ask('s1', 'my cousin got engaged. started at Ofgem too');
    assert.equal((await profileOf('s1'))['employer'], 'Halcrow');
    assert.ok(!(await stored('s1')).some((r) => /user (?:works|is employed) at Ofgem/i.test(r.content)));
    assert.doesNotMatch(turn.reply, /employer is now/i);
  });
  test("the same subjectless sentence after one of the user's own is the user's", async () => {
    await say('s2', 'Moved to Whitby last month');
    assert.equal((await profileOf('s2'))['location'], 'Whitby');
  });
});
