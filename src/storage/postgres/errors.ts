/**
 * PostgreSQL and driver errors → MnemoErrors a caller can act on. Messages name the server
 * (host and port, never the password) and say what to check; the original error is the `cause`.
 */
import { MnemoError } from '../../core/errors.js';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'EPIPE']);

/** SQLSTATEs after which the same transaction may simply be run again. */
export const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** Where the store lives, for messages: `host:port/database`, or `in-process PGlite`. */
export type ServerLabel = string;

/** Maps any error thrown by a driver to a MnemoError (MnemoErrors pass through). */
export function toMnemoError(error: unknown, where: ServerLabel): unknown {
  if (MnemoError.isInstance(error)) return error;
  const e = error as { code?: unknown; message?: unknown; errors?: { code?: unknown }[] };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.errors?.[0]?.code === 'string' ? (e.errors[0].code as string) : undefined;
  const message = typeof e?.message === 'string' ? e.message : '';
  if ((code && CONNECTION_CODES.has(code)) || /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)) {
    return new MnemoError('STORE_UNAVAILABLE', `cannot reach PostgreSQL at ${where} (${code ?? 'connection lost'}): is the server running and the URL right?`, {
      cause: error,
    });
  }
  if (code === undefined || !/^[0-9A-Z]{5}$/.test(code)) return error;
  if (code === '28P01' || code === '28000') {
    return new MnemoError('STORE_UNAVAILABLE', `PostgreSQL at ${where} refused the login (${code}): check the user and password in the URL`, { cause: error });
  }
  if (code === '3D000')
    return new MnemoError('CONFIG_INVALID', `the database named in the URL does not exist on ${where}: create it first (createdb)`, { cause: error });
  if (code === '23505') return new MnemoError('CONFLICT', 'the write conflicts with an existing row (duplicate id?)', { cause: error });
  if (RETRYABLE_SQLSTATES.has(code) || code === '55P03') {
    return new MnemoError('STORE_LOCKED', `the write collided with another writer (${code}) and was rolled back: retry`, { cause: error });
  }
  if (code === '42501')
    return new MnemoError('STORE_FAILED', `the database user lacks a privilege Mnemo needs (${code}): grant it, or migrate as the owner`, { cause: error });
  if (code.startsWith('08') || code === '57P01' || code === '57P03') {
    return new MnemoError('STORE_UNAVAILABLE', `PostgreSQL at ${where} dropped or refused the connection (${code}): retry when it is up`, { cause: error });
  }
  if (code === '53300')
    return new MnemoError('STORE_UNAVAILABLE', `PostgreSQL at ${where} has no connection slots left (53300): lower the pool size or raise max_connections`, {
      cause: error,
    });
  return new MnemoError('STORE_FAILED', `PostgreSQL refused the operation (${code})`, { cause: error });
}
