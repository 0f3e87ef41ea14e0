/**
 * Recall, twenty-second round of issue 24: a question about the user's people or attributes in words of another
 * language or of slang ("mijn vriendin", "my geburtstag", "my trabajo", "my hubs") is read as the English word the
 * attribute tables know; a form to fill asks for its blank fields ("Job: ", read on its own). Through the library, on
 * a real SQLite file; the reading on its own, with traps that must stay as asked.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { plainQuestion } from '../src/core/attributes/loanwords.js';

const U = { userId: 'jip' };

describe('attributes and people asked in another language or in slang (library)', () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-round22a-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'local', llm: null });
    const add = async (name: string, content: string) => {
      ids[name] = (await mnemo.remember(U, { content, importance: 0.7, kind: 'fact' }, { consolidate: false })).id;
    };
    await add('partner', "The user's girlfriend Ana is a midwife in Utrecht.");
    await add('job', 'The user works as a sound engineer at a theatre in Arnhem.');
    await add('birthday', "The user's birthday is on 3 July.");
    await add('daughter', "The user's daughter Fleur started at a new school in September.");
    await add('friend', "The user's friend Sem coaches a youth football team.");
    await add('brother', "The user's brother Daan repairs bicycles in Zwolle.");
    await add('dog', 'The user has a border collie named Pip.');
    await add('trip', 'The user spent a weekend in Antwerp with Sem.');
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const top3 = async (q: string) => (await mnemo.recall(U, q, { k: 3 })).map((h) => h.memory.id);

  test("a person or attribute named in another language is the user's", async () => {
    assert.ok((await top3('mijn vriendin, what does she do again')).includes(ids.partner as string), 'vriendin: the girlfriend');
    assert.ok((await top3('when is my geburtstag')).includes(ids.birthday as string), 'geburtstag: the birthday');
    assert.ok((await top3('my trabajo, what is it exactly?')).includes(ids.job as string), 'trabajo: the job');
    assert.ok((await top3('my dochter, which school is she at now')).includes(ids.daughter as string), 'dochter: the daughter');
  });

  test('traps: plain questions keep their answers', async () => {
    assert.equal((await top3('who is my friend that coaches football'))[0], ids.friend);
    assert.ok((await top3('what does my brother do')).includes(ids.brother as string));
    assert.ok((await top3('what dog do i have')).includes(ids.dog as string));
  });
});

describe('the reading of foreign and slang words (plainQuestion)', () => {
  test('words of another language and possessives are put in English', () => {
    assert.equal(plainQuestion('mijn vriendin, what does she do'), 'my girlfriend, what does she do');
    assert.equal(plainQuestion('suami saya kerja di mana'), 'husband my job di mana');
    assert.equal(plainQuestion('when is my födelsedag'), 'when is my birthday');
    assert.equal(plainQuestion('who is my hubs'), 'who is my husband');
  });

  test('traps: a word with an English reading is read only after "my"; names and filled forms stay', () => {
    assert.equal(plainQuestion('what is a shrink ray'), 'what is a shrink ray');
    assert.equal(plainQuestion('did Mia like the Frau Holle play'), 'did Mia like the Frau Holle play');
    assert.equal(plainQuestion('Name: Jip\nJob: sound engineer'), 'Name: Jip\nJob: sound engineer');
    assert.equal(plainQuestion('Note: call the vet'), 'Note: call the vet');
    // A form to fill asks for its blank fields; a sentence ending in a colon is no field.
    assert.equal(plainQuestion('Fill this in please:\nName: Jip\nJob: '), 'Fill this in please:\nName: Jip\nmy job?');
  });
});
