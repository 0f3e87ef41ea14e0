/**
 * API keys (M23): minting, hashing and authenticating. A key is `mnemo_<id>_<secret>`: the id is
 * public (it names the key in `mnemo keys list` and logs), the secret is 32 random bytes in
 * base64url. Only the SHA-256 of the whole string is stored, so a leaked database gives no usable
 * key; a fast hash suffices because the secret has 256 bits of entropy (nothing to brute-force).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

/**
 * A sign-in session for a browser (the inspector's cookie), in place of the key itself:
 * `s1.<tenant>.<key id>.<expiry ms>.<mac>`, the mac an HMAC-SHA256 keyed by the key's stored hash.
 * The token is not the key (it opens no `/v1` request), it expires, it dies with the key's
 * revocation, and it needs no server-side state (every process of a server checks it alike).
 */
export async function createSessionToken(store: KeyStorage, key: string, now: Date, ttlMs: number): Promise<{ token: string; identity: KeyIdentity }> {
  const identity = await authenticateKey(store, key);
  const expiry = now.getTime() + ttlMs;
  const body = `s1.${b64(identity.tenantId)}.${identity.keyId}.${expiry}`;
  return { token: `${body}.${mac(hashKey(key), body)}`, identity };
}

/** Who a session token is; UNAUTHORIZED for a malformed, forged, expired or revoked one. */
export async function authenticateSessionToken(store: KeyStorage, token: string | undefined, now: Date): Promise<KeyIdentity> {
  const denied = (): MnemoError => new MnemoError('UNAUTHORIZED', 'the sign-in session is missing, expired or not valid: sign in again');
  const m = typeof token === 'string' ? /^s1\.([A-Za-z0-9_-]{1,200})\.(key_[a-z0-9]{16})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!m) throw denied();
  const [, tenant64, keyId, expiry, given] = m as unknown as [string, string, string, string, string];
  if (Number(expiry) <= now.getTime()) throw denied();
  const tenantId = Buffer.from(tenant64, 'base64url').toString('utf8');
  const record = (await store.listKeys(tenantId)).find((k) => k.id === keyId);
  if (!record || record.revokedAt !== null) throw denied();
  const expected = Buffer.from(mac(record.hash, `s1.${tenant64}.${keyId}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) throw denied();
  return { keyId: record.id, tenantId: record.tenantId, userId: record.userId, agentId: record.agentId, role: record.role };
}

function b64(s: string): string {
  return Buffer.from(s, 'utf8').toString('base64url');
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}
