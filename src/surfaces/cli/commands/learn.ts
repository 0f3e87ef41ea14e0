/**
 * `mnemo learn`: lessons from episodes (M18).
 */
import { type Command } from 'commander';
import { emit } from '../io.js';
import { globals, scopeFrom, withMnemo } from '../run.js';

/** Registers `learn`. */
export function registerLearnCommand(program: Command): void {
  program
    .command('learn')
    .description('turn clusters of similar episodes into lessons (needs a model to phrase them), then archive the episodes')
    .requiredOption('-u, --user <id>', 'the user')
    .option('--dry-run', 'report the clusters; write nothing')
    .action(async (o: { user: string; dryRun?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      const report = await withMnemo(g, (m) => m.lessons.learn(scopeFrom({ ...g, ...o }), { dryRun: o.dryRun }), { access: o.dryRun ? 'read' : 'write' });
      emit(g, report, () =>
        [
          `${report.clusters.length} cluster(s) of similar episodes, ${report.lessons.length} lesson(s) written`,
          ...report.clusters.map((c) => `  cluster: ${c.episodeIds.join(', ')} (similarity ≥ ${c.minSimilarity})`),
          ...report.lessons.map((l) => `  lesson ${l.memoryId} [${l.kind}] ${l.content}`),
          ...report.notes.map((n) => `  note: ${n}`),
        ].join('\n'),
      );
    });
}
