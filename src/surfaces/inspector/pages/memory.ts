/**
 * `/users/<id>/memories/<id>`: one memory — its fields, where it came from (with links to the
 * session events), its lineage as a chain, its whole history old → new with reasons, and the
 * corrections a person can make (update with a reason, note, forget).
 */
import { html } from 'hono/html';
import type { Mnemo } from '../../../engine/mnemo.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import type { HistoryEntry } from '../../../core/types/history.js';
import type { MemoryRecord, SourceRef } from '../../../core/types/memory.js';
import { memoryPath, n2, page, sessionPath, statusBadge, statusOf, userTabs, valueText, when, type Html, type Viewer, visible } from '../layout.js';

const CHAIN_LIMIT = 25;

/** The versions before and after a memory, oldest first, the memory itself included. */
async function chainOf(mnemo: Mnemo, scope: ScopeInput, memory: MemoryRecord): Promise<MemoryRecord[]> {
  const fetch = async (id: string | null): Promise<MemoryRecord | null> => (id ? mnemo.get(scope, id).catch(() => null) : null);
  const before: MemoryRecord[] = [];
  for (let m = await fetch(memory.supersedes); m && before.length < CHAIN_LIMIT; m = await fetch(m.supersedes)) before.unshift(m);
  const after: MemoryRecord[] = [];
  for (let m = await fetch(memory.supersededBy); m && after.length < CHAIN_LIMIT; m = await fetch(m.supersededBy)) after.push(m);
  return [...before, memory, ...after];
}

function sourceItem(userId: string, s: SourceRef): Html {
  const event = /^session:(.+)#(\d+)$/.exec(s.id ?? '');
  if (event) {
    const [, sessionId, seq] = event as unknown as [string, string, string];
    return html`<li>${s.type}: <a href="${sessionPath(userId, sessionId)}#event-${seq}">session ${sessionId}, event ${seq}</a></li>`;
  }
  const session = /^session:(.+)$/.exec(s.id ?? '');
  if (session) return html`<li>${s.type}: <a href="${sessionPath(userId, session[1] as string)}">session ${session[1]}</a></li>`;
  if (s.id && /^m_[a-z0-9]+$/.test(s.id)) return html`<li>${s.type}: <a href="${memoryPath(userId, s.id)}">memory ${s.id}</a></li>`;
  return html`<li>${s.type}${s.id ? html`: <code>${s.id}</code>` : ''}</li>`;
}

function historyItem(userId: string, h: HistoryEntry): Html {
  const target = h.targetKind === 'memory' ? html`<a href="${memoryPath(userId, h.targetId)}"><code>${h.targetId}</code></a>` : html`field ${h.targetId}`;
  return html`<li>
    <strong>${h.op}</strong> · ${when(h.at)} · ${h.actor.type}${h.actor.id ? ` ${h.actor.id}` : ''} · ${target}
    ${h.reason ? html`<div>Reason: ${h.reason}</div>` : ''}
    ${
      h.oldValue !== null || h.newValue !== null
        ? html`<div class="change">
            <pre aria-label="old value">${visible(valueText(h.oldValue))}</pre>
            <span aria-hidden="true">→</span>
            <pre aria-label="new value">${visible(valueText(h.newValue))}</pre>
          </div>`
        : ''
    }
  </li>`;
}

function fields(userId: string, m: MemoryRecord, now: Date): Html {
  return html`<dl class="fields">
    <dt>State</dt>
    <dd>${statusBadge(m, now)}${m.invalidationReason ? html` — ${m.invalidationReason}` : ''}</dd>
    <dt>Kind</dt>
    <dd>${m.kind} · namespace ${m.namespace}</dd>
    <dt>Importance</dt>
    <dd>${n2(m.importance)}</dd>
    <dt>Confidence</dt>
    <dd>${n2(m.confidence)}</dd>
    <dt>Valid</dt>
    <dd>from ${when(m.validFrom)} to ${m.invalidatedAt ? when(m.invalidatedAt) : 'now'}</dd>
    <dt>TTL</dt>
    <dd>${m.expiresAt ? `expires ${when(m.expiresAt)}` : 'none'}</dd>
    <dt>Half-life</dt>
    <dd>${m.halfLifeDays === null ? 'the kind’s default' : `${m.halfLifeDays} days`}</dd>
    <dt>Used</dt>
    <dd>${m.accessCount} times in a context, last ${when(m.lastAccessedAt)}</dd>
    <dt>Created</dt>
    <dd>${when(m.createdAt)}, updated ${when(m.updatedAt)}</dd>
    ${
      m.triple
        ? html`<dt>Fact</dt>
            <dd>${m.triple.subject} · ${m.triple.predicate} · ${m.triple.object}</dd>`
        : ''
    }
    ${
      m.profileKey
        ? html`<dt>Profile field</dt>
            <dd>${m.profileKey}</dd>`
        : ''
    }
    ${
      m.notes.length
        ? html`<dt>Notes</dt>
            <dd>
              <ul>
                ${m.notes.map((n) => html`<li>${n}</li>`)}
              </ul>
            </dd>`
        : ''
    }
    ${
      m.review
        ? html`<dt>Review</dt>
            <dd>
              <span class="badge flagged">flagged</span> similar (${n2(m.review.similarity)}) to
              <a href="${memoryPath(userId, m.review.similarTo)}">${m.review.similarTo}</a> — <a href="/review">resolve in Review</a>
            </dd>`
        : ''
    }
  </dl>`;
}

function actions(userId: string, m: MemoryRecord): Html {
  const base = memoryPath(userId, m.id);
  return html`<h2>Correct it</h2>
    <div class="actions">
      <form method="post" action="${base}/update">
        <h3>Replace the text</h3>
        <label for="content">New text</label><textarea id="content" name="content" required>${m.content}</textarea> <label for="update-reason">Reason</label
        ><input id="update-reason" name="reason" type="text" required />
        <button type="submit">Save as a new version</button>
      </form>
      <form method="post" action="${base}/note">
        <h3>Add a note</h3>
        <label for="note">Note</label><textarea id="note" name="note" required></textarea> <label for="note-reason">Reason (optional)</label
        ><input id="note-reason" name="reason" type="text" />
        <button type="submit">Add note</button>
      </form>
      <form method="post" action="${base}/forget" data-confirm="Forget this memory? It stays in history.">
        <h3>Forget it</h3>
        <label for="forget-reason">Reason</label><input id="forget-reason" name="reason" type="text" required />
        <p class="muted">Forgetting invalidates it: it leaves recall and the list of valid memories, and stays in history.</p>
        <button class="danger" type="submit">Forget</button>
      </form>
    </div>`;
}

/** The memory page. */
export async function memoryPage(mnemo: Mnemo, viewer: Viewer, scope: ScopeInput & { userId: string }, id: string, flash: string | null): Promise<Html> {
  const userId = scope.userId;
  const memory = await mnemo.get(scope, id);
  const [history, sources, chain] = [await mnemo.history(scope, id), await mnemo.admin.sources(scope, id), await chainOf(mnemo, scope, memory)];
  const now = mnemo.now();
  const current = statusOf(memory, now) === 'current' || statusOf(memory, now) === 'expired';
  const timeline = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  const body = html`<h1>Memory <code>${memory.id}</code></h1>
    ${userTabs(userId, 'memories')}
    <p class="card" style="font-size:1.1rem">${visible(memory.content)}</p>
    ${
      memory.supersededBy
        ? html`<p class="error" role="note">This version was replaced: <a href="${memoryPath(userId, memory.supersededBy)}">see the newer version</a>.</p>`
        : ''
    }
    ${fields(userId, memory, now)}
    <h2>Provenance</h2>
    <ul>
      ${sources.length ? sources.map((s) => sourceItem(userId, s)) : sourceItem(userId, memory.source)}
      ${memory.sessionId ? html`<li>written in <a href="${sessionPath(userId, memory.sessionId)}">session ${memory.sessionId}</a></li>` : ''}
    </ul>
    <h2>Lineage</h2>
    <ol class="chain" aria-label="Versions, oldest first">
      ${chain.map(
        (m, i) =>
          html`${i > 0 ? html`<li aria-hidden="true">→</li>` : ''}
            <li>
              ${
                m.id === memory.id
                  ? html`<strong>this (${statusOf(m, now)})</strong>`
                  : html`<a href="${memoryPath(userId, m.id)}">${m.id}</a> (${statusOf(m, now)})`
              }
            </li>`,
      )}
    </ol>
    <h2>History, old → new</h2>
    <ol class="timeline">
      ${timeline.map((h) => historyItem(userId, h))}
    </ol>
    ${current && !memory.invalidatedAt && viewer.role !== 'read' ? actions(userId, memory) : ''}`;
  return page({ title: `Memory ${memory.id}`, viewer, section: 'users', flash }, body);
}
