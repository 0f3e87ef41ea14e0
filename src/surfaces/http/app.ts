/**
 * The HTTP surface of Mnemo: `createHttpApp({ mnemo, auth })` gives a Hono app (testable with
 * `app.request()`) serving the REST API under `/v1`, `/openapi.json`, `/docs` and `/healthz`. Every
 * route goes through the facade (`mnemo.*`, `mnemo.sessions.*`, `mnemo.admin.*`), never the store.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MnemoError } from '../../core/errors.js';
import type { Mnemo } from '../../engine/mnemo.js';
import { authenticate, type AuthMode, type HttpEnv } from './auth.js';
import { DOCS_HTML, FAVICON_SVG, docsAsset } from './docs-page.js';
import { inspectorApp } from '../inspector/index.js';
import { errorBody, mapError } from './errors.js';
import { refuseDuplicateKeys } from './json-keys.js';
import type { HttpApp } from './kit.js';
import { adminRoutes } from './routes/admin.js';
import { memoryRoutes } from './routes/memories.js';
import { retrievalRoutes } from './routes/retrieval.js';
import { sessionRoutes } from './routes/sessions.js';
import { userRoutes } from './routes/users.js';

/** Options of {@link createHttpApp}. */
export interface HttpAppOptions {
  readonly mnemo: Mnemo;
  /** API keys from the store (the default), or none (loopback development only; `mnemo serve` enforces that). */
  readonly auth?: AuthMode;
  /** Largest JSON body in bytes (default 1 MiB); larger → 413 TOO_LARGE. */
  readonly bodyLimitBytes?: number;
  /** Requests handled at once (default 256); more → 429 BUSY, so a flood queues in clients, not in memory. */
  readonly maxInFlight?: number;
  /** Largest NDJSON import body in bytes (default 64 MiB). */
  readonly importLimitBytes?: number;
  /**
   * MOUNT POINT FOR MCP (Streamable HTTP at `/mcp`). When given, `/mcp` first passes the in-flight
   * limit, the body limit and the key check (401 without a valid key); then this is called once with
   * the app, to add the handler: `app.all('/mcp', (c) => … boundScopeOf(c) …)`. The key decides the
   * tenant, user and agent; `boundScopeOf` refuses a key not bound to one user.
   */
  /** What `/healthz` says of the serving process (`mnemo serve` passes whether it runs the job worker). */
  readonly processInfo?: { readonly jobWorker: boolean };
  /** Serve the inspector (web pages at `/`, same keys; default true). */
  readonly inspector?: boolean;
  readonly mountMcp?: (app: Hono<HttpEnv>, auth: ReturnType<typeof authenticate>) => void;
}

const VERSION = '0.1.0';

/** Builds the HTTP app. */
export function createHttpApp(options: HttpAppOptions): HttpApp {
  const { mnemo } = options;
  const auth = options.auth ?? { type: 'keys' };
  const limit = options.bodyLimitBytes ?? 1024 * 1024;
  const importLimit = options.importLimitBytes ?? 64 * 1024 * 1024;
  const tooLarge = (): never => {
    throw new MnemoError('TOO_LARGE', 'the request body is larger than the server accepts');
  };
  const app: HttpApp = new OpenAPIHono<HttpEnv>({
    // A body or query that fails its schema never reaches the handler: 400 with the first problem.
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : result.target;
      return c.json(errorBody('INVALID_INPUT', `${where}: ${issue?.message ?? 'invalid'}`), 400);
    },
  });
  app.onError(mapError(mnemo.logger));
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `no route ${c.req.method} ${c.req.path}`), 404));

  // Unauthenticated, so it shows only process-wide counters; a store that cannot answer leaves the cache out, not the server down.
  const processInfo = options.processInfo && { pid: process.pid, jobWorker: options.processInfo.jobWorker };
  app.get('/healthz', async (c) =>
    c.json({ ok: true, indexCache: await mnemo.admin.indexCache().catch(() => null), ...(processInfo && { process: processInfo }) }),
  );
  app.get('/docs', (c) => c.html(DOCS_HTML));
  app.get('/docs/assets/:name', (c) => {
    const asset = docsAsset(c.req.param('name'));
    if (asset === undefined) return c.json(errorBody('NOT_FOUND', `no route GET ${c.req.path}`), 404);
    return c.body(typeof asset.body === 'string' ? asset.body : new Uint8Array(asset.body), 200, {
      'Content-Type': asset.type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    app.get(path, (c) => c.body(FAVICON_SVG, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }));
  }
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Mnemo',
      version: VERSION,
      description: 'Memory for LLM agents over HTTP: remember, recall, context, correct and forget, per tenant and user.',
    },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', description: 'An API key from `mnemo keys create`.' });

  const maxInFlight = options.maxInFlight ?? 256;
  let inFlight = 0;
  const limitInFlight = async (_c: unknown, next: () => Promise<void>): Promise<void> => {
    if (inFlight >= maxInFlight) throw new MnemoError('BUSY', 'the server is at its limit of requests in flight: retry shortly');
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
  app.use('/v1/*', limitInFlight);
  const authenticator = authenticate(mnemo, auth);
  app.use('/v1/users/:userId/import', bodyLimit({ maxSize: importLimit, onError: tooLarge }));
  app.use('/v1/*', async (c, next) => (c.req.path.endsWith('/import') ? next() : bodyLimit({ maxSize: limit, onError: tooLarge })(c, next)));
  app.use('/v1/*', authenticator);
  app.use('/v1/*', refuseDuplicateKeys);

  memoryRoutes(app, mnemo);
  retrievalRoutes(app, mnemo);
  userRoutes(app, mnemo, { importLimitBytes: importLimit });
  sessionRoutes(app, mnemo);
  adminRoutes(app, mnemo);
  if (options.mountMcp) {
    // MCP sits behind the same limits and keys as /v1; the handler reads the identity (boundScopeOf).
    app.use('/mcp', limitInFlight, bodyLimit({ maxSize: limit, onError: tooLarge }), authenticator);
    options.mountMcp(app as unknown as Hono<HttpEnv>, authenticator);
  }
  // The inspector: pages at `/` over the same facade and keys (a cookie holds the key; see docs/inspector.md).
  if (options.inspector !== false) {
    app.route('/', inspectorApp(mnemo, auth));
  }
  return app;
}
