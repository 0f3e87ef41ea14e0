/**
 * The child process of the cold-start measurement: opens an existing store, loads the embedder
 * and runs one recall, then prints one JSON line of timings to stdout. Run by `runRecallBench`
 * with `process.execPath` (plus tsx in development), never imported.
 *
 * argv: <db path> <embedder> <user id> <query>
 */
import { performance } from 'node:perf_hooks';

/** What the child reports; times are milliseconds since the process started. */
export interface ColdStartReport {
  /** When this script began running (after Node's own start-up and module loading of this file). */
  readonly scriptStartMs: number;
  /** After `import('../engine/create-mnemo.js')`. */
  readonly importedMs: number;
  /** After `createMnemo` (store opened and migrated, embedder created). */
  readonly openedMs: number;
  /** After the first recall (the embedder's tables are loaded lazily by it). */
  readonly recalledMs: number;
  readonly hits: number;
  /** Peak resident set size of this process, in bytes. */
  readonly maxRssBytes: number;
}

async function main(): Promise<void> {
  const scriptStartMs = performance.now();
  const [db, embedder, userId, query] = process.argv.slice(2) as [string, string, string, string];
  const { createMnemo } = await import('../engine/create-mnemo.js');
  const importedMs = performance.now();
  const mnemo = await createMnemo({ db, embedder });
  const openedMs = performance.now();
  const hits = await mnemo.recall({ userId }, query, { k: 10 });
  const recalledMs = performance.now();
  await mnemo.close();
  const report: ColdStartReport = {
    scriptStartMs,
    importedMs,
    openedMs,
    recalledMs,
    hits: hits.length,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

await main();
