/** The HTTP server: the app factory, the runner with graceful stop, and the auth types (for mounting MCP). */
export { createHttpApp, type HttpAppOptions } from './app.js';
export { startServer, isLoopback, type RunningServer } from './serve.js';
export { authenticate, boundScopeOf, scopeOf, requireRole, type AuthMode, type HttpEnv } from './auth.js';
export { STATUS_OF } from './errors.js';
