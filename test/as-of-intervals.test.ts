// Issue 22, item 5: the validity intervals of one single-valued attribute never overlap. A correction
// whose value is valid from an earlier date closes the old interval at that date, so as-of recall and
// facts give exactly one value at any instant. Berlin (January), Paris (June), Rome (said in
// September, valid from August), through the library (a fixed clock) and the built CLI.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo, type Mnemo } from '../src/index.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-asof-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

const CITIES = ['Berlin', 'Paris', 'Rome'];
const day = (s: string): Date => new Date(`${s}T12:00:00Z`);
/** The cities a list of memories names. */
const citiesIn = (contents: readonly string[]): string[] => CITIES.filter((c) => contents.some((t) => t.includes(c)));

describe('library, a fixed clock', () => {
  let mnemo: Mnemo;
  let clock = day('2025-01-10');
  const u = { userId: 'traveller' };
  before(async () => {
    mnemo = await createMnemo({ db: join(dir, 'lib.db'), embedder: 'hash', llm: null, now: () => clock, writePath: { background: false } });
    await mnemo.remember(u, { content: 'I live in Berlin.', kind: 'fact' });
    clock = day('2025-06-10');
    await mnemo.remember(u, { content: 'The user lives in Paris.', kind: 'fact' });
    clock = day('2025-09-15');
    await mnemo.remember(u, { content: 'The user lives in Rome.', kind: 'fact', validFrom: day('2025-08-01') });
  });
  after(() => mnemo.close());

  for (const [at, city] of [
    ['2025-03-01', 'Berlin'],
    ['2025-07-01', 'Paris'],
    ['2025-08-20', 'Rome'],
    ['2025-10-01', 'Rome'],
  ] as const) {
    test(`as of ${at}: exactly one location, ${city}`, async () => {
      const facts = await mnemo.facts(u, { predicate: 'location', asOf: day(at) });
      assert.deepEqual(
        facts.map((f) => f.triple?.object),
        [city],
      );
      const recalled = await mnemo.recall(u, 'where does the user live?', { asOf: day(at), k: 10 });
      assert.deepEqual(citiesIn(recalled.map((r) => r.memory.content)), [city]);
    });
  }

  test('Paris is closed at the day Rome became true, not the day the correction was said', async () => {
    const all = await mnemo.facts(u, { predicate: 'location', includeInvalid: true });
    const paris = all.find((f) => f.triple?.object === 'Paris');
    assert.equal(paris?.invalidatedAt?.toISOString(), day('2025-08-01').toISOString());
    assert.deepEqual((await mnemo.profile(u)).find((p) => p.key === 'location')?.value, 'Rome');
  });
});

describe('built CLI', () => {
  const run = (...args: string[]) => {
    const env = { ...process.env };
    delete env.MNEMO_LLM;
    const r = spawnSync(process.execPath, [BIN, '--db', join(dir, 'cli.db'), '--embedder', 'hash', '--json', ...args], { input: '', encoding: 'utf8', env });
    assert.equal(r.status, 0, r.stderr);
    return JSON.parse(r.stdout) as unknown;
  };

  test('remember three locations with --valid-from; recall and facts --as-of give one each', () => {
    run('remember', '-u', 'cli', 'I live in Berlin.', '--kind', 'fact', '--valid-from', '2025-01-10');
    run('remember', '-u', 'cli', 'The user lives in Paris.', '--kind', 'fact', '--valid-from', '2025-06-10');
    run('remember', '-u', 'cli', 'The user lives in Rome.', '--kind', 'fact', '--valid-from', '2025-08-01');
    for (const [at, city] of [
      ['2025-03-01', 'Berlin'],
      ['2025-07-01', 'Paris'],
      ['2025-08-20', 'Rome'],
    ] as const) {
      const facts = run('facts', '-u', 'cli', '--predicate', 'location', '--as-of', at) as { triple: { object: string } }[];
      assert.deepEqual(
        facts.map((f) => f.triple.object),
        [city],
        `facts as of ${at}`,
      );
      const recalled = run('recall', '-u', 'cli', 'where does the user live?', '--as-of', at) as { memory: { content: string } }[];
      assert.deepEqual(citiesIn(recalled.map((r) => r.memory.content)), [city], `recall as of ${at}`);
    }
  });
});
