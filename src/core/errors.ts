/**
 * One error base for the whole engine. Every throw in Mnemo is a `MnemoError` with a stable
 * `code`, a `category` saying whose move it is (the caller's input, our system, an upstream
 * provider) and whether retrying can help. Messages say what to do next and never contain user
 * data (memory text, queries).
 */

/** Whose problem an error is: the caller's input, Mnemo itself, or a provider it calls. */
export type ErrorCategory = 'user' | 'system' | 'upstream';

/** Every error code Mnemo throws. Stable: surfaces map them to exit codes and HTTP statuses. */
export const ERROR_CODES = {
  INVALID_INPUT: { category: 'user', retryable: false },
  SCOPE_REQUIRED: { category: 'user', retryable: false },
  NOT_FOUND: { category: 'user', retryable: false },
  /** The memory was replaced or forgotten; `details.currentId` names the version to act on (null when forgotten). */
  SUPERSEDED: { category: 'user', retryable: false },
  POLICY_DENIED: { category: 'user', retryable: false },
  UNKNOWN_AGENT: { category: 'user', retryable: false },
  EMBEDDER_MISMATCH: { category: 'user', retryable: false },
  UNSUPPORTED: { category: 'user', retryable: false },
  CONFIG_INVALID: { category: 'user', retryable: false },
  SECRET_DETECTED: { category: 'user', retryable: false },
  STORE_LOCKED: { category: 'system', retryable: true },
  STORE_CORRUPT: { category: 'system', retryable: false },
  STORE_NEWER_SCHEMA: { category: 'system', retryable: false },
  STORE_FAILED: { category: 'system', retryable: false },
  STORE_UNAVAILABLE: { category: 'system', retryable: true },
  CONFLICT: { category: 'system', retryable: true },
  EMBEDDER_UNAVAILABLE: { category: 'system', retryable: false },
  PROVIDER_FAILED: { category: 'upstream', retryable: true },
  MODEL_OUTPUT_INVALID: { category: 'upstream', retryable: false },
  NO_MODEL: { category: 'user', retryable: false },
  SESSION_ENDED: { category: 'user', retryable: false },
  /** A call on an engine after its `close()`: create a new one. */
  CLOSED: { category: 'user', retryable: false },
  /** No API key, an unknown one or a revoked one (HTTP 401). */
  UNAUTHORIZED: { category: 'user', retryable: false },
  /** A request body over the server's limit (HTTP 413). */
  TOO_LARGE: { category: 'user', retryable: false },
  /** The server has as many requests in flight as it accepts (HTTP 429); retry shortly. */
  BUSY: { category: 'system', retryable: true },
} as const satisfies Record<string, { category: ErrorCategory; retryable: boolean }>;

/** A code from {@link ERROR_CODES}. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** An embedding space as details name it (the model and the vector length). */
interface SpaceDetail {
  readonly modelId: string | null;
  readonly dimensions: number;
}

/**
 * The machine-readable facts each code carries, never user text. Every field is optional: a throw
 * site gives what it knows. A code not listed carries none.
 */
export interface ErrorDetailsByCode {
  INVALID_INPUT: {
    readonly length?: number;
    readonly limit?: number;
    readonly line?: number;
    readonly profileKey?: string;
    readonly instruction?: string;
    readonly field?: string;
  };
  /** `currentId` is the end of the replacement chain (null when it was forgotten; then `lastId` is the last version). */
  SUPERSEDED: { readonly id: string; readonly currentId: string | null; readonly forgotten: boolean; readonly lastId?: string };
  NOT_FOUND: { readonly path?: string };
  POLICY_DENIED: { readonly namespace?: string };
  UNKNOWN_AGENT: { readonly agentId?: string; readonly tenantId?: string };
  EMBEDDER_MISMATCH: {
    readonly stored?: SpaceDetail;
    readonly configured?: SpaceDetail;
    readonly got?: SpaceDetail;
    readonly expected?: SpaceDetail | number;
    readonly returned?: number;
  };
  CONFIG_INVALID: { readonly setting?: string; readonly dimensions?: number; readonly path?: string };
  SECRET_DETECTED: { readonly kind?: string };
  /** `check: 'open'`: refused on opening (the header, or `quick_check` found `problems`). */
  STORE_CORRUPT: { readonly jobId?: string; readonly check?: 'open'; readonly problems?: number };
  EMBEDDER_UNAVAILABLE: { readonly path?: string };
  PROVIDER_FAILED: { readonly timedOut?: boolean; readonly provider?: string; readonly modelId?: string; readonly statusCode?: number };
  /** `raw` is the model's unparsable output (kept for `mnemo jobs`), cut to 8,000 characters. */
  MODEL_OUTPUT_INVALID: { readonly raw?: string; readonly model?: string };
}

/** The details of an error with code `C`. */
export type ErrorDetails<C extends ErrorCode = ErrorCode> = C extends keyof ErrorDetailsByCode
  ? Readonly<ErrorDetailsByCode[C]>
  : Readonly<Record<string, never>>;

/** Any MnemoError, as a union over its codes: checking `code` narrows `details`. */
export type AnyMnemoError = { [C in ErrorCode]: MnemoError<C> }[ErrorCode];

const BRAND = Symbol.for('mnemo.error');

/** The base class of every error Mnemo throws. Use `MnemoError.isInstance(e)` across realms. */
export class MnemoError<C extends ErrorCode = ErrorCode> extends Error {
  readonly [BRAND] = true;
  readonly code: C;
  readonly category: ErrorCategory;
  readonly retryable: boolean;
  /** Machine-readable facts a caller can act on (never user text), typed per code. */
  readonly details: ErrorDetails<C>;

  constructor(code: C, message: string, options: { cause?: unknown; details?: ErrorDetails<C> } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'MnemoError';
    this.code = code;
    this.category = ERROR_CODES[code].category;
    this.retryable = ERROR_CODES[code].retryable;
    this.details = options.details ?? ({} as ErrorDetails<C>);
  }

  /** True for any MnemoError, even one created by another copy of the package. */
  static isInstance(error: unknown): error is AnyMnemoError {
    return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
  }
}

/** Shorthand for the most common user error. */
export function invalidInput(message: string, details?: ErrorDetails<'INVALID_INPUT'>): MnemoError<'INVALID_INPUT'> {
  return new MnemoError('INVALID_INPUT', message, details ? { details } : {});
}
