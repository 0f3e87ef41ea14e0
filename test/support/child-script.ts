/** A test script run as its own process, for the tests that write from several processes at once. */
import { spawn } from 'node:child_process';

/**
 * Runs `script` (a path from the repository root) under tsx with `args`; resolves with the last line it printed,
 * parsed as JSON, or rejects naming `label`, its exit code and what it wrote to stderr.
 */
export function runScript<T>(script: string, args: readonly string[], label: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1) as string) as T) : reject(new Error(`${label} exited ${code}: ${err}`)),
    );
  });
}
