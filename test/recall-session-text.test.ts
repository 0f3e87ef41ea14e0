/**
 * Session-level evidence in ranking (`blend.sessionText`, issue 14 round four): the candidates of
 * one session read as one document and scored by BM25, so turns that answer a question together
 * lift each other above a lone turn that repeats a query word.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { RecallConfigSchema } from '../src/read/rank/config.js';
import { rankCandidates, type RankInput } from '../src/read/rank/score.js';
import { sessionKeyOf, sessionTextScores } from '../src/read/rank/session-text.js';
import { makeRecord } from '../src/testing/fixtures.js';
import { queryTermsOf, termCountsIn, words } from '../src/core/text/terms.js';
import type { MemoryRecord } from '../src/core/types/memory.js';

const NOW = new Date('2024-03-15T12:00:00Z');
const scope = { tenantId: 'default', userId: 'u1' };
const JUNE = new Date('2023-06-10T10:00:00Z');
const MAY = new Date('2023-05-02T10:00:00Z');

function record(id: string, content: string, validFrom: Date, sessionId: string | null = null): MemoryRecord {
  return makeRecord(scope, { id, content, validFrom, createdAt: validFrom, sessionId });
}
const candidate = (record: MemoryRecord, bm25: number): RankInput => ({ record, bm25, cosine: null, keywordRank: null, vectorRank: null });
const ids = (ranked: readonly { record: MemoryRecord }[]) => ranked.map((r) => r.record.id);

// One June session answers "Where did Melanie go camping with her kids?" over two turns; a May turn
// repeats "camping" without the rest.
const trip = record('trip', 'Melanie said, "We went camping last weekend."', JUNE);
const where = record('where', 'Melanie said, "The kids loved the lake by the campsite."', JUNE);
const small = record('small', 'Caroline said, "I ran into a colleague at the shop."', JUNE);
const lone = record('lone', 'Camping, camping, camping, so much camping.', MAY);
const APRIL = new Date('2023-04-20T10:00:00Z');
const paint = record('paint', 'Melanie said, "I bought new paint for the portrait."', APRIL);
const busy = record('busy', 'Melanie said, "Work has been busy."', APRIL);
const terms = queryTermsOf('Where did Melanie go camping with her kids?');

describe('session-level evidence', () => {
  test('term counts and length of one text', () => {
    const { counts, length } = termCountsIn('We went camping, and camping again with the kids.', ['camp', 'kid', 'lake']);
    assert.equal(counts.get('camp'), 2);
    assert.equal(counts.get('kid'), 1);
    assert.equal(counts.has('lake'), false);
    assert.equal(length, 4, 'stop words (we, and, again, with, the) are not counted');
  });

  test('words: ASCII text skips Unicode folding and comes out the same; accents are still folded', () => {
    assert.deepEqual(words("It's Ann's CAFE, isn't it?"), ['it', 'ann', 'cafe', 'isn', 'it']);
    assert.deepEqual(words('Crème brûlée at the CAFÉ'), ['creme', 'brulee', 'at', 'the', 'cafe']);
  });

  test('a session is its sessionId, else its event time', () => {
    assert.equal(sessionKeyOf(trip), sessionKeyOf(where));
    assert.notEqual(sessionKeyOf(trip), sessionKeyOf(lone));
    assert.equal(sessionKeyOf(record('s', 'x', MAY, 'sess_1')), 'sess_1');
    assert.notEqual(sessionKeyOf(record('s', 'x', JUNE, 'sess_1')), sessionKeyOf(trip));
  });

  test('the session whose turns together hold the query scores 1, a lone repeat less', () => {
    const scores = sessionTextScores([lone, trip, where, small], terms);
    assert.deepEqual(scores.slice(1), [1, 1, 1], 'every turn of the best session gets its score');
    assert.ok((scores[0] as number) < 0.6, `lone: ${scores[0]}`);
    assert.deepEqual(sessionTextScores([lone, trip], []), [0, 0], 'no query terms, no evidence');
  });

  test("off by default; with a weight, the answer's turns rise above the lone repeat", () => {
    const cands = [candidate(lone, 10), candidate(trip, 7), candidate(where, 5)];
    const base = { rank: { relevance: 1, recency: 0, importance: 0 } };
    const off = rankCandidates(cands, NOW, RecallConfigSchema.parse(base), { terms });
    assert.deepEqual(ids(off), ['lone', 'trip', 'where']);
    assert.equal(off[0]?.scores.sessionText, 0);
    const on = rankCandidates(cands, NOW, RecallConfigSchema.parse({ ...base, blend: { sessionText: 0.4 } }), { terms });
    assert.deepEqual(ids(on), ['trip', 'where', 'lone']);
    assert.equal(on[0]?.scores.sessionText, 1);
  });

  test('through recall: the setting reaches ranking (rows read for it) and the scores show it', async () => {
    const m = await createMnemo({ db: ':memory:', embedder: 'hash', now: () => NOW });
    try {
      const s = { userId: 'melanie-friend' };
      for (const r of [trip, where, small, lone, paint, busy]) await m.remember(s, { content: r.content, kind: 'episode', validFrom: r.validFrom });
      const q = 'Where did Melanie go camping with her kids?';
      const off = await m.recall(s, q, { legs: 'keyword', config: { rank: { relevance: 1, recency: 0, importance: 0 } } });
      assert.ok(off.every((r) => r.scores.sessionText === 0));
      const on = await m.recall(s, q, { legs: 'keyword', config: { rank: { relevance: 1, recency: 0, importance: 0 }, blend: { sessionText: 0.2 } } });
      assert.deepEqual(
        on.slice(0, 3).map((r) => r.memory.content),
        [where.content, trip.content, lone.content],
      );
      assert.deepEqual(
        on.slice(0, 3).map((r) => r.scores.sessionText < 1),
        [false, false, true],
      );
    } finally {
      await m.close();
    }
  });
});
