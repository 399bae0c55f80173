import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client.ts';
import { isSessionExpired } from './session-expiry.ts';

describe('isSessionExpired', () => {
  it('recognises an API 401', () => {
    expect(isSessionExpired(new ApiError('session-ended', 401))).toBe(true);
    expect(isSessionExpired(new ApiError('refused', 403))).toBe(false);
    expect(isSessionExpired(new ApiError('network', 0))).toBe(false);
  });

  it('recognises Firebase Auth errors that end the session', () => {
    expect(isSessionExpired({ code: 'auth/user-token-expired' })).toBe(true);
    expect(isSessionExpired({ code: 'auth/no-current-user' })).toBe(true);
    expect(isSessionExpired({ code: 'auth/network-request-failed' })).toBe(false);
    expect(isSessionExpired(new Error('boom'))).toBe(false);
    expect(isSessionExpired(null)).toBe(false);
  });
});
