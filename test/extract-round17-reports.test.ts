// Issue 23, offline, seventeenth pass (reported findings and roles by shape). A clinician's finding that names no
// bearer ("confirmed it's X", "found a nodule on my thyroid") is the user's, kept high; one about "our" pet is the
// pet's; a friend's word or a finding that names no condition stores nothing. An agent noun said of the past ("used to
// be a glassblower") is a past role; an open or hyphenated compound one said over a span of time is the current role,
// a habit ("coffee drinker") or a closed word that may be a pastime is no field. Through the assistant behind
// `mnemo ask`, on a real SQLite file with no model. Every sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round17b', now);
const { profileOf, ask, contents } = h;

describe("a clinician's finding is kept whatever its shape", () => {
  test('"confirmed it\'s X": the condition is stored, high', async () => {
    await ask('r1', "my rheumatologist confirmed it's lupus");
    const rows = await h.stored('r1');
    const row = rows.find((r) => /lupus/i.test(r.content));
    assert.ok(row, rows.map((r) => r.content).join(' | '));
    assert.ok(row.importance >= 0.8, String(row.importance));
  });

  test('a noun phrase after a verb of finding is the finding', async () => {
    await ask('r2', 'the endocrinologist found a nodule on my thyroid');
    const c = await contents('r2');
    assert.ok(
      c.some((x) => /nodule/.test(x)),
      c.join(' | '),
    );
  });

  test('a finding about "our" pet is stored', async () => {
    await ask('r3', 'the vet confirmed our cat Miso has diabetes');
    const c = await contents('r3');
    assert.ok(
      c.some((x) => /miso/.test(x) && /diabetes/.test(x)),
      c.join(' | '),
    );
  });

  test("a friend's word and a finding of no condition store nothing", async () => {
    await ask('r4', "my cousin said it's a migraine");
    await ask('r4', "the doctor said it's nothing to worry about");
    assert.deepEqual(await contents('r4'), []);
  });
});

describe('a role by the shape of its agent noun', () => {
  test('a compound agent noun held since a year is the role', async () => {
    await ask('t1', 'ive been a dog groomer since 2018');
    assert.equal((await profileOf('t1'))['role'], 'dog groomer');
  });

  test('"used to be" an agent noun is a past role, not the current one', async () => {
    await ask('t2', 'I used to be a glassblower');
    const t = (await h.triples('t2')).map((x) => x.toLowerCase());
    assert.ok(t.includes('user · worked_as · glassblower'), t.join('; '));
    assert.equal((await profileOf('t2'))['role'], undefined);
  });

  test('a habit or a closed word that may be a pastime sets no role', async () => {
    await ask('t3', 'been a coffee drinker since uni');
    await ask('t3', 'been a birdwatcher since i was a kid');
    assert.equal((await profileOf('t3'))['role'], undefined);
  });
});

describe('a reply form refused with "no X in Y"', () => {
  test('where the refusal holds may open with a possessive and end in a plural', async () => {
    await ask('p1', 'no exclamation marks in ur replies please');
    const rows = await h.stored('p1');
    assert.ok(
      rows.some((r) => r.kind === 'preference' && /exclamation/i.test(r.content)),
      rows.map((r) => r.content).join(' | '),
    );
  });
});
