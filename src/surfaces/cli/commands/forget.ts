/**
 * Forgetting: `maintain` (expire, decay, age, archive) and `revoke` (a source withdrawn). See
 * docs/forgetting.md.
 */
import type { Command } from 'commander';
import type { MaintenanceReport } from '../../../engine/facade-types.js';
import { globals, scopeFrom, withMnemo } from '../run.js';
import { emit, progress } from '../io.js';

/** Registers `maintain` and `revoke`. */
export function registerForgetCommands(program: Command): void {
  program
    .command('maintain')
    .description('expire memories past their TTL, invalidate decayed ones, age confidence, archive unsure ones (hard rules and profile fields stay)')
    .option('-u, --user <id>', 'only this user (default: every user)')
    .option('--dry-run', 'print the plan and change nothing')
    .action(async (o: { user?: string; dryRun?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      const bar = progress(o.dryRun ? 'planning' : 'maintaining', g);
      const reports = await withMnemo(
        g,
        async (m) => {
          const total = (await m.admin.stats()).memories;
          let before = 0;
          let last = 0;
          return m.maintain({
            ...(o.user !== undefined && { scope: scopeFrom({ ...g, user: o.user }) }),
            dryRun: o.dryRun,
            onProgress: (scanned) => {
              if (scanned < last) before += last;
              last = scanned;
              bar.update(Math.min(before + scanned, total), total);
            },
          });
        },
        { access: o.dryRun ? 'read' : 'write' },
      ).finally(() => bar.stop());
      emit(g, reports, () => reports.map((r) => describe(r)).join('\n') || 'no users');
    });

  program
    .command('revoke')
    .description('withdraw a source: what came only from it is deleted (content not kept in history), what was blended is regenerated')
    .requiredOption('-u, --user <id>', 'the user whose memories came from the source')
    .requiredOption('--source <type:id>', 'the source, e.g. bootstrap:hr-system, import:<id> or session:<id>')
    .option('--dry-run', 'print what would be deleted or regenerated and change nothing')
    .action(async (o: { user: string; source: string; dryRun?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      const r = await withMnemo(g, (m) => m.revokeSource(scopeFrom({ ...g, user: o.user }), o.source, { dryRun: o.dryRun }), {
        access: o.dryRun ? 'read' : 'write',
      });
      emit(g, r, () => {
        const head = `${r.dryRun ? 'would revoke' : 'revoked'} ${r.source}: ${r.deleted} deleted, ${r.regenerated} regenerated`;
        const lines = r.steps.map(
          (s) =>
            `  ${s.action.padEnd(10)} ${s.memoryId}${s.by ? ` (${s.by === 'model' ? 'rewritten by the model' : 'remaining statement'})` : ''}${s.content !== undefined ? `  → ${s.content}` : ''}`,
        );
        const session = r.clearedSession
          ? [
              `  session ${r.clearedSession}: ${r.dryRun ? 'its events, summary and jobs would be removed' : 'events, summary and jobs removed; the session is ended'}`,
            ]
          : [];
        return [head, ...lines, ...session].join('\n');
      });
    });
}

function describe(r: MaintenanceReport): string {
  const c = r.counts;
  const head =
    `${r.dryRun ? 'plan for' : 'maintained'} ${r.userId}: ${r.scanned} current, ${r.protected} protected; ` +
    `${c.expire} expired, ${c.decay} decayed, ${c.age} aged, ${c.archive} archived`;
  const lines = r.steps.map((s) => `  ${s.action.padEnd(8)} ${s.memoryId}  ${s.reason}  “${s.content}”`);
  return [head, ...lines].join('\n');
}
