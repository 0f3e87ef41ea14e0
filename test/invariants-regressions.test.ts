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

test('a fact said again in a session, reinforcing a memory that had no triple, holds the field it sets', async () => {
  const u = { userId: 'reinforce' };
  await mnemo.remember(u, { content: 'The user works at Initech.' }, { consolidate: false });
  const s = await mnemo.sessions.open(u, { fresh: true });
  await mnemo.sessions.append(u, s.id, [
    { role: 'user', content: 'I just started a new job at Initech.' },
    { role: 'assistant', content: 'Noted.' },
  ]);
  await mnemo.sessions.end(u, s.id);
  await mnemo.flush({ scope: u });
  assert.equal((await profileOf('reinforce')).employer, 'Initech');
  const holders = (await mnemo.facts(u, { predicate: 'employer' })).filter((f) => f.triple?.object === 'Initech');
  assert.equal(holders.length, 1, 'the field has its fact memory');
});

test('an imported profile field without history lines gets a history row', async () => {
  const u = { userId: 'fieldwhy' };
  await mnemo.admin.importLines(
    [JSON.stringify({ type: 'profile', key: 'diet', value: 'vegetarian', source: 'bootstrap', updatedAt: mnemo.now().toISOString() })],
    {
      scope: u,
      source: { type: 'bootstrap', id: 'hr' },
    },
  );
  const rows = await mnemo.profileHistory(u, 'diet');
  assert.equal(rows.length, 1);
  assert.match(rows[0]?.reason ?? '', /imported from bootstrap:hr/);
});

test('the same sentence with an explicit value keeps the profile and its fact on one value', async () => {
  const u = { userId: 'explicit' };
  const [holder] = await mnemo
    .facts(u, { predicate: 'team' })
    .then(async (f) => (f.length ? f : (await mnemo.setProfile(u, 'team', 'growth'), mnemo.facts(u, { predicate: 'team' }))));
  await mnemo.update(u, holder?.id as string, 'The user is on the payments team.', { reason: 'moved' });
  await mnemo.remember(u, { content: 'The user is on the payments team.', triple: { subject: 'user', predicate: 'team', object: 'payments' } });
  const team = await mnemo.facts(u, { predicate: 'team' });
  assert.equal(team.length, 1);
  assert.equal(team[0]?.triple?.object, (await profileOf('explicit')).team);
});

test('an update that gives a memory an attribute triple keys it: the profile field is set, the old value closed', async () => {
  const u = { userId: 'keyed-update' };
  // MNEMO_SEED=2 MNEMO_INVARIANT_RUNS=25 MNEMO_INVARIANT_STEPS=25: a plain memory updated with an employer triple held no field.
  const acme = await mnemo.remember(u, { content: 'The user works at Acme.', triple: { subject: 'user', predicate: 'employer', object: 'Acme' } });
  const plain = await mnemo.remember(u, { content: 'The user is training for a marathon in May.' });
  const { current } = await mnemo.update(u, plain.id, 'The user works at Initech.', { triple: { subject: 'user', predicate: 'employer', object: 'Initech' } });
  assert.deepEqual(
    (await mnemo.facts(u, { predicate: 'employer' })).map((f) => f.triple?.object),
    ['Initech'],
  );
  assert.equal((await profileOf('keyed-update')).employer, 'Initech');
  const old = await mnemo.get(u, acme.id);
  assert.equal(old.supersededBy, current.id);
  assert.ok((await mnemo.history(u, acme.id)).some((h) => h.op === 'supersede' && (h.reason ?? '').includes(current.id)));
});

test('revoking a source removes the profile field its imported fact held by its triple', async () => {
  const u = { userId: 'revoke-held' };
  // MNEMO_SEED=11 MNEMO_STRESS=1: an imported location with its profile line survived the revoke as a field with no fact.
  const at = mnemo.now().toISOString();
  await mnemo.admin.importLines(
    [
      memoryLine('hr-held-1', 'The user lives in Paris.', 'location', 'Paris'),
      JSON.stringify({ type: 'profile', key: 'location', value: 'Paris', source: 'bootstrap', updatedAt: at }),
    ],
    { scope: u, source: { type: 'bootstrap', id: 'hr-held' } },
  );
  assert.equal((await profileOf('revoke-held')).location, 'Paris');
  await mnemo.revokeSource(u, 'bootstrap:hr-held');
  assert.deepEqual(await mnemo.facts(u, { predicate: 'location' }), []);
  assert.equal((await profileOf('revoke-held')).location, undefined, 'the field went with its only fact');
});

test('revoking the source of a replaced version leaves no lineage link to it', async () => {
  const u = { userId: 'revoke-link' };
  // MNEMO_SEED=10 MNEMO_STRESS=1: a session's fact, replaced by an explicit one, was deleted by revoking the session; its successor still named it.
  const s = await mnemo.sessions.open(u, { fresh: true });
  await mnemo.sessions.append(u, s.id, [{ role: 'user', content: 'I work at Initech.' }]);
  await mnemo.sessions.end(u, s.id);
  await mnemo.flush({ scope: u });
  const acme = await mnemo.remember(u, { content: 'The user works at Acme.', triple: { subject: 'user', predicate: 'employer', object: 'Acme' } });
  assert.ok(
    (await mnemo.admin.sources(u, acme.id)).some((x) => x.type === 'consolidation'),
    'it replaced the session fact',
  );
  await mnemo.revokeSource(u, `session:${s.id}`);
  const left = await mnemo.admin.sources(u, acme.id);
  assert.deepEqual(
    left.filter((x) => x.type === 'consolidation'),
    [],
  );
  assert.deepEqual(
    (await mnemo.facts(u, { predicate: 'employer' })).map((f) => f.triple?.object),
    ['Acme'],
  );
});
