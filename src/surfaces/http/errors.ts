/**
 * One error mapper for the whole HTTP surface: a MnemoError becomes `{"error": {"code", "message"}}`
 * with the status its code means; anything else is a 500 whose message says nothing of the request.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MnemoError } from '../../core/errors.js';
import { STATUS_OF } from '../web/status.js';
import type { Logger } from '../../core/logger.js';

export { STATUS_OF } from '../web/status.js';

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
