/**
 * `/users/<id>/profile`: the profile fields with their history, and the facts (triples) grouped
 * by subject and predicate, filterable by either.
 */
import { html } from 'hono/html';
import type { Mnemo } from '../../../engine/mnemo.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import { memoryPath, page, plural, userPath, userTabs, valueText, when, type Html, type Viewer, visible } from '../layout.js';

/** The profile and facts page. */
export async function profilePage(
  mnemo: Mnemo,
  viewer: Viewer,
  scope: ScopeInput & { userId: string },
  query: { subject: string; predicate: string },
): Promise<Html> {
  const userId = scope.userId;
  const profile = await mnemo.profile(scope);
  const histories = await Promise.all(profile.map((p) => mnemo.profileHistory(scope, p.key)));
  const facts = (await mnemo.facts(scope, { subject: query.subject || undefined, predicate: query.predicate || undefined }))
    .filter((m) => m.triple !== null)
    .sort((a, b) => `${a.triple?.subject}\u0000${a.triple?.predicate}`.localeCompare(`${b.triple?.subject}\u0000${b.triple?.predicate}`))
    .slice(0, 500);
  const body = html`<h1>User ${userId}</h1>
    ${userTabs(userId, 'profile')}
    <h2>Profile</h2>
    ${
      profile.length === 0
        ? html`<p class="muted">No profile fields.</p>`
        : html`<div class="table-wrap">
            <table class="stack">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Value</th>
                  <th scope="col">Source</th>
                  <th scope="col">Updated</th>
                  <th scope="col">History</th>
                </tr>
              </thead>
              <tbody>
                ${profile.map(
                  (p, i) =>
                    html`<tr>
                      <td data-label="Field"><strong>${p.key}</strong></td>
                      <td data-label="Value" class="content">${visible(valueText(p.value))}</td>
                      <td data-label="Source">${p.source}</td>
                      <td data-label="Updated">${when(p.updatedAt)}</td>
                      <td data-label="History">
                        <details>
                          <summary>${plural(histories[i]?.length ?? 0, 'change')}</summary>
                          <ol class="timeline">
                            ${(histories[i] ?? [])
                              .slice()
                              .sort((a, b) => a.at.getTime() - b.at.getTime())
                              .map(
                                (h) =>
                                  html`<li>
                                    <strong>${h.op}</strong> · ${when(h.at)} · ${valueText(h.oldValue)} →
                                    ${valueText(h.newValue)}${h.reason ? html` · ${h.reason}` : ''}
                                  </li>`,
                              )}
                          </ol>
                        </details>
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
    <h2>Facts</h2>
    <form class="filters" method="get" action="${userPath(userId)}/profile">
      <div><label for="subject">Subject</label><input id="subject" name="subject" type="text" value="${query.subject}" /></div>
      <div><label for="predicate">Predicate</label><input id="predicate" name="predicate" type="text" value="${query.predicate}" /></div>
      <div><button type="submit">Filter facts</button></div>
    </form>
    ${
      facts.length === 0
        ? html`<p class="muted">No facts match.</p>`
        : html`<div class="table-wrap">
            <table class="stack">
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">Predicate</th>
                  <th scope="col">Object</th>
                  <th scope="col">Memory</th>
                </tr>
              </thead>
              <tbody>
                ${facts.map(
                  (m) =>
                    html`<tr>
                      <td data-label="Subject">${m.triple?.subject}</td>
                      <td data-label="Predicate">${m.triple?.predicate}</td>
                      <td data-label="Object">${m.triple?.object}</td>
                      <td data-label="Memory" class="content"><a href="${memoryPath(userId, m.id)}">${visible(m.content)}</a></td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }`;
  return page({ title: `${userId}: profile and facts`, viewer, section: 'users' }, body);
}
