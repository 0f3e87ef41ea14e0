// What the crash suite shares: run a child process that prints one JSON line per acknowledged step,
// SIGKILL it at a random point, and hand back the steps it acknowledged.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** One acknowledged step of a child, as it printed it. */
export type Ack = Record<string, unknown>;

/** What a killed child acknowledged, and whether it finished before the kill came. */
export interface Killed {
  readonly acks: Ack[];
  readonly finished: boolean;
}

/**
 * Runs `test/support/<script>` with `args`, waits for its first `afterLines` lines (it is running;
 * later lines are steps it completed), then `delayMs` more, and SIGKILLs it. A child that exits
 * first is reported as finished.
 */
export async function killMidway(script: string, args: readonly string[], delayMs: number, afterLines = 1): Promise<Killed> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('test', 'support', script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  let exited = false;
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise((r) => child.on('exit', r)).then(() => (exited = true));
  while (out.split('\n').length <= afterLines && !exited) await new Promise((r) => setTimeout(r, 5));
  await Promise.race([new Promise((r) => setTimeout(r, delayMs)), exit]);
  const finished = exited;
  child.kill('SIGKILL');
  await exit;
  const acks = out
    .split('\n')
    .filter((l) => l.endsWith('}'))
    .map((l) => JSON.parse(l) as Ack);
  return { acks, finished: finished && acks.some((a) => a.finished !== undefined) };
}

/** A seeded pseudo-random number in [0, 1) per trial, so a failing trial can be run again. */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
