import { COMMITTEE_CLAIM } from '@edma/contract/committee';
import { getIdToken, getIdTokenResult, GoogleAuthProvider, signInWithPopup, signOut, type Auth, type User } from 'firebase/auth';
import { useMemo } from 'react';
import { useAuth, useSigninCheck } from 'reactfire';

/** Thrown when an authenticated call is attempted but nobody is signed in any more. */
export class SignedOutError extends Error {
  readonly code = 'auth/no-current-user';
  constructor() {
    super('No signed-in user');
    this.name = 'SignedOutError';
  }
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** What the sign-in and dashboard screens need from Firebase Auth, in one seam. */
export interface AuthSession {
  status: AuthStatus;
  user: User | null;
  /** The underlying Auth instance, for emulator-only helpers. */
  auth: Auth;
  signInWithGoogle(): Promise<User>;
  signOut(): Promise<void>;
  /** A fresh-enough ID token of the current user, for `Authorization: Bearer`. */
  idToken(): Promise<string>;
  /** Whether the signed-in user holds the committee claim (a fresh token, so a new grant shows). */
  isCommittee(): Promise<boolean>;
}

/** Auth state from reactfire (non-suspense: status stays 'loading' until Auth has restored the session). */
export function useAuthSession(): AuthSession {
  const auth = useAuth();
  const { status, data } = useSigninCheck();
  const user = data?.user ?? null;
  const authStatus: AuthStatus = status === 'loading' ? 'loading' : status === 'success' && data?.signedIn ? 'signed-in' : 'signed-out';

  return useMemo(
    () => ({
      status: authStatus,
      user,
      auth,
      async signInWithGoogle() {
        return (await signInWithPopup(auth, new GoogleAuthProvider())).user;
      },
      signOut: () => signOut(auth),
      async idToken() {
        const current = auth.currentUser;
        if (!current) throw new SignedOutError();
        return getIdToken(current);
      },
      async isCommittee() {
        const current = auth.currentUser;
        if (!current) return false;
        return (await getIdTokenResult(current, true)).claims[COMMITTEE_CLAIM] === true;
      },
    }),
    [auth, authStatus, user],
  );
}
