import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
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
  // The latest callback, read when a call fails (the cache outlives renders).
  const ended = useRef(onSessionEnded);
  ended.current = onSessionEnded;
  const [client] = useState(() => {
    const onError = (error: unknown) => {
      if (isSessionExpired(error)) ended.current();
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: { queries: { retry: retryUnlessRefused }, mutations: { retry: false } },
    });
  });
  const session = useMemo(() => ({ idToken, onSessionEnded: () => ended.current() }), [idToken]);
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
