import { EVERYONE_HAS_WON_MESSAGE } from '@edma/contract/console-draws';
import { NO_PARTICIPANTS_MESSAGE, SPIN_KEY_HEADER, SPIN_RUNNING_MESSAGE, WRONG_PASSWORD_MESSAGE } from '@edma/contract/draw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, offline, stubFetch } from '../../test/fetch-stub.ts';
import { rateLimitFallbackMessage, requestSpin } from './request-spin.ts';

/** Every spin path answers this (JSON, or the text as it is). */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const response = () => (typeof body === 'string' ? new Response(body, { status, headers }) : jsonResponse(status, body, headers));
  return stubFetch({ '/api/spin*': response }).calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('requestSpin', () => {
  it('POSTs with the password in a header, never in the URL', async () => {
    const calls = answer(200, { success: true, angle: 12, spinId: 's1' });
    expect(await requestSpin('/api/spin-b.php', 'pa ss')).toEqual({ kind: 'started', spinId: 's1' });
    expect([calls[0]!.url, calls[0]!.method]).toEqual(['/api/spin-b.php', 'POST']);
    expect((calls[0]!.init.headers as Record<string, string>)[SPIN_KEY_HEADER]).toBe('pa ss');
  });

  it('reads 403 (and 401, from servers before that change) as a wrong password', async () => {
    answer(403, { success: false, message: WRONG_PASSWORD_MESSAGE });
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({ kind: 'wrong-password' });
    answer(401, { success: false, message: WRONG_PASSWORD_MESSAGE });
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({ kind: 'wrong-password' });
    answer(403, 'Forbidden');
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({ kind: 'wrong-password' });
  });

  it('passes on the message and Retry-After of a 429', async () => {
    answer(429, { success: false, message: 'Too many attempts. Try again in 10 minutes.' }, { 'Retry-After': '600' });
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({
      kind: 'rate-limited',
      message: 'Too many attempts. Try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
  });

  it('words a 429 itself only when the server sent no message', async () => {
    answer(429, 'Too Many Requests', { 'Retry-After': '61' });
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({
      kind: 'rate-limited',
      message: 'Too many attempts. Please try again in 2 minutes.',
      retryAfterSeconds: 61,
    });
    answer(429, { success: false });
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({
      kind: 'rate-limited',
      message: 'Too many attempts. Please wait a few minutes and try again.',
      retryAfterSeconds: null,
    });
    expect(rateLimitFallbackMessage(30)).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('passes on why a draw cannot spin: nobody in it, or everyone has won this round', async () => {
    for (const message of [NO_PARTICIPANTS_MESSAGE, EVERYONE_HAS_WON_MESSAGE]) {
      answer(409, { success: false, message });
      expect(await requestSpin('/api/spin.php', 'x')).toEqual({ kind: 'cannot-spin', message });
    }
  });

  it("passes on the server's message when the randomness beacon could not be had (503): nothing was spun", async () => {
    const message = 'The public randomness beacon could not be reached, so nothing was spun. Please try again in a moment.';
    answer(503, { success: false, message });
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({ kind: 'cannot-spin', message });
  });

  it('only logs other failures', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(409, { success: false, message: SPIN_RUNNING_MESSAGE });
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({ kind: 'failed' });
    answer(405, { success: false, message: 'Method not allowed.' });
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({ kind: 'failed' });
    answer(200, 'not json');
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({ kind: 'failed' });
    stubFetch({ '/api/spin.php': offline });
    expect(await requestSpin('/api/spin.php', 'x')).toEqual({ kind: 'failed' });
    expect(error).toHaveBeenCalledTimes(4);
  });
});
