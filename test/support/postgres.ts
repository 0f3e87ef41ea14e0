/**
 * Test servers for the PostgreSQL backend: the Debian PostgreSQL server started from its own
 * binaries into a temporary directory (as the `postgres` user when running as root), and PGlite
 * (with pgvector) in process or served over the wire protocol by pglite-socket.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A running server and how to stop it. */
export interface TestServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** The directory holding `initdb` and `pg_ctl`, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config: look where Debian installs server binaries
  }
  if (existsSync('/usr/lib/postgresql')) {
    for (const v of readdirSync('/usr/lib/postgresql').sort().reverse()) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  }
  return candidates.find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl'))) ?? null;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Whether pgvector must be there (CI sets this where it installs pgvector into the Debian server). */
export const requirePgvector = process.env.MNEMO_REQUIRE_PGVECTOR === '1';

/**
 * initdb into a temp dir and start the server on a free port; null when the binaries are missing.
 * By default the server refuses `CREATE EXTENSION` (an event trigger, in every database made from
 * `template1` too), so a store on it runs in exact mode whether or not pgvector is installed on the
 * machine — a server without pgvector, or a role that may not create it. With `pgvector: true` the
 * extension is allowed, and null is returned when the server does not have it.
 */
export async function startDebianPostgres(options: { readonly pgvector?: boolean } = {}): Promise<TestServer | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-pg-'));
  chmodSync(dir, 0o755); // the postgres user must reach the sockets and data below a root-owned temp dir
  const asRoot = userInfo().uid === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
      Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
    );
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', opts, 'start']);
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already down
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopSync);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (options.pgvector) {
      const available = await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'");
      if (available.rowCount === 0) {
        stopSync();
        return null;
      }
    } else {
      for (const db of ['postgres', 'template1']) {
        const c = db === 'postgres' ? client : new pg.Client({ connectionString: url.replace(/\/postgres$/, `/${db}`) });
        if (c !== client) await c.connect();
        await c.query(REFUSE_EXTENSIONS);
        if (c !== client) await c.end();
      }
    }
  } finally {
    await client.end();
  }
  return { url, stop: async () => stopSync() };
}

/** An event trigger refusing `CREATE EXTENSION` (in its own schema, so resetting `public` keeps it). */
const REFUSE_EXTENSIONS = `
CREATE SCHEMA IF NOT EXISTS mnemo_test;
CREATE OR REPLACE FUNCTION mnemo_test.refuse_extension() RETURNS event_trigger LANGUAGE plpgsql AS
  $$ BEGIN RAISE EXCEPTION 'extensions are not available on this test server'; END $$;
CREATE EVENT TRIGGER mnemo_test_no_extensions ON ddl_command_start WHEN TAG IN ('CREATE EXTENSION')
  EXECUTE FUNCTION mnemo_test.refuse_extension();`;

/** A fresh PGlite with pgvector (in memory). */
export async function openPglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  return PGlite.create('memory://', { extensions: { vector } });
}

/** PGlite with pgvector served over the Postgres wire protocol on a free port. */
export async function startPgliteSocket(maxConnections = 24): Promise<TestServer> {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await openPglite();
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

/** Drops every Mnemo table (and the vector extension) so the next store starts empty. */
export async function resetDatabase(run: (sql: string) => Promise<unknown>): Promise<void> {
  await run('DROP SCHEMA IF EXISTS public CASCADE');
  await run('CREATE SCHEMA public');
}

/** Resets the database at `url` through a short-lived connection. */
export async function resetUrl(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await resetDatabase((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}
