/**
 * Leave-one-conversation-out cross-validation of recall settings on LoCoMo and BEAM (issue 14):
 * every conversation is ingested once and recalled with every setting of the grid; for each
 * conversation, the setting with the best score on the others is chosen and reported on the one
 * held out. Measurement only (the data stays where it is).
 *
 *   npx tsx scripts/cv-recall.ts locomo <locomo.json> '<grid json: {"name": config, …}>'
 *   npx tsx scripts/cv-recall.ts beam <beam dir> '<grid json>'
 *
 * Settings are chosen by R@1 + R@5 + R@10 (each weighted by questions), on BEAM plus update order.
 * A setting with `"embedder": "use"` runs with the Universal Sentence Encoder (scripts/use-embedder.ts)
 * instead of the default embedder; one with `"fixed": true` is reported but never chosen. The first
 * setting is the baseline the differences are taken from. A setting with `"crossRerank": {"coverage":
 * 0.15, "proximity": 0.1}` reranks its best 50 with the bench's cross-feature function
 * (src/bench/rerank-cross.ts; a function, not a model).
 */
import { runBeamBench, BEAM_RETRIEVERS } from '../src/bench/beam/run.js';
import { readBeamDir } from '../src/bench/beam/data.js';
import { LOCOMO_RETRIEVERS, runLocomoBench } from '../src/bench/locomo/run.js';
import { readLocomoFile } from '../src/bench/locomo/data.js';
import type { RecallConfigInput } from '../src/read/rank/config.js';
import type { Embedder } from '../src/core/contracts/embedder.js';
import { useEmbedder, useStats } from './use-embedder.js';
import { crossFeatureReranker, type CrossFeatureWeights } from '../src/bench/rerank-cross.js';

type Fold = {
  questions: number;
  r1: number;
  r5: number;
  r10: number;
  updates?: { n: number; share: number };
  byCat: Record<string, { n: number; r10: number; r5: number }>;
};

const [bench, data, gridJson] = process.argv.slice(2);
if (!bench || !data || !gridJson) throw new Error('usage: cv-recall.ts locomo|beam <data> <grid json>');
const grid = JSON.parse(gridJson) as Record<
  string,
  RecallConfigInput & { legs?: 'hybrid' | 'keyword' | 'vector'; embedder?: 'use'; fixed?: boolean; crossRerank?: CrossFeatureWeights }
>;
const names = Object.keys(grid);
const table = (bench === 'beam' ? BEAM_RETRIEVERS : LOCOMO_RETRIEVERS) as Record<string, unknown>;
for (const n of names) {
  const { legs, embedder: _embedder, fixed: _fixed, crossRerank, ...config } = grid[n] ?? {};
  const rerank = crossRerank ? { rerank: { fn: crossFeatureReranker(crossRerank), top: 50 } } : {};
  table[n] = { legs: legs ?? 'hybrid', config: { ...config, ...rerank }, description: n };
}
// Settings grouped by embedder: each group ingests every conversation once.
const use = names.some((n) => grid[n]?.embedder === 'use') ? useEmbedder() : undefined;
const groups: { embedder?: Embedder; names: string[] }[] = [
  { names: names.filter((n) => grid[n]?.embedder !== 'use') },
  ...(use ? [{ embedder: use, names: names.filter((n) => grid[n]?.embedder === 'use') }] : []),
].filter((g) => g.names.length > 0);
const runAll = async <T>(run: (g: (typeof groups)[number]) => Promise<T[]>): Promise<T[]> => {
  const out: T[] = [];
  for (const g of groups) out.push(...(await run(g))); // one at a time, so the embedding times are honest
  return out;
};

const folds: Record<string, Fold>[] = []; // per conversation: per setting
if (bench === 'locomo') {
  for (const conv of readLocomoFile(data)) {
    const results = await runAll((g) => runLocomoBench({ conversations: [conv], retrievers: g.names, ...(g.embedder && { embedder: g.embedder }) }));
    folds.push(
      Object.fromEntries(
        results.map((r) => [
          r.retriever,
          {
            questions: r.questions,
            r1: r.overall['R@1'] ?? 0,
            r5: r.overall['R@5'] ?? 0,
            r10: r.overall['R@10'] ?? 0,
            byCat: Object.fromEntries(Object.entries(r.byCategory).map(([, v]) => [v.name, { n: v.questions, r5: v['R@5'] ?? 0, r10: v['R@10'] ?? 0 }])),
          },
        ]),
      ),
    );
    process.stderr.write('.');
  }
} else {
  for (const conv of readBeamDir(data)) {
    const results = await runAll((g) => runBeamBench({ conversations: [conv], retrievers: g.names, ...(g.embedder && { embedder: g.embedder }) }));
    folds.push(
      Object.fromEntries(
        results.map((r) => [
          r.retriever,
          {
            questions: r.questions,
            r1: r.overall['R@1'] ?? 0,
            r5: r.overall['R@5'] ?? 0,
            r10: r.overall['R@10'] ?? 0,
            updates: { n: r.updateOrder.questions, share: r.updateOrder.share },
            byCat: Object.fromEntries(Object.entries(r.byAbility).map(([a, v]) => [a, { n: v.questions, r5: v['R@5'] ?? 0, r10: v['R@10'] ?? 0 }])),
          },
        ]),
      ),
    );
    process.stderr.write('.');
  }
}
process.stderr.write('\n');
if (use)
  console.log(
    JSON.stringify({
      use: {
        loadMs: Math.round(useStats.loadMs),
        embedded: useStats.embedded,
        msPerText: Math.round((10 * useStats.embedMs) / Math.max(1, useStats.embedded)) / 10,
      },
    }),
  );

const score = (f: Fold) => (f.r1 + f.r5 + f.r10) * f.questions + (f.updates ? f.updates.share * f.updates.n : 0);
const pooled = (pick: (i: number) => string) => {
  let q = 0,
    r1 = 0,
    r5 = 0,
    r10 = 0,
    un = 0,
    us = 0;
  const cats: Record<string, { n: number; r5: number; r10: number }> = {};
  folds.forEach((f, i) => {
    const x = f[pick(i)] as Fold;
    q += x.questions;
    r1 += x.r1 * x.questions;
    r5 += x.r5 * x.questions;
    r10 += x.r10 * x.questions;
    if (x.updates) {
      un += x.updates.n;
      us += x.updates.share * x.updates.n;
    }
    for (const [c, v] of Object.entries(x.byCat)) {
      const a = (cats[c] ??= { n: 0, r5: 0, r10: 0 });
      a.n += v.n;
      a.r5 += v.r5 * v.n;
      a.r10 += v.r10 * v.n;
    }
  });
  const r = (x: number, n: number) => Math.round((10 * x) / Math.max(1, n)) / 10;
  return {
    R1: r(r1, q),
    R5: r(r5, q),
    R10: r(r10, q),
    ...(un > 0 && { update: r(us, un) }),
    ...Object.fromEntries(Object.entries(cats).map(([c, v]) => [c, `${r(v.r5, v.n)} / ${r(v.r10, v.n)}`])),
  };
};
for (const n of names) console.log(JSON.stringify({ setting: n, ...pooled(() => n) }));
const choosable = names.some((n) => !grid[n]?.fixed) ? names.filter((n) => !grid[n]?.fixed) : names;
const chosen = folds.map((_, h) =>
  choosable.reduce((best, n) => {
    const s = (m: string) => folds.reduce((t, f, i) => (i === h ? t : t + score(f[m] as Fold)), 0);
    return s(n) > s(best) ? n : best;
  }, choosable[0] as string),
);
const held = folds.map((f, i) => (f[chosen[i] as string] as Fold).r10);
const base = folds.map((f) => (f[names[0] as string] as Fold).r10);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const diff = held.map((x, i) => x - (base[i] as number));
console.log(JSON.stringify({ setting: 'cross-validated (held-out)', ...pooled((i) => chosen[i] as string) }));
// Per category: R@10 minus the first setting's, per fold (folds where the category has questions),
// for the held-out choice and for each setting kept fixed.
const spread = (pick: (i: number) => string) =>
  Object.fromEntries(
    Object.keys((folds[0]?.[names[0] as string] as Fold).byCat).map((c) => {
      const d = folds.flatMap((f, i) => {
        const x = (f[pick(i)] as Fold).byCat[c];
        const y = (f[names[0] as string] as Fold).byCat[c];
        return x && y && y.n > 0 ? [x.r10 - y.r10] : [];
      });
      return [c, `${Math.round(mean(d) * 10) / 10} ± ${Math.round(sd(d) * 10) / 10}`];
    }),
  );
for (const n of names.slice(1)) console.log(JSON.stringify({ perCategoryDiffR10: n, ...spread(() => n) }));
console.log(JSON.stringify({ perCategoryDiffR10: 'cross-validated', ...spread((i) => chosen[i] as string) }));
console.log(
  JSON.stringify({
    chosen,
    heldOutR10: held,
    baselineR10: base,
    sdHeldOut: Math.round(sd(held) * 10) / 10,
    meanDiffR10: Math.round(mean(diff) * 10) / 10,
    sdDiffR10: Math.round(sd(diff) * 10) / 10,
  }),
);
