/**
 * Scope as callers give it (tenant optional), validated once at the edge of the facade.
 */
import { MnemoError } from './errors.js';
import { DEFAULT_TENANT, isValidScopeId, type Scope } from './types/scope.js';

/** A scope as a caller gives it: `userId` required, `tenantId` defaults to `default`. */
export interface ScopeInput {
  readonly tenantId?: string | undefined;
  readonly userId: string;
  readonly agentId?: string | undefined;
  readonly sessionId?: string | undefined;
  /**
   * Set by a surface, never by the party it serves: the request came through the API key `serviceKeyId`,
   * bound to no user and no agent — a service writing for the user it names. Every change it makes
   * says so: history's actor is `system` `service-key:<id>`, and what it writes explicitly (memories,
   * profile fields) has the source id `service-key:<id>` ("written by a service", never "user said").
   */
  readonly serviceKeyId?: string | undefined;
}

/** Validates a scope; a missing or malformed user id is a SCOPE_REQUIRED error. */
export function toScope(input: ScopeInput | undefined): Scope {
  if (!input || typeof input !== 'object' || input.userId === undefined || input.userId === '') {
    throw new MnemoError('SCOPE_REQUIRED', 'every operation needs a user id (--user U, or { userId } in code)');
  }
  if (input.tenantId === null) throw new MnemoError('INVALID_INPUT', 'tenant id is null: leave it out for the default tenant, or name one');
  const check = (name: string, v: string | undefined, required: boolean): string | undefined => {
    if (v === undefined && !required) return undefined;
    if (!isValidScopeId(v)) {
      throw new MnemoError('INVALID_INPUT', `${name} must be 1–128 characters of letters, digits and . _ : @ + - (starting with a letter or digit)`);
    }
    return v;
  };
  return {
    tenantId: check('tenant id', input.tenantId ?? DEFAULT_TENANT, true) as string,
    userId: check('user id', input.userId, true) as string,
    agentId: check('agent id', input.agentId, false),
    sessionId: check('session id', input.sessionId, false),
  };
}
