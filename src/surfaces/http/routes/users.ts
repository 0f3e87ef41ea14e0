/** `/v1/users/{userId}`: profile, facts, export (NDJSON), import (NDJSON), revocation of a source and erasure. */
import { stream } from 'hono/streaming';
import { MnemoError } from '../../../core/errors.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import { scopeOf } from '../auth.js';
import { defineRoute, refuseAs, isTrue, json, listedJson, send, type HttpApp } from '../kit.js';
import { EraseResult, FactsQuery, ImportResult, MemoryList, PatchProfileBody, ProfileResult, RevokeResult, revokeBody, UserParams } from '../schemas.js';
import { z } from '@hono/zod-openapi';

const tags = ['users'];

/** Registers the per-user routes. */
export function userRoutes(app: HttpApp, mnemo: Mnemo, options: { importLimitBytes: number }): void {
  const RevokeBody = revokeBody(mnemo.requests);
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/users/{userId}/profile',
      tags,
      summary: 'The user’s profile fields',
      request: { params: UserParams },
      responses: { 200: json(ProfileResult, 'the profile') },
    }),
    async (c) => send(c, { items: await mnemo.profile(scopeOf(c, c.req.valid('param').userId)) }),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/v1/users/{userId}/profile',
      tags,
      summary: 'Set and unset profile fields, all or nothing, at most 100 (each keeps its fact memory in step)',
      request: { params: UserParams, body: { required: true, content: { 'application/json': { schema: PatchProfileBody } } } },
      responses: { 200: json(ProfileResult, 'the profile after the change') },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const scope = scopeOf(c, c.req.valid('param').userId, { role: 'write' });
      if (b.set === undefined && b.unset === undefined) throw new MnemoError('INVALID_INPUT', 'give set and/or unset');
      await mnemo.changeProfile(scope, { set: b.set, unset: b.unset, reason: b.reason });
      return send(c, { items: await mnemo.profile(scope) });
    },
    refuseAs('profile change'),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/users/{userId}/facts',
      tags,
      summary: 'Facts (subject–predicate–object) by any part, case-insensitive',
      request: { params: UserParams, query: FactsQuery },
      responses: { 200: json(MemoryList, 'the matching fact memories') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      if (q.asOf !== undefined && Number.isNaN(Date.parse(q.asOf))) throw new MnemoError('INVALID_INPUT', 'invalid facts query: asOf: not a date');
      const facts = await mnemo.facts(scopeOf(c, c.req.valid('param').userId), {
        subject: q.subject,
        predicate: q.predicate,
        object: q.object,
        includeInvalid: isTrue(q.includeInvalid),
        asOf: q.asOf === undefined ? undefined : new Date(q.asOf),
      });
      return send(c, { items: facts.map(listedJson(mnemo.now())) });
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/v1/users/{userId}',
      tags,
      summary: 'Erase everything of the user (memories, history, profile, sessions, jobs); not undoable',
      request: { params: UserParams },
      responses: { 200: json(EraseResult, 'what was removed') },
    }),
    async (c) => send(c, await mnemo.erase(scopeOf(c, c.req.valid('param').userId, { role: 'write' }))),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/v1/users/{userId}/revoke',
      tags,
      summary:
        'Revoke a source (a system of record, an import, a session): what came only from it is deleted, blended memories are regenerated from what remains, its profile fields go; dryRun plans only',
      request: { params: UserParams, body: { required: true, content: { 'application/json': { schema: RevokeBody } } } },
      responses: { 200: json(RevokeResult, 'what was (or, with dryRun, would be) deleted and regenerated') },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return send(c, await mnemo.revokeSource(scopeOf(c, c.req.valid('param').userId, { role: 'write' }), b.source, { dryRun: b.dryRun }));
    },
    refuseAs('revocation'),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/users/{userId}/export',
      tags,
      summary: 'The user’s whole memory as NDJSON (the format of mnemo export), streamed',
      request: { params: UserParams },
      responses: { 200: { description: 'one JSON object per line', content: { 'application/x-ndjson': { schema: z.string() } } } },
    }),
    async (c) => {
      const lines = mnemo.admin.exportUser(scopeOf(c, c.req.valid('param').userId));
      // The first line is read before answering, so a refusal is still a proper error status.
      const first = await lines.next();
      c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
      return stream(c, async (s) => {
        if (!first.done) await s.write(first.value + '\n');
        for await (const line of lines) await s.write(line + '\n');
      }) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/v1/users/{userId}/import',
      tags,
      summary: 'Import an export (NDJSON body) into this user: validated and guarded like remember; nothing written on a bad line; idempotent',
      request: { params: UserParams, body: { required: true, content: { 'application/x-ndjson': { schema: z.string() } } } },
      responses: { 200: json(ImportResult, 'what was imported') },
    }),
    async (c) => {
      const scope = scopeOf(c, c.req.valid('param').userId, { role: 'write' });
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/(x-)?ndjson|^application\/jsonl|^text\/plain/.test(type))
        throw new MnemoError('INVALID_INPUT', 'send the export as Content-Type: application/x-ndjson');
      const text = await c.req.text();
      if (Buffer.byteLength(text) > options.importLimitBytes) throw new MnemoError('TOO_LARGE', 'the import is larger than the server accepts');
      return send(c, await mnemo.admin.importLines(text.split('\n'), { scope }));
    },
  );
}
