/**
 * Recall, eleventh round of issue 24: a question that asks for a person by what they do ("who trims my hedge")
 * reaches the statement of the person the user has whose words read closest in the local word vectors, whatever
 * words it uses (`read/retrieve/person-roles.ts`); such a question asks for no attribute whose value is no one and
 * for no request topic.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { asksForPerson } from '../src/read/retrieve/person-roles.js';
import { isRequest } from '../src/core/attributes/request-form.js';

const U = { userId: 'oskar' };

describe('questions that ask for a person by what they do', () => {
  let dir: string;
  let mnemo: Mnemo;
  let hashed: Mnemo;
  const ids: Record<string, string> = {};
  const add = async (name: string, content: string, predicate?: string, object?: string, importance?: number) => {
    const memory = { content, ...(predicate && object && { triple: { subject: 'user', predicate, object } }), ...(importance && { importance }) };
    ids[name] = (await mnemo.remember(U, memory, { consolidate: false })).id;
    await hashed.remember(U, memory, { consolidate: false });
  };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round11-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null });
    hashed = await createMnemo({ db: join(dir, 'h.db'), embedder: 'hash', llm: null });
    await add('role', 'The user works as a tram driver in Gothenburg.', 'role', 'tram driver');
    await add('neighbour', "The user's neighbour Britt feeds his fish when he is travelling.", 'friend', 'Britt');
    await add('mechanic', "The user's brother-in-law Jonas repairs his motorbike.");
    await add('physio', "The user's physiotherapist is Maja Lind at the sports clinic.");
    await add('swap', "The user's colleague Erik swaps late shifts with him.", 'works_with', 'Erik');
    await add('sister', "The user's sister Greta lives in Malmö.", 'sibling', 'Greta');
    await add('allergy', 'The user is allergic to penicillin.', 'allergic_to', 'penicillin', 0.9);
    await add('hobby', 'The user plays padel at weekends.', 'hobby', 'padel');
    await add('bike', 'The user bought new tyres for the motorbike in May.');
    await add('book', 'The user is reading a history of the Swedish navy.');
  });
  after(async () => {
    await mnemo.close();
    await hashed.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('an activity worded otherwise: "who looks after my aquarium when im away"', async () => {
    const got = await mnemo.recall(U, 'who looks after my aquarium when im away', { k: 3 });
    assert.equal(got[0]?.memory.id, ids.neighbour);
    assert.ok((got[0]?.scores.attribute ?? 0) > 0, 'the part shows in the breakdown');
  });

  test('a role named by what it treats: "who do i see for my bad knee"', async () => {
    const got = await mnemo.recall(U, 'who do i see for my bad knee', { k: 3 });
    assert.ok(got.slice(0, 3).some((r) => r.memory.id === ids.physio));
    assert.notEqual(got[0]?.memory.id, ids.allergy, 'a question for a person is no request on health');
  });

  test('a weekend in the question does not ask for the weekend pastime: "who trades evening rotas with me"', async () => {
    const got = await mnemo.recall(U, 'who trades evening rotas with me on the weekend', { k: 3 });
    assert.equal(got[0]?.memory.id, ids.swap);
    assert.ok(!got.slice(0, 1).some((r) => r.memory.id === ids.hobby));
  });

  test('guard: "who fixes my scooter" finds the person before the purchase that shares a word', async () => {
    const got = await mnemo.recall(U, 'who fixes my scooter when it breaks', { k: 3 });
    assert.equal(got[0]?.memory.id, ids.mechanic);
  });

  test('guard: "who do i support in rugby" asks for a taste by the user\'s own verb, not for a person', async () => {
    const team = (
      await mnemo.remember(
        U,
        { content: 'The user is a big Leeds Rhinos fan.', triple: { subject: 'user', predicate: 'likes', object: 'Leeds Rhinos' } },
        { consolidate: false },
      )
    ).id;
    const got = await mnemo.recall(U, 'who do i support in rugby', { k: 3 });
    assert.equal(got[0]?.memory.id, team);
  });

  test('the question form: who/whom/whose and "his name" ask for a person; about someone named, not', () => {
    assert.equal(asksForPerson('who waters my plants'), true);
    assert.equal(asksForPerson('my gym buddy, whats his name'), true);
    assert.equal(asksForPerson('what do i do at weekends'), false);
    assert.equal(asksForPerson('who is Greta dating'), false);
    assert.equal(asksForPerson('remind me who services my boiler'), true);
    assert.equal(asksForPerson('what did i plan for the meeting with the tutor who helps me'), false, 'a relative "who" asks for no person');
  });

  test('with an embedder that has no word vectors nothing changes: no part for a person', async () => {
    const got = await hashed.recall(U, 'who looks after my aquarium when im away', { k: 3 });
    const neighbour = got.find((r) => r.memory.content.includes('Britt'));
    assert.equal(neighbour?.scores.attribute ?? 0, 0);
  });
});

describe('a proposal followed by a check that it suits the user is a request', () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  // Monday 30 November 2026: "the 2nd" is a Wednesday, "the 3rd" a Thursday.
  const now = new Date('2026-11-30T09:00:00Z');
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round11-dates-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'hash', llm: null, now: () => now });
    const add = async (name: string, content: string) => {
      ids[name] = (await mnemo.remember(U, { content }, { consolidate: false })).id;
    };
    await add('choir', 'The user rehearses with a brass band every Wednesday evening.');
    await add('market', 'The user runs a stall at the farmers market every Thursday morning.');
    await add('kettle', 'The user bought a new kettle in October.');
    await add('book', 'The user is reading a novel about Venice.');
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the form: "…, would that work", "…, ok?", "…, am i free", "…, can or not"; a lone first clause is none', () => {
    assert.equal(isRequest('my nephew wants to visit on the 2nd at 7pm, would that work'), true);
    assert.equal(isRequest('vet offered the 3rd at 9am, ok?'), true);
    assert.equal(isRequest('the team want drinks on the 4th, am i free'), true);
    assert.equal(isRequest('courier wan come on the 3rd, can or not'), true);
    assert.equal(isRequest('ok'), false);
    assert.equal(isRequest('where do i work'), false);
  });

  test('the date it names reaches the commitment of that weekday: "…on the 2nd at 7pm, would that work"', async () => {
    const got = await mnemo.recall(U, 'my nephew wants to visit on the 2nd at 7pm, would that work', { k: 3 });
    assert.equal(got[0]?.memory.id, ids.choir);
    const thursday = await mnemo.recall(U, 'vet offered the 3rd at 9am, ok?', { k: 3 });
    assert.equal(thursday[0]?.memory.id, ids.market);
  });
});
