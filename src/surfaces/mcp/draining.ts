/**
 * A transport that knows which requests are still unanswered, so `mnemo mcp` can stop without
 * dropping one: on stdin's end or SIGTERM it waits until every request it received has its answer
 * sent (or was cancelled by the client), then closes. Counting at the transport, not in the tool
 * handlers, also covers requests received but not yet handed to a handler.
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  type MessageExtraInfo,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/** Wraps a transport and tracks the requests it has not answered yet. */
export class DrainingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  private readonly open = new Set<RequestId>();
  private waiters: (() => void)[] = [];

  constructor(private readonly inner: Transport) {
    inner.onmessage = <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => {
      if (isJSONRPCRequest(message)) this.open.add(message.id);
      else if (isJSONRPCNotification(message) && message.method === 'notifications/cancelled') this.settle(message.params?.requestId as RequestId | undefined);
      this.onmessage?.(message, extra);
    };
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
  }

  /** The wrapped transport's session id (none over stdio). */
  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  /** Starts the wrapped transport. */
  start(): Promise<void> {
    return this.inner.start();
  }

  /** Sends, and counts a response as the answer to its request. */
  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    await this.inner.send(message, options);
    if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) this.settle(message.id);
  }

  /** Closes the wrapped transport. */
  close(): Promise<void> {
    return this.inner.close();
  }

  /** Passes the negotiated protocol version on. */
  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  /** Resolves when every request received so far has been answered or cancelled. */
  drained(): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private settle(id: RequestId | undefined): void {
    if (id === undefined || !this.open.delete(id) || this.open.size > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
