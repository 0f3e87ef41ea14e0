// Issue 27, item 9 (rest): a damaged SQLite file is refused with STORE_CORRUPT when it is opened,
// before any write — bytes overwritten in the middle, a file that is not a database, a truncated
// file — through the library and the built CLI, on real files; the file is left byte for byte as it
// was. A file as Mnemo left it is not read in full again on the next open; one changed by another
// program is.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { MnemoError } from '../src/core/errors.js';
import type { Logger } from '../src/core/logger.js';

const bin = join(process.cwd(), 'bin', 'mnemo.js');
const dir = mkdtempSync(join(tmpdir(), 'mnemo-open-check-'));
let good: string;
let n = 0;
const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const isCorrupt = (e: unknown) => MnemoError.isInstance(e) && e.code === 'STORE_CORRUPT';
const open = (db: string, logger?: Logger) => createMnemo({ db, llm: null, embedder: 'hash', writePath: { background: false }, ...(logger && { logger }) });
const cli = (db: string, ...args: string[]) => spawnSync(process.execPath, [bin, '--db', db, ...args], { encoding: 'utf8' });

/** A logger that keeps what the open check said. */
function recorder(): Logger & { checks: unknown[] } {
  const checks: unknown[] = [];
  const keep = (message: string, fields?: Record<string, unknown>) => {
    if (message === 'sqlite file checked on open') checks.push(fields?.full);
  };
  return { checks, debug: keep, info: keep, warn: keep, error: keep };
}

/** A copy of the sound file under a new name. */
function copy(): string {
  const to = join(dir, `c${++n}.db`);
  copyFileSync(good, to);
  return to;
}

before(async () => {
  good = join(dir, 'good.db');
  const m = await open(good);
  for (let i = 0; i < 10; i++)
    await m.rememberMany(
      { userId: 'dana' },
      Array.from({ length: 50 }, (_, j) => ({ content: `Note ${i * 50 + j} about the quarterly storage review.` })),
      { consolidate: false },
    );
  await m.close();
  assert.ok(!existsSync(`${good}-wal`), 'the last close checkpointed the WAL into the file');
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('a damaged file is refused on opening, before any write', () => {
  const damaged: [string, (path: string) => void][] = [
    [
      'bytes overwritten in the middle',
      (path) => {
        const size = statSync(path).size;
        const fd = openSync(path, 'r+');
        for (let p = 12; p * 4096 < size - 4096; p += 4) writeSync(fd, Buffer.alloc(200, 0x5a), 0, 200, p * 4096 + 8);
        closeSync(fd);
      },
    ],
    ['not a database', (path) => writeFileSync(path, randomBytes(16_384))],
    ['truncated to half', (path) => truncateSync(path, Math.floor(statSync(path).size / 8192) * 4096)],
  ];
  for (const [what, damage] of damaged) {
    test(`${what}: the library and the CLI answer STORE_CORRUPT and leave the file as it was`, async () => {
      const bad = copy();
      damage(bad);
      const before = sha(bad);
      await assert.rejects(open(bad), isCorrupt);
      assert.equal(sha(bad), before, 'the library wrote nothing');
      const r = cli(bad, 'remember', '--user', 'dana', 'The review moved to Thursday.');
      assert.equal(r.status, 1, r.stderr);
      assert.match(r.stderr, /\[STORE_CORRUPT\]/);
      const json = cli(bad, '--json', 'remember', '--user', 'dana', 'The review moved to Thursday.');
      assert.equal(JSON.parse(json.stderr.trim().split('\n').pop() as string).error.code, 'STORE_CORRUPT');
      assert.equal(sha(bad), before, 'the CLI wrote nothing');
      assert.equal(cli(bad, 'doctor').status, 1, 'doctor still reports the damage');
    });
  }
});

describe('which opens read the whole file', () => {
  test('a file as Mnemo left it is not checked in full again; one another program changed is', async () => {
    const path = copy(); // a copy has no record of its own: checked in full once
    const first = recorder();
    await (await open(path, first)).close();
    assert.deepEqual(first.checks, [true]);

    const again = recorder();
    const m = await open(path, again);
    await m.remember({ userId: 'dana' }, { content: 'The storage review is every quarter.' });
    await m.close();
    assert.deepEqual(again.checks, [false], 'its own writes and close keep the record true');
    const third = recorder();
    await (await open(path, third)).close();
    assert.deepEqual(third.checks, [false]);

    utimesSync(path, new Date(), new Date(Date.now() + 5_000)); // another program touched it
    const touched = recorder();
    const t = await open(path, touched);
    assert.equal((await t.list({ userId: 'dana' }, { limit: 1000 })).length, 501, 'a sound file opens after its check');
    await t.close();
    assert.deepEqual(touched.checks, [true]);
  });
});
