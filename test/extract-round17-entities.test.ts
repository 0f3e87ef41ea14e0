// Issue 23, offline, seventeenth pass (entities and work relations). One organisation-span reader by token shape
// serves every reading that takes an employer: a legal form closes a name even with the sentence's full stop on it,
// a capitalised word inside a name belongs to it whatever the tagger calls it, and an aside in brackets is no part
// of it; a verb of an occupation may name its object before "at". Work relations: a hyphenated verb after its subject
// stays a verb, a counted head before the names it counts is their apposition, a shared place of work is working
// with someone, and "been together" with a time after it is a partner. Through `mnemo ask`'s offline assistant on a
// real SQLite file with no model. Every sentence is written here; none is from a corpus file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { offlineAssistant } from './support/offline-assistant.js';

const now = new Date('2026-12-05T12:00:00Z');
const h = offlineAssistant('round17a', now);
const { profileOf, ask, lowTriples: triples } = h;

describe('an organisation name is read whole by its shape', () => {
  test('a partners name closed by a legal form with the full stop on it keeps the form', async () => {
    await ask('e1', "I'm an associate at Whitcombe, Ferris & Partners LLP.");
    assert.match(String((await profileOf('e1'))['employer'] ?? ''), /^Whitcombe, Ferris & Partners LLP\.?$/);
  });

  test('an aside in brackets after a name given as "my company is called X" is no part of it', async () => {
    await ask('e2', "my company's called Red-Kite Robotics (no relation to the bird)");
    assert.equal((await profileOf('e2'))['employer'], 'Red-Kite Robotics');
  });

  test('a capitalised word the tagger reads as a pronoun stays inside the name', async () => {
    await ask('e3', 'im a line cook at Marlow Over There on Quay St');
    assert.equal((await profileOf('e3'))['employer'], 'Marlow Over There');
  });

  test('a verb of an occupation with its object before "at" names the employer', async () => {
    await ask('e4', 'I manage the cellar at Harlow Tavern on weekdays');
    assert.equal((await profileOf('e4'))['employer'], 'Harlow Tavern');
  });

  test('a thing of the user own before "at" names no employer', async () => {
    await ask('e5', 'I wash my car at Halfords every sunday');
    assert.equal((await profileOf('e5'))['employer'], undefined);
  });
});

describe('work relations are read by shape', () => {
  test('a hyphenated verb after "I" and a counted head before the names: each name, not the count', async () => {
    await ask('r1', 'I line-manage two trainees, Oskar and Femi.');
    const t = await triples('r1');
    assert.ok(t.includes('user · manages · oskar') && t.includes('user · manages · femi'), t.join('; '));
    assert.ok(!t.some((x) => /two trainees/.test(x)), t.join('; '));
  });

  test('sharing a place of work with someone is working with them, and a clause after the name is no colleague', async () => {
    await ask('r2', 'I share a lab with Ingrid, she never cleans the pipettes');
    const t = await triples('r2');
    assert.ok(t.includes('user · works_with · ingrid'), t.join('; '));
    assert.ok(!t.some((x) => /works_with · ingrid \w/.test(x)), t.join('; '));
  });

  test('"me and X have been together" with a time after it is a partner', async () => {
    await ask('r3', 'me n Tobiah have been together six years this june');
    const t = await triples('r3');
    assert.ok(t.includes('user · partner · tobiah'), t.join('; '));
  });

  test('two other people being together gives the user no partner', async () => {
    await ask('r4', 'Marisol and Kenji have been together for years');
    const t = await triples('r4');
    assert.ok(!t.some((x) => /^user · partner/.test(x)), t.join('; '));
  });
});
