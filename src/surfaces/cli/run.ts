/**
 * Opening the engine for one CLI command: the global flags resolved with the environment through
 * the one configuration, the database path checked (a read never creates a database, a write never
 * creates folders), then the engine, always closed after.
 */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Command } from 'commander';
import { describeStore, resolveConfig, storePathOf, type MnemoConfig, type MnemoOptions } from '../../engine/config/index.js';
import { createMnemoFromConfig } from '../../engine/create-mnemo.js';
import { localCachePath, prepareLocalEmbeddings } from '../../models/embedders/index.js';
import { MnemoError } from '../../core/errors.js';
import { createStderrLogger } from '../../core/logger.js';
import type { Mnemo } from '../../engine/mnemo.js';
import type { ScopeInput } from '../../core/scope-input.js';
import { progress, type GlobalOptions } from './io.js';

/** Whether a command only reads the store (then a missing database is an error, not a new file). */
export type Access = 'read' | 'write';

/** The global options of the program a command belongs to. */
export function globals(command: Command): GlobalOptions {
  return command.optsWithGlobals() as GlobalOptions;
}

/** The configuration the global flags and the environment give. */
export function cliConfig(opts: GlobalOptions, extra: MnemoOptions = {}): MnemoConfig {
  return resolveConfig({
    ...(opts.db !== undefined && { db: opts.db }),
    ...(opts.embedder !== undefined && { embedder: opts.embedder }),
    ...(opts.verbose && { logger: createStderrLogger('debug') }),
    ...(opts.llm !== undefined && { llm: opts.llm === 'none' ? null : opts.llm }),
    ...extra,
    writePath: {
      ...(opts.idleTimeout !== undefined && { idleTimeoutMs: Math.round(numberFlag('--idle-timeout', opts.idleTimeout) * 60_000) }),
      ...(opts.extractEvery !== undefined && { extractEvery: numberFlag('--extract-every', opts.extractEvery) }),
      ...extra.writePath,
    },
  });
}

/** A numeric flag's value; CONFIG_INVALID naming the flag when it is not a number (the range is the config schema's to check). */
function numberFlag(flag: string, value: string): number {
  if (!/^\d*\.?\d+$/.test(value.trim())) throw new MnemoError('CONFIG_INVALID', `${flag} must be a positive number`, { details: { setting: flag } });
  return Number(value);
}

/**
 * Refuses what would create files the user did not ask for: a read of a database that does not
 * exist, or a write into a folder that does not exist.
 */
export function checkStorePath(config: MnemoConfig, access: Access): void {
  const path = storePathOf(config.store);
  if (path === null || existsSync(path)) return;
  if (access === 'read') {
    throw new MnemoError('NOT_FOUND', `the database ${path} does not exist: check --db (or MNEMO_DB), or store something first with mnemo remember`, {
      details: { path },
    });
  }
  const folder = dirname(path);
  if (!existsSync(folder)) {
    throw new MnemoError('CONFIG_INVALID', `the folder ${folder} does not exist: create it first (mkdir -p ${folder}) or choose another --db`, {
      details: { path },
    });
  }
}

/**
 * Runs `fn` with an open engine and always closes it. A one-shot command drains its own jobs after
 * printing its answer; `chat` works in the background.
 */
export async function withMnemo<T>(opts: GlobalOptions, fn: (mnemo: Mnemo) => Promise<T>, options: { access: Access; background?: boolean }): Promise<T> {
  const config = cliConfig(opts, { writePath: { background: options.background ?? false } });
  checkStorePath(config, options.access);
  const mnemo = await openMnemo(config, opts);
  try {
    return await fn(mnemo);
  } finally {
    await mnemo.close();
  }
}

/**
 * Opens the engine for a command. The first use of the local embedder converts the word vectors
 * once (a few seconds): say so in one line on stderr, with a bar on a terminal, rather than sit
 * silent. Later starts find the cache and print nothing.
 */
export async function openMnemo(config: MnemoConfig, opts: GlobalOptions): Promise<Mnemo> {
  if (config.embedder.kind === 'spec' && config.embedder.spec.kind === 'local') {
    const cacheDir = config.embedder.cacheDir;
    const path = localCachePath(cacheDir);
    if (!existsSync(path)) {
      process.stderr.write(`mnemo: converting the local word vectors once into ${path} (a few seconds; later starts skip this)\n`);
      const bar = progress('converting word vectors', opts);
      await prepareLocalEmbeddings({ ...(cacheDir !== undefined && { cacheDir }), onProgress: bar.update }).finally(bar.stop);
    }
  }
  return createMnemoFromConfig(config);
}

/** Where the store is, for messages. */
export function storeDescription(opts: GlobalOptions): string {
  return describeStore(cliConfig(opts).store);
}

/** The scope a command acts in. */
export function scopeFrom(opts: GlobalOptions & { user?: string; agent?: string; session?: string }): ScopeInput {
  return { tenantId: opts.tenant, userId: opts.user ?? '', agentId: opts.agent, sessionId: opts.session };
}
