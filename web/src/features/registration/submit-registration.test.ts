import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, type FakeXhr } from '../../test/fake-xhr.ts';
import { testHousehold, testMembers } from '../../test/registration-values.ts';
import type { RegistrationFormValues } from './registration-form-schema.ts';
import { submitRegistration } from './submit-registration.ts';

const values = { ...testHousehold(), members: testMembers() } as unknown as RegistrationFormValues;
const ENDED = { saved: false, alert: 'Your session has expired. Please sign in again. Your answers are still here.' };

let xhr: typeof FakeXhr;

beforeEach(() => {
  xhr = installFakeXhr();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Submits, then lets `answer` settle the upload once it is sent. */
async function submitted(answer: (request: FakeXhr) => Promise<void>, idToken = async () => 'token') {
  const outcome = submitRegistration(values, [], () => {}, idToken);
  await vi.waitFor(() => expect(xhr.sent).toHaveLength(1));
  await answer(xhr.sent[0]!);
  return outcome;
}

describe('submitRegistration', () => {
  it('says the sign-in has ended when the server answers 401', async () => {
    expect(await submitted((r) => r.respond(401, { success: false, message: 'Your session has expired. Please sign in again.' }))).toEqual(
      ENDED,
    );
  });

  it('says so too when the sign-in can no longer give a token, and sends nothing', async () => {
    const dead = Object.assign(new Error('expired'), { code: 'auth/user-token-expired' });
    const outcome = await submitRegistration(
      values,
      [],
      () => {},
      async () => Promise.reject(dead),
    );
    expect(outcome).toEqual(ENDED);
    expect(xhr.sent).toEqual([]);
  });

  it('keeps the spec’s alerts for a refusal and for a lost connection', async () => {
    expect(await submitted((r) => r.respond(400, { success: false, message: 'Name is required.' }))).toEqual({
      saved: false,
      alert: 'Error saving data. Name is required.',
    });
    xhr.sent = [];
    expect(await submitted((r) => r.fail())).toEqual({ saved: false, alert: 'Failed to submit. Check server connection.' });
  });
});
