import { ApiError } from '../api/api-client.ts';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

// Firebase Auth codes meaning the sign-in can no longer produce a valid ID token.
const EXPIRED_AUTH_CODES = new Set(['auth/user-token-expired', 'auth/invalid-user-token', 'auth/user-disabled', 'auth/no-current-user']);

/** True when an error means the member must sign in again (API 401 or a dead Firebase session). */
export function isSessionExpired(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'session-ended';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && EXPIRED_AUTH_CODES.has(code);
}
