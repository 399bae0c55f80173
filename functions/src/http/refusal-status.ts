import type { DomainError, RefusalKind } from '../errors/domain-error.ts';

/** Each kind of refusal as the API answers it. */
const STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  'not-signed-in': 401,
  'not-allowed': 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
  unavailable: 503,
};

export const httpStatusOf = (error: DomainError): number => STATUS[error.kind];

/** Retry-After, when the refusal says when to try again. */
export function refusalHeaders(error: DomainError): Record<string, string> {
  return error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
}
