// The past is marked (issue 22, item 6): `list` and `facts` with --include-invalid (and `list
// --archived`) mark each row's state — superseded by <id>, forgotten, expired, archived — in text and
// JSON through the built CLI, and in the JSON of the HTTP lists (a real server on 127.0.0.1).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { startServer } from '../src/surfaces/http/serve.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
const JAN = '2026-01-05T09:00:00Z';
const LATER = '2026-03-01T09:00:00Z';
let dir: string;
let db: string;

function mnemo(args: string[], now = LATER) {
  const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_EMBEDDER: 'hash', MNEMO_NOW: now };
  delete env.MNEMO_LLM;
  const r = spawnSync(process.execPath, [BIN, '--db', db, ...args], { encoding: 'utf8', env });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}
const json = <T>(args: string[], now = LATER): T => JSON.parse(mnemo([...args, '--json'], now)) as T;
interface Row {
  id: string;
  content: string;
  state: string;
  supersededBy: string | null;
}
const ids: Record<string, string> = {};

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-past-'));
  db = join(dir, 'mnemo.db');
  mnemo(['profile', '--user', 'ann', '--set', 'location=Berlin'], JAN);
  mnemo(['profile', '--user', 'ann', '--set', 'location=Paris'], JAN);
  ids.forgotten = json<Row>(['remember', '--user', 'ann', 'Ann collects stamps.'], JAN).id;
  mnemo(['forget', '--user', 'ann', ids.forgotten], JAN);
  ids.expired = json<Row>(['remember', '--user', 'ann', '--ttl-days', '1', 'Ann is at the dentist today.'], JAN).id;
  ids.archived = json<Row>(['remember', '--user', 'ann', '--confidence', '0.2', 'Ann might like opera.'], JAN).id;
  mnemo(['maintain', '--user', 'ann']);
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('list and facts mark the state of every row', () => {
  test('list --include-invalid: JSON states and text markers', () => {
    const rows = json<Row[]>(['list', '--user', 'ann', '--include-invalid']);
    const by = (content: RegExp) => rows.find((r) => content.test(r.content));
    const berlin = by(/Berlin/);
    const paris = by(/Paris/);
    assert.equal(berlin?.state, 'superseded');
    assert.equal(berlin?.supersededBy, paris?.id);
    assert.equal(paris?.state, 'current');
    assert.equal(by(/stamps/)?.state, 'forgotten');
    assert.equal(by(/dentist/)?.state, 'expired');
    const text = mnemo(['list', '--user', 'ann', '--include-invalid']);
    const line = (id: string | undefined) => text.split('\n').find((l) => l.startsWith(id ?? '?')) ?? '';
    assert.match(line(berlin?.id), new RegExp(`\\[superseded by ${paris?.id} on 2026-01-05\\]`));
    assert.match(line(ids.forgotten), /\[forgotten on 2026-01-05\]/);
    assert.match(line(ids.expired), /\[expired on /);
    assert.doesNotMatch(line(paris?.id), /superseded|forgotten|expired|archived/, 'a current row carries no marker');
  });

  test('list --archived marks archived rows', () => {
    const rows = json<Row[]>(['list', '--user', 'ann', '--archived']);
    assert.deepEqual(
      rows.map((r) => [r.id, r.state]),
      [[ids.archived, 'archived']],
    );
    assert.match(mnemo(['list', '--user', 'ann', '--archived']), /\[archived on 2026-03-01\]/);
  });

  test('facts --include-invalid marks the superseded value', () => {
    const facts = json<(Row & { triple: { object: string } })[]>(['facts', '--user', 'ann', '--predicate', 'location', '--include-invalid']);
    assert.deepEqual(facts.map((f) => [f.triple.object, f.state]).sort(), [
      ['Berlin', 'superseded'],
      ['Paris', 'current'],
    ]);
    const text = mnemo(['facts', '--user', 'ann', '--predicate', 'location', '--include-invalid']);
    assert.match(text, /\[superseded by \S+ on 2026-01-05\] user · location · Berlin/);
    assert.match(text, /^\S+ {2}user · location · Paris$/m);
  });

  test('the HTTP lists carry the state of each row', async () => {
    const m = await createMnemo({ db, embedder: 'hash', llm: null, now: () => new Date(LATER), writePath: { background: false } });
    const server = await startServer({ mnemo: m, host: '127.0.0.1', port: 0 });
    try {
      const key = (await m.admin.createKey({ tenantId: 'default', role: 'admin' })).key;
      const get = async (path: string): Promise<{ items: Row[] }> => {
        const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
        assert.equal(res.status, 200);
        return (await res.json()) as { items: Row[] };
      };
      const all = await get('/v1/memories?userId=ann&includeInvalid=true');
      assert.equal(all.items.find((r) => r.id === ids.forgotten)?.state, 'forgotten');
      assert.equal(all.items.find((r) => /Berlin/.test(r.content))?.state, 'superseded');
      const archived = await get('/v1/memories?userId=ann&archived=true');
      assert.deepEqual(
        archived.items.map((r) => r.state),
        ['archived'],
      );
      const facts = await get('/v1/users/ann/facts?predicate=location&includeInvalid=true');
      assert.deepEqual(facts.items.map((r) => r.state).sort(), ['current', 'superseded']);
    } finally {
      await server.close();
    }
  });
});
