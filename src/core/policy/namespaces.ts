/**
 * Namespace policy (M16). A user acting for themself reads and writes everything of their own.
 * An agent reads and writes only the namespaces the tenant's policy table grants it; an agent with
 * no grants at all is unknown and fails loudly. The user namespace is written only by explicit user
 * action, whatever the grants say.
 */
import { MnemoError } from '../errors.js';
import type { NamespaceGrant, StorageAdapter } from '../contracts/storage.js';
import { USER_NAMESPACE, agentNamespace, type SourceType } from '../types/memory.js';
import type { Scope } from '../types/scope.js';

/** What the acting party may do in a scope. `readable` null means every namespace. */
export interface Access {
  readonly readable: readonly string[] | null;
  readonly canWrite: (namespace: string, source: SourceType) => boolean;
  /** Where this party's writes go unless told otherwise. */
  readonly defaultNamespace: string;
}

/** Resolves what `scope` (its agent, if any) may read and write. */
export async function resolveAccess(store: StorageAdapter, scope: Scope): Promise<Access> {
  if (!scope.agentId) {
    return { readable: null, canWrite: () => true, defaultNamespace: USER_NAMESPACE };
  }
  const grants = await store.listGrants(scope.tenantId, scope.agentId);
  if (grants.length === 0) {
    throw new MnemoError(
      'UNKNOWN_AGENT',
      `agent "${scope.agentId}" has no namespace grants in tenant "${scope.tenantId}": grant it access first (mnemo policy grant --agent ${scope.agentId} ...)`,
      { details: { agentId: scope.agentId, tenantId: scope.tenantId } },
    );
  }
  return accessFromGrants(grants, scope.agentId);
}

/** Access implied by a list of grants. */
export function accessFromGrants(grants: readonly NamespaceGrant[], agentId: string): Access {
  const wildcard = grants.find((g) => g.namespace === '*');
  const readable = wildcard?.read ? null : grants.filter((g) => g.read).map((g) => g.namespace);
  const writable = new Set(grants.filter((g) => g.write).map((g) => g.namespace));
  return {
    readable,
    canWrite: (namespace, source) => {
      if (namespace === USER_NAMESPACE && source !== 'user_explicit' && source !== 'bootstrap') return false;
      return writable.has(namespace) || (wildcard?.write ?? false);
    },
    defaultNamespace: agentNamespace(agentId),
  };
}

/** Throws POLICY_DENIED unless `access` may write `namespace` with a memory from `source`. */
export function assertCanWrite(access: Access, scope: Scope, namespace: string, source: SourceType): void {
  if (!access.canWrite(namespace, source)) {
    const why = namespace === USER_NAMESPACE ? 'the user namespace is written only by explicit user action' : `no write grant for namespace "${namespace}"`;
    throw new MnemoError('POLICY_DENIED', `agent "${scope.agentId}" may not write here: ${why}`, { details: { namespace } });
  }
}

/** Throws POLICY_DENIED unless `access` may read `namespace`. */
export function assertCanRead(access: Access, scope: Scope, namespace: string): void {
  if (access.readable !== null && !access.readable.includes(namespace)) {
    throw new MnemoError('POLICY_DENIED', `agent "${scope.agentId}" may not read namespace "${namespace}"`, { details: { namespace } });
  }
}
