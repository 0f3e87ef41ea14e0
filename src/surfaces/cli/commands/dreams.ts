/**
 * `mnemo dream` and `mnemo dreams list|show|approve|discard` (M19): propose, review, apply.
 */
import { type Command } from 'commander';
import type { DreamCandidate, DreamRecord } from '../../../core/types/dream.js';
import { day, emit } from '../io.js';
import { globals, scopeFrom, withMnemo } from '../run.js';

function candidateLine(c: DreamCandidate): string {
  if (c.type === 'insight') return `${c.id}  insight  [${c.kind}] ${c.content}  (from ${c.evidence.join(', ')})`;
  return `${c.id}  ${c.type}  keep ${c.keep}, drop ${c.drop}  (${c.reason})`;
}

function dreamText(d: DreamRecord): string {
  const head = `dream ${d.id}  ${d.status}  ${day(d.createdAt)}  ${d.candidates.length} candidate(s)`;
  const lines = d.candidates.map((c) => `  ${d.applied.includes(c.id) ? '✓ ' : ''}${candidateLine(c)}`);
  return [head, ...lines, ...d.notes.map((n) => `  note: ${n}`)].join('\n');
}

/** Registers `dream` and `dreams`. */
export function registerDreamCommands(program: Command): void {
  program
    .command('dream')
    .description('propose merges, contradictions to resolve and (with a model) insights, as a reviewable dream; changes no memory')
    .requiredOption('-u, --user <id>', 'the user')
    .option('--sessions <n>', 'recent sessions to read for insights', '3')
    .action(async (o: { user: string; sessions: string }, cmd: Command) => {
      const g = globals(cmd);
      const dream = await withMnemo(g, (m) => m.dreams.dream(scopeFrom({ ...g, ...o }), { sessions: Number(o.sessions) }), { access: 'write' });
      emit(g, dream, () => `${dreamText(dream)}\nreview it with: mnemo dreams show ${dream.id} --user ${o.user}`);
    });

  const dreams = program.command('dreams').description('review dreams: list, show, approve (apply), discard');
  dreams
    .command('list')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      const rows = await withMnemo(g, (m) => m.dreams.list(scopeFrom({ ...g, ...o })), { access: 'read' });
      emit(g, rows, () =>
        rows.length === 0 ? 'no dreams' : rows.map((d) => `${d.id}  ${d.status}  ${day(d.createdAt)}  ${d.candidates.length} candidate(s)`).join('\n'),
      );
    });
  dreams
    .command('show <id>')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (id: string, o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      const dream = await withMnemo(g, (m) => m.dreams.get(scopeFrom({ ...g, ...o }), id), { access: 'read' });
      emit(g, dream, () => dreamText(dream));
    });
  dreams
    .command('approve <id>')
    .description('apply the dream’s candidates (all, or --only ids/types) through the normal write path')
    .requiredOption('-u, --user <id>', 'the user')
    .option('--only <which...>', 'candidate ids (c1 c2) or types (merge, contradiction, insight)')
    .action(async (id: string, o: { user: string; only?: string[] }, cmd: Command) => {
      const g = globals(cmd);
      const only = o.only
        ?.flatMap((x) => x.split(','))
        .map((x) => x.trim())
        .filter(Boolean);
      const report = await withMnemo(g, (m) => m.dreams.approve(scopeFrom({ ...g, ...o }), id, { only }), { access: 'write' });
      emit(g, report, () =>
        [`approved dream ${id}: ${report.applied.length} applied`, ...report.skipped.map((s) => `  skipped ${s.id}: ${s.reason}`)].join('\n'),
      );
    });
  dreams
    .command('discard <id>')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (id: string, o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      await withMnemo(g, (m) => m.dreams.discard(scopeFrom({ ...g, ...o }), id), { access: 'write' });
      emit(g, { discarded: id }, () => `discarded dream ${id}`);
    });
}
