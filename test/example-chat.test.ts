// The chat example runs as a user would run it (`npm run example:chat`), offline, with messages on
// stdin: so the example in examples/ cannot rot unnoticed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

let dir: string;
before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-example-'))));
after(() => rmSync(dir, { recursive: true, force: true }));

test('examples/chat.ts: streamed replies with memory, the remember tool, extraction of what was said', () => {
  const input = ['I live in Lisbon and I work on the platform team.', 'remember that my sister is called Ana', 'What is my sister called?', ''].join('\n');
  const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_DB: join(dir, 'chat.db'), MNEMO_EMBEDDER: 'hash', CHAT_USER: 'dana' };
  delete env.MNEMO_LLM;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'examples/chat.ts'], { input, env, encoding: 'utf8', timeout: 60_000 });
  assert.equal(run.status, 0, run.stderr);
  const replies = run.stdout.split('\n').filter((l) => l.startsWith('assistant> '));
  assert.equal(replies.length, 3);
  assert.match(replies[0] as string, /nothing in memory/);
  assert.match(replies[1] as string, /I will remember that/);
  assert.match(replies[2] as string, /From memory: .*sister is called Ana/, 'the tool wrote it; the middleware recalled it into the next turn');
  const held = run.stdout.split('What memory holds now:')[1] ?? '';
  assert.match(held, /The user lives in Lisbon\./, 'the recorded turn was extracted');
  assert.match(held, /The user works on the platform team\./);
  assert.equal(held.match(/sister is called Ana/g)?.length, 1, 'the remembered fact is not extracted a second time');
});
