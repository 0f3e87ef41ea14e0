/**
 * What the recall simulations (scripts/sim-recall.ts, scripts/sim-hops.ts) share: each LoCoMo
 * conversation remembered through the engine into an in-memory store, each question's default
 * candidates and ranking, a tally of R@1/5/10 per setting and category, and the
 * leave-one-conversation-out report (a setting is chosen by R@5 + R@10 on the other conversations).
 */
import { readLocomoFile, type LocomoConversation } from '../src/bench/locomo/data.js';
import { recallAt, turnInput } from '../src/bench/locomo/run.js';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { createEmbedder } from '../src/models/embedders/registry.js';
import type { MemoryRecord } from '../src/index.js';
import { RecallConfigSchema } from '../src/read/rank/config.js';
import { rankCandidates, type RankInput, type RankRecord } from '../src/read/rank/score.js';
import { retrieveCandidates } from '../src/read/retrieve/candidates.js';
import { toScope } from '../src/core/scope-input.js';
import type { StorageAdapter } from '../src/core/contracts/storage.js';
import { openStore } from '../src/storage/open.js';
import { queryTermsOf } from '../src/core/text/terms.js';
import { timeWindowsOf } from '../src/core/text/time-expressions.js';

type Counts = { n: number; r1: number; r5: number; r10: number };
type Tally = Record<string, Counts>;
const EMPTY: Counts = { n: 0, r1: 0, r5: 0, r10: 0 };

/** One conversation, remembered. */
export interface Remembered {
  readonly conv: LocomoConversation;
  readonly store: StorageAdapter;
  readonly scope: ReturnType<typeof toScope>;
  readonly memories: MemoryRecord[];
  readonly now: Date;
  readonly filter: { validity: { mode: 'current'; now: Date } };
}

/** One question with the default pipeline's candidates and ranking. */
export interface Asked {
  readonly question: string;
  readonly terms: string[];
  readonly windows: ReturnType<typeof timeWindowsOf>;
  readonly vector: Float32Array | undefined;
  readonly candidates: RankInput<RankRecord>[];
  readonly first: ReturnType<typeof rankCandidates>;
}

/**
 * Runs `rank(setting name, question)` → top ids for every question of every conversation of
 * `data`, with `prepare` once per conversation; prints the per-setting and cross-validated rows.
 */
export async function simulate<S>(
  data: string,
  grid: Record<string, S>,
  rank: (ctx: Remembered & { prepared: unknown }, q: Asked, setting: S) => Promise<string[]> | string[],
  options: { prepare?: (ctx: Remembered) => unknown; extra?: () => Record<string, unknown> } = {},
): Promise<void> {
  const names = ['default', ...Object.keys(grid)];
  const embedder = await createEmbedder('local');
  const modelId = `${embedder.provider}/${embedder.modelId}`;
  const config = RecallConfigSchema.parse({});
  const folds: Record<string, Tally>[] = [];
  for (const [ci, conv] of readLocomoFile(data).entries()) {
    const now = new Date(Math.max(...conv.turns.map((t) => t.at.getTime())) + 86_400_000);
    const store = await openStore(':memory:');
    const mnemo = await createMnemo({ db: store, embedder, now: () => now });
    const scope = toScope({ userId: `locomo-${ci + 1}` });
    const inputs = conv.turns.map((t, i) =>
      turnInput(
        t,
        conv.turns.slice(Math.max(0, i - 2), i).filter((p) => p.session === t.session),
      ),
    );
    const memories = await mnemo.rememberMany(
      scope,
      inputs.filter((x) => x.content.length <= 2000),
      { consolidate: false },
    );
    const turnOf = new Map(memories.map((m) => [m.id, String(m.metadata.turn)]));
    const ctx: Remembered = { conv, store, scope, memories, now, filter: { validity: { mode: 'current', now } } };
    const prepared = options.prepare?.(ctx);
    const fold: Record<string, Tally> = {};
    for (const q of conv.questions) {
      const terms = queryTermsOf(q.question);
      const windows = timeWindowsOf(q.question, now);
      const [vector] = await embedder.doEmbed({ values: [q.question] }).then((r) => r.embeddings.map((e) => Float32Array.from(e)));
      const embedQuery = async () => (vector ? { vector, modelId } : null);
      const candidates = await retrieveCandidates({ store, embedQuery }, scope, q.question, ctx.filter, 100);
      const first = rankCandidates(candidates, now, config, { timeWindows: windows, terms });
      const asked: Asked = { question: q.question, terms, windows, vector, candidates, first };
      for (const name of names) {
        const setting = grid[name];
        const top = setting === undefined ? first.slice(0, 10).map((r) => r.record.id) : (await rank({ ...ctx, prepared }, asked, setting)).slice(0, 10);
        const ids = top.map((id) => turnOf.get(id) ?? '');
        const tally = (fold[name] ??= {});
        for (const c of [String(q.category), 'all']) {
          const a = (tally[c] ??= { ...EMPTY });
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
  report(folds, names, options.extra?.() ?? {});
}

function report(folds: Record<string, Tally>[], names: string[], extra: Record<string, unknown>): void {
  const at = (i: number, name: string, c: string) => folds[i]?.[name]?.[c] ?? EMPTY;
  const pct = (x: number, n: number) => ((100 * x) / n).toFixed(1);
  const line = (pick: (i: number) => string) =>
    ['all', '1', '2', '3', '4', '5']
      .map((c) => {
        const t = folds.reduce((a, _, i) => {
          const x = at(i, pick(i), c);
          return { n: a.n + x.n, r1: a.r1 + x.r1, r5: a.r5 + x.r5, r10: a.r10 + x.r10 };
        }, EMPTY);
        return `${c === 'all' ? `overall R@1 ${pct(t.r1, t.n)}, R@5/10` : `cat ${c}`} ${pct(t.r5, t.n)} / ${pct(t.r10, t.n)}`;
      })
      .join(' | ');
  for (const n of names)
    console.log(
      n.padEnd(16),
      line(() => n),
    );
  const fit = (h: number, n: string) => folds.reduce((t, _, i) => (i === h ? t : t + at(i, n, 'all').r5 + at(i, n, 'all').r10), 0);
  const chosen = folds.map((_, h) => names.reduce((best, n) => (fit(h, n) > fit(h, best) ? n : best), 'default'));
  console.log(
    'cross-validated'.padEnd(16),
    line((i) => chosen[i] ?? 'default'),
  );
  const r10 = (i: number, n: string) => (100 * at(i, n, 'all').r10) / at(i, n, 'all').n;
  const held = folds.map((_, i) => r10(i, chosen[i] ?? 'default'));
  const base = folds.map((_, i) => r10(i, 'default'));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
  const diff = held.map((x, i) => x - (base[i] as number));
  // Per category: the held-out R@10 minus the default's, per fold, and its spread across the folds.
  const perCategory = Object.fromEntries(
    ['1', '2', '3', '4', '5'].map((c) => {
      const d = folds.map((_, i) => (100 * (at(i, chosen[i] ?? 'default', c).r10 - at(i, 'default', c).r10)) / Math.max(1, at(i, 'default', c).n));
      return [c, { meanDiff: +mean(d).toFixed(2), sdDiff: +sd(d).toFixed(2) }];
    }),
  );
  console.log(
    JSON.stringify({
      chosen,
      perCategory,
      heldOutR10: held.map((x) => +x.toFixed(1)),
      defaultR10: base.map((x) => +x.toFixed(1)),
      sdHeldOut: +sd(held).toFixed(1),
      meanDiffR10: +mean(diff).toFixed(2),
      sdDiffR10: +sd(diff).toFixed(2),
      ...extra,
    }),
  );
}
