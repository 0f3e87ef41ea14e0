/**
 * Recall, eighteenth round of issue 24: requests said as a statement with a question mark, in chat order ("the team
 * has a curry night on the 10th, I come?", "Jo wants to drive us, she can book?"), and with "ye" for "you" ("could ye
 * find…"), read as requests (`core/attributes/request-chat.ts`, `core/attributes/request-form.ts`), so that a
 * standing statement of the user's week or a constraint bears on them; an aside of knowing or remembering ("…, I
 * forget?") leaves a question for information one. Through the library, on a real SQLite file; the reader on its own.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { isRequest } from '../src/core/attributes/request-form.js';

const U = { userId: 'tomasz' };
// A Monday: the 10th is a Wednesday.
const NOW = new Date('2027-03-08T09:00:00Z');

describe('the request reader on chat-order requests', () => {
  test('a statement of a plan ending in a bare "I <verb>?" or "<someone> can <verb>?" is a request', () => {
    for (const q of [
      'the team has a curry night on the 10th, I come?',
      'neighbours do a bonfire party tonight, we go?',
      'Jo wants to drive us to the coast, she can book?',
      'could ye find me a quiet campsite',
      'the office does a dinner friday, kindly reserve for me also',
    ])
      assert.equal(isRequest(q), true, q);
  });
  test('an aside of knowing or remembering, a state, or a question word leaves a question for information', () => {
    for (const q of [
      'where does my uncle live, I forget?',
      'what breed is the dog, you know?',
      'my dad was poorly, he ok?',
      'which year i moved here, ye remember?',
      'which town i can find good pierogi?',
    ])
      assert.equal(isRequest(q), false, q);
  });
});

describe("a chat-order request for a date, against the user's week (library)", () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  const add = async (name: string, content: string) => {
    ids[name] = (await mnemo.remember(U, { content, importance: 0.7 }, { consolidate: false })).id;
  };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round18-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null, now: () => NOW });
    await add('club', 'The user coaches a junior chess club every Wednesday evening.');
    await add('car', 'The user drives a blue Skoda Octavia.');
    await add('sister', "The user's sister Ola works as a nurse in Gdańsk.");
    await add('coffee', 'The user drinks his coffee black.');
    await add('trip', 'The user went to a jazz festival in Kraków last summer.');
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the statement of that weekday comes in the first three', async () => {
    const got = await mnemo.recall(U, 'the team has a curry night on the 10th at 7, I come?', { k: 5 });
    const at = got.findIndex((r) => r.memory.id === ids.club);
    assert.ok(at >= 0 && at < 3, `expected the chess club in the first three, got ${at}`);
  });
  test('a question for information with an aside still finds the fact asked first', async () => {
    const got = await mnemo.recall(U, 'where does my sister work, I forget?', { k: 3 });
    assert.equal(got[0]?.memory.id, ids.sister);
  });
});
