/**
 * `mnemo serve`: the inspector (web pages at `/`), the REST API and MCP over HTTP, with the job worker in process.
 * SIGTERM/SIGINT stop it gracefully: no new connections, in-flight requests and the running job
 * finish, exit 0. With `--workers N` (default: one per core, for a store several processes can
 * share) N processes serve one port and one of them runs the job worker (`../../http/cluster.ts`).
 */
import { availableParallelism } from 'node:os';
import { resolve as resolvePath } from 'node:path';
import { type Command } from 'commander';
import { storePathOf } from '../../../engine/config/index.js';
import { MnemoError } from '../../../core/errors.js';
import { boundScopeOf } from '../../http/auth.js';
import { isClusterWorker, leaveCluster, runServeCluster, runsJobs } from '../../http/cluster.js';
import { isLoopback, startServer } from '../../http/serve.js';
import { checkStorePath, cliConfig, globals, openMnemo } from '../run.js';
import { selfCommand } from '../io.js';

/** Registers `serve`. */
export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('serve the inspector (/) and the HTTP API (/v1, /openapi.json, /docs, /healthz) with API keys; the job worker runs in process')
    .option('--port <n>', 'port (0 = any free one)', '7077')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--no-worker', 'leave memory jobs to `mnemo worker`')
    .option('--no-auth', 'no API keys (development only; refused unless the host is loopback)')
    .option('--body-limit <bytes>', 'largest JSON body', String(1024 * 1024))
    .option('--mcp-user <id>', 'with --no-auth: the user MCP clients at /mcp act for (with keys, the key decides)')
    .option('--workers <n>', 'server processes on the port (default: one per core; 1 for an in-memory or PGlite store)')
    .action(async (o: { port: string; host: string; worker: boolean; auth: boolean; bodyLimit: string; mcpUser?: string; workers?: string }, cmd: Command) => {
      const g = globals(cmd);
      const port = Number(o.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new MnemoError('INVALID_INPUT', '--port must be a whole number from 0 to 65535');
      const bodyLimitBytes = Number(o.bodyLimit);
      if (!Number.isInteger(bodyLimitBytes) || bodyLimitBytes < 1024)
        throw new MnemoError('INVALID_INPUT', '--body-limit must be a whole number of bytes, at least 1024');
      if (!o.auth && !isLoopback(o.host)) {
        throw new MnemoError(
          'INVALID_INPUT',
          `--no-auth is only allowed on a loopback host (127.0.0.1, ::1, localhost), not ${o.host}: create a key with mnemo keys create`,
        );
      }
      const { store } = cliConfig(g);
      const shareable = store.kind === 'postgres' || (store.kind === 'sqlite' && storePathOf(store) !== null);
      const workers = o.workers === undefined ? (shareable ? availableParallelism() : 1) : Number(o.workers);
      if (!Number.isInteger(workers) || workers < 1 || workers > 256) throw new MnemoError('INVALID_INPUT', '--workers must be a whole number from 1 to 256');
      if (workers > 1 && !shareable)
        throw new MnemoError(
          'INVALID_INPUT',
          '--workers above 1 needs a store several processes can share: a SQLite file or a PostgreSQL URL, not memory or PGlite',
        );
      if (workers > 1 && !isClusterWorker()) {
        // The primary migrates once (workers then find the schema in place), forks, and supervises.
        checkStorePath(cliConfig(g), 'write');
        await (await openMnemo(cliConfig(g, { writePath: { background: false } }), g)).close();
        return runServeCluster({
          workers,
          jobWorker: o.worker,
          log: (line) => process.stderr.write(`mnemo: ${line}\n`),
          onListening: (bound) => {
            const url = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${bound}`;
            process.stderr.write(
              `mnemo: serving ${url} (inspector ${url}/, API docs ${url}/docs)${o.auth ? '' : ' WITHOUT authentication'}${o.worker ? '' : ', jobs left to mnemo worker'}; ${workers} processes, one runs the job worker\n`,
            );
            if (o.auth)
              process.stderr.write(
                `mnemo: requests need an API key (the inspector asks for one): ${selfCommand()} ${storePathOf(store) === null ? '--db <the same store>' : `--db ${resolvePath(storePathOf(store) ?? '')}`} keys create --tenant ${g.tenant ?? 'default'}\n`,
              );
          },
        });
      }
      // In a cluster only the job worker's process processes jobs; the others queue them durably.
      const jobs = isClusterWorker() ? runsJobs() : o.worker;
      const config = cliConfig(g, { writePath: { background: jobs } });
      checkStorePath(config, 'write');
      const mnemo = await openMnemo(config, g);
      if (jobs) mnemo.worker.start();
      // The MCP SDK loads only when the server starts, not for every CLI command.
      const { handleMcpRequest } = await import('../../mcp/index.js');
      const server = await startServer({
        mnemo,
        host: o.host,
        port,
        bodyLimitBytes,
        processInfo: { jobWorker: jobs },
        auth: o.auth ? { type: 'keys' } : { type: 'none', tenantId: g.tenant ?? 'default' },
        // MCP over Streamable HTTP, behind the same keys: the key (never a tool argument) decides whose memory it is.
        mountMcp: (app) =>
          app.all('/mcp', async (c) =>
            handleMcpRequest({ mnemo, scope: boundScopeOf(c, o.mcpUser), readOnly: c.get('identity').role === 'read', request: c.req.raw }),
          ),
      }).catch(async (error: unknown) => {
        await mnemo.close();
        const code = (error as { code?: string }).code;
        if (code === 'EADDRINUSE') throw new MnemoError('INVALID_INPUT', `port ${port} on ${o.host} is in use: choose another --port`);
        throw error;
      });
      if (!isClusterWorker())
        process.stderr.write(
          `mnemo: serving ${server.url} (inspector ${server.url}/, API docs ${server.url}/docs)${o.auth ? '' : ' WITHOUT authentication'}${o.worker ? '' : ', jobs left to mnemo worker'}\n`,
        );
      // The first thing a person opening the inspector meets with keys on is the sign-in form: say how to get a key.
      if (o.auth && !isClusterWorker()) {
        const path = storePathOf(config.store);
        const db = path === null ? '--db <the same store>' : `--db ${resolvePath(path)}`;
        process.stderr.write(
          `mnemo: requests need an API key (the inspector asks for one): ${selfCommand()} ${db} keys create --tenant ${g.tenant ?? 'default'}\n`,
        );
      }
      await new Promise<void>((resolve) => {
        const stop = (signal: string): void => {
          if (!isClusterWorker()) process.stderr.write(`mnemo: ${signal}: finishing in-flight requests and jobs\n`);
          void server.close().then(resolve, (error: unknown) => {
            process.stderr.write(`mnemo: shutdown failed: ${String((error as Error).message)}\n`);
            process.exitCode = 1;
            resolve();
          });
        };
        process.once('SIGTERM', () => stop('SIGTERM'));
        process.once('SIGINT', () => stop('SIGINT'));
      });
      leaveCluster();
    });
}
