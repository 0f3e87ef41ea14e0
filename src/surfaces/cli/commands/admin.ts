/**
 * Store-wide commands: export, import, reembed, setup, stats.
 */
import { createInterface } from 'node:readline';
import { type Command } from 'commander';
import { prepareLocalEmbeddings } from '../../../models/embedders/index.js';
import { MnemoError } from '../../../core/errors.js';
import { globals, scopeFrom, withMnemo } from '../run.js';
import type { SourceRef } from '../../../core/types/memory.js';
import { emit, progress, sourceRef } from '../io.js';

/** Registers the store-wide commands. */
export function registerAdminCommands(program: Command): void {
  program
    .command('export')
    .description('write a user’s whole memory as JSON Lines to stdout')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      await withMnemo(
        g,
        async (m) => {
          for await (const line of m.admin.exportUser(scopeFrom({ ...g, ...o }))) {
            if (!process.stdout.write(line + '\n')) await new Promise((r) => process.stdout.once('drain', r));
          }
        },
        { access: 'read' },
      );
    });

  program
    .command('import')
    .description('read JSON Lines from stdin (a `mnemo export`); every line is validated and guarded before anything is written; importing twice adds nothing')
    .option('-u, --user <id>', 'import into this user (default: the user named in the export)')
    .option(
      '--source <type:id>',
      'record this source (e.g. bootstrap:hr-system) as the lineage of everything imported, so `mnemo revoke` can withdraw it',
      sourceRef,
    )
    .action(async (o: { user?: string; source?: SourceRef }, cmd: Command) => {
      const g = globals(cmd);
      if (process.stdin.isTTY) throw new MnemoError('INVALID_INPUT', 'pipe an export into stdin: mnemo import < alice.jsonl');
      const bar = progress('importing', g);
      const report = await withMnemo(
        g,
        (m) =>
          m.admin.importLines(createInterface({ input: process.stdin, crlfDelay: Infinity }), {
            scope: o.user ? scopeFrom({ ...g, user: o.user }) : undefined,
            onProgress: bar.update,
            source: o.source,
          }),
        { access: 'write' },
      ).finally(bar.stop);
      emit(
        g,
        report,
        () =>
          `imported ${report.memories} memories (${report.skipped} already present, ${report.reembedded} re-embedded), ${report.history} history entries, ` +
          `${report.profile} profile fields, ${report.sessions} sessions with ${report.events} events` +
          (report.flagged ? `; ${report.flagged} kept only as quoted episodes flagged for review (they read as instructions to the assistant)` : ''),
      );
    });

  program
    .command('reembed')
    .description('re-embed every memory with the configured embedder (--embedder) and record the new model')
    .action(async (_o: unknown, cmd: Command) => {
      const g = globals(cmd);
      const bar = progress('re-embedding', g);
      // The engine refuses a mismatched store only when it writes or searches, so reembed can run.
      const report = await withMnemo(g, (m) => m.admin.reembed({ onProgress: bar.update }), { access: 'read' }).finally(bar.stop);
      emit(g, report, () => `re-embedded ${report.reembedded} memories (${report.skipped} already current) from ${report.from ?? 'none'} to ${report.to}`);
    });

  program
    .command('setup')
    .description('prepare the local embedder (convert the word vectors once into a compact cache)')
    .option('--quiet', 'print nothing on success')
    .action(async (o: { quiet?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      const bar = progress('converting word vectors', g);
      const info = await prepareLocalEmbeddings({ onProgress: bar.update }).finally(bar.stop);
      if (!o.quiet) emit(g, info, () => `local embeddings ready at ${info.path}`);
    });

  program
    .command('stats')
    .description('counts and configuration of the store')
    .action(async (_o: unknown, cmd: Command) => {
      const g = globals(cmd);
      const out = await withMnemo(g, (m) => m.admin.stats(), { access: 'read' });
      emit(g, out, () =>
        Object.entries(out)
          .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`)
          .join('\n'),
      );
    });
}
