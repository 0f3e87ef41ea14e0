/**
 * Lessons from episodes (M18) on real SQLite files with the hashing embedder and a ticking clock:
 * three similar episodes become one lesson with three lineage rows, written before the episodes are
 * archived; offline the clusters are reported and nothing is written; the thresholds are settings.
 * The model path goes through the scripted OpenAI-compatible server.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';
import { createLanguageModel } from '../src/models/providers/registry.js';
import type { WritePathConfigInput } from '../src/write/sessions/config.js';
import { resolveConfig } from '../src/engine/config/index.js';
import { MnemoError } from '../src/core/errors.js';
import type { ForgettingConfigInput } from '../src/keep/forget/config.js';
import { startScriptedLlm, type ScriptedLlm } from '../src/testing/index.js';

let dir: string;
let n = 0;
let llm: ScriptedLlm;
const open: Mnemo[] = [];
const LESSON = 'When a disk alert pages the user at night, the log volume on the billing hosts is full.';

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-lessons-'));
  llm = await startScriptedLlm((r) =>
    r.schemaName === 'mnemo_lesson'
      ? { text: JSON.stringify({ lesson: { kind: 'procedure', content: LESSON, importance: 0.7 } }) }
      : { status: 400, error: 'unexpected call' },
  );
});
after(async () => {
  for (const m of open) await m.close().catch(() => undefined);
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An engine whose clock moves one second per reading, so "before" is observable. */
async function engine(withModel: boolean, writePath: WritePathConfigInput = {}, forgetting: ForgettingConfigInput = {}): Promise<Mnemo> {
  let t = Date.UTC(2026, 5, 1);
  const model = withModel ? await createLanguageModel({ provider: 'openai-compatible', model: 'scripted-small', baseURL: llm.baseURL }) : null;
  const m = await createMnemo({
    db: join(dir, `l${++n}.db`),
    embedder: 'hash',
    llm: model,
    now: () => new Date((t += 1000)),
    writePath: { background: false, ...writePath },
    forgetting,
  });
  open.push(m);
  return m;
}

const alice = { userId: 'alice' };

async function seed(m: Mnemo): Promise<string[]> {
  const ids: string[] = [];
  for (const night of ['Monday', 'Wednesday', 'Friday']) {
    const r = await m.remember(
      alice,
      { content: `The user was paged at night by a disk alert on the billing hosts on ${night}.`, kind: 'episode' },
      { consolidate: false },
    );
    ids.push(r.id);
  }
  await m.remember(alice, { content: 'The user went hiking with their sister.', kind: 'episode' }, { consolidate: false });
  return ids;
}

describe('lessons from episodes', () => {
  test('three similar episodes become one lesson with three lineage rows, written before the episodes are archived', async () => {
    const m = await engine(true);
    const episodes = await seed(m);
    const report = await m.lessons.learn(alice);
    assert.equal(report.clusters.length, 1);
    assert.deepEqual([...(report.clusters[0]?.episodeIds ?? [])].sort(), [...episodes].sort());
    assert.equal(report.lessons.length, 1);
    const lesson = await m.get(alice, report.lessons[0]?.memoryId ?? '');
    assert.equal(lesson.content, LESSON);
    assert.equal(lesson.kind, 'procedure');
    const sources = await m.admin.sources(alice, lesson.id);
    assert.equal(sources.length, 3);
    assert.deepEqual(sources.map((s) => s.id).sort(), [...episodes].sort());
    assert.ok(sources.every((s) => s.type === 'consolidation'));
    for (const id of episodes) {
      const e = await m.get(alice, id);
      assert.ok(e.archivedAt, 'the episode is archived');
      assert.equal(e.invalidatedAt, null, 'archived, not forgotten');
      assert.ok(lesson.createdAt.getTime() < e.archivedAt.getTime(), 'the lesson was written before the episode was archived');
      const archivedBy = (await m.history(alice, id)).find((h) => h.op === 'archive');
      assert.equal(archivedBy?.reason, `archived: learned as lesson ${lesson.id}`);
    }
    const [hit] = await m.recall(alice, 'disk alert paged at night', { k: 1, kinds: ['procedure', 'episode'] });
    assert.equal(hit?.memory.id, lesson.id, 'recall finds the lesson, not the archived episodes');
    const request = llm.requests.find((r) => r.schemaName === 'mnemo_lesson');
    assert.match(request?.lastUser ?? '', /Monday[\s\S]*Wednesday[\s\S]*Friday/);
    assert.doesNotMatch(request?.lastUser ?? '', /hiking/);
  });

  test('offline the clusters are reported and nothing is written', async () => {
    const m = await engine(false);
    const episodes = await seed(m);
    const before = (await m.list(alice, { includeInvalid: true })).map((r) => [r.id, r.invalidatedAt]);
    const report = await m.lessons.learn(alice);
    assert.equal(report.clusters.length, 1);
    assert.deepEqual(report.lessons, []);
    assert.match(report.notes.join(' '), /needs a language model/);
    assert.deepEqual(
      (await m.list(alice, { includeInvalid: true })).map((r) => [r.id, r.invalidatedAt]),
      before,
    );
    assert.equal(episodes.length, 3);
  });

  test('the cluster size and similarity are settings', async () => {
    const strict = await engine(true, { lessonMinEpisodes: 4 });
    await seed(strict);
    assert.deepEqual((await strict.lessons.learn(alice)).clusters, []);
    const tight = await engine(true, { lessonSimilarity: 0.999 });
    await seed(tight);
    assert.deepEqual((await tight.lessons.learn(alice)).clusters, []);
  });
});

describe("lessons on the worker's schedule", () => {
  const HOUR = 3_600_000;

  test('with a model, the worker queues one lesson pass per user per interval and it writes the lesson', async () => {
    const m = await engine(true, {}, { lessonIntervalMs: HOUR, maintenanceIntervalMs: 0 });
    const episodes = await seed(m);
    await m.remember({ userId: 'bob' }, { content: 'Bob rode his bicycle to work.', kind: 'episode' });
    m.worker.kick();
    await m.worker.idle();
    m.worker.kick(); // the same interval: nothing new is queued
    await m.worker.idle();
    const jobs = (await m.admin.jobs({})).filter((j) => j.type === 'learn');
    assert.deepEqual(jobs.map((j) => [j.userId, j.status, j.payload.task, j.payload.trigger]).sort(), [
      ['alice', 'done', 'lessons', 'schedule'],
      ['bob', 'done', 'lessons', 'schedule'],
    ]);
    const lessons = (await m.list(alice, { kinds: ['procedure'] })).filter((r) => r.content === LESSON);
    assert.equal(lessons.length, 1);
    assert.equal((await m.admin.sources(alice, lessons[0]?.id ?? '')).length, 3);
    for (const id of episodes) assert.ok((await m.get(alice, id)).archivedAt, 'the episode is archived');
  });

  test('offline no lesson pass is scheduled: it could write nothing', async () => {
    const m = await engine(false, {}, { lessonIntervalMs: HOUR, maintenanceIntervalMs: 0 });
    await seed(m);
    m.worker.kick();
    await m.worker.idle();
    assert.deepEqual(
      (await m.admin.jobs({})).filter((j) => j.type === 'learn'),
      [],
    );
  });

  test('the schedule, the cluster size and the similarity are MNEMO_* settings', () => {
    const config = resolveConfig(
      {},
      { MNEMO_LESSON_SIMILARITY: '0.9', MNEMO_LESSON_MIN_EPISODES: '4', MNEMO_LESSON_INTERVAL_MS: '3600000', MNEMO_DREAM_INTERVAL_MS: '604800000' },
    );
    assert.equal(config.writePath.lessonSimilarity, 0.9);
    assert.equal(config.writePath.lessonMinEpisodes, 4);
    assert.equal(config.forgetting.lessonIntervalMs, 3_600_000);
    assert.equal(config.forgetting.dreamIntervalMs, 604_800_000);
    const defaults = resolveConfig({}, {});
    assert.deepEqual(
      [defaults.writePath.lessonSimilarity, defaults.writePath.lessonMinEpisodes, defaults.forgetting.lessonIntervalMs, defaults.forgetting.dreamIntervalMs],
      [0.8, 3, 0, 0],
    );
    const invalid = (e: unknown) => MnemoError.isInstance(e) && e.code === 'CONFIG_INVALID';
    for (const env of [
      { MNEMO_LESSON_SIMILARITY: '0.8x' },
      { MNEMO_LESSON_SIMILARITY: '1.5' },
      { MNEMO_LESSON_MIN_EPISODES: '1' },
      { MNEMO_DREAM_INTERVAL_MS: '-5' },
    ]) {
      assert.throws(() => resolveConfig({}, env), invalid, JSON.stringify(env));
    }
  });
});

describe('lessons on the command line', () => {
  test('learn --dry-run reports the cluster; offline learn writes nothing and says why', () => {
    const BIN = join(process.cwd(), 'bin', 'mnemo.js');
    const db = join(dir, 'cli.db');
    const cli = (args: string[]) =>
      spawnSync(process.execPath, [BIN, '--db', db, ...args], { encoding: 'utf8', env: { ...process.env, MNEMO_EMBEDDER: 'hash', MNEMO_LLM: '' } });
    for (const night of ['Monday', 'Wednesday', 'Friday']) {
      const r = cli([
        'remember',
        '--user',
        'alice',
        '--raw',
        '--kind',
        'episode',
        `The user was paged at night by a disk alert on the billing hosts on ${night}.`,
      ]);
      assert.equal(r.status, 0, r.stderr);
    }
    const dry = cli(['learn', '--user', 'alice', '--dry-run']);
    assert.equal(dry.status, 0, dry.stderr);
    assert.match(dry.stdout, /1 cluster\(s\) of similar episodes, 0 lesson\(s\) written/);
    const offline = cli(['learn', '--user', 'alice', '--json']);
    assert.equal(offline.status, 0, offline.stderr);
    const report = JSON.parse(offline.stdout) as { clusters: unknown[]; lessons: unknown[]; notes: string[] };
    assert.equal(report.clusters.length, 1);
    assert.deepEqual(report.lessons, []);
    assert.match(report.notes.join(' '), /needs a language model/);
    const strict = spawnSync(process.execPath, [BIN, '--db', db, 'learn', '--user', 'alice', '--dry-run'], {
      encoding: 'utf8',
      env: { ...process.env, MNEMO_EMBEDDER: 'hash', MNEMO_LLM: '', MNEMO_LESSON_MIN_EPISODES: '4' },
    });
    assert.equal(strict.status, 0, strict.stderr);
    assert.match(strict.stdout, /0 cluster\(s\) of similar episodes/, 'MNEMO_LESSON_MIN_EPISODES reaches the CLI');
  });
});
