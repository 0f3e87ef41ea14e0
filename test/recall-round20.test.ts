/**
 * Recall, twentieth round of issue 24: a taste asked by its object whatever the verb ("which hockey team do i cheer
 * for", "how do i like my coffee"); a memory of the preference kind is a taste whatever its verb ("roots for",
 * "cannot abide"); a question's aside does not make it about the aside's person ("…, my sister keeps asking").
 * Through the library, on a real SQLite file; the two readers on their own.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { asksTasteByObject, headClause } from '../src/core/attributes/question-clauses.js';

const U = { userId: 'noor' };

describe('tastes asked by their object, and asides (library)', () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round20-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null });
    const add = async (name: string, content: string, kind?: 'preference' | 'fact' | 'episode') => {
      ids[name] = (await mnemo.remember(U, { content, importance: 0.7, ...(kind && { kind }) }, { consolidate: false })).id;
    };
    await add('team', 'The user is a die-hard Toronto Maple Leafs supporter.', 'preference');
    await add('coffee', 'The user drinks her flat white with oat milk and no sugar.', 'preference');
    await add('olives', 'The user can barely tolerate olives.', 'preference');
    await add('jazz', 'The user adores Nina Simone records.', 'preference');
    await add('job', 'The user works as a pharmacist at a Shoppers Drug Mart.', 'fact');
    await add('sister', "The user's sister Hana is a physiotherapist in Calgary.", 'fact');
    await add('birthday', "The user's birthday is on 9 November.", 'fact');
    await add('rink', 'The user went skating at Nathan Phillips Square with Hana.', 'episode');
    // Traps: the same things said of someone else, or in an episode.
    await add('nephew', "The user's nephew plays on a hockey team in Mississauga.", 'fact');
    await add('game', 'The user watched a hockey game at a sports bar with coworkers.', 'episode');
    await add('cheered', 'The user cheered for her nephew at his team tournament.', 'episode');
    await add('grinder', 'The user bought a new coffee grinder for the office.', 'episode');
    await add('spilled', 'The user spilled coffee on her laptop again.', 'episode');
    await add('manager', "The user's manager likes his coffee black.", 'fact');
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const top3 = async (q: string) => (await mnemo.recall(U, q, { k: 3 })).map((h) => h.memory.id);

  test('a taste asked by its object is found whatever the verb of the question or of the memory', async () => {
    for (const q of ['which hockey team do i cheer for', 'what nhl team do i root for'])
      assert.equal((await top3(q))[0], ids.team, `${q}: the user's team first, above the nephew's and the game`);
    assert.ok((await top3('how do i like my coffee again')).includes(ids.coffee as string), 'the way the user takes coffee');
  });

  test('an aside naming another person leaves the question about the user (trap: the person asked about keeps theirs)', async () => {
    assert.ok((await top3('whats my job exactly lol my sister keeps asking')).includes(ids.job as string));
    assert.equal((await top3('when is my bday, i always forget'))[0], ids.birthday);
    assert.ok((await top3('remind me, what does my sister do')).includes(ids.sister as string));
  });

  test('the readers on their own', () => {
    assert.equal(headClause('whats my job title lol my mom keeps asking'), 'whats my job title');
    assert.equal(headClause('remind me, what does my mum do'), null);
    assert.equal(headClause('my brother, where does he live'), null);
    assert.ok(asksTasteByObject('which rugby club do i shout for'));
    assert.ok(asksTasteByObject('how do i take my tea'));
    assert.ok(!asksTasteByObject('how do i take my tablets'));
    assert.ok(!asksTasteByObject('which team do you support'));
    assert.ok(!asksTasteByObject('what time do i leave'));
    // A verb of having asks what the user owns, not likes.
    assert.ok(!asksTasteByObject('which games console do i own'));
    assert.ok(asksTasteByObject('which footy team do i go for'));
  });
});
