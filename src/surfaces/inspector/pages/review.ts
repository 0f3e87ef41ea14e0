/**
 * `/review`: pairs consolidation kept side by side in the similarity band without a model to
 * decide, with keep both / keep newer / keep older / merge (each a correction with a reason through
 * `mnemo.resolveReview`), and the open dreams (merges, contradictions, insights) to approve or discard.
 */
import { html } from 'hono/html';
import type { KeyIdentity } from '../../../core/keys.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import type { DreamCandidate, DreamRecord } from '../../../core/types/dream.js';
import type { MemoryRecord } from '../../../core/types/memory.js';
import { memoryPath, n2, page, statusBadge, when, type Html, type Viewer, visible } from '../layout.js';
import { scopeFor } from '../auth-cookie.js';

interface Pair {
  readonly userId: string;
  readonly newer: MemoryRecord;
  readonly older: MemoryRecord | null;
}

function side(label: string, userId: string, m: MemoryRecord | null, now: Date): Html {
  if (!m)
    return html`<div class="card">
      <h3>${label}</h3>
      <p class="muted">No longer readable.</p>
    </div>`;
  return html`<div class="card">
    <h3>${label}</h3>
    <p><a href="${memoryPath(userId, m.id)}">${visible(m.content)}</a></p>
    <p class="muted">${m.kind} · ${statusBadge(m, now)} · importance ${n2(m.importance)} · ${m.source.type} · created ${when(m.createdAt)}</p>
  </div>`;
}

function pairCard(p: Pair, i: number, canAct: boolean, now: Date): Html {
  const merged = p.older ? `${p.older.content} ${p.newer.content}` : p.newer.content;
  return html`<section class="card" aria-labelledby="pair-${i}">
    <h2 id="pair-${i}">User ${p.userId}: similar (${n2(p.newer.review?.similarity ?? 0)})</h2>
    <div class="pair">${side('Older', p.userId, p.older, now)}${side('Newer (flagged)', p.userId, p.newer, now)}</div>
    ${
      canAct
        ? html`<form method="post" action="/review/resolve" class="actions">
            <input type="hidden" name="user" value="${p.userId}" /><input type="hidden" name="id" value="${p.newer.id}" />
            <div><label for="reason-${i}">Reason</label><input class="wide" id="reason-${i}" name="reason" type="text" required /></div>
            <div><label for="merged-${i}">Merged text (for merge)</label><textarea id="merged-${i}" name="content">${merged}</textarea></div>
            <div class="buttons">
              <button type="submit" name="keep" value="both">Keep both</button>
              <button type="submit" name="keep" value="newer">Keep newer</button>
              <button type="submit" name="keep" value="older">Keep older</button>
              <button type="submit" name="keep" value="merge">Merge</button>
            </div>
          </form>`
        : ''
    }
  </section>`;
}

/** A memory of a dream candidate: its text (escaped by the template), linked; its id when it can no longer be read. */
function memoryRef(userId: string, id: string, texts: ReadonlyMap<string, string>): Html {
  const text = texts.get(id);
  return html`<a href="${memoryPath(userId, id)}">${text === undefined ? id : html`“${text}”`}</a>`;
}

function candidateText(userId: string, c: DreamCandidate, texts: ReadonlyMap<string, string>): Html {
  if (c.type === 'insight') return html`<li>insight (${c.kind}): ${c.content} <span class="muted">— ${c.reason}</span></li>`;
  return html`<li>
    <strong>${c.type}</strong>: keep ${memoryRef(userId, c.keep, texts)}, drop ${memoryRef(userId, c.drop, texts)}
    <span class="muted">— ${c.reason}</span>
  </li>`;
}

function dreamCard(d: DreamRecord, canAct: boolean, texts: ReadonlyMap<string, string>): Html {
  const action = (verb: 'approve' | 'discard', label: string, cls: string): Html =>
    html`<form class="inline" method="post" action="/review/dreams/${encodeURIComponent(d.id)}/${verb}">
      <input type="hidden" name="user" value="${d.userId}" /> <button class="${cls}" type="submit">${label}</button>
    </form>`;
  return html`<section class="card">
    <h3>Dream <code>${d.id}</code> of ${d.userId} · ${when(d.createdAt)}</h3>
    <ul>
      ${d.candidates.map((c) => candidateText(d.userId, c, texts))}
    </ul>
    ${d.notes.length ? html`<p class="muted">${d.notes.join(' ')}</p>` : ''}
    ${canAct ? html`${action('approve', 'Approve all', '')} ${action('discard', 'Discard', 'secondary')}` : ''}
  </section>`;
}

/** The review page. */
export async function reviewPage(mnemo: Mnemo, identity: KeyIdentity, viewer: Viewer, flash: string | null): Promise<Html> {
  const users = await mnemo.admin.userSummaries(identity.tenantId, { userId: identity.userId ?? undefined, limit: 100_000 });
  const pairs: Pair[] = [];
  const dreams: DreamRecord[] = [];
  /** The text of the memories the dreams name, so a reviewer reads what would be kept and dropped. */
  const texts = new Map<string, string>();
  for (const u of users) {
    const scope = scopeFor(identity, u.userId);
    if (u.flagged > 0) {
      for (const newer of await mnemo.list(scope, { flagged: true, limit: 10_000 })) {
        const older = newer.review ? await mnemo.get(scope, newer.review.similarTo).catch(() => null) : null;
        pairs.push({ userId: u.userId, newer, older });
      }
    }
    const open = (await mnemo.dreams.list(scope)).filter((d) => d.status === 'open' && d.candidates.length > 0);
    dreams.push(...open);
    const ids = open.flatMap((d) => d.candidates.flatMap((c) => (c.type === 'insight' ? [] : [c.keep, c.drop])));
    for (const id of new Set(ids)) {
      const m = await mnemo.get(scope, id).catch(() => null);
      if (m) texts.set(id, m.content);
    }
  }
  const canAct = identity.role !== 'read';
  const now = mnemo.now();
  const body = html`<h1>Review</h1>
    <p class="muted">Pairs kept side by side because no model was there to decide between them. Each choice is written as a correction with your reason.</p>
    ${pairs.length === 0 ? html`<p>No flagged pairs.</p>` : pairs.map((p, i) => pairCard(p, i, canAct, now))}
    <h2>Dream candidates</h2>
    ${dreams.length === 0 ? html`<p class="muted">No open dreams. <code>mnemo dream --user &lt;id&gt;</code> proposes some.</p>` : dreams.map((d) => dreamCard(d, canAct, texts))}`;
  return page({ title: 'Review', viewer, section: 'review', flash }, body);
}
