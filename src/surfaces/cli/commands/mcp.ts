/**
 * `mnemo mcp --user <id>`: Mnemo as an MCP server over stdio, for Claude Desktop, Claude Code,
 * Cursor and any MCP client that starts a command. stdout is the protocol: nothing else may write
 * there (the logger writes to stderr). The user is fixed here, never by the model. Runs the
 * memory-job worker in process unless `--no-worker`; on stdin's end, SIGTERM or SIGINT it finishes
 * the tool calls in flight and the job in hand, closes the store and exits 0. A line it cannot read
 * (over 10 MB, not JSON, not JSON-RPC) is answered with a JSON-RPC error, and it reads on.
 */
import type { Command } from 'commander';
import { MnemoError } from '../../../core/errors.js';
import { globals, scopeFrom, withMnemo } from '../run.js';

/** Registers `mcp`. */
export function registerMcpCommand(program: Command): void {
  program
    .command('mcp')
    .description('serve the memory tools over MCP on stdin/stdout for one user (Claude Desktop, Claude Code, Cursor)')
    .requiredOption('-u, --user <id>', 'the user whose memory the tools use (the model cannot choose another)')
    .option('--agent <id>', 'act as this agent, under the namespace policy')
    .option('--no-worker', 'leave queued memory jobs to `mnemo worker`')
    .option('--poll <ms>', 'how often the worker looks for jobs', '1000')
    .action(async (o: { user: string; agent?: string; worker: boolean; poll: string }, cmd: Command) => {
      const g = globals(cmd);
      const poll = Number(o.poll);
      if (!Number.isInteger(poll) || poll < 10) throw new MnemoError('INVALID_INPUT', '--poll must be a whole number of milliseconds, at least 10');
      // Loaded here so the other commands never load the MCP SDK.
      const { createMcpServer, DrainingTransport, LineStdioTransport } = await import('../../mcp/index.js');
      await withMnemo(
        g,
        async (mnemo) => {
          const server = createMcpServer({ mnemo, scope: scopeFrom({ ...g, ...o }) });
          const transport = new DrainingTransport(new LineStdioTransport({ logger: mnemo.logger }));
          const stopped = new Promise<string>((resolve) => {
            process.stdin.once('end', () => resolve('stdin closed'));
            process.once('SIGTERM', () => resolve('SIGTERM'));
            process.once('SIGINT', () => resolve('SIGINT'));
          });
          await server.connect(transport);
          if (o.worker) mnemo.worker.start(poll);
          mnemo.logger.info('mcp server ready on stdio', { user: o.user, agent: o.agent ?? null, worker: o.worker });
          const why = await stopped;
          mnemo.logger.info('mcp server stopping', { why });
          await transport.drained();
          await server.close();
        },
        { access: 'write', background: o.worker },
      );
    });
}
