/**
 * A SQLite store for the inspector's tests, written through the facade: two users of tenant `acme`
 * (alice and bob, whose text must never show on alice's pages), a pair kept side by side for review,
 * an open dream, a session whose secret was redacted, and an extraction job that failed because its model was
 * unreachable. Also starts the built `mnemo serve` on a free loopback port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { resolveConfig } from '../../src/engine/config/index.js';
import { createMnemoFromConfig } from '../../src/engine/create-mnemo.js';
import { restate } from './flagged-seed.js';

/** What the seed wrote, for the test to look for. */
export interface Seeded {
  readonly tenant: string;
  readonly aliceMemory: string;
  readonly flaggedId: string;
  readonly sessionId: string;
  readonly failedSessionId: string;
  /** An open dream (offline: the flagged pair proposed as a merge). */
  readonly dreamId: string;
  /** Text only bob's memory holds. */
  readonly bobText: string;
}

const BIN = join(process.cwd(), 'bin', 'mnemo.js');

/** Seeds `db`. */
export async function seedInspectorStore(db: string): Promise<Seeded> {
  const tenant = 'acme';
  const alice = { tenantId: tenant, userId: 'alice' };
  // Wide band: without a model, a close restatement is kept beside the original and flagged.
  const m = await createMnemoFromConfig(resolveConfig({ db, writePath: { background: false, duplicateThreshold: 0.995, novelThreshold: 0.3 } }));
  try {
    const [works] = await m.rememberMany(
      alice,
      [
        { content: 'Alice works at Acme as a platform engineer.', kind: 'fact', importance: 0.8 },
        { content: 'Alice prefers green tea over coffee in the morning.', kind: 'preference', importance: 0.6 },
        { content: 'Alice adopted a dog named Biscuit in March.', kind: 'episode', importance: 0.5 },
        { content: 'Alice is allergic to peanuts.', kind: 'fact', importance: 0.95 },
      ],
      { consolidate: false },
    ); // the seed's own memories as written: only the restatement below is consolidated
    await m.remember({ tenantId: tenant, userId: 'bob' }, { content: 'Bob is planning the Zephyrine launch in secret.', kind: 'fact' });
    await restate(m, alice, 'Alice prefers green tea to coffee in the mornings.');
    const flagged = (await m.list(alice, { limit: 100 })).find((r) => r.review !== null);
    if (!flagged) throw new Error('the seed expected a pair flagged for review');
    const session = await m.sessions.open(alice);
    await m.sessions.append(alice, session.id, [
      { role: 'user', content: 'I moved to Lisbon last month and I love the light here.' },
      { role: 'assistant', content: 'Lisbon is lovely. Noted.' },
      { role: 'user', content: 'My deploy token is ghp_R8mV2xQ7pL4nT9wK3sJ6dF1hY5bZ0cA8eG2u, keep it handy.' },
    ]);
    await m.sessions.end(alice, session.id);
    await m.flush({ scope: alice });
    return {
      tenant,
      aliceMemory: works?.id ?? '',
      flaggedId: flagged.id,
      sessionId: session.id,
      failedSessionId: await failedJob(db, alice),
      dreamId: await openDream(db, alice),
      bobText: 'Zephyrine',
    };
  } finally {
    await m.close();
  }
}

/** A dream with the default thresholds, where the flagged pair is a near-duplicate to merge. */
async function openDream(db: string, scope: { tenantId: string; userId: string }): Promise<string> {
  const m = await createMnemoFromConfig(resolveConfig({ db, llm: null, writePath: { background: false } }));
  try {
    const dream = await m.dreams.dream(scope);
    if (dream.candidates.length === 0) throw new Error('the seed expected the dream to propose the flagged pair as a merge');
    return dream.id;
  } finally {
    await m.close();
  }
}

/** An extraction whose model cannot be reached: one attempt, so the job ends failed with the error. */
async function failedJob(db: string, scope: { tenantId: string; userId: string }): Promise<string> {
  const config = resolveConfig(
    { db, llm: 'openai-compatible:unreachable-model', writePath: { background: false, maxAttempts: 1, modelTimeoutMs: 2000 } },
    { ...process.env, MNEMO_LLM_BASE_URL: 'http://127.0.0.1:9/v1' },
  );
  const m = await createMnemoFromConfig(config);
  try {
    const session = await m.sessions.open(scope, { fresh: true });
    await m.sessions.append(scope, session.id, [{ role: 'user', content: 'I started learning the cello this winter.' }]);
    await m.sessions.end(scope, session.id);
    await m.flush({ scope, timeoutMs: 20_000 });
    return session.id;
  } finally {
    await m.close();
  }
}

/** Runs the built CLI against `db`. */
export function cli(db: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [BIN, '--db', db, ...args], { encoding: 'utf8', env: { ...process.env, MNEMO_DB: undefined } });
}

/** Starts `mnemo serve` on a free loopback port; resolves with its URL once it listens. */
export async function startServe(db: string, extra: string[] = []): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [BIN, '--db', db, 'serve', '--port', '0', ...extra], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, MNEMO_DB: undefined },
  });
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (d: string) => {
      stderr += d;
      const found = /serving (http:\/\/\S+)/.exec(stderr);
      if (found) resolve(found[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
