#!/usr/bin/env node
/**
 * The `mnemo` command line. Errors become one line on stderr and a non-zero exit, in one place.
 */
import { Command, CommanderError } from 'commander';
import { registerAdminCommands } from './commands/admin.js';
import { registerAssistantCommands } from './commands/assistant.js';
import { registerSessionCommands } from './commands/sessions.js';
import { registerBenchCommand } from './commands/bench.js';
import { registerDemoCommand } from './commands/demo.js';
import { registerDreamCommands } from './commands/dreams.js';
import { registerLearnCommand } from './commands/learn.js';
import { registerMcpCommand } from './commands/mcp.js';
import { registerForgetCommands } from './commands/forget.js';
import { registerKeyCommands } from './commands/keys.js';
import { registerMemoryCommands } from './commands/memory.js';
import { registerProfileCommands } from './commands/profile.js';
import { registerServeCommand } from './commands/serve.js';
import { registerSkillCommands } from './commands/skills.js';
import { registerStoreCommands } from './commands/store.js';
import { describeError, exitCodeOf, usageErrorLine } from './io.js';

/** Builds the program (exported for tests and embedding). `json` prints commander's own errors as JSON too. */
export function buildProgram(options: { json?: boolean } = {}): Command {
  const program = new Command('mnemo')
    .description('Mnemo — memory for LLM agents: remember, recall, pack context, correct and forget')
    .version('0.1.0')
    .option('--db <path>', 'database: a SQLite file, postgres://… or pglite:<folder> (env MNEMO_DB, default ./mnemo.db)')
    .option('--json', 'machine-readable output')
    .option('--embedder <spec>', 'local (default), hash[:dims], openai:<model>, openai-compatible:<model> (env MNEMO_EMBEDDER)')
    .option('--tenant <id>', 'tenant (default: default)')
    .option('--llm <spec>', 'model for extraction and the assistant: openai:<m>, google:<m>, anthropic:<m>, openai-compatible:<m>, none (env MNEMO_LLM)')
    .option('--idle-timeout <minutes>', 'a session with no message for this long ends; the next starts a new one (env MNEMO_IDLE_TIMEOUT_MS, default 30)')
    .option('--extract-every <n>', 'write memory after every N user turns (env MNEMO_EXTRACT_EVERY, default 1)')
    .option('-v, --verbose', 'log what happens, with scores, to stderr')
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(usageErrorLine(text, options.json === true) + '\n') });
  registerMemoryCommands(program);
  registerProfileCommands(program);
  registerForgetCommands(program);
  registerAdminCommands(program);
  registerStoreCommands(program);
  registerAssistantCommands(program);
  registerSessionCommands(program);
  registerSkillCommands(program);
  registerDreamCommands(program);
  registerLearnCommand(program);
  registerDemoCommand(program);
  registerBenchCommand(program);
  registerMcpCommand(program);
  registerKeyCommands(program);
  registerServeCommand(program);
  for (const c of program.commands) c.exitOverride();
  return program;
}

/** Runs the CLI with `argv` and returns the exit code. */
export async function main(argv: string[] = process.argv): Promise<number> {
  try {
    await buildProgram({ json: argv.includes('--json') }).parseAsync(argv);
    // A command may report a problem without throwing (doctor) by setting process.exitCode.
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    const json = argv.includes('--json');
    const line = describeError(error);
    process.stderr.write(
      json ? JSON.stringify({ error: { code: (error as { code?: string }).code ?? 'INTERNAL', message: line } }) + '\n' : `mnemo: ${line}\n`,
    );
    return exitCodeOf(error);
  }
}
