// Corrections as a new user makes them, through the built CLI, offline: a profile field, its fact
// triple and its fact memory stay one truth whichever command changes them; notes survive a
// replacement; a superseded id is refused with the current one named.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

const BIN = join(process.cwd(), 'bin', 'mnemo.js');
let dir: string;
let db: string;

function mnemo(args: string[]) {
  const env = { ...process.env };
  delete env.MNEMO_LLM;
  const r = spawnSync(process.execPath, [BIN, '--db', db, ...args], { input: '', encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const json = <T>(args: string[]): T => {
  const r = mnemo([...args, '--json']);
  assert.equal(r.code, 0, r.err);
  return JSON.parse(r.out) as T;
};
type Fact = { id: string; content: string; triple: { subject: string; predicate: string; object: string } | null; notes: string[] };

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-correct-'));
  db = join(dir, 'mnemo.db');
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('one truth for a profile field, its triple and its memory', () => {
  let teamId = '';
  test('an introduction stores the team as profile field, triple and memory', () => {
    json(['ask', '--user', 'alice', "Hi, I'm Alice. I work on the platform team."]);
    const facts = json<Fact[]>(['facts', '--user', 'alice', '--predicate', 'team']);
    assert.equal(facts.length, 1);
    assert.equal(facts[0]?.triple?.object, 'platform team');
    teamId = facts[0]?.id as string;
  });

  test('update re-derives the triple: facts, profile, stable block and "about me" all say the new team', () => {
    const r = json<{ current: Fact }>(['update', '--user', 'alice', teamId, 'Alice works on the infra team.', '--reason', 'moved teams in May']);
    assert.deepEqual(r.current.triple, { subject: 'user', predicate: 'team', object: 'infra team' });
    const facts = json<Fact[]>(['facts', '--user', 'alice', '--predicate', 'team']);
    assert.deepEqual(
      facts.map((f) => f.id),
      [r.current.id],
    );
    assert.equal(json<Record<string, string>>(['profile', '--user', 'alice']).team, 'infra team');
    const history = json<{ op: string; reason: string | null }[]>(['history', '--user', 'alice', '--profile', 'team']);
    assert.ok(
      history.some((h) => h.op === 'set' && h.reason === 'moved teams in May'),
      'the profile change is in history with its reason',
    );
    const ctx = json<{ stable: { text: string } }>(['context', '--user', 'alice', '--session', 's1', 'which team am I on?']);
    assert.match(ctx.stable.text, /infra team/);
    assert.doesNotMatch(ctx.stable.text, /platform team/);
    const about = json<{ reply: string }>(['ask', '--user', 'alice', 'What do you remember about me?']);
    assert.match(about.reply, /infra team/);
    assert.doesNotMatch(about.reply, /platform team/);
    teamId = r.current.id;
  });

  test('profile --set supersedes the memory that held the old value; --unset invalidates it', () => {
    json(['profile', '--user', 'alice', '--set', 'team=platform', '--reason', 'moved back']);
    const current = json<Fact[]>(['list', '--user', 'alice']);
    assert.ok(!current.some((m) => /infra team/.test(m.content)), 'no valid memory still says infra team');
    const facts = json<Fact[]>(['facts', '--user', 'alice', '--predicate', 'team']);
    assert.equal(facts.length, 1);
    assert.equal(facts[0]?.triple?.object, 'platform');
    const old = json<{ supersededBy: string | null; invalidationReason: string | null }>(['get', '--user', 'alice', teamId]);
    assert.equal(old.supersededBy, facts[0]?.id);
    assert.equal(old.invalidationReason, 'moved back');

    json(['profile', '--user', 'alice', '--unset', 'team']);
    assert.equal(json<Record<string, string>>(['profile', '--user', 'alice']).team, undefined);
    assert.deepEqual(json<Fact[]>(['facts', '--user', 'alice', '--predicate', 'team']), []);
  });

  test('--triple gives the new triple; forgetting the memory unsets the field', () => {
    json(['profile', '--user', 'alice', '--set', 'team=platform']);
    const [fact] = json<Fact[]>(['facts', '--user', 'alice', '--predicate', 'team']);
    const r = json<{ current: Fact }>(['update', '--user', 'alice', fact?.id as string, 'Alice joined the SRE group.', '--triple', 'user,team,sre group']);
    assert.deepEqual(r.current.triple, { subject: 'user', predicate: 'team', object: 'sre group' });
    assert.equal(json<Record<string, string>>(['profile', '--user', 'alice']).team, 'sre group');
    const bad = mnemo(['update', '--user', 'alice', r.current.id, 'x', '--triple', 'only,two']);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /INVALID_INPUT/);

    json(['forget', '--user', 'alice', r.current.id]);
    assert.equal(json<Record<string, string>>(['profile', '--user', 'alice']).team, undefined);
    const history = json<{ op: string }[]>(['history', '--user', 'alice', '--profile', 'team']);
    assert.equal(history.at(-1)?.op, 'unset');
  });
});

describe('notes and superseded ids', () => {
  test('a replacement keeps the notes unless --drop-notes', () => {
    const id = mnemo(['remember', '--user', 'bob', 'Bob deploys on Fridays.']).out.trim();
    json(['update', '--user', 'bob', id, '--note', 'only after the freeze']);
    const kept = json<{ current: Fact }>(['update', '--user', 'bob', id, 'Bob deploys on Thursdays.']);
    assert.deepEqual(kept.current.notes, ['only after the freeze']);
    const dropped = json<{ current: Fact }>(['update', '--user', 'bob', kept.current.id, 'Bob deploys on Wednesdays.', '--drop-notes']);
    assert.deepEqual(dropped.current.notes, []);
  });

  test('update, note and forget on a superseded id are refused and name the current id', () => {
    const id = mnemo(['remember', '--user', 'carol', 'Carol drinks coffee.']).out.trim();
    const v2 = json<{ current: Fact }>(['update', '--user', 'carol', id, 'Carol drinks tea.']).current.id;
    const v3 = json<{ current: Fact }>(['update', '--user', 'carol', v2, 'Carol drinks water.']).current.id;
    for (const args of [
      ['update', id, 'Carol drinks juice.'],
      ['update', id, '--note', 'iced'],
      ['forget', id],
    ]) {
      const r = mnemo([...args, '--user', 'carol']);
      assert.equal(r.code, 2, r.err);
      assert.match(r.err, /\[SUPERSEDED\]/);
      assert.ok(r.err.includes(v3), `names the current id ${v3}: ${r.err}`);
    }
    json(['forget', '--user', 'carol', v3]);
    const r = mnemo(['update', '--user', 'carol', id, 'Carol drinks juice.']);
    assert.match(r.err, /forgotten.*\[SUPERSEDED\]/);
    assert.equal(json<Fact[]>(['list', '--user', 'carol']).length, 0, 'nothing was written');
  });
});
