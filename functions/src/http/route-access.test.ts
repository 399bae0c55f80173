import { describe, expect, it } from 'vitest';
import { HttpError, SESSION_EXPIRED_MESSAGE } from './http-error.ts';
import { enforceAccess, type Access } from './route-access.ts';

// Token checks against the Auth emulator are covered by tests/api/route-access.test.ts.
describe('enforceAccess', () => {
  it('admits anyone to a public route', async () => {
    await expect(enforceAccess('public', { headers: {} })).resolves.toBeUndefined();
  });

  it.each<Access>(['signed-in', 'own-family', 'committee'])('refuses a %s route without a sign-in (401)', async (access) => {
    for (const authorization of [undefined, '', 'Basic abc', 'Bearer']) {
      const refusal = await enforceAccess(access, { headers: { authorization } }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    }
  });
});
