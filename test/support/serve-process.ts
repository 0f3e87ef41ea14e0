/**
 * What the tests of `mnemo serve` as a process share: the built CLI run once on a store ({@link cliOn}),
 * `serve` started and read for the URL it prints ({@link startServe}), a burst of writes from eight
 * writers stopped midway ({@link burstOfWrites}), and the check that every acknowledged write was stored
 * ({@link assertAllStored}).
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createMnemo } from '../../src/engine/create-mnemo.js';

/** The built CLI. */
export const BIN = join(process.cwd(), 'bin', 'mnemo.js');

/** Runs the CLI on the store `db` (MNEMO_DB unset) and waits for it. */
export function cliOn(db: string, args: string[]) {
  return spawnSync(process.execPath, [BIN, '--db', db, ...args], { encoding: 'utf8', env: { ...process.env, MNEMO_DB: undefined } });
}

/** A `serve` process: the URL it serves, what it wrote to stderr so far, and its exit code once it exits. */
export interface Served {
  readonly child: ChildProcess;
  readonly url: string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
}

/**
 * Spawns `serve` on the store `db` with `args` (its stdout ignored, `env` if given); resolves once stderr
 * matches `ready`, whose first group is the URL, and rejects if the process exits first.
 */
export async function startServe(db: string, args: readonly string[], ready: RegExp, env?: NodeJS.ProcessEnv): Promise<Served> {
  const child = spawn(process.execPath, [BIN, '--db', db, 'serve', ...args], { stdio: ['ignore', 'ignore', 'pipe'], ...(env && { env }) });
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (d: string) => {
      stderr += d;
      const m = ready.exec(stderr);
      if (m) resolve(m[1] as string);
    });
    void exited.then((code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
  });
  return { child, url, stderr: () => stderr, exited };
}

/** What a burst of writes came to: the ids acknowledged (201), the writes answered otherwise, the writes tried. */
export interface Burst {
  readonly acked: string[];
  readonly refused: number;
  readonly sent: number;
}

/**
 * Eight writers, each sending up to 400 `POST /v1/memories` for user `burst` with `key` on keep-alive
 * connections; `stop` is called once, by whichever writer first sees 60 acknowledgements. A writer is done
 * when the server stops accepting.
 */
export async function burstOfWrites(url: string, key: string, stop: () => void): Promise<Burst> {
  const acked: string[] = [];
  let refused = 0;
  let sent = 0;
  let stopping = false;
  const writer = async (w: number): Promise<void> => {
    for (let i = 0; i < 400; i++) {
      sent++;
      if (acked.length >= 60 && !stopping) {
        stopping = true; // once, from whichever writer sees the 60th acknowledgement first
        stop();
      }
      try {
        const res = await fetch(`${url}/v1/memories`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ userId: 'burst', content: `burst note ${w}-${i} about the garden` }),
        });
        if (res.status === 201) acked.push(((await res.json()) as { id: string }).id);
        else refused++;
      } catch {
        return; // the server stopped accepting: this writer is done
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
  return { acked, refused, sent };
}

/** Opens the store `db` and asserts that every id of `acked` is a memory of user `burst` of tenant `acme`. */
export async function assertAllStored(db: string, acked: readonly string[]): Promise<void> {
  const mnemo = await createMnemo({ db, llm: null, writePath: { background: false } });
  try {
    const ids = new Set((await mnemo.list({ tenantId: 'acme', userId: 'burst' }, { limit: 10_000 })).map((m) => m.id));
    assert.deepEqual(
      acked.filter((id) => !ids.has(id)),
      [],
      'every acknowledged write is in the store',
    );
  } finally {
    await mnemo.close();
  }
}
