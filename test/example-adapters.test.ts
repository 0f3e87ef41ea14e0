// The adapter examples run as a user would run them, offline: so examples/ cannot rot unnoticed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

let dir: string;
before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-example-adapters-'))));
after(() => rmSync(dir, { recursive: true, force: true }));

function run(example: string): string {
  const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_DB: join(dir, `${example}.db`), MNEMO_EMBEDDER: 'hash' };
  for (const key of ['MNEMO_LLM', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY']) delete env[key];
  const res = spawnSync(process.execPath, ['--import', 'tsx', `examples/${example}.ts`], { env, encoding: 'utf8', timeout: 90_000 });
  assert.equal(res.status, 0, res.stderr);
  return res.stdout;
}

test('examples/openai-agents.ts: the tool remembers, the next run recalls it into the instructions, the session holds the turns', () => {
  const out = run('openai-agents');
  assert.match(out, /assistant> I will remember that\./);
  assert.match(out, /assistant> From memory: .*oolong/);
  assert.match(out, /holds \d+ items/);
});

test('examples/langgraph.ts: the graph stores a memory and finds it in the next run', () => {
  const out = run('langgraph');
  assert.match(out, /Portuguese for a trip to Lisbon\./);
  assert.match(out, /Namespaces: \[\["memories","me"\]\]/);
});

test('examples/anthropic-memory.ts: the memory tool writes a file into Mnemo', () => {
  const out = run('anthropic-memory');
  assert.match(out, /\/memories\/travel\.md/);
});
