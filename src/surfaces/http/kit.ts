/** What every route file shares: the typed app, route definitions with the common error responses, JSON replies. */
import { createRoute, type OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { stateOf, type MemoryState } from '../../core/memory-state.js';
import { requestError } from '../../core/requests/index.js';
import type { MemoryRecord } from '../../core/types/memory.js';
import type { HttpEnv } from './auth.js';
import { ErrorSchema } from './schemas.js';

/** The API's app type. */
export type HttpApp = OpenAPIHono<HttpEnv>;

const ERRORS = {
  400: 'invalid input (`INVALID_INPUT`, `SCOPE_REQUIRED`, `SECRET_DETECTED`)',
  401: 'no API key, or a bad or revoked one (`UNAUTHORIZED`)',
  403: 'the key may not do this: a read key writing, or the namespace policy (`POLICY_DENIED`)',
  404: 'no such memory, session or user for this key (`NOT_FOUND`): another tenant’s or user’s ids look the same',
  409: 'the memory was replaced or forgotten (`SUPERSEDED`), or a concurrent write (`CONFLICT`)',
  413: 'the body is over the limit (`TOO_LARGE`)',
  415: 'the body is not JSON (`INVALID_INPUT`): send Content-Type: application/json',
  429: 'too many requests in flight on this server (`BUSY`): retry after `Retry-After` seconds',
} as const;

/** A JSON response of a route. */
export function json<S extends z.ZodType>(schema: S, description: string): { description: string; content: { 'application/json': { schema: S } } } {
  return { description, content: { 'application/json': { schema } } };
}

/** A route with the common error responses and bearer security. */
export function defineRoute<R extends RouteConfig>(config: R): R {
  const errors = Object.fromEntries(Object.entries(ERRORS).map(([s, d]) => [s, { description: d, content: { 'application/json': { schema: ErrorSchema } } }]));
  return createRoute({ security: [{ bearer: [] }], ...config, responses: { ...errors, ...config.responses } }) as R;
}

/**
 * A route's hook for a write body: a body that fails the shared request schema is refused with the
 * error the library gives for the same request (src/core/requests, `requestError`), so HTTP, MCP,
 * the tools and the CLI answer one request alike. `what` names the operation (it may look at the body).
 */
export function refuseAs(what: string | ((body: Record<string, unknown>) => string)) {
  return <R extends { success: boolean }>(outcome: R): undefined => {
    const result = outcome as R & { error?: unknown; data?: unknown };
    if (result.success || !(result.error instanceof ZodError)) return undefined;
    const body = typeof result.data === 'object' && result.data !== null ? (result.data as Record<string, unknown>) : {};
    throw requestError(result.error, typeof what === 'string' ? what : what(body), result.data);
  };
}

/** Replies with JSON (Dates become ISO strings through JSON.stringify); typed loosely on purpose: the schemas check it in the tests. */
export function send(c: Context<HttpEnv>, body: unknown, status: ContentfulStatusCode = 200): never {
  return c.json(body as never, status) as never;
}

/** A memory as the API shows it: everything but the vector. */
export function memoryJson(record: MemoryRecord): Omit<MemoryRecord, 'embedding'> {
  const { embedding: _embedding, ...rest } = record;
  return rest;
}

/** `'true'` of a query flag. */
export function isTrue(flag: string | undefined): boolean {
  return flag === 'true';
}

/** A query flag as a three-way filter: absent is no filter, `'true'` and `'false'` are the two sides. */
export function tristate(flag: string | undefined): boolean | undefined {
  return flag === undefined ? undefined : flag === 'true';
}

/** A memory of a list with its state at `now` (lists may hold past rows: `includeInvalid`, `archived`). */
export function listedJson(now: Date): (record: MemoryRecord) => Omit<MemoryRecord, 'embedding'> & { state: MemoryState } {
  return (record) => ({ ...memoryJson(record), state: stateOf(record, now) });
}
