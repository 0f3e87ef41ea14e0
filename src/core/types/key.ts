/**
 * An API key of the HTTP server as stored (M23). Plain data, no I/O.
 */

/** What an API key may do: read only, read and write, or also administer the tenant (keys, grants, jobs, import). */
export type KeyRole = 'read' | 'write' | 'admin';

/**
 * An API key as stored (M23). The key itself is never stored: only its SHA-256 `hash` (the key
 * carries 256 random bits, so a fast hash is enough and a lookup per request stays cheap).
 */
export interface ApiKeyRecord {
  /** Public id, also the key's visible prefix, e.g. `key_k3v9…`. */
  readonly id: string;
  readonly tenantId: string;
  /** The one user the key may act for; null = any user of the tenant. */
  readonly userId: string | null;
  /** The agent the key acts as under the namespace policy; null = the user themself. */
  readonly agentId: string | null;
  readonly role: KeyRole;
  /** Hex SHA-256 of the whole key string. */
  readonly hash: string;
  readonly label: string | null;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
}
