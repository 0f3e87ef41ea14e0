// What the invariant suite (test/suite-invariants.test.ts) found, each as the smallest sequence that
// showed it, on a real SQLite file through the library: every door keeps one current fact per
// single-valued attribute, the profile in step with it, and a reason on every history row.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import type { Mnemo } from '../src/engine/mnemo.js';

let dir: string;
let mnemo: Mnemo;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-inv-reg-'));
  mnemo = await createMnemo({ db: join(dir, 'reg.db'), llm: null, embedder: 'hash', writePath: { background: false } });
});
after(async () => {
  await mnemo.close();
  rmSync(dir, { recursive: true, force: true });
});

const profileOf = async (userId: string) => Object.fromEntries((await mnemo.profile({ userId })).map((p) => [p.key, p.value]));
const memoryLine = (id: string, content: string, predicate: string, object: string) =>
  JSON.stringify({ type: 'memory', id, kind: 'fact', content, triple: { subject: 'user', predicate, object }, createdAt: mnemo.now().toISOString() });

test('an imported attribute fact supersedes the current one and the profile follows', async () => {
  const u = { userId: 'imp' };
  await mnemo.remember(u, { content: 'The user lives in Paris.', triple: { subject: 'user', predicate: 'location', object: 'Paris' } });
  await mnemo.admin.importLines([memoryLine('hr-1', 'The user lives in Oslo.', 'location', 'Oslo')], { scope: u, source: { type: 'bootstrap', id: 'hr' } });
  const current = await mnemo.facts(u, { predicate: 'location' });
  assert.deepEqual(
    current.map((f) => f.triple?.object),
    ['Oslo'],
  );
  assert.equal((await profileOf('imp')).location, 'Oslo');
  const history = await mnemo.history(u, current[0]?.id as string);
  assert.ok(
    history.some((h) => h.op === 'create' && /imported from bootstrap:hr/.test(h.reason ?? '')),
    'the import explains the creation',
  );
});

test('a raw remember (consolidate: false) of an attribute still keys it', async () => {
  const u = { userId: 'raw' };
  await mnemo.setProfile(u, 'employer', 'Acme');
  await mnemo.remember(
    u,
    { content: 'The user works at Initech.', triple: { subject: 'user', predicate: 'employer', object: 'Initech' } },
    { consolidate: false },
  );
  assert.deepEqual(
    (await mnemo.facts(u, { predicate: 'employer' })).map((f) => f.triple?.object),
    ['Initech'],
  );
  assert.equal((await profileOf('raw')).employer, 'Initech');
  // Plain text stays a plain append.
  const a = await mnemo.remember(u, { content: 'The user drinks black coffee.' }, { consolidate: false });
  const b = await mnemo.remember(u, { content: 'The user drinks black coffee.' }, { consolidate: false });
  assert.notEqual(a.id, b.id);
});

test('every history row has a reason, also when the caller gave none', async () => {
  const u = { userId: 'why' };
  const m = await mnemo.remember(u, { content: 'The user speaks German.' }, { consolidate: false });
  await mnemo.setProfile(u, 'team', 'payments');
  const rows = [...(await mnemo.history(u, m.id)), ...(await mnemo.profileHistory(u, 'team'))];
  assert.ok(rows.length >= 2);
  for (const h of rows) assert.ok(h.reason && h.reason.trim() !== '', `${h.op} has a reason`);
});

test('the same attribute value in other words reinforces the fact instead of adding a second', async () => {
  const u = { userId: 'same' };
  const first = await mnemo.remember(u, { content: 'The user is on the payments team.' });
  const s = await mnemo.sessions.open(u, { fresh: true });
  await mnemo.sessions.append(u, s.id, [
    { role: 'user', content: 'I am on the payments team.' },
    { role: 'assistant', content: 'Noted.' },
  ]);
  await mnemo.sessions.end(u, s.id);
  await mnemo.flush({ scope: u });
  const team = await mnemo.facts(u, { predicate: 'team' });
  assert.equal(team.length, 1, `one current team fact, got ${team.map((f) => f.content).join(' | ')}`);
  assert.equal(team[0]?.id, first.id);
});

test('forgetting an imported fact that states a profile field removes the field', async () => {
  const u = { userId: 'forget' };
  await mnemo.admin.importLines(
    [
      memoryLine('hr-2', "The user's name is Karl.", 'name', 'Karl'),
      JSON.stringify({ type: 'profile', key: 'name', value: 'Karl', source: 'bootstrap', updatedAt: mnemo.now().toISOString() }),
    ],
    { scope: u },
  );
  const [fact] = await mnemo.facts(u, { predicate: 'name' });
  assert.equal((await profileOf('forget')).name, 'Karl');
  await mnemo.forget(u, fact?.id as string, { reason: 'wrong person' });
  assert.equal((await profileOf('forget')).name, undefined);
});
