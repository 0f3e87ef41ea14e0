/**
 * Sessions and the job queue by hand: `mnemo sessions`, `mnemo session show|end`, `mnemo jobs`,
 * `mnemo worker`.
 */
import type { Command } from 'commander';
import { MnemoError } from '../../../core/errors.js';
import { JOB_STATUSES, type JobStatus } from '../../../core/types/job.js';
import { globals, scopeFrom, withMnemo } from '../run.js';
import { emit } from '../io.js';

const time = (d: Date | null): string => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '-');

/** Registers `sessions`, `session`, `jobs` and `worker`. */
export function registerSessionCommands(program: Command): void {
  program
    .command('sessions')
    .description('a user’s sessions, most recently active first')
    .requiredOption('-u, --user <id>', 'the user')
    .option('--limit <n>', 'how many', '20')
    .action(async (o: { user: string; limit: string }, cmd: Command) => {
      const g = globals(cmd);
      const rows = await withMnemo(g, (m) => m.sessions.list(scopeFrom({ ...g, ...o }), { limit: Number(o.limit) }), { access: 'read' });
      emit(g, rows, () =>
        rows.length === 0
          ? 'no sessions'
          : rows
              .map(
                (s) =>
                  `${s.id}  ${time(s.startedAt)} → ${time(s.lastEventAt)}  ${s.eventCount} events, extracted to ${s.watermark}  ${s.endedAt ? `ended (${s.endReason})` : 'open'}`,
              )
              .join('\n'),
      );
    });

  const session = program.command('session').description('one session: show its log, or end it');
  session
    .command('show')
    .argument('<id>', 'session id')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (id: string, o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      const { s, events } = await withMnemo(
        g,
        async (m) => {
          const scope = scopeFrom({ ...g, ...o });
          return { s: await m.sessions.get(scope, id), events: await m.sessions.events(scope, id) };
        },
        { access: 'read' },
      );
      emit(g, { session: s, events }, () =>
        [
          `${s.id}  ${s.endedAt ? `ended ${time(s.endedAt)} (${s.endReason})` : 'open'}, extracted to event ${s.watermark} of ${s.eventCount}`,
          ...(s.summary ? [`summary: ${s.summary}`] : []),
          ...events.map((e) => `[${e.seq}] ${time(e.at)} ${e.role}${e.name ? `(${e.name})` : ''}: ${e.content}`),
        ].join('\n'),
      );
    });
  session
    .command('end')
    .argument('<id>', 'session id')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (id: string, o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      const job = await withMnemo(
        g,
        async (m) => {
          const scope = scopeFrom({ ...g, ...o });
          const queued = await m.sessions.end(scope, id, 'ended by hand');
          await m.flush({ scope });
          return queued;
        },
        { access: 'read' },
      );
      emit(g, { ended: id, job: job?.id ?? null }, () => `ended ${id}${job ? ' and extracted what was left' : ''}`);
    });

  program
    .command('jobs')
    .description('the memory-writing queue: pending and failed jobs with their errors')
    .option('-u, --user <id>', 'only this user’s jobs')
    .option('--status <list>', `comma-separated: ${JOB_STATUSES.join(', ')}`, 'pending,running,failed')
    .option('--retry <id>', 'put a failed job back in the queue')
    .option('--limit <n>', 'how many', '50')
    .action(async (o: { user?: string; status: string; retry?: string; limit: string }, cmd: Command) => {
      const g = globals(cmd);
      const statuses = o.status.split(',').map((x) => x.trim()) as JobStatus[];
      const bad = statuses.find((x) => !JOB_STATUSES.includes(x));
      if (bad) throw new MnemoError('INVALID_INPUT', `unknown status "${bad}": use ${JOB_STATUSES.join(', ')}`);
      const jobs = await withMnemo(
        g,
        async (m) => {
          if (o.retry) await m.admin.retryJob(o.retry);
          return m.admin.jobs({ statuses, scope: o.user ? scopeFrom({ ...g, user: o.user }) : undefined, limit: Number(o.limit) });
        },
        { access: 'read' },
      );
      emit(g, jobs, () =>
        jobs.length === 0
          ? 'no jobs'
          : jobs
              .map((j) =>
                [
                  `${j.id}  ${j.status}  ${j.type} ${JSON.stringify(j.payload)}  user ${j.userId}  attempts ${j.attempts}/${j.maxAttempts}  next ${time(j.runAt)}`,
                  ...(j.lastError ? [`    error: ${j.lastError}`] : []),
                  ...(j.rawOutput ? [`    model said: ${j.rawOutput.slice(0, 300)}`] : []),
                ].join('\n'),
              )
              .join('\n'),
      );
    });

  program
    .command('worker')
    .description(
      'process memory-writing jobs, end idle sessions and queue the scheduled maintenance, lessons and dreams: until stopped, or --once for the jobs due now',
    )
    .option('--once', 'process due jobs, then exit')
    .option('--poll <ms>', 'how often to look for jobs', '1000')
    .action(async (o: { once?: boolean; poll: string }, cmd: Command) => {
      const g = globals(cmd);
      await withMnemo(
        g,
        async (m) => {
          if (o.once) {
            // Sessions idle past the timeout end first, so their `session-end` extraction runs now.
            await m.sessions.endIdle();
            const total = { done: 0, retried: 0, failed: 0 };
            for (;;) {
              const t = await m.worker.runOnce({ limit: 50 });
              total.done += t.done;
              total.retried += t.retried;
              total.failed += t.failed;
              if (t.done + t.retried + t.failed === 0) break;
            }
            emit(g, total, () => `done ${total.done}, retried later ${total.retried}, failed ${total.failed}`);
            return;
          }
          process.stderr.write(`mnemo worker ${m.worker.id} polling every ${o.poll} ms (Ctrl-C stops)\n`);
          m.worker.start(Number(o.poll));
          const keepAlive = setInterval(() => {}, 1 << 30);
          await new Promise<void>((resolve) => {
            process.once('SIGINT', resolve);
            process.once('SIGTERM', resolve);
          });
          clearInterval(keepAlive);
          await m.worker.stop();
        },
        { access: 'read' },
      );
    });
}
