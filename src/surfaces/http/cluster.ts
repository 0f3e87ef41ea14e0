/**
 * `mnemo serve --workers N`: N server processes on one port (Node's `cluster`; the primary accepts
 * and hands connections round-robin to the workers), all on one store that several processes may
 * share (a SQLite file in WAL mode, or PostgreSQL). Exactly one worker runs the job worker; if it
 * dies, its replacement takes the role over. Caches stay correct across processes because every
 * recall checks its scope's revision in the store first.
 *
 * SIGTERM/SIGINT to the primary drain every worker (each stops accepting, answers what it holds with
 * `Connection: close`, then finishes its job in hand and closes the store) and exit when all have
 * exited, so nothing acknowledged is lost.
 */
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';

/** The environment variable telling a worker process it runs the job worker. */
export const JOB_WORKER_ENV = 'MNEMO_SERVE_JOB_WORKER';

/** What the primary is told. */
export interface ClusterOptions {
  readonly workers: number;
  /** Whether one worker runs the job worker (`--no-worker` leaves jobs to `mnemo worker`). */
  readonly jobWorker: boolean;
  /** Called once, when every worker listens, with the port they share. */
  readonly onListening: (port: number) => void;
  readonly log: (line: string) => void;
}

/** Whether this process is a worker forked by {@link runServeCluster}. */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/** Whether this worker process is the one that runs jobs. */
export function runsJobs(): boolean {
  return process.env[JOB_WORKER_ENV] === '1';
}

/**
 * Forks the workers (the same command line runs in each) and supervises them until a signal
 * drains them all; resolves when the last has exited. A worker that dies outside a drain is
 * replaced, keeping its job-worker role.
 */
export async function runServeCluster(options: ClusterOptions): Promise<void> {
  let draining = false;
  let listening = 0;
  let announced = false;
  let failed = false;
  const fork = (jobs: boolean): Worker => {
    const worker = cluster.fork({ [JOB_WORKER_ENV]: jobs ? '1' : '0' });
    worker.once('listening', (address: AddressInfo | { port: number }) => {
      listening++;
      if (!announced && listening >= options.workers) {
        announced = true;
        options.onListening(address.port);
      }
    });
    worker.once('exit', (code, signal) => {
      if (draining) {
        if (code !== 0) failed = true;
        return;
      }
      options.log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      if (!announced) {
        // A worker that cannot even start (port in use, bad store) would loop: stop all instead.
        failed = true;
        drain('startup failure');
        return;
      }
      fork(jobs);
    });
    return worker;
  };
  const exited = new Promise<void>((resolve) => {
    const check = (): void => {
      if (Object.keys(cluster.workers ?? {}).length === 0) resolve();
    };
    cluster.on('exit', check);
  });
  const drain = (why: string): void => {
    if (draining) return;
    draining = true;
    options.log(`${why}: draining ${Object.keys(cluster.workers ?? {}).length} workers (in-flight requests and jobs finish)`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  for (let i = 0; i < options.workers; i++) fork(options.jobWorker && i === 0);
  process.once('SIGTERM', () => drain('SIGTERM'));
  process.once('SIGINT', () => drain('SIGINT'));
  await exited;
  if (failed) process.exitCode = 1;
}

/** In a worker whose server and engine are closed: closes the channel to the primary so the process can exit. */
export function leaveCluster(): void {
  if (cluster.isWorker) cluster.worker?.disconnect();
}
