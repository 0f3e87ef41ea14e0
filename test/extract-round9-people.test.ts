// Issue 23, offline, ninth pass: people. Facts about other people keep their own subject (a relative's
// job and town, where they come from, a named colleague's move) and never set the user's fields; one-off
// doings of others store nothing; a clinician's finding about the user is kept high and phrased as a report;
// a third party's standing rule is a procedure, an errand is nothing; a supposition's scope runs to the end
// of its sentence; relation words are read by their head ("oldest pals"), "X is in my squad", "my direct
// manager's name is X", "I work alongside X". Through extraction jobs (sessions.append + the job worker)
// and through the assistant that `mnemo ask` runs, on a real SQLite file with no model. The sentences are
// written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-10-14T12:00:00Z');
const h = offlineAssistant('round9p', now);
const { profileOf, say, ask, stored, triples, seedField } = h;

describe('other people', () => {
  test('a relative’s job with a town is theirs (one memory, the place kept in it), never the user’s', async () => {
    await seedField('o1', 'role', 'architect');
    await say('o1', "my aunt's a pharmacist in Galway");
    const t = await triples('o1');
    assert.ok(t.includes('aunt · role · pharmacist'), t.join('; '));
    // Round 22: the place is not split off into a second memory ("… is based in Galway") that only repeats it.
    assert.ok(!t.some((x) => x.startsWith('aunt · location')), t.join('; '));
    const p = await profileOf('o1');
    assert.equal(p['role'], 'architect');
    assert.equal(p['location'], undefined);
  });

  test('where a relative comes from is their hometown, not the user’s', async () => {
    await ask('o2', 'my stepdad is from Lagos originally');
    assert.ok((await triples('o2')).includes('stepdad · hometown · Lagos'));
    assert.equal((await profileOf('o2'))['hometown'], undefined);
  });

  test('a named colleague’s move is theirs (relocated), never the user’s', async () => {
    await seedField('o3', 'location', 'Vienna');
    await say('o3', 'my colleague Tereza relocated to Brno');
    // A colleague is one of many: named, they are the subject by their name (a relative stays named by the relation).
    assert.ok((await triples('o3')).includes('Tereza · location · Brno'));
    assert.equal((await profileOf('o3'))['location'], 'Vienna');
  });

  test('one-off doings of others store nothing', async () => {
    await say('o4', 'my brother watched the match last night');
    await say('o4', 'my sister-in-law had lunch with a client today');
    await ask('o4', 'my flatmate borrowed my charger this morning');
    assert.deepEqual(
      (await stored('o4')).filter((r) => r.importance >= 0.3).map((r) => r.content),
      [],
    );
  });
});

describe('reported speech', () => {
  test('what a clinician found about the user is kept high', async () => {
    await say('r1', 'my GP told me I have a vitamin D deficiency');
    const r = (await stored('r1')).find((x) => /vitamin d/i.test(x.content));
    assert.ok(r, 'stored');
    assert.ok(r.importance >= 0.7, `importance ${r.importance}`);
  });

  test('a finding no rule reads is kept as the user reported it', async () => {
    await ask('r2', 'the nurse said I need a tetanus booster');
    const r = (await stored('r2')).find((x) => /tetanus/i.test(x.content));
    assert.ok(r, 'stored');
    assert.match(r.content, /^The user reported that their nurse said they need/);
    assert.ok(r.importance >= 0.7);
  });
});

describe('third parties', () => {
  test('a standing rule of a team or an executive is a procedure; an errand is nothing', async () => {
    await say('t1', 'our finance team insists all receipts go in the shared folder');
    assert.ok((await stored('t1')).some((r) => r.kind === 'procedure' && /receipts/.test(r.content)));
    await say('t2', 'my boss wants me to call the supplier');
    assert.equal((await stored('t2')).filter((r) => r.importance >= 0.3).length, 0);
  });
});

describe('suppositions', () => {
  test('a request inside a supposition ("imagine I’m X and draft …") stores nothing', async () => {
    await seedField('h1', 'role', 'accountant');
    await ask('h1', "imagine I'm a beekeeper and draft my weekly log");
    assert.equal((await profileOf('h1'))['role'], 'accountant');
    assert.ok((await stored('h1')).every((r) => !/beekeep|weekly log/i.test(r.content)));
  });
});

describe('relations', () => {
  test('relation words by their head: "oldest pals" are friends, one fact per person', async () => {
    await say('l1', 'Gus and Mira are my oldest pals');
    const t = await triples('l1');
    assert.ok(t.includes('user · friend · Gus') && t.includes('user · friend · Mira'), t.join('; '));
    assert.equal((await profileOf('l1'))['name'], undefined);
  });

  test('"X is in my squad" and "I work alongside X" are colleagues', async () => {
    await say('l2', 'Yusuf is in my squad');
    await ask('l2', 'I work alongside Pia most days');
    const t = await triples('l2');
    assert.ok(t.includes('user · works_with · Yusuf') && t.includes('user · works_with · Pia'), t.join('; '));
  });

  test('"my direct manager’s name is X" is the manager', async () => {
    await seedField('l3', 'manager', 'Orla');
    await say('l3', "my direct manager's name is Colm");
    assert.equal((await profileOf('l3'))['manager'], 'Colm');
  });
});
