/** `/v1/sessions`: open, append turns, list, show, end. */
import type { Mnemo } from '../../../engine/mnemo.js';
import type { Job } from '../../../core/types/job.js';
import { scopeOf } from '../auth.js';
import { defineRoute, json, send, type HttpApp } from '../kit.js';
import {
  AppendBody,
  AppendResult,
  EndResult,
  EndSessionBody,
  OpenSessionBody,
  SessionDetail,
  SessionList,
  SessionListQuery,
  SessionParams,
  SessionSchema,
  UserQuery,
} from '../schemas.js';

const tags = ['sessions'];

/** A job as the API shows it (no lease holder, payload or raw model output). */
export function jobJson(job: Job): Record<string, unknown> {
  const { id, userId, type, status, attempts, maxAttempts, runAt, lastError, createdAt, updatedAt } = job;
  return { id, userId, type, status, attempts, maxAttempts, runAt, lastError, createdAt, updatedAt };
}

/** Registers the session routes. */
export function sessionRoutes(app: HttpApp, mnemo: Mnemo): void {
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/v1/sessions',
      tags,
      summary: 'Open a session (or resume the active one)',
      request: { body: { required: true, content: { 'application/json': { schema: OpenSessionBody } } } },
      responses: { 201: json(SessionSchema, 'the session') },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return send(c, await mnemo.sessions.open(scopeOf(c, b.userId, { role: 'write' }), { sessionId: b.sessionId, fresh: b.fresh }), 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/sessions',
      tags,
      summary: 'The user’s sessions, most recent first',
      request: { query: SessionListQuery },
      responses: { 200: json(SessionList, 'sessions') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return send(c, { items: await mnemo.sessions.list(scopeOf(c, q.userId), { limit: q.limit }) });
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/sessions/{sessionId}',
      tags,
      summary: 'A session and its events',
      request: { params: SessionParams, query: UserQuery },
      responses: { 200: json(SessionDetail, 'the session with its events') },
    }),
    async (c) => {
      const scope = scopeOf(c, c.req.valid('query').userId);
      const { sessionId } = c.req.valid('param');
      const session = await mnemo.sessions.get(scope, sessionId);
      const events = await mnemo.sessions.events(scope, sessionId, { limit: 1000 });
      return send(c, { session, events: events.map(({ metadata: _m, memoryEdit: _e, ...e }) => e) });
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/v1/sessions/{sessionId}/events',
      tags,
      summary: 'Append turns (secrets redacted); extraction is queued as configured',
      request: { params: SessionParams, body: { required: true, content: { 'application/json': { schema: AppendBody } } } },
      responses: { 201: json(AppendResult, 'the stored events and any queued jobs') },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const inputs = b.events.map((e) => ({ role: e.role, content: e.content, name: e.name, at: e.at === undefined ? undefined : new Date(e.at) }));
      const r = await mnemo.sessions.append(scopeOf(c, b.userId, { role: 'write' }), c.req.valid('param').sessionId, inputs);
      return send(c, { events: r.events.map(({ metadata: _m, memoryEdit: _e, ...e }) => e), jobs: r.jobs.map(jobJson) }, 201);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/v1/sessions/{sessionId}/end',
      tags,
      summary: 'End a session (queues its final extraction)',
      request: { params: SessionParams, body: { required: true, content: { 'application/json': { schema: EndSessionBody } } } },
      responses: { 200: json(EndResult, 'the queued job, if any') },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const job = await mnemo.sessions.end(scopeOf(c, b.userId, { role: 'write' }), c.req.valid('param').sessionId, b.reason);
      return send(c, { job: job ? jobJson(job) : null });
    },
  );
}
