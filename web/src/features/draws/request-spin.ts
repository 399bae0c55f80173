import { EVERYONE_HAS_WON_MESSAGE } from '@edma/contract/console-draws';
import { NO_PARTICIPANTS_MESSAGE, SPIN_KEY_HEADER, spinEndpoint, WRONG_PASSWORD_MESSAGE } from '@edma/contract/draw';
import { ApiError, postJson } from '../../api/api-client.ts';

export type SpinRequestOutcome =
  | { kind: 'started'; spinId: string | null }
  | { kind: 'wrong-password' }
  /** Too many attempts: the server's message, for the user, and how long to wait (if it said). */
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number | null }
  /** The draw has nobody left to draw from: the server's reason, for the committee member spinning. */
  | { kind: 'cannot-spin'; message: string }
  | { kind: 'failed' };

/** Only if the server sends no message of its own with a 429. */
export function rateLimitFallbackMessage(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return 'Too many attempts. Please wait a few minutes and try again.';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** 409 answers the page shows: the committee can act on them (a spin already running only waits). */
const CANNOT_SPIN_MESSAGES: readonly string[] = [NO_PARTICIPANTS_MESSAGE, EVERYONE_HAS_WON_MESSAGE];

/**
 * Asks the server to spin (POST, password in a header). The server checks the password and
 * broadcasts the spin through the draw document, so the spin itself is not shown from here.
 *
 * A wrong password is answered 403 (401 by servers from before that change; both are read the
 * same), too many attempts 429 with Retry-After, a draw with nobody to draw from 409 with its reason,
 * a spin whose public randomness beacon could not be had 503 with the server's message.
 * Other failures are only logged, as the spec asks.
 */
export async function requestSpin(spinPath: string, password: string): Promise<SpinRequestOutcome> {
  try {
    const spin = spinEndpoint(spinPath);
    const answer = await postJson(spin.path, {}, spin.response, { headers: { [SPIN_KEY_HEADER]: password } });
    return { kind: 'started', spinId: answer.spinId ?? null };
  } catch (error) {
    const failure = error instanceof ApiError ? error : null;
    if (failure && (failure.status === 401 || failure.status === 403 || failure.serverMessage === WRONG_PASSWORD_MESSAGE)) {
      return { kind: 'wrong-password' };
    }
    if (failure?.status === 429) {
      const seconds = failure.retryAfterSeconds;
      return { kind: 'rate-limited', message: failure.serverMessage || rateLimitFallbackMessage(seconds), retryAfterSeconds: seconds };
    }
    const reason = failure?.status === 409 ? failure.serverMessage : undefined;
    if (reason !== undefined && CANNOT_SPIN_MESSAGES.includes(reason)) return { kind: 'cannot-spin', message: reason };
    // The public randomness beacon could not be had: nothing was spun, and the server says so.
    if (failure?.status === 503 && failure.serverMessage) return { kind: 'cannot-spin', message: failure.serverMessage };
    console.error('Spin request failed:', error);
    return { kind: 'failed' };
  }
}
