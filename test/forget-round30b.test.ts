/**
 * Round 30 (b): a forget request removes what it names and nothing that only shares a word with it. A detail's
 * qualifier picks between candidates and does not veto the only one; a topic of the user's own prefers the user's
 * memories over another person's; a topic naming a class of facts ("my mental health", "my mum's health") is matched by
 * the class; a thing the user holds two kinds of ("my address" over a home and a work address) is asked about. The
 * requests come in other shapes than "forget X" ("no need to remember …", "can you not keep … on record").
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { extractFromText } from '../src/write/extract/rules.js';

let dir: string;
let m: Mnemo;
let n = 0;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-forget-30b-'));
  m = await createMnemo({ db: join(dir, 'lib.db'), embedder: 'hash', llm: null, writePath: { background: false } });
});
after(async () => {
  await m.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Seeds `memories` for a new user, says `turn` in a session, and returns the memories still current. */
async function afterTurn(memories: readonly string[], turn: string): Promise<string[]> {
  const scope = { userId: `u30b-${++n}` };
  for (const content of memories) await m.remember(scope, { content, source: { type: 'user_explicit', id: null } }, { consolidate: false });
  const session = await m.sessions.open(scope);
  await m.sessions.append(scope, session.id, [{ role: 'user', content: turn, at: new Date() }]);
  await m.flush({ scope });
  return (await m.list(scope, { limit: 100 })).map((r) => r.content).sort();
}

describe('a qualifier picks between candidates, it does not veto the only one', () => {
  test('“my home address” over the one address stored, said as where the user lives', async () => {
    const left = await afterTurn(['The user lives at 14 Larch Road.', 'The user has a cat named Olive.'], 'please forget my home address');
    assert.deepEqual(left, ['The user has a cat named Olive.']);
  });

  test('“my home address” beside a work address: only the home one goes', async () => {
    const left = await afterTurn(["The user's home address is 3 Birch Close.", "The user's work address is 10 Canal Street."], 'forget my home address');
    assert.deepEqual(left, ["The user's work address is 10 Canal Street."]);
  });

  test('“my address” over a home and a work address is one of two: nothing goes', async () => {
    const seeded = ["The user's home address is 3 Birch Close.", "The user's work address is 10 Canal Street."];
    assert.deepEqual(await afterTurn(seeded, 'forget my address'), [...seeded].sort());
  });
});

describe('whose it is', () => {
  test('“my gym details” takes the user’s gym, not the brother’s', async () => {
    const left = await afterTurn(['The user is a member of FitLab gym.', "The user's brother owns a gym in Hull."], 'scrap my gym details, I have left');
    assert.deepEqual(left, ["The user's brother owns a gym in Hull."]);
  });

  test('“that I’m seeing a therapist” takes the user’s therapy, not the sister who is a therapist', async () => {
    const left = await afterTurn(
      ['The user is in therapy for anxiety.', "The user's sister is a speech therapist."],
      "can you forget that I'm seeing a therapist",
    );
    assert.deepEqual(left, ["The user's sister is a speech therapist."]);
  });
});

describe('a topic that names a class of facts', () => {
  test('“my mental health” over a medicine taken for anxiety; a vitamin stays', async () => {
    const left = await afterTurn(
      ['The user takes sertraline for anxiety.', 'The user takes vitamin D daily.'],
      'Delete what I told you about my mental health, please.',
    );
    assert.deepEqual(left, ['The user takes vitamin D daily.']);
  });

  test('“my mum’s health” over the mother’s condition; where she lives stays', async () => {
    const left = await afterTurn(
      ["The user's mother has dementia.", "The user's mother lives in Limerick."],
      "Please remove what I told you about my mum's health",
    );
    assert.deepEqual(left, ["The user's mother lives in Limerick."]);
  });

  test('“my diagnosis” over two conditions is one of two: nothing goes', async () => {
    const seeded = ['The user was diagnosed with coeliac disease.', 'The user has asthma.'];
    assert.deepEqual(await afterTurn(seeded, 'forget my diagnosis'), [...seeded].sort());
  });
});

describe('forget requests in other shapes', () => {
  const topicOf = (text: string) => extractFromText(text).forget;

  test('leads that ask for something not to be kept, and where it is held after the topic', () => {
    assert.deepEqual(topicOf('no need to remember my work phone number'), ['work phone number']);
    assert.deepEqual(topicOf('can you not keep my salary on record'), ['salary']);
    assert.deepEqual(topicOf("i'd rather you didn't store my weight"), ['weight']);
    assert.deepEqual(topicOf('Can you get rid of anything about the divorce?'), ['divorce']);
    assert.deepEqual(topicOf("remove Zara's asthma from memory pls"), ["zara's asthma"]);
    assert.deepEqual(topicOf('take my pronouns out of memory for now'), ['pronouns']);
  });

  test('“no need to remember this” is the turn’s frame, not a topic', () => {
    assert.deepEqual(topicOf('no need to remember this'), []);
  });
});
