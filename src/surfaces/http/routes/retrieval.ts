/** `/v1/recall` and `/v1/context`: ranked memories with their scores, and the two context blocks. */
import type { Mnemo } from '../../../engine/mnemo.js';
import { scopeOf } from '../auth.js';
import { defineRoute, json, memoryJson, send, type HttpApp } from '../kit.js';
import { ContextBody, ContextResult, RecallBody, RecallResult } from '../schemas.js';

const tags = ['recall'];

/** Registers recall and context. */
export function retrievalRoutes(app: HttpApp, mnemo: Mnemo): void {
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/v1/recall',
      tags,
      summary: 'Recall memories for a query, best first, with scores',
      request: { body: { required: true, content: { 'application/json': { schema: RecallBody } } } },
      responses: { 200: json(RecallResult, 'the recalled memories') },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const results = await mnemo.recall(scopeOf(c, b.userId), b.query, {
        k: b.k,
        includeInvalid: b.includeInvalid,
        kinds: b.kinds,
        asOf: b.asOf === undefined ? undefined : new Date(b.asOf),
      });
      return send(c, { results: results.map((r) => ({ memory: memoryJson(r.memory), score: r.score, scores: r.scores })) });
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/v1/context',
      tags,
      summary: 'Memory context for one model call: a stable block (frozen per session) and an episodic block',
      request: { body: { required: true, content: { 'application/json': { schema: ContextBody } } } },
      responses: { 200: json(ContextResult, 'the two blocks within the budget') },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const scope = scopeOf(c, b.userId, { sessionId: b.sessionId });
      // A read key reads: nothing is touched, renewed or frozen by its requests.
      const r = await mnemo.context(scope, b.message, { budget: b.budget, readOnly: c.get('identity').role === 'read' });
      const block = (x: { text: string; tokens: number; memoryIds: readonly string[] }) => ({ text: x.text, tokens: x.tokens, memoryIds: x.memoryIds });
      const ranked = new Map(r.recalled.map((x) => [x.memory.id, x]));
      const packed = (name: 'stable' | 'episodic', ids: readonly string[]) =>
        ids.map((id) => ({ id, block: name, score: ranked.get(id)?.score ?? null, scores: ranked.get(id)?.scores ?? null }));
      const explain = b.explain ? { explain: [...packed('stable', r.stable.memoryIds), ...packed('episodic', r.episodic.memoryIds)] } : {};
      return send(c, { stable: { ...block(r.stable), frozen: r.stable.frozen }, episodic: block(r.episodic), budget: r.budget, tokens: r.tokens, ...explain });
    },
  );
}
