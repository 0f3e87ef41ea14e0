/**
 * Who is looking at the inspector. With keys on, a person signs in with an API key; the cookie
 * (HttpOnly, SameSite=Strict) holds a sign-in session token, never the key, checked again on every
 * request with `mnemo.admin.authenticateSession` (it expires, and dies with the key) — the same keys, identities and roles as `/v1`, so a read key cannot
 * act and a key bound to one user sees only that user. A POST from another origin is refused.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { MnemoError } from '../../core/errors.js';
import { serviceKeyOf, type AuthMode } from '../web/auth-mode.js';
import type { KeyIdentity } from '../../core/keys.js';
import type { Mnemo } from '../../engine/mnemo.js';
import type { ScopeInput } from '../../core/scope-input.js';
import type { Viewer } from './layout.js';

/** The cookie that holds the sign-in session. */
export const KEY_COOKIE = 'mnemo_inspector_session';

const SESSION_MS = 8 * 3600 * 1000;

/** The signed-in identity of a request, or null when a key is needed and none (or a bad one) came. */
export async function identityOf(c: Context, mnemo: Mnemo, auth: AuthMode): Promise<KeyIdentity | null> {
  if (auth.type === 'none') return { keyId: 'none', tenantId: auth.tenantId, userId: null, agentId: null, role: 'admin' };
  const header = c.req.header('authorization');
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const session = getCookie(c, KEY_COOKIE);
  if (!bearer && !session) return null;
  try {
    return bearer ? await mnemo.admin.authenticate(bearer) : await mnemo.admin.authenticateSession(session);
  } catch (error) {
    if (MnemoError.isInstance(error) && error.code === 'UNAUTHORIZED') return null;
    throw error;
  }
}

/** Signs in: checks the key, then keeps a session token for it in the cookie. UNAUTHORIZED for a bad key. */
export async function signIn(c: Context, mnemo: Mnemo, key: string): Promise<KeyIdentity> {
  const { token, identity } = await mnemo.admin.createSession(key.trim(), SESSION_MS);
  setCookie(c, KEY_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: SESSION_MS / 1000,
  });
  return identity;
}

/** Signs out: forgets the cookie. */
export function signOut(c: Context): void {
  deleteCookie(c, KEY_COOKIE, { path: '/' });
}

/**
 * True when a POST comes from this site. Browsers send `Sec-Fetch-Site` (computed by the browser,
 * so it holds behind a proxy too) and `Origin` with a form POST; either naming another site means a
 * page elsewhere is trying to act with this person's cookie. Without `Sec-Fetch-Site`, the
 * `Origin`'s host must be the host the request was sent to (`X-Forwarded-Host` behind a proxy, else
 * `Host`), so a TLS-terminating proxy in front does not break the check.
 */
export function sameOrigin(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host') || new URL(c.req.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // `null` (a sandboxed or file page) and anything unparsable
  }
}

/** The header's view of an identity. */
export function viewerOf(identity: KeyIdentity): Viewer {
  return { tenantId: identity.tenantId, userId: identity.userId, role: identity.role, signedIn: identity.keyId !== 'none' };
}

/** The facade scope for `userId` under this identity; NOT_FOUND for a user the key is not bound to. */
export function scopeFor(identity: KeyIdentity, userId: string): ScopeInput {
  if (identity.userId !== null && identity.userId !== userId) throw new MnemoError('NOT_FOUND', 'no such user for this API key');
  return { tenantId: identity.tenantId, userId, agentId: identity.agentId ?? undefined, serviceKeyId: serviceKeyOf(identity) };
}

/** POLICY_DENIED unless the identity may change memory. */
export function requireWrite(identity: KeyIdentity): void {
  if (identity.role === 'read') throw new MnemoError('POLICY_DENIED', 'this API key is read-only: sign in with a write key to change memory');
}
