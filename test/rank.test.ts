/**
 * Ranking (M12) as pure functions: blend weights, the relevance and vector floors, recency with
 * per-kind and per-memory half-lives, importance, and reciprocal-rank fusion.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_RECALL_CONFIG, RecallConfigSchema, type RecallConfigInput } from '../src/read/rank/config.js';
import { rankCandidates, recencyOf, type RankInput } from '../src/read/rank/score.js';
import { makeRecord } from '../src/testing/fixtures.js';
import type { MemoryRecord } from '../src/core/types/memory.js';

const DAY = 86_400_000;
const NOW = new Date('2025-06-01T12:00:00Z');
const scope = { tenantId: 'default', userId: 'u1' };

function record(id: string, overrides: Partial<MemoryRecord> = {}): MemoryRecord {
  return makeRecord(scope, { id, createdAt: NOW, validFrom: NOW, ...overrides });
}

function candidate(rec: MemoryRecord, c: Partial<Omit<RankInput, 'record'>> = {}): RankInput {
  return { record: rec, bm25: null, cosine: null, keywordRank: null, vectorRank: null, ...c };
}

function config(input: RecallConfigInput = {}) {
  return RecallConfigSchema.parse(input);
}

const ids = (ranked: readonly { record: MemoryRecord }[]) => ranked.map((r) => r.record.id);

describe('configuration', () => {
  test('defaults, as measured on LoCoMo: blend 0.5/0.4/0 (+0.2 time, +1 attribute, +0.5 request topic, +0.5 request constraints, request activity off, lexicon off, word match off), rank 0.8/0.1/0.1 (recency counted once)', () => {
    assert.deepEqual(DEFAULT_RECALL_CONFIG.blend, {
      keyword: 0.5,
      vector: 0.4,
      recency: 0,
      time: 0.2,
      attribute: 1,
      topic: 0.5,
      lexicon: 0,
      words: 0,
      constraint: 0.5,
      activity: 0,
      speaker: 0,
      session: 0,
      sessionText: 0,
    });
    assert.equal(DEFAULT_RECALL_CONFIG.supersede, 0);
    assert.deepEqual(DEFAULT_RECALL_CONFIG.rank, { relevance: 0.8, recency: 0.1, importance: 0.1 });
    assert.equal(DEFAULT_RECALL_CONFIG.fusion, 'blend');
  });

  test('invalid values are refused', () => {
    assert.equal(RecallConfigSchema.safeParse({ relevanceFloor: 2 }).success, false);
    assert.equal(RecallConfigSchema.safeParse({ blend: { keyword: -1 } }).success, false);
    assert.equal(RecallConfigSchema.safeParse({ halfLifeDays: { episode: 0 } }).success, false);
  });
});

describe('blend weights', () => {
  // A matches the query's words strongly and its meaning weakly; B the other way round.
  const a = record('a');
  const b = record('b');
  const candidates = [
    candidate(a, { bm25: 8, keywordRank: 0, cosine: 0.35, vectorRank: 1 }),
    candidate(b, { bm25: 2, keywordRank: 1, cosine: 0.9, vectorRank: 0 }),
  ];

  test('keyword-heavy weights put the keyword match first', () => {
    const ranked = rankCandidates(candidates, NOW, config({ blend: { keyword: 0.9, vector: 0.1, recency: 0 } }));
    assert.deepEqual(ids(ranked), ['a', 'b']);
  });

  test('vector-heavy weights put the semantic match first', () => {
    const ranked = rankCandidates(candidates, NOW, config({ blend: { keyword: 0.1, vector: 0.9, recency: 0 } }));
    assert.deepEqual(ids(ranked), ['b', 'a']);
  });

  test('keyword scores are normalised by the best BM25 and vectors mapped above the vector floor', () => {
    const ranked = rankCandidates(candidates, NOW, config());
    const byId = new Map(ranked.map((r) => [r.record.id, r.scores]));
    assert.equal(byId.get('a')?.keyword, 1);
    assert.equal(byId.get('b')?.keyword, 0.25);
    // (0.9 - 0.2) / (1 - 0.2)
    assert.ok(Math.abs((byId.get('b')?.vector ?? 0) - 0.875) < 1e-9);
    for (const r of ranked) {
      for (const v of Object.values(r.scores)) assert.ok(v >= 0 && v <= 1, `score ${v} out of 0..1`);
      assert.ok(r.score >= 0 && r.score <= 1);
    }
  });

  test('a cosine at or below the vector floor counts as no match', () => {
    const ranked = rankCandidates([candidate(record('c'), { cosine: 0.15, vectorRank: 0 })], NOW, config({ relevanceFloor: 0 }));
    assert.equal(ranked[0]?.scores.vector, 0);
    const higherFloor = rankCandidates([candidate(record('c'), { cosine: 0.35, vectorRank: 0 })], NOW, config({ relevanceFloor: 0, vectorFloor: 0.4 }));
    assert.equal(higherFloor[0]?.scores.vector, 0);
  });
});

describe('relevance floor', () => {
  const strong = record('strong');
  const weak = record('weak');
  const noMatch = record('none');
  const candidates = [
    candidate(strong, { bm25: 10, keywordRank: 0, cosine: 0.8, vectorRank: 0 }),
    // a BM25 hit on one common word, a cosine under the vector floor
    candidate(weak, { bm25: 0.5, keywordRank: 1, cosine: 0.1, vectorRank: 1 }),
    candidate(noMatch, { cosine: 0.05, vectorRank: 2 }),
  ];

  test('weak matches are dropped by the default floor', () => {
    assert.deepEqual(ids(rankCandidates(candidates, NOW, config())), ['strong']);
  });

  test('lowering the floor keeps them, raising it drops everything', () => {
    assert.deepEqual(ids(rankCandidates(candidates, NOW, config({ relevanceFloor: 0.01 }))), ['strong', 'weak']);
    // strong: (0.5 · 1 + 0.4 · 0.75) / 0.9 ≈ 0.89
    assert.deepEqual(ids(rankCandidates(candidates, NOW, config({ relevanceFloor: 0.85 }))), ['strong']);
    assert.deepEqual(ids(rankCandidates(candidates, NOW, config({ relevanceFloor: 0.95 }))), []);
  });

  test('recency and importance alone never lift a non-match over the floor', () => {
    const fresh = record('fresh', { importance: 1 });
    const ranked = rankCandidates([candidate(fresh, { cosine: 0.1, vectorRank: 0 })], NOW, config());
    assert.deepEqual(ranked, []);
  });
});

describe('recency', () => {
  test('per-kind half-life: an episode halves in 30 days, a preference in 365', () => {
    const at = new Date(NOW.getTime() - 30 * DAY);
    const episode = record('e', { kind: 'episode', validFrom: at });
    const preference = record('p', { kind: 'preference', validFrom: at });
    assert.ok(Math.abs(recencyOf(episode, NOW, DEFAULT_RECALL_CONFIG) - 0.5) < 1e-9);
    assert.ok(Math.abs(recencyOf(preference, NOW, DEFAULT_RECALL_CONFIG) - Math.exp((-Math.LN2 * 30) / 365)) < 1e-9);
    assert.ok(recencyOf(preference, NOW, DEFAULT_RECALL_CONFIG) > recencyOf(episode, NOW, DEFAULT_RECALL_CONFIG));
  });

  test('configured per-kind half-lives are used', () => {
    const at = new Date(NOW.getTime() - 10 * DAY);
    const fact = record('f', { kind: 'fact', validFrom: at });
    const cfg = config({ halfLifeDays: { fact: 10, preference: 365, episode: 30, procedure: 365 } });
    assert.ok(Math.abs(recencyOf(fact, NOW, cfg) - 0.5) < 1e-9);
  });

  test('a memory’s own half-life wins over its kind’s', () => {
    const at = new Date(NOW.getTime() - 2 * DAY);
    const own = record('o', { kind: 'preference', validFrom: at, halfLifeDays: 1 });
    assert.ok(Math.abs(recencyOf(own, NOW, DEFAULT_RECALL_CONFIG) - 0.25) < 1e-9);
  });

  test('age is measured from last use when there is one', () => {
    const old = new Date(NOW.getTime() - 300 * DAY);
    const used = record('u', { kind: 'episode', validFrom: old, lastAccessedAt: new Date(NOW.getTime() - 30 * DAY) });
    const unused = record('n', { kind: 'episode', validFrom: old });
    assert.ok(Math.abs(recencyOf(used, NOW, DEFAULT_RECALL_CONFIG) - 0.5) < 1e-9);
    assert.ok(recencyOf(unused, NOW, DEFAULT_RECALL_CONFIG) < 0.001);
  });

  test('the future counts as now (recency never exceeds 1)', () => {
    const future = record('f', { validFrom: new Date(NOW.getTime() + 5 * DAY) });
    assert.equal(recencyOf(future, NOW, DEFAULT_RECALL_CONFIG), 1);
  });

  test('between equal matches, the fresher memory ranks first', () => {
    const fresh = record('fresh', { kind: 'episode' });
    const stale = record('stale', { kind: 'episode', validFrom: new Date(NOW.getTime() - 90 * DAY) });
    const leg = { bm25: 3, keywordRank: 0, cosine: 0.7, vectorRank: 0 };
    assert.deepEqual(ids(rankCandidates([candidate(stale, leg), candidate(fresh, leg)], NOW, config())), ['fresh', 'stale']);
    // with recency weighted out entirely, the tie is broken by nothing that favours the fresh one
    const flat = rankCandidates(
      [candidate(stale, leg), candidate(fresh, leg)],
      NOW,
      config({ blend: { keyword: 0.5, vector: 0.4, recency: 0 }, rank: { relevance: 1, recency: 0, importance: 0 } }),
    );
    assert.equal(flat[0]?.score, flat[1]?.score);
  });
});

describe('importance', () => {
  test('between equal matches, the more important memory ranks first', () => {
    const low = record('low', { importance: 0.1 });
    const high = record('high', { importance: 0.95 });
    const leg = { bm25: 3, keywordRank: 0, cosine: 0.7, vectorRank: 0 };
    assert.deepEqual(ids(rankCandidates([candidate(low, leg), candidate(high, leg)], NOW, config())), ['high', 'low']);
  });

  test('with the importance weight at zero it no longer matters', () => {
    const low = record('low', { importance: 0.1 });
    const high = record('high', { importance: 0.95 });
    const leg = { bm25: 3, keywordRank: 0, cosine: 0.7, vectorRank: 0 };
    const ranked = rankCandidates([candidate(low, leg), candidate(high, leg)], NOW, config({ rank: { relevance: 0.6, recency: 0.2, importance: 0 } }));
    assert.equal(ranked[0]?.score, ranked[1]?.score);
  });
});

describe('reciprocal-rank fusion', () => {
  // A: best keyword hit by far, no vector hit. B: a mediocre keyword hit (rank 5) and the best vector hit with a low cosine.
  const a = record('a');
  const b = record('b');
  const candidates = [candidate(a, { bm25: 10, keywordRank: 0 }), candidate(b, { bm25: 1, keywordRank: 5, cosine: 0.3, vectorRank: 0 })];

  test('the blend follows raw scores: the strong keyword hit wins', () => {
    assert.deepEqual(ids(rankCandidates(candidates, NOW, config())), ['a', 'b']);
  });

  test('RRF follows ranks: found near the top by both legs wins', () => {
    const ranked = rankCandidates(candidates, NOW, config({ fusion: 'rrf' }));
    assert.deepEqual(ids(ranked), ['b', 'a']);
  });

  test('first in both legs is a full match; relevance stays within 0..1', () => {
    const ranked = rankCandidates([candidate(record('top'), { bm25: 1, keywordRank: 0, cosine: 0.9, vectorRank: 0 })], NOW, config({ fusion: 'rrf' }));
    assert.ok(Math.abs((ranked[0]?.scores.match ?? 0) - 1) < 1e-9);
    assert.ok((ranked[0]?.scores.relevance ?? 2) <= 1);
  });

  test('the RRF constant changes how much rank position matters', () => {
    const farDown = [candidate(record('x'), { bm25: 1, keywordRank: 30 })];
    const small = rankCandidates(farDown, NOW, config({ fusion: 'rrf', rrfK: 1, relevanceFloor: 0 }));
    const large = rankCandidates(farDown, NOW, config({ fusion: 'rrf', rrfK: 1000, relevanceFloor: 0 }));
    assert.ok((small[0]?.scores.match ?? 1) < (large[0]?.scores.match ?? 0));
  });
});

describe('speaker, session and newer-wins (off by default)', () => {
  test("a query naming a speaker lifts that speaker's memories", () => {
    const ann = record('ann', { content: 'Ann said, "I paint lakes."', metadata: { speaker: 'Ann' } });
    const bob = record('bob', { content: 'Bob said, "Ann, I love your painting."', metadata: { speaker: 'Bob' } });
    const cands = [candidate(bob, { bm25: 10 }), candidate(ann, { bm25: 9 })];
    assert.deepEqual(ids(rankCandidates(cands, NOW, config(), { terms: ['ann', 'paint'] })), ['bob', 'ann']);
    assert.deepEqual(ids(rankCandidates(cands, NOW, config({ blend: { speaker: 0.2 } }), { terms: ['ann', 'paint'] })), ['ann', 'bob']);
    assert.deepEqual(ids(rankCandidates(cands, NOW, config({ blend: { speaker: 0.2 } }), { terms: ['paint'] })), ['bob', 'ann']);
  });

  test('memories of one session lift each other', () => {
    const t1 = new Date(NOW.getTime() - 10 * DAY);
    const a = record('a', { validFrom: t1 });
    const b = record('b', { validFrom: t1 });
    const lone = record('lone', { validFrom: new Date(NOW.getTime() - 20 * DAY) });
    const cands = [candidate(lone, { bm25: 10 }), candidate(a, { bm25: 9.5 }), candidate(b, { bm25: 9 })];
    assert.equal(ids(rankCandidates(cands, NOW, config({ rank: { relevance: 1, recency: 0, importance: 0 } })))[0], 'lone');
    const ranked = rankCandidates(cands, NOW, config({ rank: { relevance: 1, recency: 0, importance: 0 }, blend: { session: 0.3 } }));
    assert.deepEqual(ids(ranked), ['a', 'b', 'lone']);
    assert.equal(ranked[2]?.scores.session, 0);
  });

  test('newer wins: an older memory goes below a newer one matching the same query terms', () => {
    const old = record('old', { content: 'the sensor reads every 10 minutes', validFrom: new Date(NOW.getTime() - 30 * DAY) });
    const recent = record('new', { content: 'the sensor now reads every 5 minutes', validFrom: new Date(NOW.getTime() - 20 * DAY) });
    const other = record('other', { content: 'the sensor is blue', validFrom: NOW });
    const cands = [candidate(old, { bm25: 10 }), candidate(recent, { bm25: 8 }), candidate(other, { bm25: 6 })];
    const base = { rank: { relevance: 1, recency: 0, importance: 0 } };
    assert.deepEqual(ids(rankCandidates(cands, NOW, config(base), { terms: ['sensor', 'read'] })), ['old', 'new', 'other']);
    assert.deepEqual(ids(rankCandidates(cands, NOW, config({ ...base, supersede: 0.5 }), { terms: ['sensor', 'read'] })), ['new', 'old', 'other']);
    // a newer memory with too weak a match does not win
    assert.deepEqual(ids(rankCandidates(cands, NOW, config({ ...base, supersede: 0.9 }), { terms: ['sensor', 'read'] })), ['old', 'new', 'other']);
  });
});
