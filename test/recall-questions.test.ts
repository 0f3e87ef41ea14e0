/**
 * Questions people ask reach their answer offline (issue 24): a question asking for an attribute of
 * the user finds its current fact (score part `attribute`), a request on a topic finds the facts that
 * bear on it, a time in the question prefers what happened then (score part `time`). Through the
 * library, the CLI, HTTP on 127.0.0.1 and MCP `search_memory`, with unrelated memories beside the
 * answers. The hash embedder is used throughout, so nothing here comes from word vectors.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMnemo, type Mnemo } from '../src/index.js';
import { askedAttributes, DEFAULT_ATTRIBUTES, AttributeTable } from '../src/core/attributes/index.js';
import { timeWindowsOf } from '../src/core/text/time-expressions.js';
import { linkedMcpClient } from './support/mcp-client.js';
import { startServer } from '../src/surfaces/http/serve.js';

const NOW = new Date('2026-10-14T09:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const SCOPE = { userId: 'nora' };

/** Nora's memories: the answers, and unrelated ones about other topics, dates and people. */
async function seed(mnemo: Mnemo): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const add = async (name: string, input: Parameters<Mnemo['remember']>[1]) => {
    ids[name] = (await mnemo.remember(SCOPE, input, { consolidate: false })).id;
  };
  await add('role', {
    content: 'The user is a data engineer.',
    triple: { subject: 'user', predicate: 'role', object: 'data engineer' },
    validFrom: day('2024-01-10'),
  });
  await add('manager', { content: 'The user reports to Priya Nair.', triple: { subject: 'user', predicate: 'manager', object: 'Priya Nair' } });
  await add('oldCity', {
    content: 'The user lives in Porto.',
    triple: { subject: 'user', predicate: 'location', object: 'Porto' },
    validFrom: day('2022-03-01'),
  });
  await add('pets', { content: 'The user has a greyhound called Olive.', triple: { subject: 'user', predicate: 'has_pet', object: 'greyhound' } });
  await add('climbing', { content: 'The user likes climbing.' });
  await add('peanuts', { content: 'Nora is allergic to peanuts.', importance: 0.9 });
  await add('lisbon', { kind: 'episode', content: 'The user went to Lisbon for a conference.', validFrom: day('2026-05-12') });
  await add('oslo', { kind: 'episode', content: 'The user went to Oslo for a wedding.', validFrom: day('2025-11-03') });
  await add('lastWeek', { kind: 'episode', content: 'The user gave a talk on streaming pipelines at the meetup.', validFrom: day('2026-10-07') });
  // Unrelated memories beside the answers.
  await add('u1', { content: 'The user drinks their coffee black.', kind: 'preference' });
  await add('u2', { kind: 'episode', content: 'The user repaired a bike puncture on the way to the office.', validFrom: day('2026-02-20') });
  await add('u3', { content: "The user's neighbour Tom grows tomatoes on his balcony." });
  await add('u4', { kind: 'episode', content: 'The user gave a talk on data contracts at a conference.', validFrom: day('2025-03-04') });
  await add('u5', { content: 'The user keeps their work notes in a plain text file.' });
  const moved = await mnemo.update(SCOPE, ids.oldCity as string, 'The user lives in Braga now.', {
    triple: { subject: 'user', predicate: 'location', object: 'Braga' },
  });
  ids.city = moved.current.id;
  return ids;
}

describe('which attributes a question asks for', () => {
  test('wordings of the table, relations, topics, and questions about someone else', () => {
    const keys = (q: string) => askedAttributes(q, DEFAULT_ATTRIBUTES).map((a) => `${a.key}:${a.weight}`);
    assert.deepEqual(keys("what's my job?"), ['role:1']);
    assert.deepEqual(keys('who do i answer to at work'), ['manager:1']);
    assert.deepEqual(keys('which city am I based in'), ['location:1']);
    assert.deepEqual(keys('do i have pets')[0], 'has_pet:1');
    assert.ok(keys('what languages do I speak').includes('speaks:1'));
    // "my mum" makes it a question about the mother: not the user's own location.
    assert.deepEqual(keys('where does my mum live'), ['parent:1']);
    // About someone else by name: none of the user's attributes.
    assert.deepEqual(keys('What does Rhys do for work?'), []);
    assert.deepEqual(keys("What inspired Caroline's painting for the show?"), []);
    // A request on a topic bears on the attributes of that topic, at less than an asked one (most constraining first).
    assert.ok(keys('suggest a snack').includes('diet:0.5'));
    assert.ok(keys('suggest a snack').includes('allergic_to:0.45'));
    assert.deepEqual(keys('the weather is nice'), []);
  });

  test('a configured attribute brings its own wordings and topics', () => {
    const table = new AttributeTable([{ key: 'blood_type', cardinality: 'single', asked: ['blood group'], topics: ['health'] }]);
    assert.deepEqual(
      askedAttributes('what blood group am i', table).map((a) => a.key),
      ['blood_type'],
    );
    assert.ok(askedAttributes('I need a doctor', table).some((a) => a.key === 'blood_type' && a.via === 'topic'));
  });

  test('time expressions resolve against the question time', () => {
    const span = (q: string) => timeWindowsOf(q, NOW).map((w) => [new Date(w.from).toISOString().slice(0, 10), new Date(w.to).toISOString().slice(0, 10)]);
    assert.deepEqual(span('where did I travel in May?'), [['2026-05-01', '2026-06-01']]);
    assert.deepEqual(span('what did I do in early November'), [['2025-11-01', '2025-11-16']]);
    assert.deepEqual(span('what happened in 2019'), [['2019-01-01', '2020-01-01']]);
    // last week: Monday 5 October to Sunday 11 October, a day either side.
    assert.deepEqual(span('how did my talk go last week'), [['2026-10-04', '2026-10-13']]);
    assert.deepEqual(span('what did i do over the summer'), [['2026-06-01', '2026-09-01']]);
  });
});

describe('questions about the user, through every surface', () => {
  let dir: string;
  let mnemo: Mnemo;
  let ids: Record<string, string>;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mnemo-questions-'));
    mnemo = await createMnemo({ db: join(dir, 'm.db'), embedder: 'hash', llm: null, now: () => NOW });
    ids = await seed(mnemo);
  });
  after(async () => {
    await mnemo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('library: the attribute part finds the fact whose words differ, never the superseded value', async () => {
    const job = await mnemo.recall(SCOPE, "what's my job?", { k: 3 });
    assert.equal(job[0]?.memory.id, ids.role);
    assert.equal(job[0]?.scores.attribute, 1);
    assert.equal((await mnemo.recall(SCOPE, "who's my boss", { k: 3 }))[0]?.memory.id, ids.manager, 'boss');
    assert.equal((await mnemo.recall(SCOPE, 'got any pets?', { k: 3 }))[0]?.memory.id, ids.pets, 'pets');
    const city = await mnemo.recall(SCOPE, 'which city am I based in', { k: 5 });
    assert.equal(city[0]?.memory.id, ids.city, 'city');
    assert.ok(!city.some((r) => r.memory.id === ids.oldCity), 'the superseded value is not recalled');
    const history = await mnemo.recall(SCOPE, 'which city am I based in', { k: 5, includeInvalid: true });
    assert.ok(
      history.some((r) => r.memory.id === ids.oldCity && r.scores.attribute === 1),
      'includeInvalid asks for it',
    );
    const then = await mnemo.recall(SCOPE, 'which city am I based in', { k: 5, asOf: day('2023-01-01') });
    assert.equal(then[0]?.memory.id, ids.oldCity, 'asOf: the value valid then');
    // A category question over preferences.
    assert.equal((await mnemo.recall(SCOPE, 'what sport do I do?', { k: 3 }))[0]?.memory.id, ids.climbing, 'sport');
    // An unrelated question gets no attribute part.
    const other = await mnemo.recall(SCOPE, 'bike puncture', { k: 3 });
    assert.equal(other[0]?.memory.id, ids.u2, 'unrelated');
    assert.equal(other[0]?.scores.attribute, 0);
  });

  test('library: time in the question prefers what happened then', async () => {
    const may = await mnemo.recall(SCOPE, 'Where did I travel in May?', { k: 3 });
    assert.equal(may[0]?.memory.id, ids.lisbon);
    assert.equal(may[0]?.scores.time, 1);
    const week = await mnemo.recall(SCOPE, 'how did my talk go last week?', { k: 3 });
    assert.equal(week[0]?.memory.id, ids.lastWeek, 'the talk of last week, not the one of last year');
    // asOf moves the question's time: "in November" asked in early 2026 is November 2025.
    const nov = await mnemo.recall(SCOPE, 'where did I go in November?', { k: 3, asOf: day('2026-01-15') });
    assert.equal(nov[0]?.memory.id, ids.oslo);
  });

  test('library: a request on food gets the allergy into the context, not two empty blocks', async () => {
    const c = await mnemo.context(SCOPE, 'suggest a snack', { budget: 400 });
    assert.match(c.stable.text + c.episodic.text, /allergic to peanuts/);
    assert.ok(c.recalled.some((r) => r.memory.id === ids.peanuts && r.scores.topic > 0));
  });

  test('a configured topic and attribute reach recall', async () => {
    const m = await createMnemo({
      db: ':memory:',
      embedder: 'hash',
      llm: null,
      now: () => NOW,
      attributes: [{ key: 'shoe_size', cardinality: 'single', asked: ['shoe size', 'what size shoes'] }],
      topics: [{ name: 'shopping', cues: ['trainers'], attributes: ['shoe_size'] }],
    });
    try {
      const s = await m.remember(SCOPE, { content: 'The user takes a 43.', triple: { subject: 'user', predicate: 'shoe_size', object: '43' } });
      await m.remember(SCOPE, { content: 'The user walks to work.' });
      assert.equal((await m.recall(SCOPE, 'what size shoes do i wear', { k: 2 }))[0]?.memory.id, s.id);
      assert.equal((await m.recall(SCOPE, 'order me some trainers', { k: 2 }))[0]?.memory.id, s.id);
    } finally {
      await m.close();
    }
    await assert.rejects(createMnemo({ db: ':memory:', topics: [{ name: '' }] }), { code: 'CONFIG_INVALID' });
  });

  test('CLI: recall --verbose and --json show the attribute and time parts', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, [join(process.cwd(), 'bin', 'mnemo.js'), '--db', join(dir, 'm.db'), '--embedder', 'hash', ...args], {
        encoding: 'utf8',
        env: { ...process.env, MNEMO_NOW: NOW.toISOString() },
      });
    const verbose = run(['--verbose', 'recall', '--user', 'nora', '-k', '3', "what's my job?"]);
    assert.equal(verbose.status, 0, verbose.stderr);
    assert.match(verbose.stdout, new RegExp(`1\\. ${ids.role}[^\\n]*\\n[^\\n]*attribute 1\\.00`));
    const json = run(['recall', '--user', 'nora', '-k', '3', '--json', 'Where did I travel in May?']);
    assert.equal(json.status, 0, json.stderr);
    const hits = JSON.parse(json.stdout) as { memory: { id: string }; scores: { time: number; attribute: number } }[];
    assert.equal(hits[0]?.memory.id, ids.lisbon);
    assert.equal(hits[0]?.scores.time, 1);
    assert.equal(typeof hits[0]?.scores.attribute, 'number');
  });

  test('MCP search_memory', async () => {
    const client = await linkedMcpClient({ mnemo, scope: SCOPE });
    try {
      const r = (await client.callTool({ name: 'search_memory', arguments: { query: 'do i have pets', k: 3 } })) as CallToolResult;
      const body = JSON.parse(r.content.map((c) => (c.type === 'text' ? c.text : '')).join('')) as {
        memories: { id: string; scores: { attribute: number } }[];
      };
      assert.equal(body.memories[0]?.id, ids.pets);
      assert.equal(body.memories[0]?.scores.attribute, 1);
    } finally {
      await client.close();
    }
  });
  test('HTTP on 127.0.0.1: POST /v1/recall and /v1/context', async () => {
    const server = await startServer({ mnemo, host: '127.0.0.1', port: 0 });
    try {
      const key = (await mnemo.admin.createKey({ tenantId: 'default', role: 'admin' })).key;
      const post = async (path: string, body: unknown) => {
        const res = await fetch(server.url + path, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        assert.equal(res.status, 200);
        return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      };
      const boss = await post('/v1/recall', { userId: 'nora', query: "who's my boss?", k: 3 });
      assert.equal(boss.results[0].memory.id, ids.manager);
      assert.equal(boss.results[0].scores.attribute, 1);
      const snack = await post('/v1/context', { userId: 'nora', message: 'suggest a snack', budget: 400 });
      assert.match(snack.stable.text + snack.episodic.text, /allergic to peanuts/);
    } finally {
      await server.close();
    }
  });
});
