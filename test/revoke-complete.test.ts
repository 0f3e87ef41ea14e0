// Revocation is complete (issue 22, item 4), offline through the built CLI on a real SQLite file:
// a regenerated memory no longer names the withdrawn source and its confidence is recomputed from
// what remains; profile fields imported with `import --source` go with the source; a revoked session
// loses its events and summary; frozen stable blocks are dropped and rebuilt; and no byte of the
// revoked text stays in the database files (as erase is checked).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;

function mnemo(db: string, args: string[], input = '') {
  const env: NodeJS.ProcessEnv = { ...process.env, MNEMO_EMBEDDER: 'hash' };
  delete env.MNEMO_LLM;
  const r = spawnSync(process.execPath, [BIN, '--db', db, ...args], { input, encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
function json<T>(db: string, args: string[], input = ''): T {
  const r = mnemo(db, [...args, '--json'], input);
  assert.equal(r.code, 0, r.err);
  return JSON.parse(r.out) as T;
}
/** True when `word` is in the database file or its WAL. */
function inFiles(db: string, word: string): boolean {
  return [db, `${db}-wal`].some((f) => existsSync(f) && readFileSync(f).includes(word));
}

interface Memory {
  id: string;
  content: string;
  confidence: number;
  source: { type: string; id: string | null };
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-revoke-all-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('revoking a system of record', () => {
  test('a blended memory no longer names the source, and its confidence comes from what remains', () => {
    const db = join(dir, 'blend.db');
    const hr = json<Memory>(db, ['remember', '--user', 'kim', '--source', 'bootstrap:hr-system', '--confidence', '0.99', 'The user works at Initech.']);
    // The user says the same in a conversation and it corroborates the record: one memory, two sources.
    json(db, ['ask', '--user', 'kim', 'I work at Initech.']);
    const blended = json<Memory & { sources: { type: string; id: string | null }[] }>(db, ['get', '--user', 'kim', hr.id]);
    assert.equal(blended.sources.length, 2, 'blended from two sources');
    const done = json<{ regenerated: number }>(db, ['revoke', '--user', 'kim', '--source', 'bootstrap:hr-system']);
    assert.equal(done.regenerated, 1);
    const after = json<Memory & { sources: { type: string; id: string | null }[] }>(db, ['get', '--user', 'kim', hr.id]);
    assert.notEqual(after.source.type, 'bootstrap', 'the memory no longer names the withdrawn source');
    assert.ok(after.sources.every((s) => s.id !== 'hr-system'));
    assert.ok(after.confidence <= 0.75, `confidence ${after.confidence} is the remaining source's, not the system of record's`);
    const context = mnemo(db, ['context', '--user', 'kim', 'where does Kim work']).out;
    assert.doesNotMatch(context, /system of record/);
  });

  test('profile fields imported with --source go with the source, with their history', () => {
    const origin = join(dir, 'origin.db');
    const db = join(dir, 'profile.db');
    mnemo(origin, ['profile', '--user', 'lee', '--set', 'employer=Frobnitzcorp']);
    // A system of record exports the field alone, without the memory that holds it.
    const lines = mnemo(origin, ['export', '--user', 'lee'])
      .out.split('\n')
      .filter((l) => l.includes('"type":"header"') || l.includes('"type":"profile"'));
    const imported = json<{ profile: number }>(db, ['import', '--user', 'lee', '--source', 'bootstrap:hr-system'], lines.join('\n') + '\n');
    assert.equal(imported.profile, 1);
    assert.equal(json<Record<string, string>>(db, ['profile', '--user', 'lee']).employer, 'Frobnitzcorp');
    const done = json<{ deleted: number }>(db, ['revoke', '--user', 'lee', '--source', 'bootstrap:hr-system']);
    assert.equal(done.deleted, 1);
    assert.deepEqual(json(db, ['profile', '--user', 'lee']), {});
    assert.equal(inFiles(db, 'Frobnitzcorp'), false, 'no byte of the revoked value in the files');
  });
});

describe('revoking a session', () => {
  test('the session loses its events and summary; its frozen block is dropped; nothing stays in the files', () => {
    const db = join(dir, 'session.db');
    json(db, ['ask', '--user', 'max', '-s', 'talk-1', 'I live in Quuxhaven.']);
    json(db, ['remember', '--user', 'max', 'Max plays the oboe.']);
    // A frozen stable block of another session quotes the memory the session gave.
    const block = mnemo(db, ['context', '--user', 'max', '--session', 'talk-2', 'where do I live']).out;
    assert.match(block, /Quuxhaven/);
    assert.equal(inFiles(db, 'Quuxhaven'), true);
    const r = mnemo(db, ['revoke', '--user', 'max', '--source', 'session:talk-1']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /session talk-1: events, summary and jobs removed/);
    const shown = json<{ session: { endReason: string; summary: string }; events: unknown[] }>(db, ['session', 'show', 'talk-1', '--user', 'max']);
    assert.deepEqual(shown.events, []);
    assert.equal(shown.session.summary, '');
    const rebuilt = mnemo(db, ['context', '--user', 'max', '--session', 'talk-2', 'what do I play']).out;
    assert.doesNotMatch(rebuilt, /Quuxhaven/);
    assert.match(rebuilt, /oboe/);
    assert.equal(inFiles(db, 'Quuxhaven'), false, 'no byte of the revoked session in the files');
  });
});
