/**
 * A scope says whose memory an operation touches. The isolation boundary is tenant + user:
 * every read and write of a storage adapter filters by both inside the query itself.
 * `agentId` and `sessionId` narrow further inside that boundary.
 */
export interface Scope {
  /** Organisation or application; `'default'` when there is only one. */
  readonly tenantId: string;
  /** The person whose memory this is. Required for every operation. */
  readonly userId: string;
  /** The agent acting, when not the user themself. Subject to the namespace policy. */
  readonly agentId?: string | undefined;
  /** The conversation, when an operation belongs to one. */
  readonly sessionId?: string | undefined;
}

/** The tenant used when none is given. */
export const DEFAULT_TENANT = 'default';

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:@+-]{0,127}$/;

/** True when `value` is usable as a tenant, user, agent or session id. */
export function isValidScopeId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
