/**
 * Serving the app on a port with a graceful stop: stop accepting, let in-flight requests finish,
 * then close the engine (which finishes the job in hand), so nothing acknowledged is lost. Answers
 * sent while draining carry `Connection: close`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Mnemo } from '../../engine/mnemo.js';
import { createHttpApp, type HttpAppOptions } from './app.js';
import type { HttpApp } from './kit.js';

/** A running server. */
export interface RunningServer {
  /** `http://host:port` (the port actually bound, also when 0 was asked for). */
  readonly url: string;
  readonly port: number;
  /** The app being served (its OpenAPI registry is what tests validate responses against). */
  readonly app: HttpApp;
  /** Stops accepting, waits for in-flight requests, then closes the engine. Idempotent. */
  readonly close: () => Promise<void>;
}

/** True for a host that only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Starts the server; resolves once it listens. */
export async function startServer(options: HttpAppOptions & { readonly mnemo: Mnemo; readonly host: string; readonly port: number }): Promise<RunningServer> {
  const app = createHttpApp(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  // While draining, every answer says `Connection: close`, so a keep-alive client opens a new
  // connection (to whatever serves next) instead of sending on one that is about to close.
  const open = new Set<ServerResponse>();
  let closing: Promise<void> | null = null;
  // While draining, every answer tells the client to reconnect (to another process, or later):
  // a keep-alive connection would otherwise stay on a server that is going away.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.setHeader('Connection', 'close');
    else {
      open.add(res);
      res.once('finish', () => open.delete(res)).once('close', () => open.delete(res));
    }
  });
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await options.mnemo.close();
    })());
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { url: `http://${host}:${port}`, port, app, close };
}
