// The CLI as a user runs it: the built bin, a real SQLite file, one process per command.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { seedFlagged } from './support/flagged-seed.js';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
let db: string;

function mnemo(args: string[], options: { input?: string; env?: Record<string, string>; dbPath?: string } = {}) {
  const r = spawnSync(process.execPath, [BIN, '--db', options.dbPath ?? db, ...args], {
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const json = <T>(args: string[]): T => {
  const r = mnemo([...args, '--json']);
  assert.equal(r.code, 0, r.err);
  return JSON.parse(r.out) as T;
};
const assertOneLineError = (r: { code: number | null; err: string; out: string }, pattern: RegExp) => {
  assert.notEqual(r.code, 0);
  assert.equal(r.out, '');
  assert.equal(r.err.trim().split('\n').length, 1, `one line, got: ${r.err}`);
  assert.match(r.err, pattern);
  assert.doesNotMatch(r.err, /\n\s+at /, 'no stack trace');
};

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-cli-'));
  db = join(dir, 'mnemo.db');
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the scenario through the CLI (local embedder)', () => {
  const ids: Record<string, string> = {};
  test('remember prints the new id', () => {
    const add = (user: string, key: string, text: string, kind = 'episode') => {
      const r = mnemo(['remember', '--user', user, '--kind', kind, text]);
      assert.equal(r.code, 0, r.err);
      assert.match(r.out.trim(), /^m_[a-z0-9]{16}$/);
      ids[key] = r.out.trim();
    };
    add('alice', 'runbook', 'Discussed the staging deployment runbook and how its rollback phases should be structured.');
    add('alice', 'canary', 'Talked through a canary rollout that shifts 5% of traffic first, then everyone.');
    add('alice', 'secret', 'Asked how often the database credentials should be rotated.');
    add('bob', 'react', 'Asked about React Server Components and how they fetch data.');
  });

  test('recall ranks the runbook first for Alice and never returns Bob’s memory', () => {
    const results = json<{ memory: { id: string; userId: string } }[]>(['recall', '--user', 'alice', 'How should I structure my deployment rollback?']);
    assert.equal(results[0]?.memory.id, ids.runbook);
    assert.ok(results.every((r) => r.memory.userId === 'alice'));
    assert.ok(!results.some((r) => r.memory.id === ids.react));
    const bobs = json<{ memory: { id: string } }[]>(['recall', '--user', 'bob', 'deployment rollback runbook staging canary']);
    assert.ok(bobs.every((r) => r.memory.id === ids.react));
  });

  test('a correction supersedes the old fact; history shows both with the reason', () => {
    const fact = mnemo(['remember', '--user', 'alice', '--kind', 'fact', 'Alice works on the platform team.']).out.trim();
    const r = json<{ current: { id: string }; previous: { id: string } }>([
      'update',
      '--user',
      'alice',
      fact,
      'Alice works on the infra team.',
      '--reason',
      'moved teams in May',
    ]);
    assert.equal(r.previous.id, fact);
    const listed = json<{ id: string; content: string }[]>(['list', '--user', 'alice']);
    assert.ok(listed.some((m) => m.content === 'Alice works on the infra team.'));
    assert.ok(!listed.some((m) => m.id === fact), 'the superseded fact is not current');
    const withOld = json<{ id: string }[]>(['list', '--user', 'alice', '--include-invalid']);
    assert.ok(
      withOld.some((m) => m.id === fact),
      'kept, not deleted',
    );
    for (const id of [fact, r.current.id]) {
      const h = json<{ op: string; reason: string | null; targetId: string }[]>(['history', '--user', 'alice', id]);
      assert.deepEqual(new Set(h.map((e) => e.targetId)), new Set([fact, r.current.id]));
      assert.ok(h.some((e) => e.op === 'supersede' && e.reason === 'moved teams in May'));
      assert.ok(h.some((e) => e.op === 'create' && e.targetId === fact));
    }
    const human = mnemo(['history', '--user', 'alice', fact]).out;
    assert.match(human, /platform team/);
    assert.match(human, /infra team/);
    assert.match(human, /moved teams in May/);
  });

  test('context never exceeds its budget', () => {
    mnemo(['profile', '--user', 'alice', '--set', 'name=Alice', '--set', 'team=infra']);
    mnemo(['remember', '--user', 'alice', '--kind', 'preference', 'Prefers concise answers with one code example.']);
    for (const budget of [15, 40, 80, 200, 1000]) {
      const ctx = json<{ stable: { text: string }; episodic: { text: string }; tokens: number }>([
        'context',
        '--user',
        'alice',
        '--budget',
        String(budget),
        'How should I structure my deployment rollback?',
      ]);
      const used = countTokens(ctx.stable.text) + countTokens(ctx.episodic.text);
      assert.ok(used <= budget, `budget ${budget}, used ${used}`);
      assert.ok(ctx.tokens <= budget);
      if (budget >= 200) {
        assert.match(ctx.episodic.text, /current instructions win/);
        assert.match(ctx.episodic.text, /staging deployment runbook/);
        assert.match(ctx.stable.text, /team: "infra/);
      }
    }
  });

  test('data persists across processes and forget hides without deleting', () => {
    const f = mnemo(['forget', '--user', 'alice', ids.canary as string, '--reason', 'no longer relevant']);
    assert.equal(f.code, 0, f.err);
    const results = json<{ memory: { id: string } }[]>(['recall', '--user', 'alice', 'canary rollout traffic']);
    assert.ok(!results.some((r) => r.memory.id === ids.canary));
    const all = json<{ memory: { id: string } }[]>(['recall', '--user', 'alice', 'canary rollout traffic', '--include-invalid']);
    assert.equal(all[0]?.memory.id, ids.canary);
    const h = json<{ op: string; reason: string }[]>(['history', '--user', 'alice', ids.canary as string]);
    assert.deepEqual(
      h.map((e) => e.op),
      ['create', 'invalidate'],
    );
  });

  test('export and import round-trip through pipes', () => {
    const exported = mnemo(['export', '--user', 'alice']);
    assert.equal(exported.code, 0, exported.err);
    const lines = exported.out.trim().split('\n');
    assert.equal(JSON.parse(lines[0] as string).type, 'header');
    const imported = mnemo(['import', '--user', 'carol', '--json'], { input: exported.out });
    assert.equal(imported.code, 0, imported.err);
    const report = JSON.parse(imported.out) as { memories: number; reembedded: number };
    const aliceAll = json<unknown[]>(['list', '--user', 'alice', '--include-invalid']);
    assert.equal(report.memories, aliceAll.length);
    assert.equal(report.reembedded, 0, 'same embedder: vectors reused');
    const carol = json<{ memory: { userId: string; content: string } }[]>(['recall', '--user', 'carol', 'How should I structure my deployment rollback?']);
    assert.match(carol[0]?.memory.content ?? '', /runbook/);
    const again = mnemo(['import', '--json'], { input: exported.out });
    assert.equal(JSON.parse(again.out).memories, 0, 'importing into the same user again adds nothing');
  });

  test('an export taken over with its ids (header renamed) imports as if the ids were unknown; alice keeps hers', () => {
    const exported = mnemo(['export', '--user', 'alice']);
    const lines = exported.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const ids = lines.filter((l) => l.type === 'memory' || l.type === 'history').map((l) => l.id as string);
    const as = (userId: string, fresh: boolean) =>
      lines
        .map((l) => JSON.stringify(l.type === 'header' ? { ...l, userId } : l))
        .map((l) => (fresh ? ids.reduce((text, id) => text.replaceAll(`"${id}"`, `"${id}q"`), l) : l))
        .join('\n');
    const aliceBefore = mnemo(['list', '--user', 'alice', '--include-invalid', '--json']).out;
    const held = mnemo(['import'], { input: as('dave', false) });
    const unknown = mnemo(['import'], { input: as('dave-twin', true) });
    assert.equal(held.code, 0, held.err);
    assert.deepEqual([held.code, held.out, held.err], [unknown.code, unknown.out, unknown.err], 'the same answer as for unknown ids');
    assert.match(held.out, new RegExp(`imported ${lines.filter((l) => l.type === 'memory').length} memories \\(0 already present`));
    assert.equal(mnemo(['list', '--user', 'alice', '--include-invalid', '--json']).out, aliceBefore);
    const dave = json<{ id: string }[]>(['list', '--user', 'dave', '--include-invalid']);
    assert.equal(dave.length, lines.filter((l) => l.type === 'memory').length);
    assert.ok(dave.every((r) => !ids.includes(r.id)));
  });

  test('erase removes the user and nobody else', () => {
    // No terminal to ask on: refused without --yes, nothing deleted.
    const before = json<unknown[]>(['list', '--user', 'carol', '--include-invalid']).length;
    assertOneLineError(mnemo(['erase', '--user', 'carol']), /--yes/);
    assert.equal(json<unknown[]>(['list', '--user', 'carol', '--include-invalid']).length, before);
    const r = json<{ memories: number; sessions: number; jobs: number }>(['erase', '--user', 'carol', '--yes']);
    assert.equal(r.memories, before);
    assert.equal(typeof r.sessions, 'number');
    assert.equal(typeof r.jobs, 'number');
    assert.ok(r.memories > 0);
    assert.deepEqual(json<unknown[]>(['list', '--user', 'carol', '--include-invalid']), []);
    assert.ok(json<unknown[]>(['list', '--user', 'alice']).length > 0);
  });
});

describe('bad input: one line, non-zero exit, nothing changed', () => {
  test('empty text, unknown id, missing --user, bad numbers', () => {
    const before = json<{ memories: number }>(['stats']).memories;
    assertOneLineError(mnemo(['remember', '--user', 'alice', '   ']), /empty/);
    assertOneLineError(mnemo(['forget', '--user', 'alice', 'm_nope']), /no memory/);
    assertOneLineError(mnemo(['recall', 'anything']), /--user/);
    assertOneLineError(mnemo(['remember', '--user', 'alice', '--importance', '7', 'x y z']), /importance/);
    assertOneLineError(mnemo(['remember', '--user', 'alice', 'my key is sk-abcdefghijklmnopqrstuvwx1234']), /secret/);
    assertOneLineError(mnemo(['remember', '--user', 'bad user!', 'text']), /user id/);
    assertOneLineError(mnemo(['import'], { input: '{"type":"memory"}\nnot json\n' }), /line 1|line 2/);
    assert.equal(json<{ memories: number }>(['stats']).memories, before);
  });

  test('another user’s id behaves like an unknown id', () => {
    const id = mnemo(['remember', '--user', 'alice', 'Alice keeps her notes in Obsidian.']).out.trim();
    assertOneLineError(mnemo(['forget', '--user', 'bob', id]), /no memory/);
    assertOneLineError(mnemo(['update', '--user', 'bob', id, 'hijacked']), /no memory/);
    assert.equal(json<{ content: string }>(['get', '--user', 'alice', id]).content, 'Alice keeps her notes in Obsidian.');
  });

  test('a corrupt database file', () => {
    const bad = join(dir, 'corrupt.db');
    writeFileSync(bad, 'this is not a database '.repeat(400));
    const digest = () => createHash('sha256').update(readFileSync(bad)).digest('hex');
    const was = digest();
    assertOneLineError(mnemo(['list', '--user', 'alice'], { dbPath: bad }), /corrupt|not a Mnemo database/);
    assert.equal(digest(), was);
  });

  test('a locked database', async () => {
    const holder = new Database(db);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const r = await new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, [BIN, '--db', db, 'remember', '--user', 'alice', 'written while locked'], {
          env: { ...process.env, MNEMO_BUSY_TIMEOUT_MS: '300' },
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('close', (code) => resolve({ code, out, err }));
      });
      assertOneLineError(r, /locked/);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    assert.ok(!json<{ content: string }[]>(['list', '--user', 'alice']).some((m) => m.content === 'written while locked'));
  });
});

describe('list filters', () => {
  test('--flagged lists only the memory flagged for review, --no-flagged only the others, --archived none here', async () => {
    const flaggedDb = join(dir, 'flagged.db');
    // Seeded through the library in the CLI's default tenant; a close restatement is flagged honestly.
    const seed = await seedFlagged(flaggedDb, { userId: 'alice' });
    const list = (...args: string[]) => {
      const r = mnemo(['list', '--user', 'alice', ...args, '--json'], { dbPath: flaggedDb });
      assert.equal(r.code, 0, r.err);
      return (JSON.parse(r.out) as { id: string }[]).map((m) => m.id).sort();
    };
    assert.deepEqual(list('--flagged'), [seed.flaggedId]);
    assert.deepEqual(list('--no-flagged'), [...seed.unflaggedIds].sort());
    assert.deepEqual(list(), [seed.flaggedId, ...seed.unflaggedIds].sort(), 'no filter lists both');
    assert.deepEqual(list('--archived'), []);
    const text = mnemo(['list', '--user', 'alice', '--flagged'], { dbPath: flaggedDb });
    assert.equal(text.code, 0, text.err);
    assert.match(text.out, new RegExp(seed.flaggedId));
    for (const id of seed.unflaggedIds) assert.doesNotMatch(text.out, new RegExp(id));
  });
});
