/** A refusal with its HTTP status; the router turns it into `{ success: false, message }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  // Plain fields, not parameter properties: scripts (the demo seed) run this file with Node's type stripping.
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = SESSION_EXPIRED_MESSAGE) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many requests. Please wait a few minutes and try again.', {
    'Retry-After': String(retryAfterSeconds),
  });
