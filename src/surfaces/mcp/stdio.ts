/**
 * MCP over stdio, one JSON-RPC message per line, that never goes silent: a line over the limit
 * (10 MB) is skipped to its end and answered with a JSON-RPC error, a line that is not JSON gets a
 * parse error (-32700), and JSON that is not a JSON-RPC message gets an invalid-request error
 * (-32600, with the message's id when it has one). The server goes on reading after each.
 */
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { silentLogger, type Logger } from '../../core/logger.js';

/** The longest line read, in bytes (the MCP SDK's own default). */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;

/** Options of {@link LineStdioTransport}. */
export interface LineStdioOptions {
  readonly stdin?: Readable;
  readonly stdout?: Writable;
  readonly maxLineBytes?: number;
  readonly logger?: Logger;
}

/** A stdio transport that answers what it cannot read instead of closing. */
export class LineStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;
  private readonly stdin: Readable;
  private readonly stdout: Writable;
  private readonly max: number;
  private readonly logger: Logger;
  private parts: Buffer[] = [];
  private size = 0;
  /** Skipping the rest of an over-long line. */
  private skipping = false;
  private readonly ondata = (chunk: Buffer) => this.take(chunk);

  constructor(options: LineStdioOptions = {}) {
    this.stdin = options.stdin ?? process.stdin;
    this.stdout = options.stdout ?? process.stdout;
    this.max = options.maxLineBytes ?? MAX_LINE_BYTES;
    this.logger = options.logger ?? silentLogger;
  }

  async start(): Promise<void> {
    this.stdin.on('data', this.ondata);
  }

  async close(): Promise<void> {
    this.stdin.off('data', this.ondata);
    if (this.stdin.listenerCount('data') === 0) this.stdin.pause();
    this.parts = [];
    this.size = 0;
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdout.write(JSON.stringify(message) + '\n')) resolve();
      else this.stdout.once('drain', resolve);
    });
  }

  private take(chunk: Buffer): void {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); ; nl = chunk.indexOf(10, from)) {
      const end = nl === -1 ? chunk.length : nl;
      if (!this.skipping) {
        if (this.size + (end - from) > this.max) {
          this.skipping = true;
          this.parts = [];
          this.size = 0;
        } else if (end > from) {
          this.parts.push(chunk.subarray(from, end));
          this.size += end - from;
        }
      }
      if (nl === -1) return;
      this.line();
      from = nl + 1;
    }
  }

  private line(): void {
    if (this.skipping) {
      this.skipping = false;
      this.logger.warn('mcp line over the limit skipped', { limitBytes: this.max });
      void this.fail(null, -32600, `the message is over the ${this.max}-byte limit of one line; it was not read`);
      return;
    }
    const text = Buffer.concat(this.parts).toString('utf8').replace(/\r$/, '');
    this.parts = [];
    this.size = 0;
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.logger.warn('mcp line is not JSON', { bytes: text.length });
      void this.fail(null, -32700, 'parse error: the line is not JSON');
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      const id = (value as { id?: unknown } | null)?.id;
      this.logger.warn('mcp line is not a JSON-RPC message', {});
      void this.fail(typeof id === 'string' || typeof id === 'number' ? id : null, -32600, 'invalid request: the line is not a JSON-RPC 2.0 message');
      return;
    }
    this.onmessage?.(parsed.data);
  }

  private fail(id: string | number | null, code: number, message: string): Promise<void> {
    return this.send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage);
  }
}
