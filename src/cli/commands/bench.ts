/**
 * `mnemo bench recall`: speed of recall and ingest (a benchmark, not a test: it prints a table).
 */
import type { Command } from 'commander';
import { formatRecallBench, runRecallBench } from '../../bench/recall.js';
import { formatStoreRecallBench, runStoreRecallBench } from '../../bench/store-recall.js';
import { globals, } from '../context.js';
import { emit, progress } from '../io.js';

/** Registers `bench`. */
export function registerBenchCommand(program: Command): void {
  const bench = program.command('bench').description('benchmarks that print tables');
  bench
    .command('recall')
    .description('recall latency p50/p95 and ingest throughput at 1k, 10k and 100k memories per user, with 100 other users in the store')
    .option('--sizes <list>', 'scope sizes, comma-separated', '1000,10000,100000')
    .option('--queries <n>', 'queries per size', '200')
    .option('--other-users <n>', 'other users in the store', '100')
    .option('--other-user-size <n>', 'memories per other user', '1000')
    .action(async (o: { sizes: string; queries: string; otherUsers: string; otherUserSize: string }, cmd: Command) => {
      const g = globals(cmd);
      let bar: ReturnType<typeof progress> | undefined;
      let current = '';
      const result = await runRecallBench({
        sizes: o.sizes.split(',').map(Number),
        queries: Number(o.queries),
        otherUsers: Number(o.otherUsers),
        otherUserSize: Number(o.otherUserSize),
        embedder: g.embedder ?? process.env.MNEMO_EMBEDDER ?? 'local',
        onProgress: (label, done, total) => {
          if (label !== current) {
            bar?.stop();
            bar = progress(label, g);
            current = label;
          }
          bar?.update(done, total);
        },
      }).finally(() => bar?.stop());
      emit(g, result, () => formatRecallBench(result));
    });
  bench
    .command('store')
    .description('recall latency p50/p95 on the (empty) store --db names, any backend: e.g. a PostgreSQL server')
    .option('--sizes <list>', 'scope sizes, comma-separated', '10000,100000')
    .option('--queries <n>', 'queries per size', '100')
    .option('--other-users <n>', 'other users written first', '0')
    .option('--other-user-size <n>', 'memories per other user', '1000')
    .option('--reuse', 'time recall on the users an earlier run wrote into this store (writes nothing)')
    .action(async (o: { sizes: string; queries: string; otherUsers: string; otherUserSize: string; reuse?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      let bar: ReturnType<typeof progress> | undefined;
      let current = '';
      const result = await runStoreRecallBench({
        reuse: o.reuse === true,
        db: g.db ?? process.env.MNEMO_DB ?? './mnemo.db',
        sizes: o.sizes.split(',').map(Number),
        queries: Number(o.queries),
        otherUsers: Number(o.otherUsers),
        otherUserSize: Number(o.otherUserSize),
        embedder: g.embedder ?? process.env.MNEMO_EMBEDDER ?? 'local',
        onProgress: (label, done, total) => {
          if (label !== current) {
            bar?.stop();
            bar = progress(label, g);
            current = label;
          }
          bar?.update(done, total);
        },
      }).finally(() => bar?.stop());
      emit(g, result, () => formatStoreRecallBench(result));
    });
}
