/**
 * The tenant-wide pages: `/` (the users with their counts), `/jobs` (pending and failed jobs with
 * their errors, retry), and the sign-in page shown when keys are on and no valid key came.
 */
import { html } from 'hono/html';
import type { KeyIdentity } from '../../../core/keys.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import type { Job } from '../../../core/types/job.js';
import { page, userPath, when, type Html, type Viewer } from '../layout.js';

/** Users on one page of `/`. */
const USERS_PAGE = 100;

/** `/`: the users of the tenant (only the bound user for a user-bound key). */
export async function usersPage(mnemo: Mnemo, identity: KeyIdentity, viewer: Viewer, flash: string | null, pageNo = 1): Promise<Html> {
  const fetched = await mnemo.admin.userSummaries(identity.tenantId, {
    userId: identity.userId ?? undefined,
    offset: (pageNo - 1) * USERS_PAGE,
    limit: USERS_PAGE + 1,
  });
  const users = fetched.slice(0, USERS_PAGE);
  const body = html`<h1>Users of tenant ${identity.tenantId}</h1>
    ${
      users.length === 0
        ? html`<p>
            No user of this tenant has memories yet. Run <code>mnemo demo --db</code> with this server’s store to write some, or remember one through the API.
          </p>`
        : html`<div class="table-wrap">
            <table class="stack">
              <caption class="visually-hidden">
                Users with their counts
              </caption>
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col" class="num">Memories</th>
                  <th scope="col" class="num">Sessions</th>
                  <th scope="col" class="num">Pending jobs</th>
                  <th scope="col" class="num">Failed jobs</th>
                  <th scope="col" class="num">Flagged</th>
                </tr>
              </thead>
              <tbody>
                ${users.map(
                  (u) =>
                    html`<tr>
                      <td data-label="User"><a href="${userPath(u.userId)}">${u.userId}</a></td>
                      <td data-label="Memories" class="num">${u.memories}</td>
                      <td data-label="Sessions" class="num"><a href="${userPath(u.userId)}/sessions">${u.sessions}</a></td>
                      <td data-label="Pending jobs" class="num">${u.pendingJobs}</td>
                      <td data-label="Failed jobs" class="num">${u.failedJobs > 0 ? html`<a href="/jobs">${u.failedJobs}</a>` : '0'}</td>
                      <td data-label="Flagged" class="num">${u.flagged > 0 ? html`<a href="/review">${u.flagged}</a>` : '0'}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }`;
  return page({ title: 'Users', viewer, section: 'users', flash }, body);
}

/** The jobs a key may see: its tenant's, and only its user's when bound. */
export async function visibleJobs(mnemo: Mnemo, identity: KeyIdentity, statuses: Job['status'][]): Promise<Job[]> {
  const scope = identity.userId !== null ? { tenantId: identity.tenantId, userId: identity.userId } : undefined;
  const jobs = await mnemo.admin.jobs({ statuses, scope, limit: 1000 });
  return jobs.filter((j) => j.tenantId === identity.tenantId);
}

/** A table of jobs, with a retry button on failed ones when the viewer may write. */
export function jobsTable(jobs: readonly Job[], canRetry: boolean, showUser = true): Html {
  if (jobs.length === 0) return html`<p class="muted">No jobs.</p>`;
  return html`<div class="table-wrap">
    <table class="stack">
      <thead>
        <tr>
          <th scope="col">Job</th>
          ${showUser ? html`<th scope="col">User</th>` : ''}
          <th scope="col">Type</th>
          <th scope="col">Status</th>
          <th scope="col" class="num">Attempts</th>
          <th scope="col">Updated</th>
          <th scope="col">Error</th>
          <th scope="col"><span class="visually-hidden">Action</span></th>
        </tr>
      </thead>
      <tbody>
        ${jobs.map(
          (j) =>
            html`<tr>
              <td data-label="Job"><code>${j.id}</code></td>
              ${showUser ? html`<td data-label="User"><a href="${userPath(j.userId)}">${j.userId}</a></td>` : ''}
              <td data-label="Type">
                ${j.type}${typeof j.payload.sessionId === 'string' ? html` · <a href="${userPath(j.userId)}/sessions/${encodeURIComponent(j.payload.sessionId)}">session</a>` : ''}
              </td>
              <td data-label="Status">
                <span class="badge ${j.status === 'failed' ? 'failed' : j.status === 'done' ? 'current' : 'pending'}">${j.status}</span>
              </td>
              <td data-label="Attempts" class="num">${j.attempts}/${j.maxAttempts}</td>
              <td data-label="Updated">${when(j.updatedAt)}</td>
              <td data-label="Error">${j.lastError ?? '—'}</td>
              <td>
                ${
                  canRetry && j.status === 'failed'
                    ? html`<form class="inline" method="post" action="/jobs/${encodeURIComponent(j.id)}/retry"><button type="submit">Retry</button></form>`
                    : ''
                }
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** `/jobs`: pending, running and failed jobs of the tenant. */
export async function jobsPage(mnemo: Mnemo, identity: KeyIdentity, viewer: Viewer, flash: string | null): Promise<Html> {
  const jobs = await visibleJobs(mnemo, identity, ['pending', 'running', 'failed']);
  const failed = jobs.filter((j) => j.status === 'failed');
  const waiting = jobs.filter((j) => j.status !== 'failed');
  const body = html`<h1>Jobs</h1>
    <p class="muted">Memory-writing jobs (extraction, maintenance). A failed job keeps its error; retrying puts it back in the queue.</p>
    <h2>Failed (${failed.length})</h2>
    ${jobsTable(failed, identity.role !== 'read')}
    <h2>Pending and running (${waiting.length})</h2>
    ${jobsTable(waiting, false)}`;
  return page({ title: 'Jobs', viewer, section: 'jobs', flash }, body);
}

/** The sign-in page (keys on, no valid key yet). */
export function signInPage(problem: string | null): Html {
  const body = html`<h1>Sign in</h1>
    ${problem ? html`<p class="error" role="alert">${problem}</p>` : ''}
    <p>
      This server uses API keys. Paste a key to open the inspector; it is kept in a cookie only this site can read, and checked on every request. A read key can
      look; a write key can also correct; a key bound to one user sees only that user.
    </p>
    <form method="post" action="/signin" class="card">
      <label for="key">API key</label>
      <input class="wide" id="key" name="key" type="password" autocomplete="off" required />
      <p><button type="submit">Sign in</button></p>
    </form>
    <h2>No key yet?</h2>
    <p>
      Create one on the machine that holds the store, with the same <code>--db</code> as the server (the server printed this command when it started; the key is
      shown once):
    </p>
    <pre class="block">
mnemo --db &lt;the server's store&gt; keys create --tenant default --role read     # look only
mnemo --db &lt;the server's store&gt; keys create --tenant default                 # look and correct
mnemo --db &lt;the server's store&gt; keys create --tenant default --user alice    # only alice</pre>
    <p>
      <code>mnemo</code> is the command <code>npm install -g mnemo-engine</code> installs (<code>npx mnemo</code> in a project that has the package). For local
      development only, <code>mnemo serve --no-auth</code> (loopback hosts only) opens the inspector without a key.
    </p>`;
  return page({ title: 'Sign in', viewer: null }, body);
}
