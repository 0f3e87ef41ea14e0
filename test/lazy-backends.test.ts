// Each backend is loaded only when a store names it: a SQLite user (library or CLI) never loads `pg`
// or PGlite; an agent framework only through its adapter's subpath. Runs the built package (dist/, through its own "exports") in child processes with a
// resolve hook that records every module resolved; a control import proves the hook sees `pg`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';

const dir = mkdtempSync(join(tmpdir(), 'mnemo-lazy-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const hook = pathToFileURL(join(process.cwd(), 'test/support/record-loads.mjs')).href;
const register = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(hook)});`;
let runs = 0;

/** Runs node with the hook; returns the packages resolved (by name) and the exit status. */
function loadedBy(args: string[]): { packages: Set<string>; status: number | null; stderr: string } {
  const log = join(dir, `loads-${++runs}.txt`);
  const res = spawnSync(process.execPath, ['--import', register, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, MNEMO_LOAD_LOG: log, MNEMO_LLM: '', MNEMO_DB: '' },
    encoding: 'utf8',
  });
  let urls: string[] = [];
  try {
    urls = readFileSync(log, 'utf8').split('\n');
  } catch {
    // nothing was resolved
  }
  const packages = new Set(urls.map((u) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(u)?.[1]).filter((p): p is string => p !== undefined));
  return { packages, status: res.status, stderr: res.stderr };
}

const script = (code: string): string[] => ['--input-type=module', '-e', code];

test('the package root and a SQLite store load neither pg nor PGlite', () => {
  const db = join(dir, 'lib.db');
  const run = loadedBy(
    script(`
      const { createMnemo } = await import('mnemo-engine');
      const m = await createMnemo({ db: ${JSON.stringify(db)}, embedder: 'hash', llm: null });
      await m.remember({ userId: 'u' }, { content: 'The user likes green tea.' });
      if ((await m.recall({ userId: 'u' }, 'tea')).length !== 1) process.exit(3);
      await m.close();
    `),
  );
  assert.equal(run.status, 0, run.stderr);
  assert.ok(run.packages.has('better-sqlite3'), 'the hook saw the SQLite driver load');
  for (const p of ['pg', '@electric-sql/pglite', '@electric-sql/pglite-pgvector']) assert.ok(!run.packages.has(p), `${p} was loaded`);
  // The agent frameworks are optional peers behind their own subpaths: the root never loads one.
  for (const p of FRAMEWORKS) assert.ok(!run.packages.has(p), `${p} was loaded by the package root`);
});

const FRAMEWORKS = ['@openai/agents', '@openai/agents-core', '@langchain/langgraph', '@langchain/core'];

test('control: each adapter subpath loads its own framework and no other', () => {
  const own: Record<string, string> = { 'mnemo-engine/openai-agents': '@openai/agents', 'mnemo-engine/langgraph': '@langchain/langgraph' };
  for (const [subpath, framework] of Object.entries(own)) {
    const run = loadedBy(script(`await import(${JSON.stringify(subpath)});`));
    assert.equal(run.status, 0, run.stderr);
    assert.ok(run.packages.has(framework), `${subpath} loads ${framework}`);
    for (const other of Object.values(own).filter((f) => f !== framework)) assert.ok(!run.packages.has(other), `${subpath} loaded ${other}`);
  }
  const memory = loadedBy(script(`await import('mnemo-engine/anthropic-memory');`));
  assert.equal(memory.status, 0, memory.stderr);
  assert.ok(memory.packages.has('@ai-sdk/anthropic'));
  for (const p of FRAMEWORKS) assert.ok(!memory.packages.has(p), `mnemo-engine/anthropic-memory loaded ${p}`);
});

test('the CLI on a SQLite file loads neither pg nor PGlite', () => {
  const run = loadedBy(['bin/mnemo.js', '--db', join(dir, 'cli.db'), '--embedder', 'hash', 'remember', '--user', 'u', 'The user likes green tea.']);
  assert.equal(run.status, 0, run.stderr);
  assert.ok(run.packages.has('better-sqlite3'));
  for (const p of ['pg', '@electric-sql/pglite', ...FRAMEWORKS]) assert.ok(!run.packages.has(p), `${p} was loaded`);
});

test('control: importing mnemo/postgres does load pg (the hook would see it)', () => {
  const run = loadedBy(script(`await import('mnemo-engine/postgres');`));
  assert.equal(run.status, 0, run.stderr);
  assert.ok(run.packages.has('pg'));
  assert.ok(!run.packages.has('better-sqlite3'), 'and a PostgreSQL user never loads the SQLite driver');
});
