/*
 * Why the domain refuses a request, in its own terms. Rules and services throw these; the router
 * (http/refusal-status.ts) gives each kind its HTTP status and answers `{ success: false, message }`.
 */

export const REFUSAL_KINDS = [
  'invalid',
  'not-signed-in',
  'not-allowed',
  'not-found',
  'conflict',
  'too-large',
  'too-many',
  'unavailable',
] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

export class DomainError extends Error {
  readonly kind: RefusalKind;
  /** When trying again makes sense: the router sends it as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  // Plain fields, not parameter properties: scripts (the demo seed) run this file with Node's type stripping.
  constructor(kind: RefusalKind, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const TOO_MANY_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

export const invalidInput = (message: string) => new DomainError('invalid', message);
export const notSignedIn = (message = SESSION_EXPIRED_MESSAGE) => new DomainError('not-signed-in', message);
export const notAllowed = (message: string, retryAfterSeconds?: number) => new DomainError('not-allowed', message, retryAfterSeconds);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const tooManyAttempts = (retryAfterSeconds: number, message = TOO_MANY_MESSAGE) =>
  new DomainError('too-many', message, retryAfterSeconds);
export const unavailable = (message: string) => new DomainError('unavailable', message);
