// The SQLite store reads the user's facts (several subjects: "user", "the user", "I", …) one subject at a time and
// merges them (issue 24's latency budget). Which facts a limit keeps, and in which order, must be what the single
// sorted query gave: newest first, and among facts of one instant the same order, whatever the mix of subjects,
// their case, and the facts no longer current.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { createSqliteStore } from '../src/storage/sqlite/index.js';
import { makeRecord, newMemory } from '../src/testing/fixtures.js';

const scope = { tenantId: 't', userId: 'u' };
const SUBJECTS = ['user', 'User', 'the user', 'I', 'me', 'Priya', 'the User'];
const PREDICATES = ['likes', 'Likes', 'allergic_to', 'lives_in', 'partner'];

test('the user facts of several subjects come back as the single sorted query gave them, at every limit', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-fact-order-'));
  const path = join(dir, 'mnemo.db');
  const store = createSqliteStore({ path });
  await store.migrate();
  try {
    const base = Date.parse('2026-03-01T10:00:00Z');
    const now = new Date(base + 86_400_000);
    const records = Array.from({ length: 240 }, (_, i) => {
      const subject = SUBJECTS[i % SUBJECTS.length] as string;
      const predicate = PREDICATES[(i * 3) % PREDICATES.length] as string;
      return makeRecord(scope, {
        content: `Fact ${i}.`,
        kind: 'fact',
        triple: { subject, predicate, object: `value ${i % 11}` },
        // Four instants only: most facts share their instant with many others.
        createdAt: new Date(base + (i % 4) * 1000),
        ...(i % 13 === 0 && { invalidatedAt: new Date(base + 5000) }),
      });
    });
    for (let i = 0; i < records.length; i += 60)
      await store.write(
        scope,
        records.slice(i, i + 60).map((r) => ({ type: 'insertMemory' as const, memory: newMemory(r) })),
      );
    const db = new Database(path, { readonly: true });
    try {
      const users = ['user', 'the user', 'i', 'me', 'myself'];
      for (const subjects of [users, ['Priya', 'user'], ['the user', 'I']])
        for (const predicate of [undefined, 'likes', 'PARTNER'])
          for (const limit of [1, 7, 20, 200, undefined]) {
            for (const filter of [{ validity: { mode: 'current' as const, now } }, { validity: { mode: 'all' as const } }]) {
              const got = (await store.queryFacts(scope, { filter, subject: subjects, predicate, limit })).map((r) => r.id);
              // The single query, as the store asked it before it read one subject at a time.
              const where = [
                'tenant_id = ?',
                'user_id = ?',
                'subject IS NOT NULL',
                `subject COLLATE NOCASE IN (${subjects.map(() => '?').join(', ')})`,
                ...(predicate ? ['predicate = ? COLLATE NOCASE'] : []),
                ...(filter.validity.mode === 'current' ? ['(invalidated_at IS NULL OR invalidated_at > ?)'] : []),
              ];
              const index = predicate ? 'memories_predicate_time' : 'memories_subject_time';
              const params = [
                scope.tenantId,
                scope.userId,
                ...subjects,
                ...(predicate ? [predicate] : []),
                ...(filter.validity.mode === 'current' ? [now.getTime()] : []),
              ];
              const want = db
                .prepare(`SELECT id FROM memories INDEXED BY ${index} WHERE ${where.join(' AND ')} ORDER BY created_at DESC LIMIT ?`)
                .pluck()
                .all(...params, limit ?? -1);
              assert.ok(want.length > 0 || limit === 0, 'the case reads some facts');
              assert.deepEqual(got, want, `${subjects.join('|')} ${predicate ?? ''} ${limit ?? 'all'} ${filter.validity.mode}`);
            }
          }
    } finally {
      db.close();
    }
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
