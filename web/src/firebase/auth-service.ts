import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  getIdToken,
  getIdTokenResult,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithCustomToken,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { SignedOutError, type AuthSession } from './auth-session.ts';
import { emulatorHost, firebaseApp } from './firebase-app.ts';
import { emulatorPorts } from './firebase-config.ts';

/** Firebase Auth behind the session: everything but the state, which AuthRoot follows. */
export interface AuthService extends Omit<AuthSession, 'status' | 'user' | 'auth'> {
  auth: Auth;
  /** Calls back with the signed-in user (or null) now and on every change; answers the unsubscribe. */
  onUserChange(listener: (user: User | null) => void): () => void;
}

/**
 * Loaded on demand by AuthRoot, so a page shows before Firebase arrives. Auth is made like getAuth()
 * does, but without the popup resolver: that one loads Google's iframe script on page load in mobile
 * browsers and holds the session restore until it is in; it comes with the sign-in call instead.
 */
export function startAuthService(): Promise<AuthService> {
  // One Auth for the app: the sign-in pages and a members-only draw page may both ask for it.
  started ??= startOnce().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

let started: Promise<AuthService> | undefined;

async function startOnce(): Promise<AuthService> {
  const app = await firebaseApp();
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  if (__EMULATOR_BUILD__) {
    connectAuthEmulator(auth, `http://${emulatorHost()}:${emulatorPorts.auth}`, { disableWarnings: true });
    // Browser tests drive the emulators through this hook; production builds drop it.
    void import('./emulator-test-api.ts').then((testApi) => testApi.attachEmulatorTestApi(app, auth));
  }
  return {
    auth,
    onUserChange: (listener) => onAuthStateChanged(auth, listener),
    async signInWithGoogle() {
      return (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user;
    },
    async signInWithCustomToken(token) {
      return (await signInWithCustomToken(auth, token)).user;
    },
    signOut: () => signOut(auth),
    async idToken() {
      const current = auth.currentUser;
      if (!current) throw new SignedOutError();
      return getIdToken(current);
    },
    async consoleRoles() {
      const current = auth.currentUser;
      if (!current) return [];
      // Imported here: the committee contract brings zod, which the sign-in pages do not need.
      const [{ rolesOfClaims }, token] = await Promise.all([import('@edma/contract/committee'), getIdTokenResult(current, true)]);
      return rolesOfClaims(token.claims);
    },
  };
}
