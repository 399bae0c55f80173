import { SPIN_KEY_HEADER, spinResponseSchema, WRONG_PASSWORD_MESSAGE } from '@edma/contract/draw';

export type SpinRequestOutcome =
  | { kind: 'started'; spinId: string | null }
  | { kind: 'wrong-password' }
  /** Too many attempts: the server's message, for the user, and how long to wait (if it said). */
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number | null }
  | { kind: 'failed' };

/** Only if the server sends no message of its own with a 429. */
export function rateLimitFallbackMessage(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return 'Too many attempts. Please wait a few minutes and try again.';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function retryAfter(response: Response): number | null {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value >= 0 && response.headers.has('Retry-After') ? value : null;
}

async function readBody(response: Response) {
  try {
    const parsed = spinResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Asks the server to spin (POST, password in a header). The server checks the password and
 * broadcasts the spin through the draw document, so the spin itself is not shown from here.
 *
 * A wrong password is answered 403 (401 by servers from before that change; both are read the
 * same), too many attempts 429 with Retry-After. Other failures are only logged, as the spec asks.
 */
export async function requestSpin(spinPath: string, password: string): Promise<SpinRequestOutcome> {
  let response: Response;
  try {
    response = await fetch(spinPath, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', [SPIN_KEY_HEADER]: password },
      body: '{}',
    });
  } catch (error) {
    console.error('Spin request failed:', error);
    return { kind: 'failed' };
  }
  const body = await readBody(response);
  if (response.ok && body?.success) return { kind: 'started', spinId: body.spinId ?? null };
  if (response.status === 401 || response.status === 403 || body?.message === WRONG_PASSWORD_MESSAGE) {
    return { kind: 'wrong-password' };
  }
  if (response.status === 429) {
    const seconds = retryAfter(response);
    return { kind: 'rate-limited', message: body?.message || rateLimitFallbackMessage(seconds), retryAfterSeconds: seconds };
  }
  console.error(`Spin request refused (HTTP ${response.status}):`, body?.message ?? 'no message');
  return { kind: 'failed' };
}
