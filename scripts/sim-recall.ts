/**
 * Recall legs measured on LoCoMo without changing the engine (issue 14), each against the default
 * ranking, per category, with leave-one-conversation-out cross-validation (a setting is chosen by
 * R@5 + R@10 on six conversations and reported on the seventh):
 *
 *   npx tsx scripts/sim-recall.ts time <locomo.json> '{"leg100":{"cap":100},"leg100-t4":{"cap":100,"time":0.4,"keyword":true}}'
 *   npx tsx scripts/sim-recall.ts feedback <locomo.json> '{"f5e5":{"docs":5,"terms":5,"weight":0.1,"minDocs":2}}'
 *
 * `time`: a time-range leg. Memories whose event time falls inside the range the question names
 * (`timeWindowsOf`; a month without a year only with `monthAny`) join the candidates when the range
 * holds at most `cap` memories, scored by the vector leg and, with `keyword`, by their BM25 from an
 * unlimited keyword search (as a search filtered to the range would score them); `time` overrides
 * `blend.time`. `feedback`: term-level pseudo-relevance feedback. The terms the top `docs` recalled
 * memories share (in at least `minDocs` of them, not in the query), weighted by IDF over the
 * conversation, are a second keyword query (with the question's own terms when `withQuery`); its
 * normalised BM25 times `weight` is added to the first ranking's score.
 */
import { readLocomoFile } from '../src/bench/locomo/data.js';
import { recallAt, turnInput } from '../src/bench/locomo/run.js';
import { createMnemo } from '../src/create-mnemo.js';
import { createEmbedder } from '../src/embedders/registry.js';
import { RecallConfigSchema } from '../src/rank/config.js';
import { rankCandidates, type RankInput } from '../src/rank/score.js';
import { retrieveCandidates } from '../src/retrieve/candidates.js';
import { toScope } from '../src/scope-input.js';
import { openStore } from '../src/storage/open.js';
import { queryTermsOf, termsOf } from '../src/text/terms.js';
import { inTimeWindows, timeWindowsOf } from '../src/text/time-expressions.js';

interface TimeSetting { cap: number; time?: number; keyword?: boolean; monthAny?: boolean }
interface FeedbackSetting { docs: number; terms: number; weight: number; minDocs: number; withQuery?: boolean }
type Tally = Record<string, { n: number; r5: number; r10: number }>;

const [mode, data, gridJson] = process.argv.slice(2);
if ((mode !== 'time' && mode !== 'feedback') || !data || !gridJson) throw new Error('usage: sim-recall.ts time|feedback <locomo.json> <grid json>');
const grid = JSON.parse(gridJson) as Record<string, TimeSetting & FeedbackSetting>;
const names = ['default', ...Object.keys(grid)];
const embedder = await createEmbedder('local');
const modelId = `${embedder.provider}/${embedder.modelId}`;
const folds: Record<string, Tally>[] = [];

for (const [ci, conv] of readLocomoFile(data).entries()) {
  const now = new Date(Math.max(...conv.turns.map((t) => t.at.getTime())) + 86_400_000);
  const store = await openStore(':memory:');
  const mnemo = await createMnemo({ db: store, embedder, now: () => now });
  const scope = toScope({ userId: `locomo-${ci + 1}` });
  const inputs = conv.turns.map((t, i) => turnInput(t, conv.turns.slice(Math.max(0, i - 2), i).filter((p) => p.session === t.session)));
  const memories = await mnemo.rememberMany(scope, inputs.filter((x) => x.content.length <= 2000));
  const turnOf = new Map(memories.map((m) => [m.id, String(m.metadata.turn)]));
  const termsOfMemory = new Map(memories.map((m) => [m.id, new Set(termsOf(m.content))]));
  const df = new Map<string, number>();
  for (const set of termsOfMemory.values()) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  const filter = { validity: { mode: 'current' as const, now } };
  const fold: Record<string, Tally> = {};
  for (const q of conv.questions) {
    const windows = timeWindowsOf(q.question, now);
    const terms = queryTermsOf(q.question);
    const [vector] = await embedder.doEmbed({ values: [q.question] }).then((r) => r.embeddings.map((e) => Float32Array.from(e)));
    const embedQuery = async () => (vector ? { vector, modelId } : null);
    const candidates = await retrieveCandidates({ store, embedQuery }, scope, q.question, filter, 100);
    const deep = mode === 'time' && terms.length > 0 ? await store.searchKeyword(scope, { terms, filter, limit: 10_000 }) : [];
    const bm25 = new Map(deep.map((h) => [h.id, h.score]));
    const first = rankCandidates(candidates, now, RecallConfigSchema.parse({}), { timeWindows: windows, terms });
    for (const name of names) {
      const s = grid[name];
      let top: string[];
      if (!s) top = first.slice(0, 10).map((r) => r.record.id);
      else if (mode === 'time') {
        const usable = s.monthAny ? windows : windows.filter((w) => w.month === undefined);
        const inRange = usable.length > 0 ? memories.filter((m) => inTimeWindows(m.validFrom, usable)) : [];
        const have = new Set(candidates.map((c) => c.record.id));
        const extra = inRange.length <= s.cap ? inRange.filter((m) => !have.has(m.id)).map((m) => m.id) : [];
        const added: RankInput[] = [];
        if (extra.length > 0 && vector) {
          const scored = await store.searchVector(scope, { vector, filter, limit: 1, alsoScore: extra });
          const cosine = new Map(scored.map((h) => [h.id, h.score]));
          for (const record of await store.getMemories(scope, extra)) {
            added.push({ record, bm25: s.keyword ? (bm25.get(record.id) ?? null) : null, cosine: cosine.get(record.id) ?? null, keywordRank: null, vectorRank: null });
          }
        }
        const config = RecallConfigSchema.parse(s.time === undefined ? {} : { blend: { time: s.time } });
        top = rankCandidates([...candidates, ...added], now, config, { timeWindows: windows, terms }).slice(0, 10).map((r) => r.record.id);
      } else {
        const shared = new Map<string, number>();
        for (const r of first.slice(0, s.docs)) for (const t of termsOfMemory.get(r.record.id) ?? []) if (!terms.includes(t)) shared.set(t, (shared.get(t) ?? 0) + 1);
        const expansion = [...shared]
          .filter(([, c]) => c >= s.minDocs)
          .map(([t, c]) => [t, c * Math.log((memories.length + 1) / ((df.get(t) ?? 0) + 0.5))] as const)
          .sort((a, b) => b[1] - a[1])
          .slice(0, s.terms)
          .map(([t]) => t);
        const score = new Map(first.map((r) => [r.record.id, r.score]));
        if (expansion.length > 0) {
          const hits = await store.searchKeyword(scope, { terms: s.withQuery ? [...terms, ...expansion] : expansion, filter, limit: 100 });
          const max = Math.max(0, ...hits.map((h) => h.score));
          for (const h of hits) score.set(h.id, (score.get(h.id) ?? 0) + (max > 0 ? (s.weight * h.score) / max : 0));
        }
        top = [...score].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([id]) => id);
      }
      const ids = top.map((id) => turnOf.get(id) ?? '');
      const tally = (fold[name] ??= {});
      for (const c of [String(q.category), 'all']) {
        const a = (tally[c] ??= { n: 0, r5: 0, r10: 0 });
        a.n++;
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

const at = (i: number, name: string, c: string) => folds[i]?.[name]?.[c] ?? { n: 0, r5: 0, r10: 0 };
const line = (pick: (i: number) => string) =>
  ['all', '1', '2', '3', '4', '5']
    .map((c) => {
      const t = folds.reduce((a, _, i) => {
        const x = at(i, pick(i), c);
        return { n: a.n + x.n, r5: a.r5 + x.r5, r10: a.r10 + x.r10 };
      }, { n: 0, r5: 0, r10: 0 });
      return `${c === 'all' ? 'overall' : `cat ${c}`} ${((100 * t.r5) / t.n).toFixed(1)} / ${((100 * t.r10) / t.n).toFixed(1)}`;
    })
    .join(' | ');
for (const n of names) console.log(n.padEnd(16), line(() => n));
const fit = (h: number, n: string) => folds.reduce((t, _, i) => (i === h ? t : t + at(i, n, 'all').r5 + at(i, n, 'all').r10), 0);
const chosen = folds.map((_, h) => names.reduce((best, n) => (fit(h, n) > fit(h, best) ? n : best), 'default'));
console.log('cross-validated'.padEnd(16), line((i) => chosen[i] ?? 'default'));
const r10 = (i: number, n: string) => (100 * at(i, n, 'all').r10) / at(i, n, 'all').n;
console.log(JSON.stringify({ chosen, heldOutR10: folds.map((_, i) => +r10(i, chosen[i] ?? 'default').toFixed(1)), defaultR10: folds.map((_, i) => +r10(i, 'default').toFixed(1)) }));
