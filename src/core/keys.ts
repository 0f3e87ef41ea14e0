/**
 * API keys (M23): minting, hashing and authenticating. A key is `mnemo_<id>_<secret>`: the id is
 * public (it names the key in `mnemo keys list` and logs), the secret is 32 random bytes in
 * base64url. Only the SHA-256 of the whole string is stored, so a leaked database gives no usable
 * key; a fast hash suffices because the secret has 256 bits of entropy (nothing to brute-force).
 */
import { createHash, randomBytes } from 'node:crypto';
import { MnemoError } from './errors.js';
import { newId } from './ids.js';
import type { ApiKeyRecord, KeyRole, KeyStorage } from './contracts/storage.js';
import { isValidScopeId } from './types/scope.js';

/** The roles a key may have, weakest first. */
export const KEY_ROLES: readonly KeyRole[] = ['read', 'write', 'admin'];

/** What a key may be created with. */
export interface NewKeyInput {
  readonly tenantId: string;
  /** Bind the key to one user (it can never reach another); absent = any user of the tenant. */
  readonly userId?: string | undefined;
  /** Bind the key to an agent: it then acts as that agent under the namespace policy. */
  readonly agentId?: string | undefined;
  /** Default `write`. */
  readonly role?: KeyRole | undefined;
  readonly label?: string | undefined;
}

/** A key as listed: everything but the hash. */
export type ApiKeyInfo = Omit<ApiKeyRecord, 'hash'>;

/** Who a valid key is. */
export interface KeyIdentity {
  readonly keyId: string;
  readonly tenantId: string;
  readonly userId: string | null;
  readonly agentId: string | null;
  readonly role: KeyRole;
}

const KEY_PATTERN = /^mnemo_(key_[a-z0-9]{16})_[A-Za-z0-9_-]{43}$/;

/** Hex SHA-256 of a key string: what the store keeps. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Creates a key; the returned `key` is the only time the secret exists outside the caller's hands. */
export async function createKey(store: KeyStorage, input: NewKeyInput, now: Date): Promise<{ key: string; info: ApiKeyInfo }> {
  const id = (name: string, v: string | undefined): string | null => {
    if (v === undefined) return null;
    if (!isValidScopeId(v))
      throw new MnemoError('INVALID_INPUT', `${name} must be 1–128 characters of letters, digits and . _ : @ + - (starting with a letter or digit)`);
    return v;
  };
  const role = input.role ?? 'write';
  if (!KEY_ROLES.includes(role)) throw new MnemoError('INVALID_INPUT', 'the role must be read, write or admin');
  if (input.label !== undefined && (typeof input.label !== 'string' || input.label.length > 200)) {
    throw new MnemoError('INVALID_INPUT', 'the label must be text of at most 200 characters');
  }
  const keyId = newId('key');
  const key = `mnemo_${keyId}_${randomBytes(32).toString('base64url')}`;
  const record: ApiKeyRecord = {
    id: keyId,
    tenantId: id('tenant id', input.tenantId) as string,
    userId: id('user id', input.userId),
    agentId: id('agent id', input.agentId),
    role,
    hash: hashKey(key),
    label: input.label ?? null,
    createdAt: now,
    revokedAt: null,
  };
  await store.createKey(record);
  return { key, info: infoOf(record) };
}

/** The key's public fields. */
export function infoOf(record: ApiKeyRecord): ApiKeyInfo {
  const { hash: _hash, ...info } = record;
  return info;
}

/** Who a bearer token is; UNAUTHORIZED for a malformed, unknown or revoked key (one message for all, so nothing leaks). */
export async function authenticateKey(store: KeyStorage, token: string | undefined): Promise<KeyIdentity> {
  const denied = (): MnemoError => new MnemoError('UNAUTHORIZED', 'a valid API key is required: send Authorization: Bearer <key> (mnemo keys create)');
  if (typeof token !== 'string' || !KEY_PATTERN.test(token)) throw denied();
  const record = await store.findKeyByHash(hashKey(token));
  if (!record || record.revokedAt !== null) throw denied();
  return { keyId: record.id, tenantId: record.tenantId, userId: record.userId, agentId: record.agentId, role: record.role };
}
