import type { Invitation } from '@edma/contract/family';
import type { User } from 'firebase/auth';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/api-client.ts';
import type { AuthSession } from '../../firebase/auth-session.ts';
import { clearStoredUser, storeUser } from '../../lib/stored-user.ts';
import { INVITATION_FAILED_MESSAGE, LOGIN_FAILED_MESSAGE, NOT_REGISTERED_MESSAGE } from './login-messages.ts';
import { loginReturnPath } from '../../lib/login-return.ts';
import { invitationsIn } from '../../lib/open-invitations.ts';
import { useBusyWork } from '../../lib/use-busy-work.ts';
import { pathTo } from '../../app/route-table.ts';

/** The login's API calls (and the schemas that check their answers): loaded once someone signs in. */
const loginCalls = () => import('./login-calls.ts');

/** The family's dashboard, or the event page that sent the member here to sign in. */
const landingOf = (search: string, familyId: string) =>
  loginReturnPath(search) ?? `${pathTo('dashboard')}?familyId=${encodeURIComponent(familyId)}`;

/**
 * The login flow after any sign-in method: store the user, ask the API whether the email belongs
 * to a registered family, then open its dashboard (or the event page that asked for the sign-in). A person a family has added (but who has not
 * joined it yet) is asked whether it is their family; anyone else is refused and signed out.
 */
export function useLogin(session: AuthSession) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  // Sent back by the dashboard while still signed in: the question is asked again.
  const [invitations, setInvitations] = useState<Invitation[]>(() => invitationsIn(state));
  const failed = useCallback(async () => {
    window.alert(LOGIN_FAILED_MESSAGE);
    setInvitations([]);
    await leave(session);
  }, [session]);
  const { busy, run: guarded } = useBusyWork('Login', failed);

  const login = useCallback(
    (signIn: () => Promise<User>) =>
      guarded(async () => {
        // Asked for beside the sign-in (which must start within the click), not after it.
        const calls = loginCalls();
        const user = await signIn();
        if (!user.email) throw new Error('The Google account has no email address');
        storeUser({ email: user.email, name: user.displayName ?? '', photoURL: user.photoURL ?? '' });
        const token = await session.idToken();
        const result = await (await calls).checkUser(user.email, token);
        if (result.exists && result.family_id) {
          navigate(landingOf(search, result.family_id));
          return;
        }
        if (result.invitations.length > 0) {
          setInvitations(result.invitations);
          return;
        }
        window.alert(NOT_REGISTERED_MESSAGE);
        await leave(session);
      }),
    [guarded, navigate, search, session],
  );

  /** Yes: join the family and open it. No: the next invitation, or "not registered". */
  const answer = useCallback(
    (invitation: Invitation, accept: boolean) =>
      guarded(async () => {
        const token = await session.idToken();
        try {
          await (await loginCalls()).answerInvitation(invitation, accept, token);
        } catch (error) {
          // A refusal keeps the question open; any other failure ends the login like the others.
          if (!(error instanceof ApiError && error.kind === 'refused')) throw error;
          window.alert(error.serverMessage ?? INVITATION_FAILED_MESSAGE);
          return;
        }
        if (accept) {
          navigate(landingOf(search, invitation.familyId));
          return;
        }
        const rest = invitations.filter((i) => i.familyId !== invitation.familyId);
        setInvitations(rest);
        if (rest.length === 0) {
          window.alert(NOT_REGISTERED_MESSAGE);
          await leave(session);
        }
      }),
    [guarded, invitations, navigate, search, session],
  );

  return { login, busy, invitation: invitations[0] ?? null, answer };
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
