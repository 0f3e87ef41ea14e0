/**
 * Who a request is, and whose memory it may touch. The key decides the tenant (always), the user
 * (when bound) and the agent (when bound); a request names a user only within what its key allows.
 * A user-bound key naming another user gets 404 NOT_FOUND — the same answer as for a user or id that
 * does not exist, so a key learns nothing about what it cannot reach.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { MnemoError } from '../../core/errors.js';
import type { KeyIdentity } from '../../core/keys.js';
import type { Mnemo } from '../../engine/mnemo.js';
import type { ScopeInput } from '../../core/scope-input.js';
import type { KeyRole } from '../../core/contracts/storage.js';
import { serviceKeyOf, type AuthMode } from '../web/auth-mode.js';

/** Hono's environment of the API: the caller's identity, set by the auth middleware. */
export interface HttpEnv {
  Variables: { identity: KeyIdentity };
}

export type { AuthMode } from '../web/auth-mode.js';

const RANK: Record<KeyRole, number> = { read: 0, write: 1, admin: 2 };

/** The middleware that authenticates every `/v1` request (401 without a valid key). */
export function authenticate(mnemo: Mnemo, auth: AuthMode): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (auth.type === 'none') {
      c.set('identity', { keyId: 'none', tenantId: auth.tenantId, userId: null, agentId: null, role: 'admin' });
    } else {
      const header = c.req.header('authorization');
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      c.set('identity', await mnemo.admin.authenticate(token));
    }
    await next();
  };
}

/** Refuses a key whose role is below `role` (403 POLICY_DENIED). */
export function requireRole(c: Context<HttpEnv>, role: KeyRole): KeyIdentity {
  const identity = c.get('identity');
  if (RANK[identity.role] < RANK[role]) {
    throw new MnemoError('POLICY_DENIED', `this API key is ${identity.role}-only; the request needs a ${role} key`);
  }
  return identity;
}

/**
 * Refuses any key but an admin key bound to neither an agent nor a user (403 POLICY_DENIED): the
 * tenant's policy is not for a key that would gain from changing it.
 */
export function requireTenantAdmin(c: Context<HttpEnv>): KeyIdentity {
  const identity = requireRole(c, 'admin');
  if (identity.agentId !== null || identity.userId !== null) {
    throw new MnemoError(
      'POLICY_DENIED',
      'grants are read and changed only with an admin key bound to no agent and no user: mnemo keys create --tenant T --role admin',
    );
  }
  return identity;
}

/** The scope of a request: the key's tenant and agent, the user the key allows (404 for any other), and the service it came through. */
export function scopeOf(c: Context<HttpEnv>, userId: string | undefined, extra: { role?: KeyRole; sessionId?: string } = {}): ScopeInput {
  const identity = requireRole(c, extra.role ?? 'read');
  if (identity.userId !== null && userId !== undefined && userId !== identity.userId) {
    throw new MnemoError('NOT_FOUND', 'no such user for this API key');
  }
  const user = userId ?? identity.userId;
  if (user === null) throw new MnemoError('SCOPE_REQUIRED', 'name the user: userId (in the body, the query or the path)');
  return {
    tenantId: identity.tenantId,
    userId: user,
    agentId: identity.agentId ?? undefined,
    sessionId: extra.sessionId,
    serviceKeyId: serviceKeyOf(identity),
  };
}

/**
 * The scope of a surface where the key alone must decide the user (MCP at `/mcp`: the model never
 * chooses whose memory it touches). A key not bound to a user is refused with 403, except without
 * auth (loopback development), where `devUserId` stands in.
 */
export function boundScopeOf(c: Context<HttpEnv>, devUserId?: string): ScopeInput {
  const identity = c.get('identity');
  const user = identity.userId ?? (identity.keyId === 'none' ? devUserId : undefined);
  if (user === undefined || user === null) {
    throw new MnemoError('POLICY_DENIED', 'this surface needs an API key bound to one user: mnemo keys create --tenant T --user U');
  }
  return { tenantId: identity.tenantId, userId: user, agentId: identity.agentId ?? undefined };
}
