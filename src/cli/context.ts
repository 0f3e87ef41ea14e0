/**
 * Opening the engine for one CLI command, from the global options.
 */
import type { Command } from 'commander';
import { createMnemo } from '../create-mnemo.js';
import { createStderrLogger } from '../logger.js';
import type { Mnemo } from '../mnemo.js';
import type { ScopeInput } from '../scope-input.js';
import type { GlobalOptions } from './io.js';

/** The global options of the program a command belongs to. */
export function globals(command: Command): GlobalOptions {
  return command.optsWithGlobals() as GlobalOptions;
}

/** Runs `fn` with an open engine and always closes it. */
export async function withMnemo<T>(opts: GlobalOptions, fn: (mnemo: Mnemo) => Promise<T>): Promise<T> {
  const mnemo = await createMnemo({
    db: opts.db ?? process.env.MNEMO_DB ?? './mnemo.db',
    embedder: opts.embedder ?? process.env.MNEMO_EMBEDDER ?? 'local',
    ...(opts.verbose ? { logger: createStderrLogger('debug') } : {}),
  });
  try {
    return await fn(mnemo);
  } finally {
    await mnemo.close();
  }
}

/** The scope a command acts in. */
export function scopeFrom(opts: GlobalOptions & { user?: string; agent?: string; session?: string }): ScopeInput {
  return { tenantId: opts.tenant, userId: opts.user ?? '', agentId: opts.agent, sessionId: opts.session };
}
