/**
 * The cost of `blend.sessionText` per recall, measured apart from the machine's noise: on the
 * `bench recall` corpus (10,000 synthetic memories, its 200 queries), each query's candidates are
 * retrieved once, then ranked with the setting off and on, alternately, `reps` times; the script
 * prints p50 / p95 of the ranking time per query for both (median over the repetitions).
 *
 *   npx tsx scripts/time-session-text.ts [memories=10000] [reps=5]
 */
import { performance } from 'node:perf_hooks';
import { syntheticMemories, syntheticQueries } from '../src/bench/corpus.js';
import { createMnemo } from '../src/create-mnemo.js';
import { createEmbedder } from '../src/embedders/registry.js';
import { RecallConfigSchema } from '../src/rank/config.js';
import { rankCandidates } from '../src/rank/score.js';
import { retrieveCandidates } from '../src/retrieve/candidates.js';
import { toScope } from '../src/scope-input.js';
import { openStore } from '../src/storage/open.js';
import { queryTermsOf } from '../src/text/terms.js';
import { timeWindowsOf } from '../src/text/time-expressions.js';

const size = Number(process.argv[2] ?? 10_000);
const reps = Number(process.argv[3] ?? 5);
const embedder = await createEmbedder('local');
const modelId = `${embedder.provider}/${embedder.modelId}`;
const store = await openStore(':memory:');
const mnemo = await createMnemo({ db: store, embedder });
const scope = toScope({ userId: 'timed' });
const memories = syntheticMemories('timed', size);
await mnemo.rememberMany(scope, memories.map((m) => ({ content: m.content })), { batchSize: 1000 });
const now = new Date();
const filter = { validity: { mode: 'current' as const, now } };
const off = RecallConfigSchema.parse({ blend: { sessionText: 0 } });
const on = RecallConfigSchema.parse({ blend: { sessionText: 0.2 } });
const times = { off: [] as number[], on: [] as number[] };
let candidates = 0;
for (const q of syntheticQueries(memories, 200)) {
  const [vector] = (await embedder.doEmbed({ values: [q] })).embeddings.map((e) => Float32Array.from(e));
  const cands = await retrieveCandidates({ store, embedQuery: async () => (vector ? { vector, modelId } : null) }, scope, q, filter, 100);
  candidates += cands.length;
  const features = { terms: queryTermsOf(q), timeWindows: timeWindowsOf(q, now) };
  const per = { off: [] as number[], on: [] as number[] };
  for (let r = 0; r < reps; r++) {
    for (const [name, config] of [['off', off], ['on', on]] as const) {
      const t = performance.now();
      rankCandidates(cands, now, config, features);
      per[name].push(performance.now() - t);
    }
  }
  for (const name of ['off', 'on'] as const) times[name].push(per[name].sort((a, b) => a - b)[Math.floor(reps / 2)] as number);
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] as number;
for (const name of ['off', 'on'] as const) console.log(`${name}: ranking p50 ${pct(times[name], 0.5).toFixed(3)} ms, p95 ${pct(times[name], 0.95).toFixed(3)} ms`);
console.log(`candidates per query ${(candidates / 200).toFixed(0)}`);
await mnemo.close();
