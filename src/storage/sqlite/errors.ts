/**
 * SQLite driver errors → MnemoErrors a caller can act on (MnemoErrors pass through); the original
 * error is the `cause`.
 */
import { MnemoError } from '../../core/errors.js';

/** Runs a database call, turning driver errors into MnemoErrors. */
export function guard<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw toMnemoError(error);
  }
}

/** Maps an error thrown by better-sqlite3 to a MnemoError; anything else passes through. */
export function toMnemoError(error: unknown): unknown {
  if (MnemoError.isInstance(error)) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return error;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new MnemoError('STORE_LOCKED', 'the database is locked by another process: retry, or stop the other writer', { cause: error });
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return new MnemoError('STORE_CORRUPT', 'the database file is corrupt or not a Mnemo database: restore it from a backup or use another path', {
      cause: error,
    });
  }
  if (code.startsWith('SQLITE_CONSTRAINT')) {
    return new MnemoError('CONFLICT', 'the write conflicts with an existing row (duplicate id?)', { cause: error });
  }
  if (code.startsWith('SQLITE_')) {
    return new MnemoError('STORE_FAILED', `the database refused the operation (${code})`, { cause: error });
  }
  return error;
}
