import { DRAW_PASSWORD_HEADER, spinResponseSchema, WRONG_PASSWORD_MESSAGE } from '@edma/contract/draw';
import { postJson } from '../../api/api-client.ts';

export type SpinRequestOutcome = 'started' | 'wrong-password' | 'failed';

/**
 * Asks the server to spin. The server checks the password and broadcasts the spin through the
 * draw document, so a started spin is not shown from here. Failures other than a wrong password
 * are only logged, as the spec asks.
 */
export async function requestSpin(spinPath: string, password: string): Promise<SpinRequestOutcome> {
  try {
    const response = await postJson(spinPath, {}, spinResponseSchema, {
      headers: { [DRAW_PASSWORD_HEADER]: password },
    });
    if (response.success) return 'started';
    if (response.message === WRONG_PASSWORD_MESSAGE) return 'wrong-password';
    console.error('Spin request refused:', response.message);
  } catch (error) {
    console.error('Spin request failed:', error);
  }
  return 'failed';
}
