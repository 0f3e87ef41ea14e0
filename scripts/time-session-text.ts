/**
 * The cost of `blend.sessionText` per recall, measured apart from the machine's noise: on the
 * `bench recall` corpus (10,000 synthetic memories, its 200 queries), each query is recalled
 * (`k` 10, both legs) with the setting off and on, alternately, `reps` times; the script prints
 * p50 / p95 over the queries of each query's median time, for the whole recall and for ranking
 * alone. On, recall reads every candidate's row (ranking reads their text); off, it ranks from the
 * scope index's cached fields and reads only the rows it returns.
 *
 *   npx tsx scripts/time-session-text.ts [memories=10000] [reps=5]
 */
import { performance } from 'node:perf_hooks';
import { syntheticMemories, syntheticQueries } from '../src/bench/corpus.js';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { createEmbedder } from '../src/models/embedders/registry.js';
import { RecallConfigSchema } from '../src/read/rank/config.js';
import { rankCandidates } from '../src/read/rank/score.js';
import { retrieveCandidates } from '../src/read/retrieve/candidates.js';
import { toScope } from '../src/core/scope-input.js';
import { openStore } from '../src/storage/open.js';
import { queryTermsOf } from '../src/core/text/terms.js';
import { timeWindowsOf } from '../src/core/text/time-expressions.js';

const size = Number(process.argv[2] ?? 10_000);
const reps = Number(process.argv[3] ?? 5);
const embedder = await createEmbedder('local');
const modelId = `${embedder.provider}/${embedder.modelId}`;
const store = await openStore(':memory:');
const mnemo = await createMnemo({ db: store, embedder });
const scope = toScope({ userId: 'timed' });
const memories = syntheticMemories('timed', size);
await mnemo.rememberMany(
  scope,
  memories.map((m) => ({ content: m.content })),
  { batchSize: 1000, consolidate: false },
);
const now = new Date();
const filter = { validity: { mode: 'current' as const, now } };
const settings = { off: { blend: { sessionText: 0 } }, on: { blend: { sessionText: 0.2 } } } as const;
const times = { recallOff: [] as number[], recallOn: [] as number[], rankOff: [] as number[], rankOn: [] as number[] };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
for (const q of syntheticQueries(memories, 200)) {
  const [vector] = (await embedder.doEmbed({ values: [q] })).embeddings.map((e) => Float32Array.from(e));
  const cands = await retrieveCandidates({ store, embedQuery: async () => (vector ? { vector, modelId } : null) }, scope, q, filter, 100);
  const features = { terms: queryTermsOf(q), timeWindows: timeWindowsOf(q, now) };
  const per = { recallOff: [] as number[], recallOn: [] as number[], rankOff: [] as number[], rankOn: [] as number[] };
  for (let r = 0; r < reps; r++) {
    for (const name of ['off', 'on'] as const) {
      const suffix = name === 'off' ? 'Off' : 'On';
      let t = performance.now();
      await mnemo.recall(scope, q, { k: 10, config: settings[name] });
      per[`recall${suffix}`].push(performance.now() - t);
      const config = RecallConfigSchema.parse(settings[name]);
      t = performance.now();
      rankCandidates(cands, now, config, features);
      per[`rank${suffix}`].push(performance.now() - t);
    }
  }
  for (const k of Object.keys(times) as (keyof typeof times)[]) times[k].push(median(per[k]));
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] as number;
for (const [k, xs] of Object.entries(times)) console.log(`${k.padEnd(10)} p50 ${pct(xs, 0.5).toFixed(3)} ms, p95 ${pct(xs, 0.95).toFixed(3)} ms`);
await mnemo.close();
