// The done-when scenario of issue 16: the three conversations of the issue, offline, through the
// built CLI — one `mnemo ask` process per turn, a real SQLite file, no model — and after each
// conversation the profile, the supersession with the user's own reason in history, and the
// month the correction refers to.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
let db: string;

interface Turn {
  route: { route: string };
  reply: string;
}
interface History {
  op: string;
  oldValue: unknown;
  newValue: unknown;
  reason: string | null;
}
interface Listed {
  id: string;
  content: string;
  validFrom: string;
  invalidatedAt: string | null;
  supersededBy: string | null;
}

function json<T>(args: string[]): T {
  const env = { ...process.env };
  delete env.MNEMO_LLM;
  const r = spawnSync(process.execPath, [BIN, '--db', db, ...args, '--json'], { encoding: 'utf8', env });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as T;
}
const ask = (user: string, said: string) => json<Turn>(['ask', '--user', user, said]);
const profileOf = (user: string) => json<Record<string, string>>(['profile', '--user', user]);
const fieldHistory = (user: string, key: string) => json<History[]>(['history', '--user', user, '--profile', key]);
const listAll = (user: string) => json<Listed[]>(['list', '--user', user, '--include-invalid']);

/** The first instant of last month, as "last month" resolves today (local time, as chrono reads it). */
function lastMonthStart(): string {
  const d = new Date();
  const first = new Date(Date.UTC(d.getFullYear(), d.getMonth() - 1, 1));
  return first.toISOString();
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-conv-cli-'));
  db = join(dir, 'mnemo.db');
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the conversations of issue 16, offline through `mnemo ask`', () => {
  test('Dana: name, role, team and preference from one introduction', () => {
    const turn = ask('dana', "Hey there, my name is Dana. I'm a backend engineer on the payments team, and I'd rather get short answers.");
    assert.equal(turn.route.route, 'chat');
    assert.deepEqual(profileOf('dana'), { name: 'Dana', role: 'backend engineer', team: 'payments team', 'preference.answers': 'short answers' });
  });

  test('Dana: "Actually I moved to the growth team last month, not payments anymore" supersedes the team, with her reason in history', () => {
    const before = lastMonthStart();
    const turn = ask('dana', 'Actually I moved to the growth team last month, not payments anymore.');
    assert.equal(turn.route.route, 'memory_edit');
    assert.doesNotMatch(turn.reply, /couldn’t tell/);
    assert.deepEqual(profileOf('dana'), { name: 'Dana', role: 'backend engineer', team: 'growth team', 'preference.answers': 'short answers' });

    const last = fieldHistory('dana', 'team').at(-1);
    assert.equal(last?.oldValue, 'payments team');
    assert.equal(last?.newValue, 'growth team');
    assert.match(last?.reason ?? '', /the user corrected it \(“moved to”\)/);

    const all = listAll('dana');
    const old = all.find((m) => m.content === 'The user works on the payments team.');
    const now = all.find((m) => m.content === 'The user works on the growth team.');
    assert.ok(old?.invalidatedAt, 'the old team is kept, invalidated');
    assert.equal(old?.supersededBy, now?.id);
    // "last month" is when the new team became true.
    assert.ok([before, lastMonthStart()].includes(now?.validFrom ?? ''), `validFrom ${now?.validFrom}`);
  });

  test('Bob: name, employer and place from one sentence', () => {
    const turn = ask('bob', "I'm Bob, I work at Acme and live in Berlin.");
    assert.equal(turn.route.route, 'chat');
    assert.deepEqual(profileOf('bob'), { name: 'Bob', employer: 'Acme', location: 'Berlin' });
  });

  test('Bob: "Actually I moved to Munich last month." is a memory edit that moves the place, with the reason in history', () => {
    const turn = ask('bob', 'Actually I moved to Munich last month.');
    assert.equal(turn.route.route, 'memory_edit');
    assert.deepEqual(profileOf('bob'), { name: 'Bob', employer: 'Acme', location: 'Munich' });
    const last = fieldHistory('bob', 'location').at(-1);
    assert.deepEqual([last?.oldValue, last?.newValue], ['Berlin', 'Munich']);
    assert.match(last?.reason ?? '', /the user corrected it \(“moved to”\)/);
    const old = listAll('bob').find((m) => m.content === 'The user lives in Berlin.');
    assert.ok(old?.invalidatedAt && old.supersededBy, 'Berlin is superseded, not deleted');
  });

  test('Bob: an enduring preference and a standing instruction in one turn are both kept; a one-off instruction is not', () => {
    assert.equal(ask('bob', 'I prefer Python over Java, and please keep answers short.').route.route, 'chat');
    const kept = { name: 'Bob', employer: 'Acme', location: 'Munich', 'preference.python': 'Python', 'preference.answers': 'short answers' };
    assert.deepEqual(profileOf('bob'), kept);
    // the field holds what is liked; the memory keeps what it is preferred over
    assert.ok(listAll('bob').some((m) => m.content === 'The user prefers Python over Java.' && !m.invalidatedAt));
    ask('bob', 'Just for this answer, use bullet points.');
    assert.deepEqual(profileOf('bob'), kept, 'an instruction for this request only is not a preference');
  });

  test('Bob: "I quit Acme." removes the employer, with his reason in history', () => {
    const turn = ask('bob', 'I quit Acme.');
    assert.equal(turn.route.route, 'memory_edit');
    assert.deepEqual(profileOf('bob'), { name: 'Bob', location: 'Munich', 'preference.python': 'Python', 'preference.answers': 'short answers' });
    const last = fieldHistory('bob', 'employer').at(-1);
    assert.equal(last?.op, 'unset');
    assert.match(last?.reason ?? '', /no longer so \(“quit”\): “Acme”/);
  });

  test('nothing crossed between the two users', () => {
    assert.equal(profileOf('dana').location, undefined);
    assert.equal(profileOf('bob').team, undefined);
  });
});
