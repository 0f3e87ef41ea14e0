/**
 * Whole-store commands: `doctor` (what store this is and whether it is healthy) and `copy` (move a
 * store to another backend, e.g. SQLite → PostgreSQL).
 */
import { type Command } from 'commander';
import { defaultEmbedderSpec, type StoreLocation } from '../../../engine/config/index.js';
import { createEmbedder } from '../../../models/embedders/registry.js';
import { MnemoError } from '../../../core/errors.js';
import { createStderrLogger } from '../../../core/logger.js';
import { embeddingSpaceOf } from '../../../core/contracts/embedder.js';
import { STORAGE_CONTRACT_VERSION, type StorageAdapter, type StoreDescription } from '../../../core/contracts/storage.js';
import { openStore } from '../../../storage/open.js';
import { copyStore } from '../../../keep/transfer/copy.js';
import { checkStorePath, cliConfig, globals } from '../run.js';
import { emit, progress } from '../io.js';

/** Registers `doctor` and `copy`. */
export function registerStoreCommands(program: Command): void {
  program
    .command('doctor')
    .description('print the store kind, schema version, embedder, vector mode and counts, check they fit together, and check the database itself')
    .option('--full', 'the thorough integrity check (SQLite `integrity_check`; PostgreSQL amcheck with heapallindexed), slower on a large store')
    .action(async (o: { full?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      const config = cliConfig(g);
      checkStorePath(config, 'read');
      const report = await withStore(config.store as StoreLocation, g.verbose, async (store): Promise<DoctorReport> => {
        // The database's own check first: a damaged file is the problem to report, not whatever
        // error reading it would raise next.
        const integrity = await store.checkIntegrity({ full: o.full === true });
        if (!integrity.ok) {
          return { store: store.kind, integrity: integrity.method, problems: integrity.problems.map((p) => `integrity check failed: ${p}`) };
        }
        const migrated = await store.migrate();
        const stats = await store.stats();
        const space = await store.getEmbeddingSpace();
        const embedderSpec = g.embedder ?? defaultEmbedderSpec();
        let embedder: string;
        let problems: string[] = [];
        try {
          const e = await createEmbedder(embedderSpec);
          const mine = embeddingSpaceOf(e);
          embedder = `${mine.modelId} (${mine.dimensions} dims)`;
          if (space && (space.modelId !== mine.modelId || space.dimensions !== mine.dimensions)) {
            problems.push(
              `the store holds vectors of ${space.modelId}, the configured embedder is ${mine.modelId}: run \`mnemo reembed\` or configure the store's embedder`,
            );
          }
        } catch (error) {
          embedder = `${embedderSpec} (unavailable)`;
          problems = [...problems, `the embedder cannot be opened: ${(error as Error).message}`];
        }
        const queued = (await store.listJobs({ statuses: ['pending', 'running'], limit: 100_000 })).length;
        const failed = (await store.listJobs({ statuses: ['failed'], limit: 100_000 })).length;
        if (failed > 0) problems.push(`${failed} memory job(s) failed: see \`mnemo jobs\`, retry with \`mnemo jobs --retry <id>\``);
        const about = await store.describe();
        return {
          store: about.kind,
          location: about.location,
          driver: about.driver,
          engine: about.engine,
          schemaVersion: stats.schemaVersion,
          ...(migrated.from !== migrated.to ? { migratedFrom: migrated.from } : {}),
          contractVersion: STORAGE_CONTRACT_VERSION,
          vectorSearch: vectorSearchOf(about),
          keywordSearch: keywordSearchOf(about),
          indexCache: indexCacheOf(about),
          integrity: `${integrity.method}: ok`,
          embeddingSpace: space ? `${space.modelId} (${space.dimensions} dims)` : 'none yet',
          embedder,
          memories: stats.memories,
          users: stats.users,
          history: stats.history,
          jobsQueued: queued,
          jobsFailed: failed,
          problems,
        };
      }).catch((error: unknown): DoctorReport => {
        // A file too damaged to open is the clearest integrity problem of all.
        if (MnemoError.isInstance(error) && error.code === 'STORE_CORRUPT')
          return { integrity: 'open', problems: [`integrity check failed: ${error.message}`] };
        throw error;
      });
      emit(g, report, () =>
        Object.entries(report)
          .filter(([k]) => k !== 'problems')
          .map(([k, v]) => `${k.padEnd(15)} ${v}`)
          .concat(report.problems.length ? report.problems.map((p) => `problem         ${p}`) : ['status          ok'])
          .join('\n'),
      );
      if (report.problems.length) process.exitCode = 1;
    });

  program
    .command('copy')
    .description(
      'copy a whole store into a new, empty one on any backend (SQLite ↔ PostgreSQL); vectors are kept, counts verified; run again to complete a copy that stopped',
    )
    .requiredOption('--from <db>', 'the source store (file path, postgres://…, pglite:<folder>)')
    .requiredOption('--to <db>', 'the target store, empty or left by an interrupted copy of the same source (created and migrated if needed)')
    .action(async (o: { from: string; to: string }, cmd: Command) => {
      const g = globals(cmd);
      const bar = progress('copying', g);
      checkStorePath(cliConfig({ ...g, db: o.from }), 'read');
      checkStorePath(cliConfig({ ...g, db: o.to }), 'write');
      const report = await withStore(o.from, g.verbose, (from) =>
        withStore(o.to, g.verbose, async (to) => {
          await from.migrate();
          await to.migrate();
          return copyStore(from, to, { onProgress: bar.update });
        }),
      ).finally(bar.stop);
      emit(
        g,
        report,
        () =>
          `copied ${report.memories} memories of ${report.users} users, ${report.history} history entries, ${report.profile} profile fields, ${report.grants} grants, ` +
          `${report.sessions} sessions with ${report.events} events, ${report.jobs} unfinished jobs` +
          (report.embedding ? ` (vectors of ${report.embedding} kept, no re-embedding)` : '') +
          (report.withoutVector ? `; ${report.withoutVector} memories had vectors of another model: run \`mnemo reembed\` on the target` : '') +
          '; counts verified',
      );
    });
}

/** What `doctor` prints: the facts about the store, then its problems. */
type DoctorReport = { readonly problems: readonly string[] } & Record<string, unknown>;

async function withStore<T>(spec: string | StoreLocation, verbose: boolean | undefined, fn: (store: StorageAdapter) => Promise<T>): Promise<T> {
  const store = await openStore(spec, verbose ? createStderrLogger('debug') : undefined);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

/** How the vector leg is answered, in words. */
function vectorSearchOf(about: StoreDescription): string {
  const v = about.vector;
  if (v.method === 'pgvector') {
    return `pgvector ${v.extension ?? '?'} HNSW (approximate${v.index ? `, index ${v.index}` : ', index built when the embedding space is set'})`;
  }
  return about.kind === 'postgres'
    ? 'exact scan of the scope’s vectors, cached in process by revision (no pgvector on this server)'
    : 'exact scan of the scope’s vectors, cached in process by revision';
}

/** How the keyword leg is answered, in words. */
function keywordSearchOf(about: StoreDescription): string {
  if (about.keyword.index === 'memory') return 'BM25, in-memory per-scope index (cached in process by revision)';
  if (about.keyword.index === 'fts5') return 'BM25, SQLite FTS5 (store-wide statistics)';
  return 'BM25 over tsvector/GIN candidates, per-scope statistics';
}

/** The in-process index cache in one line: its bound, what it holds and its counters since the store opened. */
function indexCacheOf(about: StoreDescription): string {
  const c = about.cache;
  if (!c) return 'none';
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
  return `${mb(c.bytes)} of ${mb(c.maxBytes)} (MNEMO_INDEX_CACHE_MB), ${c.scopes} scopes, ${c.hits} hits, ${c.misses} misses, ${c.evictions} evictions`;
}
