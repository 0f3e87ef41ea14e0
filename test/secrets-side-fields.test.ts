// Side fields of the write paths (issue 17 item 1): each test writes a secret through one field and
// searches the raw SQLite file and WAL for it.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';

const alice = { userId: 'alice' };
const SECRET = ['Zq8w', 'Lm2p', 'Vx7K'].join('');
let dir: string;
let n = 0;

before(() => (dir = mkdtempSync(join(tmpdir(), 'mnemo-side-'))));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `write` on a fresh database and says whether SECRET is in its file or WAL afterwards. */
async function leaks(write: (m: Mnemo) => Promise<unknown>): Promise<boolean> {
  const file = join(dir, `side${++n}.db`);
  const m = await createMnemo({ db: file, llm: null, writePath: { background: false } });
  try {
    await write(m).catch(() => undefined); // a refusal is as good as a redaction
    return ['', '-wal'].some(
      (s) =>
        existsSync(file + s) &&
        readFileSync(file + s)
          .toString('latin1')
          .includes(SECRET),
    );
  } finally {
    await m.close();
  }
}

describe('side fields hold no secret', () => {
  test('the search finds a value that is stored (control)', async () => {
    assert.equal(await leaks((m) => m.remember(alice, { content: `The build tag is ${SECRET}.` })), true);
  });
  const cases: [string, (m: Mnemo) => Promise<unknown>][] = [
    ['remember: metadata', (m) => m.remember(alice, { content: 'The office wifi was fixed.', metadata: { password: SECRET } })],
    ['remember: reason', (m) => m.remember(alice, { content: 'The office wifi was fixed.', reason: `the wifi password is ${SECRET}` })],
    [
      'update: reason',
      async (m) => {
        const r = await m.remember(alice, { content: 'The office wifi was fixed.' });
        return m.update(alice, r.id, 'The office wifi works again.', { reason: `password: ${SECRET}` });
      },
    ],
    [
      'note: reason',
      async (m) => {
        const r = await m.remember(alice, { content: 'The office wifi was fixed.' });
        return m.note(alice, r.id, 'It was the router.', { reason: `password: ${SECRET}` });
      },
    ],
    [
      'forget: reason',
      async (m) => {
        const r = await m.remember(alice, { content: 'The office wifi was fixed.' });
        return m.forget(alice, r.id, { reason: `password: ${SECRET}` });
      },
    ],
  ];
  for (const [name, write] of cases) {
    test(name, async () => {
      assert.equal(await leaks(write), false);
    });
  }
});
