// Issue 23, offline, round 22 (b): framed text and entity names read by shared readers. A text the user says is their
// own, written of them in the third person ("<Name> is a … based in … who works at …"), is the user's: its name and its
// sentences are theirs; an own signature pasted after a sign-off is their name, role and employer; a form's key is read
// by its head ("day job") or its verb ("Currently living"), "Age:" is an age, "Key -- value" a key and its value; a
// course of study at a named institution ("doing my doctorate at …") is where the user studies, never an employer.
// Traps: another person's bio, a pasted email signed by its sender, a past or wished-for job's key, an "Age:" with no
// number, a shift at a shop, a child's course. Through the assistant behind `mnemo ask` and extraction jobs, on a
// real SQLite file with no model. Every sentence is written here, for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round22b', new Date('2026-12-06T12:00:00Z'));
const { profileOf, current, say, ask } = h;
const triples = async (userId: string) =>
  (await h.m.list({ userId }, { limit: 1000 })).flatMap((r) =>
    r.triple ? [`${r.triple.subject} · ${r.triple.predicate} · ${r.triple.object}`.toLowerCase()] : [],
  );

describe('an own text in the third person, an own signature', () => {
  test('a bio the user calls theirs, written of them by name (assistant)', async () => {
    await ask('b1', 'here is my about section from the guild site: "Halvard Rønning is a luthier based in Bergen who works at Strengverk Instruments."');
    const p = await profileOf('b1');
    assert.equal(p['name'], 'Halvard Rønning');
    assert.equal(p['location'], 'Bergen');
    assert.equal(p['employer'], 'Strengverk Instruments');
  });

  test("trap: a sister's bio in the third person changes nothing of the user's (extraction job)", async () => {
    await say('b2', 'my sister\'s bio for her gallery: "Inga Rønning is a potter based in Tromsø."');
    const p = await profileOf('b2');
    assert.equal(p['name'], undefined);
    assert.equal(p['location'], undefined);
  });

  test('an own signature under its lead, no sign-off: name, role and employer (extraction job)', async () => {
    await say('s1', 'my new email sig, for reference:\n\nMarisol Quintero\nLead Surveyor | Ortega & Vance LLP\nm: 0400 000 000');
    const p = await profileOf('s1');
    assert.equal(p['name'], 'Marisol Quintero');
    assert.equal(String(p['role']).toLowerCase(), 'lead surveyor');
    assert.equal(p['employer'], 'Ortega & Vance LLP');
  });

  test("a given name of a demonym's shape before a surname is a name; two nationalities are not", async () => {
    await say('s3', 'my work signature:\nCassian Rhodes\nField Ecologist | Tamar Rivers Trust');
    assert.equal((await profileOf('s3'))['name'], 'Cassian Rhodes');
    await say('s4', "I'm Italian Canadian, grew up in Hamilton");
    assert.equal((await profileOf('s4'))['name'], undefined);
  });

  test('trap: a forwarded email signed by its sender is not the user (assistant)', async () => {
    await ask('s2', 'From: Dario Keane\nSubject: rota\nCan you swap Tuesday with me?\nThanks,\nDario Keane\nShift Manager | Harbour Foods');
    const p = await profileOf('s2');
    assert.equal(p['name'], undefined);
    assert.equal(p['employer'], undefined);
  });
});

describe("a form's key read by its head or its verb", () => {
  test('"day job:" is a role, "Currently living:" a place (extraction job)', async () => {
    await say('k1', '- day job: quantity surveyor\n- Currently living: Dunedin');
    const p = await profileOf('k1');
    assert.equal(p['role'], 'quantity surveyor');
    assert.equal(p['location'], 'Dunedin');
  });

  test('trap: a previous job and a dream job are no role of the user', async () => {
    await say('k2', 'previous job: bartender\ndream job: astronaut');
    assert.equal((await profileOf('k2'))['role'], undefined);
  });

  test('"Age:" among piped fields is the age; "Work -- <Org>" the employer (assistant)', async () => {
    await ask('k3', 'Name: Ilka Sorensen | Age: 41');
    assert.equal(String((await profileOf('k3'))['age']), '41');
    await ask('k4', 'Work -- Halden & Moss');
    assert.equal((await profileOf('k4'))['employer'], 'Halden & Moss');
  });

  test('trap: "Age:" with no number, "Work:" with a role are no age and no employer', async () => {
    await say('k5', 'Age: ask me later\nWork: Nurse');
    const p = await profileOf('k5');
    assert.equal(p['age'], undefined);
    assert.equal(p['employer'], undefined);
  });
});

describe('a course of study at a named institution', () => {
  test('"doing my doctorate at the Univ. of Bergen" is where the user studies, no employer (extraction job)', async () => {
    await say('u1', "I'm doing my doctorate at the Univ. of Bergen, on fjord sediments");
    assert.ok(
      (await triples('u1')).some((t) => /^user · studies · .*bergen/.test(t)),
      (await triples('u1')).join(' | '),
    );
    assert.equal((await profileOf('u1'))['employer'], undefined);
  });

  test('a subjectless "Pursuing a master\'s at …" (assistant)', async () => {
    await ask('u2', "Pursuing a master's at Lakehead University, part-time");
    assert.ok(
      (await triples('u2')).some((t) => /^user · studies · lakehead university/.test(t)),
      (await triples('u2')).join(' | '),
    );
  });

  test('what is studied and where, one memory', async () => {
    await say('u3', "studying landscape architecture at St. Columba's College");
    const c = await current('u3');
    assert.ok(
      c.some((x) => /landscape architecture/i.test(x) && /columba/i.test(x)),
      c.join(' | '),
    );
  });

  test("trap: a shift at a shop and a child's course are no study of the user's", async () => {
    await say('u4', 'doing my shift at Tesco then home');
    await say('u4', 'my son is doing his A-levels at Hartfield Academy');
    assert.ok(!(await triples('u4')).some((t) => /^user · studies/.test(t)), (await triples('u4')).join(' | '));
  });
});
