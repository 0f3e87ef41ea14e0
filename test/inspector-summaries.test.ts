/**
 * `mnemo.admin.userSummaries`, the counts on the inspector's first page, on both storage dialects
 * (a SQLite file and PostgreSQL through PGlite in process): memories, sessions, pending and failed
 * jobs and flagged items per user of one tenant; a user with only a session is listed; another
 * tenant's users never counted. And the `flagged` filter of `list()` behind the review page and the
 * memories page's "Flagged for review" box.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { createHttpApp } from '../src/surfaces/http/app.js';
import { restate } from './support/flagged-seed.js';

const dir = mkdtempSync(join(tmpdir(), 'mnemo-inspector-summaries-'));
after(() => rmSync(dir, { recursive: true, force: true }));

for (const [name, db] of [
  ['sqlite', join(dir, 's.db')],
  ['pglite', `pglite:${join(dir, 'pg')}`],
] as const) {
  test(`userSummaries on ${name}: the tenant's users with their counts`, async () => {
    const m = await createMnemo({ db, llm: null, writePath: { background: false, duplicateThreshold: 0.995, novelThreshold: 0.3 } });
    try {
      const alice = { tenantId: 'acme', userId: 'alice' };
      await m.rememberMany(alice, [{ content: 'Alice prefers window seats on long flights.', kind: 'preference' }, { content: 'Alice has two cats.' }]);
      await restate(m, alice, 'Alice prefers a window seat on long flights.');
      // A forgotten memory is not counted: the users page agrees with the user's own page.
      const cello = (await m.list(alice)).length;
      await m.remember(alice, { content: 'Alice is learning the cello.' });
      const learned = (await m.list(alice)).find((r) => r.content.includes('cello'));
      assert.ok(learned && (await m.list(alice)).length === cello + 1);
      await m.forget(alice, learned.id);
      const session = await m.sessions.open(alice);
      await m.sessions.append(alice, session.id, [{ role: 'user', content: 'I started running on Sundays.' }]);
      await m.remember({ tenantId: 'acme', userId: 'bob' }, { content: 'Bob plays chess.' });
      await m.remember({ tenantId: 'globex', userId: 'carol' }, { content: 'Carol paints.' });
      const dora = { tenantId: 'acme', userId: 'dora' };
      await m.sessions.append(dora, (await m.sessions.open(dora)).id, [{ role: 'user', content: 'Hello there.' }]);

      const summaries = await m.admin.userSummaries('acme');
      assert.deepEqual(
        summaries.map((s) => s.userId),
        ['alice', 'bob', 'dora'],
      );
      const a = summaries[0];
      assert.equal(a?.memories, (await m.list(alice)).length);
      assert.equal(a?.memories, 3);
      assert.equal(a?.sessions, 1);
      assert.equal(a?.pendingJobs, 1, 'the append queued an extraction (no worker runs here)');
      assert.equal(a?.failedJobs, 0);
      assert.equal(a?.flagged, 1);
      assert.deepEqual(summaries[1], { userId: 'bob', memories: 1, sessions: 0, pendingJobs: 0, failedJobs: 0, flagged: 0 });
      assert.deepEqual(
        summaries[2],
        { userId: 'dora', memories: 0, sessions: 1, pendingJobs: 1, failedJobs: 0, flagged: 0 },
        'a user with only a session is listed',
      );
      assert.deepEqual(
        (await m.admin.userSummaries('acme', { userId: 'bob' })).map((s) => s.userId),
        ['bob'],
      );
      assert.deepEqual(
        (await m.admin.userSummaries('acme', { offset: 1, limit: 1 })).map((s) => s.userId),
        ['bob'],
        'paged by user id',
      );
      await assert.rejects(m.admin.userSummaries('acme', { limit: 0 }), { code: 'INVALID_INPUT' });

      const flagged = await m.list(alice, { flagged: true });
      assert.deepEqual(
        flagged.map((r) => r.content),
        ['Alice prefers a window seat on long flights.'],
      );
      assert.equal((await m.list(alice, { flagged: false })).length, 2);
      await assert.rejects(m.list(alice, { flagged: 'yes' as unknown as boolean }), { code: 'INVALID_INPUT' });
      const app = createHttpApp({ mnemo: m, auth: { type: 'none', tenantId: 'acme' } });
      const pageText = await (await app.request('http://127.0.0.1/users/alice?flagged=on')).text();
      assert.ok(pageText.includes(`/memories/${flagged[0]?.id}`), 'the flagged memory is on the filtered page');
      assert.equal((pageText.match(/\/users\/alice\/memories\//g) ?? []).length, 1, 'and nothing else');
      const reviewText = await (await app.request('http://127.0.0.1/review')).text();
      assert.ok(reviewText.includes(`/memories/${flagged[0]?.id}`), 'the review page shows the flagged pair');
      assert.deepEqual(
        (await m.admin.userSummaries('globex')).map((s) => s.userId),
        ['carol'],
      );
    } finally {
      await m.close();
    }
  });
}
