// Issue 23, offline, round 28 (a): recall of the extractor in dialogues, lists and chatter. A name that is also a word
// of the lexicon, given by an introduction's shape after a greeting ("hi, I'm Hope"); a leading "they" of a turn that
// means the one person the turn before named, its verb said of one; "<relation> is <Name>" names that person, not a
// second one; a day of the week corrected alone ("actually make that Tuesday"); a turn that is only a complement of
// the clause before ("as a data engineer"); animals named with their kind in brackets. Through the assistant that
// `mnemo ask` runs, on a real SQLite file with no model. The sentences are written here, for these tests; none comes
// from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-06T12:00:00Z');
const h = offlineAssistant('round28a', now);
const { profileOf, ask, hasTriple, holds, lacks, trap } = h;

describe('a name that is also a word, by the shape of an introduction', () => {
  test('"hello, I\'m Joy" after a greeting is the name', async () => {
    await ask('n1', "hello, I'm Joy");
    assert.equal((await profileOf('n1'))['name'], 'Joy');
  });

  test('"it\'s Rusty here 👋" names the user; "it\'s rusty here" does not', async () => {
    await ask('n2', "it's Rusty here 👋");
    assert.equal((await profileOf('n2'))['name'], 'Rusty');
    await trap('n3', "ugh it's rusty here, the gate won't open");
  });

  test('the name stays when the introduction goes on with "and"', async () => {
    await ask('n4', "hey, I'm Sterling and I'm a carpenter");
    assert.equal((await profileOf('n4'))['name'], 'Sterling');
  });

  test('a state said after a greeting is no name, capitalised or not', async () => {
    await trap('n5', "hi, I'm Busy all week, talk later");
    await ask('n6', "hey, I'm Vegan btw");
    assert.equal((await profileOf('n6'))['name'], undefined);
    assert.equal((await profileOf('n6'))['diet'], 'vegan');
  });

  test('a word capitalised among other capitalised words is no name', async () => {
    await ask('n7', "Hi, I'm Glad You Asked");
    assert.equal((await profileOf('n7'))['name'], undefined);
  });
});

describe('a later turn that refers back to the one before', () => {
  test('"they work in …" after a partner was named is the partner\'s', async () => {
    await ask('d1', "My partner's name is Robin");
    await ask('d1', 'they work in insurance');
    await holds('d1', 'partner', 'insurance');
    assert.equal((await profileOf('d1'))['employer'], undefined);
  });

  test("\"they're a …\" after a friend was named: the friend's role, never the user's", async () => {
    await ask('d2', 'my best friend is Tariq');
    await ask('d2', "they're a paramedic in Hull");
    await holds('d2', 'paramedic');
    assert.equal((await profileOf('d2'))['role'], undefined);
  });

  test('"they" after two people named is left alone', async () => {
    await ask('d3', 'my sister and my cousin came over');
    await ask('d3', 'they work in insurance');
    await lacks('d3', 'sister works');
    await lacks('d3', 'cousin works');
  });

  test('"she\'s based in …" after "my manager is <Name>": the manager\'s place', async () => {
    await ask('d4', 'my manager is Ingrid');
    await ask('d4', "she's based in Rotterdam");
    await hasTriple('d4', /^manager · location · Rotterdam$/);
    assert.equal((await profileOf('d4'))['location'], undefined);
  });

  test('"actually make that Thursday" moves the one day said before', async () => {
    await ask('d5', 'I have choir practice every Tuesday night');
    await ask('d5', 'actually make that Thursday');
    await holds('d5', 'choir', 'thursday');
    await lacks('d5', 'every tuesday');
  });

  test('a day said after a request of the moment changes nothing', async () => {
    await ask('d6', 'can you remind me about the dentist on Monday?');
    await ask('d6', 'actually make that Tuesday');
    await lacks('d6', 'tuesday');
  });

  test('"as a <role>" after "I work at X" is the role there', async () => {
    await ask('d7', 'I work at Ørsted');
    await ask('d7', 'as a wind analyst');
    const p = await profileOf('d7');
    assert.equal(p['role'], 'wind analyst');
    assert.equal(p['employer'], 'Ørsted');
  });

  test('"as a hobby" after a liking adds no field', async () => {
    await ask('d8', 'I love baking');
    await ask('d8', 'as a hobby');
    assert.deepEqual(
      Object.keys(await profileOf('d8')).filter((k) => !k.startsWith('preference.')),
      [],
    );
  });
});

describe('a list whose items carry a note after an arrow', () => {
  test('each item is kept, the note beside it', async () => {
    await ask('a1', 'I play guitar -> 10 years, piano -> a little, cello -> just started');
    await hasTriple('a1', /^user · plays · guitar$/);
    await hasTriple('a1', /^user · plays · piano$/);
    await hasTriple('a1', /^user · plays · cello$/);
  });

  test('an arrow after a short heading is its colon', async () => {
    await ask('a2', 'Allergies -> wasps, sesame, aspirin');
    await hasTriple('a2', /^user · allergic_to · wasps$/);
    await hasTriple('a2', /^user · allergic_to · aspirin$/);
  });

  test('a sequence of arrows is left as typed', async () => {
    await ask('a3', 'wake up -> coffee -> emails');
    await lacks('a3', 'wake up (');
  });
});

describe('animals named with their kind in brackets', () => {
  test('each is a pet the user has', async () => {
    await ask('l1', 'Pets: Mango (parrot), Bruno (dog) and a tortoise called Speedy');
    await hasTriple('l1', /^user · has_pet · parrot named Mango$/);
    await hasTriple('l1', /^user · has_pet · dog named Bruno$/);
    await holds('l1', 'tortoise');
  });

  test('a bracket that names no animal makes no pet', async () => {
    await ask('l2', 'I have Tuesday (gym) and Friday (swim) free');
    await lacks('l2', 'named tuesday');
  });
});
