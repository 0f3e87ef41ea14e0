/**
 * `mnemo ask` (one turn) and `mnemo chat` (interactive): the assistant over the user's memory.
 * The answer is printed first; memory writing runs after it (ask drains its own jobs before the
 * process exits, unless --no-wait leaves them to `mnemo worker`).
 */
import type { Command } from 'commander';
import { createInterface } from 'node:readline/promises';
import { Assistant, MAX_MESSAGE_CHARS, type TurnResult } from '../../assistant/assistant.js';
import { MnemoError } from '../../../core/errors.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import { globals, scopeFrom, withMnemo } from '../run.js';
import { emit, type GlobalOptions } from '../io.js';

/** Registers `ask` and `chat`. */
export function registerAssistantCommands(program: Command): void {
  program
    .command('ask')
    .description('one assistant turn: route, answer or edit memory, then write memory')
    .requiredOption('-u, --user <id>', 'the user')
    .option('-s, --session <id>', 'the session to continue (default: the latest open one, or a new one)')
    .option('--new', 'start a new session')
    .option('--agent <id>', 'act as this agent (namespace policy applies)')
    .option('--no-wait', 'do not write memory before exiting; leave the jobs to `mnemo worker`')
    .argument('<message...>', 'what the user says')
    .action(async (words: string[], o: { user: string; session?: string; new?: boolean; agent?: string; wait: boolean }, cmd: Command) => {
      const g = globals(cmd);
      // Refused before the database is opened: a message that cannot be answered writes nothing.
      const message = checkMessage(words.join(' '));
      await withMnemo(
        g,
        async (m) => {
          const scope = scopeFrom({ ...g, user: o.user, agent: o.agent });
          const result = await new Assistant(m).turn(scope, message, { sessionId: o.session, fresh: o.new });
          const written = o.wait ? await m.flush({ scope, timeoutMs: 120_000 }) : null;
          emit(g, { ...summarise(result), jobs: written }, () => result.reply);
          if (written && written.pending > 0) process.stderr.write(`mnemo: ${written.pending} memory job(s) still pending (see mnemo jobs)\n`);
        },
        { access: 'write' },
      );
    });

  program
    .command('chat')
    .description('talk to the assistant in the terminal (/help lists the chat commands; /exit or Ctrl-D ends)')
    .requiredOption('-u, --user <id>', 'the user')
    .option('-s, --session <id>', 'the session to continue')
    .option('--agent <id>', 'act as this agent')
    .action(async (o: { user: string; session?: string; agent?: string }, cmd: Command) => {
      const g = globals(cmd);
      await withMnemo(g, (m) => chat(m, g, o), { access: 'write', background: true });
    });
}

async function chat(m: Mnemo, g: GlobalOptions, o: { user: string; session?: string; agent?: string }): Promise<void> {
  const scope = scopeFrom({ ...g, user: o.user, agent: o.agent });
  const assistant = new Assistant(m);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: Boolean(process.stdin.isTTY) });
  let sessionId = o.session;
  let fresh = false;
  process.stdout.write(
    `Mnemo chat for ${o.user} (${m.llm ? `model ${m.llm.provider}:${m.llm.modelId}` : 'no model: rules only'}). /help lists the commands.\n`,
  );
  const prompt = (): void => {
    if (process.stdin.isTTY) process.stdout.write('> ');
  };
  try {
    prompt();
    // The async iterator buffers lines, so piped input is not lost while a turn is running.
    for await (const raw of rl) {
      const line = raw.trim();
      if (line === '') {
        prompt();
        continue;
      }
      if (line === '/exit' || line === '/quit') break;
      if (line === '/help' || line === '/?') {
        process.stdout.write(CHAT_HELP + '\n');
      } else if (line === '/new') {
        fresh = true;
        sessionId = undefined;
        process.stdout.write('(a new session starts with your next message)\n');
      } else if (line === '/profile') {
        const p = await m.profile(scope);
        process.stdout.write((p.map((e) => `${e.key}: ${String(e.value)}`).join('\n') || 'no profile fields') + '\n');
      } else if (/^\/[a-z?]+$/i.test(line)) {
        process.stdout.write(`(unknown command ${line}: /help lists the commands)\n`);
      } else {
        try {
          const r = await assistant.turn(scope, line, { sessionId, fresh });
          sessionId = r.sessionId;
          fresh = false;
          process.stdout.write(`${r.reply}\n`);
        } catch (error) {
          if (!MnemoError.isInstance(error)) throw error;
          process.stdout.write(`(${error.code}: ${error.message})\n`);
        }
      }
      prompt();
    }
  } finally {
    rl.close();
    if (sessionId) await m.sessions.end(scope, sessionId, 'chat closed');
    await m.flush({ scope, timeoutMs: 120_000 });
  }
}

const CHAT_HELP = [
  'Chat commands:',
  '  /help      this list',
  '  /new       start a new session with your next message (the current one is ended and its memory written)',
  '  /profile   show what Mnemo holds in your profile',
  '  /exit      end the chat (Ctrl-D does too); memory is written before it closes',
  'Anything else is sent to the assistant.',
].join('\n');

/** The message of `ask`: not empty and not longer than the assistant accepts. */
function checkMessage(message: string): string {
  if (message.trim() === '') throw new MnemoError('INVALID_INPUT', 'the message is empty');
  if (message.length > MAX_MESSAGE_CHARS)
    throw new MnemoError('INVALID_INPUT', `the message has ${message.length} characters, the limit is ${MAX_MESSAGE_CHARS}: shorten it`);
  return message;
}

function summarise(r: TurnResult): Record<string, unknown> {
  return {
    sessionId: r.sessionId,
    route: r.route,
    reply: r.reply,
    model: r.model,
    recalled: r.recalled.map((x) => ({ id: x.memory.id, content: x.memory.content, score: x.score, scores: x.scores })),
    edits: r.edits,
    queued: r.queued.map((j) => j.id),
  };
}
