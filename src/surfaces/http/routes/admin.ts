/** `/v1/jobs` and `/v1/grants`: the job queue of a user, and the tenant's namespace policy (admin keys change it). */
import type { Mnemo } from '../../../engine/mnemo.js';
import { requireTenantAdmin, scopeOf } from '../auth.js';
import { defineRoute, json, send, type HttpApp } from '../kit.js';
import { GrantBody, GrantList, GrantsQuery, JobList, JobsQuery, Ok, RevokeGrantQuery } from '../schemas.js';
import { jobJson } from './sessions.js';

/** Registers jobs and grants. */
export function adminRoutes(app: HttpApp, mnemo: Mnemo): void {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/jobs',
      tags: ['jobs'],
      summary: 'The user’s memory-writing jobs',
      request: { query: JobsQuery },
      responses: { 200: json(JobList, 'jobs') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const jobs = await mnemo.admin.jobs({ scope: scopeOf(c, q.userId), statuses: q.status ? [q.status] : undefined, limit: q.limit });
      return send(c, { items: jobs.map(jobJson) });
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/grants',
      tags: ['policy'],
      summary: 'The tenant’s namespace grants (unbound admin key)',
      request: { query: GrantsQuery },
      responses: { 200: json(GrantList, 'grants') },
    }),
    async (c) => {
      const identity = requireTenantAdmin(c);
      const grants = await mnemo.grants(identity.tenantId, c.req.valid('query').agentId);
      return send(c, { items: grants.map(({ agentId, namespace, read, write }) => ({ agentId, namespace, read, write })) });
    },
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/v1/grants',
      tags: ['policy'],
      summary: 'Grant an agent access to a namespace (unbound admin key)',
      request: { body: { required: true, content: { 'application/json': { schema: GrantBody } } } },
      responses: { 200: json(Ok, 'granted') },
    }),
    async (c) => {
      const identity = requireTenantAdmin(c);
      await mnemo.grant({ ...c.req.valid('json'), tenantId: identity.tenantId });
      return send(c, { ok: true });
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/v1/grants',
      tags: ['policy'],
      summary: 'Remove a grant (unbound admin key)',
      request: { query: RevokeGrantQuery },
      responses: { 200: json(Ok, 'removed') },
    }),
    async (c) => {
      const identity = requireTenantAdmin(c);
      await mnemo.revoke({ ...c.req.valid('query'), tenantId: identity.tenantId });
      return send(c, { ok: true });
    },
  );
}
