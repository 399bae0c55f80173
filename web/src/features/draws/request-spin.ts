import { SPIN_KEY_HEADER, spinResponseSchema, WRONG_PASSWORD_MESSAGE } from '@edma/contract/draw';
import { ApiError, postJson } from '../../api/api-client.ts';

export type SpinRequestOutcome =
  | { kind: 'started'; spinId: string | null }
  | { kind: 'wrong-password' }
  | { kind: 'failed' };

/**
 * Asks the server to spin. The server checks the password and broadcasts the spin through the draw
 * document, so the spin itself is not shown from here. Failures other than a wrong password are only
 * logged, as the spec asks.
 */
export async function requestSpin(spinPath: string, password: string): Promise<SpinRequestOutcome> {
  try {
    const response = await postJson(spinPath, {}, spinResponseSchema, {
      headers: { [SPIN_KEY_HEADER]: password },
    });
    if (response.success) return { kind: 'started', spinId: response.spinId ?? null };
    if (response.message === WRONG_PASSWORD_MESSAGE) return { kind: 'wrong-password' };
    console.error('Spin request refused:', response.message);
  } catch (error) {
    // The server answers a wrong password with 401, which the client raises as an ApiError.
    if (error instanceof ApiError && error.status === 401) return { kind: 'wrong-password' };
    console.error('Spin request failed:', error);
  }
  return { kind: 'failed' };
}
