import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isSessionExpired } from '../lib/session-expiry.ts';
import { ApiError } from './api-client.ts';

/** What a signed-in screen's API calls need: the ID token, and whether (and how) the sign-in has ended. */
export interface ApiSession {
  /** The current Firebase ID token (refreshed when due). */
  idToken(): Promise<string>;
  /** Called when a call meets HTTP 401 or a dead sign-in: every screen then shows "Sign in again". */
  onSessionEnded(): void;
  /** True once a call has met an ended sign-in, until someone signs in again. */
  ended: boolean;
}

const ApiSessionContext = createContext<ApiSession | null>(null);

/** A refusal (4xx) will not change by asking again; a dropped connection may. */
const retryUnlessRefused = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500) && !isSessionExpired(error);

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused }, mutations: { retry: false } } });

interface ApiSessionProviderProps {
  idToken(): Promise<string>;
  /** What else an ended sign-in does (the signed-in area signs out); the provider itself records it. */
  onSessionEnded?(): void;
  children: ReactNode;
}

/**
 * The signed-in part of the app's one data layer: the ID token, one TanStack query cache, and one
 * way an ended sign-in is handled. Any query or change that meets a 401 (or a dead Firebase
 * session) ends the session, so every screen leads to the same "Sign in again".
 * Mounted once, by SignedInArea, around the signed-in routes.
 */
export function ApiSessionProvider({ idToken, onSessionEnded, children }: ApiSessionProviderProps) {
  const [client] = useState(newQueryClient);
  const [ended, setEnded] = useState(false);
  const endSession = useCallback(() => {
    setEnded(true);
    onSessionEnded?.();
  }, [onSessionEnded]);
  useEffect(() => {
    // Every failed read or change passes through the caches: one place routes an ended sign-in.
    const onError = (error: unknown) => {
      if (isSessionExpired(error)) endSession();
    };
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [client, endSession]);
  const session = useMemo(() => ({ idToken, onSessionEnded: endSession, ended }), [idToken, endSession, ended]);
  return (
    <ApiSessionContext.Provider value={session}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ApiSessionContext.Provider>
  );
}

export function useApiSession(): ApiSession {
  const session = useContext(ApiSessionContext);
  if (!session) throw new Error('Signed-in API calls render inside <ApiSessionProvider> (SignedInArea in app-routes.tsx).');
  return session;
}
