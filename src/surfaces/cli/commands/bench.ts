/**
 * `mnemo bench recall`: speed of recall and ingest (a benchmark, not a test: it prints a table).
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { formatExtractBench, runExtractBench } from '../../../bench/extract.js';
import { formatCorpusBench, runCorpusBench } from '../../../bench/extract-run.js';
import { readBeamDir } from '../../../bench/beam/data.js';
import { formatBeamBench } from '../../../bench/beam/format.js';
import { BEAM_RETRIEVERS, runBeamBench, type LongMessages } from '../../../bench/beam/run.js';
import { readLocomoFile } from '../../../bench/locomo/data.js';
import { formatLocomoBench, locomoChartSvg } from '../../../bench/locomo/format.js';
import { LOCOMO_RETRIEVERS, runLocomoBench } from '../../../bench/locomo/run.js';
import { formatMiddlewareBench, runMiddlewareBench } from '../../../bench/middleware.js';
import { formatQuestionsBench, runQuestionsBench } from '../../../bench/questions.js';
import { runRecallBench } from '../../../bench/recall.js';
import { formatRecallBench } from '../../../bench/recall-format.js';
import { formatServeBench, runServeBench } from '../../../bench/serve.js';
import { formatSecretsBench, runSecretsBench } from '../../../bench/secrets.js';
import { formatInjectionBench, runInjectionBench } from '../../../bench/injection.js';
import { formatStoreRecallBench, runStoreRecallBench } from '../../../bench/store-recall.js';
import { formatUsersBench, runUsersBench } from '../../../bench/users.js';
import { MnemoError } from '../../../core/errors.js';
import { defaultDbSpec, defaultEmbedderSpec } from '../../../engine/config/index.js';
import { globals } from '../run.js';
import { emit, stagedProgress, type GlobalOptions } from '../io.js';

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
      const stages = stagedProgress(g);
      const result = await runRecallBench({
        ...sizeOptions(o, g),
        onProgress: stages.onProgress,
      }).finally(() => stages.stop());
      emit(g, result, () => formatRecallBench(result));
    });

  bench
    .command('serve')
    .description(
      'load on spawned mnemo serve processes over loopback (a temporary SQLite file, or --db): p50/p95 per route, req/s, errors, lost writes, server CPU and RSS',
    )
    .option('--memories <n>', 'memories per user', '10000')
    .option('--users <n>', 'users', '1')
    .option('--clients <list>', 'concurrent clients of the mixed phases, comma-separated', '8,32')
    .option('--max-requests <n>', 'requests per phase at most', '5000')
    .option('--seconds <n>', 'seconds per phase at most', '20')
    .option('--workers <n>', 'processes of each server (mnemo serve --workers)', '1')
    .option('--servers <n>', 'separate servers on their own ports, clients spread over them', '1')
    .option('--other-users <n>', 'users never queried, seeded first', '0')
    .option('--other-user-size <n>', 'memories of each other user', '1000')
    .option('--reuse', 'seed nothing: --db holds an earlier run with the same sizes')
    .action(
      async (
        o: {
          memories: string;
          users: string;
          clients: string;
          maxRequests: string;
          seconds: string;
          workers: string;
          servers: string;
          otherUsers: string;
          otherUserSize: string;
          reuse?: boolean;
        },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        const int = (v: string, name: string): number => {
          const n = Number(v);
          if (!Number.isInteger(n) || n < 1) throw new MnemoError('INVALID_INPUT', `${name} must be a positive whole number`);
          return n;
        };
        const stages = stagedProgress(g);
        const result = await runServeBench({
          memoriesPerUser: int(o.memories, '--memories'),
          users: int(o.users, '--users'),
          clients: o.clients.split(',').map((c) => int(c.trim(), '--clients')),
          maxRequests: int(o.maxRequests, '--max-requests'),
          maxSeconds: int(o.seconds, '--seconds'),
          workers: int(o.workers, '--workers'),
          servers: int(o.servers, '--servers'),
          otherUsers: o.otherUsers === '0' ? 0 : int(o.otherUsers, '--other-users'),
          otherUserSize: int(o.otherUserSize, '--other-user-size'),
          reuse: o.reuse === true,
          ...(g.db !== undefined && { db: g.db }),
          embedder: g.embedder,
          onProgress: stages.onProgress,
        }).finally(() => stages.stop());
        emit(g, result, () => formatServeBench(result));
      },
    );

  bench
    .command('locomo')
    .description('retrieval recall@k on LoCoMo conversations (no model needed): overall and per category, with context-token cost')
    .option('--data <file>', 'a LoCoMo JSON file, e.g. locomo10.json (env MNEMO_LOCOMO)')
    .option('--retriever <list>', `comma-separated: ${Object.keys(LOCOMO_RETRIEVERS).join(', ')}`, 'hybrid')
    .option('--k <list>', 'cut-offs, comma-separated', '1,5,10,25,50')
    .option('--config <json>', 'recall configuration overrides as JSON, e.g. \'{"fusion":"rrf"}\'')
    .option('--context-turns <n>', "previous turns of the session remembered as each turn's search context", '2')
    .option('--conversations <n>', 'only the first n conversations (a quicker run)')
    .option('--chart <file.svg>', 'also write an SVG chart of recall@k per retriever')
    .option('--store <db>', 'where to store the conversations: :memory: (default), postgres://… (empty) or pglite:memory')
    .action(
      async (
        o: { data?: string; retriever: string; k: string; config?: string; contextTurns: string; conversations?: string; chart?: string; store?: string },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        const file = o.data ?? process.env.MNEMO_LOCOMO;
        if (!file) throw new MnemoError('INVALID_INPUT', 'give the LoCoMo file: --data <file> (or set MNEMO_LOCOMO)');
        let config: Record<string, unknown> | undefined;
        if (o.config !== undefined) {
          try {
            config = JSON.parse(o.config) as Record<string, unknown>;
          } catch {
            throw new MnemoError('INVALID_INPUT', '--config must be a JSON object, e.g. \'{"fusion":"rrf"}\'');
          }
        }
        let conversations = readLocomoFile(file);
        if (o.conversations !== undefined) {
          const n = Number(o.conversations);
          if (!Number.isInteger(n) || n < 1) throw new MnemoError('INVALID_INPUT', '--conversations must be a positive whole number');
          conversations = conversations.slice(0, n);
        }
        const stages = stagedProgress(g);
        let skipped = 0;
        const results = await runLocomoBench({
          ...(o.store !== undefined && { store: o.store }),
          onSkip: () => skipped++,
          conversations,
          retrievers: o.retriever
            .split(',')
            .map((r) => r.trim())
            .filter(Boolean),
          ks: o.k.split(',').map(Number),
          contextTurns: Number(o.contextTurns),
          ...(config !== undefined && { config }),
          ...(g.embedder !== undefined && { embedder: g.embedder }),
          // one bar for the ingest of every conversation, then one per retriever
          onProgress: (label, done, total) => stages.onProgress(label.startsWith('ingest') ? 'ingest' : label, done, total),
        }).finally(() => stages.stop());
        if (o.chart) writeFileSync(o.chart, locomoChartSvg(results));
        const info = { file: file.split('/').pop() ?? file, conversations: conversations.length, turns: conversations.reduce((n, c) => n + c.turns.length, 0) };
        emit(g, results.length === 1 ? results[0] : results, () => formatLocomoBench(results, info));
        if (skipped > 0)
          process.stderr.write(
            `mnemo: ${skipped} turn(s) refused by the guard (secret-like or oversize) were not remembered; their evidence counts as missed\n`,
          );
      },
    );
  for (const [name, what, run, format] of [
    ['secrets', 'secrets stored and harmless sentences altered, on corpora/secrets/<file>', runSecretsBench, formatSecretsBench],
    [
      'injection',
      'injection attempts reaching the stable block and harmless items refused, on corpora/injection/<file>',
      runInjectionBench,
      formatInjectionBench,
    ],
  ] as const) {
    bench
      .command(name)
      .description(what)
      .option('--corpus <file.jsonl>', 'the corpus file', `corpora/${name}/tune.jsonl`)
      .option('--misses', 'list the ids that failed (tuning file only; never with the held-out file)')
      .action(async (o: { corpus: string; misses?: boolean }, cmd: Command) => {
        const g = globals(cmd);
        const heldOut = /heldout/.test(o.corpus);
        const result = await (run as (f: string, x: { showMisses?: boolean }) => Promise<never>)(o.corpus, { showMisses: o.misses === true && !heldOut });
        emit(g, result, () => (format as (r: never) => string)(result));
      });
  }
  bench
    .command('extract')
    .description(
      'the offline extractor on corpora/extract: per-kind precision, recall and wrong edits (tune in-sample; held-out only with --heldout), CPU per turn',
    )
    .option('--heldout', 'also run the held-out file (the final run: verdicts are judged on it; prints ids and counts, never sentences)')
    .option('--tune <file.jsonl>', 'the tune file (default corpora/extract/tune.jsonl; e.g. corpora/extract/tune-2.jsonl)')
    .option('--heldout-file <file.jsonl>', 'the held-out file of the final run (default corpora/extract/heldout.jsonl); implies --heldout')
    .option('--misses', "list the tune file's failing ids with the checks that failed (never the held-out file's checks)")
    .option('--legacy', 'the older per-class corpus (test/fixtures/extract-corpus*.jsonl) instead')
    .option('--corpus <file.jsonl>', 'with --legacy: a corpus in the older format')
    .option('--rounds <n>', 'timed passes over the corpus', '5')
    .action(
      async (
        o: { heldout?: boolean; heldoutFile?: string; tune?: string; misses?: boolean; legacy?: boolean; corpus?: string; rounds: string },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        const rounds = Number(o.rounds);
        if (!Number.isInteger(rounds) || rounds < 1) throw new MnemoError('INVALID_INPUT', '--rounds must be a positive whole number');
        if (o.legacy || o.corpus !== undefined) {
          const result = await runExtractBench({ ...(o.corpus !== undefined && { corpus: o.corpus }), rounds });
          // No sentence of any part is printed in JSON: the held-out and fresh parts are judged, not read.
          const strip = <T extends { misses: unknown }>(s: T) => ({ ...s, misses: undefined });
          emit(
            g,
            { ...result, tuning: strip(result.tuning), heldOut: strip(result.heldOut), all: strip(result.all), fresh: result.fresh && strip(result.fresh) },
            () => formatExtractBench(result),
          );
          return;
        }
        const result = await runCorpusBench({
          heldout: o.heldout === true || o.heldoutFile !== undefined,
          rounds,
          ...(o.tune !== undefined && { tune: o.tune }),
          ...(o.heldoutFile !== undefined && { heldoutFile: o.heldoutFile }),
        });
        emit(g, result, () => formatCorpusBench(result, { misses: o.misses === true }));
      },
    );
  bench
    .command('questions')
    .description('plain questions about the user against stored memories (corpora/recall): hit@1 and hit@3 per kind, offline')
    .option('--corpus <file.jsonl>', 'a corpus in the same format (default: corpora/recall/tune.jsonl of this package)')
    .option('--heldout', 'also score corpora/recall/heldout.jsonl: only once tuning is over (aggregates and failing ids only)')
    .option('--misses', 'list each question of the tuning file not found in the first three')
    .option('--config <json>', 'recall configuration overrides as JSON')
    .action(async (o: { corpus?: string; heldout?: boolean; misses?: boolean; config?: string }, cmd: Command) => {
      const g = globals(cmd);
      const result = await runQuestionsBench({
        ...(o.corpus !== undefined && { corpus: o.corpus }),
        heldOut: o.heldout === true,
        ...(o.config !== undefined && { config: parseConfig(o.config) }),
      });
      emit(g, result, () => formatQuestionsBench(result, { misses: o.misses === true }));
    });
  bench
    .command('beam')
    .description('retrieval recall@k on BEAM conversations (no model needed): overall, per ability and size, update order, context-token cost')
    .option('--data <dir>', 'the BEAM data directory, with <SIZE>/<N>/chat.json and probing_questions.json (env MNEMO_BEAM)')
    .option('--retriever <list>', `comma-separated: ${Object.keys(BEAM_RETRIEVERS).join(', ')}`, 'hybrid')
    .option('--k <list>', 'cut-offs in messages, comma-separated', '1,5,10,25,50')
    .option('--config <json>', 'recall configuration overrides as JSON, e.g. \'{"fusion":"rrf"}\'')
    .option('--only <list>', 'only these conversations or sizes, comma-separated, e.g. 100K/1,100K/2 or 500K')
    .option('--long <mode>', 'long messages: chunk (pieces sharing the message id), head (first piece only) or whole (one memory, guard limit lifted)', 'chunk')
    .option('--chunk-chars <n>', 'characters per piece of a long message', '1000')
    .option('--context-messages <n>', 'previous messages of the batch searched with each message', '0')
    .action(
      async (
        o: { data?: string; retriever: string; k: string; config?: string; only?: string; long: string; chunkChars: string; contextMessages: string },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        const dir = o.data ?? process.env.MNEMO_BEAM;
        if (!dir) throw new MnemoError('INVALID_INPUT', 'give the BEAM data directory: --data <dir> (or set MNEMO_BEAM)');
        if (!['chunk', 'head', 'whole'].includes(o.long)) throw new MnemoError('INVALID_INPUT', '--long must be chunk, head or whole');
        const config = o.config === undefined ? undefined : parseConfig(o.config);
        const conversations = readBeamDir(
          dir,
          o.only
            ?.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
        const stages = stagedProgress(g);
        let skipped = 0;
        const results = await runBeamBench({
          conversations,
          retrievers: o.retriever
            .split(',')
            .map((r) => r.trim())
            .filter(Boolean),
          ks: o.k.split(',').map(Number),
          long: o.long as LongMessages,
          chunkChars: Number(o.chunkChars),
          contextMessages: Number(o.contextMessages),
          ...(config !== undefined && { config }),
          embedder: g.embedder ?? defaultEmbedderSpec(),
          onSkip: () => skipped++,
          onProgress: (label, done, total) => stages.onProgress(label.startsWith('ingest') ? 'ingest' : label, done, total),
        }).finally(() => stages.stop());
        const info = { dir, conversations: conversations.length, messages: conversations.reduce((n, c) => n + c.messages.length, 0) };
        emit(g, results.length === 1 ? results[0] : results, () => formatBeamBench(results, info));
        if (skipped > 0)
          process.stderr.write(
            `mnemo: ${skipped} message piece(s) refused by the guard (secret-like) were not remembered; evidence only in them counts as missed\n`,
          );
      },
    );
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
      const stages = stagedProgress(g);
      const result = await runStoreRecallBench({
        reuse: o.reuse === true,
        db: g.db ?? defaultDbSpec(),
        ...sizeOptions(o, g),
        onProgress: stages.onProgress,
      }).finally(() => stages.stop());
      emit(g, result, () => formatStoreRecallBench(result));
    });
  bench
    .command('users')
    .description('many users behind one process with the index cache bounded: warm and cold recall p50/p95/p99, hit rate, evictions, RSS over time, ingest')
    .option('--users <n>', 'users in the store (full size: 10000)', '2000')
    .option('--largest <n>', 'memories of the largest user (user of size rank r gets largest / r; full size: 20000)', '10000')
    .option('--smallest <n>', 'memories of the smallest users', '5')
    .option('--ops <n>', 'recalls and writes timed after ingest', '3000')
    .option('--write-share <x>', 'share of the operations that write', '0.1')
    .option('--cache-mb <n>', 'bound of the scope index cache, MB (small by default so the reduced run evicts; full size: 1024)', '16')
    .option('--load-sizes <list>', 'scope sizes whose cold load is timed, comma-separated', '1000,10000,100000')
    .action(
      async (o: { users: string; largest: string; smallest: string; ops: string; writeShare: string; cacheMb: string; loadSizes: string }, cmd: Command) => {
        const g = globals(cmd);
        const stages = stagedProgress(g);
        const n = (v: string, name: string) => {
          const x = Number(v);
          if (!Number.isFinite(x) || x < 0) throw new MnemoError('INVALID_INPUT', `--${name} must be a non-negative number`);
          return x;
        };
        const result = await runUsersBench({
          users: n(o.users, 'users'),
          largest: n(o.largest, 'largest'),
          smallest: n(o.smallest, 'smallest'),
          ops: n(o.ops, 'ops'),
          writeShare: n(o.writeShare, 'write-share'),
          cacheMb: n(o.cacheMb, 'cache-mb'),
          loadSizes: o.loadSizes
            .split(',')
            .filter(Boolean)
            .map((v) => n(v, 'load-sizes')),
          ...(g.db !== undefined && { db: g.db }),
          ...(g.embedder !== undefined && { embedder: g.embedder }),
          onProgress: stages.onProgress,
        }).finally(() => stages.stop());
        emit(g, result, () => formatUsersBench(result));
      },
    );
  bench
    .command('middleware')
    .description('what the AI SDK middleware adds before and after a model call, p50/p95, at a 10k-memory scope')
    .option('--size <n>', 'memories in the scope', '10000')
    .option('--calls <n>', 'calls to time', '200')
    .option('--budget <n>', 'context budget in tokens', '1000')
    .action(async (o: { size: string; calls: string; budget: string }, cmd: Command) => {
      const g = globals(cmd);
      const stages = stagedProgress(g);
      const result = await runMiddlewareBench({
        size: Number(o.size),
        calls: Number(o.calls),
        budget: Number(o.budget),
        embedder: g.embedder ?? defaultEmbedderSpec(),
        onProgress: stages.onProgress,
      }).finally(() => stages.stop());
      emit(g, result, () => formatMiddlewareBench(result));
    });
}

/** `--config` as a recall configuration object (checked by the bench's schema). */
function parseConfig(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the one error below
  }
  throw new MnemoError('INVALID_INPUT', '--config must be a JSON object, e.g. \'{"fusion":"rrf"}\'');
}

/** The store shape both recall-speed benches take from their options. */
function sizeOptions(o: { sizes: string; queries: string; otherUsers: string; otherUserSize: string }, g: GlobalOptions) {
  return {
    sizes: o.sizes.split(',').map(Number),
    queries: Number(o.queries),
    otherUsers: Number(o.otherUsers),
    otherUserSize: Number(o.otherUserSize),
    ...(g.embedder !== undefined && { embedder: g.embedder }),
  };
}
