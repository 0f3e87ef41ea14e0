/**
 * `/users/<id>/sessions` and `/users/<id>/sessions/<id>`: the event log as stored (secrets were
 * redacted before storage and show as `[redacted …]`), the extraction watermark, the jobs that ran
 * on the session and the memories they wrote, with the reason history recorded.
 */
import { html } from 'hono/html';
import type { Mnemo } from '../../../engine/mnemo.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import type { MemoryRecord } from '../../../core/types/memory.js';
import { memoryPath, page, sessionPath, statusBadge, userTabs, when, type Html, type Viewer, visible } from '../layout.js';
import { jobsTable } from './overview.js';

const WRITTEN_SCAN = 10_000;
const WRITTEN_SHOWN = 50;

/** The sessions list. */
export async function sessionsPage(mnemo: Mnemo, viewer: Viewer, scope: ScopeInput & { userId: string }): Promise<Html> {
  const userId = scope.userId;
  const sessions = await mnemo.sessions.list(scope, { limit: 200 });
  // What each session was about: its first user message (stored redacted), cut to one line.
  const snippets = await Promise.all(
    sessions.map(async (s) => {
      const first = (await mnemo.sessions.events(scope, s.id, { limit: 5 })).find((e) => e.role === 'user') ?? null;
      return first ? snippet(first.content) : '';
    }),
  );
  const body = html`<h1>User ${userId}</h1>
    ${userTabs(userId, 'sessions')}
    <h2>Sessions, latest first</h2>
    ${
      sessions.length === 0
        ? html`<p class="muted">No sessions.</p>`
        : html`<div class="table-wrap">
            <table class="stack">
              <thead>
                <tr>
                  <th scope="col">Session</th>
                  <th scope="col">First message</th>
                  <th scope="col">Started</th>
                  <th scope="col">Last event</th>
                  <th scope="col" class="num">Events</th>
                  <th scope="col" class="num">Watermark</th>
                  <th scope="col">Ended</th>
                </tr>
              </thead>
              <tbody>
                ${sessions.map(
                  (s, i) =>
                    html`<tr>
                      <td data-label="Session"><a href="${sessionPath(userId, s.id)}">${s.id}</a></td>
                      <td data-label="First message" class="snippet">${snippets[i] || html`<span class="muted">—</span>`}</td>
                      <td data-label="Started">${when(s.startedAt)}</td>
                      <td data-label="Last event">${when(s.lastEventAt)}</td>
                      <td data-label="Events" class="num">${s.eventCount}</td>
                      <td data-label="Watermark" class="num">${s.watermark}</td>
                      <td data-label="Ended">${s.endedAt ? `${when(s.endedAt)} (${s.endReason ?? ''})` : 'open'}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }`;
  return page({ title: `${userId}: sessions`, viewer, section: 'users' }, body);
}

/** One line of at most 80 characters. */
function snippet(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

async function writtenIn(mnemo: Mnemo, scope: ScopeInput, sessionId: string): Promise<MemoryRecord[]> {
  const all = await mnemo.list(scope, { includeInvalid: true, limit: WRITTEN_SCAN });
  return all.filter((m) => m.sessionId === sessionId || (m.source.id ?? '').startsWith(`session:${sessionId}#`)).slice(0, WRITTEN_SHOWN);
}

/** One session. */
export async function sessionPage(mnemo: Mnemo, viewer: Viewer, scope: ScopeInput & { userId: string }, sessionId: string): Promise<Html> {
  const userId = scope.userId;
  const session = await mnemo.sessions.get(scope, sessionId);
  const events = await mnemo.sessions.events(scope, sessionId, { limit: 1000 });
  const jobs = (await mnemo.admin.jobs({ scope, limit: 1000 })).filter((j) => j.payload.sessionId === sessionId);
  const written = await writtenIn(mnemo, scope, sessionId);
  const reasons = await Promise.all(
    written.map(
      async (m) => (await mnemo.history(scope, m.id)).find((h) => h.targetId === m.id && (h.op === 'create' || h.op === 'supersede'))?.reason ?? null,
    ),
  );
  const now = mnemo.now();
  const body = html`<h1>Session <code>${session.id}</code></h1>
    ${userTabs(userId, 'sessions')}
    <dl class="fields">
      <dt>Started</dt>
      <dd>${when(session.startedAt)}</dd>
      <dt>Ended</dt>
      <dd>${session.endedAt ? `${when(session.endedAt)} (${session.endReason ?? ''})` : 'open'}</dd>
      <dt>Events</dt>
      <dd>${session.eventCount}</dd>
      <dt>Extraction watermark</dt>
      <dd>
        event ${session.watermark} of ${session.eventCount}
        ${session.watermark < session.eventCount ? html`<span class="badge pending">${session.eventCount - session.watermark} not yet extracted</span>` : ''}
      </dd>
      ${
        session.summary
          ? html`<dt>Summary</dt>
              <dd>${session.summary}</dd>`
          : ''
      }
    </dl>
    <h2>Events</h2>
    <div class="table-wrap">
      <table class="stack">
        <thead>
          <tr>
            <th scope="col" class="num">#</th>
            <th scope="col">Role</th>
            <th scope="col">Said</th>
            <th scope="col">At</th>
          </tr>
        </thead>
        <tbody>
          ${events.map(
            (e) =>
              html`<tr id="event-${e.seq}">
                <td data-label="#" class="num">${e.seq}</td>
                <td data-label="Role">${e.role}${e.name ? ` (${e.name})` : ''}</td>
                <td data-label="Said" class="content">
                  ${visible(e.content)}${e.content.includes('[redacted ') ? html` <span class="badge flagged">secret redacted</span>` : ''}${
                    e.memoryEdit ? html` <span class="badge">memory edit</span>` : ''
                  }${e.seq <= session.watermark ? '' : html` <span class="muted">(after the watermark)</span>`}
                </td>
                <td data-label="At">${when(e.at)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <h2>Jobs on this session</h2>
    ${jobsTable(jobs, false, false)}
    <h2>Memories written from it</h2>
    ${
      written.length === 0
        ? html`<p class="muted">None yet.</p>`
        : html`<ul>
            ${written.map(
              (m, i) =>
                html`<li>
                  <a href="${memoryPath(userId, m.id)}">${visible(m.content)}</a>
                  ${statusBadge(m, now)}${reasons[i] ? html` — <span class="muted">${reasons[i]}</span>` : ''}
                </li>`,
            )}
          </ul>`
    }`;
  return page({ title: `Session ${session.id}`, viewer, section: 'users' }, body);
}
