// Context says each thing once (issue 22, item 8): the episodic block leaves out what the stable
// block shows — a profile field's fact is in the stable block, never again among the recalled
// memories — through the library and the built CLI, on real SQLite files.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-once-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('the library: a profile fact shown in the stable block is not repeated in the episodic block', async () => {
  const m = await createMnemo({ db: join(dir, 'lib.db'), embedder: 'hash', llm: null, writePath: { background: false } });
  try {
    await m.setProfile({ userId: 'uma' }, 'employer', 'Initech');
    await m.remember({ userId: 'uma' }, { content: 'The user commutes to Initech by train.' });
    const ctx = await m.context({ userId: 'uma' }, 'where does the user work, Initech?');
    assert.match(ctx.stable.text, /employer: "Initech"/);
    assert.doesNotMatch(ctx.episodic.text, /employer is Initech/, ctx.episodic.text);
    assert.match(ctx.episodic.text, /commutes to Initech/, 'other memories are still recalled');
  } finally {
    await m.close();
  }
});

test('the CLI: `mnemo context` says the employer once', () => {
  const db = join(dir, 'cli.db');
  const run = (args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_EMBEDDER: 'hash' };
    delete env.MNEMO_LLM;
    const r = spawnSync(process.execPath, [BIN, '--db', db, ...args], { encoding: 'utf8', env });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout;
  };
  run(['ask', '--user', 'vic', 'Hi, I work at Initech.']);
  const out = run(['context', '--user', 'vic', 'where do I work? Initech']);
  assert.equal(out.match(/Initech/g)?.length, 1, out);
});
