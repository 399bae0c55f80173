import type { User } from 'firebase/auth';
import { useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthSessionContext, type AuthSession, type AuthStatus } from './auth-session.ts';
import type { AuthService } from './auth-service.ts';

let servicePromise: Promise<AuthService> | undefined;
/** One Auth per page view; a failed load is forgotten so the error boundary's retry loads again. */
function authService(): Promise<AuthService> {
  servicePromise ??= import('./auth-service.ts')
    .then((module) => module.startAuthService())
    .catch((error: unknown) => {
      servicePromise = undefined;
      throw error;
    });
  return servicePromise;
}

interface AuthState {
  service: AuthService | null;
  status: AuthStatus;
  user: User | null;
}

/**
 * Around the routes that need a signed-in user (registration, login, dashboard, committee console):
 * renders its pages at once and loads Firebase Auth beside them, so a page's text and sign-in button
 * show before any Firebase code arrives. Firestore is not loaded here: only the draw pages read it.
 */
export default function AuthRoot() {
  const [state, setState] = useState<AuthState>({ service: null, status: 'loading', user: null });
  const [failure, setFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    authService().then(
      (service) => {
        if (!active) return;
        setState((previous) => ({ ...previous, service }));
        unsubscribe = service.onUserChange((user) => setState({ service, status: user ? 'signed-in' : 'signed-out', user }));
      },
      (error: unknown) => active && setFailure({ error }),
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  const session = useMemo<AuthSession>(() => {
    const { service, status, user } = state;
    // Until Auth is in, a call waits for it (sign-in buttons stay disabled meanwhile). Once it is,
    // sign-in is called directly: a popup must open within the click that asked for it.
    const ready = async () => service ?? authService();
    return {
      status,
      user,
      auth: service?.auth ?? null,
      signInWithGoogle: service?.signInWithGoogle ?? (async () => (await ready()).signInWithGoogle()),
      signInWithCustomToken: async (token) => (await ready()).signInWithCustomToken(token),
      signOut: async () => (await ready()).signOut(),
      idToken: async () => (await ready()).idToken(),
      consoleRoles: async () => (await ready()).consoleRoles(),
    };
  }, [state]);

  // A config that cannot be had (or a chunk that cannot load) reaches the page's error boundary.
  if (failure) throw failure.error;

  return (
    <AuthSessionContext value={session}>
      <Outlet />
    </AuthSessionContext>
  );
}
