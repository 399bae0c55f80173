import type { ConsoleRole } from '@edma/contract/committee';
import type { Auth, User } from 'firebase/auth';
import { createContext, use } from 'react';

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
  /** 'loading' until Firebase Auth has arrived and restored the session. */
  status: AuthStatus;
  user: User | null;
  /** The underlying Auth instance, for emulator-only helpers; null until Firebase Auth has arrived. */
  auth: Auth | null;
  signInWithGoogle(): Promise<User>;
  /** Signs in with a token the API made (a door pass): no Google account involved. */
  signInWithCustomToken(token: string): Promise<User>;
  signOut(): Promise<void>;
  /** A fresh-enough ID token of the current user, for `Authorization: Bearer`. */
  idToken(): Promise<string>;
  /** The console roles the signed-in user holds, from a fresh token (so a new grant shows); none when signed out. */
  consoleRoles(): Promise<ConsoleRole[]>;
}

/** Provided by AuthRoot around the signed-in routes (registration, login, dashboard, console). */
export const AuthSessionContext = createContext<AuthSession | null>(null);

/** The session of the AuthRoot above; it renders at once, with status 'loading' until Auth is ready. */
export function useAuthSession(): AuthSession {
  const session = use(AuthSessionContext);
  if (!session) throw new Error('useAuthSession is only available under AuthRoot (see app-routes.tsx).');
  return session;
}
