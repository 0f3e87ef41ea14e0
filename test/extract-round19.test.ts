// Issue 23, round 19: an uncued correction with an aside, tied to the ONE profile field whose current value it names
// ("A, not B — <aside>", "A! not B. <aside>", "A* <aside>"), and the organisation the user works for read by the
// turn's shape ("<Org> pays my wages", "<Org> — that's the firm, I'm a <role> there", "I'm at <Org>, <team> team",
// "a <role> w/ <Org>"). When the correction names no stored value, or the organisation is someone else's, nothing changes.
// Through the assistant behind `mnemo ask`, on a real SQLite file with no model; every sentence is new.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const h = offlineAssistant('round19', new Date('2026-12-05T12:00:00Z'));
const { field } = h;

describe('an uncued correction with an aside', () => {
  test('"A! not B." then an aside corrects the field holding B', async () => {
    await h.seedField('c1', 'nationality', 'Austrian');
    await h.ask('c1', 'Australian! not Austrian. happens constantly');
    assert.equal(await field('c1', 'nationality'), 'Australian');
  });

  test('"A, not B — aside" with a multi-word name', async () => {
    await h.seedField('c2', 'employer', 'Quill & Ferrier');
    await h.ask('c2', 'Ferrier & Quill, not Quill & Ferrier — the sign has it backwards');
    assert.equal(await field('c2', 'employer'), 'Ferrier & Quill');
  });

  test('a starred name with an apology corrects the field spelt like it', async () => {
    await h.seedField('c3', 'name', 'Margeret');
    await h.ask('c3', 'Margaret* ugh, phone keyboard');
    assert.equal(await field('c3', 'name'), 'Margaret');
  });

  test('trap: "not B" where no field holds B changes nothing', async () => {
    await h.seedField('c4', 'location', 'Leeds');
    await h.ask('c4', 'Thursday, not Friday — the dentist moved it');
    assert.equal(await field('c4', 'location'), 'Leeds');
  });
});

describe('the organisation the user works for, by the turn shape', () => {
  test('"<Org> pays my salary"', async () => {
    await h.ask('e1', 'Brackwater Ferries Ltd pays my salary these days');
    assert.equal(await field('e1', 'employer'), 'Brackwater Ferries Ltd');
  });

  test('"I\'m at <Org Pty Ltd>, <team> team"', async () => {
    await h.ask('e2', "I'm at T.K. Lumen Pty Ltd, payroll team");
    assert.equal(await field('e2', 'employer'), 'T.K. Lumen Pty Ltd');
  });

  test('"a <role> w <Org>"', async () => {
    await h.ask('e3', 'im an estimator w Callaway Roofing Supplies');
    assert.equal(await field('e3', 'employer'), 'Callaway Roofing Supplies');
  });

  test('trap: an organisation paying someone else changes nothing', async () => {
    await h.ask('e4', "Harbourline Marine pays my sister's wages");
    assert.equal(await field('e4', 'employer'), undefined);
  });
});
