/**
 * The inspector (M25): server-rendered pages at `/` of `mnemo serve`, for one tenant's users, behind
 * the same API keys as `/v1`. Every page and action goes through the facade (`mnemo.*`,
 * `mnemo.sessions`, `mnemo.admin`, `mnemo.dreams`), so guards, the namespace policy and history
 * apply. Actions are HTML forms: POST, then a redirect back (they work without script).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { MnemoError } from '../../core/errors.js';
import type { AuthMode } from '../web/auth-mode.js';
import { STATUS_OF } from '../web/status.js';
import type { KeyIdentity } from '../../core/keys.js';
import type { Mnemo } from '../../engine/mnemo.js';
import { APP_JS, STYLE_CSS } from './assets.js';
import { identityOf, requireWrite, sameOrigin, scopeFor, signIn, signOut, viewerOf } from './auth-cookie.js';
import { errorBox, memoryPath, page } from './layout.js';
import { contextPage } from './pages/context.js';
import { securityHeaders } from './headers.js';
import { memoriesPage, memoryQuery } from './pages/memories.js';
import { memoryPage } from './pages/memory.js';
import { jobsPage, signInPage, usersPage, visibleJobs } from './pages/overview.js';
import { profilePage } from './pages/profile.js';
import { reviewPage } from './pages/review.js';
import { sessionPage, sessionsPage } from './pages/sessions.js';

/** What an action says after its redirect (`?done=`): fixed texts, so a link cannot put words on the page. */
const DONE: Record<string, string> = {
  updated: 'Saved as a new version; the old one is kept in history.',
  noted: 'Note added.',
  forgotten: 'Forgotten: it left the valid memories and stays in history.',
  erased: 'The user was erased.',
  resolved: 'The pair was resolved and written to history.',
  retried: 'The job is back in the queue.',
  approved: 'The dream was applied.',
  discarded: 'The dream was discarded.',
};

type Handler = (c: Context, identity: KeyIdentity) => Promise<Response>;

/** The inspector's routes, to mount at `/` of the HTTP app. */
export function inspectorApp(mnemo: Mnemo, auth: AuthMode): Hono {
  const app = new Hono();
  app.use('*', securityHeaders);
  app.onError(async (error, c) => {
    const known = MnemoError.isInstance(error);
    // The frame keeps its navigation for a signed-in viewer (a 404 is not a dead end).
    const identity = await identityOf(c, mnemo, auth).catch(() => null);
    if (!known) mnemo.logger.error('inspector request failed', { method: c.req.method, path: c.req.routePath, error: error.name });
    const status = known ? (STATUS_OF[error.code] ?? 500) : 500;
    const message = known ? `${error.code}: ${error.message}` : 'The server failed to answer; the error is logged.';
    return c.html(
      page(
        { title: known && error.code === 'NOT_FOUND' ? 'Not found' : 'Error', viewer: identity ? viewerOf(identity) : null },
        html`${errorBox(message)}
          <p><a href="/">Back to the users</a></p>`,
      ),
      status,
    );
  });
  const flash = (c: Context): string | null => DONE[c.req.query('done') ?? ''] ?? null;
  const signInResponse = (c: Context, problem: string | null): Response | Promise<Response> => c.html(signInPage(problem), 401);
  const read = (handler: Handler) => async (c: Context) => {
    const identity = await identityOf(c, mnemo, auth);
    return identity ? handler(c, identity) : signInResponse(c, null);
  };
  const act = (handler: Handler) => async (c: Context) => {
    if (!sameOrigin(c)) throw new MnemoError('POLICY_DENIED', 'a form from another site cannot act here');
    const identity = await identityOf(c, mnemo, auth);
    if (!identity) return signInResponse(c, 'Sign in again: the key is missing, revoked or not valid.');
    requireWrite(identity);
    return handler(c, identity);
  };
  const limit = bodyLimit({ maxSize: 1024 * 1024, onError: () => Promise.reject(new MnemoError('TOO_LARGE', 'the form is larger than the server accepts')) });
  const field = async (c: Context, name: string): Promise<string> => {
    const value = (await c.req.parseBody())[name];
    return typeof value === 'string' ? value : '';
  };
  const user = (c: Context, identity: KeyIdentity) => {
    const userId = c.req.param('userId') ?? '';
    return { ...scopeFor(identity, userId), userId };
  };

  app.get('/_inspector/style.css', (c) => c.body(STYLE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'max-age=300' }));
  app.get('/_inspector/app.js', (c) => c.body(APP_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'max-age=300' }));

  app.get('/signin', async (c) => ((await identityOf(c, mnemo, auth)) ? c.redirect('/') : signInResponse(c, null)));
  app.post('/signin', limit, async (c) => {
    if (!sameOrigin(c)) throw new MnemoError('POLICY_DENIED', 'a form from another site cannot sign in here');
    if (auth.type === 'none') return c.redirect('/', 303);
    try {
      await signIn(c, mnemo, await field(c, 'key'));
    } catch (error) {
      if (MnemoError.isInstance(error) && error.code === 'UNAUTHORIZED') return signInResponse(c, 'That key is not valid (unknown, revoked or mistyped).');
      throw error;
    }
    return c.redirect('/', 303);
  });
  app.post('/signout', (c) => {
    if (!sameOrigin(c)) throw new MnemoError('POLICY_DENIED', 'a form from another site cannot sign out here');
    signOut(c);
    return c.redirect('/signin', 303);
  });

  app.get(
    '/',
    read(async (c, id) => {
      const pageNo = Number(c.req.query('page') ?? '1');
      return c.html(await usersPage(mnemo, id, viewerOf(id), flash(c), Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1));
    }),
  );
  app.get(
    '/jobs',
    read(async (c, id) => c.html(await jobsPage(mnemo, id, viewerOf(id), flash(c)))),
  );
  app.get(
    '/review',
    read(async (c, id) => c.html(await reviewPage(mnemo, id, viewerOf(id), flash(c)))),
  );
  app.get(
    '/users/:userId',
    read(async (c, id) =>
      c.html(
        await memoriesPage(
          mnemo,
          viewerOf(id),
          user(c, id),
          memoryQuery((n) => c.req.query(n)),
          flash(c),
        ),
      ),
    ),
  );
  app.get(
    '/users/:userId/memories/:id',
    read(async (c, id) => c.html(await memoryPage(mnemo, viewerOf(id), user(c, id), c.req.param('id') ?? '', flash(c)))),
  );
  app.get(
    '/users/:userId/profile',
    read(async (c, id) =>
      c.html(await profilePage(mnemo, viewerOf(id), user(c, id), { subject: c.req.query('subject') ?? '', predicate: c.req.query('predicate') ?? '' })),
    ),
  );
  app.get(
    '/users/:userId/sessions',
    read(async (c, id) => c.html(await sessionsPage(mnemo, viewerOf(id), user(c, id)))),
  );
  app.get(
    '/users/:userId/sessions/:sessionId',
    read(async (c, id) => c.html(await sessionPage(mnemo, viewerOf(id), user(c, id), c.req.param('sessionId') ?? ''))),
  );
  app.get(
    '/users/:userId/context',
    read(async (c, id) =>
      c.html(await contextPage(mnemo, viewerOf(id), user(c, id), (c.req.query('message') ?? '').slice(0, 10_000), c.req.query('budget') ?? '')),
    ),
  );

  // -- actions: POST, then back to the page with a fixed line saying what was done ----------------
  app.post(
    '/users/:userId/memories/:id/update',
    limit,
    act(async (c, id) => {
      const scope = user(c, id);
      const { current } = await mnemo.update(scope, c.req.param('id') ?? '', await field(c, 'content'), { reason: (await field(c, 'reason')) || undefined });
      return c.redirect(`${memoryPath(scope.userId, current.id)}?done=updated`, 303);
    }),
  );
  app.post(
    '/users/:userId/memories/:id/note',
    limit,
    act(async (c, id) => {
      const scope = user(c, id);
      const noted = await mnemo.note(scope, c.req.param('id') ?? '', await field(c, 'note'), { reason: (await field(c, 'reason')) || undefined });
      return c.redirect(`${memoryPath(scope.userId, noted.id)}?done=noted`, 303);
    }),
  );
  app.post(
    '/users/:userId/memories/:id/forget',
    limit,
    act(async (c, id) => {
      const scope = user(c, id);
      const { memory } = await mnemo.forget(scope, c.req.param('id') ?? '', { reason: (await field(c, 'reason')) || undefined });
      return c.redirect(`${memoryPath(scope.userId, memory.id)}?done=forgotten`, 303);
    }),
  );
  app.post(
    '/users/:userId/erase',
    limit,
    act(async (c, id) => {
      const scope = user(c, id);
      if ((await field(c, 'confirm')) !== scope.userId) throw new MnemoError('INVALID_INPUT', 'type the user id exactly to confirm the erase');
      await mnemo.erase(scope);
      return c.redirect('/?done=erased', 303);
    }),
  );
  app.post(
    '/review/resolve',
    limit,
    act(async (c, id) => {
      const scope = scopeFor(id, await field(c, 'user'));
      const keep = (await field(c, 'keep')) as 'both' | 'newer' | 'older' | 'merge';
      await mnemo.resolveReview(scope, await field(c, 'id'), { keep, content: await field(c, 'content'), reason: (await field(c, 'reason')) || undefined });
      return c.redirect('/review?done=resolved', 303);
    }),
  );
  app.post(
    '/review/dreams/:dreamId/:verb{approve|discard}',
    limit,
    act(async (c, id) => {
      const scope = scopeFor(id, await field(c, 'user'));
      const dreamId = c.req.param('dreamId') ?? '';
      if (c.req.param('verb') === 'approve') await mnemo.dreams.approve(scope, dreamId);
      else await mnemo.dreams.discard(scope, dreamId);
      return c.redirect(`/review?done=${c.req.param('verb') === 'approve' ? 'approved' : 'discarded'}`, 303);
    }),
  );
  app.post(
    '/jobs/:jobId/retry',
    limit,
    act(async (c, id) => {
      // The job queue is store-wide: only a failed job of this key's tenant (and user, when bound) may be retried.
      const jobId = c.req.param('jobId') ?? '';
      if (!(await visibleJobs(mnemo, id, ['failed'])).some((j) => j.id === jobId)) throw new MnemoError('NOT_FOUND', 'no failed job with that id for this key');
      await mnemo.admin.retryJob(jobId);
      return c.redirect('/jobs?done=retried', 303);
    }),
  );
  // Any other page: a 404 in the inspector's frame. The API, MCP, docs and assets keep their own answers.
  app.get('*', async (c, next) => {
    if (/^\/(v1|mcp|docs|openapi\.json|healthz|_inspector|favicon)(\/|$|\.)/.test(c.req.path)) return next();
    throw new MnemoError('NOT_FOUND', `there is no page at ${c.req.path}`);
  });
  return app;
}
