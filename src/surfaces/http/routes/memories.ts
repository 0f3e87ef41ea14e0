/** `/v1/memories`: remember, list, get, update or note, forget, history. */
import { MnemoError } from '../../../core/errors.js';
import { scopeOf } from '../auth.js';
import { defineRoute, isTrue, refuseAs, json, listedJson, memoryJson, send, tristate, type HttpApp } from '../kit.js';
import {
  ForgetQuery,
  ForgetResult,
  HistoryResult,
  ListQuery,
  MemoryPage,
  MemoryParams,
  MemorySchema,
  patchMemoryBody,
  rememberBody,
  PatchMemoryResult,
  UserQuery,
} from '../schemas.js';
import type { Mnemo } from '../../../engine/mnemo.js';

const tags = ['memories'];

/** A list cursor: the offset of the next page, opaque to clients. */
function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const offset = Number(text);
  if (!/^\d{1,9}$/.test(text) || !Number.isSafeInteger(offset)) throw new MnemoError('INVALID_INPUT', 'the cursor is not one this server gave out');
  return offset;
}

/** Registers the memory routes. */
export function memoryRoutes(app: HttpApp, mnemo: Mnemo): void {
  const RememberBody = rememberBody(mnemo.requests);
  const PatchMemoryBody = patchMemoryBody(mnemo.requests);
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/v1/memories',
      tags,
      summary: 'Remember a memory',
      request: { body: { required: true, content: { 'application/json': { schema: RememberBody } } } },
      responses: { 201: json(MemorySchema, 'the stored memory') },
    }),
    async (c) => {
      const { userId, consolidate, ...input } = c.req.valid('json');
      const scope = scopeOf(c, userId, { role: 'write' });
      const memory = await mnemo.remember(scope, input, { consolidate });
      return send(c, memoryJson(memory), 201);
    },
    refuseAs('memory'),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/memories',
      tags,
      summary: 'List memories, newest first',
      request: { query: ListQuery },
      responses: { 200: json(MemoryPage, 'a page of memories') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const limit = q.limit ?? 50;
      const offset = decodeCursor(q.cursor);
      const rows = await mnemo.list(scopeOf(c, q.userId), {
        kinds: q.kind ? [q.kind] : undefined,
        includeInvalid: isTrue(q.includeInvalid),
        archived: isTrue(q.archived),
        flagged: tristate(q.flagged),
        limit: limit + 1,
        offset,
      });
      const nextCursor = rows.length > limit ? Buffer.from(String(offset + limit)).toString('base64url') : null;
      return send(c, { items: rows.slice(0, limit).map(listedJson(mnemo.now())), nextCursor });
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/memories/{id}',
      tags,
      summary: 'One memory',
      request: { params: MemoryParams, query: UserQuery },
      responses: { 200: json(MemorySchema, 'the memory') },
    }),
    async (c) => send(c, memoryJson(await mnemo.get(scopeOf(c, c.req.valid('query').userId), c.req.valid('param').id))),
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/v1/memories/{id}',
      tags,
      summary: 'Replace a memory’s text (a new version) or add a note, with a reason',
      request: { params: MemoryParams, body: { required: true, content: { 'application/json': { schema: PatchMemoryBody } } } },
      responses: { 200: json(PatchMemoryResult, 'the current version (and the replaced one)') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const scope = scopeOf(c, body.userId, { role: 'write' });
      if (body.content !== undefined) {
        const { previous, current } = await mnemo.update(scope, id, body.content, {
          reason: body.reason,
          value: body.value,
          triple: body.triple,
          keepNotes: body.keepNotes,
        });
        return send(c, { memory: memoryJson(current), previous: memoryJson(previous) });
      }
      const noted = await mnemo.note(scope, id, body.note as string, { reason: body.reason });
      return send(c, { memory: memoryJson(noted), previous: null });
    },
    refuseAs((body) => (body.note !== undefined ? 'note' : 'update')),
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/v1/memories/{id}',
      tags,
      summary: 'Forget a memory (kept in history; erase a whole user with DELETE /v1/users/{userId})',
      request: { params: MemoryParams, query: ForgetQuery },
      responses: { 200: json(ForgetResult, 'the forgotten memory') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const result = await mnemo.forget(scopeOf(c, q.userId, { role: 'write' }), c.req.valid('param').id, { reason: q.reason });
      return send(c, { memory: memoryJson(result.memory), alreadyForgotten: result.alreadyForgotten });
    },
    refuseAs('forget'),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/v1/memories/{id}/history',
      tags,
      summary: 'Every change of a memory and its versions, oldest first',
      request: { params: MemoryParams, query: UserQuery },
      responses: { 200: json(HistoryResult, 'the history') },
    }),
    async (c) => send(c, { items: await mnemo.history(scopeOf(c, c.req.valid('query').userId), c.req.valid('param').id) }),
  );
}
