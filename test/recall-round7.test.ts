/**
 * Recall, seventh round of issue 24:
 *
 * - question forms: "where" + grow up / be from / work, "who" + a verb with the user as its object ("who employs
 *   me", "who does my books"), "what" + am i on / how much do i earn; not "where do i work out", "what team am i on";
 * - the noun lexicon of synonyms and hypernyms per attribute ("the pooch", "what rodent"), configurable per attribute,
 *   and the fact of the kind named before the attribute's other facts;
 * - a request's company ("for the two of us": the household's constraints), its day ("on saturday morning": the
 *   standing statements of the user's week) and the values that bear on its activity (a food allergy for a pizza,
 *   not latex), all under the `topic` and `constraint` parts;
 * - a superseded value is never returned unless `includeInvalid` asks; the same through `mnemo recall --json`.
 *
 * The hash embedder is used throughout, so nothing here comes from word vectors.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { askedAttributes, AttributeTable, DEFAULT_ATTRIBUTES } from '../src/core/attributes/index.js';
import { scheduleTerms } from '../src/core/attributes/schedule.js';
import { stemWord } from '../src/core/text/terms.js';

const asked = (q: string, table = DEFAULT_ATTRIBUTES) =>
  askedAttributes(q, table)
    .filter((a) => a.via === 'asked')
    .map((a) => a.key);

describe('question forms and the noun lexicon', () => {
  test('where + grow up / be from / work, who + a verb with the user as object, what + am i on', () => {
    assert.deepEqual(asked("where'd i grow up"), ['hometown']);
    assert.deepEqual(asked('where was i brought up'), ['hometown']);
    assert.deepEqual(asked('where am i originally from').sort(), ['hometown', 'nationality']);
    assert.deepEqual(asked('where do i hail from').sort(), ['hometown', 'nationality']);
    assert.deepEqual(asked('who employs me').sort(), ['employer', 'role']);
    assert.deepEqual(asked('who signs off my leave'), ['manager']);
    assert.deepEqual(asked('who does my books'), ['provider']);
    assert.deepEqual(asked('what am i on for my blood pressure').sort(), ['medical', 'takes_medication']);
    assert.deepEqual(asked('how much do i get paid'), ['income']);
    assert.deepEqual(asked('what am i saving up for'), ['goal']);
    const where = askedAttributes('where do i work', DEFAULT_ATTRIBUTES);
    assert.equal(where.find((a) => a.key === 'employer')?.weight, 1);
    assert.equal(where.find((a) => a.key === 'role')?.weight, 0.8, 'a role fact may name the workplace');
  });

  test('the same words in another question ask for nothing of the kind', () => {
    assert.ok(!asked('where do i work out').includes('employer'), 'a gym');
    assert.ok(!asked('what team am i on').includes('takes_medication'));
    assert.ok(!asked('what colour are my eyes').includes('medical'), 'a part of the body asks only beside a word of ailing');
    assert.deepEqual(asked('what time is my train'), []);
    assert.deepEqual(asked('where did tomas grow up'), [], 'someone else');
    assert.deepEqual(asked('what did i eat last week'), [], 'a time names an event');
  });

  test('a noun of a value asks for its attribute and says which value it means', () => {
    assert.deepEqual(asked("what's the pooch called"), ['has_pet']);
    assert.deepEqual(asked('what rodent do i have'), ['has_pet']);
    assert.deepEqual(asked("what's my trade"), ['role']);
    assert.deepEqual(asked("what's wrong with my eyes"), ['medical']);
    const pet = askedAttributes("what's the pooch called", DEFAULT_ATTRIBUTES).find((a) => a.key === 'has_pet');
    assert.ok(pet?.values.includes(stemWord('whippet')), 'a dog breed is of the group');
    assert.ok(!pet?.values.includes(stemWord('tabby')));
    const doctor = askedAttributes("who's my doctor", DEFAULT_ATTRIBUTES).find((a) => a.key === 'provider');
    assert.ok(doctor?.predicates.includes('gp'), 'read under its own nouns');
  });

  test('a configured noun group asks for its attribute', () => {
    const table = new AttributeTable([{ key: 'boat', cardinality: 'single', nouns: [{ head: 'boat', synonyms: ['tub'], under: ['dinghy'] }] }]);
    assert.deepEqual(asked("what's my old tub called", table), ['boat']);
    assert.deepEqual(asked('what dinghy do i sail', table), ['boat']);
    assert.deepEqual(asked("what's my old tub called"), []);
  });

  test('the times of the week a request names; a time of day alone names none', () => {
    const t = scheduleTerms('set up a call with the accountant on saturday morning');
    assert.equal(t.get(stemWord('saturday')), 1);
    assert.equal(t.get(stemWord('shabbat')), 0.8);
    assert.equal(scheduleTerms('cook something nice tonight').size, 0);
  });
});

const U = { userId: 'rosalind' };
type Input = Parameters<Mnemo['remember']>[1];
const fact = (predicate: string, object: string): Partial<Input> => ({ triple: { subject: 'user', predicate, object } });

describe('through the library and the CLI', () => {
  let dir: string;
  let db: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round7-'));
    db = join(dir, 'm.db');
    mnemo = await createMnemo({ db, embedder: 'hash', llm: null });
    const add = async (name: string, content: string, extra: Partial<Input> = {}) => {
      ids[name] = (await mnemo.remember(U, { content, ...extra }, { consolidate: false })).id;
    };
    await add('hometown', 'The user grew up in Aberdeen.', fact('hometown', 'Aberdeen'));
    await add('role', 'The user is a physiotherapist for Carrow Vale rugby club.', fact('role', 'physiotherapist'));
    await add('books', "The user's bookkeeper is Anwen Pryce, who does her VAT returns.");
    await add('cat', 'The user has a cat named Suya.', fact('has_pet', 'cat'));
    await add('dog', 'The user has a whippet named Bramble.', fact('has_pet', 'whippet'));
    await add('partner', "The user's partner is Clem, who is vegan.", fact('partner', 'Clem'));
    await add('stall', 'The user runs a stall at Norwich Market every Saturday from 7am to 4pm.');
    await add('noCar', 'The user has no car and cycles everywhere.', fact('car', 'none'));
    await add('latex', 'The user is allergic to latex.', { ...fact('allergic_to', 'latex'), importance: 0.9 });
    await add('peanuts', 'The user is allergic to peanuts.', { ...fact('allergic_to', 'peanuts'), importance: 0.9 });
    await add('oldAgent', "The user's agent is Marcus Bell.", fact('agent', 'Marcus Bell'));
    // Unrelated memories beside the answers.
    await add('u1', "The user's neighbour keeps bees and gives her honey.");
    await add('u2', 'The user is reading a history of the Hanseatic League.');
    await add('u3', 'The user bought a new standing desk for the workshop.', { kind: 'episode' });
    await add('u4', "The user's friend Dilys is training for a triathlon.");
    const moved = await mnemo.update(U, ids.oldAgent as string, "The user's agent is now Lola Marsh.", {
      triple: { subject: 'user', predicate: 'agent', object: 'Lola Marsh' },
    });
    ids.agent = moved.current.id;
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const top = async (q: string, k = 3) => mnemo.recall(U, q, { k });

  test('a question form finds the fact whose words differ, under the attribute part', async () => {
    const grew = await top("where'd i grow up");
    assert.equal(grew[0]?.memory.id, ids.hometown);
    assert.equal(grew[0]?.scores.attribute, 1);
    const work = await top('where do i work');
    assert.equal(work[0]?.memory.id, ids.role, 'no employer fact: the role that names the workplace');
    assert.equal(work[0]?.scores.attribute, 0.8);
    const books = await top('who does my books');
    assert.ok(
      books.some((h) => h.memory.id === ids.books && h.scores.attribute > 0),
      'the bookkeeper, said in words',
    );
  });

  test('a noun of a value takes the fact of that kind first', async () => {
    const hits = await mnemo.recall(U, "what's the pooch called", { k: 5 });
    assert.equal(hits[0]?.memory.id, ids.dog);
    assert.equal(hits[0]?.scores.attribute, 1);
    const cat = hits.find((h) => h.memory.id === ids.cat);
    assert.ok(cat && cat.scores.attribute > 0 && cat.scores.attribute < 1, 'the other pet is still the attribute, below');
  });

  test("a request's company, its day and the values that bear on its activity", async () => {
    const us = await top('book a table for the two of us');
    const partner = us.find((h) => h.memory.id === ids.partner);
    assert.ok(partner && partner.scores.topic > 0 && partner.scores.constraint > 0, "the partner's diet bears on a meal for us");
    const saturday = await top('set up a call with the guild on saturday morning');
    const stall = saturday.find((h) => h.memory.id === ids.stall);
    assert.ok(stall && stall.scores.constraint > 0, 'the Saturday stall bears on a Saturday call');
    const pizza = await mnemo.recall(U, 'order a pizza for tonight', { k: 10 });
    const rank = (id: string | undefined) => pizza.findIndex((h) => h.memory.id === id);
    assert.ok(rank(ids.peanuts) >= 0 && rank(ids.peanuts) < rank(ids.latex), 'a food allergy before latex, for a pizza');
    const drive = await top('plan a drive to the coast for me');
    assert.ok(drive.some((h) => h.memory.id === ids.noCar && h.scores.topic > 0));
    const question = await mnemo.recall(U, 'what is my hometown', { k: 10 });
    for (const h of question) assert.equal(h.scores.constraint, 0, 'a question for information is no request');
  });

  test('a superseded value is not returned unless includeInvalid asks', async () => {
    const hits = await mnemo.recall(U, 'who looks after my bookings', { k: 5 });
    assert.equal(hits[0]?.memory.id, ids.agent);
    assert.ok(!hits.some((h) => h.memory.id === ids.oldAgent));
    const all = await mnemo.recall(U, 'who looks after my bookings', { k: 5, includeInvalid: true });
    assert.ok(all.some((h) => h.memory.id === ids.oldAgent));
  });

  test('mnemo recall --json: the attribute part, and no superseded value', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_EMBEDDER: 'hash' };
    delete env.MNEMO_LLM;
    const run = (q: string) => {
      const r = spawnSync(process.execPath, [join(process.cwd(), 'bin', 'mnemo.js'), '--db', db, 'recall', '--user', U.userId, '-k', '5', q, '--json'], {
        input: '',
        encoding: 'utf8',
        env,
      });
      assert.equal(r.status, 0, r.stderr);
      return JSON.parse(r.stdout) as { memory: { id: string }; scores: Record<string, number> }[];
    };
    const grew = run('where was i raised');
    assert.equal(grew[0]?.memory.id, ids.hometown);
    assert.equal(grew[0]?.scores.attribute, 1);
    const agent = run("who's my agent these days");
    assert.equal(agent[0]?.memory.id, ids.agent);
    assert.ok(!agent.some((h) => h.memory.id === ids.oldAgent));
  });
});
