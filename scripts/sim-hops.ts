/**
 * Round four of issue 14: three more recall directions measured on LoCoMo without changing the
 * engine, each against the default ranking, per category, with leave-one-conversation-out
 * cross-validation (a setting is chosen by R@5 + R@10 on six conversations, reported on the seventh):
 *
 *   npx tsx scripts/sim-hops.ts session <locomo.json> '{"bm25-p1":{"agg":"bm25","weight":0.1}}'
 *   npx tsx scripts/sim-hops.ts entity  <locomo.json> '{"e5w3":{"docs":5,"weight":0.3}}'
 *   npx tsx scripts/sim-hops.ts prefix  <locomo.json> '{"p5w5":{"min":5,"weight":0.5}}'
 *
 * `session`: a session-level pass. Each session (or window of `window` turns of it) gets a score —
 * `bm25`: BM25 of the query over the window's concatenated turns; `sum`: the sum of its `top` best
 * first-ranking scores; `count`: how many distinct query terms its turns hold — normalised by the
 * best. `prior` adds `weight` × that score to each candidate's first score; `rrf` fuses the first
 * ranking with "turns of the best windows first" by reciprocal rank (the second list × `weight`).
 * `entity`: capitalised names in the top `docs` recalled turns (not sentence-initial, not a speaker,
 * not in the question) form a second keyword query; its BM25 × `weight` is added to each
 * candidate's BM25 (new hits join, scored by the vector leg too), then the default ranking runs.
 * `prefix`: each query stem of at least `min` characters is expanded to the scope's indexed terms
 * that start with it (and, with `both`, to indexed terms of at least `min` characters it starts
 * with), at most `cap` per stem; the expansion's BM25 × `weight` joins as for `entity`.
 */
import { RecallConfigSchema } from '../src/read/rank/config.js';
import { rankCandidates, type RankInput, type RankRecord } from '../src/read/rank/score.js';
import { STOP_WORDS } from '../src/core/text/stop-words.js';
import { termsOf } from '../src/core/text/terms.js';
import { simulate, type Asked, type Remembered } from './sim-harness.js';

interface Setting {
  agg?: 'bm25' | 'cbm25' | 'sum' | 'count';
  raw?: boolean;
  b?: number;
  top?: number;
  window?: number;
  fusion?: 'prior' | 'rrf';
  weight: number;
  docs?: number;
  min?: number;
  both?: boolean;
  cap?: number;
}

const [mode, data, gridJson] = process.argv.slice(2);
if (!['session', 'entity', 'prefix'].includes(mode ?? '') || !data || !gridJson)
  throw new Error('usage: sim-hops.ts session|entity|prefix <locomo.json> <grid json>');
const grid = JSON.parse(gridJson) as Record<string, Setting>;
const config = RecallConfigSchema.parse({});
const expansionSizes: number[] = [];

/** Per conversation: the speakers, the scope's vocabulary and each memory's terms. */
function prepare({ conv, memories }: Remembered) {
  const speakers = new Set(conv.turns.map((t) => t.speaker.toLowerCase()));
  // The scope's vocabulary: every term the index holds (content and search context).
  const vocab = [...new Set(memories.flatMap((m) => termsOf([m.content, m.context ?? ''].join(' '))))].sort();
  const contentTerms = new Map(memories.map((m) => [m.id, termsOf(m.content.replace(/^[^"]*said, "/, ''))]));
  const rawTerms = new Map(memories.map((m) => [m.id, termsOf(m.content)]));
  return { speakers, vocab, contentTerms, rawTerms };
}

/** The first ranking with a second keyword query's BM25 × `weight` added (new hits join, scored by the vector leg too). */
async function withSecondQuery({ store, scope, now, filter }: Remembered, q: Asked, extra: string[], weight: number) {
  const { first, candidates, vector, windows, terms } = q;
  if (extra.length === 0) return first;
  const hits = await store.searchKeyword(scope, { terms: extra, filter, limit: 100 });
  const add = new Map(hits.map((h) => [h.id, weight * h.score]));
  const merged: RankInput<RankRecord>[] = candidates.map((c) => (add.has(c.record.id) ? { ...c, bm25: (c.bm25 ?? 0) + (add.get(c.record.id) ?? 0) } : c));
  const have = new Set(candidates.map((c) => c.record.id));
  const fresh = hits.filter((h) => !have.has(h.id)).map((h) => h.id);
  if (fresh.length > 0 && vector) {
    const scored = await store.searchVector(scope, { vector, filter, limit: 1, alsoScore: fresh });
    const cosine = new Map(scored.map((h) => [h.id, h.score]));
    for (const record of await store.getMemories(scope, fresh))
      merged.push({ record, bm25: add.get(record.id) ?? null, cosine: cosine.get(record.id) ?? null, keywordRank: null, vectorRank: null });
  }
  return rankCandidates(merged, now, config, { timeWindows: windows, terms });
}

async function rank(ctx: Remembered & { prepared: unknown }, q: Asked, s: Setting): Promise<string[]> {
  const { speakers, vocab, contentTerms, rawTerms } = ctx.prepared as ReturnType<typeof prepare>;
  const { first, terms } = q;
  if (mode === 'session') return sessionPass(first, s, terms, ctx.memories, s.raw ? rawTerms : contentTerms);
  else if (mode === 'entity') {
    const wanted = new Set(terms);
    const found = new Set<string>();
    for (const r of first.slice(0, s.docs ?? 5)) {
      const text = r.record.content.replace(/^[^"]*said, "/, '');
      for (const m of text.matchAll(/(?<![.!?]\s|^|["(]\s?)\b[A-Z][a-z]{2,}\b/g)) {
        const w = m[0].toLowerCase();
        if (speakers.has(w) || STOP_WORDS.has(w)) continue;
        for (const t of termsOf(w)) if (!wanted.has(t)) found.add(t);
      }
    }
    expansionSizes.push(found.size);
    return (await withSecondQuery(ctx, q, [...found], s.weight)).map((r) => r.record.id);
  } else {
    const extra = new Set<string>();
    const min = s.min ?? 5;
    for (const t of terms) {
      if (t.length < min || /^\d+$/.test(t)) continue;
      const longer: string[] = [];
      for (let i = lowerBound(vocab, t); i < vocab.length && (vocab[i] as string).startsWith(t); i++) if (vocab[i] !== t) longer.push(vocab[i] as string);
      for (const x of longer.slice(0, s.cap ?? 10)) extra.add(x);
      if (s.both) for (let n = min; n < t.length; n++) if (vocab[lowerBound(vocab, t.slice(0, n))] === t.slice(0, n)) extra.add(t.slice(0, n));
    }
    for (const t of terms) extra.delete(t);
    expansionSizes.push(extra.size);
    return (await withSecondQuery(ctx, q, [...extra], s.weight)).map((r) => r.record.id);
  }
}

/** Index of the first element of sorted `xs` not below `x`. */
function lowerBound(xs: readonly string[], x: string): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] as string) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first ranking re-ordered by a session-level (or window-level) score; ids, best first. */
function sessionPass(
  first: ReturnType<typeof rankCandidates>,
  s: Setting,
  terms: string[],
  all: readonly { id: string; metadata: Record<string, unknown> }[],
  contentTerms: Map<string, string[]>,
): string[] {
  const windowOf = (m: { metadata: Record<string, unknown> }) => {
    const turn = String(m.metadata.turn);
    const n = Number(turn.split(':')[1] ?? 0);
    return s.window ? `${String(m.metadata.session)}/${Math.floor(n / s.window)}` : String(m.metadata.session);
  };
  const score = new Map<string, number>();
  if (s.agg === 'sum') {
    const byWindow = new Map<string, number[]>();
    for (const r of first) (byWindow.get(windowOf(r.record)) ?? (byWindow.set(windowOf(r.record), []).get(windowOf(r.record)) as number[])).push(r.score);
    for (const [w, xs] of byWindow)
      score.set(
        w,
        xs.slice(0, s.top ?? 3).reduce((a, b) => a + b, 0),
      );
  } else {
    const docs = new Map<string, string[]>();
    // `cbm25`: only the candidates' own text is known (what the ranking step has without the index).
    const pool = s.agg === 'cbm25' ? first.map((r) => r.record) : all;
    for (const m of pool) (docs.get(windowOf(m)) ?? (docs.set(windowOf(m), []).get(windowOf(m)) as string[])).push(...(contentTerms.get(m.id) ?? []));
    const wanted = new Set(terms);
    const df = new Map<string, number>();
    const tfs = new Map<string, Map<string, number>>();
    for (const [w, ts] of docs) {
      const tf = new Map<string, number>();
      for (const t of ts) if (wanted.has(t)) tf.set(t, (tf.get(t) ?? 0) + 1);
      tfs.set(w, tf);
      for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    }
    const avg = [...docs.values()].reduce((a, d) => a + d.length, 0) / Math.max(1, docs.size);
    for (const [w, tf] of tfs) {
      let x = 0;
      for (const [t, f] of tf) {
        if (s.agg === 'count') x += 1;
        else {
          const idf = Math.log(1 + (docs.size - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
          x += (idf * f * 2.2) / (f + 1.2 * (1 - (s.b ?? 0.75) + ((s.b ?? 0.75) * (docs.get(w) as string[]).length) / avg));
        }
      }
      score.set(w, x);
    }
  }
  const max = Math.max(0, ...score.values());
  const norm = (r: { record: { metadata: Record<string, unknown> } }) => (max > 0 ? (score.get(windowOf(r.record)) ?? 0) / max : 0);
  if ((s.fusion ?? 'prior') === 'prior') {
    return first
      .map((r) => [r.record.id, r.score + s.weight * norm(r)] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => id);
  }
  const second = first.map((r, i) => ({ id: r.record.id, i, w: norm(r) })).sort((a, b) => b.w - a.w || a.i - b.i);
  const rank2 = new Map(second.map((x, j) => [x.id, j]));
  return first
    .map((r, i) => [r.record.id, 1 / (60 + i + 1) + s.weight / (60 + (rank2.get(r.record.id) ?? 0) + 1)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id);
}

await simulate<Setting>(data, grid, rank, {
  prepare,
  extra: () => (expansionSizes.length > 0 ? { meanExpansionTerms: +(expansionSizes.reduce((a, b) => a + b, 0) / expansionSizes.length).toFixed(2) } : {}),
});
