/**
 * `/users/<id>/context?message=…`: what the model sees for a message — the stable block and the
 * episodic block exactly as `context()` returns them, the tokens used against the budget, and what
 * was recalled but skipped. The preview is a GET and only reads (`readOnly`): no access count, no
 * TTL renewal, no frozen block.
 */
import { html } from 'hono/html';
import type { ContextResult } from '../../../engine/facade-types.js';
import type { Mnemo } from '../../../engine/mnemo.js';
import type { ScopeInput } from '../../../core/scope-input.js';
import { memoryPath, page, userPath, userTabs, type Html, type Viewer, visible } from '../layout.js';

function result(userId: string, r: ContextResult): Html {
  const used = new Set([...r.stable.memoryIds, ...r.episodic.memoryIds]);
  const skipped = r.recalled.filter((x) => !used.has(x.memory.id));
  const pct = Math.min(100, Math.round((r.tokens / r.budget) * 100));
  return html`<h2>Tokens</h2>
    <p><strong>${r.tokens}</strong> of a budget of ${r.budget} tokens (stable ${r.stable.tokens}, episodic ${r.episodic.tokens})</p>
    <div class="meter" role="img" aria-label="${r.tokens} of ${r.budget} tokens used"><span style="width:${pct}%"></span></div>
    <h2>Stable block <span class="muted">(system prompt${r.stable.frozen ? ', frozen for the session' : ''})</span></h2>
    <pre class="block" data-testid="stable-block">${r.stable.text || '(empty)'}</pre>
    <h2>Episodic block <span class="muted">(next to the latest user turn)</span></h2>
    <pre class="block" data-testid="episodic-block">${r.episodic.text || '(empty)'}</pre>
    <h2>Skipped</h2>
    ${
      skipped.length === 0
        ? html`<p class="muted">Everything recalled was included.</p>`
        : html`<ul>
            ${skipped.map(
              (x) =>
                html`<li>
                  <a href="${memoryPath(userId, x.memory.id)}">${visible(x.memory.content)}</a>
                  <span class="muted"
                    >score
                    ${x.score.toFixed(2)}${
                      r.stable.skippedIds.includes(x.memory.id) || r.episodic.skippedIds.includes(x.memory.id) ? ' — did not fit the budget' : ' — not packed'
                    }</span
                  >
                </li>`,
            )}
          </ul>`
    }`;
}

/** The context preview page. */
export async function contextPage(mnemo: Mnemo, viewer: Viewer, scope: ScopeInput & { userId: string }, message: string, budgetText: string): Promise<Html> {
  const userId = scope.userId;
  const budget = Number(budgetText || '1000');
  const r = message
    ? await mnemo.context(scope, message, { budget: Number.isInteger(budget) && budget > 0 ? Math.min(budget, 100_000) : 1000, readOnly: true })
    : null;
  const body = html`<h1>User ${userId}</h1>
    ${userTabs(userId, 'context')}
    <h2>What the model sees</h2>
    <form class="filters" method="get" action="${userPath(userId)}/context">
      <div class="search"><label for="message">Message</label><textarea id="message" name="message" required>${message}</textarea></div>
      <div>
        <label for="budget">Budget (tokens)</label><input id="budget" name="budget" type="number" min="1" max="100000" value="${budgetText || '1000'}" />
      </div>
      <div><button type="submit">Show the context</button></div>
    </form>
    <p class="muted">The preview calls <code>context()</code> like an agent would, read-only: it counts no use and freezes nothing.</p>
    ${r ? result(userId, r) : ''}`;
  return page({ title: `${userId}: what the model sees`, viewer, section: 'users' }, body);
}
