import type { DomainError, DomainErrorCode } from "./errors";

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** A failure as the API answers it: the fields the browser's data layer reads. */
export interface ApiErrorBody {
  error: string;
  code: string;
  errors?: Record<string, string>;
}

/**
 * The status and body a domain failure is answered with. One table for the error handler and
 * for answers stored before they are sent (a checkout's refusal, replayed to its repeats).
 */
export function domainErrorAnswer(error: DomainError): { status: number; body: ApiErrorBody } {
  const body: ApiErrorBody = { error: error.message, code: error.code };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  return { status: STATUS_BY_CODE[error.code], body };
}
