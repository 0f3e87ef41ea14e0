/**
 * The page frame and the small formatting helpers every inspector page shares. Pages are HTML
 * built with `hono/html`'s tagged template, which escapes every interpolated value: memory text is
 * user data and is never inserted raw.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { stateOf } from '../../core/memory-state.js';
import type { MemoryRecord } from '../../core/types/memory.js';

/** A fragment of HTML (escaped values inside). */
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Who is looking, as the header shows it. */
export interface Viewer {
  readonly tenantId: string;
  /** The user the key is bound to, when it is. */
  readonly userId: string | null;
  readonly role: 'read' | 'write' | 'admin';
  /** True when a key was given (so there is something to sign out of). */
  readonly signedIn: boolean;
}

/** What a page passes to the frame. */
export interface PageOptions {
  readonly title: string;
  readonly viewer: Viewer | null;
  /** The top-level section, for `aria-current`. */
  readonly section?: 'users' | 'review' | 'jobs';
  /** One line above the content after an action (from `?done=`). */
  readonly flash?: string | null;
}

/** A whole page. */
export function page(options: PageOptions, body: Html): Html {
  const v = options.viewer;
  const current = (s: PageOptions['section']): Html | string => ariaCurrent(options.section === s);
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title} · Mnemo inspector</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/_inspector/style.css" />
        <script src="/_inspector/app.js" defer></script>
      </head>
      <body>
        <a class="skip" href="#main">Skip to content</a>
        <header class="top">
          <a class="brand" href="/">Mnemo inspector</a>
          ${
            v
              ? html`<nav aria-label="Main">
                    <a href="/" ${current('users')}>Users</a>
                    <a href="/review" ${current('review')}>Review</a>
                    <a href="/jobs" ${current('jobs')}>Jobs</a>
                  </nav>
                  <div class="who">
                    <span>tenant <strong>${v.tenantId}</strong>${v.userId ? html`, user <strong>${v.userId}</strong>` : ''} · ${v.role}</span>
                    ${v.signedIn ? html`<form class="inline" method="post" action="/signout"><button class="secondary" type="submit">Sign out</button></form>` : ''}
                  </div>`
              : ''
          }
        </header>
        <main id="main">${options.flash ? html`<p class="flash" role="status">${options.flash}</p>` : ''} ${body}</main>
      </body>
    </html>`;
}

/** The tabs of one user's pages. */
export function userTabs(userId: string, active: 'memories' | 'profile' | 'sessions' | 'context'): Html {
  const tab = (key: typeof active, href: string, label: string): Html => html`<a href="${href}" ${ariaCurrent(active === key)}>${label}</a>`;
  const base = userPath(userId);
  return html`<nav class="sub" aria-label="User ${userId}">
    ${tab('memories', base, 'Memories')} ${tab('profile', `${base}/profile`, 'Profile and facts')} ${tab('sessions', `${base}/sessions`, 'Sessions')}
    ${tab('context', `${base}/context`, 'What the model sees')}
  </nav>`;
}

/** ` aria-current="page"` when `on`. */
export function ariaCurrent(on: boolean): Html | string {
  return on ? raw(' aria-current="page"') : '';
}

/** `/users/<id>`, encoded. */
export function userPath(userId: string): string {
  return `/users/${encodeURIComponent(userId)}`;
}

/** `/users/<id>/memories/<id>`, encoded. */
export function memoryPath(userId: string, id: string): string {
  return `${userPath(userId)}/memories/${encodeURIComponent(id)}`;
}

/** `/users/<id>/sessions/<id>`, encoded. */
export function sessionPath(userId: string, id: string): string {
  return `${userPath(userId)}/sessions/${encodeURIComponent(id)}`;
}

/** A date as `2026-05-01 14:03:22Z`, or a dash. */
export function when(d: Date | null | undefined): string {
  return d ? `${d.toISOString().slice(0, 19).replace('T', ' ')}Z` : '—';
}

/** A number with two decimals. */
export function n2(x: number): string {
  return x.toFixed(2);
}

/** The state of a memory now: current, superseded, forgotten, expired or archived. */
export const statusOf = stateOf;

/** A status badge. */
export function statusBadge(m: MemoryRecord, now: Date): Html {
  const s = statusOf(m, now);
  const cls = s === 'current' ? 'current' : s === 'expired' ? 'expired' : s === 'archived' ? 'archived' : 'invalid';
  return html`<span class="badge ${cls}">${s}</span>${m.review ? html` <span class="badge flagged">flagged</span>` : ''}`;
}

/** `1 change`, `2 changes`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A value from history, as short text for a person: an object as `field: value` lines with empty
 * fields left out; a nested object (a source, a triple) as its non-empty values joined by ` · `,
 * never as JSON.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object' || Array.isArray(value)) return plainText(value);
  const lines = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => !isEmpty(v))
    .map(([k, v]) => `${k}: ${plainText(v)}`);
  return lines.length ? lines.join('\n') : '—';
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

function plainText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return when(v);
  if (Array.isArray(v))
    return v
      .filter((x) => !isEmpty(x))
      .map(plainText)
      .join('; ');
  if (v !== null && typeof v === 'object') {
    return Object.values(v as Record<string, unknown>)
      .filter((x) => !isEmpty(x))
      .map(plainText)
      .join(' · ');
  }
  return '—';
}

// Invisible or format characters a person would not see (zero-width, bidi controls, tag characters), one captured at a time.
const INVISIBLE = /([\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}])/u;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * Stored text for a person, escaped, with every invisible character (tag characters, bidi controls,
 * zero-width characters) shown as a marked code point such as `U+202E`, so nothing hides in a memory.
 */
export function visible(text: string): Html {
  return raw(
    text
      .split(INVISIBLE)
      .map((part, i) => {
        if (i % 2 === 0) return escape(part);
        const code = `U+${(part.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
        return `<span class="invisible" title="invisible character ${code}">${code}</span>`;
      })
      .join(''),
  );
}

/** An error box. */
export function errorBox(message: string): Html {
  return html`<p class="error" role="alert">${message}</p>`;
}
