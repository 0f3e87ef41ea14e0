/**
 * Helpers of the HTTP tests: a real server on 127.0.0.1 (random port) over a real SQLite file, a
 * client, and a validator of every response against the route's schema in the app's OpenAPI registry
 * (the same zod schemas the document is generated from), recording which routes were exercised.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { createMnemo } from '../src/engine/create-mnemo.js';
import { startServer, type RunningServer } from '../src/surfaces/http/serve.js';
import type { Mnemo } from '../src/engine/mnemo.js';

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
  headers: Headers;
}

interface RouteDef {
  method: string;
  path: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema: z.ZodType }> }>;
}

/** A server, its engine and a client that validates every reply. */
export interface Harness {
  server: RunningServer;
  mnemo: Mnemo;
  dir: string;
  covered: Set<string>;
  routes: RouteDef[];
  call: (
    method: string,
    path: string,
    options?: { key?: string | null; body?: unknown; raw?: string; contentType?: string; query?: Record<string, string> },
  ) => Promise<Reply>;
  close: () => Promise<void>;
}

/** Starts a server over a fresh SQLite file, which `seed` may fill first. */
export async function startHarness(
  options: { bodyLimitBytes?: number; seed?: (db: string) => Promise<void>; recall?: NonNullable<Parameters<typeof createMnemo>[0]>['recall'] } = {},
): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'mnemo-http-'));
  await options.seed?.(join(dir, 'api.db'));
  const mnemo = await createMnemo({ db: join(dir, 'api.db'), llm: null, writePath: { background: false }, ...(options.recall && { recall: options.recall }) });
  const server = await startServer({ mnemo, host: '127.0.0.1', port: 0, bodyLimitBytes: options.bodyLimitBytes });
  const routes: RouteDef[] = server.app.openAPIRegistry.definitions
    .filter((d) => d.type === 'route')
    .map((d) => {
      const r = (d as unknown as { route: { method: string; path: string; responses: RouteDef['responses'] } }).route;
      return { method: r.method.toUpperCase(), path: r.path, pattern: new RegExp('^' + r.path.replace(/\{[^}]+\}/g, '[^/]+') + '$'), responses: r.responses };
    });
  const covered = new Set<string>();
  const call: Harness['call'] = async (method, path, o = {}) => {
    const url = new URL(server.url + path);
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {};
    if (o.key) headers.authorization = `Bearer ${o.key}`;
    let body: string | undefined;
    if (o.raw !== undefined) {
      body = o.raw;
      headers['content-type'] = o.contentType ?? 'application/json';
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.includes('application/json') ? JSON.parse(text) : undefined;
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (route) {
      const response = route.responses[String(res.status)];
      assert.ok(response, `${method} ${route.path} answered ${res.status}, which its OpenAPI entry does not declare: ${text.slice(0, 200)}`);
      const schema = response.content?.['application/json']?.schema;
      if (schema) {
        const check = schema.safeParse(parsed);
        assert.ok(check.success, `${method} ${route.path} ${res.status} does not match its schema: ${check.success ? '' : check.error.message}`);
      }
      if (res.status < 300) covered.add(`${method} ${route.path}`);
    }
    if (res.status >= 400 && parsed) {
      assert.equal(typeof parsed.error?.code, 'string', 'an error carries a code');
      assert.equal(typeof parsed.error?.message, 'string', 'an error carries a message');
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  };
  return {
    server,
    mnemo,
    dir,
    covered,
    routes,
    call,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
