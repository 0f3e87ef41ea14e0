/**
 * Recall, fifth round of issue 24, on a real SQLite file with the hash embedder (nothing comes from
 * word vectors):
 *
 * - a request's topic brings the facts that constrain it under its own score part, `topic`, listed
 *   most constraining first; the household's constraints said in sentences, the procedures for such
 *   a request (found by the topic's cues) and statements found by a topic's `says` words join too;
 * - a question about a past event is no request: no topic fires on it;
 * - a time in the question is about an event: a fact that began in the window takes no time part,
 *   and a memory that shares only the time words with the question is no keyword match;
 * - the attribute leg reads the user's facts under every subject that means the user, and only those;
 * - the lexicon leg's WordNet reader (on a tiny dictionary written here) relates "bunnies" to rabbit.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';
import { readQuestion } from '../src/core/attributes/questions.js';
import { DEFAULT_ATTRIBUTES, USER_SUBJECTS } from '../src/core/attributes/table.js';
import { RecallConfigSchema } from '../src/read/rank/config.js';
import { rankCandidates } from '../src/read/rank/score.js';
import { WordNet } from '../src/read/rank/wordnet.js';
import { makeRecord, newMemory } from '../src/testing/fixtures.js';
import { timeWindowsOf } from '../src/core/text/time-expressions.js';
import { openStore } from '../src/storage/open.js';

const NOW = new Date('2026-10-14T09:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const U = { userId: 'ana' };
type Input = Parameters<Mnemo['remember']>[1];

describe('request topics, past events and time words', () => {
  let dir: string;
  let mnemo: Mnemo;
  const ids: Record<string, string> = {};
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-topics-'));
    mnemo = await createMnemo({
      db: join(dir, 'm.db'),
      embedder: 'hash',
      llm: null,
      now: () => NOW,
      topics: [{ name: 'garden', cues: ['plant something'], attributes: [], says: ['allotment'] }],
    });
    const add = async (name: string, content: string, extra: Partial<Input> = {}) => {
      ids[name] = (await mnemo.remember(U, { content, ...extra }, { consolidate: false })).id;
    };
    const fact = (predicate: string, object: string, subject = 'user') => ({ triple: { subject, predicate, object } });
    await add('coeliac', 'The user has coeliac disease.', fact('medical', 'coeliac disease'));
    await add('ownAllergy', 'The user is allergic to shellfish.', fact('allergic_to', 'shellfish'));
    await add('daughter', "The user's daughter Lena is allergic to cat hair.");
    await add('meals', 'When the user asks for meal ideas, keep them freezer-friendly.', { kind: 'procedure' });
    await add('plot', 'The user rents an allotment by the river.');
    await add('jobThe', 'The user works as a glassblower.', fact('role', 'glassblower', 'The user'));
    await add('wifeJob', "The user's wife works as a surveyor.", fact('role', 'surveyor', "user's wife"));
    await add('crete', 'The user spent ten days in Crete with the family.', { kind: 'episode', validFrom: day('2024-08-10') });
    await add('edinburgh', 'The user spent a long weekend in Edinburgh.', { kind: 'episode', validFrom: day('2025-04-19') });
    await add('gig', 'The band played a gig at a local bar.', { kind: 'episode', validFrom: day('2026-10-10') });
    await add('club', 'The user joined a running club.', { kind: 'fact', validFrom: day('2026-10-11') });
    await add('u1', 'The user keeps their notes in a plain text file.');
    await add('chat', 'The user said a friend is allergic to everything.', { kind: 'episode', validFrom: day('2026-09-01') });
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a request brings what constrains it under the topic part, not the attribute part', async () => {
    const hits = await mnemo.recall(U, 'order pizzas for the team lunch', { k: 5 });
    const coeliac = hits.find((r) => r.memory.id === ids.coeliac);
    assert.ok(coeliac, 'the coeliac fact is recalled');
    assert.ok(coeliac.scores.topic > 0);
    assert.equal(coeliac.scores.attribute, 0);
  });

  test("the household's constraint said in a sentence joins beside the user's own keyed allergy", async () => {
    const hits = await mnemo.recall(U, 'should we get a kitten for christmas', { k: 5 });
    assert.ok((hits.find((r) => r.memory.id === ids.daughter)?.scores.topic ?? 0) > 0);
    assert.ok((hits.find((r) => r.memory.id === ids.ownAllergy)?.scores.topic ?? 0) > 0);
    // A conversation's episode that names an allergy is no standing constraint: no topic part for it.
    assert.equal(hits.find((r) => r.memory.id === ids.chat)?.scores.topic ?? 0, 0);
  });

  test("a procedure for the request is found by the topic's cues; a configured topic's words find statements", async () => {
    const cook = await mnemo.recall(U, 'what can i cook on sunday', { k: 5 });
    assert.ok((cook.find((r) => r.memory.id === ids.meals)?.scores.topic ?? 0) > 0);
    const garden = await mnemo.recall(U, 'help me plant something this spring', { k: 5 });
    assert.ok((garden.find((r) => r.memory.id === ids.plot)?.scores.topic ?? 0) > 0);
  });

  test('a question about a past event is on no topic', async () => {
    assert.deepEqual(readQuestion('where did we go on holiday in 2024', DEFAULT_ATTRIBUTES).topics, []);
    assert.deepEqual(readQuestion('what did i get up to at the weekend', DEFAULT_ATTRIBUTES).topics, []);
    assert.deepEqual(
      readQuestion('book a holiday for next year', DEFAULT_ATTRIBUTES).topics.map((t) => t.name),
      ['travel'],
    );
    const hits = await mnemo.recall(U, 'where did we go on holiday in 2024', { k: 3 });
    assert.equal(hits[0]?.memory.id, ids.crete);
    assert.ok(hits.every((r) => r.scores.topic === 0));
  });

  test('a memory sharing only the time words is no keyword match; a fact that began in the window takes no time part', async () => {
    const hits = await mnemo.recall(U, 'how did the gig go last weekend', { k: 10, includeInvalid: true });
    assert.equal(hits[0]?.memory.id, ids.gig);
    assert.equal(hits.find((r) => r.memory.id === ids.edinburgh)?.scores.keyword ?? 0, 0, '"weekend" alone is not a match');
    assert.equal(hits.find((r) => r.memory.id === ids.club)?.scores.time ?? 0, 0, 'a fact is no event');
  });

  test("the attribute leg reads a fact whose subject is spelled 'The user', and not another person's", async () => {
    const hits = await mnemo.recall(U, "what's my job?", { k: 3 });
    assert.equal(hits[0]?.memory.id, ids.jobThe);
    assert.ok((hits[0]?.scores.attribute ?? 0) > 0);
    assert.equal(hits.find((r) => r.memory.id === ids.wifeJob)?.scores.attribute ?? 0, 0);
  });
});

describe('facts by subject', () => {
  test('a list of subjects matches each whole and case-insensitively', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemo-subjects-'));
    const store = await openStore(join(dir, 's.db'));
    await store.migrate();
    try {
      const scope = { tenantId: 'default', userId: 'u' };
      const put = (id: string, subject: string) =>
        makeRecord(scope, { id, kind: 'fact', content: `${subject} fact`, triple: { subject, predicate: 'role', object: 'x' }, createdAt: NOW });
      await store.write(
        scope,
        [put('a', 'user'), put('b', 'The User'), put('c', "user's wife"), put('d', 'I')].map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
      );
      const filter = { validity: { mode: 'current' as const, now: NOW } };
      const got = await store.queryFacts(scope, { filter, subject: USER_SUBJECTS, predicate: 'role' });
      assert.deepEqual(got.map((r) => r.id).sort(), ['a', 'b', 'd']);
      assert.deepEqual(
        (await store.queryFacts(scope, { filter, subject: 'user' })).map((r) => r.id),
        ['a'],
      );
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ranking: the time part is for events', () => {
  test('an episode in the window takes the time part; a fact that began then does not', () => {
    const scope = { tenantId: 'default', userId: 'u' };
    const episode = makeRecord(scope, { id: 'e', kind: 'episode', validFrom: day('2026-05-10'), createdAt: NOW });
    const fact = makeRecord(scope, { id: 'f', kind: 'fact', validFrom: day('2026-05-03'), createdAt: NOW });
    const ranked = rankCandidates(
      [
        { record: fact, bm25: null, cosine: 0.5, keywordRank: null, vectorRank: 0 },
        { record: episode, bm25: null, cosine: 0.5, keywordRank: null, vectorRank: 1 },
      ],
      NOW,
      RecallConfigSchema.parse({}),
      { timeWindows: timeWindowsOf('how did my race go in may', NOW) },
    );
    assert.equal(ranked.find((r) => r.record.id === 'e')?.scores.time, 1);
    assert.equal(ranked.find((r) => r.record.id === 'f')?.scores.time, 0);
    assert.equal(ranked[0]?.record.id, 'e');
  });
});

describe('the WordNet reader of the lexicon leg', () => {
  test('a plural noun reaches its synset and hypernym; general synsets near the top are left out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mnemo-wordnet-'));
    try {
      // A chain entity > organism > animal > mammal > rabbit, and bunny (a kind of rabbit).
      const chain: [string, string, string | null][] = [
        ['entity', 'entity', null],
        ['organism', 'organism', 'entity'],
        ['animal', 'animal', 'organism'],
        ['mammal', 'mammal', 'animal'],
        ['rabbit', 'rabbit coney', 'mammal'],
        ['bunny', 'bunny bunny_rabbit', 'rabbit'],
      ];
      const pad = (n: number) => String(n).padStart(8, '0');
      // Offsets are byte offsets of the lines: fixed-width lines make them computable before writing.
      const width = 120;
      const offset = new Map(chain.map(([name], i) => [name, i * width]));
      const lines = chain.map(([name, ws, up]) => {
        const words = ws.split(' ');
        const ptr = up ? `001 @ ${pad(offset.get(up) as number)} n 0000` : '000';
        const body = `${pad(offset.get(name) as number)} 05 n ${words.length.toString(16).padStart(2, '0')} ${words.map((w) => `${w} 0`).join(' ')} ${ptr} | ${name}`;
        return body.padEnd(width - 1, ' ');
      });
      writeFileSync(join(dir, 'data.noun'), `${lines.join('\n')}\n`);
      const index = chain.flatMap(([name, ws]) => ws.split(' ').map((w) => `${w} n 1 1 @ 1 0 ${pad(offset.get(name) as number)}  `));
      writeFileSync(join(dir, 'index.noun'), `${index.sort().join('\n')}\n`);
      for (const pos of ['verb', 'adj', 'adv']) {
        writeFileSync(join(dir, `index.${pos}`), '');
        writeFileSync(join(dir, `data.${pos}`), '');
      }
      const wn = new WordNet(dir);
      const related = wn.related('bunnies');
      assert.ok(related.includes('rabbit'), related.join(' '));
      assert.ok(!related.includes('entity') && !related.includes('organism'));
      assert.deepEqual(wn.expansion('how many bunnies have i got', NOW).slice(0, 1), ['rabbit']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
