/**
 * `mnemo demo`: the offline walkthrough (what `npm start` runs).
 */
import type { Command } from 'commander';
import { runWalkthrough } from '../../demo/walkthrough.js';
import { globals, storeDescription, withMnemo } from '../run.js';
import { selfCommand } from '../io.js';

/** Registers `demo`. */
export function registerDemoCommand(program: Command): void {
  program
    .command('demo')
    .description('a scripted walk through remember, recall, context, correct and forget, offline')
    .action(async (_o: unknown, cmd: Command) => {
      const g = globals(cmd);
      process.stdout.write(`Mnemo demo on ${storeDescription(g)} (local embeddings, no model, no network)\n\n`);
      await withMnemo(g, (m) => runWalkthrough(m, (line) => process.stdout.write(line + '\n'), { db: g.db, command: selfCommand() }), { access: 'write' });
    });
}
