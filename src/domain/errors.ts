/**
 * The kinds of failure domain code reports. Each adapter (HTTP server, admin, browser runtime)
 * maps them to its own channel; this module knows nothing of HTTP.
 */
export const DOMAIN_ERROR_CODE = {
  NOT_FOUND: "not_found",
  INVALID: "invalid",
  CONFLICT: "conflict",
  FORBIDDEN: "forbidden",
  UNAUTHORIZED: "unauthorized",
  RATE_LIMITED: "rate_limited",
  PAYLOAD_TOO_LARGE: "payload_too_large",
  /** Something the request needs (shared rate limits in Redis) cannot be reached now; trying again later may work. */
  UNAVAILABLE: "unavailable",
} as const;

/** One kind of domain failure, e.g. "not_found". */
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODE)[keyof typeof DOMAIN_ERROR_CODE];

/** Extra facts a domain error can carry beside its code and message. */
export interface DomainErrorOptions {
  /** Messages keyed by field path or field id, shown next to the fields they concern. */
  fieldErrors?: Record<string, string>;
  /** How long the caller should wait before trying again. */
  retryAfterSeconds?: number;
  /** Any other structured facts about the failure. */
  details?: Record<string, unknown>;
  /** The underlying error, kept for logs. */
  cause?: unknown;
}

/** A failure the domain expects and can describe, as opposed to a bug. */
export class DomainError extends Error {
  /** What kind of failure this is. */
  readonly code: DomainErrorCode;
  /** Messages keyed by field path or field id. */
  declare readonly fieldErrors?: Record<string, string>;
  /** Seconds to wait before trying again. */
  declare readonly retryAfterSeconds?: number;
  /** Any other structured facts about the failure. */
  declare readonly details?: Record<string, unknown>;

  constructor(code: DomainErrorCode, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DomainError";
    this.code = code;
    if (options.fieldErrors !== undefined) this.fieldErrors = options.fieldErrors;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.details !== undefined) this.details = options.details;
  }
}

/** Something asked for does not exist. */
export function notFound(message: string): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.NOT_FOUND, message);
}

/** Input breaks a rule; fieldErrors say which fields and why. */
export function invalid(message: string, fieldErrors?: Record<string, string>): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.INVALID, message, fieldErrors === undefined ? {} : { fieldErrors });
}

/** The request clashes with the current state, e.g. a duplicate. */
export function conflict(message: string): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.CONFLICT, message);
}

/** The caller is known but not allowed to do this. */
export function forbidden(message: string): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.FORBIDDEN, message);
}

/** The caller is not signed in or the credentials are wrong. */
export function unauthorized(message: string): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.UNAUTHORIZED, message);
}

/** The caller has done this too often; retryAfterSeconds says when to try again. */
export function rateLimited(message: string, retryAfterSeconds: number): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.RATE_LIMITED, message, { retryAfterSeconds });
}

/** The input is larger than allowed. */
export function payloadTooLarge(message: string): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.PAYLOAD_TOO_LARGE, message);
}

/** Tells domain failures apart from bugs, so adapters can answer them instead of crashing. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
