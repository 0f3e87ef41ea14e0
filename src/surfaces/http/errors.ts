/**
 * One error mapper for the whole HTTP surface: a MnemoError becomes `{"error": {"code", "message"}}`
 * with the status its code means; anything else is a 500 whose message says nothing of the request.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MnemoError, type ErrorCode } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';

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

/** The JSON body of an error. */
export function errorBody(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}

/** Hono's `onError`: every thrown error, as one JSON shape. */
export function mapError(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (MnemoError.isInstance(error)) {
      const status = STATUS_OF[error.code] ?? 500;
      // The rest of an oversize body is never read: the connection cannot carry another request.
      if (status === 413) c.header('Connection', 'close');
      if (error.retryable) c.header('Retry-After', '1');
      return c.json(errorBody(error.code, error.message), status);
    }
    if (error instanceof HTTPException) {
      // Hono's own: a malformed JSON body (400) or a body over the limit (413).
      const status = error.status;
      const code = status === 413 ? 'TOO_LARGE' : status === 401 ? 'UNAUTHORIZED' : 'INVALID_INPUT';
      const message = status === 413 ? 'the request body is larger than the server accepts' : error.message || 'the request is malformed';
      return c.json(errorBody(code, message), status as ContentfulStatusCode);
    }
    logger.error('http request failed', { method: c.req.method, path: c.req.routePath, error: error.name });
    return c.json(errorBody('INTERNAL', 'the server failed to answer; the error is logged'), 500);
  };
}
