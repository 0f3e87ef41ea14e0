// How `mnemo bench extract` scores a turn (corpora/extract/README.md, "Scoring"): a memory that a
// dialogue's `after` check names is wanted, not an extra; a memory nothing names stays an extra.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgeTurn, readCases, type TurnObservation } from '../src/bench/extract-cases.js';
import type { MemoryRecord } from '../src/index.js';

const memory = (content: string, triple: MemoryRecord['triple'] = null) => ({ content, triple, importance: 0.7 }) as MemoryRecord;

const observe = (stored: MemoryRecord[]): TurnObservation => ({
  profileBefore: {},
  profileAfter: {},
  stored,
  current: stored,
  invalidated: [],
  asked: false,
});

test('a memory named only by after.current.has or hasTriple counts as wanted; an unnamed one as an extra', () => {
  const sister = memory("The user's sister lives in Bilbao.", { subject: 'sister', predicate: 'location', object: 'Bilbao' });
  const cat = memory('The user has a cat named Miso.', { subject: 'user', predicate: 'has_pet', object: 'Miso' });
  const lunch = memory('The user had soup for lunch.');
  const byHas = judgeTurn({}, { current: { has: [['sister', 'bilbao']] } }, observe([sister, lunch]));
  assert.equal(byHas.pass, true);
  assert.equal(byHas.matched, 1);
  assert.equal(byHas.matchedByAfter, 1);
  assert.equal(byHas.extracted, 2);
  const byTriple = judgeTurn({}, { current: { hasTriple: [{ subject: 'user', predicate: 'has_pet', object: 'miso' }] } }, observe([cat]));
  assert.deepEqual([byTriple.matched, byTriple.matchedByAfter], [1, 1]);
  const none = judgeTurn({}, undefined, observe([sister]));
  assert.deepEqual([none.matched, none.matchedByAfter, none.extracted], [0, 0, 1]);
});

test('a memory a store matcher wants is not counted again as wanted by after', () => {
  const sister = memory("The user's sister lives in Bilbao.");
  const v = judgeTurn({ store: [{ all: ['bilbao'] }] }, { current: { has: [['bilbao']] } }, observe([sister]));
  assert.deepEqual([v.matched, v.matchedByAfter, v.met, v.expected], [1, 0, 1, 1]);
});

test('an after.profile key naming alternatives ("nickname|name") holds when either field has the value, and its change is meant', () => {
  const kit = memory("The user's nickname is Kit.", { subject: 'user', predicate: 'nickname', object: 'Kit' });
  const o = { ...observe([kit]), profileBefore: { name: 'Katherine' }, profileAfter: { name: 'Katherine', nickname: 'Kit' } };
  const v = judgeTurn({}, { profile: { 'nickname|name': 'Kit' } }, o);
  assert.deepEqual([v.pass, v.wrongEdit, v.failed], [true, false, []]);
  const wrong = judgeTurn({}, { profile: { 'nickname|name': 'Kat' } }, o);
  assert.deepEqual([wrong.pass, wrong.wrongEdit], [false, true]);
  assert.ok(wrong.failed.includes('after.profile nickname|name'));
  const absent = judgeTurn({}, { profile: { 'nickname|name': null } }, { ...o, profileBefore: {}, profileAfter: {} });
  assert.equal(absent.pass, true);
});

test('a dialogue turn is judged on the seeded memories it ended, not on those an earlier turn ended as meant', () => {
  // Turn 1 meant to end p:location and did; turn 2 (a question) ends nothing: no wrong edit for turn 2.
  const later = judgeTurn({ none: true }, undefined, { ...observe([]), invalidated: ['p:location'], invalidatedNow: [] });
  assert.equal(later.wrongEdit, false);
  assert.equal(later.pass, true);
  // A turn that itself ends a seeded memory it did not mean is still a wrong edit.
  const own = judgeTurn({ none: true }, undefined, { ...observe([]), invalidated: ['p:location', 'm1'], invalidatedNow: ['m1'] });
  assert.equal(own.wrongEdit, true);
  // A meant id ended by an earlier turn still counts as no longer current.
  const meant = judgeTurn({ invalidate: ['p:location'] }, undefined, { ...observe([]), invalidated: ['p:location'], invalidatedNow: [] });
  assert.equal(meant.pass, true);
});

test('ending a seeded memory that holds a profile field ends the field with it: no wrong edit; any other field change still is', () => {
  const o = (fieldsOf?: Record<string, string>): TurnObservation => ({
    profileBefore: { partner: 'Ines', location: 'Porto' },
    profileAfter: { location: 'Porto' },
    stored: [],
    current: [],
    invalidated: ['m1'],
    invalidatedNow: ['m1'],
    asked: false,
    ...(fieldsOf && { fieldsOf }),
  });
  assert.equal(judgeTurn({ invalidate: ['m1'] }, undefined, o({ m1: 'partner' })).wrongEdit, false);
  assert.equal(judgeTurn({ invalidate: ['m1'] }, undefined, o()).wrongEdit, true);
  assert.equal(judgeTurn({}, undefined, o({ m1: 'partner' })).wrongEdit, true);
});

test('a seeded memory whose triple lacks a part is a coded error naming the case, never its text', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-cases-'));
  try {
    const file = join(dir, 'cases.jsonl');
    const seed = { id: 'm1', content: 'The user keeps bees.', triple: { subject: 'user', predicate: 'has_pet' } };
    writeFileSync(
      file,
      JSON.stringify({ id: 'forget-7001', kind: 'forget', memoriesBefore: [seed], turns: [{ t: 'forget the bees', at: '2026-01-02' }] }) + '\n',
    );
    assert.throws(
      () => readCases(file),
      (e: unknown) => e instanceof Error && /forget-7001/.test(e.message) && /m1/.test(e.message) && !/bees/.test(e.message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
