/** How the web surfaces (the HTTP API and the inspector) authenticate: shared by both, owned by neither. */
import type { KeyIdentity } from '../../core/keys.js';

/** How requests are authenticated: API keys from the store, or (loopback development only) nobody. */
export type AuthMode = { readonly type: 'keys' } | { readonly type: 'none'; readonly tenantId: string };

/**
 * The key id of a service: a key bound to no user and no agent writes for the user a request names,
 * so every change it makes says so (history's actor, its memories' and profile fields' source id:
 * `service-key:<id>`, never "user said"). Undefined for bound keys and without auth.
 */
export function serviceKeyOf(identity: KeyIdentity): string | undefined {
  return identity.keyId !== 'none' && identity.userId === null && identity.agentId === null ? identity.keyId : undefined;
}
