// The storage conformance suite on the PostgreSQL targets: the Debian server this test starts itself,
// without pgvector (exact mode) and with it (HNSW; skipped, saying so, where pgvector is not
// installed — unless MNEMO_REQUIRE_PGVECTOR=1), PGlite with pgvector in process, and PGlite served
// over the wire protocol through the same `pg` Pool code path production uses.
import { after, describe, test } from 'node:test';
import { createPostgresStore, type PostgresStore } from '../src/storage/postgres/index.js';
import { runStorageConformance, type ConformanceStore } from '../src/testing/index.js';
import { openPglite, requirePgvector, resetDatabase, resetUrl, startDebianPostgres, startPgliteSocket, type TestServer } from './support/postgres.js';

const requireServer = process.env.MNEMO_REQUIRE_POSTGRES === '1';

/** Opens a store per check on `url`, the database emptied first; `openSecond` gets its own pool. */
function urlTarget(url: () => Promise<string>, poolSize: number, keywordIndex: 'sql' | 'memory' = 'sql', expectMode?: 'pgvector' | 'exact') {
  return async (): Promise<ConformanceStore> => {
    const u = await url();
    await resetUrl(u);
    const opened: PostgresStore[] = [];
    const open = async () => {
      const s = createPostgresStore({ url: u, poolSize, keywordIndex });
      opened.push(s);
      await s.migrate();
      if (expectMode && s.vectorMode !== expectMode) throw new Error(`expected vector mode ${expectMode}, the store is in ${s.vectorMode}`);
      return s;
    };
    const store = await open();
    return {
      store,
      openSecond: open,
      cleanup: async () => {
        for (const s of opened) await s.close();
      },
    };
  };
}

describe('PostgreSQL (Debian server, exact vector mode)', async () => {
  let server: Promise<TestServer | null> | null = null;
  const url = async () => {
    server ??= startDebianPostgres();
    const s = await server;
    if (!s) throw new Error('PostgreSQL server binaries not found');
    return s.url;
  };
  after(async () => (await server)?.stop());
  const missing = (await import('./support/postgres.js')).postgresBinDir() === null;
  if (missing && requireServer) throw new Error('MNEMO_REQUIRE_POSTGRES=1 but no PostgreSQL server binaries: apt-get install -y postgresql');
  if (missing) {
    test('conformance on the Debian server', { skip: 'PostgreSQL server binaries not installed (apt-get install -y postgresql)' }, () => {});
    return;
  }
  runStorageConformance('postgres (Debian server, two pools in the race)', { open: urlTarget(url, 8, 'sql', 'exact') });
  runStorageConformance('postgres (Debian server, keyword index cached in process)', { open: urlTarget(url, 8, 'memory', 'exact') });
});

describe('PostgreSQL (Debian server with pgvector, HNSW)', async () => {
  const missing = (await import('./support/postgres.js')).postgresBinDir() === null;
  const server = missing ? null : await startDebianPostgres({ pgvector: true });
  after(async () => server?.stop());
  if (!server && requirePgvector) throw new Error('MNEMO_REQUIRE_PGVECTOR=1 but the Debian server has no pgvector (run the install step of .ci/run)');
  if (!server) {
    test('conformance on the Debian server with pgvector', { skip: 'SKIPPED: pgvector is not installed in the Debian PostgreSQL server' }, () => {});
    return;
  }
  runStorageConformance('postgres (Debian server, pgvector HNSW)', { open: urlTarget(async () => server.url, 8, 'sql', 'pgvector') });
});

describe('PGlite in process (pgvector, HNSW)', () => {
  let db: Awaited<ReturnType<typeof openPglite>> | null = null;
  after(async () => db?.close());
  // The second run caches the keyword postings in process with a bound below one scope's size, so
  // every scope switch evicts and rebuilds: answers must not change.
  for (const bounded of [false, true]) {
    runStorageConformance(`postgres (PGlite in process${bounded ? ', keyword index cached, cache bounded at 1 byte' : ''})`, {
      open: async () => {
        db ??= await openPglite();
        const d = db;
        await resetDatabase((sql) => d.exec(sql));
        const opened: PostgresStore[] = [];
        const open = async () => {
          const s = createPostgresStore({ pglite: d, ...(bounded && { keywordIndex: 'memory' as const, cacheBytes: 1 }) });
          opened.push(s);
          await s.migrate();
          return s;
        };
        const store = await open();
        return {
          store,
          openSecond: open,
          cleanup: async () => {
            for (const s of opened) await s.close();
          },
        };
      },
    });
  }
});

describe('PGlite over the wire protocol (pglite-socket, pg Pool)', () => {
  let server: Promise<TestServer> | null = null;
  after(async () => (await server)?.stop());
  runStorageConformance('postgres (pglite-socket through pg.Pool)', {
    open: urlTarget(async () => (await (server ??= startPgliteSocket())).url, 4),
  });
});
