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
import { readLocomoFile } from '../src/bench/locomo/data.js';
import { recallAt, turnInput } from '../src/bench/locomo/run.js';
import { createMnemo } from '../src/create-mnemo.js';
import { createEmbedder } from '../src/embedders/registry.js';
import { RecallConfigSchema } from '../src/rank/config.js';
import { rankCandidates, type RankInput, type RankRecord } from '../src/rank/score.js';
import { retrieveCandidates } from '../src/retrieve/candidates.js';
import { toScope } from '../src/scope-input.js';
import { openStore } from '../src/storage/open.js';
import { STOP_WORDS } from '../src/text/stop-words.js';
import { queryTermsOf, termsOf } from '../src/text/terms.js';
import { timeWindowsOf } from '../src/text/time-expressions.js';

interface Setting {
  agg?: 'bm25' | 'cbm25' | 'sum' | 'count'; raw?: boolean; b?: number; top?: number; window?: number; fusion?: 'prior' | 'rrf'; weight: number;
  docs?: number; min?: number; both?: boolean; cap?: number;
}
type Tally = Record<string, { n: number; r1: number; r5: number; r10: number }>;

const [mode, data, gridJson] = process.argv.slice(2);
if (!['session', 'entity', 'prefix'].includes(mode ?? '') || !data || !gridJson) throw new Error('usage: sim-hops.ts session|entity|prefix <locomo.json> <grid json>');
const grid = JSON.parse(gridJson) as Record<string, Setting>;
const names = ['default', ...Object.keys(grid)];
const embedder = await createEmbedder('local');
const modelId = `${embedder.provider}/${embedder.modelId}`;
const config = RecallConfigSchema.parse({});
const folds: Record<string, Tally>[] = [];
const expansionSizes: number[] = [];

for (const [ci, conv] of readLocomoFile(data).entries()) {
  const now = new Date(Math.max(...conv.turns.map((t) => t.at.getTime())) + 86_400_000);
  const store = await openStore(':memory:');
  const mnemo = await createMnemo({ db: store, embedder, now: () => now });
  const scope = toScope({ userId: `locomo-${ci + 1}` });
  const inputs = conv.turns.map((t, i) => turnInput(t, conv.turns.slice(Math.max(0, i - 2), i).filter((p) => p.session === t.session)));
  const memories = await mnemo.rememberMany(scope, inputs.filter((x) => x.content.length <= 2000));
  const turnOf = new Map(memories.map((m) => [m.id, String(m.metadata.turn)]));
  const speakers = new Set(conv.turns.map((t) => t.speaker.toLowerCase()));
  // The scope's vocabulary: every term the index holds (content and search context).
  const vocab = [...new Set(memories.flatMap((m) => termsOf([m.content, m.context ?? ''].join(' '))))].sort();
  const contentTerms = new Map(memories.map((m) => [m.id, termsOf(m.content.replace(/^[^"]*said, "/, ''))]));
  const rawTerms = new Map(memories.map((m) => [m.id, termsOf(m.content)]));
  const filter = { validity: { mode: 'current' as const, now } };
  const fold: Record<string, Tally> = {};
  for (const q of conv.questions) {
    const windows = timeWindowsOf(q.question, now);
    const terms = queryTermsOf(q.question);
    const [vector] = await embedder.doEmbed({ values: [q.question] }).then((r) => r.embeddings.map((e) => Float32Array.from(e)));
    const embedQuery = async () => (vector ? { vector, modelId } : null);
    const candidates = await retrieveCandidates({ store, embedQuery }, scope, q.question, filter, 100);
    const first = rankCandidates(candidates, now, config, { timeWindows: windows, terms });
    const secondQuery = async (extra: string[], weight: number) => {
      if (extra.length === 0) return first;
      const hits = await store.searchKeyword(scope, { terms: extra, filter, limit: 100 });
      const add = new Map(hits.map((h) => [h.id, weight * h.score]));
      const merged: RankInput<RankRecord>[] = candidates.map((c) => (add.has(c.record.id) ? { ...c, bm25: (c.bm25 ?? 0) + (add.get(c.record.id) ?? 0) } : c));
      const have = new Set(candidates.map((c) => c.record.id));
      const fresh = hits.filter((h) => !have.has(h.id)).map((h) => h.id);
      if (fresh.length > 0 && vector) {
        const scored = await store.searchVector(scope, { vector, filter, limit: 1, alsoScore: fresh });
        const cosine = new Map(scored.map((h) => [h.id, h.score]));
        for (const record of await store.getMemories(scope, fresh)) merged.push({ record, bm25: add.get(record.id) ?? null, cosine: cosine.get(record.id) ?? null, keywordRank: null, vectorRank: null });
      }
      return rankCandidates(merged, now, config, { timeWindows: windows, terms });
    };
    for (const name of names) {
      const s = grid[name];
      let top: string[];
      if (!s) top = first.slice(0, 10).map((r) => r.record.id);
      else if (mode === 'session') top = sessionPass(first, s, terms, memories, s.raw ? rawTerms : contentTerms).slice(0, 10);
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
        top = (await secondQuery([...found], s.weight)).slice(0, 10).map((r) => r.record.id);
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
        top = (await secondQuery([...extra], s.weight)).slice(0, 10).map((r) => r.record.id);
      }
      const ids = top.map((id) => turnOf.get(id) ?? '');
      const tally = (fold[name] ??= {});
      for (const c of [String(q.category), 'all']) {
        const a = (tally[c] ??= { n: 0, r1: 0, r5: 0, r10: 0 });
        a.n++;
        a.r1 += recallAt(q.evidence, ids.slice(0, 1));
        a.r5 += recallAt(q.evidence, ids.slice(0, 5));
        a.r10 += recallAt(q.evidence, ids);
      }
    }
  }
  folds.push(fold);
  await mnemo.close();
  process.stderr.write('.');
}
process.stderr.write('\n');

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
function sessionPass(first: ReturnType<typeof rankCandidates>, s: Setting, terms: string[], all: readonly { id: string; metadata: Record<string, unknown> }[], contentTerms: Map<string, string[]>): string[] {
  const windowOf = (m: { metadata: Record<string, unknown> }) => {
    const turn = String(m.metadata.turn);
    const n = Number(turn.split(':')[1] ?? 0);
    return s.window ? `${String(m.metadata.session)}/${Math.floor(n / s.window)}` : String(m.metadata.session);
  };
  const score = new Map<string, number>();
  if (s.agg === 'sum') {
    const byWindow = new Map<string, number[]>();
    for (const r of first) (byWindow.get(windowOf(r.record)) ?? byWindow.set(windowOf(r.record), []).get(windowOf(r.record)) as number[]).push(r.score);
    for (const [w, xs] of byWindow) score.set(w, xs.slice(0, s.top ?? 3).reduce((a, b) => a + b, 0));
  } else {
    const docs = new Map<string, string[]>();
    // `cbm25`: only the candidates' own text is known (what the ranking step has without the index).
    const pool = s.agg === 'cbm25' ? first.map((r) => r.record) : all;
    for (const m of pool) (docs.get(windowOf(m)) ?? docs.set(windowOf(m), []).get(windowOf(m)) as string[]).push(...(contentTerms.get(m.id) ?? []));
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
    return first.map((r) => [r.record.id, r.score + s.weight * norm(r)] as const).sort((a, b) => b[1] - a[1]).map(([id]) => id);
  }
  const second = first.map((r, i) => ({ id: r.record.id, i, w: norm(r) })).sort((a, b) => b.w - a.w || a.i - b.i);
  const rank2 = new Map(second.map((x, j) => [x.id, j]));
  return first
    .map((r, i) => [r.record.id, 1 / (60 + i + 1) + s.weight / (60 + (rank2.get(r.record.id) ?? 0) + 1)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id);
}

const at = (i: number, name: string, c: string) => folds[i]?.[name]?.[c] ?? { n: 0, r1: 0, r5: 0, r10: 0 };
const line = (pick: (i: number) => string) =>
  ['all', '1', '2', '3', '4', '5']
    .map((c) => {
      const t = folds.reduce((a, _, i) => {
        const x = at(i, pick(i), c);
        return { n: a.n + x.n, r1: a.r1 + x.r1, r5: a.r5 + x.r5, r10: a.r10 + x.r10 };
      }, { n: 0, r1: 0, r5: 0, r10: 0 });
      return `${c === 'all' ? `overall R@1 ${((100 * t.r1) / t.n).toFixed(1)}, R@5/10` : `cat ${c}`} ${((100 * t.r5) / t.n).toFixed(1)} / ${((100 * t.r10) / t.n).toFixed(1)}`;
    })
    .join(' | ');
for (const n of names) console.log(n.padEnd(16), line(() => n));
const fit = (h: number, n: string) => folds.reduce((t, _, i) => (i === h ? t : t + at(i, n, 'all').r5 + at(i, n, 'all').r10), 0);
const chosen = folds.map((_, h) => names.reduce((best, n) => (fit(h, n) > fit(h, best) ? n : best), 'default'));
console.log('cross-validated'.padEnd(16), line((i) => chosen[i] ?? 'default'));
const r10 = (i: number, n: string) => (100 * at(i, n, 'all').r10) / at(i, n, 'all').n;
const held = folds.map((_, i) => r10(i, chosen[i] ?? 'default'));
const base = folds.map((_, i) => r10(i, 'default'));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const diff = held.map((x, i) => x - (base[i] as number));
// Per category: the held-out R@10 minus the default's, per fold, and its spread across the folds.
const perCategory = Object.fromEntries(['1', '2', '3', '4', '5'].map((c) => {
  const d = folds.map((_, i) => (100 * (at(i, chosen[i] ?? 'default', c).r10 - at(i, 'default', c).r10)) / Math.max(1, at(i, 'default', c).n));
  return [c, { meanDiff: +mean(d).toFixed(2), sdDiff: +sd(d).toFixed(2) }];
}));
console.log(JSON.stringify({
  chosen, perCategory, heldOutR10: held.map((x) => +x.toFixed(1)), defaultR10: base.map((x) => +x.toFixed(1)),
  sdHeldOut: +sd(held).toFixed(1), meanDiffR10: +mean(diff).toFixed(2), sdDiffR10: +sd(diff).toFixed(2),
  ...(expansionSizes.length > 0 && { meanExpansionTerms: +mean(expansionSizes).toFixed(2) }),
}));
