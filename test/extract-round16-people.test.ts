// Issue 23, offline, sixteenth pass: whose fact is it. The subject of a clause decides: a bare relation opening a
// clause ("gran's …", "the missus …") is the user's relative; an occupation of someone else is read by its agent-noun
// shape; a joint subject "me and my <relation>" says the user's own value; a household's "we" sets no personal
// field; a pronoun after a person named right after a verb means that person; a value a sentence opens with is its
// own clause's subject (the gate); a party's rule covers a kind by its grammar. Through `mnemo ask` (the offline
// assistant) on a real SQLite file with no model. The sentences are written here, for these tests; none comes from
// the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round16p', now);
const { profileOf, ask, triples, kept, hasTriple } = h;

describe("a bare relation opening a clause is the user's relative", () => {
  test('"gran\'s got …", "the missus runs …": a fact about them, never the user\'s', async () => {
    await ask('b1', "gran's got emphysema, she was diagnosed in june");
    await hasTriple('b1', /^gran · /);
    assert.ok(!(await kept('b1')).some((x) => /the user has (got )?emphysema/i.test(x)));
    await ask('b2', 'the missus runs a bakery in Margate');
    const k = await kept('b2');
    assert.ok(
      k.some((x) => /wife|missus/i.test(x) && /bakery/i.test(x)),
      k.join(' | '),
    );
    assert.deepEqual(await profileOf('b2'), {});
  });
});

describe("someone else's occupation, read by the noun's shape", () => {
  test('"is a <-ist/-er noun>" of a relative or a named person is their role; the user\'s role is untouched', async () => {
    await ask('o1', 'my stepdad Lionel is a retired orthodontist in Swansea');
    await hasTriple('o1', /· role · .*orthodontist/);
    await ask('o1', 'Grete is a beekeeper');
    await hasTriple('o1', /^Grete · role · beekeeper$/);
    assert.equal((await profileOf('o1'))['role'], undefined);
  });

  test('a habit or a judgement is no occupation', async () => {
    await ask('o2', 'my uncle is a heavy drinker');
    assert.ok(!(await triples('o2')).some((x) => / · role · /.test(x)));
  });
});

describe('a joint subject with the user in it', () => {
  test('"me n my husband are both vegetarian" is the user\'s diet', async () => {
    await ask('j1', 'me n my husband are both vegetarian');
    assert.equal((await profileOf('j1'))['diet'], 'vegetarian');
  });

  test('"we\'re pescatarian at home" is no one person\'s diet', async () => {
    await ask('j2', "we're pescatarian at home but i have steak at work dos");
    assert.equal((await profileOf('j2'))['diet'], undefined);
  });
});

describe('a pronoun after a person named right after a verb means them', () => {
  test("\"ran into Oskar …, he's a paramedic now\" is Oskar's role, not the user's", async () => {
    await ask('p1', "saw Oskar at the station yesterday, he's a paramedic now");
    await hasTriple('p1', /^Oskar · role · paramedic$/);
    assert.equal((await profileOf('p1'))['role'], undefined);
  });

  test("\"grabbed a coffee with Imogen, she's pescatarian\" is Imogen's diet, not the user's", async () => {
    await ask('p2', "grabbed a coffee with Imogen, she's pescatarian");
    await hasTriple('p2', /^Imogen · diet · pescatarian$/);
    assert.equal((await profileOf('p2'))['diet'], undefined);
  });
});

describe("a value the sentence opens with is its own clause's subject", () => {
  test('"Beatriz is my manager, she\'s very fair" sets the manager', async () => {
    await ask('g1', "Beatriz is my manager, she's very fair");
    assert.equal((await profileOf('g1'))['manager'], 'Beatriz');
  });
});

describe("a party's rule covers a kind by its grammar", () => {
  test('a bare plural with how it is wanted, a group subject, a negated "allow" of a doing', async () => {
    await ask('r1', 'the head of department wants lesson plans uploaded before sunday night');
    await ask('r1', 'our gym insists members wipe down the benches');
    await ask('r1', 'the council doesnt allow bonfires in back gardens');
    const k = await kept('r1');
    for (const re of [/lesson plans/i, /wipe down/i, /bonfires/i])
      assert.ok(
        k.some((x) => x.startsWith('procedure:') && re.test(x)),
        `${String(re)}: ${k.join(' | ')}`,
      );
  });

  test("a relative's wish for a thing is no rule", async () => {
    await ask('r2', 'my brother wants new trainers');
    assert.ok(!(await kept('r2')).some((x) => x.startsWith('procedure:')));
  });
});

describe('"<Name> is my <relation>": the relation read by its shape, possessive chains too', () => {
  test("a godparent, a role the user engages and a relative of a relative keep their name; no field of the user's changes", async () => {
    await ask('n1', "Folasade's my godmother");
    await ask('n1', 'Ingrid is my physio');
    await ask('n1', "Piotr is my wife's brother");
    await hasTriple('n1', /^godmother · name · Folasade$/);
    await hasTriple('n1', /^physio · name · Ingrid$/);
    await hasTriple('n1', /^wife's brother · name · Piotr$/);
    assert.deepEqual(await profileOf('n1'), {});
  });
});

describe("a weighty fact of a named person's keeps them as its subject", () => {
  test('"my coworker Bartek has epilepsy" is about Bartek; the user\'s tie to him is kept beside it', async () => {
    await ask('w1', 'my coworker Bartek has epilepsy');
    await hasTriple('w1', /^Bartek · \w+ · epilepsy$/);
    assert.ok(!(await kept('w1')).some((x) => /the user has epilepsy/i.test(x)));
    assert.deepEqual(await profileOf('w1'), {});
  });
});
