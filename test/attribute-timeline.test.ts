// Issue 22, items 2 and 5: a single-valued attribute is a key, whichever door sets it — a raw append
// (`consolidate: false`, `--raw`) too — and its validity intervals form one timeline: a value dated
// into the past closes the interval it begins in, and ends where a value stated to begin later
// begins (then it is not current, and the profile keeps the current value). As-of reads find
// exactly one value at every instant. On a real SQLite file, PGlite and the Debian PostgreSQL server.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import type { MemoryRecord } from '../src/core/types/memory.js';
import { startServer } from '../src/surfaces/http/serve.js';
import { startDebianPostgres, type TestServer } from './support/postgres.js';

let dir: string;
let pg: TestServer | null = null;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-timeline-'));
  pg = await startDebianPostgres();
});
after(async () => {
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const lives = (city: string) => ({ content: `The user lives in ${city}.`, triple: { subject: 'user', predicate: 'location', object: city } });

/** An engine over `db` whose clock the test sets. */
async function engine(db: string, clock: { t: number }): Promise<Mnemo> {
  return createMnemo({ db, llm: null, embedder: 'hash', now: () => new Date(clock.t), writePath: { background: false } });
}

/** The location facts valid at `iso`, as their values. */
const locationAt = async (m: Mnemo, userId: string, iso: string) =>
  (await m.facts({ userId }, { predicate: 'location', asOf: at(iso) })).map((f) => f.triple?.object).sort();
const locationNow = async (m: Mnemo, userId: string) => (await m.facts({ userId }, { predicate: 'location' })).map((f) => f.triple?.object);
const profileOf = async (m: Mnemo, userId: string) => Object.fromEntries((await m.profile({ userId })).map((p) => [p.key, p.value]));
const interval = (r: MemoryRecord) => [r.triple?.object, r.validFrom.toISOString().slice(0, 10), r.invalidatedAt?.toISOString().slice(0, 10) ?? null];

/** One store per backend (each test its own user). */
const backends: [string, () => string | null][] = [
  ['SQLite', () => join(dir, 'timeline.db')],
  ['PGlite', () => `pglite:${join(dir, 'pglite')}`],
  ['PostgreSQL', () => pg?.url ?? null],
];

for (const [name, spec] of backends) {
  describe(`the timeline of an attribute (${name})`, () => {
    for (const consolidate of [true, false]) {
      test(`Berlin from January, Paris from June, then Rome from March (${consolidate ? 'remember' : 'a raw append'}): three intervals end to end`, async (t) => {
        const db = spec();
        if (!db) return t.skip('PostgreSQL server binaries are not installed');
        const clock = { t: Date.parse('2026-09-15T10:00:00Z') };
        const m = await engine(db, clock);
        const userId = `tl-${consolidate}-${Math.random().toString(36).slice(2, 8)}`;
        const u = { userId };
        try {
          const berlin = await m.remember(u, { ...lives('Berlin'), validFrom: at('2026-01-01') }, { consolidate });
          clock.t += 60_000;
          const paris = await m.remember(u, { ...lives('Paris'), validFrom: at('2026-06-01') }, { consolidate });
          clock.t += 60_000;
          const rome = await m.remember(u, { ...lives('Rome'), validFrom: at('2026-03-01') }, { consolidate });

          const all = await m.list(u, { includeInvalid: true });
          const byId = new Map(all.map((r) => [r.id, r]));
          assert.deepEqual(
            [berlin.id, rome.id, paris.id].map((id) => interval(byId.get(id) as MemoryRecord)),
            [
              ['Berlin', '2026-01-01', '2026-03-01'],
              ['Rome', '2026-03-01', '2026-06-01'],
              ['Paris', '2026-06-01', null],
            ],
          );
          // The chain runs in time: Berlin → Rome → Paris; Rome, a value of the past, is returned as stored.
          assert.equal(byId.get(berlin.id)?.supersededBy, rome.id);
          assert.equal(rome.supersededBy, paris.id);
          assert.equal(rome.invalidatedAt?.toISOString(), at('2026-06-01').toISOString());
          assert.deepEqual(await locationNow(m, userId), ['Paris']);
          assert.deepEqual(await profileOf(m, userId), { location: 'Paris' }, 'the profile keeps the current value');
          for (const [when, value] of [
            ['2026-02-15', 'Berlin'],
            ['2026-03-01', 'Rome'],
            ['2026-05-31', 'Rome'],
            ['2026-06-01', 'Paris'],
            ['2026-08-20', 'Paris'],
          ] as const)
            assert.deepEqual(await locationAt(m, userId, when), [value], `as of ${when}`);
          assert.deepEqual(await locationAt(m, userId, '2025-12-31'), [], 'nothing before the first value');
          // Recall as of an instant sees the one value of then.
          const hits = await m.recall(u, 'where does the user live', { asOf: at('2026-04-10'), k: 10 });
          assert.deepEqual(hits.map((h) => h.memory.triple?.object).filter(Boolean), ['Rome']);
          // Every change is explained.
          const berlinHistory = await m.history(u, berlin.id);
          assert.ok(
            berlinHistory.some((h) => h.op === 'supersede' && (h.reason ?? '').includes(rome.id)),
            JSON.stringify(berlinHistory.map((h) => [h.op, h.reason])),
          );
          const romeHistory = (await m.history(u, rome.id)).filter((h) => h.targetId === rome.id);
          assert.ok(
            romeHistory.some((h) => (h.reason ?? '').includes(paris.id)),
            JSON.stringify(romeHistory.map((h) => [h.op, h.reason])),
          );
        } finally {
          await m.close();
        }
      });
    }

    test('a forgotten value keeps no place against a new statement of its time', async (t) => {
      const db = spec();
      if (!db) return t.skip('PostgreSQL server binaries are not installed');
      const clock = { t: Date.parse('2026-05-10T10:00:00Z') };
      const m = await engine(db, clock);
      const userId = `tl-forgot-${Math.random().toString(36).slice(2, 8)}`;
      const u = { userId };
      try {
        // Berlin from January, forgotten in May; then "Rome since March": Berlin now ends in March, still forgotten.
        const berlin = await m.remember(u, { ...lives('Berlin'), validFrom: at('2026-01-01') });
        await m.forget(u, berlin.id, { reason: 'not true' });
        clock.t = Date.parse('2026-06-20T10:00:00Z');
        // Paris from June 20, forgotten in August; then "Rome since March": Rome is current, Paris holds no time.
        const paris = await m.remember(u, lives('Paris'));
        clock.t = Date.parse('2026-08-01T10:00:00Z');
        await m.forget(u, paris.id, { reason: 'not true' });
        clock.t = Date.parse('2026-09-01T10:00:00Z');
        const rome = await m.remember(u, { ...lives('Rome'), validFrom: at('2026-03-01') });
        const b = await m.get(u, berlin.id);
        assert.equal(b.invalidatedAt?.toISOString(), at('2026-03-01').toISOString());
        assert.equal(b.supersededBy, null, 'a forgotten memory stays forgotten, only shorter');
        const p = await m.get(u, paris.id);
        assert.equal(p.invalidatedAt?.getTime(), p.validFrom.getTime(), 'the forgotten Paris inside Rome holds no time');
        assert.equal(rome.invalidatedAt, null);
        assert.deepEqual(await locationNow(m, userId), ['Rome']);
        assert.deepEqual(await profileOf(m, userId), { location: 'Rome' });
        for (const when of ['2026-02-01', '2026-04-01', '2026-07-01', '2026-08-15'])
          assert.ok((await locationAt(m, userId, when)).length <= 1, `one value at most as of ${when}`);
        assert.deepEqual(await locationAt(m, userId, '2026-07-01'), ['Rome']);
      } finally {
        await m.close();
      }
    });
  });
}

describe('a retroactive value through extraction (SQLite)', () => {
  const conversation = async (userId: string, clock: { t: number }, m: Mnemo) => {
    const u = { userId };
    return async (iso: string, text: string) => {
      clock.t = Date.parse(iso);
      const s = await m.sessions.open(u, { fresh: true });
      await m.sessions.append(u, s.id, [{ role: 'user', content: text }]);
      await m.sessions.end(u, s.id);
      await m.flush({ scope: u });
    };
  };
  const intervals = async (m: Mnemo, userId: string) =>
    (await m.list({ userId }, { includeInvalid: true }))
      .filter((r) => r.triple?.predicate === 'location')
      .map(interval)
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])));

  test('"I live in Berlin", then "Actually I moved to Munich last month": Munich is current, Berlin (no start of its own) holds no time', async () => {
    const clock = { t: 0 };
    const m = await engine(join(dir, 'extract-a.db'), clock);
    try {
      const say = await conversation('bob', clock, m);
      await say('2026-06-15T10:00:00Z', 'I live in Berlin.');
      await say('2026-06-15T10:05:00Z', 'Actually I moved to Munich last month.');
      assert.deepEqual(await intervals(m, 'bob'), [
        ['Munich', '2026-05-01', null],
        ['Berlin', '2026-06-15', '2026-06-15'],
      ]);
      assert.deepEqual(await profileOf(m, 'bob'), { location: 'Munich' });
      for (const when of ['2026-05-20', '2026-06-15']) assert.deepEqual(await locationAt(m, 'bob', when), ['Munich'], `as of ${when}`);
    } finally {
      await m.close();
    }
  });

  test('a move dated before a move already dated ends where the later one begins; the later one stays current', async () => {
    const clock = { t: 0 };
    const m = await engine(join(dir, 'extract-b.db'), clock);
    try {
      const say = await conversation('eda', clock, m);
      await say('2026-01-10T10:00:00Z', 'I live in Berlin.');
      await say('2026-06-15T10:00:00Z', 'Actually I moved to Munich last month.');
      await say('2026-06-20T10:00:00Z', 'I moved to Rome in March.');
      assert.deepEqual(await intervals(m, 'eda'), [
        ['Berlin', '2026-01-10', '2026-03-01'],
        ['Rome', '2026-03-01', '2026-05-01'],
        ['Munich', '2026-05-01', null],
      ]);
      assert.deepEqual(await profileOf(m, 'eda'), { location: 'Munich' });
      assert.deepEqual(await locationAt(m, 'eda', '2026-04-01'), ['Rome']);
    } finally {
      await m.close();
    }
  });
});

describe('a raw append keeps attributes as keys (SQLite)', () => {
  test('library: the previous value is superseded with a reason and the profile follows', async () => {
    const clock = { t: Date.parse('2026-03-01T10:00:00Z') };
    const m = await engine(join(dir, 'raw-lib.db'), clock);
    const u = { userId: 'raw' };
    try {
      const berlin = await m.remember(u, lives('Berlin'), { consolidate: false });
      assert.deepEqual(await profileOf(m, 'raw'), { location: 'Berlin' });
      clock.t += 3_600_000;
      const paris = await m.remember(u, lives('Paris'), { consolidate: false });
      assert.deepEqual(await locationNow(m, 'raw'), ['Paris']);
      assert.deepEqual(await profileOf(m, 'raw'), { location: 'Paris' });
      const old = await m.get(u, berlin.id);
      assert.equal(old.supersededBy, paris.id);
      assert.equal(old.invalidatedAt?.getTime(), paris.validFrom.getTime());
      assert.match((await m.history(u, berlin.id)).find((h) => h.op === 'supersede')?.reason ?? '', /location is Paris/);
      assert.match((await m.profileHistory(u, 'location')).at(-1)?.reason ?? '', new RegExp(paris.id));
      // Still a raw append: the same sentence twice is two memories (nothing reinforces), a multi-valued relation stays several.
      await m.remember(u, { content: 'The user keeps a paper notebook.' }, { consolidate: false });
      await m.remember(u, { content: 'The user keeps a paper notebook.' }, { consolidate: false });
      for (const lang of ['French', 'German'])
        await m.remember(u, { content: `The user speaks ${lang}.`, triple: { subject: 'user', predicate: 'speaks', object: lang } }, { consolidate: false });
      const current = await m.list(u);
      assert.equal(current.filter((r) => r.content === 'The user keeps a paper notebook.').length, 2);
      assert.equal(current.filter((r) => r.triple?.predicate === 'speaks').length, 2);
    } finally {
      await m.close();
    }
  });

  test('HTTP consolidate: false and the CLI --raw', async () => {
    const db = join(dir, 'raw-doors.db');
    const clock = { t: Date.now() };
    const m = await engine(db, clock);
    const server = await startServer({ mnemo: m, host: '127.0.0.1', port: 0 });
    try {
      const { key } = await m.admin.createKey({ tenantId: 'default', role: 'admin' });
      for (const city of ['Berlin', 'Paris']) {
        clock.t += 1000;
        const res = await fetch(`${server.url}/v1/memories`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ userId: 'http', ...lives(city), consolidate: false }),
        });
        assert.equal(res.status, 201, await res.text());
      }
      assert.deepEqual(await locationNow(m, 'http'), ['Paris']);
      assert.deepEqual(await profileOf(m, 'http'), { location: 'Paris' });
    } finally {
      await server.close();
    }
    const cli = (args: string[]) =>
      spawnSync(process.execPath, [join(process.cwd(), 'bin', 'mnemo.js'), '--db', db, '--embedder', 'hash', ...args], {
        encoding: 'utf8',
        env: { ...process.env, MNEMO_LLM: '' },
      });
    for (const city of ['Oslo', 'Rome']) {
      const r = cli(['remember', '--user', 'cli', '--raw', '--subject', 'user', '--predicate', 'location', '--object', city, `The user lives in ${city}.`]);
      assert.equal(r.status, 0, r.stderr);
    }
    const facts = cli(['facts', '--user', 'cli', '--predicate', 'location', '--json']);
    assert.equal(facts.status, 0, facts.stderr);
    assert.deepEqual(
      (JSON.parse(facts.stdout) as { triple: { object: string } }[]).map((f) => f.triple.object),
      ['Rome'],
    );
    const profile = cli(['profile', '--user', 'cli', '--json']);
    assert.match(profile.stdout, /"location"/);
    assert.match(profile.stdout, /Rome/);
    assert.doesNotMatch(profile.stdout, /Oslo/);
  });
});
