import { checkUserResponseSchema } from '@edma/contract/family';
import type { User } from 'firebase/auth';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getJson } from '../../api/api-client.ts';
import type { AuthSession } from '../../firebase/auth-session.ts';
import { clearStoredUser, storeUser } from '../../firebase/stored-user.ts';
import { LOGIN_FAILED_MESSAGE, NOT_REGISTERED_MESSAGE } from './login-messages.ts';

/**
 * The login flow after any sign-in method: store the user, ask the API whether the email belongs
 * to a registered family, then open its dashboard or refuse and sign out.
 */
export function useLogin(session: AuthSession) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const login = useCallback(
    async (signIn: () => Promise<User>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        const user = await signIn();
        if (!user.email) throw new Error('The Google account has no email address');
        storeUser({ email: user.email, name: user.displayName ?? '', photoURL: user.photoURL ?? '' });
        const token = await session.idToken();
        const result = await getJson(
          `/api/check_user.php?email=${encodeURIComponent(user.email)}`,
          checkUserResponseSchema,
          { token },
        );
        if (result.exists && result.family_id) {
          navigate(`/dashboard?familyId=${encodeURIComponent(result.family_id)}`);
          return;
        }
        window.alert(NOT_REGISTERED_MESSAGE);
        await leave(session);
      } catch (error) {
        console.error('Login failed', error);
        window.alert(LOGIN_FAILED_MESSAGE);
        await leave(session);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [navigate, session],
  );

  return { login, busy };
}

/** Forget the stored user and end the Firebase session; a failing sign-out changes nothing for the user. */
async function leave(session: AuthSession) {
  clearStoredUser();
  try {
    await session.signOut();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
}
