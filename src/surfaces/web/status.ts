/** The HTTP status of each error code, for every web surface (the API's error mapper, the inspector's pages). */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../core/errors.js';

/** The HTTP status of each error code. */
export const STATUS_OF: Readonly<Record<ErrorCode, ContentfulStatusCode>> = {
  INVALID_INPUT: 400,
  SCOPE_REQUIRED: 400,
  SECRET_DETECTED: 400,
  UNSUPPORTED: 400,
  NO_MODEL: 400,
  CONFIG_INVALID: 400,
  UNAUTHORIZED: 401,
  POLICY_DENIED: 403,
  UNKNOWN_AGENT: 403,
  NOT_FOUND: 404,
  SUPERSEDED: 409,
  CONFLICT: 409,
  SESSION_ENDED: 409,
  EMBEDDER_MISMATCH: 409,
  TOO_LARGE: 413,
  BUSY: 429,
  STORE_LOCKED: 503,
  STORE_UNAVAILABLE: 503,
  // the engine was closed under the request: the server is shutting down
  CLOSED: 503,
  EMBEDDER_UNAVAILABLE: 503,
  STORE_CORRUPT: 500,
  STORE_NEWER_SCHEMA: 500,
  STORE_FAILED: 500,
  PROVIDER_FAILED: 502,
  MODEL_OUTPUT_INVALID: 502,
};
