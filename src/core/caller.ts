/**
 * Who is calling, resolved once per call: the validated scope, the party acting (the user, or an
 * agent on their behalf), the source type of what it writes explicitly, and what the namespace
 * policy lets it read and write. Every facade method starts here and passes the result down.
 */
import { MnemoError } from './errors.js';
import { assertCanRead, assertCanWrite, resolveAccess, type Access } from './policy/namespaces.js';
import { toScope, type ScopeInput } from './scope-input.js';
import type { RecordFilter, StorageAdapter, Validity } from './contracts/storage.js';
import type { Actor } from './types/history.js';
import { serviceSource, type MemoryKind, type MemoryRecord } from './types/memory.js';
import { isValidScopeId } from './types/scope.js';
import type { Scope } from './types/scope.js';

/** The calling party of one facade call. */
export interface Caller {
  readonly scope: Scope;
  /** Who history records as making the change. */
  readonly actor: Actor;
  /** The source type of an explicit write by this party. */
  readonly source: 'user_explicit' | 'agent';
  /** The source id of an explicit write by this party: `service-key:<id>` for a service's key, else null. */
  readonly sourceId: string | null;
  readonly access: Access;
}

/** Validates the scope and resolves the namespace policy for it (one grant look-up). */
export async function resolveCaller(store: StorageAdapter, scopeInput: ScopeInput): Promise<Caller> {
  const scope = toScope(scopeInput);
  const access = await resolveAccess(store, scope);
  const service = serviceOf(scopeInput);
  return { scope, actor: actorOf(scope, service), source: explicitSource(scope), sourceId: service, access };
}

/** `service-key:<id>` when the input came through an unbound API key ({@link ScopeInput.serviceKeyId}), else null. */
export function serviceOf(scopeInput: ScopeInput): string | null {
  const id = scopeInput.serviceKeyId;
  if (id === undefined) return null;
  if (!isValidScopeId(id)) throw new MnemoError('INVALID_INPUT', 'a service key id is 1–128 characters of letters, digits and . _ : @ + -');
  return serviceSource(id).id;
}

/** Who history records as making a change in `scope`: the service whose key it came through, the agent, or the user. */
export function actorOf(scope: Scope, service: string | null): Actor {
  if (service !== null) return { type: 'system', id: service };
  return scope.agentId ? { type: 'agent', id: scope.agentId } : { type: 'user', id: scope.userId };
}

/** The source type of an explicit write in `scope`: the user's own, or an agent's on their behalf. */
export function explicitSource(scope: Pick<Scope, 'agentId'>): 'user_explicit' | 'agent' {
  return scope.agentId ? 'agent' : 'user_explicit';
}

/** What a read by `caller` covers: the namespaces it may read, and which records count as valid. */
export function readFilter(caller: Caller, o: { kinds?: readonly MemoryKind[]; includeInvalid?: boolean; asOf?: Date }, now: Date): RecordFilter {
  const validity: Validity = o.includeInvalid ? { mode: 'all' } : o.asOf ? { mode: 'asOf', at: o.asOf } : { mode: 'current', now };
  return { validity, kinds: o.kinds, namespaces: caller.access.readable ?? undefined };
}

/** What a list by `caller` covers: {@link readFilter}, narrowed to archived records and to flagged (or unflagged) ones when asked. */
export function listFilter(
  caller: Caller,
  o: { kinds?: readonly MemoryKind[]; includeInvalid?: boolean; archived?: boolean; flagged?: boolean },
  now: Date,
): RecordFilter {
  return { ...readFilter(caller, o, now), ...(o.archived && { archived: 'only' as const }), ...(o.flagged !== undefined && { flagged: o.flagged }) };
}

/** Throws POLICY_DENIED unless the caller may read memories of `namespace`. */
export function assertReadable(caller: Caller, namespace: string): void {
  assertCanRead(caller.access, caller.scope, namespace);
}

/** Throws POLICY_DENIED unless the caller may write `namespace` with its own source type (or `source`). */
export function assertWritable(caller: Caller, namespace: string, source: MemoryRecord['source']['type'] = caller.source): void {
  assertCanWrite(caller.access, caller.scope, namespace, source);
}

/** True when the caller may read memories of `namespace`. */
export function canRead(caller: Caller, namespace: string): boolean {
  return caller.access.readable === null || caller.access.readable.includes(namespace);
}

/**
 * One memory of the caller's by id: NOT_FOUND when absent, another user's, or in a namespace the
 * caller may not read — the same answer in each case, so an id reveals nothing about who holds it.
 */
export async function getReadable(store: StorageAdapter, caller: Caller, id: string): Promise<MemoryRecord> {
  if (typeof id !== 'string' || id.trim() === '' || id.length > 256) throw new MnemoError('INVALID_INPUT', 'give the id of the memory');
  const [record] = await store.getMemories(caller.scope, [id]);
  if (!record || !canRead(caller, record.namespace)) throw notFound(id);
  return record;
}

/** The error for an id the caller has no memory with. */
export function notFound(id: string): MnemoError {
  return new MnemoError('NOT_FOUND', `no memory ${JSON.stringify(id.slice(0, 64))} for this user`);
}

/** The scope of a user-level action (erase, revoke, maintenance): agents cannot take them. */
export function userOnly(scopeInput: ScopeInput, what: string): Scope {
  const scope = toScope(scopeInput);
  if (scope.agentId) throw new MnemoError('POLICY_DENIED', `${what} is an explicit user action; agents cannot do it`);
  return scope;
}
