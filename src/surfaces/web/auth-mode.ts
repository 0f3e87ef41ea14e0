/** How the web surfaces (the HTTP API and the inspector) authenticate: shared by both, owned by neither. */

/** How requests are authenticated: API keys from the store, or (loopback development only) nobody. */
export type AuthMode = { readonly type: 'keys' } | { readonly type: 'none'; readonly tenantId: string };
