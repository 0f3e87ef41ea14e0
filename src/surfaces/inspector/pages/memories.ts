/**
 * `/users/<id>`: one user's memories. Without filters, or with those the store answers (kind,
 * current / all / archived, flagged), it pages with `list()` (offset/limit, newest first), so a
 * screen reads one page whatever the user holds. A search runs hybrid recall and shows each
 * result's score and its parts. Filters the store cannot answer (superseded / forgotten / expired,
 * source type) read the user's memories in pages and keep the matching ones.
 */
import { html } from 'hono/html';
import type { Recalled } from '../../../engine/facade-types.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import { MEMORY_KINDS, SOURCE_TYPES, type MemoryKind, type MemoryRecord } from '../../../core/types/memory.js';
import { memoryPath, n2, page, statusBadge, statusOf, userPath, userTabs, when, type Html, type Viewer, visible } from '../layout.js';

/** Memories on one page of the list. */
export const PAGE_SIZE = 50;
const STATES = ['current', 'all', 'superseded', 'forgotten', 'expired', 'archived'] as const;
/** Memories a filtered view reads at most (in pages of 10,000). */
const SCAN_LIMIT = 200_000;

/** The query of the memories page. */
export interface MemoryQuery {
  readonly q: string;
  readonly kind: MemoryKind | '';
  readonly state: (typeof STATES)[number];
  readonly source: string;
  readonly flagged: boolean;
  readonly page: number;
}

/** Reads the page's query string, ignoring values it does not know. */
export function memoryQuery(get: (name: string) => string | undefined): MemoryQuery {
  const kind = get('kind') ?? '';
  const state = get('state') ?? 'current';
  const source = get('source') ?? '';
  const pageNo = Number(get('page') ?? '1');
  return {
    q: (get('q') ?? '').trim().slice(0, 1000),
    kind: (MEMORY_KINDS as readonly string[]).includes(kind) ? (kind as MemoryKind) : '',
    state: (STATES as readonly string[]).includes(state) ? (state as MemoryQuery['state']) : 'current',
    source: (SOURCE_TYPES as readonly string[]).includes(source) ? source : '',
    flagged: get('flagged') === 'on',
    page: Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1,
  };
}

function keep(q: MemoryQuery, now: Date): (m: MemoryRecord) => boolean {
  return (m) => (q.state === 'all' || statusOf(m, now) === q.state) && (q.source === '' || m.source.type === q.source) && (!q.flagged || m.review !== null);
}

async function listPage(mnemo: Mnemo, scope: ScopeInput, q: MemoryQuery): Promise<{ rows: MemoryRecord[]; more: boolean }> {
  const kinds = q.kind ? [q.kind] : undefined;
  const offset = (q.page - 1) * PAGE_SIZE;
  // `flagged: false` is not a filter on this page (the box is unchecked): only `true` narrows the read.
  const flagged = q.flagged || undefined;
  const simple = (q.state === 'current' || q.state === 'all' || q.state === 'archived') && q.source === '';
  if (simple) {
    const rows = await mnemo.list(scope, { kinds, flagged, includeInvalid: q.state === 'all', archived: q.state === 'archived', limit: PAGE_SIZE + 1, offset });
    return { rows: rows.slice(0, PAGE_SIZE), more: rows.length > PAGE_SIZE };
  }
  const matching: MemoryRecord[] = [];
  const test = keep(q, mnemo.now());
  const chunk = 10_000;
  for (let at = 0; at < SCAN_LIMIT && matching.length <= offset + PAGE_SIZE; at += chunk) {
    const rows = await mnemo.list(scope, { kinds, flagged, includeInvalid: q.state !== 'current', archived: q.state === 'archived', limit: chunk, offset: at });
    matching.push(...rows.filter(test));
    if (rows.length < chunk) break;
  }
  return { rows: matching.slice(offset, offset + PAGE_SIZE), more: matching.length > offset + PAGE_SIZE };
}

function filters(userId: string, q: MemoryQuery): Html {
  const opt = (value: string, label: string, selected: string): Html =>
    html`<option value="${value}" ${selected === value ? 'selected' : ''}>${label}</option>`;
  return html`<form class="filters" method="get" action="${userPath(userId)}" role="search">
    <div class="search">
      <label for="q">Search memories</label><input id="q" name="q" type="search" value="${q.q}" placeholder="e.g. where does she work" />
    </div>
    <div>
      <label for="kind">Kind</label
      ><select id="kind" name="kind">
        ${opt('', 'any', q.kind)}${MEMORY_KINDS.map((k) => opt(k, k, q.kind))}
      </select>
    </div>
    <div>
      <label for="state">State</label
      ><select id="state" name="state">
        ${opt('current', 'valid (current)', q.state)}${opt('all', 'all', q.state)}${opt('superseded', 'superseded', q.state)}
        ${opt('forgotten', 'invalidated (forgotten)', q.state)}${opt('expired', 'expired', q.state)}${opt('archived', 'archived', q.state)}
      </select>
    </div>
    <div>
      <label for="source">Source type</label
      ><select id="source" name="source">
        ${opt('', 'any', q.source)}${SOURCE_TYPES.map((s) => opt(s, s, q.source))}
      </select>
    </div>
    <div>
      <label class="check"><input type="checkbox" name="flagged" ${q.flagged ? 'checked' : ''} /> Flagged for review</label>
    </div>
    <div><button type="submit">Apply</button> <a href="${userPath(userId)}">Clear</a></div>
  </form>`;
}

function memoryRows(userId: string, rows: readonly MemoryRecord[], now: Date): Html {
  return html`<div class="table-wrap">
    <table class="stack">
      <caption class="visually-hidden">
        Memories
      </caption>
      <thead>
        <tr>
          <th scope="col">Memory</th>
          <th scope="col">Kind</th>
          <th scope="col">State</th>
          <th scope="col" class="num">Importance</th>
          <th scope="col">Source</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (m) =>
            html`<tr>
              <td class="content" data-label="Memory"><a href="${memoryPath(userId, m.id)}">${visible(m.content)}</a></td>
              <td data-label="Kind">${m.kind}</td>
              <td data-label="State">${statusBadge(m, now)}</td>
              <td data-label="Importance" class="num">${n2(m.importance)}</td>
              <td data-label="Source">${m.source.type}</td>
              <td data-label="Created">${when(m.createdAt)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

function resultRows(userId: string, results: readonly Recalled[], now: Date): Html {
  return html`<div class="table-wrap">
    <table class="stack">
      <caption class="visually-hidden">
        Search results with their scores
      </caption>
      <thead>
        <tr>
          <th scope="col" class="num">Score</th>
          <th scope="col">Memory</th>
          <th scope="col">Parts</th>
          <th scope="col">Kind</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        ${results.map(
          (r) =>
            html`<tr>
              <td data-label="Score" class="num"><strong>${n2(r.score)}</strong></td>
              <td class="content" data-label="Memory"><a href="${memoryPath(userId, r.memory.id)}">${visible(r.memory.content)}</a></td>
              <td data-label="Parts" class="scores">
                keyword ${n2(r.scores.keyword)} · vector ${n2(r.scores.vector)} · recency ${n2(r.scores.recency)} · importance ${n2(r.scores.importance)} · time
                ${n2(r.scores.time)} · attribute ${n2(r.scores.attribute)} · topic ${n2(r.scores.topic)}
              </td>
              <td data-label="Kind">${r.memory.kind}</td>
              <td data-label="State">${statusBadge(r.memory, now)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

function pageLink(userId: string, q: MemoryQuery, pageNo: number): string {
  const params = new URLSearchParams();
  if (q.kind) params.set('kind', q.kind);
  if (q.state !== 'current') params.set('state', q.state);
  if (q.source) params.set('source', q.source);
  if (q.flagged) params.set('flagged', 'on');
  params.set('page', String(pageNo));
  return `${userPath(userId)}?${params.toString()}`;
}

/** The memories page. */
export async function memoriesPage(mnemo: Mnemo, viewer: Viewer, scope: ScopeInput & { userId: string }, q: MemoryQuery, flash: string | null): Promise<Html> {
  const userId = scope.userId;
  const now = mnemo.now();
  let content: Html;
  if (q.q) {
    const results = await mnemo.recall(scope, q.q, { k: 50, kinds: q.kind ? [q.kind] : undefined, includeInvalid: q.state !== 'current' });
    const shown = results.filter((r) => keep(q, now)(r.memory));
    content = html`<h2>${shown.length} results for “${q.q}”</h2>
      <p class="muted">
        Hybrid recall: the score blends the keyword (BM25) and vector legs with recency and importance; time is 1 when the memory falls in a time the query
        names.
      </p>
      ${shown.length ? resultRows(userId, shown, now) : html`<p>Nothing recalled.</p>`}`;
  } else {
    const { rows, more } = await listPage(mnemo, scope, q);
    content = html`<h2>Memories, newest first <span class="muted">(page ${q.page})</span></h2>
      ${rows.length ? memoryRows(userId, rows, now) : html`<p>No memories match.</p>`}
      <nav class="pager" aria-label="Pages">
        ${q.page > 1 ? html`<a href="${pageLink(userId, q, q.page - 1)}" rel="prev">← Newer</a>` : ''}
        ${more ? html`<a href="${pageLink(userId, q, q.page + 1)}" rel="next">Older →</a>` : ''}
      </nav>`;
  }
  const erase =
    viewer.role !== 'read'
      ? html`<details class="card">
          <summary>Erase this user</summary>
          <p>Deletes every memory, version, history entry, profile field and session of <strong>${userId}</strong>. This cannot be undone.</p>
          <form method="post" action="${userPath(userId)}/erase" data-confirm="Erase everything of this user?">
            <label for="confirm">Type the user id to confirm</label>
            <input id="confirm" name="confirm" type="text" autocomplete="off" data-must-equal="${userId}" />
            <p><button class="danger" type="submit">Erase ${userId}</button></p>
          </form>
        </details>`
      : '';
  const body = html`<h1>User ${userId}</h1>
    ${userTabs(userId, 'memories')}${filters(userId, q)}${content}${erase}`;
  return page({ title: `${userId}: memories`, viewer, section: 'users', flash }, body);
}
