/**
 * `mnemo skills add|list|show|remove|proposals|adopt`: procedural memory as documents (M20), and the
 * procedures the extractor found, proposed as skills for a person to adopt.
 */
import { readFile } from 'node:fs/promises';
import { type Command } from 'commander';
import { MnemoError } from '../../../core/errors.js';
import { day, emit } from '../io.js';
import { globals, scopeFrom, withMnemo } from '../run.js';

/** Registers the skills commands. */
export function registerSkillCommands(program: Command): void {
  const skills = program.command('skills').description('skills: procedures stored as documents, listed in context by name, loaded on demand');
  skills
    .command('add <file>')
    .description('add a skill from a markdown file (name: --name, front matter `name:` or the first heading)')
    .requiredOption('-u, --user <id>', 'the user')
    .option('--name <name>', 'the skill’s name')
    .option('--replace', 'replace a skill of the same name')
    .action(async (file: string, o: { user: string; name?: string; replace?: boolean }, cmd: Command) => {
      const g = globals(cmd);
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new MnemoError('INVALID_INPUT', `cannot read ${file}: ${error.code ?? error.message}`);
      });
      const skill = await withMnemo(g, (m) => m.skills.add(scopeFrom({ ...g, ...o }), text, { name: o.name, replace: o.replace }), { access: 'write' });
      emit(
        g,
        { name: skill.name, description: skill.description, memoryId: skill.memoryId, chars: skill.body.length },
        () => `added skill ${skill.name}: ${skill.description}`,
      );
    });
  skills
    .command('list')
    .description('the user’s skills: name and one-line description')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      const rows = await withMnemo(g, (m) => m.skills.list(scopeFrom({ ...g, ...o })), { access: 'read' });
      emit(g, rows, () => (rows.length === 0 ? 'no skills' : rows.map((s) => `${s.name}  ${s.description}  (${day(s.addedAt)})`).join('\n')));
    });
  skills
    .command('show <name>')
    .description('the full text of a skill')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (name: string, o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      const skill = await withMnemo(g, (m) => m.skills.get(scopeFrom({ ...g, ...o }), name), { access: 'read' });
      emit(g, skill, () => skill.body);
    });
  skills
    .command('remove <name>')
    .description('remove a skill (its memory is forgotten; history keeps it)')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (name: string, o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      const skill = await withMnemo(g, (m) => m.skills.remove(scopeFrom({ ...g, ...o }), name), { access: 'write' });
      emit(g, { removed: skill.name, memoryId: skill.memoryId }, () => `removed skill ${skill.name}`);
    });
  skills
    .command('proposals')
    .description('procedures the extractor found in sessions, proposed as skills (adopt one to make it a skill)')
    .requiredOption('-u, --user <id>', 'the user')
    .action(async (o: { user: string }, cmd: Command) => {
      const g = globals(cmd);
      const rows = await withMnemo(g, (m) => m.skills.proposals(scopeFrom({ ...g, ...o })), { access: 'read' });
      emit(g, rows, () =>
        rows.length === 0 ? 'no procedures proposed as skills' : rows.map((p) => `${p.memoryId}  ${p.name}  ${p.content}  (${day(p.foundAt)})`).join('\n'),
      );
    });
  skills
    .command('adopt <memoryId>')
    .description('make a proposed procedure a skill (the procedure memory is forgotten; the skill names it)')
    .requiredOption('-u, --user <id>', 'the user')
    .option('--name <name>', 'the skill’s name (default: drawn from the procedure’s words)')
    .action(async (memoryId: string, o: { user: string; name?: string }, cmd: Command) => {
      const g = globals(cmd);
      const skill = await withMnemo(g, (m) => m.skills.adopt(scopeFrom({ ...g, ...o }), memoryId, { name: o.name }), { access: 'write' });
      emit(
        g,
        { name: skill.name, description: skill.description, memoryId: skill.memoryId, adoptedFrom: memoryId },
        () => `adopted ${memoryId} as skill ${skill.name}`,
      );
    });
}
