// Issue 23, offline, round 25 (a): a joint subject of the user and a relation of theirs ("my partner and I both
// work at …", "the kids and me are …", "me and my sister work for …") is read as the user's own clause, and a
// contrast correction finds its value past a cue and before an aside with its own "not" ("typo before, 61 not 16
// haha definitely not a teenager") or before a "for me" ("CST for me, not EST").
// Through the assistant that `mnemo ask` runs, on a real SQLite file with no model. The sentences are written here,
// for these tests; none comes from the corpus files.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-06T12:00:00Z');
const h = offlineAssistant('round25a', now);
const { profileOf, ask, stored, seedField } = h;

describe('a joint subject with a relation of the user’s', () => {
  test('my wife and I both work at X: the user’s employer', async () => {
    await ask('j1', 'My wife and I both work at Brindle Foods, she does payroll');
    assert.equal((await profileOf('j1'))['employer'], 'Brindle Foods');
  });

  test('me and my sister work for X: the user’s employer', async () => {
    await ask('j2', 'me and my sister work for Halden Freight');
    assert.equal((await profileOf('j2'))['employer'], 'Halden Freight');
  });

  test('the children and me are pescatarian: stored as the user’s', async () => {
    await ask('j3', 'the children and me are pescatarian now');
    assert.ok((await stored('j3')).some((r) => /pescatarian/i.test(r.content)));
  });

  test('a joint subject without the user sets no field', async () => {
    await ask('j4', 'My uncle and his wife both work at Brindle Foods.');
    assert.equal((await profileOf('j4'))['employer'], undefined);
  });
});

describe('a contrast correction of a stored field', () => {
  test('a cue before the value and an aside after it', async () => {
    await seedField('c1', 'age', '16');
    await ask('c1', 'typo before, 61 not 16 haha definitely not a teenager');
    assert.equal((await profileOf('c1'))['age'], '61');
  });

  test('a value said “for me”: CST for me, not EST', async () => {
    await seedField('c2', 'timezone', 'EST');
    await ask('c2', 'CST for me, not EST, I live in Dallas');
    assert.equal((await profileOf('c2'))['timezone'], 'CST');
  });

  test('a count that equals the stored age changes nothing', async () => {
    await seedField('c3', 'age', '12');
    await ask('c3', 'order 20 not 12 chairs for the hall');
    assert.equal((await profileOf('c3'))['age'], '12');
  });
});
