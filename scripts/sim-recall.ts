/**
 * Recall legs measured on LoCoMo without changing the engine (issue 14), each against the default
 * ranking, per category, with leave-one-conversation-out cross-validation (a setting is chosen by
 * R@5 + R@10 on six conversations and reported on the seventh; scripts/sim-harness.ts):
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
import { RecallConfigSchema } from '../src/read/rank/config.js';
import { rankCandidates, type RankInput } from '../src/read/rank/score.js';
import { termsOf } from '../src/core/text/terms.js';
import { inTimeWindows } from '../src/core/text/time-expressions.js';
import { simulate, type Asked, type Remembered } from './sim-harness.js';

interface TimeSetting {
  cap: number;
  time?: number;
  keyword?: boolean;
  monthAny?: boolean;
}
interface FeedbackSetting {
  docs: number;
  terms: number;
  weight: number;
  minDocs: number;
  withQuery?: boolean;
}
type Setting = TimeSetting & FeedbackSetting;

const [mode, data, gridJson] = process.argv.slice(2);
if ((mode !== 'time' && mode !== 'feedback') || !data || !gridJson) throw new Error('usage: sim-recall.ts time|feedback <locomo.json> <grid json>');
const grid = JSON.parse(gridJson) as Record<string, Setting>;

/** Per conversation: each memory's terms and their document frequency. */
function prepare({ memories }: Remembered) {
  const termsOfMemory = new Map(memories.map((m) => [m.id, new Set(termsOf(m.content))]));
  const df = new Map<string, number>();
  for (const set of termsOfMemory.values()) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  return { termsOfMemory, df };
}

// The unlimited keyword search of a question, once per question whatever the setting.
const deepSearch = new WeakMap<Asked, Map<string, number>>();

async function timeLeg({ store, scope, memories, now, filter }: Remembered, q: Asked, s: TimeSetting): Promise<string[]> {
  const { windows, candidates, vector, terms } = q;
  let bm25 = deepSearch.get(q);
  if (!bm25) {
    const deep = terms.length > 0 ? await store.searchKeyword(scope, { terms, filter, limit: 10_000 }) : [];
    bm25 = new Map(deep.map((h) => [h.id, h.score]));
    deepSearch.set(q, bm25);
  }
  const usable = s.monthAny ? windows : windows.filter((w) => w.month === undefined);
  const inRange = usable.length > 0 ? memories.filter((m) => inTimeWindows(m.validFrom, usable)) : [];
  const have = new Set(candidates.map((c) => c.record.id));
  const extra = inRange.length <= s.cap ? inRange.filter((m) => !have.has(m.id)).map((m) => m.id) : [];
  const added: RankInput[] = [];
  if (extra.length > 0 && vector) {
    const scored = await store.searchVector(scope, { vector, filter, limit: 1, alsoScore: extra });
    const cosine = new Map(scored.map((h) => [h.id, h.score]));
    for (const record of await store.getMemories(scope, extra)) {
      added.push({
        record,
        bm25: s.keyword ? (bm25.get(record.id) ?? null) : null,
        cosine: cosine.get(record.id) ?? null,
        keywordRank: null,
        vectorRank: null,
      });
    }
  }
  const config = RecallConfigSchema.parse(s.time === undefined ? {} : { blend: { time: s.time } });
  return rankCandidates([...candidates, ...added], now, config, { timeWindows: windows, terms }).map((r) => r.record.id);
}

async function feedback(ctx: Remembered & { prepared: unknown }, q: Asked, s: FeedbackSetting): Promise<string[]> {
  const { store, scope, memories, filter } = ctx;
  const { termsOfMemory, df } = ctx.prepared as ReturnType<typeof prepare>;
  const { first, terms } = q;
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
  return [...score].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

await simulate<Setting>(data, grid, (ctx, q, s) => (mode === 'time' ? timeLeg(ctx, q, s) : feedback(ctx, q, s)), { prepare });
