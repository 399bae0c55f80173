import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isSessionExpired } from '../lib/session-expiry.ts';
import { ApiError } from './api-client.ts';

/** What a signed-in screen's API calls need from the page: the ID token, and where an ended session goes. */
export interface ApiSession {
  /** The current Firebase ID token (refreshed when due). */
  idToken(): Promise<string>;
  /** The page's "session expired" state: called when a call meets HTTP 401 or a dead sign-in. */
  onSessionEnded(): void;
}

const ApiSessionContext = createContext<ApiSession | null>(null);

/** A refusal (4xx) will not change by asking again; a dropped connection may. */
const retryUnlessRefused = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500) && !isSessionExpired(error);

/**
 * The signed-in part of the app's one data layer: the ID token, one TanStack query cache, and one
 * way an ended sign-in is handled. Any query or change that meets a 401 (or a dead Firebase
 * session) calls `onSessionEnded`, so every screen leads to the same "Sign in again".
 */
export function ApiSessionProvider({ idToken, onSessionEnded, children }: ApiSession & { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused }, mutations: { retry: false } } }),
  );
  useEffect(() => {
    // Every failed read or change passes through the caches: one place routes an ended sign-in.
    const onError = (error: unknown) => {
      if (isSessionExpired(error)) onSessionEnded();
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
  }, [client, onSessionEnded]);
  const session = useMemo(() => ({ idToken, onSessionEnded }), [idToken, onSessionEnded]);
  return (
    <ApiSessionContext.Provider value={session}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ApiSessionContext.Provider>
  );
}

export function useApiSession(): ApiSession {
  const session = useContext(ApiSessionContext);
  if (!session) throw new Error('Signed-in API calls render inside <ApiSessionProvider>.');
  return session;
}
