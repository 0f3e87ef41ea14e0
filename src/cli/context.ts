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
export async function withMnemo<T>(opts: GlobalOptions, fn: (mnemo: Mnemo) => Promise<T>, options: { background?: boolean } = {}): Promise<T> {
  const mnemo = await createMnemo({
    db: opts.db ?? process.env.MNEMO_DB ?? './mnemo.db',
    embedder: opts.embedder ?? process.env.MNEMO_EMBEDDER ?? 'local',
    ...(opts.verbose ? { logger: createStderrLogger('debug') } : {}),
    ...(opts.llm !== undefined && { llm: opts.llm === 'none' ? null : opts.llm }),
    // A one-shot command drains its own jobs after printing its answer; `chat` works in the background.
    writePath: { background: options.background ?? false, ...writePathFromEnv() },
  });
  try {
    return await fn(mnemo);
  } finally {
    await mnemo.close();
  }
}

/** Write-path settings a deployment may set by environment (tests shorten the backoff with these). */
function writePathFromEnv(): { backoffMs?: number; leaseMs?: number; modelTimeoutMs?: number; maxAttempts?: number } {
  const n = (name: string): number | undefined => {
    const v = process.env[name];
    return v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
  };
  const out: Record<string, number> = {};
  for (const [key, env] of [
    ['backoffMs', 'MNEMO_JOB_BACKOFF_MS'],
    ['leaseMs', 'MNEMO_JOB_LEASE_MS'],
    ['modelTimeoutMs', 'MNEMO_LLM_TIMEOUT_MS'],
    ['maxAttempts', 'MNEMO_JOB_MAX_ATTEMPTS'],
  ] as const) {
    const v = n(env);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** The scope a command acts in. */
export function scopeFrom(opts: GlobalOptions & { user?: string; agent?: string; session?: string }): ScopeInput {
  return { tenantId: opts.tenant, userId: opts.user ?? '', agentId: opts.agent, sessionId: opts.session };
}
